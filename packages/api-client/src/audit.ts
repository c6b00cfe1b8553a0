import * as v from 'valibot';

/**
 * The administration audit trail in words: what each audited action is called, and each change as
 * 'Field: before → after' with dates in the reader's time zone. The api writes its CSV with it and the
 * site its Activity page and History sections, so both say the same thing.
 */

const DAY = 86_400_000;

export const AUDIT_TARGET_TYPES = ['user', 'contact_request', 'tool'] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/** A target type in words, e.g. for the Activity page's filter. */
export const AUDIT_TARGET_LABEL: Record<AuditTargetType, string> = { user: 'User', contact_request: 'Contact request', tool: 'Tool' };

/** Every action the api audits, with its name in words and what it changes. */
export const AUDIT_ACTIONS = {
  'roles.update': { label: 'Changed roles', target: 'user' },
  'trial.extend': { label: 'Extended trial', target: 'user' },
  'trial.end': { label: 'Ended trial', target: 'user' },
  'account.suspend': { label: 'Suspended account', target: 'user' },
  'account.reactivate': { label: 'Reactivated account', target: 'user' },
  'account.sign_out': { label: 'Signed out everywhere', target: 'user' },
  'account.password_reset': { label: 'Sent password reset', target: 'user' },
  'account.erase': { label: 'Erased account', target: 'user' },
  'account.delete': { label: 'Deleted own account', target: 'user' },
  'status.update': { label: 'Changed contact status', target: 'contact_request' },
  'owner.update': { label: 'Changed owner', target: 'contact_request' },
  'note.add': { label: 'Added note', target: 'contact_request' },
  'reply.send': { label: 'Sent reply', target: 'contact_request' },
  'reply.log': { label: 'Logged their reply', target: 'contact_request' },
  'tool.create': { label: 'Added tool', target: 'tool' },
  'tool.update': { label: 'Changed tool', target: 'tool' },
  'tool.retire': { label: 'Retired tool', target: 'tool' },
  'tool.restore': { label: 'Restored tool', target: 'tool' },
} as const satisfies Record<string, { label: string; target: AuditTargetType }>;
export type AuditAction = keyof typeof AUDIT_ACTIONS;
export const AUDIT_ACTION_NAMES = Object.keys(AUDIT_ACTIONS) as AuditAction[];

/** One audit entry as the api answers it (`GET /administration/activity`, a user's or a tool's history). */
export const AuditEntrySchema = v.object({
  id: v.string(),
  createdAt: v.string(),
  actorId: v.string(),
  actorEmail: v.string(),
  action: v.string(),
  targetType: v.string(),
  targetId: v.string(),
  /** The target as it is now: its name, or what became of it when it no longer exists. */
  target: v.object({ label: v.string(), exists: v.boolean() }),
  before: v.unknown(),
  after: v.unknown(),
});
export type AuditEntry = v.InferOutput<typeof AuditEntrySchema>;

export const AuditPageSchema = v.object({
  statusCode: v.number(),
  data: v.object({ rows: v.array(AuditEntrySchema), total: v.number() }),
});

// ---- values

/** A value before or after a change: a moment (shown in the reader's time zone) or words. */
export type AuditValue = { kind: 'date'; value: string } | { kind: 'text'; value: string };

/** One changed field; `before` is left out where there is nothing to compare (e.g. 'Sessions ended: 3'). */
export interface AuditChange {
  field: string;
  before?: AuditValue;
  after: AuditValue;
}

const text = (value: string): AuditValue => ({ kind: 'text', value });
const record = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

const ROLE_LABEL: Record<string, string> = { admin: 'Administrator', sales: 'Sales', toolAdmin: 'Tool administrator' };
const CONTACT_STATUS_LABEL: Record<string, string> = { new: 'New', contacted: 'Contacted', closed: 'Closed' };
const TOOL_STATUS_LABEL: Record<string, string> = { available: 'Available', 'coming-soon': 'Coming soon', hidden: 'Hidden' };
const ACCOUNT_STATUS_LABEL: Record<string, string> = { active: 'Active', suspended: 'Suspended' };

const roles = (value: unknown): string[] => (Array.isArray(value) ? value.filter((r): r is string => typeof r === 'string') : []);
const rolesText = (value: unknown) => {
  const list = roles(value);
  return text(list.length === 0 ? 'no role' : list.map((r) => ROLE_LABEL[r] ?? r).join(', '));
};
const labelled = (labels: Record<string, string>) => (value: unknown) => text(typeof value === 'string' ? (labels[value] ?? value) : '—');

/** Long texts are cut to this many characters in a change, with '…'. */
export const AUDIT_TEXT_MAX = 60;
const shortText = (value: string) => (value.length > AUDIT_TEXT_MAX ? `${value.slice(0, AUDIT_TEXT_MAX - 1).trimEnd()}…` : value);

