import { Button, DataTable, parseTableState, useToast, type DataTableColumn } from '@paperlight/ui-kit';
import { useEffect, useId, useState } from 'react';
import * as v from 'valibot';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import {
  Link,
  useFetcher,
  useLoaderData,
  useLocation,
  useRouteLoaderData,
  useSearchParams,
  type FetcherWithComponents,
} from '@remix-run/react';
import { apiFetch } from '#app/api.server.ts';
import { requireRole } from '#app/auth.server.ts';
import type { ChromeHandle } from '#app/lib/chrome.ts';
import { ContactDrawer } from '#app/components/admin/ContactDrawer.tsx';
import { RequestAge } from '#app/components/admin/RequestAge.tsx';
import { CsvDownloadButton } from '#app/components/admin/CsvDownloadButton.tsx';
import { exportUrl } from '#app/components/admin/csvExport.ts';
import { SIGN_UP_PATH } from '#app/components/AppShell/AppShell.tsx';
import { apiGet, apiSend, assertSameOrigin, formString } from '#app/components/admin/admin-api.server.ts';
import { hiddenColumnsOf } from '#app/components/admin/columns.server.ts';
import { isoDate } from '#app/components/admin/format.ts';
import {
  CONTACT_STATUS_LABEL,
  CONTACT_STATUSES,
  ContactDetailSchema,
  ContactsPageSchema,
  contactsTableOptions,
  type Contact,
  type ContactDetail,
} from '#app/components/admin/schemas.ts';
import { timeZoneOf, useViewerTimeZone } from '#app/components/admin/timeZone.ts';
import { apiQuery, useTableUrlState } from '#app/components/admin/useTableUrlState.ts';
import { keepTableOnColumnChoice, useHiddenColumns } from '#app/components/admin/useHiddenColumns.ts';
import { redirectPastLastPage } from '#app/components/admin/table.server.ts';
import { getEnv } from '#app/env.server.ts';
import * as admin from '#app/components/admin/admin.css.ts';
import * as page from '#app/styles/page.css.ts';
import type { loader as rootLoader } from '#app/root.tsx';

export const meta: MetaFunction = () => [{ title: 'Contact requests · Administration · Paperlight' }];

/** Inside the Administration console's frame (decision 0170). */
export const handle: ChromeHandle = { chrome: 'console', console: 'administration' };

export const shouldRevalidate = keepTableOnColumnChoice;

/** The URL parameter of the request open in the drawer: a reload or a shared link opens it again. */
const OPEN_PARAM = 'request';

/** One request for the drawer; `null` when it no longer exists (an old link). */
async function contactDetail(id: string, accessToken: string): Promise<ContactDetail | null> {
  const response = await apiFetch('GET', `${getEnv().API_URL}/administration/contact-requests/${encodeURIComponent(id)}`, accessToken);
  if (response.status === 404 || response.status === 400) return null;
  if (response.status === 401) throw new Response('Unauthorized', { status: 401 });
  if (response.status === 403) throw new Response("You don't have access to this page", { status: 403 });
  if (!response.ok) throw new Response(`Request failed with status ${response.status}`, { status: 502 });
  return v.parse(ContactDetailSchema, await response.json()).data;
}

export async function loader({ request }: LoaderFunctionArgs) {
  const { user, resolved } = await requireRole(request, ['admin', 'sales']);
  const url = new URL(request.url);
  const state = parseTableState(url.searchParams, contactsTableOptions);
  const open = url.searchParams.get(OPEN_PARAM);
  const [{ data: result }, hiddenColumns, detail] = await Promise.all([
    apiGet('/administration/contact-requests', user.accessToken, ContactsPageSchema, apiQuery(state)),
    hiddenColumnsOf('contact-requests', user.accessToken),
    open ? contactDetail(open, user.accessToken) : Promise.resolve(null),
  ]);
  const headers = await resolved.headers();
  redirectPastLastPage(request, state, result.total, contactsTableOptions, headers);
  return data({ ...result, hiddenColumns, detail, timeZone: timeZoneOf(request) }, { headers });
}

