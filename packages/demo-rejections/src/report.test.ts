import type { ManuscriptRow } from '@paperlight/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  addMonths,
  bucketPercentages,
  capAtToday,
  clickDay,
  cutLabel,
  monthWeeks,
  donutSlices,
  formatDollars,
  formatPublicationDate,
  pageOf,
  parseIsoDay,
  percentOf,
  pickDay,
  positiveApc,
  presetRange,
  sortManuscripts,
} from './report';

describe('cutLabel', () => {
  it('keeps labels up to the limit and cuts longer ones with an ellipsis', () => {
    expect(cutLabel('Kestrel & Lowe', 15)).toBe('Kestrel & Lowe');
    expect(cutLabel('Meridian Academ', 15)).toBe('Meridian Academ');
    expect(cutLabel('Meridian Academic Press', 15)).toBe('Meridian Academ…');
    expect(cutLabel('Northbridge Scientific', 12)).toBe('Northbridge…');
  });
  it('cuts at 40 for the citation axis without splitting a character', () => {
    const title = 'International Journal of Tissue Engineering and Regeneration';
    expect(cutLabel(title, 40)).toBe('International Journal of Tissue Engineer…');
    expect(Array.from(cutLabel('é'.repeat(50), 40))).toHaveLength(41);
  });
});

describe('bucketPercentages', () => {
  it('turns the four 30-day bucket counts into shares of their total', () => {
    const buckets = bucketPercentages([{ count: 29 }, { count: 101 }, { count: 98 }, { count: 47 }]);
    expect(buckets.map((bucket) => bucket.label)).toEqual(['1-30 days', '31-60 days', '61-90 days', '91-120 days']);
    expect(buckets.map((bucket) => bucket.percent)).toEqual([10.6, 36.7, 35.6, 17.1]);
    expect(buckets.reduce((sum, bucket) => sum + bucket.percent, 0)).toBeCloseTo(100, 5);
  });
  it('adds up to exactly 100 when plain rounding would not', () => {
    const buckets = bucketPercentages([{ count: 1 }, { count: 1 }, { count: 1 }, { count: 0 }]);
    expect(buckets.map((bucket) => bucket.percent)).toEqual([33.4, 33.3, 33.3, 0]);
  });
  it('counts missing buckets as 0 and ignores extra ones; all zero stays zero', () => {
    expect(bucketPercentages([{ count: 5 }]).map((bucket) => bucket.percent)).toEqual([100, 0, 0, 0]);
    expect(bucketPercentages([{ count: 1 }, { count: 1 }, { count: 1 }, { count: 1 }, { count: 99 }]).map((b) => b.percent)).toEqual([
      25, 25, 25, 25,
    ]);
    expect(bucketPercentages([]).map((bucket) => bucket.percent)).toEqual([0, 0, 0, 0]);
  });
});

describe('percentOf', () => {
  it('rounds to whole percent and is 0 without a whole', () => {
    expect(percentOf(275, 420)).toBe(65);
    expect(percentOf(3, 0)).toBe(0);
  });
});

describe('donutSlices', () => {
  const items = Array.from({ length: 11 }, (_, index) => ({ item: `Publisher ${index + 1}`, count: 20 - index }));
  it('keeps up to 8 items as they are, largest first, without empty ones', () => {
    expect(donutSlices(items.slice(0, 3).reverse()).map((slice) => slice.value)).toEqual([20, 19, 18]);
    expect(donutSlices([{ item: 'A', count: 0 }])).toEqual([]);
  });
  it('groups everything after the 7th as Other so 8 colours suffice', () => {
    const slices = donutSlices(items);
    expect(slices).toHaveLength(8);
    expect(slices[7]).toEqual({ id: 'Other', label: 'Other (4)', value: 13 + 12 + 11 + 10 });
    expect(slices.reduce((sum, slice) => sum + slice.value, 0)).toBe(items.reduce((sum, item) => sum + item.count, 0));
  });
});

describe('positiveApc and formatDollars', () => {
  it('keeps only values above 0, largest first, in dollars', () => {
    const entries = [
      { key: 'A', aggregated_value: 0 },
      { key: 'B', aggregated_value: 1200 },
      { key: 7, aggregated_value: 98650 },
    ];
    expect(positiveApc(entries)).toEqual([
      { key: '7', value: 98650 },
      { key: 'B', value: 1200 },
    ]);
    expect(formatDollars(98650)).toBe('$98,650');
  });
});

