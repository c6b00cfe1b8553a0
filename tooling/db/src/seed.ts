import { randomBytes, randomUUID } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { endSessions } from './accounts';
import type { Kysely } from 'kysely';
import type { Schema } from './schema';
import demoAccounts from './seed-accounts.json' with { type: 'json' };
import { seedTools } from './seed-tools';

/** A demo account created by {@link seed}; printed at start and in the README. */
export interface SeededAccount {
  email: string;
  password: string;
  name: string;
  role: string;
  description: string;
}

const HOUR = 60 * 60 * 1000;

interface AccountSpec extends SeededAccount {
  isAdmin?: boolean;
  isSales?: boolean;
  isToolAdmin?: boolean;
  /**
   * Trial end relative to `now` in hours, or null for no trial. The extra hour keeps "N days left"
   * showing N (days are rounded down) for a while after start.
   */
  trialOffsetHours: number | null;
}

// One list for the seed and for the start script's printout (tooling/stack/start.mjs reads the JSON).
const accounts: readonly AccountSpec[] = demoAccounts.accounts.map((a) => ({ ...a, password: demoAccounts.password }));

/** The demo accounts, all with the password `Paperlight-demo-2026`. */
export const seededAccounts: readonly SeededAccount[] = accounts.map(({ email, password, name, role, description }) => ({
  email,
  password,
  name,
  role,
  description,
}));

/**
 * Creates the demo accounts if missing and re-bases their trial end dates on `now`, so the
 * demo states stay true however long ago the database was created. Safe to run on every start
 * and from several instances at once.
 */
export async function seed(db: Kysely<Schema>, now: Date = new Date(), options: { demoAccounts?: boolean } = {}): Promise<SeededAccount[]> {
  // Callers choose; the services pass DEMO_ACCOUNTS === 'true' (decision 0031).
  if (options.demoAccounts === false) {
    await disableDemoAccounts(db, now);
    await seedTools(db, now);
    return [];
  }
  const existing = new Set(
    (
      await db
        .selectFrom('users')
        .select('email')
        .where(
          'email',
          'in',
          accounts.map((a) => a.email),
        )
        .execute()
    ).map((r) => r.email),
  );
  for (const account of accounts) {
    const trialEndDate = account.trialOffsetHours === null ? null : new Date(now.getTime() + account.trialOffsetHours * HOUR).toISOString();
    const roles = {
      is_admin: account.isAdmin ? 1 : 0,
      is_sales: account.isSales ? 1 : 0,
      is_tool_admin: account.isToolAdmin ? 1 : 0,
      trial_end_date: trialEndDate,
    };
    if (existing.has(account.email)) {
      await db.updateTable('users').set(roles).where('email', '=', account.email).execute();
      continue;
    }
    await db
      .insertInto('users')
      .values({
        id: randomUUID(),
        name: account.name,
        email: account.email,
        password_hash: await hash(account.password),
        ...roles,
        created_at: now.toISOString(),
        email_verified_at: now.toISOString(),
      })
      .onConflict((oc) => oc.column('email').doUpdateSet(roles))
      .execute();
  }
  await seedTools(db, now);
  return seededAccounts.map((a) => ({ ...a }));
}

/** The demo accounts that still sign in with the published password. */
async function usableDemoAccounts(db: Kysely<Schema>): Promise<{ id: string; email: string }[]> {
  const rows = await db
    .selectFrom('users')
    .select(['id', 'email', 'password_hash'])
    .where(
      'email',
      'in',
      accounts.map((a) => a.email),
    )
    .execute();
  const usable: { id: string; email: string }[] = [];
  for (const row of rows) {
    if (await verify(row.password_hash, demoAccounts.password).catch(() => false)) usable.push({ id: row.id, email: row.email });
  }
  return usable.sort((a, b) => a.email.localeCompare(b.email));
}

/**
 * A start without demo accounts (DEMO_ACCOUNTS not `true`) on a database that has them (issue 33):
 * each one still holding the published password gets a random one nobody knows and its sessions
 * end, so admin@paperlight.test can no longer be signed in to. Accounts whose password was changed
 * are someone's own now and are left alone; their projects and history stay. Returns the emails.
 */
export async function disableDemoAccounts(db: Kysely<Schema>, now: Date = new Date()): Promise<string[]> {
  const usable = await usableDemoAccounts(db);
  for (const account of usable) {
    await db
      .updateTable('users')
      .set({ password_hash: await hash(randomBytes(32).toString('base64url')), password_changed_at: now.toISOString() })
      .where('id', '=', account.id)
      .execute();
    await endSessions(db, account.id, now);
  }
  return usable.map((a) => a.email);
}

/** The demo accounts that still sign in with the published password: a production start warns about them. */
export async function demoAccountsPresent(db: Kysely<Schema>): Promise<string[]> {
  return (await usableDemoAccounts(db)).map((a) => a.email);
}
