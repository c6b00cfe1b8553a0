import { describe, expect, it } from 'vitest';
import { trialStatus } from './trial-status';

const now = Date.parse('2026-03-10T12:00:00.000Z');

describe('trialStatus', () => {
  it('is none when the trial flag is null', () => {
    expect(trialStatus({ isFreeTrailActive: null, trialEndDate: null }, now)).toEqual({ kind: 'none' });
  });

  it('counts whole days left, rounded down', () => {
    expect(trialStatus({ isFreeTrailActive: true, trialEndDate: '2026-03-15T18:00:00.000Z' }, now)).toEqual({
      kind: 'active',
      daysLeft: 5,
      endsOn: '15 Mar 2026',
    });
  });

  it('is expired when the flag is false or the end date has passed', () => {
    expect(trialStatus({ isFreeTrailActive: false, trialEndDate: '2026-03-15T00:00:00.000Z' }, now).kind).toBe('expired');
    expect(trialStatus({ isFreeTrailActive: true, trialEndDate: '2026-03-09T00:00:00.000Z' }, now).kind).toBe('expired');
  });
});
