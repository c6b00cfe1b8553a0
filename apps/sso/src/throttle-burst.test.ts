import { createMailer } from '@paperlight/mail';
import { openDatabase } from '@paperlight/db';
import type { Database } from '@paperlight/db';
import { postgresAvailable } from '@paperlight/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSsoServer } from './server';
import { DEMO_PASSWORD, INTERNAL_SECRET, SIGNING_KEY_SECRET, SITE_URL, cookieFrom, postForm, randomIp, startSso } from './test/harness';
import type { Harness } from './test/harness';

const hasPostgres = await postgresAvailable();

// Issue 33, finding 1: the delay was read before the password hash and the failure written after it,
// so a parallel burst had most of its passwords checked. Two instances share the database, as in production.
describe.each([
  { dialect: 'sqlite' as const, run: true },
  { dialect: 'postgres' as const, run: hasPostgres },
])('a parallel sign-in burst on $dialect', ({ dialect, run }) => {
  let h: Harness;
  let second: { app: FastifyInstance; base: string; database: Database };
  beforeAll(async () => {
    if (!run) return;
    h = await startSso(dialect);
    const database = openDatabase({ databaseUrl: h.test.databaseUrl ?? '', ...(h.test.dataDir ? { dataDir: h.test.dataDir } : {}) });
    const app = await buildSsoServer({
      database,
      ssoUrl: 'http://sso.test',
      siteUrl: SITE_URL,
      signingKeySecret: SIGNING_KEY_SECRET,
      internalSecret: INTERNAL_SECRET,
      mailer: createMailer({ smtpUrl: h.smtp.url, dataDir: '/nonexistent' }),
      trustProxy: 1,
      now: () => new Date((h.clock.frozen ?? Date.now()) + h.clock.offset),
    });
    second = { app, base: await app.listen({ port: 0, host: '127.0.0.1' }), database };
  });
  afterAll(async () => {
    await second?.app.close();
    await second?.database.destroy();
    await h?.close();
  });

  const login = (instance: number, email: string, password: string, headers: Record<string, string>) =>
    postForm(instance === 0 ? h : { ...h, base: second.base }, '/login', { email, password }, headers);

  it.runIf(run)(
    'checks at most 10 passwords in the minute, and the owner still signs in from a new browser',
    async () => {
      const email = 'admin@paperlight.test';
      const attacker = randomIp();
      // The owner signed in from this browser before, on the address the attack comes from.
      const before = await login(0, email, DEMO_PASSWORD, { 'x-forwarded-for': attacker });
      const device = cookieFrom(before, 'pl_device')!;
      expect(before.status).toBe(303);

      const start = Date.now();
      h.clock.frozen = start;
      let checked = 0;
      let refused = 0;
      const count = (status: number) => {
        if (status === 401) checked++;
        else if (status === 429) refused++;
        else throw new Error(`unexpected ${status}`);
      };
      try {
        const burst = Array.from({ length: 70 }, (_, i) =>
          login(i % 2, email, `Guess-${i}-pass`, { 'x-forwarded-for': attacker }).then((r) => count(r.status)),
        );
        // During the burst: a new browser on another address, and the owner's own browser on the attacker's.
        const newBrowser = login(1, email, DEMO_PASSWORD, { 'x-forwarded-for': randomIp() });
        const knownBrowser = login(0, email, DEMO_PASSWORD, { 'x-forwarded-for': attacker, cookie: device });
        await Promise.all(burst);
        expect((await newBrowser).status).toBe(303);
        expect((await knownBrowser).status).toBe(303);
        expect(checked).toBeLessThanOrEqual(10);

        // Then sustained for the rest of the minute, one post every 250 ms of the sso's clock.
        for (let t = 250; t < 60_000; t += 250) {
          h.clock.frozen = start + t;
          count((await login(t % 500 === 0 ? 0 : 1, email, `Guess-t${t}-pass`, { 'x-forwarded-for': attacker })).status);
        }
        expect(checked).toBeLessThanOrEqual(10);
        expect(checked + refused).toBe(70 + 239);
        const after = await login(1, email, DEMO_PASSWORD, { 'x-forwarded-for': randomIp() });
        expect(after.status).toBe(303);
      } finally {
        h.clock.frozen = undefined;
      }
    },
    120_000,
  );
});
