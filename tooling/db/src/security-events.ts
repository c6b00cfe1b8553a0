import { randomBytes } from 'node:crypto';
import { PostgresAdapter, sql, type ExpressionBuilder, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Schema } from './schema';

/**
 * The security event log (issue 33, decision 0110): the sso and the api write it, Activity's
 * security view, a user's page and the exports read it, a sweep keeps it to SECURITY_LOG_DAYS.
 */

/** Every kind of event, in the order Activity's filter lists them. */
export const SECURITY_EVENT_KINDS = [
  'sign-in',
  'sign-out',
  'session.revoked',
  'password-reset.requested',
  'password-reset.completed',
  'share.created',
  'share.revoked',
  'export',
  'access.refused',
  'admin.change',
] as const;
export type SecurityEventKind = (typeof SECURITY_EVENT_KINDS)[number];

/** `refused`: stopped before it was tried (a lock-out, a role check); `failure`: tried and failed (a wrong password). */
export const SECURITY_OUTCOMES = ['success', 'failure', 'refused'] as const;
export type SecurityOutcome = (typeof SECURITY_OUTCOMES)[number];

export interface SecurityEventInput {
  kind: SecurityEventKind;
  outcome: SecurityOutcome;
  actorId?: string | null;
  actorEmail?: string | null;
  subjectId?: string | null;
  address?: string | null;
  detail?: Record<string, unknown> | null;
  at: Date;
}

/** Kept as written, so one event cannot grow the log without bound. */
const MAX_TEXT = 320;
const clip = (value: string | null | undefined) => (value ?? '').slice(0, MAX_TEXT);

let lastMs = -1;
let sequence = 0;

/**
 * A UUIDv7 of the event's time with a counter in place of its first random bits, so the events one
 * process writes in one millisecond keep their order in the log (it is read by time, then id).
 */
