import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { verify } from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listTables, migrateToLatest, openDatabase, seed, seededAccounts, sql, trialEndFor, trialFlag, userToClaims } from './index';
import { createTestDatabase, postgresAvailable } from './testing';
import type { TestDatabase } from './testing';

const hasPostgres = await postgresAvailable();
const DAY = 24 * 60 * 60 * 1000;

describe.each([
  { dialect: 'sqlite' as const, run: true },
  { dialect: 'postgres' as const, run: hasPostgres },
])('given a $dialect database', ({ dialect, run }) => {
  let test: TestDatabase;
  const now = new Date('2026-03-01T12:00:00.000Z');

  beforeAll(async () => {
    if (!run) return;
    test = await createTestDatabase(dialect);
    await migrateToLatest(test.database.db);
  });
  afterAll(async () => {
    await test?.cleanup();
  });

  it.runIf(run)('opens the requested dialect', () => {
    expect(test.database.dialect).toBe(dialect);
  });

  it.runIf(run)('creates the identity tables and migrating again changes nothing', async () => {
    const tables = await listTables(test.database.db);
    expect(tables).toEqual(expect.arrayContaining(['auth_codes', 'login_attempts', 'refresh_tokens', 'signing_keys', 'users']));
    await migrateToLatest(test.database.db);
    expect(await listTables(test.database.db)).toEqual(tables);
  });

  it.runIf(run)('seeds every demo account with an argon2id hash of the demo password', async () => {
    const printed = await seed(test.database.db, now);
    expect(printed.map((a) => a.email)).toEqual(seededAccounts.map((a) => a.email));
    const users = await test.database.db.selectFrom('users').selectAll().orderBy('email').execute();
    expect(users.map((u) => u.email).sort()).toEqual(seededAccounts.map((a) => a.email).sort());
    const admin = users.find((u) => u.email === 'admin@paperlight.test');
    expect(admin?.password_hash.startsWith('$argon2id$')).toBe(true);
    expect(await verify(admin!.password_hash, 'Paperlight-demo-2026')).toBe(true);
    expect(await verify(admin!.password_hash, 'wrong-password-1')).toBe(false);
  });

  it.runIf(run)('gives each seeded account its role and trial state', async () => {
    const byEmail = new Map((await test.database.db.selectFrom('users').selectAll().execute()).map((u) => [u.email, userToClaims(u, now)]));
    expect(byEmail.get('admin@paperlight.test')).toMatchObject({
      isAdmin: true,
      isSales: false,
      isToolAdmin: false,
      isFreeTrailActive: null,
    });
    expect(byEmail.get('sales@paperlight.test')).toMatchObject({ isAdmin: false, isSales: true, isFreeTrailActive: null });
    expect(byEmail.get('tools@paperlight.test')).toMatchObject({ isToolAdmin: true, isFreeTrailActive: null });
    expect(byEmail.get('notrial@paperlight.test')).toMatchObject({ isFreeTrailActive: null, trialEndDate: null });
    expect(byEmail.get('expired@paperlight.test')).toMatchObject({ isFreeTrailActive: false });
    const daysLeft = (email: string) => Math.floor((Date.parse(byEmail.get(email)!.trialEndDate!) - now.getTime()) / DAY);
    expect(byEmail.get('trial5@paperlight.test')?.isFreeTrailActive).toBe(true);
    expect(daysLeft('trial5@paperlight.test')).toBe(5);
    expect(byEmail.get('trial2@paperlight.test')?.isFreeTrailActive).toBe(true);
    expect(daysLeft('trial2@paperlight.test')).toBe(2);
  });

  it.runIf(run)('re-seeding later rebases trial dates without duplicating users or changing hashes', async () => {
    const before = await test.database.db.selectFrom('users').select(['id', 'email', 'password_hash']).execute();
    const later = new Date(now.getTime() + 10 * DAY);
    await seed(test.database.db, later);
    const after = await test.database.db.selectFrom('users').selectAll().execute();
    expect(after).toHaveLength(before.length);
    for (const row of before) {
      const same = after.find((u) => u.id === row.id);
      expect(same?.password_hash).toBe(row.password_hash);
    }
    const trial5 = after.find((u) => u.email === 'trial5@paperlight.test')!;
    expect(trialFlag(trial5, later)).toBe(true);
    expect(Math.floor((Date.parse(trial5.trial_end_date!) - later.getTime()) / DAY)).toBe(5);
    const expired = after.find((u) => u.email === 'expired@paperlight.test')!;
    expect(trialFlag(expired, later)).toBe(false);
  });

  it.runIf(run)('enforces unique lower-case emails and unique token hashes', async () => {
    const user = await test.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'notrial@paperlight.test')
      .executeTakeFirstOrThrow();
    await expect(
      test.database.db
        .insertInto('users')
        .values({
          id: 'dup',
          name: 'Dup',
          email: 'notrial@paperlight.test',
          password_hash: 'x',
          is_admin: 0,
          is_sales: 0,
          is_tool_admin: 0,
          trial_end_date: null,
          created_at: now.toISOString(),
        })
        .execute(),
    ).rejects.toThrow();
    const token = {
      user_id: user.id,
      family_id: 'f1',
      token_hash: 'abc',
      expires_at: now.toISOString(),
      used_at: null,
      revoked_at: null,
      created_at: now.toISOString(),
    };
    await test.database.db
      .insertInto('refresh_tokens')
      .values({ id: 't1', ...token })
      .execute();
    await expect(
      test.database.db
        .insertInto('refresh_tokens')
        .values({ id: 't2', ...token })
        .execute(),
    ).rejects.toThrow();
  });

  it.runIf(run)('refuses rows that point at a missing user', async () => {
    await expect(
      test.database.db
        .insertInto('auth_codes')
        .values({
          code_hash: 'c1',
          user_id: 'nobody',
          redirect_uri: 'x',
          code_challenge: 'y',
          expires_at: now.toISOString(),
          used_at: null,
        })
        .execute(),
    ).rejects.toThrow();
  });

  it.runIf(run)('compares ISO timestamps as text the same way in both dialects', async () => {
    const rows = await test.database.db
      .selectFrom('users')
      .select('email')
      // The previous test re-seeded ten days later.
      .where('trial_end_date', '>', new Date(now.getTime() + 10 * DAY).toISOString())
      .orderBy('email')
      .execute();
    expect(rows.map((r) => r.email)).toEqual(['trial2@paperlight.test', 'trial5@paperlight.test']);
    const count = await test.database.db
      .selectFrom('users')
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(seededAccounts.length);
  });
});

