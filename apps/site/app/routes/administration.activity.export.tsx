import type { LoaderFunctionArgs } from '@remix-run/node';
import { requireRole } from '#app/auth.server.ts';
import { csvFromApi, exportApiQuery } from '#app/components/admin/csvExport.server.ts';
import { activityTableOptions } from '#app/components/admin/schemas.ts';
import { timeZoneOf } from '#app/components/admin/timeZone.ts';
import { clientAddressOf } from '#app/lib/client-address.server.ts';

/** The CSV of the Activity page's current view (all pages, the api's words, times in the reader's zone, the columns shown). */
export async function loader({ request }: LoaderFunctionArgs) {
  const { user, resolved } = await requireRole(request, ['admin', 'sales']);
  const query = exportApiQuery(new URL(request.url), activityTableOptions);
  query.set('tz', timeZoneOf(request));
  return csvFromApi('/administration/activity/export', user.accessToken, query, await resolved.headers(), clientAddressOf(request));
}
