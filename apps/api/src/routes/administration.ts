import { sql, trialFlag, type Kysely, type Schema, type User } from '@paperlight/db';
import * as v from 'valibot';
import { HttpError } from '../errors';
import { CSV_MAX_ROWS, hiddenColumnsField, viewCsv, type CsvColumn } from './administration-csv';

export const PAGE_SIZES = ['10', '20', '30', '40', '50'] as const;
const SORT_COLUMNS = { name: 'name', email: 'email', createdAt: 'created_at', trialEndDate: 'trial_end_date' } as const;

const userFilterFields = {
  sort: v.optional(
    v.picklist(
      Object.keys(SORT_COLUMNS) as Array<keyof typeof SORT_COLUMNS>,
      `sort must be one of ${Object.keys(SORT_COLUMNS).join(', ')}`,
    ),
    'createdAt',
  ),
  order: v.optional(v.picklist(['asc', 'desc'], 'order must be asc or desc'), 'desc'),
  search: v.optional(
    v.pipe(v.string('search must be a single value'), v.trim(), v.maxLength(100, 'search must be at most 100 characters')),
    '',
  ),
  role: v.optional(v.picklist(['admin', 'sales', 'toolAdmin', 'none'], 'role must be one of admin, sales, toolAdmin, none')),
  trial: v.optional(v.picklist(['active', 'expired', 'none'], 'trial must be one of active, expired, none')),
};

/** `page` and `pageSize` of every administration table's URL state (SPEC §3). */
export const pageFields = {
  page: v.optional(
    v.pipe(v.string('page must be a single value'), v.regex(/^[1-9]\d{0,5}$/, 'page must be a whole number from 1'), v.transform(Number)),
    '1',
  ),
  pageSize: v.optional(v.pipe(v.picklist(PAGE_SIZES, `pageSize must be one of ${PAGE_SIZES.join(', ')}`), v.transform(Number)), '10'),
};

/** Query of `GET /administration/users` (the table URL state of SPEC §3). */
export const UsersQuerySchema = v.object({ ...pageFields, ...userFilterFields });

/** Query of `GET /administration/users/export`: the table's view without its page, and the columns the reader hid. */
export const UsersExportQuerySchema = v.object({ ...userFilterFields, hidden: hiddenColumnsField });
export type UsersExportQuery = v.InferOutput<typeof UsersExportQuerySchema>;

export type UsersQuery = v.InferOutput<typeof UsersQuerySchema>;

export function parseUsersQuery(query: unknown): UsersQuery {
  const result = v.safeParse(UsersQuerySchema, query ?? {});
  if (!result.success) throw new HttpError(400, `Invalid query: ${result.issues.map((issue) => issue.message).join('; ')}`);
  return result.output;
}

export type UserRoleName = 'admin' | 'sales' | 'toolAdmin';

export interface AdminUserRow {
  id: string;
  name: string;
  email: string;
  roles: UserRoleName[];
  isFreeTrailActive: boolean | null;
  trialEndDate: string | null;
  createdAt: string;
  /** Set by the sso on every sign-in; `null` before the first one. */
  lastSignInAt: string | null;
  /** `active` or `suspended`. */
  status: string;
}

