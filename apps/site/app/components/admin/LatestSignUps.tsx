import { DataTable, Link, type DataTableColumn, type DataTableProps } from '@paperlight/ui-kit';
import { isoDate, lastSignIn } from './format';
import type { AdminUser } from './schemas';
import * as admin from './admin.css';
import * as overview from './overview.css';
import * as page from '#app/styles/page.css.ts';

/**
 * The overview's sign-ups in the URL (SPEC §3), beside its `range`: newest first until sorted
 * otherwise, searched and paged by the api like the users table (the same indexed queries).
 */
export const latestSignUpsTableOptions = {
  sortable: ['name', 'email', 'createdAt'],
  defaultSort: 'createdAt',
  defaultOrder: 'desc',
  filters: {},
} as const;

/** The overview's own URL parameter, kept when the table's view changes. */
export const OVERVIEW_KEEP = ['range'] as const;

const columns: DataTableColumn<AdminUser>[] = [
  {
    id: 'name',
    header: 'Name',
    sortable: true,
    hideable: false,
    cell: (user) => (
      <Link className={page.textLink} href={`/administration/users/${user.id}`}>
        {user.name}
      </Link>
    ),
  },
  { id: 'email', header: 'Email', sortable: true, cell: (user) => user.email },
  { id: 'createdAt', header: 'Signed up', sortable: true, cell: (user) => isoDate(user.createdAt) },
  { id: 'lastSignInAt', header: 'Last sign-in', cell: (user) => lastSignIn(user.lastSignInAt) },
];

export type LatestSignUpsProps = Pick<DataTableProps<AdminUser>, 'rows' | 'total' | 'state' | 'onStateChange' | 'loading'>;

/** 'Latest sign-ups': the newest accounts first, on the generic DataTable (sort, search, pages), with a link to every user. */
export function LatestSignUps(table: LatestSignUpsProps) {
  return (
    <section className={admin.section} aria-labelledby="latest-title">
      <div className={overview.sectionHead}>
        <h2 id="latest-title" className={admin.sectionTitle}>
          Latest sign-ups
        </h2>
        <Link className={page.textLink} href="/administration/users">
          All users
        </Link>
      </div>
      <DataTable
        caption="New accounts"
        hideCaption
        columns={columns}
        rowKey={(user) => user.id}
        searchLabel="Search new accounts"
        {...table}
      />
    </section>
  );
}
