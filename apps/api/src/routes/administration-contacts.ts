import { sql, type Kysely, type Schema } from '@paperlight/db';
import * as v from 'valibot';
import { HttpError } from '../errors';
import { likePattern, PAGE_SIZES } from './administration';

export const CONTACT_STATUSES = ['new', 'contacted', 'closed'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];
const SORT_COLUMNS = { createdAt: 'created_at', name: 'last_name', email: 'email', companyName: 'company_name', status: 'status' } as const;
/** The export stops here so one request cannot tie up the server. */
export const CSV_MAX_ROWS = 10_000;

const filterFields = {
  sort: v.optional(
    v.picklist(Object.keys(SORT_COLUMNS) as Array<keyof typeof SORT_COLUMNS>, `sort must be one of ${Object.keys(SORT_COLUMNS).join(', ')}`),
    'createdAt',
  ),
  order: v.optional(v.picklist(['asc', 'desc'], 'order must be asc or desc'), 'desc'),
  search: v.optional(
    v.pipe(v.string('search must be a single value'), v.trim(), v.maxLength(100, 'search must be at most 100 characters')),
    '',
  ),
  status: v.optional(v.picklist(CONTACT_STATUSES, `status must be one of ${CONTACT_STATUSES.join(', ')}`)),
};

export const ContactsQuerySchema = v.object({
  ...filterFields,
  page: v.optional(
    v.pipe(v.string('page must be a single value'), v.regex(/^[1-9]\d{0,5}$/, 'page must be a whole number from 1'), v.transform(Number)),
    '1',
  ),
  pageSize: v.optional(
    v.pipe(v.picklist(PAGE_SIZES, `pageSize must be one of ${PAGE_SIZES.join(', ')}`), v.transform(Number)),
    '10',
  ),
});
export type ContactsQuery = v.InferOutput<typeof ContactsQuerySchema>;

export const StatusBodySchema = v.object({ status: v.picklist(CONTACT_STATUSES, `status must be one of ${CONTACT_STATUSES.join(', ')}`) });

export function parseOrThrow<T extends v.GenericSchema>(schema: T, input: unknown, prefix: string): v.InferOutput<T> {
  const result = v.safeParse(schema, input ?? {});
  if (!result.success) throw new HttpError(400, `${prefix}: ${result.issues.map((issue) => issue.message).join('; ')}`);
  return result.output;
}

export interface AdminContactRow {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  companyName: string;
  designation: string;
  note: string;
  status: string;
  createdAt: string;
}

function filtered(db: Kysely<Schema>, query: Pick<ContactsQuery, 'search' | 'status'>) {
  const pattern = likePattern(query.search);
  return db
    .selectFrom('contact_requests')
    .$if(query.search !== '', (qb) =>
      qb.where((eb) => eb.or([
        eb(sql`lower(first_name || ' ' || last_name)`, 'like', sql`${pattern} escape '\\'`),
        eb(sql`lower(email)`, 'like', sql`${pattern} escape '\\'`),
        eb(sql`lower(company_name)`, 'like', sql`${pattern} escape '\\'`),
        eb(sql`lower(designation)`, 'like', sql`${pattern} escape '\\'`),
        // The interest text: sales look requests up by what was asked for.
        eb(sql`lower(note)`, 'like', sql`${pattern} escape '\\'`),
      ])),
    )
    .$if(query.status !== undefined, (qb) => qb.where('status', '=', query.status ?? 'new'));
}

const columns = ['id', 'first_name', 'last_name', 'email', 'company_name', 'designation', 'note', 'status', 'created_at'] as const;

function toRow(row: Pick<Schema['contact_requests'], (typeof columns)[number]>): AdminContactRow {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    companyName: row.company_name,
    designation: row.designation,
    note: row.note,
    status: row.status,
    createdAt: row.created_at,
  };
}

export async function listContacts(db: Kysely<Schema>, query: ContactsQuery): Promise<{ rows: AdminContactRow[]; total: number }> {
  const base = filtered(db, query);
  const [rows, count] = await Promise.all([
    base
      .select([...columns])
      .orderBy(SORT_COLUMNS[query.sort], query.order)
      .orderBy('id', 'asc')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(toRow), total: Number(count.total) };
}

/** Every request matching the table's search, filter and sort (not just one page), up to `CSV_MAX_ROWS`. */
export async function contactsForExport(db: Kysely<Schema>, query: Pick<ContactsQuery, 'search' | 'status' | 'sort' | 'order'>) {
  const rows = await filtered(db, query)
    .select([...columns])
    .orderBy(SORT_COLUMNS[query.sort], query.order)
    .orderBy('id', 'asc')
    .limit(CSV_MAX_ROWS)
    .execute();
  return rows.map(toRow);
}

export const ContactsExportQuerySchema = v.object(filterFields);
