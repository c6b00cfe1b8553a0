import { SecurityEventPageSchema } from '@paperlight/api-client';
import { DataTable, parseTableState } from '@paperlight/ui-kit';
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData, useRouteLoaderData } from '@remix-run/react';
import { requireRole } from '#app/auth.server.ts';
import type { ChromeHandle } from '#app/lib/chrome.ts';
import { apiGet } from '#app/components/admin/admin-api.server.ts';
import { TimeZoneNote } from '#app/components/admin/audit.tsx';
import { CsvDownloadButton } from '#app/components/admin/CsvDownloadButton.tsx';
import { exportUrl } from '#app/components/admin/csvExport.ts';
import { securityTableOptions } from '#app/components/admin/schemas.ts';
import { ActivityTabs, securityColumns } from '#app/components/admin/security.tsx';
import { redirectPastLastPage } from '#app/components/admin/table.server.ts';
import { timeZoneOf, useViewerTimeZone } from '#app/components/admin/timeZone.ts';
import { apiQuery, useTableUrlState } from '#app/components/admin/useTableUrlState.ts';
import { SIGN_UP_PATH } from '#app/components/AppShell/AppShell.tsx';
import * as admin from '#app/components/admin/admin.css.ts';
import * as page from '#app/styles/page.css.ts';
import type { loader as rootLoader } from '#app/root.tsx';

export const meta: MetaFunction = () => [{ title: 'Security events · Activity · Administration · Paperlight' }];

/** Inside the Administration console's frame (decision 0170). */
export const handle: ChromeHandle = { chrome: 'console', console: 'administration' };

/** Activity's security view (issue 33, decision 0110): administrators only, as the api. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { user, resolved } = await requireRole(request, ['admin']);
  const state = parseTableState(new URL(request.url).searchParams, securityTableOptions);
  const timeZone = timeZoneOf(request);
  const { data: result } = await apiGet('/administration/security-events', user.accessToken, SecurityEventPageSchema, {
    ...apiQuery(state),
    tz: timeZone,
  });
  const headers = await resolved.headers();
  redirectPastLastPage(request, state, result.total, securityTableOptions, headers);
  return data({ ...result, timeZone }, { headers });
}

export default function AdministrationSecurityEvents() {
  const { rows, total, timeZone } = useLoaderData<typeof loader>();
  useViewerTimeZone(timeZone);
  const table = useTableUrlState(securityTableOptions);
  const session = useRouteLoaderData<typeof rootLoader>('root')?.session;
  const exportOf = (format: 'csv' | 'jsonl') => {
    const url = exportUrl('/administration/activity/security/export', table.state, securityTableOptions, []);
    return `${url}${url.includes('?') ? '&' : '?'}format=${format}`;
  };
  return (
    <div className={page.consolePage}>
      <h1 className={page.title}>Activity</h1>
      <ActivityTabs />
      <p className={page.lead}>
        Sign-ins, failed sign-ins and lock-outs, password resets, ended sessions, share links, exports, refused role checks and
        administrators’ changes, newest first, with the address each came from.
      </p>
      <DataTable
        caption="Security events"
        hideCaption
        columns={securityColumns(timeZone)}
        rows={rows}
        total={total}
        rowKey={(row) => row.id}
        actions={
          <span className={admin.inlineForm}>
            <CsvDownloadButton session={session} url={exportOf('csv')} signUpUrl={SIGN_UP_PATH} fallbackFilename="security-events.csv" />
            <CsvDownloadButton
              session={session}
              url={exportOf('jsonl')}
              signUpUrl={SIGN_UP_PATH}
              label="Export JSON lines"
              fallbackFilename="security-events.jsonl"
            />
          </span>
        }
        {...table}
      />
      <TimeZoneNote timeZone={timeZone} />
    </div>
  );
}
