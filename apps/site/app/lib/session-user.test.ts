import type { AuthUser } from '@paperlight/api-client';
import { describe, expect, it } from 'vitest';
import { expiresSoon, initialsOf, isSignedIn, toSessionUser, type SessionData } from './session-user';

const deviceId = '6f1c7a2e-1b7d-4c1e-9a55-0a6f3f7b2c11';
const ada: AuthUser = {
  id: 'u-1',
  name: 'Ada Lovelace',
  email: 'ada@paperlight.test',
  isAdmin: true,
  isSales: false,
  isToolAdmin: true,
  isFreeTrailActive: true,
  trialEndDate: '2026-02-01T00:00:00.000Z',
};

describe('toSessionUser', () => {
  describe('given a signed-in session', () => {
    const data: SessionData = {
      accessToken: 'access-1',
      refreshToken: 'refresh-secret',
      accessExpiresAt: 1_000_000,
      user: ada,
    };

    it('maps the user and tokens to the SPEC §3 session object', () => {
      expect(toSessionUser(data, deviceId)).toEqual({
        id: 'u-1',
        name: 'Ada Lovelace',
        email: 'ada@paperlight.test',
        accessToken: 'access-1',
        refreshToken: '',
        isGuest: false,
        isAdmin: true,
        isSales: false,
        isToolAdmin: true,
        deviceId,
        isFreeTrailActive: true,
        trialEndDate: '2026-02-01T00:00:00.000Z',
      });
    });

    it('never exposes the refresh token', () => {
      expect(JSON.stringify(toSessionUser(data, deviceId))).not.toContain('refresh-secret');
    });

    it('keeps a null trial flag as null', () => {
      const user = toSessionUser({ ...data, user: { ...ada, isFreeTrailActive: null, trialEndDate: null } }, deviceId);
      expect(user.isFreeTrailActive).toBeNull();
      expect(user.trialEndDate).toBeNull();
    });
  });

  describe('given a guest session', () => {
    it('is a guest with the guest token and no roles', () => {
      const user = toSessionUser({ guestToken: 'guest-jwt', guestExpiresAt: 5, guestDeviceId: deviceId }, deviceId);
      expect(user).toMatchObject({
        isGuest: true,
        accessToken: 'guest-jwt',
        deviceId,
        isAdmin: false,
        isSales: false,
        isToolAdmin: false,
        refreshToken: '',
      });
    });

    it('drops a guest token issued for another device', () => {
      const user = toSessionUser({ guestToken: 'guest-jwt', guestDeviceId: 'other' }, deviceId);
      expect(user.accessToken).toBe('');
    });

    it('treats a half-filled user session as a guest', () => {
      expect(toSessionUser({ user: ada, accessToken: 'a' }, deviceId).isGuest).toBe(true);
    });
  });
});

describe('isSignedIn', () => {
  it('needs user, both tokens and an expiry', () => {
    expect(isSignedIn({ user: ada, accessToken: 'a', refreshToken: 'r', accessExpiresAt: 1 })).toBe(true);
    expect(isSignedIn({ user: ada, accessToken: 'a', accessExpiresAt: 1 })).toBe(false);
    expect(isSignedIn({})).toBe(false);
  });
});

describe('expiresSoon', () => {
  it('is true within the 60 s margin and when unknown', () => {
    expect(expiresSoon(100_000, 41_000)).toBe(true);
    expect(expiresSoon(100_000, 39_000)).toBe(false);
    expect(expiresSoon(undefined, 0)).toBe(true);
  });
});

describe('initialsOf', () => {
  it('takes the first letters of the first and last words', () => {
    expect(initialsOf('Ada King Lovelace')).toBe('AL');
    expect(initialsOf('plato')).toBe('P');
    expect(initialsOf('  ')).toBe('?');
  });
});
