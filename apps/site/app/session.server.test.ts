// @vitest-environment node
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AuthUser } from '@paperlight/api-client';
import type * as SessionServer from './session.server';

const SSO = 'http://sso.test';
const deviceId = '0b8e6c1a-3f9d-4a6b-8c2d-5e7f9a1b3c4d';
const user: AuthUser = {
  id: 'u-1',
  name: 'Tara Trial',
  email: 'trial5@paperlight.test',
  isAdmin: false,
  isSales: false,
  isToolAdmin: false,
  isFreeTrailActive: true,
  trialEndDate: '2030-01-01T00:00:00.000Z',
};

type SessionModule = typeof SessionServer;
let mod: SessionModule;

beforeAll(async () => {
  process.env.SESSION_SECRET = 'a-test-secret-that-is-long-enough-to-sign-cookies';
  process.env.SSO_URL = SSO;
  process.env.SITE_URL = 'http://localhost:3400';
  mod = await import('./session.server');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function jwt(expSeconds: number): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'ES256' })}.${part({ exp: expSeconds })}.sig`;
}

async function cookieFor(data: Record<string, unknown>, device: string | null = deviceId): Promise<string> {
  const storage = mod.getSessionStorage();
  const session = await storage.getSession();
  for (const [key, value] of Object.entries(data)) session.set(key as never, value as never);
  const sessionCookie = (await storage.commitSession(session)).split(';')[0];
  return device ? `device-id=${device}; ${sessionCookie}` : sessionCookie!;
}

function request(cookie: string | null): Request {
  return new Request('http://localhost:3400/', { headers: cookie ? { cookie } : {} });
}

async function sessionFromHeaders(headers: Headers) {
  const cookie = headers.getSetCookie().find((c) => c.startsWith('__session='));
  if (!cookie) return null;
  return (await mod.getSessionStorage().getSession(cookie.split(';')[0])).data;
}

function mockSso(handler: (path: string, init: RequestInit) => Response | Promise<Response>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input));
    expect(url.origin).toBe(SSO);
    return handler(url.pathname, init);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('resolveSession', () => {
  describe('given a signed-in user whose access token expires in under 60 s', () => {
    it('refreshes server-side and stores the rotated refresh token', async () => {
      const fetchMock = mockSso((path, init) => {
        expect(path).toBe('/api/auth/refresh-token');
        expect(JSON.parse(String(init.body))).toEqual({ refresh_token: 'refresh-old' });
        return Response.json({ access_token: 'access-new', refresh_token: 'refresh-new', expires_in: 900, user });
      });
      const cookie = await cookieFor({
        accessToken: 'access-old',
        refreshToken: 'refresh-old',
        accessExpiresAt: Date.now() + 30_000,
        user,
      });
      const resolved = await mod.resolveSession(request(cookie));

      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(resolved.user).toMatchObject({ accessToken: 'access-new', refreshToken: '', isGuest: false, name: 'Tara Trial' });
      const stored = await sessionFromHeaders(await resolved.headers());
      expect(stored).toMatchObject({ accessToken: 'access-new', refreshToken: 'refresh-new' });
      expect(stored?.accessExpiresAt).toBeGreaterThan(Date.now() + 800_000);
    });
  });

  describe('given a signed-in user with a fresh access token', () => {
    it('only asks the sso whether the session still lives, and sets no cookie', async () => {
      const fetchMock = mockSso((path, init) => {
        expect(path).toBe('/api/auth/session');
        expect(JSON.parse(String(init.body))).toEqual({ refresh_token: 'refresh' });
        return Response.json({ user });
      });
      const cookie = await cookieFor({ accessToken: 'access', refreshToken: 'refresh', accessExpiresAt: Date.now() + 600_000, user });
      const resolved = await mod.resolveSession(request(cookie));
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(resolved.user.accessToken).toBe('access');
      expect((await resolved.headers()).getSetCookie()).toEqual([]);
    });

    it('signs a copy of the cookie out once the session ended on the sso (logout elsewhere, suspension)', async () => {
      mockSso(() => Response.json({ message: 'Your session has expired. Please sign in again.', statusCode: 401 }, { status: 401 }));
      const cookie = await cookieFor({ accessToken: 'access', refreshToken: 'refresh', accessExpiresAt: Date.now() + 600_000, user });
      const resolved = await mod.resolveSession(request(cookie));
      expect(resolved.signedOut).toBe(true);
      expect(resolved.user.isGuest).toBe(true);
    });

    it('renews the tokens at once when the sso reports a changed role', async () => {
      const demoted = { ...user, isAdmin: false };
      const admin = { ...user, isAdmin: true };
      const calls: string[] = [];
      mockSso((path) => {
        calls.push(path);
        if (path === '/api/auth/session') return Response.json({ user: demoted });
        return Response.json({ access_token: 'access-demoted', refresh_token: 'refresh-2', expires_in: 900, user: demoted });
      });
      const cookie = await cookieFor({
        accessToken: 'access',
        refreshToken: 'refresh',
        accessExpiresAt: Date.now() + 600_000,
        user: admin,
      });
      const resolved = await mod.resolveSession(request(cookie));
      expect(calls).toEqual(['/api/auth/session', '/api/auth/refresh-token']);
      expect(resolved.user).toMatchObject({ isAdmin: false, accessToken: 'access-demoted' });
    });

    it('keeps the session when the sso cannot be reached', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      mockSso(() => {
        throw new TypeError('fetch failed');
      });
      const cookie = await cookieFor({ accessToken: 'access', refreshToken: 'refresh', accessExpiresAt: Date.now() + 600_000, user });
      expect((await mod.resolveSession(request(cookie))).user.isGuest).toBe(false);
    });
  });

  describe('given the session cookie', () => {
    it('is encrypted as well as signed: no token or name can be read from it', async () => {
      const cookie = await cookieFor({
        accessToken: 'access-secret-value',
        refreshToken: 'refresh-secret-value',
        accessExpiresAt: Date.now(),
        user,
      });
      const value = decodeURIComponent(cookie.split('__session=')[1]!);
      const decoded = Buffer.from(value.split('.')[0]!, 'base64').toString('utf8');
      for (const secret of ['refresh-secret-value', 'access-secret-value', 'Tara Trial']) {
        expect(value).not.toContain(secret);
        expect(decoded).not.toContain(secret);
      }
      const tampered = cookie.replace(/__session=(.)/, (_, c: string) => `__session=${c === 'a' ? 'b' : 'a'}`);
      expect((await mod.getSessionStorage().getSession(tampered)).data).toEqual({});
    });
  });

  describe('given a refresh token the sso rejects', () => {
    it('clears the user and continues as a guest', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      mockSso((path) => {
        if (path === '/api/auth/refresh-token') return Response.json({ message: 'Unauthorized', statusCode: 401 }, { status: 401 });
        return Response.json({ token: jwt(Math.floor(Date.now() / 1000) + 900) });
      });
      const cookie = await cookieFor({ accessToken: 'a', refreshToken: 'refresh-revoked', accessExpiresAt: Date.now() - 1, user });
      const resolved = await mod.resolveSession(request(cookie));
      expect(resolved.signedOut).toBe(true);
      expect(resolved.user.isGuest).toBe(true);
      const stored = await sessionFromHeaders(await resolved.headers());
      expect(stored?.refreshToken).toBeUndefined();
      expect(stored?.user).toBeUndefined();
    });
  });

  describe('given the sso is unreachable during a refresh', () => {
    it('keeps the user signed in', async () => {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => {
          throw new TypeError('fetch failed');
        }),
      );
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const cookie = await cookieFor({ accessToken: 'a', refreshToken: 'refresh-while-down', accessExpiresAt: Date.now() - 1, user });
      const resolved = await mod.resolveSession(request(cookie));
      expect(resolved.user.isGuest).toBe(false);
      expect(resolved.signedOut).toBe(false);
    });
  });

  describe('given a first visit', () => {
    it('issues a device id and gets a guest token for it', async () => {
      const fetchMock = mockSso((path, init) => {
        expect(path).toBe('/api/guest-token');
        const headers = new Headers(init.headers);
        expect(headers.get('cookie')).toMatch(/^device-id=[0-9a-f-]{36}$/);
        return Response.json({ token: jwt(Math.floor(Date.now() / 1000) + 900) });
      });
      const resolved = await mod.resolveSession(request(null));
      const setCookies = (await resolved.headers()).getSetCookie();
      const device = setCookies.find((c) => c.startsWith('device-id='));
      expect(device).toContain(`device-id=${resolved.deviceId}`);
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(resolved.user).toMatchObject({ isGuest: true, deviceId: resolved.deviceId });
      expect(resolved.user.accessToken).not.toBe('');
    });

    it('reuses a guest token that is not close to expiry', async () => {
      const fetchMock = mockSso(() => {
        throw new Error('unexpected call');
      });
      const cookie = await cookieFor({ guestToken: 'guest-jwt', guestExpiresAt: Date.now() + 600_000, guestDeviceId: deviceId });
      const resolved = await mod.resolveSession(request(cookie));
      expect(fetchMock).not.toHaveBeenCalled();
      expect(resolved.user.accessToken).toBe('guest-jwt');
    });
  });

  it('resolves once per request even when several loaders ask', async () => {
    const fetchMock = mockSso(() => Response.json({ token: jwt(Math.floor(Date.now() / 1000) + 900) }));
    const req = request(`device-id=${deviceId}`);
    const [a, b] = await Promise.all([mod.resolveSession(req), mod.resolveSession(req)]);
    expect(a).toBe(b);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
