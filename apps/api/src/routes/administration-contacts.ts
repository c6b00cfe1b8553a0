import { randomUUID } from 'node:crypto';
import { ageInHours, isOverdue, responseDue } from '@paperlight/api-client/contact-replies';
import { sql, type ContactRequest, type Kysely, type Schema } from '@paperlight/db';
import * as v from 'valibot';
import type { AccessClaims } from '../auth';
import { HttpError } from '../errors';
import { likePattern, pageFields } from './administration';
import { CSV_MAX_ROWS, hiddenColumnsField, type CsvColumn } from './administration-csv';

export { CSV_MAX_ROWS };

export const CONTACT_STATUSES = ['new', 'contacted', 'closed'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];
const SORT_COLUMNS = { createdAt: 'created_at', name: 'last_name', email: 'email', companyName: 'company_name', status: 'status' } as const;

const filterFields = {
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
  status: v.optional(v.picklist(CONTACT_STATUSES, `status must be one of ${CONTACT_STATUSES.join(', ')}`)),
  /** `me` (the caller), `none` (nobody yet) or the id of a sales person or administrator. */
  owner: v.optional(
    v.pipe(v.string('owner must be a single value'), v.minLength(1, 'owner must not be empty'), v.maxLength(100, 'owner is too long')),
  ),
};

export const ContactsQuerySchema = v.object({ ...filterFields, ...pageFields });
export type ContactsQuery = v.InferOutput<typeof ContactsQuerySchema>;

export const StatusBodySchema = v.object({ status: v.picklist(CONTACT_STATUSES, `status must be one of ${CONTACT_STATUSES.join(', ')}`) });

/** Most rows one bulk action changes: two full pages of the largest size. */
export const BULK_MAX = 100;

/** The rows a bulk action changes: their ids, each once. */
export const BulkIdsSchema = v.pipe(
  v.array(
    v.pipe(v.string('ids must be a list of ids'), v.minLength(1), v.maxLength(100, 'an id is too long')),
    'ids must be a list of ids',
  ),
  v.minLength(1, 'choose at least one row'),
  v.maxLength(BULK_MAX, `choose at most ${BULK_MAX} rows at once`),
  v.transform((ids) => [...new Set(ids)]),
);

export const BulkStatusBodySchema = v.object({ ids: BulkIdsSchema, status: StatusBodySchema.entries.status });

export const OwnerBodySchema = v.object({
  ownerId: v.nullable(
    v.pipe(
      v.string('ownerId must be an id or null'),
      v.minLength(1, 'ownerId must be an id or null'),
      v.maxLength(100, 'ownerId is too long'),
    ),
  ),
});

/** Longest internal note. */
export const NOTE_MAX = 2000;

export const NoteBodySchema = v.object({
  body: v.pipe(
    v.string('body must be text'),
    v.trim(),
    v.minLength(1, 'Write the note first'),
    v.maxLength(NOTE_MAX, `A note holds at most ${NOTE_MAX} characters`),
  ),
});

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
  /** The sales person or administrator looking after it, or `null`. */
  owner: ContactOwner | null;
  /** Whole hours since it was received, by the api's clock. */
  ageHours: number;
  /** When it should have had an answer: one working day after it was received (decision 0175). */
  respondBy: string;
  /** Past `respondBy` while still 'new'. */
  overdue: boolean;
}

/** Someone a request can be given to: a sales person or an administrator. */
export interface ContactOwner {
  id: string;
  name: string;
  email: string;
}

type ContactFilters = Pick<ContactsQuery, 'search' | 'status' | 'owner'>;

function filtered(db: Kysely<Schema>, query: ContactFilters, viewer: Pick<AccessClaims, 'sub'>) {
  const pattern = likePattern(query.search);
  const like = (expression: string) => sql<boolean>`lower(${sql.raw(expression)}) like ${pattern} escape '\\'`;
  const owner = query.owner === 'me' ? viewer.sub : query.owner;
  return db
    .selectFrom('contact_requests')
    .$if(query.search !== '', (qb) =>
      qb.where((eb) =>
        eb.or([
          like(`first_name || ' ' || last_name`),
          like('email'),
          like('company_name'),
          like('designation'),
          // The interest text: sales look requests up by what was asked for.
          like('note'),
          // And by what they wrote down about it (the notes' table read once, not per request).
          eb('id', 'in', eb.selectFrom('contact_request_notes').select('contact_request_id').where(like('body'))),
        ]),
      ),
    )
    .$if(query.status !== undefined, (qb) => qb.where('status', '=', query.status ?? 'new'))
    .$if(owner === 'none', (qb) => qb.where('owner_id', 'is', null))
    .$if(owner !== undefined && owner !== 'none', (qb) => qb.where('owner_id', '=', owner ?? ''));
}

const columns = [
  'id',
  'first_name',
  'last_name',
  'email',
  'company_name',
  'designation',
  'note',
  'status',
  'created_at',
  'owner_id',
] as const;
type ContactColumns = Pick<ContactRequest, (typeof columns)[number]>;

