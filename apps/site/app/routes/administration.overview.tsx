import { AnalyticsSkeleton, parseTableState, ProgressRing, StatStrip } from '@paperlight/ui-kit';
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Await, Link, useLoaderData, useLocation, useNavigation, useSearchParams } from '@remix-run/react';
import { Suspense } from 'react';
import type { InferOutput } from 'valibot';
import { requireRole } from '#app/auth.server.ts';
import type { ChromeHandle } from '#app/lib/chrome.ts';
import { ACTIVITY_CHARTS, parseRange, RANGE_LABEL } from '#app/components/admin/activity.ts';
import { ActivityChart } from '#app/components/admin/ActivityChart.tsx';
import { apiGet } from '#app/components/admin/admin-api.server.ts';
import { LatestSignUps, latestSignUpsTableOptions, OVERVIEW_KEEP } from '#app/components/admin/LatestSignUps.tsx';
import { percentOf } from '#app/components/admin/percent.ts';
import {
  ACTIVITY_RANGES,
  ActivitySchema,
  OverviewSchema,
  UsersPageSchema,
  type ActivityDay,
  type AdminUser,
} from '#app/components/admin/schemas.ts';
import { redirectPastLastPage } from '#app/components/admin/table.server.ts';
import { apiQuery, useTableUrlState } from '#app/components/admin/useTableUrlState.ts';
import * as admin from '#app/components/admin/admin.css.ts';
import * as overview from '#app/components/admin/overview.css.ts';
import * as page from '#app/styles/page.css.ts';

export const meta: MetaFunction = () => [{ title: 'Overview · Administration · Paperlight' }];

/** Inside the Administration console's frame (decision 0170). */
export const handle: ChromeHandle = { chrome: 'console', console: 'administration' };

type Stats = InferOutput<typeof OverviewSchema>['data'];

type UsersPage = InferOutput<typeof UsersPageSchema>;

type Dashboard =
  { ok: true; stats: Stats; series: ActivityDay[]; latest: { rows: AdminUser[]; total: number } } | { ok: false; message: string };

async function loadDashboard(accessToken: string, days: string, latestPage: Promise<UsersPage>): Promise<Dashboard> {
  try {
    const [stats, activity, latest] = await Promise.all([
      apiGet('/administration/overview', accessToken, OverviewSchema),
      apiGet('/administration/overview/activity', accessToken, ActivitySchema, { days }),
      latestPage,
    ]);
    return { ok: true, stats: stats.data, series: activity.data.series, latest: { rows: latest.data.rows, total: latest.data.total } };
  } catch (error) {
    console.error('Could not load the administration overview', error);
    const refused = error instanceof Response && (error.status === 401 || error.status === 403);
    return {
      ok: false,
      message: refused ? "You don't have access to these figures." : 'The overview could not be loaded. Please try again.',
    };
  }
}

export async function loader({ request }: LoaderFunctionArgs) {
  const { user, resolved } = await requireRole(request, ['admin', 'sales']);
  const url = new URL(request.url);
  const range = parseRange(url.searchParams.get('range'));
  // The sign-ups table's view (sort, search, page) from the URL, asked of the api like the users table.
  const state = parseTableState(url.searchParams, latestSignUpsTableOptions);
  const latest = apiGet('/administration/users', user.accessToken, UsersPageSchema, apiQuery(state));
  const headers = await resolved.headers();
  if (state.page > 1) {
    // Only a later page can lie past the end: it waits for its total to go to the last page instead (decision 0081).
    // A failure is left to the dashboard, which says so in place of the figures.
    const found = await latest.catch(() => null);
    if (found) redirectPastLastPage(request, state, found.data.total, latestSignUpsTableOptions, headers, OVERVIEW_KEEP);
  }
  // Streamed: the page and its analytics skeleton render at once, the figures follow.
  const dashboard = loadDashboard(user.accessToken, range, latest);
  return data({ range, dashboard }, { headers });
}

const number = new Intl.NumberFormat('en-GB');

