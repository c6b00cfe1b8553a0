import type { LoaderFunctionArgs } from '@remix-run/node';
import { requireRole } from '#app/auth.server.ts';
import { csvFromApi, exportApiQuery } from '#app/components/admin/csvExport.server.ts';
import { usersTableOptions } from '#app/components/admin/schemas.ts';
import { clientAddressOf } from '#app/lib/client-address.server.ts';

/** The CSV of the users table's current view: its search, filters and sort over every page, the columns shown (decision 0091). */
export async function loader({ request }: LoaderFunctionArgs) {
  const { user, resolved } = await requireRole(request, ['admin', 'sales']);
  const query = exportApiQuery(new URL(request.url), usersTableOptions);
  return csvFromApi('/administration/users/export', user.accessToken, query, await resolved.headers(), clientAddressOf(request));
}
