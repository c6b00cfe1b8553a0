import { createMailer } from '@paperlight/mail';
import { INTERNAL_KEY_HEADER, CLIENT_ADDRESS_HEADER } from '@paperlight/db';
import { postgresAvailable } from '@paperlight/db/testing';
import SqliteDatabase from 'better-sqlite3';
import { join } from 'node:path';
import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEY_PUBLISH_DELAY_MS, loadSigningKeys, createSigningKey } from './keys';
import { SESSION_COOKIE, buildSsoServer } from './server';
import {
  DEMO_PASSWORD,
  INTERNAL_SECRET,
  SIGNING_KEY_SECRET,
  SITE_URL,
  authQuery,
  cookieFrom,
  exchange,
  linkIn,
  path,
  pkce,
  postForm,
  postJson,
  randomIp,
  signIn,
  startSso,
} from './test/harness';
import type { Harness } from './test/harness';

const hasPostgres = await postgresAvailable();

describe.each([
  { dialect: 'sqlite' as const, run: true },
  { dialect: 'postgres' as const, run: hasPostgres },
])('account security on $dialect', ({ dialect, run }) => {
  let h: Harness;
  beforeAll(async () => {
    if (run) h = await startSso(dialect);
  });
  afterAll(async () => {
    await h?.close();
  });
  const get = (url: string, headers: Record<string, string> = {}) => fetch(`${h.base}${url}`, { redirect: 'manual', headers });

  describe.runIf(run)('given a forgotten password', () => {
    const email = 'trial5@paperlight.test';

    it('answers the same for a known and an unknown address, and mails only the known one', async () => {
      const known = await postForm(h, '/forgot-password', { email: 'TRIAL5@paperlight.test' }, { 'x-forwarded-for': randomIp() });
      const unknown = await postForm(h, '/forgot-password', { email: 'nobody@example.com' }, { 'x-forwarded-for': randomIp() });
      expect(known.status).toBe(200);
      expect(unknown.status).toBe(200);
      const strip = (html: string) => html.replace(/<strong>[^<]*<\/strong>/, '');
      expect(strip(await known.text())).toBe(strip(await unknown.text()));
      const mail = await h.smtp.next(email);
      expect(mail.subject).toBe('Reset your Paperlight password');
      expect(h.smtp.received.some((m) => m.to.includes('nobody@example.com'))).toBe(false);
    });

    it('resets through the mailed link once, ends every session and keeps the old password out', async () => {
      const tokens = await signIn(h, email);
      const login = await postForm(
        h,
        '/login',
        { email, password: DEMO_PASSWORD, ...authQuery(pkce().challenge) },
        { 'x-forwarded-for': randomIp() },
      );
      const ssoCookie = cookieFrom(login, SESSION_COOKIE)!;

      await postForm(h, '/forgot-password', { email }, { 'x-forwarded-for': randomIp() });
      const link = linkIn((await h.smtp.next(email)).text);
      expect(link.pathname).toBe('/reset-password');
      const form = await get(path(link));
      expect(form.status).toBe(200);
      const html = await form.text();
      expect(html).toContain('Choose a new password');
      expect(html).toContain('data-password-meter="password"');

      const token = link.searchParams.get('token')!;
      const weak = await postForm(h, '/reset-password', { token, password: 'password1' });
      expect(weak.status).toBe(400);
      expect(await weak.text()).toContain('This password is too easy to guess');

      const done = await postForm(h, '/reset-password', { token, password: 'Fresh-harbour-lights-42' });
      expect(done.status).toBe(200);
      expect(await done.text()).toContain('Your password has been changed');
      expect((await postForm(h, '/reset-password', { token, password: 'Another-fresh-one-43' })).status).toBe(410);

      // Every session ended at once: the site's refresh token, the site's session check and the sso cookie.
      expect((await postJson(h, '/api/auth/refresh-token', { refresh_token: tokens.refresh_token })).status).toBe(401);
      expect((await postJson(h, '/api/auth/session', { refresh_token: tokens.refresh_token })).status).toBe(401);
      expect((await get(`/login?${new URLSearchParams(authQuery(pkce().challenge))}`, { cookie: ssoCookie })).status).toBe(200);

      const ip = randomIp();
      expect((await postForm(h, '/login', { email, password: DEMO_PASSWORD }, { 'x-forwarded-for': ip })).status).toBe(401);
      expect((await postForm(h, '/login', { email, password: 'Fresh-harbour-lights-42' }, { 'x-forwarded-for': ip })).status).toBe(303);
      await h.test.database.db
        .updateTable('users')
        .set({
          password_hash: (
            await h.test.database.db
              .selectFrom('users')
              .select('password_hash')
              .where('email', '=', 'trial2@paperlight.test')
              .executeTakeFirstOrThrow()
          ).password_hash,
        })
        .where('email', '=', email)
        .execute();
    });

    it('refuses a link after 30 minutes', async () => {
      await postForm(h, '/forgot-password', { email: 'tools@paperlight.test' }, { 'x-forwarded-for': randomIp() });
      const link = linkIn((await h.smtp.next('tools@paperlight.test')).text);
      h.clock.offset = 31 * 60_000;
      try {
        const late = await get(path(link));
        expect(late.status).toBe(410);
        expect(await late.text()).toContain('This link has expired or was already used.');
      } finally {
        h.clock.offset = 0;
      }
    });

    it('mails one account at most 3 times an hour, with the same answer', async () => {
      const target = 'sales@paperlight.test';
      for (let i = 0; i < 4; i++) {
        expect((await postForm(h, '/forgot-password', { email: target }, { 'x-forwarded-for': randomIp() })).status).toBe(200);
      }
      // Mail is sent after the answer; wait for the three that may go (the fourth is refused before any mail).
      await expect.poll(() => h.smtp.received.filter((m) => m.to.includes(target)).length, { timeout: 15_000 }).toBe(3);
    });
  });

  describe.runIf(run)('given the site checks a session on every request', () => {
    it('answers with the current claims while it lives, and 401 once it is logged out', async () => {
      const tokens = await signIn(h, 'notrial@paperlight.test');
      const live = await postJson(h, '/api/auth/session', { refresh_token: tokens.refresh_token });
      expect(live.status).toBe(200);
      expect(live.body!.user).toMatchObject({ email: 'notrial@paperlight.test', isAdmin: false });

      await h.test.database.db.updateTable('users').set({ is_sales: 1 }).where('email', '=', 'notrial@paperlight.test').execute();
      expect(
        ((await postJson(h, '/api/auth/session', { refresh_token: tokens.refresh_token })).body!.user as { isSales: boolean }).isSales,
      ).toBe(true);
      await h.test.database.db.updateTable('users').set({ is_sales: 0 }).where('email', '=', 'notrial@paperlight.test').execute();

      expect((await postJson(h, '/api/auth/revoke', { refresh_token: tokens.refresh_token })).status).toBe(204);
      expect((await postJson(h, '/api/auth/session', { refresh_token: tokens.refresh_token })).status).toBe(401);
    });

    it('ends the sessions of a suspended account and refuses its password', async () => {
      const email = 'expired@paperlight.test';
      const tokens = await signIn(h, email);
      const access = decodeProtectedHeader(tokens.access_token);
      expect(access.kid).toBeTruthy();
      const db = h.test.database.db;
      await db.updateTable('users').set({ status: 'suspended' }).where('email', '=', email).execute();
      try {
        expect((await postJson(h, '/api/auth/session', { refresh_token: tokens.refresh_token })).status).toBe(401);
        expect((await postJson(h, '/api/auth/refresh-token', { refresh_token: tokens.refresh_token })).status).toBe(401);
        const login = await postForm(h, '/login', { email, password: DEMO_PASSWORD }, { 'x-forwarded-for': randomIp() });
        expect(login.status).toBe(403);
        expect(await login.text()).toContain('This account is suspended.');
        const wrong = await postForm(h, '/login', { email, password: 'Not-the-password' }, { 'x-forwarded-for': randomIp() });
        expect(await wrong.text()).toContain('Incorrect email or password.');
      } finally {
        await db.updateTable('users').set({ status: 'active' }).where('email', '=', email).execute();
      }
    });

    it('puts the session id in access tokens', async () => {
      const tokens = await signIn(h, 'trial2@paperlight.test');
      const claims = JSON.parse(Buffer.from(tokens.access_token.split('.')[1]!, 'base64url').toString()) as { sid?: string };
      const row = await h.test.database.db.selectFrom('sessions').selectAll().where('id', '=', claims.sid!).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ kind: 'app', revoked_at: null, user_id: tokens.user.id });
    });
  });

  describe.runIf(run)('given a credential-stuffing minute from one address', () => {
    it('lets the attacker check at most 10 passwords and the owner still signs in', async () => {
      const email = 'admin@paperlight.test';
      const attacker = randomIp();
      // The owner signed in from this browser before, so it carries a device cookie.
      const before = await postForm(h, '/login', { email, password: DEMO_PASSWORD }, { 'x-forwarded-for': attacker });
      const device = cookieFrom(before, 'pl_device')!;
      let checked = 0;
      let refused = 0;
      const start = h.clock.offset;
      try {
        // One attempt every 50 ms of a minute (1,200), on the sso's own clock.
        for (let t = 0; t < 60_000; t += 50) {
          h.clock.offset = start + t;
          const r = await postForm(h, '/login', { email, password: `Guess-${t}-pass` }, { 'x-forwarded-for': attacker });
          if (r.status === 401) checked++;
          else if (r.status === 429) refused++;
          else throw new Error(`unexpected ${r.status}`);
          if (t === 30_000) {
            const owner = await postForm(h, '/login', { email, password: DEMO_PASSWORD }, { 'x-forwarded-for': attacker, cookie: device });
            expect(owner.status).toBe(303);
            const ownerElsewhere = await postForm(h, '/login', { email, password: DEMO_PASSWORD }, { 'x-forwarded-for': randomIp() });
            expect(ownerElsewhere.status).toBe(303);
          }
        }
      } finally {
        h.clock.offset = 0;
      }
      expect(checked).toBeLessThanOrEqual(10);
      expect(checked + refused).toBe(1200);
    }, 120_000);
  });

  describe.runIf(run)('given the site forwards the visitor address', () => {
    it('believes it only with the internal key', async () => {
      const forged = (address: string) => ({ [CLIENT_ADDRESS_HEADER]: address, 'x-forwarded-for': randomIp() });
      const visitor = '203.0.113.9';
      // Without the key the forwarded address is ignored: each request counts for its own X-Forwarded-For.
      for (let i = 0; i < 3; i++) {
        expect((await postForm(h, '/login', { email: 'nobody-x@example.com', password: 'Wrong-pass' }, forged(visitor))).status).toBe(401);
      }
      const withKey = { [CLIENT_ADDRESS_HEADER]: visitor, [INTERNAL_KEY_HEADER]: INTERNAL_SECRET, 'x-forwarded-for': randomIp() };
      for (let i = 0; i < 4; i++) {
        expect((await postForm(h, '/login', { email: 'nobody-y@example.com', password: 'Wrong-pass' }, withKey)).status).toBe(401);
      }
      const fifth = await postForm(
        h,
        '/login',
        { email: 'nobody-y@example.com', password: 'Wrong-pass' },
        { ...withKey, 'x-forwarded-for': randomIp() },
      );
      expect(fifth.status).toBe(401);
      const sixth = await postForm(
        h,
        '/login',
        { email: 'nobody-y@example.com', password: 'Wrong-pass' },
        { ...withKey, 'x-forwarded-for': randomIp() },
      );
      expect(sixth.status).toBe(429);
      const wrongKey = await postForm(
        h,
        '/login',
        { email: 'nobody-y@example.com', password: 'Wrong-pass' },
        { ...withKey, [INTERNAL_KEY_HEADER]: 'guess', 'x-forwarded-for': randomIp() },
      );
      expect(wrongKey.status).toBe(401);
    });
  });
});