export function securityEventId(at: Date): string {
  const ms = at.getTime();
  sequence = ms === lastMs ? (sequence + 1) & 0xfff : 0;
  lastMs = ms;
  const random = randomBytes(8);
  random[0] = (random[0]! & 0x3f) | 0x80;
  const hex = ms.toString(16).padStart(12, '0') + '7' + sequence.toString(16).padStart(3, '0') + random.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/** Writes one event (the caller's clock). */
export async function recordSecurityEvent(db: Kysely<Schema>, event: SecurityEventInput): Promise<void> {
  const detail = event.detail ? JSON.stringify(event.detail) : null;
  await db
    .insertInto('security_events')
    .values({
      id: securityEventId(event.at),
      created_at: event.at.toISOString(),
      kind: event.kind,
      outcome: event.outcome,
      actor_id: event.actorId ?? null,
      actor_email: clip(event.actorEmail).toLowerCase(),
      subject_id: event.subjectId ?? null,
      address: clip(event.address),
      detail: detail !== null && detail.length > 2000 ? JSON.stringify({ truncated: true }) : detail,
    })
    .execute();
}

// ---- retention

export const SECURITY_LOG_DAYS_DEFAULT = 365;
const DAY = 86_400_000;

/**
 * SECURITY_LOG_DAYS: how many days events are kept, a whole number from 1 to 3650; unset or empty,
 * 365. Anything else stops the start with a message naming the variable.
 */
export function securityLogDays(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return SECURITY_LOG_DAYS_DEFAULT;
  const days = Number(value.trim());
  if (!/^\d+$/.test(value.trim()) || days < 1 || days > 3650) {
    throw new Error(`SECURITY_LOG_DAYS must be a whole number of days from 1 to 3650 (got "${value}")`);
  }
  return days;
}

/** Deletes the events older than `days` before `now`; returns how many went. */
export async function sweepSecurityEvents(db: Kysely<Schema>, now: Date, days: number): Promise<number> {
  const cutoff = new Date(now.getTime() - days * DAY).toISOString();
  const result = await db.deleteFrom('security_events').where('created_at', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}

// ---- reading

export interface SecurityEventFilters {
  kind?: SecurityEventKind | undefined;
  outcome?: SecurityOutcome | undefined;
  /** The start of the actor's address (case ignored). */
  actor?: string | undefined;
  /** The start of the client address. */
  address?: string | undefined;
  /** Events by or about this account. */
  userId?: string | undefined;
  /** Inclusive ISO moment. */
  from?: string | undefined;
  /** Exclusive ISO moment. */
  to?: string | undefined;
}

export interface SecurityEvent {
  id: string;
  createdAt: string;
  kind: string;
  outcome: string;
  actorId: string | null;
  actorEmail: string;
  subjectId: string | null;
  address: string;
  detail: Record<string, unknown> | null;
}

type EventQuery = SelectQueryBuilder<Schema, 'security_events', object>;
type Order = 'asc' | 'desc';

/** Above every character: `p <= value < p + TOP` holds exactly for the values starting with p, in byte order. */
const TOP = '\u{10FFFF}';

/**
 * `dense`: many events match, so a page is read along the time index testing each one, which stops
 * after the page, rather than through the prefix's index and a sort of every match. SQLite's unary
 * plus keeps its planner off the prefix's index; PostgreSQL's planner weighs both by itself.
 */
function startsWith(db: Kysely<Schema>, column: 'actor_email' | 'address', prefix: string, dense: boolean) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const ref = postgres ? sql`${sql.ref(column)} collate "C"` : dense ? sql`+${sql.ref(column)}` : sql.ref(column);
  return (eb: ExpressionBuilder<Schema, 'security_events'>) => eb.and([eb(ref, '>=', prefix), eb(ref, '<', prefix + TOP)]);
}

function filtered(db: Kysely<Schema>, filters: SecurityEventFilters, dense = false): EventQuery {
  let query = db.selectFrom('security_events') as EventQuery;
  if (filters.kind) query = query.where('kind', '=', filters.kind);
  if (filters.outcome) query = query.where('outcome', '=', filters.outcome);
  const actor = filters.actor?.trim().toLowerCase() ?? '';
  if (actor !== '') query = query.where(startsWith(db, 'actor_email', actor, dense));
  const address = filters.address?.trim() ?? '';
  if (address !== '') query = query.where(startsWith(db, 'address', address, dense));
  const userId = filters.userId;
  if (userId) query = query.where((eb) => eb.or([eb('actor_id', '=', userId), eb('subject_id', '=', userId)]));
  if (filters.from) query = query.where('created_at', '>=', filters.from);
  if (filters.to) query = query.where('created_at', '<', filters.to);
  return query;
}

const COLUMNS = ['id', 'created_at', 'kind', 'outcome', 'actor_id', 'actor_email', 'subject_id', 'address', 'detail'] as const;

type EventRow = {
  id: string;
  created_at: string;
  kind: string;
  outcome: string;
  actor_id: string | null;
  actor_email: string;
  subject_id: string | null;
  address: string;
  detail: string | null;
};

function toEvent(row: EventRow): SecurityEvent {
  let detail: Record<string, unknown> | null = null;
  try {
    const parsed: unknown = row.detail === null ? null : JSON.parse(row.detail);
    if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)) detail = parsed as Record<string, unknown>;
  } catch {
    detail = { text: row.detail };
  }
  return {
    id: row.id,
    createdAt: row.created_at,
    kind: row.kind,
    outcome: row.outcome,
    actorId: row.actor_id,
    actorEmail: row.actor_email,
    subjectId: row.subject_id,
    address: row.address,
    detail,
  };
}

/**
 * The latest events by or about one account (its page): each side read newest first through its own
 * index (`actor_id`, `subject_id`) and merged, instead of one OR that a planner may answer by scanning the log in time order.
 */
