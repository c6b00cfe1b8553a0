/**
 * The Cache-Control of a page. No shared cache may keep any page: each embeds the visitor's token.
 * A signed-in visitor's page carries their access token and their own data, so no cache keeps it
 * (`no-store`, which also keeps it out of the browser's back/forward cache: after signing out, Back
 * shows nothing of the account). A guest's page carries only a guest token for the public demos,
 * which the same browser already holds in its session cookie: the browser may keep that page, to
 * revalidate before reuse (`no-cache`) and to restore on Back from its back/forward cache (decision 0092).
 */
export function documentCacheControl(visitor: { isGuest: boolean } | null | undefined): string {
  return visitor?.isGuest === true ? 'private, no-cache' : 'private, no-store';
}
