import { describe, expect, it } from 'vitest';
import { ACTIVITY_CHARTS, axisTicks, dayLabel, describeActivity, parseRange } from './activity';
import type { ActivityDay } from './schemas';

const day = (date: string, signUps: number, activeTrials: number, contactRequests = 0): ActivityDay => ({
  date,
  signUps,
  activeTrials,
  contactRequests,
});
const series = [day('2026-03-01', 2, 10), day('2026-03-02', 5, 14), day('2026-03-03', 1, 12, 1)];
const [signUps, trials, requests] = ACTIVITY_CHARTS;

describe('describeActivity', () => {
  it('totals a count per day and names the busiest day', () => {
    expect(describeActivity(series, signUps!)).toBe('8 sign-ups in the last 3 days; the busiest day was 2 Mar 2026 with 5.');
    expect(describeActivity(series, requests!)).toBe('1 contact request in the last 3 days; the busiest day was 3 Mar 2026 with 1.');
  });

  it('follows a level from the first to the last day with its highest point', () => {
    expect(describeActivity(series, trials!)).toBe(
      '10 active trials on 1 Mar 2026, 12 active trials on 3 Mar 2026; highest 14 on 2 Mar 2026.',
    );
  });

  it('says so when nothing happened or there is no data', () => {
    expect(describeActivity([day('2026-03-01', 0, 0)], signUps!)).toBe('No sign-ups in the last 1 days.');
    expect(describeActivity([], trials!)).toBe('No active trials in this period.');
  });
});

describe('parseRange', () => {
  it('accepts 30, 90 and 365 days and falls back to 30 for anything else', () => {
    expect(parseRange('90')).toBe('90');
    expect(parseRange('365')).toBe('365');
    for (const bad of [null, undefined, '', '7', '30d', '-1']) expect(parseRange(bad)).toBe('30');
  });
});

describe('axis labels', () => {
  it('formats days without the browser locale', () => {
    expect(dayLabel('2026-12-05')).toBe('5 Dec 2026');
    expect(dayLabel('2026-01-31', false)).toBe('31 Jan');
  });

  it('spaces at most max ticks evenly and always ends with the last day', () => {
    const dates = Array.from({ length: 30 }, (_, i) => `d${i}`);
    const ticks = axisTicks(dates, 6);
    expect(ticks.length).toBeLessThanOrEqual(6);
    expect(ticks.at(-1)).toBe('d29');
    expect(axisTicks(['a', 'b'], 6)).toEqual(['a', 'b']);
  });
});