describe('given limits on every public endpoint', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startSso('sqlite', {
      rateLimits: {
        guestToken: { max: 5, windowMs: 60_000 },
        signup: { max: 3, windowMs: 60_000 },
        login: { max: 60, windowMs: 60_000 },
        reset: { max: 2, windowMs: 60_000, mailsPerAccountPerHour: 3 },
      },
    });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('limits guest tokens per client address', async () => {
    const ip = randomIp();
    const ask = (address: string) =>
      postJson(h, '/api/guest-token', {}, { 'x-device-id': crypto.randomUUID(), 'x-forwarded-for': address });
    for (let i = 0; i < 5; i++) expect((await ask(ip)).status).toBe(200);
    const over = await ask(ip);
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({ statusCode: 429 });
    expect(over.headers.get('retry-after')).toBeTruthy();
    expect((await ask(randomIp())).status).toBe(200);
  });

  it('limits sign-ups per client address', async () => {
    const ip = randomIp();
    const signup = (i: number) =>
      postForm(
        h,
        '/signup',
        { name: 'Flood', email: `flood${i}@example.com`, password: 'Flood-of-signups-2026' },
        { 'x-forwarded-for': ip },
      );
    for (let i = 0; i < 3; i++) expect((await signup(i)).status).toBe(200);
    const over = await signup(4);
    expect(over.status).toBe(429);
    expect(await over.text()).toContain('Too many requests');
  });

  it('limits reset requests per client address', async () => {
    const ip = randomIp();
    for (let i = 0; i < 2; i++)
      expect((await postForm(h, '/forgot-password', { email: `r${i}@example.com` }, { 'x-forwarded-for': ip })).status).toBe(200);
    expect((await postForm(h, '/forgot-password', { email: 'r9@example.com' }, { 'x-forwarded-for': ip })).status).toBe(429);
  });
});

