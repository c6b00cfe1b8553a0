/** The public page's words when a shared link is unknown or revoked (decision 0066). */
export const SHARE_GONE_MESSAGE = 'This video is no longer shared';
/** The same, for a link that was a podcast episode's (the api says which). */
export const EPISODE_GONE_MESSAGE = 'This episode is no longer shared';

/** The embed's size: a 16:9 film 640 px wide and the player's control bar under it. */
export const EMBED_WIDTH = 640;
export const EMBED_HEIGHT = 420;

/** Where a share is watched, embedded and described for oEmbed consumers (decision 0137). */
export function sharePaths(siteUrl: string, token: string) {
  const site = siteUrl.replace(/\/+$/, '');
  const page = `${site}/share/${encodeURIComponent(token)}`;
  return {
    page,
    embed: `${site}/embed/${encodeURIComponent(token)}`,
    oembed: `${site}/oembed?${new URLSearchParams({ url: page, format: 'json' }).toString()}`,
  };
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The iframe a site pastes to show the film (the embed code on the page and oEmbed's `html`). */
export function embedCode(embedUrl: string, title: string, width = EMBED_WIDTH, height = EMBED_HEIGHT): string {
  return `<iframe src="${escapeAttribute(embedUrl)}" width="${width}" height="${height}" title="${escapeAttribute(title)}" style="border:0" allow="fullscreen; picture-in-picture" allowfullscreen loading="lazy"></iframe>`;
}

/** The share token in a page or embed address of this site, else null (oEmbed's `url`). */
export function shareTokenOf(url: string, siteUrl: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.origin !== new URL(siteUrl).origin) return null;
  const match = /^\/(?:share|embed)\/([A-Za-z0-9_-]{32})\/?$/.exec(parsed.pathname);
  return match?.[1] ?? null;
}
