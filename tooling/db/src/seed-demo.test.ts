import { randomUUID } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccountsPresent, disableDemoAccounts, migrateToLatest, seed, seededAccounts } from './index';
import { createTestDatabase, postgresAvailable } from './testing';
import type { TestDatabase } from './testing';

const hasPostgres = await postgresAvailable();
const PUBLISHED = seededAccounts[0]!.password;

// Issue 33, finding 2: a start without DEMO_ACCOUNTS on a database that has them only warned.
describe.each([
  { dialect: 'sqlite' as const, run: true },
  { dialect: 'postgres' as const, run: hasPostgres },
])('demo accounts left in a database, on $dialect', ({ dialect, run }) => {
  let test: TestDatabase;
  beforeAll(async () => {
    if (!run) return;
    test = await createTestDatabase(dialect);
    await migrateToLatest(test.database.db);
    await seed(test.database.db);
  });
  afterAll(async () => {
    await test?.cleanup();
  });

  it.runIf(run)('lose the published password and their sessions when a start asks for no demo accounts', async () => {
    const { db } = test.database;
    const at = new Date('2026-11-28T02:00:00Z');
    const admin = await db.selectFrom('users').select('id').where('email', '=', 'admin@paperlight.test').executeTakeFirstOrThrow();
    await db
      .insertInto('sessions')
      .values({
        id: randomUUID(),
        user_id: admin.id,
        kind: 'sso',
        created_at: at.toISOString(),
        expires_at: '2027-01-01T00:00:00.000Z',
        revoked_at: null,
      })
      .execute();
    // Someone took this one over with a password of their own: it is theirs now and stays usable.
    await db
      .updateTable('users')
      .set({ password_hash: await hash('Their-own-pass-2026') })
      .where('email', '=', 'trial5@paperlight.test')
      .execute();
    expect(await demoAccountsPresent(db)).toHaveLength(6);

    await seed(db, at, { demoAccounts: false });

    expect(await demoAccountsPresent(db)).toEqual([]);
    const rows = await db
      .selectFrom('users')
      .select(['email', 'password_hash'])
      .where(
        'email',
        'in',
        seededAccounts.map((a) => a.email),
      )
      .execute();
    // Kept (their projects and history stay), but the published password no longer signs in.
    expect(rows).toHaveLength(7);
    for (const row of rows) expect(await verify(row.password_hash, PUBLISHED)).toBe(false);
    const trial5 = rows.find((r) => r.email === 'trial5@paperlight.test')!;
    expect(await verify(trial5.password_hash, 'Their-own-pass-2026')).toBe(true);
    const live = await db.selectFrom('sessions').select('id').where('user_id', '=', admin.id).where('revoked_at', 'is', null).execute();
    expect(live).toEqual([]);
    // A second start finds nothing left to do.
    expect(await disableDemoAccounts(db, at)).toEqual([]);
  });
});