/** Any stored value in words: moments as dates, lists by their size, no JSON. */
function generic(value: unknown): AuditValue {
  if (value === null || value === undefined || value === '') return text('—');
  if (typeof value === 'string')
    return ISO_MOMENT.test(value) && !Number.isNaN(Date.parse(value)) ? { kind: 'date', value } : text(shortText(value));
  if (typeof value === 'boolean') return text(value ? 'Yes' : 'No');
  if (typeof value === 'number') return text(String(value));
  if (Array.isArray(value)) {
    if (value.every((item) => typeof item === 'string')) return text(value.length === 0 ? 'none' : shortText(value.join(', ')));
    return text(`${value.length} ${value.length === 1 ? 'entry' : 'entries'}`);
  }
  return text('set');
}

const count = (singular: string, plural: string) => (value: unknown) => {
  const list = Array.isArray(value) ? value : [];
  return text(list.length === 0 ? 'none' : `${list.length} ${list.length === 1 ? singular : plural}`);
};

/** A tool's fields in words, in the order the tool form shows them. */
const TOOL_FIELDS: ReadonlyArray<[key: string, label: string, show: (value: unknown) => AuditValue]> = [
  ['name', 'Name', generic],
  ['slug', 'Slug', generic],
  ['category', 'Category', generic],
  ['status', 'Status', labelled(TOOL_STATUS_LABEL)],
  ['featured', 'Featured', generic],
  ['sortOrder', 'Sort order', generic],
  ['tagline', 'Tagline', generic],
  ['description', 'Description', generic],
  ['demo', 'Demo', generic],
  ['appPath', 'Where signed-in users use it', generic],
  ['summary', 'Summary', generic],
  ['about', 'About', count('paragraph', 'paragraphs')],
  ['features', 'Features', count('feature', 'features')],
  ['audience', 'Audience', count('entry', 'entries')],
  ['sample', 'Sample', (value) => text(value ? `“${shortText(String(record(value).title ?? ''))}”` : 'none')],
  ['related', 'Related tools', generic],
];
const TOOL_SKIPPED = new Set(['id', 'updatedAt', 'retiredAt', ...TOOL_FIELDS.map(([key]) => key)]);

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

function toolChanges(before: Record<string, unknown>, after: Record<string, unknown>): AuditChange[] {
  const changes: AuditChange[] = [];
  for (const [key, field, show] of TOOL_FIELDS) {
    if (!same(before[key], after[key])) changes.push({ field, before: show(before[key]), after: show(after[key]) });
  }
  // Fields added to tools later still show, by their own name.
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (!TOOL_SKIPPED.has(key) && !same(before[key], after[key]))
      changes.push({ field: key, before: generic(before[key]), after: generic(after[key]) });
  }
  return changes;
}

/** Every change of an action the mapping does not know: each field that differs, in words. */
function genericChanges(before: Record<string, unknown>, after: Record<string, unknown>, hasBefore: boolean): AuditChange[] {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys
    .filter((key) => !same(before[key], after[key]))
    .map((key) =>
      hasBefore ? { field: key, before: generic(before[key]), after: generic(after[key]) } : { field: key, after: generic(after[key]) },
    );
}

/**
 * A request's owner as the api names it when it reads the entry (`owner`: 'Name (address)'), or
 * 'nobody'; an id it could not name belonged to an account erased since.
 */
const ownerText = (value: Record<string, unknown>): AuditValue => {
  if (typeof value.owner === 'string' && value.owner !== '') return text(value.owner);
  return text(typeof value.ownerId === 'string' && value.ownerId !== '' ? 'Erased account' : 'nobody');
};

const trialEnd = (value: unknown): AuditValue =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? { kind: 'date', value } : text('no trial');

interface EntryValues {
  action: string;
  before: unknown;
  after: unknown;
}