/** What a change answered; `kept` when a reply was kept although its mail was not sent. */
type Answer = { ok: boolean; message: string; kept?: boolean };
const requests = (n: number) => `${n} ${n === 1 ? 'request' : 'requests'}`;

/** Every change of the inbox; each answers in words for a toast. The api decides who may (administrators and sales). */
export async function action({ request }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const { user, resolved } = await requireRole(request, ['admin', 'sales']);
  const form = await request.formData();
  const intent = formString(form, 'intent') || 'status';
  const path = `/administration/contact-requests/${encodeURIComponent(formString(form, 'id'))}`;
  const who = formString(form, 'name') || 'the request';
  const answer = async (result: Awaited<ReturnType<typeof apiSend>>, done: (data: unknown) => string, failed: string) =>
    result.ok
      ? data<Answer>({ ok: true, message: done(result.data) }, { headers: await resolved.headers() })
      : data<Answer>({ ok: false, message: `${failed}: ${result.message}` }, { status: result.status, headers: await resolved.headers() });

  if (intent === 'status') {
    const status = formString(form, 'status');
    return answer(
      await apiSend('PUT', `${path}/status`, user.accessToken, { status }),
      () => `Status of ${who} set to ${CONTACT_STATUS_LABEL[status] ?? status}`,
      `The status of ${who} was not changed`,
    );
  }
  if (intent === 'bulk-status') {
    const status = formString(form, 'status');
    const ids = formString(form, 'ids').split(',').filter(Boolean);
    return answer(
      await apiSend('PUT', '/administration/contact-requests/status', user.accessToken, { ids, status }),
      (saved) => {
        const { updated, unchanged } = saved as { updated: number; unchanged: number };
        const already = unchanged > 0 ? `; ${requests(unchanged)} already ${unchanged === 1 ? 'was' : 'were'}` : '';
        return `Status of ${requests(updated)} set to ${CONTACT_STATUS_LABEL[status] ?? status}${already}`;
      },
      'No status was changed',
    );
  }
  if (intent === 'owner') {
    const ownerId = formString(form, 'ownerId') || null;
    return answer(
      await apiSend('PUT', `${path}/owner`, user.accessToken, { ownerId }),
      (saved) => {
        const owner = (saved as { owner: { name: string } | null }).owner;
        return owner ? `${who} is now looked after by ${owner.name}` : `${who} is nobody’s now`;
      },
      `The owner of ${who} was not changed`,
    );
  }
  if (intent === 'note') {
    return answer(
      await apiSend('POST', `${path}/notes`, user.accessToken, { body: formString(form, 'body') }),
      () => `Note added to ${who}`,
      'The note was not added',
    );
  }
  if (intent === 'reply') {
    const template = formString(form, 'template') || null;
    const result = await apiSend('POST', `${path}/replies`, user.accessToken, {
      body: formString(form, 'body'),
      subject: formString(form, 'subject'),
      template,
    });
    const sent = result.ok ? (result.data as { reply: { outcome: string; error: string | null }; status: string }) : null;
    // Kept in the thread but not mailed: said as a failure, and the form still empties (the text is in the thread).
    if (sent && sent.reply.outcome !== 'sent') {
      return data<Answer>(
        {
          ok: false,
          kept: true,
          message: `The reply to ${who} was kept but not sent: ${sent.reply.error ?? 'the mail server did not accept it'}`,
        },
        { headers: await resolved.headers() },
      );
    }
    return answer(
      result,
      () => (sent?.status === 'contacted' ? `Reply sent to ${who}; status set to Contacted` : `Reply sent to ${who}`),
      'The reply was not sent',
    );
  }
  if (intent === 'received') {
    return answer(
      await apiSend('POST', `${path}/replies/received`, user.accessToken, { body: formString(form, 'body') }),
      () => `Their reply was added to the thread of ${who}`,
      'Their reply was not added',
    );
  }
  return data<Answer>({ ok: false, message: 'Unknown action' }, { status: 400, headers: await resolved.headers() });
}

