import { AdminUsersResponseSchema, DEFAULT_PAGE_SIZE, type AdminUserRow } from '@paperlight/api-client';
import { Link, VisuallyHidden } from '@paperlight/ui-kit';
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { apiGet } from '#app/api.server.ts';
import { requireRole } from '#app/auth.server.ts';
import { trialStatus } from '#app/lib/trial-status.ts';
import * as page from '#app/styles/page.css.ts';

export const meta: MetaFunction = () => [{ title: 'Users · Administration · Paperlight' }];

const ROLE_LABEL: Record<AdminUserRow['roles'][number], string> = { admin: 'Administrator', sales: 'Sales', toolAdmin: 'Tool administrator' };

function positive(value: string | null, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

export async function loader({ request }: LoaderFunctionArgs) {
  const { user, resolved } = await requireRole(request, ['admin', 'sales']);
  const params = new URL(request.url).searchParams;
  const pageNumber = positive(params.get('page'), 1);
  const { data: result } = await apiGet('/administration/users', user.accessToken, AdminUsersResponseSchema, {
    page: String(pageNumber),
    pageSize: String(DEFAULT_PAGE_SIZE),
    search: params.get('search') ?? undefined,
  });
  const now = Date.now();
  return data(
    {
      page: pageNumber,
      pageCount: Math.max(1, Math.ceil(result.total / DEFAULT_PAGE_SIZE)),
      total: result.total,
      rows: result.rows.map((row) => ({
        id: row.id,
        name: row.name,
        email: row.email,
        roles: row.roles.map((role) => ROLE_LABEL[role]),
        trial: trialStatus(row, now),
        createdAt: row.createdAt.slice(0, 10),
      })),
    },
    { headers: await resolved.headers() },
  );
}

export default function AdministrationUsers() {
  const { rows, total, page: current, pageCount } = useLoaderData<typeof loader>();
  return (
    <div className={page.page}>
      <p className={page.eyebrow}>Administration</p>
      <h1 className={page.title}>Users</h1>
      <p className={page.lead}>
        {total} {total === 1 ? 'account' : 'accounts'} registered.
      </p>
      <div className={page.tableWrap}>
        <table className={page.table}>
          <caption>
            <VisuallyHidden>Registered users</VisuallyHidden>
          </caption>
          <thead>
            <tr>
              <th scope="col" className={page.th}>Name</th>
              <th scope="col" className={page.th}>Email</th>
              <th scope="col" className={page.th}>Roles</th>
              <th scope="col" className={page.th}>Trial</th>
              <th scope="col" className={page.th}>Joined</th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td className={page.td} colSpan={5}>
                  No Data
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={row.id}>
                  <td className={page.td}>{row.name}</td>
                  <td className={page.td}>{row.email}</td>
                  <td className={page.td}>
                    {row.roles.length === 0 ? '—' : row.roles.map((role) => <span key={role} className={page.badge}>{role}</span>)}
                  </td>
                  <td className={page.td}>
                    {row.trial.kind === 'none' ? '—' : row.trial.kind === 'expired' ? 'Expired' : `${row.trial.daysLeft} days left`}
                  </td>
                  <td className={page.td}>{row.createdAt}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {pageCount > 1 ? (
        <nav aria-label="Pagination" className={page.actions}>
          {current > 1 ? <Link className={page.textLink} href={`?page=${current - 1}`}>Previous page</Link> : null}
          <span>
            Page {current} of {pageCount}
          </span>
          {current < pageCount ? <Link className={page.textLink} href={`?page=${current + 1}`}>Next page</Link> : null}
        </nav>
      ) : null}
    </div>
  );
}