function StatCards({ stats }: { stats: Stats }) {
  const requests = stats.contactRequests.new + stats.contactRequests.contacted + stats.contactRequests.closed;
  const handled = stats.contactRequests.contacted + stats.contactRequests.closed;
  return (
    <div className={page.cardGrid}>
      <section className={admin.section} aria-labelledby="users-card">
        <h2 id="users-card" className={admin.sectionTitle}>
          Users
        </h2>
        <ProgressRing value={percentOf(stats.activeTrials, stats.users)} label="Users on an active trial" />
        <StatStrip label="Registered users" value={number.format(stats.users)} percent={100} />
        <StatStrip label="Active trials" value={number.format(stats.activeTrials)} percent={percentOf(stats.activeTrials, stats.users)} />
        <StatStrip
          label="Expired trials"
          value={number.format(stats.expiredTrials)}
          percent={percentOf(stats.expiredTrials, stats.users)}
        />
        <StatStrip
          label="Sign-ups in the last 7 days"
          value={number.format(stats.signUps7d)}
          percent={percentOf(stats.signUps7d, stats.users)}
        />
      </section>
      <section className={admin.section} aria-labelledby="requests-card">
        <h2 id="requests-card" className={admin.sectionTitle}>
          Contact requests
        </h2>
        <ProgressRing value={percentOf(handled, requests)} label="Contact requests handled" />
        <StatStrip label="New" value={number.format(stats.contactRequests.new)} percent={percentOf(stats.contactRequests.new, requests)} />
        <StatStrip
          label="Contacted"
          value={number.format(stats.contactRequests.contacted)}
          percent={percentOf(stats.contactRequests.contacted, requests)}
        />
        <StatStrip
          label="Closed"
          value={number.format(stats.contactRequests.closed)}
          percent={percentOf(stats.contactRequests.closed, requests)}
        />
      </section>
    </div>
  );
}

function LoadFailed({ message }: { message: string }) {
  return (
    <div className={admin.section} role="alert">
      <p className={admin.message}>{message}</p>
      <p>
        <Link className={page.textLink} to="." reloadDocument>
          Try again
        </Link>
      </p>
    </div>
  );
}

const skeleton = <AnalyticsSkeleton label="Loading the overview" statCards={2} charts={3} tableRows={10} tableColumns={4} />;

export default function AdministrationOverview() {
  const { range, dashboard } = useLoaderData<typeof loader>();
  const location = useLocation();
  const navigation = useNavigation();
  const [searchParams] = useSearchParams();
  const table = useTableUrlState(latestSignUpsTableOptions, OVERVIEW_KEEP);
  // Another period is on its way: its skeleton, not the old period's figures under the new tab.
  // A new view of the sign-ups keeps the figures; only the table shows it is loading.
  const coming =
    navigation.state === 'loading' && navigation.location.pathname === location.pathname
      ? parseRange(new URLSearchParams(navigation.location.search).get('range'))
      : range;
  const switching = coming !== range;
  const shown = coming;
  // A period keeps the sign-ups' view, and the sign-ups keep the period.
  const periodHref = (value: string) => {
    const next = new URLSearchParams(searchParams);
    if (value === '30') next.delete('range');
    else next.set('range', value);
    return `?${next.toString()}`;
  };
  return (
    <div className={page.consolePage}>
      <h1 className={page.title}>Overview</h1>
      <div className={overview.toolbar}>
        <nav aria-label="Period" className={admin.nav}>
          {ACTIVITY_RANGES.map((value) => (
            <Link
              key={value}
              to={periodHref(value)}
              preventScrollReset
              aria-current={value === shown ? 'page' : undefined}
              className={value === shown ? admin.navLinkActive : admin.navLink}
            >
              {RANGE_LABEL[value]}
            </Link>
          ))}
        </nav>
      </div>
      {switching ? (
        skeleton
      ) : (
        <Suspense key={range} fallback={skeleton}>
          <Await resolve={dashboard} errorElement={<LoadFailed message="The overview could not be loaded. Please try again." />}>
            {(loaded) =>
              loaded.ok ? (
                <>
                  <StatCards stats={loaded.stats} />
                  <section aria-labelledby="activity-title" className={overview.activity}>
                    <h2 id="activity-title" className={admin.sectionTitle}>
                      Activity, {RANGE_LABEL[range].toLowerCase()}
                    </h2>
                    <div className={overview.charts}>
                      {ACTIVITY_CHARTS.map((spec) => (
                        <ActivityChart key={spec.metric} spec={spec} series={loaded.series} />
                      ))}
                    </div>
                  </section>
                  <LatestSignUps rows={loaded.latest.rows} total={loaded.latest.total} {...table} />
                </>
              ) : (
                <LoadFailed message={loaded.message} />
              )
            }
          </Await>
        </Suspense>
      )}
    </div>
  );
}
