import { randomUUID } from 'node:crypto';
import {
  AUDIT_ACTION_NAMES,
  AUDIT_ACTIONS,
  AUDIT_TARGET_LABEL,
  AUDIT_TARGET_TYPES,
  auditActionLabel,
  auditChangeLines,
  formatSortableDateTime,
  isCalendarDay,
  isTimeZone,
  startOfDayIn,
  type AuditEntry,
  type AuditTargetType,
} from '@paperlight/api-client/audit';
import { auditSearchText, sql, type Kysely, type Schema } from '@paperlight/db';
import { PostgresAdapter, type Expression, type Selectable, type ExpressionBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import * as v from 'valibot';
import type { AccessClaims } from '../auth';
import { likePattern, pageFields } from './administration';
import { CSV_MAX_ROWS, hiddenColumnsField, viewCsv, type CsvColumn } from './administration-csv';

export type { AuditEntry };

/** Writes who changed what and when, with the changed fields before and after. */
export async function writeAudit(
  db: Kysely<Schema>,
  entry: { actor: AccessClaims; targetType: AuditTargetType; targetId: string; action: string; before: unknown; after: unknown; at: Date },
): Promise<void> {
  const before = entry.before === null ? null : JSON.stringify(entry.before);
  const after = entry.after === null ? null : JSON.stringify(entry.after);
  await db
    .insertInto('audit_log')
    .values({
      id: randomUUID(),
      actor_id: entry.actor.sub,
      actor_email: entry.actor.email,
      target_type: entry.targetType,
      target_id: entry.targetId,
      action: entry.action,
      before,
      after,
      created_at: entry.at.toISOString(),
      search_text: auditSearchText({ actor_email: entry.actor.email, before, after }),
    })
    .execute();
}

// ---- who sees what (decision 0084)

/** The user actions sales see: the trials they look after. */
export const SALES_USER_ACTIONS = ['trial.extend', 'trial.end'] as const;

type AuditQueryBuilder = SelectQueryBuilder<Schema, 'audit_log', object>;

/**
 * What a viewer may see, as conditions that never overlap (each names its own target type); null for
 * everything. Administrators see every entry; sales the contact requests and users' trials; tool
 * administrators the tools. Someone with several roles sees what each of them shows.
 */
function visibleArms(viewer: AccessClaims): Arm[] | null {
  if (viewer.isAdmin && !viewer.isGuest) return null;
  const arms: Arm[] = [];
  if (viewer.isSales && !viewer.isGuest) {
    arms.push(
      (eb) => eb('target_type', '=', 'contact_request'),
      (eb) => eb.and([eb('target_type', '=', 'user'), eb('action', 'in', [...SALES_USER_ACTIONS])]),
    );
  }
  if (viewer.isToolAdmin && !viewer.isGuest) arms.push((eb) => eb('target_type', '=', 'tool'));
  return arms;
}

function visibleTo<Q extends AuditQueryBuilder>(query: Q, viewer: AccessClaims): Q {
  const arms = visibleArms(viewer);
  if (arms === null) return query;
  return query.where((eb) => (arms.length === 0 ? sql<SqlBool>`1 = 0` : eb.or(arms.map((arm) => arm(eb))))) as Q;
}

// ---- the Activity view

const dayField = (name: string) =>
  v.optional(v.pipe(v.string(`${name} must be a single value`), v.check(isCalendarDay, `${name} must be a day written YYYY-MM-DD`)));

const filterFields = {
  sort: v.optional(v.picklist(['createdAt'], 'sort must be createdAt'), 'createdAt'),
  order: v.optional(v.picklist(['asc', 'desc'], 'order must be asc or desc'), 'desc'),
  search: v.optional(
    v.pipe(v.string('search must be a single value'), v.trim(), v.maxLength(100, 'search must be at most 100 characters')),
    '',
  ),
  /** Part of the actor's e-mail address. */
  actor: v.optional(
    v.pipe(v.string('actor must be a single value'), v.trim(), v.maxLength(100, 'actor must be at most 100 characters')),
    '',
  ),
  action: v.optional(v.picklist(AUDIT_ACTION_NAMES, `action must be one of ${AUDIT_ACTION_NAMES.join(', ')}`)),
  targetType: v.optional(v.picklist(AUDIT_TARGET_TYPES, `targetType must be one of ${AUDIT_TARGET_TYPES.join(', ')}`)),
  /** First day shown, inclusive, in `tz`. */
  createdAtFrom: dayField('createdAtFrom'),
  /** Last day shown, inclusive, in `tz`. */
  createdAtTo: dayField('createdAtTo'),
  /** The reader's time zone (IANA name): where the days of the range start, and the CSV's times. */
  tz: v.optional(v.pipe(v.string('tz must be a single value'), v.check(isTimeZone, 'tz must be a time zone such as Europe/Paris')), 'UTC'),
};

export const AuditQuerySchema = v.object({ ...filterFields, ...pageFields });
export type AuditQuery = v.InferOutput<typeof AuditQuerySchema>;
export const AuditExportQuerySchema = v.object({ ...filterFields, hidden: hiddenColumnsField });
type AuditFilters = v.InferOutput<v.ObjectSchema<typeof filterFields, undefined>>;

/** The actions and target types whose words contain the search, so 'ended trial' or 'contact request' find them. */
function matchingWords(search: string) {
  const needle = search.toLowerCase();
  const actions = Object.entries(AUDIT_ACTIONS)
    .filter(([, meta]) => meta.label.toLowerCase().includes(needle))
    .map(([action]) => action);
  const types = AUDIT_TARGET_TYPES.filter((type) => AUDIT_TARGET_LABEL[type].toLowerCase().includes(needle));
  // The words a role change shows instead of its name (auditActionLabel).
  return { actions, types, granted: 'granted administrator'.includes(needle), removed: 'removed administrator'.includes(needle) };
}

/** A role change that gave (or took) Administrator: `admin` in the roles after (or before) and not in the others. */
const HAS_ADMIN = '%"admin"%';
const administratorChange = (eb: ExpressionBuilder<Schema, 'audit_log'>, granted: boolean) => {
  const [gains, loses] = granted ? (['after', 'before'] as const) : (['before', 'after'] as const);
  return eb.and([
    eb('action', '=', 'roles.update'),
    eb(gains, 'like', HAS_ADMIN),
    eb(sql`coalesce(${sql.ref(loses)}, '')`, 'not like', HAS_ADMIN),
  ]);
};

/** At most this many users, requests or tools found by name stand for the search's targets. */
const TARGET_MATCHES = 1000;

/** The entries' targets whose name or address (as they are now) contains the search: each table read once. */
async function targetsMatching(db: Kysely<Schema>, search: string): Promise<Array<[AuditTargetType, string[]]>> {
  const pattern = likePattern(search);
  const like = (expression: string) => sql<SqlBool>`lower(${sql.raw(expression)}) like ${pattern} escape '\\'`;
  const [users, requests, tools] = await Promise.all([
    db
      .selectFrom('users')
      .select('id')
      .where((eb) => eb.or([like('name'), like('email')]))
      .limit(TARGET_MATCHES)
      .execute(),
    db
      .selectFrom('contact_requests')
      .select('id')
      .where((eb) => eb.or([like(`first_name || ' ' || last_name`), like('email')]))
      .limit(TARGET_MATCHES)
      .execute(),
    db.selectFrom('tools').select('id').where(like('name')).limit(TARGET_MATCHES).execute(),
  ]);
  const found: Array<[AuditTargetType, string[]]> = [
    ['user', users.map((r) => r.id)],
    ['contact_request', requests.map((r) => r.id)],
    ['tool', tools.map((r) => r.id)],
  ];
  return found.filter(([, ids]) => ids.length > 0);
}

/** What a search looks for, found before the count and the page read the log. */
interface SearchPlan {
  text: string;
  postgres: boolean;
  words: ReturnType<typeof matchingWords>;
  targets: Array<[AuditTargetType, string[]]>;
}

async function planSearch(db: Kysely<Schema>, search: string): Promise<SearchPlan | null> {
  if (search === '') return null;
  return { text: search, postgres: isPostgres(db), words: matchingWords(search), targets: await targetsMatching(db, search) };
}

/**
 * A part of the actor's address or of a value, from the trigram index: SQLite's FTS5 table matches a
 * quoted phrase of 3 characters or more as a substring; PostgreSQL's planner takes pg_trgm for LIKE.
 * Shorter searches (and a PostgreSQL without pg_trgm) read `search_text` row by row.
 */
function textMatch(plan: SearchPlan, dense = false): Expression<SqlBool> {
  if (!plan.postgres && !dense && [...plan.text].length >= 3) {
    const phrase = `"${plan.text.toLowerCase().replace(/"/g, '""')}"`;
    return sql<SqlBool>`audit_log.rowid in (select rowid from audit_log_search where audit_log_search match ${phrase})`;
  }
  return sql<SqlBool>`search_text like ${likePattern(plan.text)} escape '\\'`;
}

const isPostgres = (db: Kysely<Schema>) => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * Above this many matches a page is read along the time index, testing each entry's text, which stops
 * after the page; below it, from the trigram index's few rows. (Counting always uses the index.)
 */
const DENSE_MATCHES = 1000;

/** The view's entries: the viewer's (or, with `null`, every entry, for a caller that adds its own arm). */
function filtered(
  db: Kysely<Schema>,
  query: AuditFilters,
  viewer: AccessClaims | null,
  plan: SearchPlan | null,
  dense = false,
): AuditQueryBuilder {
  const postgres = isPostgres(db);
  const all = db.selectFrom('audit_log') as AuditQueryBuilder;
  let base = viewer ? visibleTo(all, viewer) : all;
  if (query.action) base = base.where('action', '=', query.action);
  if (query.targetType) base = base.where('target_type', '=', query.targetType);
  if (query.actor !== '') {
    // SQLite's LIKE already ignores ASCII case (and its lower() folds nothing else), so it reads the column as is.
    const column = postgres ? sql`lower(actor_email)` : sql`actor_email`;
    base = base.where(sql<SqlBool>`${column} like ${likePattern(query.actor)} escape '\\'`);
  }
  if (query.createdAtFrom) base = base.where('created_at', '>=', startOfDayIn(query.createdAtFrom, query.tz).toISOString());
  if (query.createdAtTo) base = base.where('created_at', '<', startOfDayIn(query.createdAtTo, query.tz, true).toISOString());
  return plan ? base.where((eb) => eb.or(searchArms(plan, dense).map((arm) => arm(eb)))) : base;
}

type Arm = (eb: ExpressionBuilder<Schema, 'audit_log'>) => Expression<SqlBool>;

/** Each way an entry can match the search: its text, its action's or target type's words, its target. */
function searchArms(plan: SearchPlan, dense: boolean): Arm[] {
  const { words, targets } = plan;
  const arms: Arm[] = [() => textMatch(plan, dense)];
  if (words.actions.length > 0) arms.push((eb) => eb('action', 'in', words.actions));
  if (words.types.length > 0) arms.push((eb) => eb('target_type', 'in', words.types));
  if (words.granted) arms.push((eb) => administratorChange(eb, true));
  if (words.removed) arms.push((eb) => administratorChange(eb, false));
  for (const [type, ids] of targets) arms.push((eb) => eb.and([eb('target_type', '=', type), eb('target_id', 'in', ids)]));
  return arms;
}

/**
 * How many entries the view holds. A search counts the union of its arms, each read through its own
 * index (trigrams, action, target), instead of testing every entry's text inside one OR.
 */
async function countOf(db: Kysely<Schema>, query: AuditFilters, viewer: AccessClaims, plan: SearchPlan | null): Promise<number> {
  const countIn = async (entries: AuditQueryBuilder) =>
    Number((await entries.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow()).total);
  const arms = visibleArms(viewer);
  if (!plan && arms && arms.length > 1) {
    // Each kind a viewer sees is counted through its own index and the counts added (the kinds never
    // overlap): PostgreSQL reads one OR of them from the whole table (sales' view: 90 ms against 25 ms
    // for 60,000 of 100,000 entries).
    const counts = await Promise.all(arms.map((arm) => countIn(filtered(db, query, null, null).where(arm))));
    return counts.reduce((sum, count) => sum + count, 0);
  }
  if (!plan) return countIn(filtered(db, query, viewer, null));
  const union = searchArms(plan, false)
    .map((arm) => filtered(db, query, viewer, null).select('id').where(arm))
    .reduce((all, arm) => all.union(arm));
  return Number(
    (
      await db
        .selectFrom(union.as('matches'))
        .select((eb) => eb.fn.countAll().as('total'))
        .executeTakeFirstOrThrow()
    ).total,
  );
}

const parse = (text: string | null): unknown => {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

const COLUMNS = ['id', 'actor_id', 'actor_email', 'target_type', 'target_id', 'action', 'before', 'after', 'created_at'] as const;
type AuditRow = Pick<Selectable<Schema['audit_log']>, (typeof COLUMNS)[number]>;

/** What became of a target that no longer exists. */
const GONE: Record<string, string> = { user: 'Erased account', contact_request: 'Erased request', tool: 'Deleted tool' };

/** Each row's target as it is now, looked up for the ids of the page only. */
async function withTargets(db: Kysely<Schema>, rows: AuditRow[]): Promise<AuditEntry[]> {
  const idsOf = (type: string) => [...new Set(rows.filter((row) => row.target_type === type).map((row) => row.target_id))];
  const labels = new Map<string, string>();
  const chunks = (ids: string[]) => Array.from({ length: Math.ceil(ids.length / 500) }, (_, i) => ids.slice(i * 500, i * 500 + 500));
  for (const ids of chunks(idsOf('user'))) {
    for (const user of await db.selectFrom('users').select(['id', 'name', 'email']).where('id', 'in', ids).execute())
      labels.set(`user:${user.id}`, `${user.name} (${user.email})`);
  }
  for (const ids of chunks(idsOf('contact_request'))) {
    const found = await db
      .selectFrom('contact_requests')
      .select(['id', 'first_name', 'last_name', 'email'])
      .where('id', 'in', ids)
      .execute();
    for (const request of found)
      labels.set(`contact_request:${request.id}`, `${request.first_name} ${request.last_name} (${request.email})`);
  }
  for (const ids of chunks(idsOf('tool'))) {
    for (const tool of await db.selectFrom('tools').select(['id', 'name']).where('id', 'in', ids).execute())
      labels.set(`tool:${tool.id}`, tool.name);
  }
  // A request's owners are stored by id (so erasing one leaves no address behind) and named as they are now.
  const ownerIds = new Set<string>();
  for (const row of rows) {
    if (row.action !== 'owner.update') continue;
    for (const value of [parse(row.before), parse(row.after)]) {
      const id = ownerIdOf(value);
      if (id) ownerIds.add(id);
    }
  }
  const owners = new Map<string, string>();
  for (const ids of chunks([...ownerIds])) {
    for (const user of await db.selectFrom('users').select(['id', 'name', 'email']).where('id', 'in', ids).execute())
      owners.set(user.id, `${user.name} (${user.email})`);
  }
  const named = (value: unknown) => {
    const id = ownerIdOf(value);
    return { ownerId: id, owner: id === null ? null : (owners.get(id) ?? GONE.user) };
  };
  return rows.map((row) => {
    const label = labels.get(`${row.target_type}:${row.target_id}`);
    const owned = row.action === 'owner.update';
    return {
      id: row.id,
      createdAt: row.created_at,
      actorId: row.actor_id,
      actorEmail: row.actor_email,
      action: row.action,
      targetType: row.target_type,
      targetId: row.target_id,
      target: { label: label ?? GONE[row.target_type] ?? row.target_id, exists: label !== undefined },
      before: owned ? named(parse(row.before)) : parse(row.before),
      after: owned ? named(parse(row.after)) : parse(row.after),
    };
  });
}

/** The owner id of an `owner.update` value, or `null` (nobody). */
function ownerIdOf(value: unknown): string | null {
  const id = value !== null && typeof value === 'object' ? (value as { ownerId?: unknown }).ownerId : null;
  return typeof id === 'string' && id !== '' ? id : null;
}

/**
 * One page of the audit log for the Activity page, with the total for the pager. A page in the
 * second half is read from the other end, so the last page costs what the first does.
 */
export async function listAudit(
  db: Kysely<Schema>,
  query: AuditQuery,
  viewer: AccessClaims,
): Promise<{ rows: AuditEntry[]; total: number }> {
  const plan = await planSearch(db, query.search);
  const total = await countOf(db, query, viewer, plan);
  const offset = (query.page - 1) * query.pageSize;
  if (offset >= total) return { rows: [], total };
  const fromEnd = offset > total / 2;
  const order = fromEnd ? (query.order === 'asc' ? 'desc' : 'asc') : query.order;
  const take = fromEnd ? Math.min(query.pageSize, total - offset) : query.pageSize;
  const rows = await filtered(db, query, viewer, plan, total >= DENSE_MATCHES)
    .select([...COLUMNS])
    .orderBy('created_at', order)
    .orderBy('id', order)
    .limit(take)
    .offset(fromEnd ? Math.max(0, total - offset - take) : offset)
    .execute();
  return { rows: await withTargets(db, fromEnd ? rows.reverse() : rows), total };
}

/** The trail of one row (a user's or a tool's History), newest first, as the viewer may see it. */
export async function auditOf(
  db: Kysely<Schema>,
  targetType: AuditTargetType,
  targetId: string,
  viewer: AccessClaims,
  limit = 100,
): Promise<AuditEntry[]> {
  const rows = await visibleTo(db.selectFrom('audit_log') as AuditQueryBuilder, viewer)
    .select([...COLUMNS])
    .where('target_type', '=', targetType)
    .where('target_id', '=', targetId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return withTargets(db, rows);
}

/**
 * The Activity view as CSV (every page, up to `CSV_MAX_ROWS`): the same words as the page, times in
 * the reader's time zone, formulas escaped and a byte order mark like the contact-request export,
 * without the columns the reader hid (the time stays).
 */
export async function auditCsv(
  db: Kysely<Schema>,
  query: v.InferOutput<typeof AuditExportQuerySchema>,
  viewer: AccessClaims,
): Promise<string> {
  const rows = await filtered(db, query, viewer, await planSearch(db, query.search))
    .select([...COLUMNS])
    .orderBy('created_at', query.order)
    .orderBy('id', query.order)
    .limit(CSV_MAX_ROWS)
    .execute();
  const entries = await withTargets(db, rows);
  const tz = query.tz;
  // Each CSV column goes with the Activity table's column that shows it (decision 0091).
  const columns: CsvColumn<(typeof entries)[number]>[] = [
    { table: 'createdAt', header: `Time (${tz})`, value: (entry) => formatSortableDateTime(entry.createdAt, tz) },
    { table: 'actor', header: 'Actor', value: (entry) => entry.actorEmail },
    { table: 'action', header: 'Action', value: (entry) => auditActionLabel(entry) },
    {
      table: 'targetType',
      header: 'Target type',
      value: (entry) => AUDIT_TARGET_LABEL[entry.targetType as AuditTargetType] ?? entry.targetType,
    },
    { table: 'targetType', header: 'Target', value: (entry) => entry.target.label },
    { table: 'change', header: 'Change', value: (entry) => auditChangeLines(entry, tz).join('; ') },
  ];
  return viewCsv(columns, entries, query.hidden, ['createdAt']);
}
