import { SEARCH_FAILED, SearchError, type SearchGroup } from './quickSearch';

export const SESSION_ENDED = 'Your session has ended. Sign in again to search.';

/** Asks the site's search route (routes/administration.search.ts); its failures come back in words. */
export async function searchViaSite(query: string, signal: AbortSignal): Promise<SearchGroup[]> {
  // A sign-in redirect is not followed: an ended session says so instead of fetching the sign-in page.
  const response = await fetch(`/administration/search?q=${encodeURIComponent(query)}`, {
    signal,
    headers: { accept: 'application/json' },
    redirect: 'manual',
  });
  if (response.type === 'opaqueredirect' || response.status === 401) throw new SearchError(SESSION_ENDED);
  const body = (await response.json().catch(() => null)) as { groups?: SearchGroup[]; message?: string } | null;
  if (!response.ok || !body?.groups) throw new SearchError(body?.message ?? SEARCH_FAILED);
  return body.groups;
}