/** What changed, field by field, in words. An empty list when the action says it all ('Retired tool'). */
export function auditChanges(entry: EntryValues): AuditChange[] {
  const before = record(entry.before);
  const after = record(entry.after);
  switch (entry.action) {
    case 'roles.update':
      return [{ field: 'Roles', before: rolesText(before.roles), after: rolesText(after.roles) }];
    case 'trial.extend':
    case 'trial.end':
      return [{ field: 'Trial ends', before: trialEnd(before.trialEndDate), after: trialEnd(after.trialEndDate) }];
    case 'account.suspend':
    case 'account.reactivate':
      return [
        { field: 'Account', before: labelled(ACCOUNT_STATUS_LABEL)(before.status), after: labelled(ACCOUNT_STATUS_LABEL)(after.status) },
      ];
    case 'account.sign_out':
      return [{ field: 'Sessions ended', after: text(String(Number(after.sessionsEnded ?? 0))) }];
    case 'account.password_reset':
      return [];
    case 'account.erase':
    case 'account.delete':
      return [
        { field: 'Projects deleted', after: text(String(Number(after.projects ?? 0))) },
        { field: 'Files deleted', after: text(String(Number(after.files ?? 0))) },
      ];
    case 'status.update':
      return [
        { field: 'Status', before: labelled(CONTACT_STATUS_LABEL)(before.status), after: labelled(CONTACT_STATUS_LABEL)(after.status) },
      ];
    case 'owner.update':
      return [{ field: 'Owner', before: ownerText(before), after: ownerText(after) }];
    case 'note.add':
      return [
        { field: 'Note', after: after.erased === true ? text('erased with the request') : text(shortText(String(after.note ?? ''))) },
      ];
    case 'reply.send':
    case 'reply.log': {
      if (after.erased === true) return [{ field: 'Reply', after: text('erased with the request') }];
      const changes: AuditChange[] = [];
      if (entry.action === 'reply.send') changes.push({ field: 'Subject', after: text(shortText(String(after.subject ?? ''))) });
      changes.push({ field: 'Reply', after: text(shortText(String(after.reply ?? ''))) });
      if (entry.action === 'reply.send') changes.push({ field: 'Mail', after: text(after.outcome === 'sent' ? 'sent' : 'not sent') });
      return changes;
    }
    case 'tool.create':
      return TOOL_FIELDS.filter(([key]) => ['name', 'category', 'status'].includes(key)).map(([key, field, show]) => ({
        field,
        after: show(after[key]),
      }));
    case 'tool.update':
      return toolChanges(before, after);
    case 'tool.retire':
    case 'tool.restore':
      return [];
    default:
      return genericChanges(before, after, entry.before !== null && entry.before !== undefined);
  }
}

/**
 * The action in words: 'Granted Administrator' or 'Removed Administrator' for those role changes,
 * else the action's name ('Ended trial'); an action the mapping does not know shows as stored.
 */
export function auditActionLabel(entry: EntryValues): string {
  if (entry.action === 'roles.update') {
    const had = roles(record(entry.before).roles).includes('admin');
    const has = roles(record(entry.after).roles).includes('admin');
    if (!had && has) return 'Granted Administrator';
    if (had && !has) return 'Removed Administrator';
  }
  return (AUDIT_ACTIONS as Record<string, { label: string }>)[entry.action]?.label ?? entry.action;
}