export async function latestSecurityEventsOf(db: Kysely<Schema>, userId: string, limit: number): Promise<SecurityEvent[]> {
  const side = (column: 'actor_id' | 'subject_id') =>
    db
      .selectFrom('security_events')
      .select([...COLUMNS])
      .where(column, '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  const [acted, about] = await Promise.all([side('actor_id'), side('subject_id')]);
  const byId = new Map([...acted, ...about].map((row) => [row.id, row]));
  const newestFirst = (a: EventRow, b: EventRow) =>
    a.created_at === b.created_at ? b.id.localeCompare(a.id) : b.created_at.localeCompare(a.created_at);
  return [...byId.values()].sort(newestFirst).slice(0, limit).map(toEvent);
}

export async function countSecurityEvents(db: Kysely<Schema>, filters: SecurityEventFilters): Promise<number> {
  const row = await filtered(db, filters)
    .select((eb) => eb.fn.countAll().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** From this many matches a page of a prefix filter is read along the time index (see `startsWith`). */
const DENSE_MATCHES = 1000;

/**
 * One page of events with the total for the pager, newest first unless `order` says otherwise. A
 * page in the second half is read from the other end, so the last page costs what the first does.
 */
export async function listSecurityEvents(
  db: Kysely<Schema>,
  filters: SecurityEventFilters,
  page: { page: number; pageSize: number; order: Order },
): Promise<{ rows: SecurityEvent[]; total: number }> {
  const total = await countSecurityEvents(db, filters);
  const offset = (page.page - 1) * page.pageSize;
  if (offset >= total) return { rows: [], total };
  const fromEnd = offset > total / 2;
  const order: Order = fromEnd ? (page.order === 'asc' ? 'desc' : 'asc') : page.order;
  const take = fromEnd ? Math.min(page.pageSize, total - offset) : page.pageSize;
  const rows = await filtered(db, filters, total >= DENSE_MATCHES)
    .select([...COLUMNS])
    .orderBy('created_at', order)
    .orderBy('id', order)
    .limit(take)
    .offset(fromEnd ? Math.max(0, total - offset - take) : offset)
    .execute();
  return { rows: (fromEnd ? rows.reverse() : rows).map(toEvent), total };
}

/**
 * Every event of the view in order, read in batches after the last one seen (no growing offset), for
 * the exports: at most `limit`.
 */
export async function* eachSecurityEvent(
  db: Kysely<Schema>,
  filters: SecurityEventFilters,
  options: { order: Order; limit: number; batch?: number },
): AsyncGenerator<SecurityEvent> {
  const batch = options.batch ?? 1000;
  const after = options.order === 'desc' ? '<' : '>';
  type Cursor = { created_at: string; id: string };
  let last: Cursor | null = null;
  let left = options.limit;
  while (left > 0) {
    const from: Cursor | null = last;
    const rows: EventRow[] = await filtered(db, filters)
      .select([...COLUMNS])
      .$if(from !== null, (qb) =>
        qb.where((eb) =>
          eb.or([eb('created_at', after, from!.created_at), eb.and([eb('created_at', '=', from!.created_at), eb('id', after, from!.id)])]),
        ),
      )
      .orderBy('created_at', options.order)
      .orderBy('id', options.order)
      .limit(Math.min(batch, left))
      .execute();
    for (const row of rows) yield toEvent(row);
    if (rows.length < Math.min(batch, left)) return;
    left -= rows.length;
    last = rows[rows.length - 1]!;
  }
}

// ---- a user's usage

export interface UserUsage {
  projects: number;
  /** Bytes of the files the account owns (uploads and results). */
  storageBytes: number;
  /** Films made: completed video jobs of the account's projects. */
  videos: number;
  /** The latest of the last sign-in and the last renewal of a session's tokens; null when never. */
  lastSeenAt: string | null;
}

/** What an account uses, for its administration page. */
export async function usageOf(db: Kysely<Schema>, userId: string): Promise<UserUsage> {
  const [projects, storage, videos, user, renewed] = await Promise.all([
    db
      .selectFrom('projects')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('files')
      .select((eb) => eb.fn.sum<string | number | null>('size').as('n'))
      .where('owner_id', '=', userId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('jobs')
      .innerJoin('projects', 'projects.id', 'jobs.project_id')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('projects.user_id', '=', userId)
      .where('jobs.node_type', '=', 'video')
      .where('jobs.status', '=', 'completed')
      .executeTakeFirstOrThrow(),
    db.selectFrom('users').select('last_sign_in_at').where('id', '=', userId).executeTakeFirst(),
    db
      .selectFrom('refresh_tokens')
      .select((eb) => eb.fn.max('created_at').as('at'))
      .where('user_id', '=', userId)
      .executeTakeFirst(),
  ]);
  const moments = [user?.last_sign_in_at ?? null, (renewed?.at as string | null | undefined) ?? null].filter(
    (at): at is string => typeof at === 'string',
  );
  return {
    projects: Number(projects.n),
    storageBytes: Number(storage.n ?? 0),
    videos: Number(videos.n),
    lastSeenAt: moments.length === 0 ? null : moments.sort().at(-1)!,
  };
}
