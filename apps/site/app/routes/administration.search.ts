import type { LoaderFunctionArgs } from '@remix-run/node';
import { requireRole } from '#app/auth.server.ts';
import { SEARCH_FAILED, SEARCH_MIN_LENGTH } from '#app/components/console/quickSearch.ts';
import { consoleSearch } from '#app/components/console/search.server.ts';

/** The consoles' quick search (decision 0170): `?q=` → `{ groups }` of what this user may see, or `{ message }`. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { user, resolved } = await requireRole(request, ['admin', 'sales', 'toolAdmin']);
  const query = (new URL(request.url).searchParams.get('q') ?? '').trim().slice(0, 100);
  const headers = await resolved.headers();
  headers.set('Cache-Control', 'private, no-store');
  if (query.length < SEARCH_MIN_LENGTH) return Response.json({ groups: [] }, { headers });
  try {
    return Response.json({ groups: await consoleSearch(user, query) }, { headers });
  } catch (error) {
    if (error instanceof Response && error.status === 403)
      return Response.json({ message: "You don't have access to this search." }, { status: 403, headers });
    console.error('The quick search failed', error);
    return Response.json({ message: SEARCH_FAILED }, { status: 502, headers });
  }
}