describe('days', () => {
  it('parses typed yyyy-MM-dd days and refuses anything else', () => {
    expect(parseIsoDay('2025-03-09')).toBe('2025-03-09');
    expect(parseIsoDay(' 2024-02-29 ')).toBe('2024-02-29');
    for (const bad of ['2025-02-29', '2025-13-01', '2025-3-9', '09/03/2025', '0000-01-01', '']) expect(parseIsoDay(bad), bad).toBeNull();
  });
  it('caps the end at today', () => {
    expect(capAtToday('2026-12-01', '2026-11-21')).toBe('2026-11-21');
    expect(capAtToday('2026-01-01', '2026-11-21')).toBe('2026-01-01');
  });
  it('builds the presets back from today, clamping month ends', () => {
    expect(presetRange(3, '2026-11-21')).toEqual({ start: '2026-08-22', end: '2026-11-21' });
    expect(presetRange(24, '2026-11-21')).toEqual({ start: '2024-11-22', end: '2026-11-21' });
    expect(addMonths('2026-05-31', -3)).toBe('2026-02-28');
    expect(presetRange(12, '2024-02-29').start).toBe('2023-03-01');
  });
  it('picks days: end capped at today, a reversed pick starts a new range', () => {
    const today = '2026-11-21';
    expect(pickDay({ start: '2026-01-01', end: null }, 'end', '2027-01-01', today)).toEqual({ start: '2026-01-01', end: today });
    expect(pickDay({ start: '2026-05-01', end: '2026-06-01' }, 'end', '2026-04-01', today)).toEqual({ start: '2026-04-01', end: null });
    expect(pickDay({ start: '2026-05-01', end: '2026-06-01' }, 'start', '2026-07-01', today)).toEqual({ start: '2026-07-01', end: null });
  });
  it('formats publication dates as dd/MM/yyyy or -', () => {
    expect(formatPublicationDate('2026-04-11')).toBe('11/04/2026');
    expect(formatPublicationDate('2026-04-11T23:30:00.000Z')).toBe('11/04/2026');
    expect(formatPublicationDate(null)).toBe('-');
    expect(formatPublicationDate('soon')).toBe('-');
  });
});

describe('sortManuscripts and pageOf', () => {
  const row = (title: string, publicationDate: string | null, citationCount: number | null): ManuscriptRow => ({
    manuscriptTitle: title,
    isPublished: publicationDate !== null,
    doiLink: null,
    publicationDate,
    journalTitle: null,
    citationCount,
    isOa: false,
  });
  const rows = [row('a', '2025-05-01', 3), row('b', null, null), row('c', '2026-01-10', 12), row('d', '2025-01-02', 3)];
  const titles = (list: ManuscriptRow[]) => list.map((r) => r.manuscriptTitle).join('');
  it('sorts by publication date and citations with unpublished rows last both ways', () => {
    expect(titles(sortManuscripts(rows, 'publicationDate', 'asc'))).toBe('dacb');
    expect(titles(sortManuscripts(rows, 'publicationDate', 'desc'))).toBe('cadb');
    expect(titles(sortManuscripts(rows, 'citationCount', 'asc'))).toBe('adcb');
    expect(titles(sortManuscripts(rows, 'citationCount', 'desc'))).toBe('cadb');
    expect(titles(sortManuscripts(rows, null, 'asc'))).toBe('abcd');
  });
  it('pages rows and shows the last page for a page past the end', () => {
    const many = Array.from({ length: 25 }, (_, index) => index);
    expect(pageOf(many, 2, 10)).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
    expect(pageOf(many, 9, 10)).toEqual([20, 21, 22, 23, 24]);
  });
});

describe('clickDay and monthWeeks', () => {
  const today = '2026-11-21';
  it('starts, ends and restarts a range by clicks, never past today', () => {
    const started = clickDay({ start: null, end: null }, '2026-03-04', today);
    expect(started).toEqual({ start: '2026-03-04', end: null });
    expect(clickDay(started, '2026-12-25', today)).toEqual({ start: '2026-03-04', end: today });
    expect(clickDay(started, '2026-03-01', today)).toEqual({ start: '2026-03-01', end: null });
    expect(clickDay({ start: '2026-03-04', end: '2026-04-01' }, '2026-05-05', today)).toEqual({ start: '2026-05-05', end: null });
  });
  it('lays a month out in Monday-first weeks', () => {
    const weeks = monthWeeks(2026, 11);
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(weeks.flat().filter(Boolean)).toHaveLength(30);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
  });
});

describe('number formats', () => {
  afterEach(() => vi.restoreAllMocks());

  it('are made on first use, once, not when the module loads', async () => {
    vi.resetModules();
    const made = vi.spyOn(Intl, 'NumberFormat');
    const report = await import('./report');
    expect(made).not.toHaveBeenCalled();
    expect(report.formatCount(1240)).toBe('1,240');
    expect(report.formatCount(98650)).toBe('98,650');
    expect(report.formatDollars(98650)).toBe('$98,650');
    expect(report.formatDollars(1)).toBe('$1');
    expect(made).toHaveBeenCalledTimes(2);
  });
});