// ---- dates in a time zone

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Whether `name` is a time zone this runtime knows (an IANA name such as `Europe/Paris`, or `UTC`). */
export function isTimeZone(name: string): boolean {
  if (name.length === 0 || name.length > 64) return false;
  try {
    formatterFor(name);
    return true;
  } catch {
    return false;
  }
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallClock(instant: number, timeZone: string): WallClock {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 1970,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: (parts.hour ?? 0) % 24,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** How far the zone's clock is ahead of UTC at `instant`, in ms. */
function offsetAt(instant: number, timeZone: string): number {
  const c = wallClock(instant, timeZone);
  return Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second) - (instant - (((instant % 1000) + 1000) % 1000));
}

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `value` is a calendar day written `YYYY-MM-DD` (2026-02-30 is not). */
export function isCalendarDay(value: string): boolean {
  const match = DAY_PATTERN.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/**
 * The moment a calendar day (`YYYY-MM-DD`) starts in `timeZone`, e.g. `2026-07-01` in Europe/Paris is
 * `2026-06-30T22:00:00.000Z`. With `nextDay`, the start of the day after: the end of an inclusive range.
 */
export function startOfDayIn(day: string, timeZone: string, nextDay = false): Date {
  const match = DAY_PATTERN.exec(day);
  if (!match) throw new RangeError(`${day} is not a YYYY-MM-DD day`);
  const midnightUtc = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + (nextDay ? 1 : 0));
  // The offset at midnight UTC is a guess; checking it again at the found moment settles days with a clock change.
  let start = midnightUtc - offsetAt(midnightUtc, timeZone);
  const again = offsetAt(start, timeZone);
  if (midnightUtc - again !== start) start = midnightUtc - again;
  return new Date(start);
}

const pad = (n: number) => String(n).padStart(2, '0');
const dayWords = (c: Pick<WallClock, 'year' | 'month' | 'day'>) => `${c.day} ${MONTHS[c.month - 1]} ${c.year}`;

/** `4 Dec 2026, 14:05` in `timeZone`; the same text on every runtime (no locale data involved). */
export function formatDateTime(iso: string, timeZone: string): string {
  const c = wallClock(Date.parse(iso), timeZone);
  return `${dayWords(c)}, ${pad(c.hour)}:${pad(c.minute)}`;
}

/** `2026-12-04 14:05` in `timeZone`: the form spreadsheets sort and read as a date. */
export function formatSortableDateTime(iso: string, timeZone: string): string {
  const c = wallClock(Date.parse(iso), timeZone);
  return `${c.year}-${pad(c.month)}-${pad(c.day)} ${pad(c.hour)}:${pad(c.minute)}`;
}

/**
 * A value in words. Moments at midnight UTC are days (trial ends, decision 0006), shown as that day
 * like everywhere else in the product ('4 Dec 2026'); other moments are the reader's local date and time.
 */
export function formatAuditValue(value: AuditValue, timeZone: string): string {
  if (value.kind === 'text') return value.value;
  const instant = Date.parse(value.value);
  if (Number.isNaN(instant)) return value.value;
  if (instant % DAY === 0) {
    const d = new Date(instant);
    return dayWords({ year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() });
  }
  return formatDateTime(value.value, timeZone);
}

/** 'Trial ends: 4 Dec 2026 → 11 Dec 2026', or 'Sessions ended: 3' for a change without a before. */
export function formatAuditChange(change: AuditChange, timeZone: string): string {
  const after = formatAuditValue(change.after, timeZone);
  return change.before ? `${change.field}: ${formatAuditValue(change.before, timeZone)} → ${after}` : `${change.field}: ${after}`;
}

/** Every change of an entry in words, one line each. */
export function auditChangeLines(entry: EntryValues, timeZone: string): string[] {
  return auditChanges(entry).map((change) => formatAuditChange(change, timeZone));
}

// ---- the security event log (issue 33, decision 0110)

/** Every kind of security event, in words, in the order Activity's filter lists them. */
export const SECURITY_EVENT_KIND_LABEL = {
  'sign-in': 'Sign-in',
  'sign-out': 'Sign-out',
  'session.revoked': 'Sessions ended by an administrator',
  'password-reset.requested': 'Password reset requested',
  'password-reset.completed': 'Password reset completed',
  'share.created': 'Share link created',
  'share.revoked': 'Share link revoked',
  export: 'Export',
  'access.refused': 'Role check refused',
  'admin.change': 'Administrator change',
} as const;
export type SecurityEventKind = keyof typeof SECURITY_EVENT_KIND_LABEL;
export const SECURITY_EVENT_KINDS = Object.keys(SECURITY_EVENT_KIND_LABEL) as SecurityEventKind[];

export const SECURITY_OUTCOME_LABEL = { success: 'Success', failure: 'Failure', refused: 'Refused' } as const;
export type SecurityOutcome = keyof typeof SECURITY_OUTCOME_LABEL;
export const SECURITY_OUTCOMES = Object.keys(SECURITY_OUTCOME_LABEL) as SecurityOutcome[];

/** One security event as the api answers it (`GET /administration/security-events`, a user's page). */
export const SecurityEventSchema = v.object({
  id: v.string(),
  createdAt: v.string(),
  kind: v.string(),
  outcome: v.string(),
  actorId: v.nullable(v.string()),
  actorEmail: v.string(),
  subjectId: v.nullable(v.string()),
  /** The account the event concerns as it is now, `Name (email)` or 'Erased account'; null for none. */
  subject: v.nullable(v.string()),
  address: v.string(),
  detail: v.nullable(v.record(v.string(), v.unknown())),
});
export type SecurityEventEntry = v.InferOutput<typeof SecurityEventSchema>;

export const SecurityEventPageSchema = v.object({
  statusCode: v.number(),
  data: v.object({ rows: v.array(SecurityEventSchema), total: v.number() }),
});

const REASON_LABEL: Record<string, string> = {
  'wrong-credentials': 'wrong email or password',
  throttled: 'too many attempts (locked out)',
  suspended: 'account suspended',
  'unknown-address': 'no account with this address',
  'mail-cap': 'mail limit reached',
};

/** The particulars of an event in words, e.g. 'too many attempts (locked out)' or 'users as CSV'. */
export function securityEventDetail(entry: Pick<SecurityEventEntry, 'detail'>): string {
  const detail = entry.detail ?? {};
  const parts: string[] = [];
  const say = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : null);
  const reason = say(detail.reason);
  if (reason) parts.push(REASON_LABEL[reason] ?? reason);
  const exported = say(detail.export);
  if (exported) parts.push(`${exported} as ${(say(detail.format) ?? 'csv') === 'jsonl' ? 'JSON lines' : 'CSV'}`);
  const session = say(detail.session);
  if (session) parts.push(session === 'sso' ? 'sign-in page session' : 'site session');
  const method = say(detail.method);
  const route = say(detail.route);
  if (method && route) parts.push(`${method} ${route}${say(detail.status) ? ` → ${say(detail.status)}` : ''}`);
  const share = say(detail.project);
  if (share) parts.push(`project ${share}`);
  return parts.join('; ');
}
