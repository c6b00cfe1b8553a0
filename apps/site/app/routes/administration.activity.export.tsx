import { parseTableState } from '@paperlight/ui-kit';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { requireRole } from '#app/auth.server.ts';
import { apiRaw } from '#app/components/admin/admin-api.server.ts';
import { activityTableOptions } from '#app/components/admin/schemas.ts';
import { timeZoneOf } from '#app/components/admin/timeZone.ts';

/** The CSV of the Activity page's current view (all pages, the api's words, times in the reader's zone). */
export async function loader({ request }: LoaderFunctionArgs) {
  const { user, resolved } = await requireRole(request, ['admin', 'sales']);
  const state = parseTableState(new URL(request.url).searchParams, activityTableOptions);
  const query = new URLSearchParams();
  if (state.sort) query.set('sort', state.sort);
  query.set('order', state.order);
  if (state.search) query.set('search', state.search);
  for (const [name, value] of Object.entries(state.filters)) query.set(name, value);
  query.set('tz', timeZoneOf(request));
  const response = await apiRaw('/administration/activity/export', user.accessToken, query);
  const headers = await resolved.headers();
  for (const name of ['content-type', 'content-disposition', 'cache-control']) {
    const value = response.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(response.body, { status: 200, headers });
}
