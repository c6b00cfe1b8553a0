// @vitest-environment node
// Runs the client against the real apps/api (tests may import apps/; the package never does).
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startApi, type ApiHarness } from '../../../apps/api/test/harness';
import { createApiClient } from '../src/client';
import { ApiError } from '../src/errors';
import { AdminUsersResponseSchema, NODE_PROCESSED_EVENT, NodeProcessedEventSchema, ToolsResponseSchema } from '../src/schemas';
import { createSessionStore, type SessionUser } from '../src/session';

let api: ApiHarness;
beforeAll(async () => {
  api = await startApi('sqlite');
});
afterAll(async () => {
  await api?.close();
});

async function sessionFor(email: string, token?: string): Promise<SessionUser> {
  const row = api.user(email);
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    accessToken: token ?? (await api.tokenFor(email)),
    refreshToken: 'r',
    isGuest: false,
    isAdmin: row.is_admin === 1,
    isSales: row.is_sales === 1,
    isToolAdmin: row.is_tool_admin === 1,
    deviceId: 'device-int',
    isFreeTrailActive: null,
    trialEndDate: row.trial_end_date,
  };
}

function clientFor(session: SessionUser, refreshAccessToken?: (s: SessionUser) => Promise<string>) {
  const store = createSessionStore({ status: 'authenticated', session });
  const logger = { error: vi.fn(), warn: vi.fn() };
  const client = createApiClient({ apiUrl: api.url, ssoUrl: api.issuer.url, session: store, refreshAccessToken, logger });
  return { client, store, logger };
}

describe('api-client against the real api', () => {
  it.each([
    ['trial5@paperlight.test', 5],
    ['trial2@paperlight.test', 2],
    ['expired@paperlight.test', 0],
    ['notrial@paperlight.test', null],
  ])('getTrialDaysLeft for %s is %s', async (email, expected) => {
    const { client } = clientFor(await sessionFor(email));
    await expect(client.getTrialDaysLeft()).resolves.toBe(expected);
  });

  describe('given an expired access token', () => {
    it('refreshes once after the 401 and retries with the new token', async () => {
      const email = 'trial5@paperlight.test';
      const expired = await api.tokenFor(email, {}, { expiresIn: Math.floor(Date.now() / 1000) - 30 });
      const refresh = vi.fn(() => api.tokenFor(email));
      const { client, store, logger } = clientFor(await sessionFor(email, expired), refresh);
      await expect(client.getTrialDaysLeft()).resolves.toBe(5);
      expect(refresh).toHaveBeenCalledTimes(1);
      const state = store.get();
      expect(state.status === 'authenticated' && state.session.accessToken).not.toBe(expired);
      expect(logger.error).not.toHaveBeenCalled();
    });

    it('surfaces the 401 when the refreshed token is refused too', async () => {
      const email = 'trial5@paperlight.test';
      const expired = await api.tokenFor(email, {}, { expiresIn: Math.floor(Date.now() / 1000) - 30 });
      const refresh = vi.fn(() => api.tokenFor(email, {}, { audience: 'not-paperlight' }));
      const { client } = clientFor(await sessionFor(email, expired), refresh);
      const error = await client.getTrialDaysLeft().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status: 401, body: { message: 'Unauthorized', statusCode: 401 } });
      expect(refresh).toHaveBeenCalledTimes(1);
    });
  });

  it('carries the JSON body of a real 403 in ApiError', async () => {
    const { client } = clientFor(await sessionFor('trial5@paperlight.test'));
    const error = await client.get('/administration/users').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: 'Request failed with status 403',
      status: 403,
      statusText: 'Forbidden',
      url: `${api.url}/administration/users`,
      body: { message: 'Forbidden', statusCode: 403 },
    });
  });

  it('parses administration and tools answers with the exported schemas', async () => {
    const admin = clientFor(await sessionFor('admin@paperlight.test')).client;
    const page = await admin.get('/administration/users', {
      query: { pageSize: 20, sort: 'email', order: 'asc' },
      schema: AdminUsersResponseSchema,
    });
    expect(page.data.total).toBe(7);
    expect(page.data.rows[0]!.email).toBe('admin@paperlight.test');
    const tools = clientFor(await sessionFor('tools@paperlight.test')).client;
    const catalogue = await tools.get('/tools-administration/tools', { schema: ToolsResponseSchema });
    expect(catalogue.statusCode).toBe(200);
    expect(catalogue.data.map((tool) => tool.slug)).toEqual(expect.arrayContaining(['alt-text', 'paper-remix', 'chat-with-paper']));
  });

  it('sends x-device-id for a guest, which the api checks against the token', async () => {
    const guest: SessionUser = {
      ...(await sessionFor('notrial@paperlight.test')),
      id: 'guest:dev-int',
      isGuest: true,
      deviceId: 'dev-int',
      accessToken: await api.guestToken('dev-int'),
    };
    const { client } = clientFor(guest);
    // 403 (guests have no trial), not 401: the device header matched the token.
    await expect(client.getTrialDaysLeft()).rejects.toMatchObject({ status: 403 });
  });

  it('connects a socket that receives events sent to the user', async () => {
    const session = await sessionFor('trial2@paperlight.test');
    const { client } = clientFor(session);
    const socket = await client.connectSocket();
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', resolve);
        socket.once('connect_error', reject);
      });
      const received = new Promise<unknown>((resolve) => socket.once(NODE_PROCESSED_EVENT, resolve));
      api.server.emitToUser(session.id, NODE_PROCESSED_EVENT, { clientNodeId: 'script-1', status: 'completed', outputData: {} });
      expect(v.parse(NodeProcessedEventSchema, await received)).toEqual({ clientNodeId: 'script-1', status: 'completed', outputData: {} });
    } finally {
      socket.disconnect();
    }
  });

  it('gets a socket refused with an invalid token', async () => {
    const { client } = clientFor(await sessionFor('trial2@paperlight.test', 'not-a-token'));
    const socket = await client.connectSocket();
    try {
      const message = await new Promise<string>((resolve) => socket.once('connect_error', (e) => resolve(e.message)));
      expect(message).toBe('Unauthorized');
    } finally {
      socket.disconnect();
    }
  });
});
