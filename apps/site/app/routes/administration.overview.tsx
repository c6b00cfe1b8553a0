import { ProgressRing, StatStrip } from '@paperlight/ui-kit';
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { requireRole } from '#app/auth.server.ts';
import { AdminNav } from '#app/components/admin/AdminNav.tsx';
import { apiGet } from '#app/components/admin/admin-api.server.ts';
import { percentOf } from '#app/components/admin/percent.ts';
import { OverviewSchema } from '#app/components/admin/schemas.ts';
import * as admin from '#app/components/admin/admin.css.ts';
import * as page from '#app/styles/page.css.ts';

export const meta: MetaFunction = () => [{ title: 'Overview · Administration · Paperlight' }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { user, resolved } = await requireRole(request, ['admin', 'sales']);
  const { data: stats } = await apiGet('/administration/overview', user.accessToken, OverviewSchema);
  return data(stats, { headers: await resolved.headers() });
}

const number = new Intl.NumberFormat('en-GB');

export default function AdministrationOverview() {
  const stats = useLoaderData<typeof loader>();
  const requests = stats.contactRequests.new + stats.contactRequests.contacted + stats.contactRequests.closed;
  const handled = stats.contactRequests.contacted + stats.contactRequests.closed;
  return (
    <div className={page.page}>
      <p className={page.eyebrow}>Administration</p>
      <h1 className={page.title}>Overview</h1>
      <AdminNav />
      <div className={page.cardGrid}>
        <section className={admin.section} aria-labelledby="users-card">
          <h2 id="users-card" className={admin.sectionTitle}>Users</h2>
          <ProgressRing value={percentOf(stats.activeTrials, stats.users)} label="Users on an active trial" />
          <StatStrip label="Registered users" value={number.format(stats.users)} percent={100} />
          <StatStrip label="Active trials" value={number.format(stats.activeTrials)} percent={percentOf(stats.activeTrials, stats.users)} />
          <StatStrip label="Expired trials" value={number.format(stats.expiredTrials)} percent={percentOf(stats.expiredTrials, stats.users)} />
          <StatStrip label="Sign-ups in the last 7 days" value={number.format(stats.signUps7d)} percent={percentOf(stats.signUps7d, stats.users)} />
        </section>
        <section className={admin.section} aria-labelledby="requests-card">
          <h2 id="requests-card" className={admin.sectionTitle}>Contact requests</h2>
          <ProgressRing value={percentOf(handled, requests)} label="Contact requests handled" />
          <StatStrip label="New" value={number.format(stats.contactRequests.new)} percent={percentOf(stats.contactRequests.new, requests)} />
          <StatStrip label="Contacted" value={number.format(stats.contactRequests.contacted)} percent={percentOf(stats.contactRequests.contacted, requests)} />
          <StatStrip label="Closed" value={number.format(stats.contactRequests.closed)} percent={percentOf(stats.contactRequests.closed, requests)} />
        </section>
      </div>
    </div>
  );
}
