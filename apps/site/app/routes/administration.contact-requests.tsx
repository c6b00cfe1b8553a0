import { DataTable, parseTableState, serializeTableState, useToast, type DataTableColumn } from '@paperlight/ui-kit';
import { useEffect } from 'react';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useFetcher, useLoaderData, useRouteLoaderData, useSearchParams } from '@remix-run/react';
import { requireRole } from '#app/auth.server.ts';
import { AdminNav } from '#app/components/admin/AdminNav.tsx';
import { CsvDownloadButton } from '#app/components/admin/CsvDownloadButton.tsx';
import { SIGN_UP_PATH } from '#app/components/AppShell/AppShell.tsx';
import { apiGet, apiSend, assertSameOrigin, formString } from '#app/components/admin/admin-api.server.ts';
import { isoDate } from '#app/components/admin/format.ts';
import { CONTACT_STATUSES, ContactsPageSchema, contactsTableOptions, type Contact } from '#app/components/admin/schemas.ts';
import { apiQuery, useTableUrlState } from '#app/components/admin/useTableUrlState.ts';
import { redirectPastLastPage } from '#app/components/admin/table.server.ts';
import * as admin from '#app/components/admin/admin.css.ts';
import * as page from '#app/styles/page.css.ts';
import type { loader as rootLoader } from '#app/root.tsx';

export const meta: MetaFunction = () => [{ title: 'Contact requests · Administration · Paperlight' }];

const STATUS_LABEL: Record<string, string> = { new: 'New', contacted: 'Contacted', closed: 'Closed' };

export async function loader({ request }: LoaderFunctionArgs) {
  const { user, resolved } = await requireRole(request, ['admin', 'sales']);
  const state = parseTableState(new URL(request.url).searchParams, contactsTableOptions);
  const { data: result } = await apiGet('/administration/contact-requests', user.accessToken, ContactsPageSchema, apiQuery(state));
  const headers = await resolved.headers();
  redirectPastLastPage(request, state, result.total, contactsTableOptions, headers);
  return data(result, { headers });
}

export async function action({ request }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const { user, resolved } = await requireRole(request, ['admin', 'sales']);
  const form = await request.formData();
  const status = formString(form, 'status');
  const result = await apiSend('PUT', `/administration/contact-requests/${encodeURIComponent(formString(form, 'id'))}/status`, user.accessToken, { status });
  const headers = await resolved.headers();
  const who = formString(form, 'name') || 'the request';
  return result.ok
    ? data({ ok: true, message: `Status of ${who} set to ${STATUS_LABEL[status] ?? status}` }, { headers })
    : data({ ok: false, message: `The status of ${who} was not changed: ${result.message}` }, { status: result.status, headers });
}

/** Saves on change; the select stays usable while the row updates, and a toast says what happened. */
function StatusCell({ row }: { row: Contact }) {
  const fetcher = useFetcher<typeof action>();
  const toast = useToast();
  const status = (fetcher.formData?.get('status') as string | null) ?? row.status;
  const answered = fetcher.state === 'idle' ? fetcher.data : undefined;
  useEffect(() => {
    if (answered) toast.show(answered.message, { tone: answered.ok ? 'success' : 'danger' });
  }, [answered]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="id" value={row.id} />
      <input type="hidden" name="name" value={`${row.firstName} ${row.lastName}`} />
      <select
        className={admin.control}
        name="status"
        aria-label={`Status of ${row.firstName} ${row.lastName}`}
        value={status}
        onChange={(event) => fetcher.submit(event.currentTarget.form)}
      >
        {CONTACT_STATUSES.map((s) => (
          <option key={s} value={s}>{STATUS_LABEL[s]}</option>
        ))}
      </select>
    </fetcher.Form>
  );
}

const columns: DataTableColumn<Contact>[] = [
  {
    id: 'name',
    header: 'Name',
    sortable: true,
    cell: (row) => (
      <>
        {row.firstName} {row.lastName}
        {row.designation ? <span className={admin.cellDetail}>{row.designation}</span> : null}
      </>
    ),
  },
  // Long addresses and texts wrap inside their column, so Status and Received stay on screen.
  { id: 'email', header: 'Email', sortable: true, cell: (row) => <span className={admin.cellEmail}>{row.email}</span> },
  { id: 'companyName', header: 'Company', sortable: true, cell: (row) => <span className={admin.cellText}>{row.companyName}</span> },
  { id: 'note', header: 'Interest', cell: (row) => <span className={admin.cellLongText}>{row.note}</span> },
  {
    id: 'status',
    header: 'Status',
    sortable: true,
    cell: (row) => <StatusCell row={row} />,
    filter: CONTACT_STATUSES.map((s) => ({ value: s, label: STATUS_LABEL[s] ?? s })),
  },
  { id: 'createdAt', header: 'Received', sortable: true, cell: (row) => isoDate(row.createdAt) },
];

export default function AdministrationContactRequests() {
  const { rows, total } = useLoaderData<typeof loader>();
  const table = useTableUrlState(contactsTableOptions);
  const [searchParams] = useSearchParams();
  const session = useRouteLoaderData<typeof rootLoader>('root')?.session;
  // The export takes the same view from the URL, so it matches what is on screen.
  const exportQuery = serializeTableState(parseTableState(searchParams, contactsTableOptions), contactsTableOptions).toString();
  return (
    <div className={page.page}>
      <p className={page.eyebrow}>Administration</p>
      <h1 className={page.title}>Contact requests</h1>
      <AdminNav />
      <DataTable
        caption="Contact requests"
        hideCaption
        columns={columns}
        rows={rows}
        total={total}
        rowKey={(row) => row.id}
        searchLabel="Search requests"
        actions={
          <CsvDownloadButton
            session={session}
            url={`/administration/contact-requests/export${exportQuery ? `?${exportQuery}` : ''}`}
            signUpUrl={SIGN_UP_PATH}
            fallbackFilename="contact-requests.csv"
          />
        }
        {...table}
      />
    </div>
  );
}
