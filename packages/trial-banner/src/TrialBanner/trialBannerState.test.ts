import { describe, expect, it } from 'vitest';
import { authenticated, inDays, NOW, sessions } from '../test/fixtures';
import {
  formatDaysLeft,
  getPageOffset,
  getTrialBannerState,
  needsDaysLeft,
  normalizeDaysLeft,
  TRIAL_BANNER_HEIGHT,
} from './trialBannerState';

describe('getTrialBannerState', () => {
  describe('given the session is still loading', () => {
    it.each([5, 'loading', 'error'] as const)('is loading whatever the days (%s)', (days) => {
      expect(getTrialBannerState(sessions.loading, days, NOW)).toEqual({ status: 'loading' });
    });
  });

  describe('given a visitor who is not logged in or a guest', () => {
    it('is guest when unauthenticated', () => {
      expect(getTrialBannerState(sessions.unauthenticated, 'loading', NOW)).toEqual({ status: 'guest' });
    });

    it('is guest for a guest session even if it carries trial fields', () => {
      const guest = authenticated({ isGuest: true, isFreeTrailActive: true, trialEndDate: inDays(5) });
      expect(getTrialBannerState(guest, 5, NOW)).toEqual({ status: 'guest' });
    });
  });

  describe('given a user without a trial (flag null)', () => {
    it.each([5, 0, 'loading', 'error'] as const)('is hidden (%s)', (days) => {
      expect(getTrialBannerState(sessions.noTrial, days, NOW)).toEqual({ status: 'hidden' });
    });
  });

  describe('given an expired trial', () => {
    it('is expired when the flag is false', () => {
      expect(getTrialBannerState(sessions.expiredFlag, 5, NOW)).toEqual({ status: 'expired' });
    });

    it('is expired when the flag is still true but the end date has passed', () => {
      expect(getTrialBannerState(sessions.endedButFlagTrue, 'loading', NOW)).toEqual({ status: 'expired' });
    });

    it('is expired exactly at the end date', () => {
      expect(getTrialBannerState(authenticated({ trialEndDate: new Date(NOW).toISOString() }), 3, NOW)).toEqual({ status: 'expired' });
    });

    it('is expired with the flag false even before a future end date', () => {
      expect(getTrialBannerState(authenticated({ isFreeTrailActive: false, trialEndDate: inDays(3) }), 3, NOW)).toEqual({
        status: 'expired',
      });
    });
  });

  describe('given a running trial', () => {
    it('waits for the days', () => {
      expect(getTrialBannerState(sessions.trial, 'loading', NOW)).toEqual({ status: 'days-loading' });
    });

    it('reports a failed load', () => {
      expect(getTrialBannerState(sessions.trial, 'error', NOW)).toEqual({ status: 'error' });
    });

    it.each([
      [7, 'active', 7],
      [3, 'active', 3],
      [2.99, 'warning', 2],
      [2, 'warning', 2],
      [1.5, 'warning', 1],
      [1, 'warning', 1],
      [0.2, 'warning', 0],
      [0, 'warning', 0],
      [-3, 'warning', 0],
    ] as const)('with %s days left is %s showing %s', (days, status, shown) => {
      expect(getTrialBannerState(sessions.trial, days, NOW)).toEqual({ status, daysLeft: shown });
    });

    it('uses the days alone when there is no end date', () => {
      expect(getTrialBannerState(authenticated({ trialEndDate: null }), 4, NOW)).toEqual({ status: 'active', daysLeft: 4 });
    });

    it('ignores an unparsable end date', () => {
      expect(getTrialBannerState(authenticated({ trialEndDate: 'soon' }), 4, NOW)).toEqual({ status: 'active', daysLeft: 4 });
    });
  });
});

describe('needsDaysLeft', () => {
  it('is true only for a running trial', () => {
    expect(needsDaysLeft(sessions.trial, NOW)).toBe(true);
    for (const session of [
      sessions.loading,
      sessions.unauthenticated,
      sessions.guest,
      sessions.expiredFlag,
      sessions.endedButFlagTrue,
      sessions.noTrial,
    ]) {
      expect(needsDaysLeft(session, NOW)).toBe(false);
    }
  });
});

describe('getPageOffset', () => {
  it('is 32 px, the banner height', () => {
    expect(TRIAL_BANNER_HEIGHT).toBe(32);
  });

  it.each([
    ['a loading session', sessions.loading],
    ['a logged-out visitor', sessions.unauthenticated],
    ['a guest', sessions.guest],
    ['an inactive trial (flag false)', sessions.expiredFlag],
    ['an ended trial', sessions.endedButFlagTrue],
    ['a trial ending in the future', sessions.trial],
    ['a running trial without end date', authenticated({ trialEndDate: null })],
    ['a future end date with flag null', authenticated({ isFreeTrailActive: null, trialEndDate: inDays(2) })],
    ['a past end date with flag null', authenticated({ isFreeTrailActive: null, trialEndDate: inDays(-2) })],
  ])('is 32 for %s', (_label, session) => {
    expect(getPageOffset(session, NOW)).toBe(32);
  });

  it('is 0 for a logged-in user without a trial', () => {
    expect(getPageOffset(sessions.noTrial, NOW)).toBe(0);
  });

  it('is 0 for an administrator without a trial', () => {
    expect(getPageOffset(authenticated({ isAdmin: true, isFreeTrailActive: null, trialEndDate: null }), NOW)).toBe(0);
  });
});

describe('normalizeDaysLeft', () => {
  it.each([
    [5.9, 5],
    [0.1, 0],
    [-1, 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
  ])('%s → %s', (input, output) => {
    expect(normalizeDaysLeft(input)).toBe(output);
  });
});

describe('formatDaysLeft', () => {
  it.each([
    [0, '(0 days left)'],
    [1, '(1 day left)'],
    [2, '(2 days left)'],
    [5, '(5 days left)'],
  ])('%s → %s', (days, text) => {
    expect(formatDaysLeft(days)).toBe(text);
  });
});
