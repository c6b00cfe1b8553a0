import type { LoaderFunctionArgs } from '@remix-run/node';
import { requireRole } from '#app/auth.server.ts';
import { csvFromApi, exportApiQuery } from '#app/components/admin/csvExport.server.ts';
import { contactsTableOptions } from '#app/components/admin/schemas.ts';
import { clientAddressOf } from '#app/lib/client-address.server.ts';

/** The CSV of the contact-request table's current search, filters and sort (all pages), the columns shown. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { user, resolved } = await requireRole(request, ['admin', 'sales']);
  const query = exportApiQuery(new URL(request.url), contactsTableOptions);
  return csvFromApi('/administration/contact-requests/export', user.accessToken, query, await resolved.headers(), clientAddressOf(request));
}
