import { DataTable, parseTableState, type DataTableColumn } from '@paperlight/ui-kit';
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { requireRole } from '#app/auth.server.ts';
import { AdminNav } from '#app/components/admin/AdminNav.tsx';
import { apiGet } from '#app/components/admin/admin-api.server.ts';
import { isoDate, lastSignIn, trialLabel } from '#app/components/admin/format.ts';
import { ROLE_LABEL, UsersPageSchema, usersTableOptions, type AdminUser } from '#app/components/admin/schemas.ts';
import { apiQuery, useTableUrlState } from '#app/components/admin/useTableUrlState.ts';
import { redirectPastLastPage } from '#app/components/admin/table.server.ts';
import * as page from '#app/styles/page.css.ts';

export const meta: MetaFunction = () => [{ title: 'Users · Administration · Paperlight' }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { user, resolved } = await requireRole(request, ['admin', 'sales']);
  const state = parseTableState(new URL(request.url).searchParams, usersTableOptions);
  const { data: result } = await apiGet('/administration/users', user.accessToken, UsersPageSchema, apiQuery(state));
  const headers = await resolved.headers();
  redirectPastLastPage(request, state, result.total, usersTableOptions, headers);
  return data({ ...result, now: Date.now() }, { headers });
}

const columns = (now: number): DataTableColumn<AdminUser>[] => [
  { id: 'name', header: 'Name', sortable: true, cell: (row) => <Link className={page.textLink} to={`/administration/users/${row.id}`}>{row.name}</Link> },
  { id: 'email', header: 'Email', sortable: true, cell: (row) => row.email },
  {
    id: 'role',
    header: 'Role',
    cell: (row) => (row.roles.length === 0 ? '—' : row.roles.map((role) => <span key={role} className={page.badge}>{ROLE_LABEL[role]}</span>)),
    filter: [
      { value: 'admin', label: 'Administrator' },
      { value: 'sales', label: 'Sales' },
      { value: 'toolAdmin', label: 'Tool administrator' },
      { value: 'none', label: 'No role' },
    ],
  },
  {
    id: 'trial',
    header: 'Trial',
    cell: (row) => trialLabel(row, now),
    filter: [
      { value: 'active', label: 'Active' },
      { value: 'expired', label: 'Expired' },
      { value: 'none', label: 'No trial' },
    ],
  },
  { id: 'trialEndDate', header: 'Trial ends', sortable: true, cell: (row) => isoDate(row.trialEndDate) },
  { id: 'createdAt', header: 'Signed up', sortable: true, cell: (row) => isoDate(row.createdAt) },
  { id: 'lastSignInAt', header: 'Last sign-in', cell: (row) => lastSignIn(row.lastSignInAt) },
];

export default function AdministrationUsers() {
  const { rows, total, now } = useLoaderData<typeof loader>();
  const table = useTableUrlState(usersTableOptions);
  return (
    <div className={page.page}>
      <p className={page.eyebrow}>Administration</p>
      <h1 className={page.title}>Users</h1>
      <AdminNav />
      <DataTable
        caption="Registered users"
        hideCaption
        columns={columns(now)}
        rows={rows}
        total={total}
        rowKey={(row) => row.id}
        searchLabel="Search users"
        {...table}
      />
    </div>
  );
}

