import { randomUUID } from 'node:crypto';
import type { Session, SessionStorage } from '@remix-run/node';
import type { SessionUser } from '@paperlight/api-client';
import { getEnv } from './env.server.ts';
import { DEVICE_COOKIE, isDeviceId, readCookie, serializeDeviceCookie } from './lib/device-id.ts';
import { clientAddressOf } from './lib/client-address.server.ts';
import { createSealedCookieSessionStorage } from './lib/sealed-cookie.server.ts';
import { expiresSoon, isSignedIn, sameUser, toSessionUser, type SessionData } from './lib/session-user.ts';
import { getSessionSecret } from './secrets.server.ts';
import { checkSession, fetchGuestToken, refreshTokens, SsoError, type TokenSet } from './sso.server.ts';

type AppSession = Session<SessionData, SessionData>;

let storage: SessionStorage<SessionData, SessionData> | undefined;

export function getSessionStorage(): SessionStorage<SessionData, SessionData> {
  storage ??= createSealedCookieSessionStorage<SessionData>({
    name: '__session',
    secrets: [getSessionSecret()],
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: getEnv().secureCookies,
      // As long as a refresh-token family lives (0001).
      maxAge: 30 * 24 * 60 * 60,
    },
  });
  return storage;
}

const USER_KEYS = ['accessToken', 'refreshToken', 'accessExpiresAt', 'user'] as const;
const GUEST_KEYS = ['guestToken', 'guestExpiresAt', 'guestDeviceId'] as const;

export function storeTokens(session: AppSession, tokens: TokenSet): void {
  session.set('accessToken', tokens.accessToken);
  session.set('refreshToken', tokens.refreshToken);
  session.set('accessExpiresAt', tokens.accessExpiresAt);
  session.set('user', tokens.user);
  for (const key of GUEST_KEYS) session.unset(key);
}

export function clearUser(session: AppSession): void {
  for (const key of USER_KEYS) session.unset(key);
}

function dataOf(session: AppSession): SessionData {
  return session.data as SessionData;
}

/** One request's view of the visitor: device id, cookie session and the SPEC §3 session object. */
export interface ResolvedSession {
  session: AppSession;
  deviceId: string;
  /** The session object for the browser (refresh token blanked). */
  readonly user: SessionUser;
  /** The user's refresh token was rejected during this request, so they are a guest now. */
  signedOut: boolean;
  /** Call after changing `session` so that `headers()` writes the cookie. */
  markChanged(): void;
  /** `Set-Cookie` headers for a new device id and a changed session. */
  headers(): Promise<Headers>;
}

async function ensureGuestToken(session: AppSession, deviceId: string, force: boolean, clientAddress: string | null): Promise<boolean> {
  const data = dataOf(session);
  const reusable = data.guestToken && data.guestDeviceId === deviceId && !expiresSoon(data.guestExpiresAt, Date.now());
  if (reusable && !force) return false;
  try {
    const { token, expiresAt } = await fetchGuestToken(deviceId, clientAddress);
    session.set('guestToken', token);
    session.set('guestExpiresAt', expiresAt);
    session.set('guestDeviceId', deviceId);
    return true;
  } catch (error) {
    // The pages still render for a guest without a token; demos will ask again on the next load.
    console.error('Could not get a guest token', error);
    return false;
  }
}

/** Renews the user's tokens; a rejected refresh token signs the visitor out. Returns whether the session changed. */
async function renewUser(session: AppSession, force: boolean): Promise<boolean> {
  const data = dataOf(session);
  if (!isSignedIn(data)) return false;
  if (!force && !expiresSoon(data.accessExpiresAt, Date.now())) return false;
  try {
    storeTokens(session, await refreshTokens(data.refreshToken));
    return true;
  } catch (error) {
    if (error instanceof SsoError && !error.isRejection) {
      // The sso is down: keep the user signed in and try again on the next request.
      console.error('Token refresh failed; keeping the session', error);
      return false;
    }
    console.warn('Refresh token rejected; continuing as a guest', error);
    clearUser(session);
    return true;
  }
}

/**
 * Asks the sso whether the session still lives (0 s after logout, sign-out everywhere, suspension or a
 * password change, the visitor is a guest again) and who the user is now: a role or trial change
 * renews the tokens at once, so the next request already carries it. Returns whether the session changed.
 */
async function verifyUser(session: AppSession): Promise<boolean> {
  const data = dataOf(session);
  if (!isSignedIn(data)) return false;
  try {
    const current = await checkSession(data.refreshToken);
    if (sameUser(current, data.user)) return false;
    storeTokens(session, await refreshTokens(data.refreshToken));
    return true;
  } catch (error) {
    if (error instanceof SsoError && !error.isRejection) {
      console.error('Session check failed; keeping the session', error);
      return false;
    }
    console.warn('Session ended on the sso; continuing as a guest');
    clearUser(session);
    return true;
  }
}

async function resolve(request: Request, options: { forceRefresh: boolean }): Promise<ResolvedSession> {
  const env = getEnv();
  const cookieHeader = request.headers.get('cookie');
  const existingDevice = readCookie(cookieHeader, DEVICE_COOKIE);
  const newDevice = !isDeviceId(existingDevice);
  const deviceId = newDevice ? randomUUID() : existingDevice;

  const session = await getSessionStorage().getSession(cookieHeader);
  let changed = false;

  const wasSignedIn = isSignedIn(dataOf(session));
  if (wasSignedIn) {
    const renewed = await renewUser(session, options.forceRefresh);
    // A refresh just asked the sso already; otherwise ask whether the session still lives.
    changed = renewed || (await verifyUser(session)) || changed;
  }
  const signedOut = wasSignedIn && !isSignedIn(dataOf(session));
  if (!isSignedIn(dataOf(session))) {
    changed = (await ensureGuestToken(session, deviceId, options.forceRefresh, clientAddressOf(request))) || changed;
  }

  return {
    session,
    deviceId,
    signedOut,
    get user() {
      return toSessionUser(dataOf(session), deviceId);
    },
    markChanged() {
      changed = true;
    },
    async headers() {
      const headers = new Headers();
      if (newDevice) headers.append('Set-Cookie', serializeDeviceCookie(deviceId, env.SITE_URL));
      if (changed) headers.append('Set-Cookie', await getSessionStorage().commitSession(session));
      return headers;
    },
  };
}

// Loaders of one request run in parallel and see the same Request: resolve (and refresh) once.
const perRequest = new WeakMap<Request, Promise<ResolvedSession>>();

/** The visitor's session for this request, with tokens renewed when they are about to expire. */
export function resolveSession(request: Request): Promise<ResolvedSession> {
  let resolved = perRequest.get(request);
  if (!resolved) {
    resolved = resolve(request, { forceRefresh: false });
    perRequest.set(request, resolved);
  }
  return resolved;
}

/** Like `resolveSession` but always renews the access (or guest) token: the client got a 401. */
export function resolveSessionWithNewToken(request: Request): Promise<ResolvedSession> {
  return resolve(request, { forceRefresh: true });
}

export async function destroySessionHeader(session: AppSession): Promise<string> {
  return getSessionStorage().destroySession(session);
}
