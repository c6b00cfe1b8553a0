import { ACTIVITY_RANGES, type ActivityDay, type ActivityRange } from './schemas';

export type ActivityMetric = 'signUps' | 'activeTrials' | 'contactRequests';

export interface ActivityChartSpec {
  metric: ActivityMetric;
  title: string;
  /** Bars for counts per day, a line for a level that carries over from day to day. */
  kind: 'bar' | 'line';
  unit: [singular: string, plural: string];
}

export const ACTIVITY_CHARTS: readonly ActivityChartSpec[] = [
  { metric: 'signUps', title: 'Sign-ups per day', kind: 'bar', unit: ['sign-up', 'sign-ups'] },
  { metric: 'activeTrials', title: 'Active trials', kind: 'line', unit: ['active trial', 'active trials'] },
  { metric: 'contactRequests', title: 'Contact requests per day', kind: 'bar', unit: ['contact request', 'contact requests'] },
];

export const RANGE_LABEL: Record<ActivityRange, string> = { '30': 'Last 30 days', '90': 'Last 90 days', '365': 'Last 12 months' };

/** The `range` search parameter; anything else is the 30-day default. */
export function parseRange(value: string | null | undefined): ActivityRange {
  return (ACTIVITY_RANGES as readonly string[]).includes(value ?? '') ? (value as ActivityRange) : '30';
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `12 Mar 2026` from `2026-03-12`, the same on the server and in every browser locale. */
export function dayLabel(date: string, withYear = true): string {
  const [year, month, day] = date.split('-');
  const text = `${Number(day)} ${MONTHS[Number(month) - 1] ?? month}`;
  return withYear ? `${text} ${year}` : text;
}

const count = (value: number, [singular, plural]: ActivityChartSpec['unit']) =>
  `${value.toLocaleString('en-GB')} ${value === 1 ? singular : plural}`;

/** The sentence that stands in for a chart for screen readers and above it for everyone. */
export function describeActivity(series: readonly ActivityDay[], spec: ActivityChartSpec): string {
  const first = series[0];
  const last = series.at(-1);
  if (!first || !last) return `No ${spec.unit[1]} in this period.`;
  const values = series.map((day) => day[spec.metric]);
  const peakIndex = values.indexOf(Math.max(...values));
  const peak = series[peakIndex]!;
  if (spec.kind === 'line') {
    return (
      `${count(first[spec.metric], spec.unit)} on ${dayLabel(first.date)}, ${count(last[spec.metric], spec.unit)} on ${dayLabel(last.date)}; ` +
      `highest ${peak[spec.metric].toLocaleString('en-GB')} on ${dayLabel(peak.date)}.`
    );
  }
  const total = values.reduce((sum, value) => sum + value, 0);
  const period = `${series.length} days`;
  if (total === 0) return `No ${spec.unit[1]} in the last ${period}.`;
  return `${count(total, spec.unit)} in the last ${period}; the busiest day was ${dayLabel(peak.date)} with ${peak[spec.metric].toLocaleString('en-GB')}.`;
}

/** At most `max` evenly spaced dates for the x axis, always ending with the last day. */
export function axisTicks(dates: readonly string[], max = 6): string[] {
  if (dates.length <= max) return [...dates];
  const step = Math.ceil((dates.length - 1) / (max - 1));
  const ticks: string[] = [];
  for (let index = dates.length - 1; index >= 0; index -= step) ticks.unshift(dates[index]!);
  return ticks;
}
