import { Readable } from 'node:stream';
import {
  SECURITY_EVENT_KIND_LABEL,
  SECURITY_OUTCOME_LABEL,
  formatSortableDateTime,
  isCalendarDay,
  isTimeZone,
  securityEventDetail,
  startOfDayIn,
  type SecurityEventKind,
  type SecurityOutcome,
} from '@paperlight/api-client/audit';
import {
  SECURITY_EVENT_KINDS,
  SECURITY_OUTCOMES,
  eachSecurityEvent,
  latestSecurityEventsOf,
  listSecurityEvents,
  type Kysely,
  type Schema,
  type SecurityEvent,
  type SecurityEventFilters,
} from '@paperlight/db';
import * as v from 'valibot';
import { pageFields } from './administration';
import { CSV_MAX_ROWS, hiddenColumnsField, viewCsv, type CsvColumn } from './administration-csv';

/**
 * Activity's security view (issue 33, decision 0110): the security event log with filters on kind,
 * outcome, actor and address (each the start of one), and days in the reader's time zone; exported
 * as CSV (a spreadsheet, like every export) or as JSON lines for a SIEM.
 */

const dayField = (name: string) =>
  v.optional(v.pipe(v.string(`${name} must be a single value`), v.check(isCalendarDay, `${name} must be a day written YYYY-MM-DD`)));
const prefixField = (name: string) =>
  v.optional(v.pipe(v.string(`${name} must be a single value`), v.trim(), v.maxLength(100, `${name} must be at most 100 characters`)), '');

const filterFields = {
  sort: v.optional(v.picklist(['createdAt'], 'sort must be createdAt'), 'createdAt'),
  order: v.optional(v.picklist(['asc', 'desc'], 'order must be asc or desc'), 'desc'),
  kind: v.optional(v.picklist(SECURITY_EVENT_KINDS, `kind must be one of ${SECURITY_EVENT_KINDS.join(', ')}`)),
  outcome: v.optional(v.picklist(SECURITY_OUTCOMES, `outcome must be one of ${SECURITY_OUTCOMES.join(', ')}`)),
  /** The start of the actor's e-mail address. */
  actor: prefixField('actor'),
  /** The start of the client address, e.g. `203.0.113.` for a network. */
  address: prefixField('address'),
  createdAtFrom: dayField('createdAtFrom'),
  createdAtTo: dayField('createdAtTo'),
  tz: v.optional(v.pipe(v.string('tz must be a single value'), v.check(isTimeZone, 'tz must be a time zone such as Europe/Paris')), 'UTC'),
};

export const SecurityEventsQuerySchema = v.object({ ...filterFields, ...pageFields });
export const SecurityEventsExportQuerySchema = v.object({
  ...filterFields,
  format: v.optional(v.picklist(['csv', 'jsonl'], 'format must be csv or jsonl'), 'csv'),
  hidden: hiddenColumnsField,
});
type Filters = v.InferOutput<v.ObjectSchema<typeof filterFields, undefined>>;

/** The database's filters for a query: the days become moments in the reader's time zone. */
export function eventFilters(query: Filters): SecurityEventFilters {
  return {
    kind: query.kind,
    outcome: query.outcome,
    actor: query.actor,
    address: query.address,
    from: query.createdAtFrom ? startOfDayIn(query.createdAtFrom, query.tz).toISOString() : undefined,
    to: query.createdAtTo ? startOfDayIn(query.createdAtTo, query.tz, true).toISOString() : undefined,
  };
}

/** Events with the account each concerns named as it is now. */
export async function withSubjects(
  db: Kysely<Schema>,
  events: SecurityEvent[],
): Promise<Array<SecurityEvent & { subject: string | null }>> {
  const subjects = await subjectsOf(db, events);
  return events.map((event) => ({
    ...event,
    subject: event.subjectId === null ? null : (subjects.get(event.subjectId) ?? 'Erased account'),
  }));
}

