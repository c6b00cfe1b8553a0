import type { SessionState, SessionUser } from '@paperlight/api-client';

/** 2026-01-01T00:00:00Z: the fixed "now" of tests and stories. */
export const NOW = Date.parse('2026-01-01T00:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;

export const inDays = (days: number) => new Date(NOW + days * DAY).toISOString();

export function makeUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 'user-1',
    name: 'Ada Lovelace',
    email: 'ada@paperlight.test',
    accessToken: 'access',
    refreshToken: '',
    isGuest: false,
    isAdmin: false,
    isSales: false,
    isToolAdmin: false,
    deviceId: 'device-1',
    isFreeTrailActive: true,
    trialEndDate: inDays(5),
    ...overrides,
  };
}

export const authenticated = (overrides: Partial<SessionUser> = {}): SessionState => ({
  status: 'authenticated',
  session: makeUser(overrides),
});

export const sessions = {
  loading: { status: 'loading' } as SessionState,
  unauthenticated: { status: 'unauthenticated' } as SessionState,
  guest: authenticated({ id: 'guest:device-1', isGuest: true, isFreeTrailActive: null, trialEndDate: null }),
  trial: authenticated(),
  expiredFlag: authenticated({ isFreeTrailActive: false, trialEndDate: inDays(-1) }),
  endedButFlagTrue: authenticated({ isFreeTrailActive: true, trialEndDate: inDays(-0.5) }),
  noTrial: authenticated({ isFreeTrailActive: null, trialEndDate: null }),
};

export const SIGN_UP_URL = 'https://sso.example.test/signup';
export const BOOKING_URL = 'https://calendly.com/paperlight/demo';
