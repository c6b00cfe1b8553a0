import { randomUUID } from 'node:crypto';
import { endSessions, migrateToLatest, openDatabase, sql, type Database } from '@paperlight/db';
import { createTestDatabase, postgresAvailable, type TestDatabase } from '@paperlight/db/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAccountGate, type AccountGate } from '../src/account-gate';
import type { AccessClaims } from '../src/auth';
import { HttpError } from '../src/errors';

// The session check's cache and its revocation signal (decision 0105), on both dialects: a valid
// answer is reused, and every change another process makes (the sso's logout or password reset, an
// administrator on another api instance) drops it before the next check can use it.

const dialects = ['sqlite', ...((await postgresAvailable()) ? (['postgres'] as const) : [])] as const;

/** How long a revocation may take to reach this process: none on SQLite, the notification on PostgreSQL. */
const SIGNAL_MS = 100;

describe.each(dialects)('the session check over %s', (dialect) => {
  let test: TestDatabase;
  /** The other process (the sso, or another api instance): its own connection to the same database. */
  let other: Database;
  let gate: AccountGate;
  // Its own name, so the test that cuts the listener cuts only this one (test files share a server).
  const listenerName = `paperlight-revocations-test-${randomUUID().slice(0, 8)}`;

  beforeAll(async () => {
    test = await createTestDatabase(dialect);
    await migrateToLatest(test.database.db);
    other = openDatabase(dialect === 'sqlite' ? { databaseUrl: '', dataDir: test.dataDir } : { databaseUrl: test.databaseUrl });
    gate = createAccountGate(test.database, { cacheMs: 60_000, listenerName });
    await gate.watch.ready;
  });
  afterAll(async () => {
    await gate?.close();
    await other?.destroy();
    await test?.cleanup();
  });

  const makeUser = async (roles: { admin?: boolean } = {}) => {
    const id = randomUUID();
    const at = new Date().toISOString();
    await other.db
      .insertInto('users')
      .values({
        id,
        name: 'Cached',
        email: `${id}@example.org`,
        password_hash: 'x',
        is_admin: roles.admin ? 1 : 0,
        is_sales: 0,
        is_tool_admin: 0,
        trial_end_date: '2030-01-01T00:00:00.000Z',
        created_at: at,
      })
      .execute();
    const sid = randomUUID();
    await other.db
      .insertInto('sessions')
      .values({
        id: sid,
        user_id: id,
        kind: 'app',
        created_at: at,
        expires_at: new Date(Date.now() + 86_400_000).toISOString(),
        revoked_at: null,
      })
      .execute();
    const claims: AccessClaims = {
      sub: id,
      sid,
      exp: Math.floor(Date.now() / 1000) + 900,
      name: 'Cached',
      email: `${id}@example.org`,
      isGuest: false,
      isAdmin: Boolean(roles.admin),
      isSales: false,
      isToolAdmin: false,
      isFreeTrailActive: true,
      trialEndDate: '2030-01-01T00:00:00.000Z',
    };
    return { id, sid, claims };
  };

  const status = async (claims: AccessClaims) => {
    try {
      await gate.check(claims);
      return 200;
    } catch (error) {
      if (error instanceof HttpError) return error.statusCode;
      throw error;
    }
  };
  /** Checks until the gate refuses; how long after the change the refused check started (ms). */
  const refusedWithin = async (claims: AccessClaims, since: number) => {
    for (;;) {
      const attempt = performance.now();
      if ((await status(claims)) === 401) return attempt - since;
      if (performance.now() - since > 2000) return Number.POSITIVE_INFINITY;
      await new Promise((resolve) => setImmediate(resolve));
    }
  };

  it('answers a repeated check from memory: one query for session, account and trial', async () => {
    const { claims } = await makeUser();
    const queries = vi.spyOn(test.database.db, 'executeQuery');
    const first = await gate.check(claims);
    for (let i = 0; i < 20; i++) await gate.check(claims);
    expect(queries).toHaveBeenCalledTimes(1);
    queries.mockRestore();
    expect(first.trialEndDate).toBe('2030-01-01T00:00:00.000Z');
  });

  it("refuses a session another process ended (the sso's logout), on the next check or within the signal", async () => {
    const { sid, claims } = await makeUser();
    expect(await status(claims)).toBe(200);
    await other.db.updateTable('sessions').set({ revoked_at: new Date().toISOString() }).where('id', '=', sid).execute();
    // From the moment the change is committed, as the sso answers its logout.
    const at = performance.now();
    const took = await refusedWithin(claims, at);
    if (dialect === 'sqlite') expect(await status(claims)).toBe(401);
    expect(took).toBeLessThan(SIGNAL_MS);
  });

  it('refuses at once after a password reset and a suspension made elsewhere', async () => {
    const reset = await makeUser();
    const suspended = await makeUser();
    expect([await status(reset.claims), await status(suspended.claims)]).toEqual([200, 200]);
    await other.db
      .updateTable('users')
      .set({ password_hash: 'new', password_changed_at: new Date().toISOString() })
      .where('id', '=', reset.id)
      .execute();
    await endSessions(other.db, reset.id, new Date());
    await other.db.updateTable('users').set({ status: 'suspended' }).where('id', '=', suspended.id).execute();
    const at = performance.now();
    expect(await refusedWithin(reset.claims, at)).toBeLessThan(SIGNAL_MS);
    expect(await refusedWithin(suspended.claims, at)).toBeLessThan(SIGNAL_MS);
  });

  it('drops a role taken away elsewhere, and sees a trial changed elsewhere', async () => {
    const { id, claims } = await makeUser({ admin: true });
    expect((await gate.check(claims)).claims.isAdmin).toBe(true);
    await other.db.updateTable('users').set({ is_admin: 0, trial_end_date: '2031-06-01T00:00:00.000Z' }).where('id', '=', id).execute();
    const at = performance.now();
    for (;;) {
      const checked = await gate.check(claims);
      if (!checked.claims.isAdmin) {
        expect(checked.trialEndDate).toBe('2031-06-01T00:00:00.000Z');
        break;
      }
      expect(performance.now() - at).toBeLessThan(SIGNAL_MS);
      await new Promise((resolve) => setImmediate(resolve));
    }
  });

  it('refuses an erased account', async () => {
    const { id, claims } = await makeUser();
    expect(await status(claims)).toBe(200);
    await other.db.deleteFrom('sessions').where('user_id', '=', id).execute();
    await other.db.deleteFrom('users').where('id', '=', id).execute();
    const at = performance.now();
    expect(await refusedWithin(claims, at)).toBeLessThan(SIGNAL_MS);
  });

  it('does not reuse a check past the session’s own end', async () => {
    let clock = Date.now();
    const shortGate = createAccountGate(test.database, { cacheMs: 3_600_000, now: () => clock });
    await shortGate.watch.ready;
    try {
      const { sid, claims } = await makeUser();
      await other.db
        .updateTable('sessions')
        .set({ expires_at: new Date(clock + 60_000).toISOString() })
        .where('id', '=', sid)
        .execute();
      await shortGate.check(claims);
      clock += 61_000;
      await expect(shortGate.check(claims)).rejects.toMatchObject({ statusCode: 401 });
    } finally {
      await shortGate.close();
    }
  });

  it('sends one query for checks that miss together, and a new one for a check after an invalidation', async () => {
    const { id, claims } = await makeUser();
    const queries = vi.spyOn(test.database.db, 'executeQuery');
    try {
      // Thirty requests with the same new session, as a page's parallel calls or a benchmark's connections.
      const answers = await Promise.all(Array.from({ length: 30 }, () => gate.check(claims)));
      expect(answers.every((answer) => answer.trialEndDate === '2030-01-01T00:00:00.000Z')).toBe(true);
      expect(queries).toHaveBeenCalledTimes(1);
      // A check that starts after an invalidation does not take the answer of a load begun before it.
      queries.mockClear();
      gate.invalidate(id);
      const before = gate.check(claims);
      gate.invalidate(id);
      await other.db.updateTable('users').set({ status: 'suspended' }).where('id', '=', id).execute();
      const after = gate.check(claims);
      await before.catch(() => undefined);
      await expect(after).rejects.toMatchObject({ statusCode: 401 });
      expect(queries).toHaveBeenCalledTimes(2);
    } finally {
      queries.mockRestore();
    }
  });

  it('shares no answer between sessions or users that miss together', async () => {
    const [a, b] = [await makeUser({ admin: true }), await makeUser()];
    const [first, second] = await Promise.all([gate.check(a.claims), gate.check(b.claims)]);
    expect([first.claims.sub, first.claims.isAdmin]).toEqual([a.id, true]);
    expect([second.claims.sub, second.claims.isAdmin]).toEqual([b.id, false]);
  });

  it.runIf(dialect === 'sqlite')(
    'reads the revocation generation at most once a millisecond, and sees a change at the first check after it',
    async () => {
      let clock = 1_000;
      const timedGate = createAccountGate(test.database, { cacheMs: 60_000, revocationClock: () => clock });
      try {
        const { sid, claims } = await makeUser();
        expect((await timedGate.check(claims)).claims.sub).toBe(claims.sub);
        await other.db.updateTable('sessions').set({ revoked_at: new Date().toISOString() }).where('id', '=', sid).execute();
        // Within the same millisecond the kept answer still serves (decision 0177)…
        clock += 0.5;
        expect(timedGate.checkKept(claims)?.claims.sub).toBe(claims.sub);
        // …and from the next one the change is read, the answer dropped and the session refused.
        clock += 0.5;
        expect(timedGate.checkKept(claims)).toBeUndefined();
        await expect(timedGate.check(claims)).rejects.toMatchObject({ statusCode: 401 });
      } finally {
        await timedGate.close();
      }
    },
  );

  it.runIf(dialect === 'postgres')(
    'trusts nothing from memory while the revocation listener is down, and again once it is back',
    async () => {
      const { sid, claims } = await makeUser();
      expect(await status(claims)).toBe(200);
      // Cut the listener's connection, as a database restart or a network cut would.
      const { rows } = await sql<{
        cut: boolean;
      }>`select pg_terminate_backend(pid) as cut from pg_stat_activity where application_name = ${listenerName}`.execute(other.db);
      expect(rows).toEqual([{ cut: true }]);
      const deadline = Date.now() + 2000;
      while (gate.watch.current() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
      expect(gate.watch.current()).toBe(false);
      // A revocation made while nothing listens is seen by the very next check.
      await other.db.updateTable('sessions').set({ revoked_at: new Date().toISOString() }).where('id', '=', sid).execute();
      expect(await status(claims)).toBe(401);
      // The listener comes back by itself.
      const back = Date.now() + 5000;
      while (!gate.watch.current() && Date.now() < back) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(gate.watch.current()).toBe(true);
    },
  );
});
