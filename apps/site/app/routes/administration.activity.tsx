import { AuditPageSchema, auditActionLabel, type AuditEntry } from '@paperlight/api-client';
import { DataTable, parseTableState, type DataTableColumn } from '@paperlight/ui-kit';
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData, useRouteLoaderData } from '@remix-run/react';
import { requireRole } from '#app/auth.server.ts';
import type { ChromeHandle } from '#app/lib/chrome.ts';
import { apiGet } from '#app/components/admin/admin-api.server.ts';
import {
  ACTION_OPTIONS,
  AuditChange,
  AuditTarget,
  AuditTime,
  SALES_ACTIONS,
  SALES_TARGET_TYPES,
  TARGET_TYPE_OPTIONS,
  TimeZoneNote,
} from '#app/components/admin/audit.tsx';
import { CsvDownloadButton } from '#app/components/admin/CsvDownloadButton.tsx';
import { exportUrl } from '#app/components/admin/csvExport.ts';
import { activityTableOptions } from '#app/components/admin/schemas.ts';
import { ActivityTabs } from '#app/components/admin/security.tsx';
import { redirectPastLastPage } from '#app/components/admin/table.server.ts';
import { timeZoneOf, useViewerTimeZone } from '#app/components/admin/timeZone.ts';
import { apiQuery, useTableUrlState } from '#app/components/admin/useTableUrlState.ts';
import { hiddenColumnsOf } from '#app/components/admin/columns.server.ts';
import { keepTableOnColumnChoice, useHiddenColumns } from '#app/components/admin/useHiddenColumns.ts';
import { SIGN_UP_PATH } from '#app/components/AppShell/AppShell.tsx';
import * as admin from '#app/components/admin/admin.css.ts';
import * as page from '#app/styles/page.css.ts';
import type { loader as rootLoader } from '#app/root.tsx';

export const meta: MetaFunction = () => [{ title: 'Activity · Administration · Paperlight' }];

/** Inside the Administration console's frame (decision 0170). */
export const handle: ChromeHandle = { chrome: 'console', console: 'administration' };

export const shouldRevalidate = keepTableOnColumnChoice;

export async function loader({ request }: LoaderFunctionArgs) {
  const { user, resolved } = await requireRole(request, ['admin', 'sales']);
  const state = parseTableState(new URL(request.url).searchParams, activityTableOptions);
  const timeZone = timeZoneOf(request);
  const [{ data: result }, hiddenColumns] = await Promise.all([
    apiGet('/administration/activity', user.accessToken, AuditPageSchema, { ...apiQuery(state), tz: timeZone }),
    hiddenColumnsOf('activity', user.accessToken),
  ]);
  const headers = await resolved.headers();
  redirectPastLastPage(request, state, result.total, activityTableOptions, headers);
  return data({ ...result, hiddenColumns, timeZone, seesEverything: user.isAdmin, canOpenTools: user.isToolAdmin }, { headers });
}

function columns(timeZone: string, seesEverything: boolean, canOpenTools: boolean): DataTableColumn<AuditEntry>[] {
  return [
    {
      id: 'createdAt',
      header: 'Time',
      sortable: true,
      hideable: false,
      filter: 'dateRange',
      cell: (row) => <AuditTime iso={row.createdAt} timeZone={timeZone} />,
    },
    { id: 'actor', header: 'Actor', filter: 'text', cell: (row) => <span className={admin.cellActor}>{row.actorEmail}</span> },
    {
      id: 'action',
      header: 'Action',
      cell: (row) => auditActionLabel(row),
      // Sales choose among the actions they can see.
      filter: seesEverything ? ACTION_OPTIONS : ACTION_OPTIONS.filter((option) => SALES_ACTIONS.includes(option.value)),
    },
    {
      id: 'targetType',
      header: 'Target',
      cell: (row) => <AuditTarget entry={row} canOpenTools={canOpenTools} />,
      filter: seesEverything ? TARGET_TYPE_OPTIONS : TARGET_TYPE_OPTIONS.filter((option) => SALES_TARGET_TYPES.includes(option.value)),
    },
    { id: 'change', header: 'Change', cell: (row) => <AuditChange entry={row} timeZone={timeZone} /> },
  ];
}

export default function AdministrationActivity() {
  const { rows, total, timeZone, seesEverything, canOpenTools, hiddenColumns } = useLoaderData<typeof loader>();
  const columnChoice = useHiddenColumns('activity', hiddenColumns);
  useViewerTimeZone(timeZone);
  const table = useTableUrlState(activityTableOptions);
  const session = useRouteLoaderData<typeof rootLoader>('root')?.session;
  return (
    <div className={page.consolePage}>
      <h1 className={page.title}>Activity</h1>
      {seesEverything ? <ActivityTabs /> : null}
      <p className={page.lead}>
        {seesEverything
          ? 'Every change made in Administration and Tools Administration, newest first.'
          : 'Changes to contact requests and to users’ trials, newest first.'}
      </p>
      <DataTable
        caption="Activity"
        hideCaption
        columns={columns(timeZone, seesEverything, canOpenTools)}
        rows={rows}
        total={total}
        rowKey={(row) => row.id}
        searchLabel="Search activity"
        {...columnChoice}
        actions={
          <CsvDownloadButton
            session={session}
            // The view on screen: its filters over every page, the columns shown.
            url={exportUrl('/administration/activity/export', table.state, activityTableOptions, columnChoice.hiddenColumns)}
            signUpUrl={SIGN_UP_PATH}
            fallbackFilename="activity.csv"
          />
        }
        {...table}
      />
      <TimeZoneNote timeZone={timeZone} />
    </div>
  );
}