function toRow(row: ContactColumns, owners: ReadonlyMap<string, ContactOwner>, now: Date): AdminContactRow {
  const at = now.getTime();
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
    owner: row.owner_id === null ? null : (owners.get(row.owner_id) ?? null),
    ageHours: ageInHours(row.created_at, at),
    respondBy: responseDue(row.created_at),
    overdue: isOverdue({ status: row.status, createdAt: row.created_at }, at),
  };
}

/** The owners of these rows, read by primary key (one query for a page or an export). */
async function ownersOf(db: Kysely<Schema>, rows: readonly Pick<ContactColumns, 'owner_id'>[]): Promise<Map<string, ContactOwner>> {
  const ids = [...new Set(rows.map((row) => row.owner_id).filter((id): id is string => id !== null))];
  const found = new Map<string, ContactOwner>();
  for (let i = 0; i < ids.length; i += 500) {
    const users = await db
      .selectFrom('users')
      .select(['id', 'name', 'email'])
      .where('id', 'in', ids.slice(i, i + 500))
      .execute();
    for (const user of users) found.set(user.id, user);
  }
  return found;
}

export async function listContacts(
  db: Kysely<Schema>,
  query: ContactsQuery,
  viewer: Pick<AccessClaims, 'sub'>,
  now: Date,
): Promise<{ rows: AdminContactRow[]; total: number }> {
  const base = filtered(db, query, viewer);
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
  const owners = await ownersOf(db, rows);
  return { rows: rows.map((row) => toRow(row, owners, now)), total: Number(count.total) };
}

/** Every request matching the table's search, filter and sort (not just one page), up to `CSV_MAX_ROWS`. */
export async function contactsForExport(
  db: Kysely<Schema>,
  query: ContactFilters & Pick<ContactsQuery, 'sort' | 'order'>,
  viewer: Pick<AccessClaims, 'sub'>,
  now: Date,
) {
  const rows = await filtered(db, query, viewer)
    .select([...columns])
    .orderBy(SORT_COLUMNS[query.sort], query.order)
    .orderBy('id', 'asc')
    .limit(CSV_MAX_ROWS)
    .execute();
  const owners = await ownersOf(db, rows);
  return rows.map((row) => toRow(row, owners, now));
}

// ---- one request in the inbox: the drawer

export async function findContact(db: Kysely<Schema>, id: string, now: Date): Promise<AdminContactRow> {
  const row = await db
    .selectFrom('contact_requests')
    .select([...columns])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw new HttpError(404, 'Contact request not found');
  return toRow(row, await ownersOf(db, [row]), now);
}

/** The sales people and administrators a request can be given to, by name (from `users_staff_idx`). */
export async function contactOwners(db: Kysely<Schema>): Promise<ContactOwner[]> {
  return (
    db
      .selectFrom('users')
      .select(['id', 'name', 'email'])
      // Written as the partial index's predicate, so both dialects read the index.
      .where(sql<boolean>`is_admin = 1 or is_sales = 1`)
      .orderBy('name')
      .orderBy('id')
      .execute()
  );
}

export interface ContactNote {
  id: string;
  authorId: string;
  authorEmail: string;
  body: string;
  createdAt: string;
}

/** A request's internal notes, oldest first (a conversation read top to bottom). */
export async function notesOf(db: Kysely<Schema>, contactId: string): Promise<ContactNote[]> {
  const rows = await db
    .selectFrom('contact_request_notes')
    .select(['id', 'author_id', 'author_email', 'body', 'created_at'])
    .where('contact_request_id', '=', contactId)
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    authorId: row.author_id,
    authorEmail: row.author_email,
    body: row.body,
    createdAt: row.created_at,
  }));
}

export async function addNote(
  db: Kysely<Schema>,
  contactId: string,
  author: Pick<AccessClaims, 'sub' | 'email'>,
  body: string,
  at: Date,
): Promise<ContactNote> {
  const note = { id: randomUUID(), authorId: author.sub, authorEmail: author.email, body, createdAt: at.toISOString() };
  await db
    .insertInto('contact_request_notes')
    .values({
      id: note.id,
      contact_request_id: contactId,
      author_id: note.authorId,
      author_email: note.authorEmail,
      body,
      created_at: note.createdAt,
    })
    .execute();
  return note;
}

export const ContactsExportQuerySchema = v.object({ ...filterFields, hidden: hiddenColumnsField });

/** The contact-request table's columns in the CSV; the designation goes with the name it is shown under. */
export const CONTACT_CSV_COLUMNS: readonly CsvColumn<AdminContactRow>[] = [
  { table: 'name', header: 'First name', value: (r) => r.firstName },
  { table: 'name', header: 'Last name', value: (r) => r.lastName },
  { table: 'email', header: 'Email', value: (r) => r.email },
  { table: 'companyName', header: 'Company', value: (r) => r.companyName },
  { table: 'name', header: 'Designation', value: (r) => r.designation },
  { table: 'note', header: 'Interest', value: (r) => r.note },
  { table: 'status', header: 'Status', value: (r) => r.status },
  { table: 'createdAt', header: 'Received', value: (r) => r.createdAt },
  { table: 'owner', header: 'Owner', value: (r) => r.owner?.email ?? '' },
];
