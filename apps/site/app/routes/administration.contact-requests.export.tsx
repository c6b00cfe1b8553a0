import { parseTableState } from '@paperlight/ui-kit';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { requireRole } from '#app/auth.server.ts';
import { apiRaw } from '#app/components/admin/admin-api.server.ts';
import { contactsTableOptions } from '#app/components/admin/schemas.ts';

/** The CSV of the contact-request table's current search, filter and sort (all pages). */
export async function loader({ request }: LoaderFunctionArgs) {
  const { user, resolved } = await requireRole(request, ['admin', 'sales']);
  const state = parseTableState(new URL(request.url).searchParams, contactsTableOptions);
  const query = new URLSearchParams();
  if (state.sort) query.set('sort', state.sort);
  query.set('order', state.order);
  if (state.search) query.set('search', state.search);
  if (state.filters.status) query.set('status', state.filters.status);
  const response = await apiRaw('/administration/contact-requests/export', user.accessToken, query);
  const headers = await resolved.headers();
  for (const name of ['content-type', 'content-disposition', 'cache-control']) {
    const value = response.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(response.body, { status: 200, headers });
}
