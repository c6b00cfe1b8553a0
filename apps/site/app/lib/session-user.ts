import type { AuthUser, SessionUser } from '@paperlight/api-client';

/** What the signed `__session` cookie holds (decision 0001). */
export interface SessionData {
  accessToken?: string;
  refreshToken?: string;
  /** Epoch milliseconds. */
  accessExpiresAt?: number;
  user?: AuthUser;
  guestToken?: string;
  /** Epoch milliseconds. */
  guestExpiresAt?: number;
  /** The device the guest token was issued for; a new device id needs a new token. */
  guestDeviceId?: string;
  /** The PKCE round in flight between /auth/login and /auth/callback. */
  oauth?: { state: string; verifier: string; returnTo: string };
}

export interface SignedInData extends SessionData {
  accessToken: string;
  refreshToken: string;
  accessExpiresAt: number;
  user: AuthUser;
}

/** Whether two views of a user agree on everything a page or the api decides by. */
export function sameUser(a: AuthUser, b: AuthUser): boolean {
  return (
    a.id === b.id &&
    a.name === b.name &&
    a.email === b.email &&
    a.isAdmin === b.isAdmin &&
    a.isSales === b.isSales &&
    a.isToolAdmin === b.isToolAdmin &&
    a.isFreeTrailActive === b.isFreeTrailActive &&
    a.trialEndDate === b.trialEndDate
  );
}

/** Tokens are renewed when they have less than this left, so a request never races the expiry. */
export const TOKEN_RENEW_MARGIN_MS = 60_000;

export function isSignedIn(data: SessionData): data is SignedInData {
  return Boolean(data.user && data.accessToken && data.refreshToken && typeof data.accessExpiresAt === 'number');
}

export function expiresSoon(expiresAt: number | undefined, now: number, marginMs = TOKEN_RENEW_MARGIN_MS): boolean {
  return expiresAt === undefined || expiresAt - now < marginMs;
}

/**
 * The session object of SPEC §3 as the browser receives it. The refresh token never leaves the
 * server (decision 0001), so it is always `''` here.
 */
export function toSessionUser(data: SessionData, deviceId: string): SessionUser {
  if (isSignedIn(data)) {
    const { user } = data;
    return {
      id: user.id,
      name: user.name,
      email: user.email,
      accessToken: data.accessToken,
      refreshToken: '',
      isGuest: false,
      isAdmin: user.isAdmin,
      isSales: user.isSales,
      isToolAdmin: user.isToolAdmin,
      deviceId,
      isFreeTrailActive: user.isFreeTrailActive,
      trialEndDate: user.trialEndDate,
    };
  }
  return {
    id: `guest:${deviceId}`,
    name: 'Guest',
    email: '',
    accessToken: data.guestDeviceId === deviceId ? (data.guestToken ?? '') : '',
    refreshToken: '',
    isGuest: true,
    isAdmin: false,
    isSales: false,
    isToolAdmin: false,
    deviceId,
    isFreeTrailActive: null,
    trialEndDate: null,
  };
}

/** The user's initials for the avatar: first letters of the first and last word. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase() || '?';
}
