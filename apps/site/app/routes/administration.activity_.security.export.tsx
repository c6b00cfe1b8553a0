import type { LoaderFunctionArgs } from '@remix-run/node';
import { requireRole } from '#app/auth.server.ts';
import { csvFromApi, exportApiQuery } from '#app/components/admin/csvExport.server.ts';
import { securityTableOptions } from '#app/components/admin/schemas.ts';
import { timeZoneOf } from '#app/components/admin/timeZone.ts';
import { clientAddressOf } from '#app/lib/client-address.server.ts';

/** The security view's events as CSV or JSON lines (`format=jsonl`, for a SIEM): the filters over every page. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { user, resolved } = await requireRole(request, ['admin']);
  const url = new URL(request.url);
  const query = exportApiQuery(url, securityTableOptions);
  query.set('tz', timeZoneOf(request));
  if (url.searchParams.get('format') === 'jsonl') query.set('format', 'jsonl');
  return csvFromApi('/administration/security-events/export', user.accessToken, query, await resolved.headers(), clientAddressOf(request));
}