/** A toast for each answer of this fetcher (also handed to `onAnswer`); returns how many changes worked (to reset a field after one). */
function useAnswerToast(fetcher: FetcherWithComponents<Answer>, onAnswer?: (answer: Answer) => void): number {
  const toast = useToast();
  const [worked, setWorked] = useState(0);
  const answered = fetcher.state === 'idle' ? fetcher.data : undefined;
  useEffect(() => {
    if (!answered) return;
    toast.show(answered.message, { tone: answered.ok ? 'success' : 'danger' });
    onAnswer?.(answered);
    if (answered.ok || answered.kept) setWorked((n) => n + 1);
  }, [answered]); // eslint-disable-line react-hooks/exhaustive-deps
  return worked;
}

/** Saves on change; the select stays usable while the row updates, and a toast says what happened. */
function StatusCell({ row }: { row: Contact }) {
  const fetcher = useFetcher<Answer>();
  useAnswerToast(fetcher);
  const status = (fetcher.formData?.get('status') as string | null) ?? row.status;
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="status" />
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
          <option key={s} value={s}>
            {CONTACT_STATUS_LABEL[s]}
          </option>
        ))}
      </select>
    </fetcher.Form>
  );
}

/** The name opens the request in the drawer (the view stays as it is behind it). */
function OpenRequestLink({ row }: { row: Contact }) {
  const [searchParams] = useSearchParams();
  const next = new URLSearchParams(searchParams);
  next.set(OPEN_PARAM, row.id);
  return (
    <Link className={page.textLink} to={`?${next.toString()}`} preventScrollReset>
      {row.firstName} {row.lastName}
    </Link>
  );
}