describe('given signing keys', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startSso('sqlite');
  });
  afterAll(async () => {
    await h?.close();
  });

  it('stores the private key encrypted with a secret kept outside the database', async () => {
    const rows = await h.test.database.db.selectFrom('signing_keys').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.private_jwk.startsWith('enc:v1:')).toBe(true);
    expect(rows[0]!.private_jwk).not.toContain('"d"');
    await expect(loadSigningKeys(h.test.database.db, 'another-secret-entirely-0123456789')).rejects.toThrow(/SIGNING_KEY_SECRET/);
  });

  it('rotates with overlapping keys: the new one is published first, signs after the delay, and old tokens still verify', async () => {
    const db = h.test.database.db;
    const before = await signIn(h, 'notrial@paperlight.test');
    const oldKid = decodeProtectedHeader(before.access_token).kid;
    const newKid = await createSigningKey(db, SIGNING_KEY_SECRET, new Date());

    const published = await loadSigningKeys(db, SIGNING_KEY_SECRET, new Date());
    expect(published.kid).toBe(oldKid);
    expect(published.jwks.keys.map((k) => k.kid).sort()).toEqual([oldKid, newKid].sort());

    const later = await loadSigningKeys(db, SIGNING_KEY_SECRET, new Date(Date.now() + KEY_PUBLISH_DELAY_MS + 1000));
    expect(later.kid).toBe(newKid);
    expect(later.jwks.keys.map((k) => k.kid)).toContain(oldKid);

    // A running instance picks the rotation up on its next reload.
    const second = await buildSsoServer({
      database: h.test.database,
      ssoUrl: 'http://sso.test',
      siteUrl: SITE_URL,
      signingKeySecret: SIGNING_KEY_SECRET,
      mailer: createMailer({ dataDir: h.test.dataDir! }),
      now: () => new Date(Date.now() + KEY_PUBLISH_DELAY_MS + 1000),
    });
    try {
      const address = await second.listen({ port: 0, host: '127.0.0.1' });
      const jwks = createRemoteJWKSet(new URL(`${address}/.well-known/jwks.json`));
      await jwtVerify(before.access_token, jwks, { issuer: 'http://sso.test', audience: 'paperlight' });
      const { verifier, challenge } = pkce();
      const login = await fetch(`${address}/login`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email: 'notrial@paperlight.test', password: DEMO_PASSWORD, ...authQuery(challenge) }).toString(),
      });
      const code = new URL(login.headers.get('location')!).searchParams.get('code')!;
      const fresh = await exchange({ ...h, base: address }, code, verifier);
      expect(decodeProtectedHeader(fresh.body!.access_token as string).kid).toBe(newKid);
      await jwtVerify(fresh.body!.access_token as string, jwks, { issuer: 'http://sso.test', audience: 'paperlight' });
    } finally {
      await second.close();
    }
  });
});

