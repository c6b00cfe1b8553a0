import { describe, expect, it } from 'vitest';
import { isoDate, isoMinute, lastSignIn, trialLabel } from './format';

const now = Date.parse('2026-03-10T12:00:00.000Z');

describe('trialLabel', () => {
  it('names the three trial states', () => {
    expect(trialLabel({ isFreeTrailActive: null, trialEndDate: null }, now)).toBe('No trial');
    expect(trialLabel({ isFreeTrailActive: false, trialEndDate: '2026-03-01T00:00:00.000Z' }, now)).toBe('Expired');
    expect(trialLabel({ isFreeTrailActive: true, trialEndDate: '2026-03-15T00:00:00.000Z' }, now)).toBe('Active (4 days left)');
    expect(trialLabel({ isFreeTrailActive: true, trialEndDate: '2026-03-11T13:00:00.000Z' }, now)).toBe('Active (1 day left)');
  });
});

describe('dates', () => {
  it('formats in UTC without the browser locale', () => {
    expect(isoDate('2026-03-10T23:59:00.000Z')).toBe('2026-03-10');
    expect(isoDate(null)).toBe('—');
    expect(isoMinute('2026-03-10T23:59:30.000Z')).toBe('2026-03-10 23:59 UTC');
    expect(lastSignIn('2026-03-09T08:15:00.000Z')).toBe('2026-03-09 08:15 UTC');
    expect(lastSignIn(null)).toBe('Never');
  });
});