describe('given the SQLite defaults', () => {
  it('stores the file under DATA_DIR in WAL mode with durable, checked writes', async () => {
    const test = await createTestDatabase('sqlite');
    try {
      await migrateToLatest(test.database.db);
      expect(existsSync(join(test.dataDir!, 'paperlight.db'))).toBe(true);
      const pragma = async (name: string) =>
        Object.values((await sql<Record<string, unknown>>`${sql.raw(`pragma ${name}`)}`.execute(test.database.db)).rows[0]!)[0];
      expect(await pragma('journal_mode')).toBe('wal');
      expect(await pragma('synchronous')).toBe(2);
      expect(await pragma('foreign_keys')).toBe(1);
      expect(await pragma('busy_timeout')).toBe(5000);
    } finally {
      await test.cleanup();
    }
  });

  it('defaults to the repository data folder whatever the working directory', async () => {
    const previous = { cwd: process.cwd(), dataDir: process.env.DATA_DIR };
    delete process.env.DATA_DIR;
    try {
      process.chdir('/');
      const { defaultDataDir } = await import('./open');
      expect(defaultDataDir()).toBe(join(__dirname, '..', '..', '..', 'data'));
    } finally {
      process.chdir(previous.cwd);
      if (previous.dataDir !== undefined) process.env.DATA_DIR = previous.dataDir;
    }
  });

  it('rejects a DATABASE_URL that is not PostgreSQL', () => {
    expect(() => openDatabase({ databaseUrl: 'mysql://x' })).toThrow(/postgres/);
  });
});

describe('trialEndFor', () => {
  it('ends the trial at midnight UTC after the seventh day, so a new account reads 7 days left all day', () => {
    const late = new Date('2026-03-10T23:59:00Z');
    const early = new Date('2026-03-10T00:01:00Z');
    expect(trialEndFor(late).toISOString()).toBe('2026-03-18T00:00:00.000Z');
    expect(trialEndFor(early).toISOString()).toBe('2026-03-18T00:00:00.000Z');
    for (const start of [late, early]) {
      const days = (trialEndFor(start).getTime() - start.getTime()) / 86_400_000;
      expect(Math.floor(days)).toBe(7);
    }
  });
});