describe('given a database locked by another writer', () => {
  it('answers 503 with Retry-After quickly and keeps serving other requests', async () => {
    const h = await startSso('sqlite');
    const { openDatabase } = await import('@paperlight/db');
    // The sso's own connection waits 100 ms for a lock, as in production (main.ts).
    const busyDb = openDatabase({ dataDir: h.test.dataDir!, busyTimeoutMs: 100 });
    const app = await buildSsoServer({
      database: busyDb,
      ssoUrl: 'http://sso.test',
      siteUrl: SITE_URL,
      signingKeySecret: SIGNING_KEY_SECRET,
      mailer: createMailer({ dataDir: h.test.dataDir! }),
    });
    const locker = new SqliteDatabase(join(h.test.dataDir!, 'paperlight.db'));
    try {
      const address = await app.listen({ port: 0, host: '127.0.0.1' });
      locker.exec('BEGIN IMMEDIATE');
      locker.exec("UPDATE users SET name = name WHERE email = 'admin@paperlight.test'");
      const started = performance.now();
      const response = await fetch(`${address}/login`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email: 'admin@paperlight.test', password: DEMO_PASSWORD }).toString(),
      });
      const elapsed = performance.now() - started;
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('1');
      expect(await response.text()).toContain('Paperlight is busy right now.');
      expect(elapsed).toBeLessThan(2000);
      expect((await fetch(`${address}/health`)).status).toBe(200);
    } finally {
      locker.exec('ROLLBACK');
      locker.close();
      await app.close();
      await busyDb.destroy();
      await h.close();
    }
  });
});

