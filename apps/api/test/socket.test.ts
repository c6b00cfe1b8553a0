import { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApiServer, type ApiServer } from '../src/server';
import { startApi, SITE_URL, type ApiHarness } from './harness';

const sockets: Socket[] = [];
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});

function open(url: string, options: Parameters<typeof connect>[1] = {}): Socket {
  const socket = connect(url, { reconnection: false, forceNew: true, ...options });
  sockets.push(socket);
  return socket;
}

function connected(socket: Socket): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
}

function refused(socket: Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => reject(new Error('connected but should have been refused')));
    socket.once('connect_error', (error) => resolve(error.message));
  });
}

function nextEvent<T>(socket: Socket, event: string): Promise<T> {
  return new Promise((resolve) => socket.once(event, resolve));
}

describe('Socket.IO on the api port', () => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await startApi('sqlite');
  });
  afterAll(async () => {
    await api?.close();
  });

  describe('given a valid token in the authorization header', () => {
    it("joins the user's room and receives events sent to the user", async () => {
      const user = api.user('trial5@paperlight.test');
      const socket = open(api.url, {
        extraHeaders: { authorization: `Bearer ${await api.tokenFor(user.email)}` },
        transports: ['polling'],
      });
      await connected(socket);
      const received = nextEvent(socket, 'paper-remix-node:processed');
      api.server.emitToUser(user.id, 'paper-remix-node:processed', { clientNodeId: 'n1', status: 'completed' });
      expect(await received).toEqual({ clientNodeId: 'n1', status: 'completed' });
    });
  });

  describe('given a valid token in auth.token', () => {
    it('connects over websocket and gets only its own events', async () => {
      const mine = open(api.url, { auth: { token: await api.tokenFor('trial2@paperlight.test') }, transports: ['websocket'] });
      const other = open(api.url, { auth: { token: await api.tokenFor('admin@paperlight.test') }, transports: ['websocket'] });
      await Promise.all([connected(mine), connected(other)]);
      const leaked: unknown[] = [];
      other.on('ping-user', (payload) => leaked.push(payload));
      const received = nextEvent(mine, 'ping-user');
      api.server.emitToUser(api.user('trial2@paperlight.test').id, 'ping-user', { n: 1 });
      expect(await received).toEqual({ n: 1 });
      // Give a wrongly routed event the same time to arrive.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(leaked).toEqual([]);
    });
  });

  describe('given bad credentials', () => {
    it('refuses a socket without a token', async () => {
      expect(await refused(open(api.url))).toBe('Unauthorized');
    });

    it('refuses an expired token', async () => {
      const token = await api.tokenFor('trial5@paperlight.test', {}, { expiresIn: Math.floor(Date.now() / 1000) - 5 });
      expect(await refused(open(api.url, { auth: { token } }))).toBe('Unauthorized');
    });

    it('refuses a token for another audience', async () => {
      const token = await api.tokenFor('trial5@paperlight.test', {}, { audience: 'other' });
      expect(await refused(open(api.url, { extraHeaders: { authorization: `Bearer ${token}` } }))).toBe('Unauthorized');
    });

    it('refuses a guest token without its device id', async () => {
      expect(await refused(open(api.url, { auth: { token: await api.guestToken('dev-7') } }))).toBe('Unauthorized');
    });
  });

  it('admits a guest that presents its device id', async () => {
    const socket = open(api.url, { auth: { token: await api.guestToken('dev-7'), deviceId: 'dev-7' } });
    await connected(socket);
    const received = nextEvent(socket, 'hello');
    api.server.emitToUser('guest:dev-7', 'hello', 'guest');
    expect(await received).toBe('guest');
  });
});

async function redisAvailable(): Promise<boolean> {
  const client = new Redis('redis://127.0.0.1:6379', { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await client.connect();
    await client.ping();
    return true;
  } catch (error) {
    if (process.env.CI === 'true') throw new Error('Redis is required in CI', { cause: error });
    console.warn(`Skipping Redis adapter test: ${String(error)}`);
    return false;
  } finally {
    client.disconnect();
  }
}

describe.runIf(await redisAvailable())('given two instances sharing Redis', () => {
  const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
  // A key of its own, so concurrent test runs do not deliver into each other.
  const redisKey = `paperlight-test-${randomBytes(6).toString('hex')}`;
  let a: ApiHarness;
  let b: ApiServer;
  let bUrl: string;

  beforeAll(async () => {
    a = await startApi('sqlite', { redisUrl, redisKey });
    b = await buildApiServer({ database: a.testDb.database, ssoUrl: a.issuer.url, siteUrl: SITE_URL, redisUrl, redisKey });
    bUrl = await b.listen({ port: 0 });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('delivers an event emitted by instance B to a socket connected to instance A', async () => {
    const user = a.user('trial5@paperlight.test');
    const socket = open(a.url, { auth: { token: await a.tokenFor(user.email) } });
    await connected(socket);
    const received = nextEvent(socket, 'paper-remix-node:processed');
    b.emitToUser(user.id, 'paper-remix-node:processed', { clientNodeId: 'x', status: 'failed', outputData: { error: 'boom' } });
    expect(await received).toEqual({ clientNodeId: 'x', status: 'failed', outputData: { error: 'boom' } });
    expect(bUrl).not.toBe(a.url);
  });
});
