import type { ManuscriptRow, RejectionAnalyzerResult } from '@paperlight/api-client';

/** The shortest time a result or an error waits before it is shown (SPEC §4, §9). */
export const MIN_WAIT_MS = 10_000;
/** Donut legend labels are cut after this many characters (SPEC §9). */
export const DONUT_LABEL_MAX = 15;
/** Citation chart x-axis labels are cut after this many characters (SPEC §9). */
export const CITATION_LABEL_MAX = 40;
/** A donut draws at most this many slices, one per palette colour (SPEC §9). */
export const DONUT_SLICES = 8;
/** The time-to-publication buckets (SPEC §2): four of 30 days. */
export const DAY_BUCKETS = ['1-30', '31-60', '61-90', '91-120'] as const;

/**
 * Cuts `text` after `max` characters and marks the cut with an ellipsis.
 * @example cutLabel('Meridian Academic Press', 15) // 'Meridian Academ…'
 */
export function cutLabel(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max).join('').trimEnd()}…`;
}

/** `part` as a whole percentage of `whole`; 0 when there is no whole. */
export function percentOf(part: number, whole: number): number {
  if (!(whole > 0)) return 0;
  return Math.round((Math.max(0, part) / whole) * 100);
}

export interface Bucket {
  /** '1-30' … '91-120'. */
  key: (typeof DAY_BUCKETS)[number];
  label: string;
  count: number;
  /** Share of all bucketed manuscripts, one decimal. */
  percent: number;
}

/**
 * The four time-to-publication buckets as shares of their total, in bucket order. Entries
 * beyond the fourth are ignored, missing ones count 0; percentages use one decimal and add up
 * to 100 (largest remainder), so the bars never read 100.1 %.
 */
export function bucketPercentages(entries: readonly { count: number }[]): Bucket[] {
  const counts = DAY_BUCKETS.map((_, index) => Math.max(0, entries[index]?.count ?? 0));
  const total = counts.reduce((sum, count) => sum + count, 0);
  const tenths = counts.map((count) => (total === 0 ? 0 : (count / total) * 1000));
  const floors = tenths.map(Math.floor);
  let left = total === 0 ? 0 : 1000 - floors.reduce((sum, value) => sum + value, 0);
  const order = tenths
    .map((value, index) => ({ index, rest: value - Math.floor(value) }))
    .sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    floors[index] = (floors[index] ?? 0) + 1;
    left -= 1;
  }
  return DAY_BUCKETS.map((key, index) => ({ key, label: `${key} days`, count: counts[index] ?? 0, percent: (floors[index] ?? 0) / 10 }));
}

export interface Slice {
  id: string;
  label: string;
  value: number;
}

/**
 * The donut's slices: the largest items first; beyond `DONUT_SLICES` the smallest are grouped as
 * 'Other' so the palette never repeats a colour. Items with no count are left out.
 */
export function donutSlices(items: readonly { item: string; count: number }[], max = DONUT_SLICES): Slice[] {
  const sorted = items.filter((entry) => entry.count > 0).sort((a, b) => b.count - a.count);
  const toSlice = (entry: { item: string; count: number }) => ({ id: entry.item, label: entry.item, value: entry.count });
  if (sorted.length <= max) return sorted.map(toSlice);
  const rest = sorted.slice(max - 1).reduce((sum, entry) => sum + entry.count, 0);
  return [...sorted.slice(0, max - 1).map(toSlice), { id: 'Other', label: `Other (${sorted.length - max + 1})`, value: rest }];
}

/** APC revenue entries above 0 (SPEC §2), largest first, keys as text. */
export function positiveApc(entries: RejectionAnalyzerResult['apcAmount']): { key: string; value: number }[] {
  return entries
    .filter((entry) => entry.aggregated_value > 0)
    .map((entry) => ({ key: String(entry.key), value: entry.aggregated_value }))
    .sort((a, b) => b.value - a.value);
}

// Made on first use, not when the module loads: building an Intl formatter costs a few ms of the
// page's start-up on a slow phone.
let dollars: Intl.NumberFormat | undefined;
/** @example formatDollars(98650) // '$98,650' */
export const formatDollars = (value: number): string =>
  (dollars ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })).format(value);
let integers: Intl.NumberFormat | undefined;
/** @example formatCount(1240) // '1,240' */
export const formatCount = (value: number): string => (integers ??= new Intl.NumberFormat('en-US')).format(value);

// ---------------------------------------------------------------- days (yyyy-MM-dd)

/** A calendar day as `yyyy-MM-dd`; comparing two of them as strings compares the days. */
export type IsoDay = string;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');
const isoOf = (year: number, month: number, day: number): IsoDay => `${pad(year, 4)}-${pad(month)}-${pad(day)}`;

/** The local calendar day of a timestamp. */
export function dayOf(ms: number): IsoDay {
  const date = new Date(ms);
  return isoOf(date.getFullYear(), date.getMonth() + 1, date.getDate());
}

/**
 * Reads a typed `yyyy-MM-dd` day; anything else (wrong shape, 2025-02-30, year 0) is null.
 * @example parseIsoDay('2025-03-09') // '2025-03-09'
 */
export function parseIsoDay(text: string): IsoDay | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return isoOf(year, month, day);
}

/** Number of days of a month (1-12). */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The day `months` calendar months before or after `day`, clamped to the month's last day. */
export function addMonths(day: IsoDay, months: number): IsoDay {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) + months;
  const nextYear = Math.floor(index / 12);
  const nextMonth = (index % 12) + 1;
  return isoOf(nextYear, nextMonth, Math.min(date, daysInMonth(nextYear, nextMonth)));
}

/** The day `days` days after (or before) `day`. */
export function addDays(day: IsoDay, days: number): IsoDay {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(year, month - 1, date + days));
  return isoOf(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate());
}

/** The end of a range never lies after today (SPEC §5). */
export const capAtToday = (day: IsoDay, today: IsoDay): IsoDay => (day > today ? today : day);

export interface DayRange {
  start: IsoDay | null;
  end: IsoDay | null;
}

/** The presets of SPEC §9: last 3, 6, 9 months, 1 year and 2 years, ending today. */
export const RANGE_PRESETS = [
  { label: 'Last 3 months', months: 3 },
  { label: 'Last 6 months', months: 6 },
  { label: 'Last 9 months', months: 9 },
  { label: 'Last 1 year', months: 12 },
  { label: 'Last 2 years', months: 24 },
] as const;

/** A preset's range: from the day after `months` months ago up to today. */
export function presetRange(months: number, today: IsoDay): { start: IsoDay; end: IsoDay } {
  return { start: addDays(addMonths(today, -months), 1), end: today };
}

/**
 * Applies a picked or typed day to a range: the end is capped at today, a start after the end
 * (or an end before the start) starts a new range at that day.
 */
export function pickDay(range: DayRange, which: 'start' | 'end', day: IsoDay, today: IsoDay): DayRange {
  const capped = capAtToday(day, today);
  if (which === 'start') return range.end !== null && capped > range.end ? { start: capped, end: null } : { ...range, start: capped };
  return range.start !== null && capped < range.start ? { start: capped, end: null } : { ...range, end: capped };
}

/** 'dd/MM/yyyy' for a publication date (`yyyy-MM-dd…`), or '-' when there is none (SPEC §2). */
export function formatPublicationDate(value: string | null | undefined): string {
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value) : null;
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '-';
}

/** 'd MMM yyyy' for the date range button. */
export function formatDay(day: IsoDay): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date)).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

// ---------------------------------------------------------------- manuscripts table

/** Sortable columns of the manuscripts table (SPEC §2). */
export const SORTABLE_COLUMNS = ['publicationDate', 'citationCount'] as const;
export type SortableColumn = (typeof SORTABLE_COLUMNS)[number];

/**
 * Sorts manuscripts by publication date or citations. Rows without the value (unpublished)
 * stay last in both directions; ties keep their original order. `null` keeps the data's order.
 */
export function sortManuscripts(rows: readonly ManuscriptRow[], sort: string | null, order: 'asc' | 'desc'): ManuscriptRow[] {
  if (sort !== 'publicationDate' && sort !== 'citationCount') return [...rows];
  const value = (row: ManuscriptRow): string | number | null =>
    sort === 'publicationDate' ? (row.publicationDate ?? null) : (row.citationCount ?? null);
  const direction = order === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: value(row) }))
    .sort((a, b) => {
      if (a.value === null || b.value === null) return a.value === b.value ? a.index - b.index : a.value === null ? 1 : -1;
      const compared =
        typeof a.value === 'number' && typeof b.value === 'number' ? a.value - b.value : String(a.value).localeCompare(String(b.value));
      return compared * direction || a.index - b.index;
    })
    .map(({ row }) => row);
}

/** The rows of one page (1-based); a page past the end shows the last one. */
export function pageOf<T>(rows: readonly T[], page: number, pageSize: number): T[] {
  const pages = Math.max(1, Math.ceil(rows.length / pageSize));
  const current = Math.min(Math.max(1, page), pages);
  return rows.slice((current - 1) * pageSize, current * pageSize);
}

/**
 * A day clicked in the calendar: the first click starts a range, the second ends it (or starts
 * over when it lies before the start), a click after a complete range starts a new one.
 */
export function clickDay(range: DayRange, day: IsoDay, today: IsoDay): DayRange {
  const capped = capAtToday(day, today);
  if (range.start === null || range.end !== null || capped < range.start) return { start: capped, end: null };
  return { start: range.start, end: capped };
}

/** The weeks (Monday first) of a month, days outside it as null. */
export function monthWeeks(year: number, month: number): (IsoDay | null)[][] {
  const first = (new Date(Date.UTC(year, month - 1, 1)).getUTCDay() + 6) % 7;
  const cells: (IsoDay | null)[] = Array.from({ length: first }, () => null);
  for (let day = 1; day <= daysInMonth(year, month); day += 1) cells.push(isoOf(year, month, day));
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}
