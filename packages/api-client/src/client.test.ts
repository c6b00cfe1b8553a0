import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient, type ApiClientOptions } from './client';
import { ApiError, ResponseShapeError } from './errors';
import { createSessionStore, type SessionState } from './session';
import { fakeFetch, json, makeUser } from './test/utils';

const apiUrl = 'http://api.test';
const ssoUrl = 'http://sso.test';

function setup(
  fetch: typeof globalThis.fetch,
  state: SessionState = { status: 'authenticated', session: makeUser() },
  extra: Partial<ApiClientOptions> = {},
) {
  const session = createSessionStore(state);
  const logger = { error: vi.fn(), warn: vi.fn() };
  const client = createApiClient({ apiUrl, ssoUrl, session, fetch, logger, ...extra });
  return { client, session, logger };
}

describe('createApiClient', () => {
  describe('given an authenticated user', () => {
    it('sends the bearer token and no x-device-id', async () => {
      const { fetch, calls } = fakeFetch(json({ ok: true }));
      const { client } = setup(fetch);
      await expect(client.get('/thing', { query: { page: 2, search: 'a b', skip: undefined } })).resolves.toEqual({ ok: true });
      expect(calls[0]!.url).toBe('http://api.test/thing?page=2&search=a+b');
      expect(calls[0]!.headers.authorization).toBe('Bearer token-1');
      expect(calls[0]!.headers).not.toHaveProperty('x-device-id');
    });

    it('never sends a body with GET or DELETE', async () => {
      const { fetch, calls } = fakeFetch(json({}), json({}));
      const { client } = setup(fetch);
      await client.get('/a', { body: { x: 1 } });
      await client.delete('/b', { body: { x: 1 } });
      for (const call of calls) {
        expect(call.body).toBeUndefined();
        expect(call.headers).not.toHaveProperty('content-type');
      }
      expect(calls.map((c) => c.method)).toEqual(['GET', 'DELETE']);
    });

    it('sends plain objects as JSON with a content-type', async () => {
      const { fetch, calls } = fakeFetch(json({}), json({}));
      const { client } = setup(fetch);
      await client.post('/a', { body: { clientNodeId: 'n1', nodeType: 'script' } });
      await client.put('/b', { body: [1, 2] });
      expect(calls[0]!.body).toBe('{"clientNodeId":"n1","nodeType":"script"}');
      expect(calls[0]!.headers['content-type']).toBe('application/json');
      expect(calls[1]!.body).toBe('[1,2]');
    });

    it('passes FormData as it is, without a content-type', async () => {
      const { fetch, calls } = fakeFetch(json({}));
      const { client } = setup(fetch);
      const form = new FormData();
      form.append('file', new Blob(['%PDF-1.4']), 'paper.pdf');
      await client.post('/upload', { body: form });
      expect(calls[0]!.body).toBe(form);
      expect(calls[0]!.headers).not.toHaveProperty('content-type');
    });

    it('refuses absolute URLs so the token never leaves the api', async () => {
      const { fetch, calls } = fakeFetch();
      const { client } = setup(fetch);
      await expect(client.get('https://evil.test/x')).rejects.toThrow('Expected a path relative to the api, got https://evil.test/x');
      await expect(client.get('//evil.test/x')).rejects.toThrow('Expected a path relative to the api');
      expect(calls).toHaveLength(0);
    });

    it('returns undefined for an empty 204 answer', async () => {
      const { fetch } = fakeFetch(new Response(null, { status: 204 }));
      const { client } = setup(fetch);
      await expect(client.patch('/a', { body: {} })).resolves.toBeUndefined();
    });
  });

  describe('given a guest', () => {
    it('adds x-device-id to every request', async () => {
      const { fetch, calls } = fakeFetch(json({}));
      const { client } = setup(fetch, {
        status: 'authenticated',
        session: makeUser({ isGuest: true, deviceId: 'dev-42', accessToken: 'g' }),
      });
      await client.get('/alt-text/sample', { query: { sampleId: 's1' } });
      expect(calls[0]!.headers['x-device-id']).toBe('dev-42');
      expect(calls[0]!.headers.authorization).toBe('Bearer g');
    });
  });

  describe('given a session that is still loading', () => {
    it('waits for the session before sending', async () => {
      const { fetch, calls } = fakeFetch(json({ done: 1 }));
      const { client, session } = setup(fetch, { status: 'loading' });
      const pending = client.get('/a');
      await Promise.resolve();
      expect(calls).toHaveLength(0);
      session.set({ status: 'authenticated', session: makeUser({ accessToken: 'late' }) });
      await expect(pending).resolves.toEqual({ done: 1 });
      expect(calls[0]!.headers.authorization).toBe('Bearer late');
    });

    it("fails with 'Session loading' after the timeout", async () => {
      vi.useFakeTimers();
      try {
        const { fetch, calls } = fakeFetch();
        const { client } = setup(fetch, { status: 'loading' }, { sessionTimeoutMs: 500 });
        const pending = client.get('/a');
        const assertion = expect(pending).rejects.toThrow('Session loading');
        await vi.advanceTimersByTimeAsync(499);
        expect(calls).toHaveLength(0);
        await vi.advanceTimersByTimeAsync(1);
        await assertion;
      } finally {
        vi.useRealTimers();
      }
    });

    it('waits 10 seconds by default', async () => {
      vi.useFakeTimers();
      try {
        const { client } = setup(fakeFetch().fetch, { status: 'loading' });
        let settled = false;
        const pending = client.get('/a').catch((e: Error) => {
          settled = true;
          return e;
        });
        await vi.advanceTimersByTimeAsync(9_999);
        expect(settled).toBe(false);
        await vi.advanceTimersByTimeAsync(1);
        expect(((await pending) as Error).message).toBe('Session loading');
      } finally {
        vi.useRealTimers();
      }
    });

    it("fails with 'No session available' when it resolves unauthenticated", async () => {
      const { client, session } = setup(fakeFetch().fetch, { status: 'loading' });
      const pending = client.get('/a');
      session.set({ status: 'unauthenticated' });
      await expect(pending).rejects.toThrow('No session available');
    });
  });

  describe('given no session', () => {
    it("fails with 'No session available' without calling fetch", async () => {
      const { fetch, calls } = fakeFetch();
      const { client } = setup(fetch, { status: 'unauthenticated' });
      await expect(client.get('/a')).rejects.toThrow('No session available');
      expect(calls).toHaveLength(0);
    });
  });

  describe('given a failing request', () => {
    it('throws ApiError with status, statusText, url and the JSON body', async () => {
      const { fetch } = fakeFetch(json({ message: 'Forbidden', statusCode: 403 }, 403, 'Forbidden'));
      const { client } = setup(fetch);
      const error = await client.get('/administration/users').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({
        message: 'Request failed with status 403',
        status: 403,
        statusText: 'Forbidden',
        url: 'http://api.test/administration/users',
        body: { message: 'Forbidden', statusCode: 403 },
      });
    });

    it('carries a text body when the answer is not JSON', async () => {
      const { fetch } = fakeFetch(new Response('upstream exploded', { status: 502, statusText: 'Bad Gateway' }));
      const { client } = setup(fetch);
      await expect(client.get('/a')).rejects.toMatchObject({ status: 502, body: 'upstream exploded' });
    });
  });

  describe('given a 401', () => {
    it('refreshes once, stores the new token and retries once', async () => {
      const { fetch, calls } = fakeFetch(json({ message: 'Unauthorized' }, 401), json({ fine: true }));
      const refreshAccessToken = vi.fn(async () => 'token-2');
      const { client, session } = setup(fetch, undefined, { refreshAccessToken });
      await expect(client.post('/a', { body: { n: 1 } })).resolves.toEqual({ fine: true });
      expect(refreshAccessToken).toHaveBeenCalledTimes(1);
      expect(refreshAccessToken).toHaveBeenCalledWith(expect.objectContaining({ accessToken: 'token-1' }));
      expect(calls.map((c) => c.headers.authorization)).toEqual(['Bearer token-1', 'Bearer token-2']);
      expect(calls[1]!.body).toBe('{"n":1}');
      const state = session.get();
      expect(state.status === 'authenticated' && state.session.accessToken).toBe('token-2');
    });

    it('does not refresh again when the retry is also a 401', async () => {
      const { fetch, calls } = fakeFetch(json({}, 401), json({ message: 'still no' }, 401, 'Unauthorized'));
      const refreshAccessToken = vi.fn(async () => 'token-2');
      const { client } = setup(fetch, undefined, { refreshAccessToken });
      await expect(client.get('/a')).rejects.toMatchObject({ status: 401, body: { message: 'still no' } });
      expect(refreshAccessToken).toHaveBeenCalledTimes(1);
      expect(calls).toHaveLength(2);
    });

    it('logs a refresh failure and surfaces the original 401', async () => {
      const { fetch, calls } = fakeFetch(json({ message: 'Unauthorized', statusCode: 401 }, 401, 'Unauthorized'));
      const failure = new Error('refresh down');
      const { client, logger } = setup(fetch, undefined, { refreshAccessToken: async () => Promise.reject(failure) });
      const error = await client.get('/a').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status: 401, body: { message: 'Unauthorized', statusCode: 401 } });
      expect(logger.error).toHaveBeenCalledWith('Token refresh failed', failure);
      expect(calls).toHaveLength(1);
    });

    it('shares one refresh between concurrent 401s', async () => {
      const { fetch } = fakeFetch(json({}, 401), json({}, 401), json({ n: 1 }), json({ n: 2 }));
      let release!: (token: string) => void;
      const refreshAccessToken = vi.fn(() => new Promise<string>((resolve) => (release = resolve)));
      const { client } = setup(fetch, undefined, { refreshAccessToken });
      const both = Promise.all([client.get('/a'), client.get('/b')]);
      await vi.waitFor(() => expect(refreshAccessToken).toHaveBeenCalled());
      release('token-2');
      await both;
      expect(refreshAccessToken).toHaveBeenCalledTimes(1);
    });

    it('refreshes through the sso by default', async () => {
      const { fetch, calls } = fakeFetch(
        json({}, 401),
        json({ access_token: 'fresh', refresh_token: 'r2', expires_in: 900 }),
        json({ ok: 1 }),
      );
      const { client } = setup(fetch);
      await expect(client.get('/a')).resolves.toEqual({ ok: 1 });
      expect(calls[1]).toMatchObject({
        url: 'http://sso.test/api/auth/refresh-token',
        method: 'POST',
        body: '{"refresh_token":"refresh-1"}',
      });
      expect(calls[1]!.headers['content-type']).toBe('application/json');
      expect(calls[2]!.headers.authorization).toBe('Bearer fresh');
    });

    it('logs a failing default refresh (401 from the sso) and does not retry', async () => {
      const { fetch, calls } = fakeFetch(json({}, 401), json({ message: 'Invalid refresh token', statusCode: 401 }, 401));
      const { client, logger } = setup(fetch);
      await expect(client.get('/a')).rejects.toMatchObject({ status: 401, url: 'http://api.test/a' });
      expect(logger.error).toHaveBeenCalledTimes(1);
      expect(calls).toHaveLength(2);
    });
  });

  describe('given a response schema', () => {
    const schema = v.object({ statusCode: v.number(), data: v.string() });

    it('returns the parsed body', async () => {
      const { client } = setup(fakeFetch(json({ statusCode: 200, data: 'x' })).fetch);
      await expect(client.get('/a', { schema })).resolves.toEqual({ statusCode: 200, data: 'x' });
    });

    it('throws a clear error on a wrong shape', async () => {
      const { client } = setup(fakeFetch(json({ statusCode: 200, data: 5 })).fetch);
      const error = await client.get('/a', { schema }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ResponseShapeError);
      expect((error as Error).message).toBe(
        'Unexpected response shape from GET http://api.test/a: data: Invalid type: Expected string but received 5',
      );
    });
  });

  describe('getTrialDaysLeft', () => {
    it.each([
      [5.7, 5],
      [2.01, 2],
      [0.4, 0],
      [0, 0],
    ])('rounds %d days down to %d', async (days, expected) => {
      const { client } = setup(fakeFetch(json({ statusCode: 200, data: days })).fetch);
      await expect(client.getTrialDaysLeft()).resolves.toBe(expected);
    });

    it('returns null without a trial', async () => {
      const { client } = setup(fakeFetch(json({ statusCode: 200, data: null })).fetch);
      await expect(client.getTrialDaysLeft()).resolves.toBeNull();
    });

    it('rejects a malformed answer', async () => {
      const { client } = setup(fakeFetch(json({ statusCode: 200, data: 'soon' })).fetch);
      await expect(client.getTrialDaysLeft()).rejects.toBeInstanceOf(ResponseShapeError);
    });
  });

  describe('getGuestToken', () => {
    it('asks the sso with the device id and returns the token', async () => {
      const { fetch, calls } = fakeFetch(json({ token: 'guest-jwt' }));
      const { client } = setup(fetch, { status: 'unauthenticated' });
      await expect(client.getGuestToken('dev-9')).resolves.toBe('guest-jwt');
      expect(calls[0]).toMatchObject({ url: 'http://sso.test/api/guest-token', method: 'POST' });
      expect(calls[0]!.headers['x-device-id']).toBe('dev-9');
      // No cookie: a foreign page in EMBED_ORIGINS is answered without credentials.
      expect(calls[0]!.credentials).toBe('omit');
    });

    it('throws ApiError on a 400', async () => {
      const { client } = setup(fakeFetch(json({ message: 'Invalid device id', statusCode: 400 }, 400)).fetch);
      await expect(client.getGuestToken('')).rejects.toMatchObject({ status: 400, body: { message: 'Invalid device id' } });
    });
  });

  describe('startGuestSession', () => {
    const claims = { sub: 'guest:dev-9', name: 'Guest', isGuest: true };
    const jwt = (exp: number) => ['e30', Buffer.from(JSON.stringify({ ...claims, exp })).toString('base64url'), 'sig'].join('.');

    it('stores a guest session for the device and renews its token after a 401', async () => {
      const first = jwt(1);
      const second = jwt(2);
      const { fetch, calls } = fakeFetch(
        json({ token: first }),
        json({ message: 'expired' }, 401),
        json({ token: second }),
        json({ ok: true }),
      );
      const { client, session } = setup(fetch, { status: 'loading' });
      const user = await client.startGuestSession('dev-9');
      expect(user).toMatchObject({ id: 'guest:dev-9', isGuest: true, deviceId: 'dev-9', accessToken: first, refreshToken: '' });
      expect(session.get()).toEqual({ status: 'authenticated', session: user });
      await expect(client.get('/alt-text/sample', { query: { sampleId: 'anatomy' } })).resolves.toEqual({ ok: true });
      expect(calls.map((c) => c.url)).toEqual([
        'http://sso.test/api/guest-token',
        'http://api.test/alt-text/sample?sampleId=anatomy',
        'http://sso.test/api/guest-token',
        'http://api.test/alt-text/sample?sampleId=anatomy',
      ]);
      expect(calls[3]!.headers).toMatchObject({ authorization: `Bearer ${second}`, 'x-device-id': 'dev-9' });
    });

    it('makes up a device id when given none', async () => {
      const { fetch, calls } = fakeFetch(json({ token: jwt(1) }));
      const { client } = setup(fetch, { status: 'unauthenticated' });
      const user = await client.startGuestSession();
      expect(user.deviceId).toMatch(/^[0-9a-f-]{36}$/);
      expect(calls[0]!.headers['x-device-id']).toBe(user.deviceId);
    });
  });

  describe('connectSocket', () => {
    it('refuses without a session', async () => {
      const { client } = setup(fakeFetch().fetch, { status: 'unauthenticated' });
      await expect(client.connectSocket()).rejects.toThrow('No session available');
    });

    it('sends the bearer token as header and auth token', async () => {
      const { client } = setup(fakeFetch().fetch);
      const socket = await client.connectSocket();
      try {
        expect(socket.io.opts.extraHeaders).toEqual({ authorization: 'Bearer token-1' });
        let auth: unknown;
        (socket.auth as (cb: (data: object) => void) => void)((data) => (auth = data));
        expect(auth).toEqual({ token: 'token-1' });
      } finally {
        socket.disconnect();
      }
    });
  });
});