export async function securityEventsPage(db: Kysely<Schema>, query: v.InferOutput<typeof SecurityEventsQuerySchema>) {
  const { rows, total } = await listSecurityEvents(db, eventFilters(query), {
    page: query.page,
    pageSize: query.pageSize,
    order: query.order,
  });
  return { rows: await withSubjects(db, rows), total };
}

/** The latest events by or about one account, for its page. */
export async function securityEventsOfUser(db: Kysely<Schema>, userId: string, limit = 50) {
  return withSubjects(db, await latestSecurityEventsOf(db, userId, limit));
}

/** An export holds at most this many events: the CSV as every export (decision 0084), JSON lines more for a SIEM's backfill. */
export const JSONL_MAX_ROWS = 1_000_000;

/** Each event as one JSON object on its own line (a SIEM's usual input): the stored fields, names stable. */
export function jsonLine(event: SecurityEvent): string {
  return `${JSON.stringify({
    time: event.createdAt,
    kind: event.kind,
    outcome: event.outcome,
    actorId: event.actorId,
    actorEmail: event.actorEmail || null,
    subjectId: event.subjectId,
    address: event.address || null,
    detail: event.detail,
    id: event.id,
  })}\n`;
}

/** The events of the view as JSON lines, streamed in batches (no whole file in memory). */
export function securityEventsJsonl(db: Kysely<Schema>, query: v.InferOutput<typeof SecurityEventsExportQuerySchema>): Readable {
  const events = eachSecurityEvent(db, eventFilters(query), { order: query.order, limit: JSONL_MAX_ROWS });
  return Readable.from(
    (async function* lines() {
      for await (const event of events) yield jsonLine(event);
    })(),
  );
}

/** `Name (email)` of each account the events concern, looked up for these events only. */
export async function subjectsOf(db: Kysely<Schema>, events: readonly SecurityEvent[]): Promise<Map<string, string>> {
  const ids = [...new Set(events.map((event) => event.subjectId).filter((id): id is string => id !== null))];
  const names = new Map<string, string>();
  for (let start = 0; start < ids.length; start += 500) {
    const users = await db
      .selectFrom('users')
      .select(['id', 'name', 'email'])
      .where('id', 'in', ids.slice(start, start + 500))
      .execute();
    for (const user of users) names.set(user.id, `${user.name} (${user.email})`);
  }
  return names;
}

const kindLabel = (kind: string) => SECURITY_EVENT_KIND_LABEL[kind as SecurityEventKind] ?? kind;
const outcomeLabel = (outcome: string) => SECURITY_OUTCOME_LABEL[outcome as SecurityOutcome] ?? outcome;

/** The view as CSV: the page's words, times in the reader's zone, the columns shown (the time stays). */
export async function securityEventsCsv(db: Kysely<Schema>, query: v.InferOutput<typeof SecurityEventsExportQuerySchema>): Promise<string> {
  const events: SecurityEvent[] = [];
  for await (const event of eachSecurityEvent(db, eventFilters(query), { order: query.order, limit: CSV_MAX_ROWS })) events.push(event);
  const subjects = await subjectsOf(db, events);
  const tz = query.tz;
  const columns: CsvColumn<SecurityEvent>[] = [
    { table: 'createdAt', header: `Time (${tz})`, value: (event) => formatSortableDateTime(event.createdAt, tz) },
    { table: 'kind', header: 'Event', value: (event) => kindLabel(event.kind) },
    { table: 'outcome', header: 'Outcome', value: (event) => outcomeLabel(event.outcome) },
    { table: 'actor', header: 'Actor', value: (event) => event.actorEmail },
    {
      table: 'subject',
      header: 'Account',
      value: (event) => (event.subjectId === null ? '' : (subjects.get(event.subjectId) ?? 'Erased account')),
    },
    { table: 'address', header: 'Address', value: (event) => event.address },
    { table: 'detail', header: 'Details', value: (event) => securityEventDetail(event) },
  ];
  return viewCsv(columns, events, query.hidden, ['createdAt']);
}
