import { GuestTokenResponseSchema, TokenExchangeResponseSchema, type AuthUser } from '@paperlight/api-client';
import * as v from 'valibot';
import { getEnv } from './env.server.ts';
import { forwardClientAddress } from './lib/client-address.server.ts';

/** A failed call to the sso; `status` 0 means it could not be reached. */
export class SsoError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'SsoError';
  }

  /** The sso looked at the token and said no (as opposed to being down). */
  get isRejection(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

export interface TokenSet {
  accessToken: string;
  refreshToken: string;
  accessExpiresAt: number;
  user: AuthUser;
}

// The refresh endpoint answers like the code exchange, user included (0001).
const RefreshResponseSchema = TokenExchangeResponseSchema;

async function post(path: string, body: unknown, headers: Record<string, string> = {}): Promise<unknown> {
  const url = `${getEnv().SSO_URL}${path}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
  } catch (error) {
    throw new SsoError(0, `sso unreachable at ${url}: ${String(error)}`);
  }
  const text = await response.text();
  if (!response.ok) throw new SsoError(response.status, `POST ${url} failed with status ${response.status}: ${text.slice(0, 200)}`);
  return text ? (JSON.parse(text) as unknown) : undefined;
}

function toTokenSet(body: unknown, now: number): TokenSet {
  const parsed = v.parse(RefreshResponseSchema, body);
  return {
    accessToken: parsed.access_token,
    refreshToken: parsed.refresh_token,
    accessExpiresAt: now + parsed.expires_in * 1000,
    user: {
      id: parsed.user.id,
      name: parsed.user.name,
      email: parsed.user.email,
      isAdmin: parsed.user.isAdmin,
      isSales: parsed.user.isSales,
      isToolAdmin: parsed.user.isToolAdmin,
      isFreeTrailActive: parsed.user.isFreeTrailActive,
      trialEndDate: parsed.user.trialEndDate,
    },
  };
}

/** Epoch ms at which a JWT expires, read without verifying: it came straight from the sso. */
export function jwtExpiresAt(token: string, fallback: number): number {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { exp?: unknown };
    return typeof payload.exp === 'number' ? payload.exp * 1000 : fallback;
  } catch {
    return fallback;
  }
}

/** A guest token for the device; the sso limits them per visitor address, which the site forwards. */
export async function fetchGuestToken(deviceId: string, clientAddress?: string | null): Promise<{ token: string; expiresAt: number }> {
  const body = await post('/api/guest-token', undefined, {
    cookie: `device-id=${deviceId}`,
    'x-device-id': deviceId,
    ...forwardClientAddress(clientAddress),
  });
  const { token } = v.parse(GuestTokenResponseSchema, body);
  return { token, expiresAt: jwtExpiresAt(token, Date.now() + 5 * 60_000) };
}

export async function exchangeCode(input: { code: string; codeVerifier: string; redirectUri: string }): Promise<TokenSet> {
  const now = Date.now();
  const body = await post('/api/auth/token', { code: input.code, code_verifier: input.codeVerifier, redirect_uri: input.redirectUri });
  return toTokenSet(body, now);
}

// Refresh tokens rotate and a reused one revokes its whole family, so parallel requests that
// carry the same old token (a page load and a client retry) must share one rotation.
const inflight = new Map<string, Promise<TokenSet>>();
const SHARE_RESULT_MS = 30_000;

export function refreshTokens(refreshToken: string): Promise<TokenSet> {
  const existing = inflight.get(refreshToken);
  if (existing) return existing;
  const now = Date.now();
  const promise = post('/api/auth/refresh-token', { refresh_token: refreshToken }).then((body) => toTokenSet(body, now));
  inflight.set(refreshToken, promise);
  const forget = () => setTimeout(() => inflight.delete(refreshToken), SHARE_RESULT_MS).unref();
  promise.then(forget, () => inflight.delete(refreshToken));
  return promise;
}

const SessionCheckSchema = v.object({ user: TokenExchangeResponseSchema.entries.user });

/**
 * Whether the session of a refresh token still lives, and who the user is now (roles, trial). Asked
 * on every request of a signed-in visitor, so logout, suspension and role changes count at once.
 */
export async function checkSession(refreshToken: string): Promise<AuthUser> {
  const body = await post('/api/auth/session', { refresh_token: refreshToken });
  const { user } = v.parse(SessionCheckSchema, body);
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    isAdmin: user.isAdmin,
    isSales: user.isSales,
    isToolAdmin: user.isToolAdmin,
    isFreeTrailActive: user.isFreeTrailActive,
    trialEndDate: user.trialEndDate,
  };
}

/** Ends the session; `clientAddress` (the visitor's) goes to the sso's security log. */
export async function revokeRefreshToken(refreshToken: string, clientAddress?: string | null): Promise<void> {
  await post('/api/auth/revoke', { refresh_token: refreshToken }, forwardClientAddress(clientAddress));
}
