import { DataTable, parseTableState, useToast, type DataTableColumn } from '@paperlight/ui-kit';
import { useEffect } from 'react';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link, useFetcher, useLoaderData, useRouteLoaderData } from '@remix-run/react';
import { requireRole } from '#app/auth.server.ts';
import type { ChromeHandle } from '#app/lib/chrome.ts';
import { apiGet, apiSend, assertSameOrigin, formString } from '#app/components/admin/admin-api.server.ts';
import { accounts, BulkExtendTrial } from '#app/components/admin/BulkExtendTrial.tsx';
import { CsvDownloadButton } from '#app/components/admin/CsvDownloadButton.tsx';
import { exportUrl } from '#app/components/admin/csvExport.ts';
import { SIGN_UP_PATH } from '#app/components/AppShell/AppShell.tsx';
import { hiddenColumnsOf } from '#app/components/admin/columns.server.ts';
import { keepTableOnColumnChoice, useHiddenColumns } from '#app/components/admin/useHiddenColumns.ts';
import { isoDate, lastSignIn, trialLabel } from '#app/components/admin/format.ts';
import { ROLE_LABEL, UsersPageSchema, usersTableOptions, type AdminUser } from '#app/components/admin/schemas.ts';
import { apiQuery, useTableUrlState } from '#app/components/admin/useTableUrlState.ts';
import { redirectPastLastPage } from '#app/components/admin/table.server.ts';
import * as page from '#app/styles/page.css.ts';
import type { loader as rootLoader } from '#app/root.tsx';

export const meta: MetaFunction = () => [{ title: 'Users · Administration · Paperlight' }];

/** Inside the Administration console's frame (decision 0170). */
export const handle: ChromeHandle = { chrome: 'console', console: 'administration' };

export const shouldRevalidate = keepTableOnColumnChoice;

export async function loader({ request }: LoaderFunctionArgs) {
  const { user, resolved } = await requireRole(request, ['admin', 'sales']);
  const state = parseTableState(new URL(request.url).searchParams, usersTableOptions);
  const [{ data: result }, hiddenColumns] = await Promise.all([
    apiGet('/administration/users', user.accessToken, UsersPageSchema, apiQuery(state)),
    hiddenColumnsOf('users', user.accessToken),
  ]);
  const headers = await resolved.headers();
  redirectPastLastPage(request, state, result.total, usersTableOptions, headers);
  return data({ ...result, hiddenColumns, now: Date.now() }, { headers });
}

/** The bulk action: extend the trials of the selected accounts (administrators and sales, as for one account). */
export async function action({ request }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const { user, resolved } = await requireRole(request, ['admin', 'sales']);
  const form = await request.formData();
  if (formString(form, 'intent') !== 'bulk-extend')
    return data({ ok: false, message: 'Unknown action' }, { status: 400, headers: await resolved.headers() });
  const ids = formString(form, 'ids').split(',').filter(Boolean);
  const days = Number(formString(form, 'days'));
  const result = await apiSend('POST', '/administration/users/trial/extend', user.accessToken, { ids, days });
  const headers = await resolved.headers();
  if (!result.ok) return data({ ok: false, message: `No trial was extended: ${result.message}` }, { status: result.status, headers });
  const { updated, missing } = result.data as { updated: number; missing: number };
  const gone = missing > 0 ? ` (${accounts(missing)} no longer ${missing === 1 ? 'exists' : 'exist'})` : '';
  return data(
    { ok: true, message: `Trial extended by ${days} ${days === 1 ? 'day' : 'days'} for ${accounts(updated)}${gone}` },
    { headers },
  );
}

/** The selection bar's action: its fetcher answers with one toast, and the selection clears once it worked. */
function BulkExtend({ selected, clear }: { selected: readonly AdminUser[]; clear: () => void }) {
  const fetcher = useFetcher<{ ok: boolean; message: string }>();
  const toast = useToast();
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  useEffect(() => {
    if (!answer) return;
    toast.show(answer.message, { tone: answer.ok ? 'success' : 'danger' });
    if (answer.ok) clear();
  }, [answer]); // eslint-disable-line react-hooks/exhaustive-deps
  return <BulkExtendTrial selected={selected} formComponent={fetcher.Form} busy={fetcher.state !== 'idle'} />;
}

const columns = (now: number): DataTableColumn<AdminUser>[] => [
  {
    id: 'name',
    header: 'Name',
    sortable: true,
    hideable: false,
    cell: (row) => (
      <Link className={page.textLink} to={`/administration/users/${row.id}`}>
        {row.name}
      </Link>
    ),
  },
  { id: 'email', header: 'Email', sortable: true, cell: (row) => row.email },
  {
    id: 'role',
    header: 'Role',
    cell: (row) =>
      row.roles.length === 0
        ? '—'
        : row.roles.map((role) => (
            <span key={role} className={page.badge}>
              {ROLE_LABEL[role]}
            </span>
          )),
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
  const { rows, total, now, hiddenColumns } = useLoaderData<typeof loader>();
  const table = useTableUrlState(usersTableOptions);
  const columnChoice = useHiddenColumns('users', hiddenColumns);
  const session = useRouteLoaderData<typeof rootLoader>('root')?.session;
  return (
    <div className={page.consolePage}>
      <h1 className={page.title}>Users</h1>
      <DataTable
        caption="Registered users"
        hideCaption
        columns={columns(now)}
        rows={rows}
        total={total}
        rowKey={(row) => row.id}
        searchLabel="Search users"
        actions={
          <CsvDownloadButton
            session={session}
            // The view on screen: its search, filters and sort over every page, the columns shown (decision 0091).
            url={exportUrl('/administration/users/export', table.state, usersTableOptions, columnChoice.hiddenColumns)}
            signUpUrl={SIGN_UP_PATH}
            fallbackFilename="users.csv"
          />
        }
        selection={{
          rowLabel: (row) => `Select ${row.name}`,
          actions: (selected, clear) => <BulkExtend selected={selected} clear={clear} />,
        }}
        {...columnChoice}
        {...table}
      />
    </div>
  );
}