/** A LIKE pattern matching `search` anywhere, with the user's own wildcards taken literally. */
export const likePattern = (search: string) => `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

type UserFilters = Pick<UsersQuery, 'search' | 'role' | 'trial'>;

/** The users matching the table's search and filters (each reads an index, see `pnpm bench:admin`). */
function filteredUsers(db: Kysely<Schema>, query: UserFilters, now: Date) {
  const pattern = likePattern(query.search);
  const nowIso = now.toISOString();
  return db
    .selectFrom('users')
    .$if(query.search !== '', (qb) =>
      qb.where((eb) =>
        eb.or([eb(sql`lower(name)`, 'like', sql`${pattern} escape '\\'`), eb(sql`lower(email)`, 'like', sql`${pattern} escape '\\'`)]),
      ),
    )
    .$if(query.role === 'admin', (qb) => qb.where('is_admin', '=', 1))
    .$if(query.role === 'sales', (qb) => qb.where('is_sales', '=', 1))
    .$if(query.role === 'toolAdmin', (qb) => qb.where('is_tool_admin', '=', 1))
    .$if(query.role === 'none', (qb) => qb.where('is_admin', '=', 0).where('is_sales', '=', 0).where('is_tool_admin', '=', 0))
    .$if(query.trial === 'active', (qb) => qb.where('trial_end_date', '>', nowIso))
    .$if(query.trial === 'expired', (qb) => qb.where('trial_end_date', '<=', nowIso))
    .$if(query.trial === 'none', (qb) => qb.where('trial_end_date', 'is', null));
}

const USER_COLUMNS = [
  'id',
  'name',
  'email',
  'is_admin',
  'is_sales',
  'is_tool_admin',
  'trial_end_date',
  'created_at',
  'last_sign_in_at',
  'status',
] as const;

/** One page of users for the administration table, with the total for the pager. */
export async function listUsers(db: Kysely<Schema>, query: UsersQuery, now: Date): Promise<{ rows: AdminUserRow[]; total: number }> {
  const base = filteredUsers(db, query, now);
  const column = SORT_COLUMNS[query.sort];
  const [rows, count] = await Promise.all([
    base
      .select([...USER_COLUMNS])
      .orderBy(column, query.order)
      .orderBy('id', 'asc')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(count.total),
    rows: rows.map((row) => toAdminUser(row, now)),
  };
}

const ROLE_WORDS: Record<UserRoleName, string> = { admin: 'Administrator', sales: 'Sales', toolAdmin: 'Tool administrator' };

/** `2026-03-10 14:05 UTC`, as the users table shows a last sign-in. */
const utcMinute = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

/**
 * The users table's columns in the CSV, in the table's words (dates as it shows them, in UTC):
 * each belongs to the table column of the same id, so hiding that column leaves it out.
 */
export const USER_CSV_COLUMNS: readonly CsvColumn<AdminUserRow>[] = [
  { table: 'name', header: 'Name', value: (row) => row.name },
  { table: 'email', header: 'Email', value: (row) => row.email },
  {
    table: 'role',
    header: 'Role',
    value: (row) => (row.roles.length === 0 ? 'No role' : row.roles.map((role) => ROLE_WORDS[role]).join('; ')),
  },
  {
    table: 'trial',
    header: 'Trial',
    value: (row) => (row.isFreeTrailActive === null ? 'No trial' : row.isFreeTrailActive ? 'Active' : 'Expired'),
  },
  { table: 'trialEndDate', header: 'Trial ends', value: (row) => row.trialEndDate?.slice(0, 10) ?? '' },
  { table: 'createdAt', header: 'Signed up', value: (row) => row.createdAt.slice(0, 10) },
  { table: 'lastSignInAt', header: 'Last sign-in', value: (row) => (row.lastSignInAt ? utcMinute(row.lastSignInAt) : 'Never') },
];

/**
 * The CSV of the users table's current view: every page of its search, filters and sort (at most
 * `CSV_MAX_ROWS`), without the columns the reader hid; the name always stays.
 */
export async function usersCsv(db: Kysely<Schema>, query: UsersExportQuery, now: Date): Promise<string> {
  const rows = await filteredUsers(db, query, now)
    .select([...USER_COLUMNS])
    .orderBy(SORT_COLUMNS[query.sort], query.order)
    .orderBy('id', 'asc')
    .limit(CSV_MAX_ROWS)
    .execute();
  return viewCsv(
    USER_CSV_COLUMNS,
    rows.map((row) => toAdminUser(row, now)),
    query.hidden,
    ['name'],
  );
}

type UserRoleColumns = Pick<
  User,
  'id' | 'name' | 'email' | 'is_admin' | 'is_sales' | 'is_tool_admin' | 'trial_end_date' | 'created_at' | 'last_sign_in_at'
> & { status?: string };

export function rolesOf(row: Pick<UserRoleColumns, 'is_admin' | 'is_sales' | 'is_tool_admin'>): UserRoleName[] {
  return [
    ...(Number(row.is_admin) === 1 ? (['admin'] as const) : []),
    ...(Number(row.is_sales) === 1 ? (['sales'] as const) : []),
    ...(Number(row.is_tool_admin) === 1 ? (['toolAdmin'] as const) : []),
  ];
}

export function toAdminUser(row: UserRoleColumns, now: Date): AdminUserRow {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    roles: rolesOf(row),
    isFreeTrailActive: trialFlag(row, now),
    trialEndDate: row.trial_end_date,
    createdAt: row.created_at,
    lastSignInAt: row.last_sign_in_at,
    status: row.status ?? 'active',
  };
}