/** The bulk action: 'Set [status] for the selected', with one toast for all of them. */
function BulkStatus({ selected, clear }: { selected: readonly Contact[]; clear: () => void }) {
  const id = useId();
  const fetcher = useFetcher<Answer>();
  const worked = useAnswerToast(fetcher);
  useEffect(() => {
    if (worked > 0) clear();
  }, [worked]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <fetcher.Form method="post" className={admin.inlineForm}>
      <input type="hidden" name="intent" value="bulk-status" />
      <input type="hidden" name="ids" value={selected.map((row) => row.id).join(',')} />
      <div className={admin.field}>
        <label htmlFor={`${id}-status`}>New status</label>
        <select id={`${id}-status`} name="status" className={admin.control} defaultValue="contacted">
          {CONTACT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {CONTACT_STATUS_LABEL[s]}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" variant="primary" loading={fetcher.state !== 'idle'}>
        Set status of {requests(selected.length)}
      </Button>
    </fetcher.Form>
  );
}

/** The open request: its changes go through fetchers, so the drawer stays open and each answers with a toast. */
function InboxDrawer({ detail, timeZone, open, onClose }: { detail: ContactDetail; timeZone: string; open: boolean; onClose: () => void }) {
  const status = useFetcher<Answer>();
  const owner = useFetcher<Answer>();
  const note = useFetcher<Answer>();
  const reply = useFetcher<Answer>();
  const received = useFetcher<Answer>();
  const [feedback, setFeedback] = useState<Answer | null>(null);
  const [searchParams] = useSearchParams();
  useAnswerToast(status, setFeedback);
  useAnswerToast(owner, setFeedback);
  const notesAdded = useAnswerToast(note, setFeedback);
  const repliesSent = useAnswerToast(reply, setFeedback);
  const repliesLogged = useAnswerToast(received, setFeedback);
  // Another request of the same address opens over the same view of the table.
  const requestHref = (id: string) => {
    const next = new URLSearchParams(searchParams);
    next.set(OPEN_PARAM, id);
    return `?${next.toString()}`;
  };
  return (
    <ContactDrawer
      detail={detail}
      timeZone={timeZone}
      open={open}
      onOpenChange={(next) => !next && onClose()}
      forms={{ status: status.Form, owner: owner.Form, note: note.Form, reply: reply.Form, received: received.Form }}
      busy={{
        status: status.state !== 'idle',
        owner: owner.state !== 'idle',
        note: note.state !== 'idle',
        reply: reply.state !== 'idle',
        received: received.state !== 'idle',
      }}
      noteKey={notesAdded}
      replyKey={repliesSent}
      receivedKey={repliesLogged}
      requestHref={requestHref}
      feedback={feedback}
    />
  );
}

const columns: DataTableColumn<Contact>[] = [
  {
    id: 'name',
    header: 'Name',
    sortable: true,
    hideable: false,
    cell: (row) => (
      <>
        <OpenRequestLink row={row} />
        {row.designation ? <span className={admin.cellDetail}>{row.designation}</span> : null}
      </>
    ),
  },
  // Long addresses and texts wrap inside their column, so Status and Received stay on screen.
  { id: 'email', header: 'Email', sortable: true, cell: (row) => <span className={admin.cellEmail}>{row.email}</span> },
  { id: 'companyName', header: 'Company', sortable: true, cell: (row) => <span className={admin.cellText}>{row.companyName}</span> },
  { id: 'note', header: 'Interest', cell: (row) => <span className={admin.cellLongText}>{row.note}</span> },
  {
    id: 'owner',
    header: 'Owner',
    cell: (row) =>
      row.owner ? <span className={admin.cellText}>{row.owner.name}</span> : <span className={admin.cellDetail}>Nobody</span>,
    filter: [
      { value: 'me', label: 'Mine' },
      { value: 'none', label: 'Nobody' },
    ],
  },
  {
    id: 'status',
    header: 'Status',
    sortable: true,
    cell: (row) => <StatusCell row={row} />,
    filter: CONTACT_STATUSES.map((s) => ({ value: s, label: CONTACT_STATUS_LABEL[s] ?? s })),
  },
  {
    id: 'createdAt',
    header: 'Received',
    sortable: true,
    cell: (row) => (
      <>
        <span className={admin.cellTime}>{isoDate(row.createdAt)}</span>
        <span className={admin.cellDetail}>
          <RequestAge ageHours={row.ageHours} overdue={row.overdue} />
        </span>
      </>
    ),
  },
];

export default function AdministrationContactRequests() {
  const { rows, total, hiddenColumns, detail, timeZone } = useLoaderData<typeof loader>();
  useViewerTimeZone(timeZone);
  const table = useTableUrlState(contactsTableOptions);
  const columnChoice = useHiddenColumns('contact-requests', hiddenColumns);
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const session = useRouteLoaderData<typeof rootLoader>('root')?.session;

  // Closing hides the drawer at once, then takes the request out of the URL.
  const requested = searchParams.get(OPEN_PARAM);
  const [closed, setClosed] = useState<string | null>(null);
  useEffect(() => setClosed(null), [location.key]);
  const open = detail !== null && requested === detail.request.id && closed !== requested;
  const close = () => {
    setClosed(requested);
    const next = new URLSearchParams(searchParams);
    next.delete(OPEN_PARAM);
    setSearchParams(next, { replace: true, preventScrollReset: true });
  };

  return (
    <div className={page.consolePage}>
      <h1 className={page.title}>Contact requests</h1>
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
            // The view on screen: its search, filters and sort over every page, the columns shown.
            url={exportUrl('/administration/contact-requests/export', table.state, contactsTableOptions, columnChoice.hiddenColumns)}
            signUpUrl={SIGN_UP_PATH}
            fallbackFilename="contact-requests.csv"
          />
        }
        selection={{
          rowLabel: (row) => `Select ${row.firstName} ${row.lastName}`,
          actions: (selected, clear) => <BulkStatus selected={selected} clear={clear} />,
        }}
        {...columnChoice}
        {...table}
      />
      {detail ? <InboxDrawer detail={detail} timeZone={timeZone} open={open} onClose={close} /> : null}
    </div>
  );
}