const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
async function redisAvailable(): Promise<boolean> {
  const { Redis } = await import('ioredis');
  const client = new Redis(redisUrl, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0 });
  try {
    await client.connect();
    await client.ping();
    return true;
  } catch (error) {
    if (process.env.CI === 'true') throw new Error(`Redis is required in CI but ${redisUrl} is unreachable`, { cause: error });
    console.warn(`Skipping the Redis limit test: ${redisUrl} is unreachable`);
    return false;
  } finally {
    client.disconnect();
  }
}

describe.runIf(await redisAvailable())('given two sso instances sharing Redis', () => {
  it('counts one address across both', async () => {
    const prefix = `pl-sso-test-${crypto.randomUUID()}:`;
    const limits = { rateLimits: { guestToken: { max: 3, windowMs: 60_000 } }, redisUrl, redisPrefix: prefix };
    const a = await startSso('sqlite', limits);
    const b = await startSso('sqlite', limits);
    try {
      const ip = randomIp();
      const ask = (h: Harness) => postJson(h, '/api/guest-token', {}, { 'x-device-id': crypto.randomUUID(), 'x-forwarded-for': ip });
      expect((await ask(a)).status).toBe(200);
      expect((await ask(b)).status).toBe(200);
      expect((await ask(a)).status).toBe(200);
      expect((await ask(b)).status).toBe(429);
    } finally {
      await a.close();
      await b.close();
      const { Redis } = await import('ioredis');
      const client = new Redis(redisUrl);
      const keys = await client.keys(`${prefix}*`);
      if (keys.length > 0) await client.del(...keys);
      client.disconnect();
    }
  });
});
