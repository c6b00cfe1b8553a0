import { createHmac, timingSafeEqual } from 'node:crypto';
import { sql } from '@paperlight/db';
import type { Kysely, Schema } from '@paperlight/db';

/** A growing delay: `free` failures cost nothing, then each one doubles the wait from `baseMs` up to `maxMs`. */
export interface DelayPolicy {
  free: number;
  baseMs: number;
  maxMs: number;
}

export interface ThrottleOptions {
  /** One address against one account: the attacker's budget. 4 free, then 1, 2, 4 … s up to 5 min (≤ 10 tries in the first minute). */
  pair: DelayPolicy;
  /** One account from anywhere (a distributed attack); browsers that signed in before are exempt. */
  account: DelayPolicy;
  /** One address against any account (credential stuffing); generous, because offices share addresses. */
  address: DelayPolicy;
  /** A browser that signed in to the account before (device cookie): its own budget, like a pair. */
  device: DelayPolicy;
  /** A key with no failure for this long starts again from zero. @default 24 hours */
  forgetMs: number;
}

export const defaultThrottle: ThrottleOptions = {
  pair: { free: 4, baseMs: 1000, maxMs: 5 * 60_000 },
  account: { free: 20, baseMs: 1000, maxMs: 60_000 },
  address: { free: 50, baseMs: 1000, maxMs: 60_000 },
  device: { free: 4, baseMs: 1000, maxMs: 5 * 60_000 },
  forgetMs: 24 * 60 * 60_000,
};

export type ThrottleKind = 'pair' | 'account' | 'address' | 'device';
export interface ThrottleKey {
  kind: ThrottleKind;
  key: string;
}

/**
 * The keys a sign-in attempt is throttled on. A browser holding a device cookie for this account
 * (it signed in before) is throttled only on its own key, so an attacker elsewhere, or on the same
 * address, never keeps the owner out (OWASP "device cookies"); the right password is never locked.
 */
export function throttleKeys(email: string, address: string, deviceNonce: string | null): ThrottleKey[] {
  if (deviceNonce) return [{ kind: 'device', key: `device:${deviceNonce}|${email}` }];
  return [
    { kind: 'pair', key: `pair:${address}|${email}` },
    { kind: 'account', key: `account:${email}` },
    { kind: 'address', key: `address:${address}` },
  ];
}

/** Milliseconds until every key allows another attempt; 0 when none is waiting. */
export async function waitFor(db: Kysely<Schema>, keys: ThrottleKey[], now: Date): Promise<number> {
  const rows = await db
    .selectFrom('login_attempts')
    .select('locked_until')
    .where(
      'key',
      'in',
      keys.map((k) => k.key),
    )
    .where('locked_until', '>', now.toISOString())
    .execute();
  return Math.max(0, ...rows.map((r) => Date.parse(r.locked_until!) - now.getTime()));
}

export function delayAfter(failures: number, policy: DelayPolicy): number {
  if (failures <= policy.free) return 0;
  return Math.min(policy.maxMs, policy.baseMs * 2 ** Math.min(30, failures - policy.free - 1));
}

/** Compare-and-set rounds before a key under heavy contention answers "wait a second" instead. */
const RESERVE_ROUNDS = 25;

/**
 * Counts one attempt on `key` unless it is waiting: the attempt is a failure until the password
 * proves otherwise, so the next attempt's wait is set before any password is hashed. A
 * compare-and-set on the row, so parallel attempts (from several instances sharing the database)
 * each see the count the one before left. Returns 0 when counted, else the milliseconds to wait.
 */
async function reserveKey(db: Kysely<Schema>, key: string, policy: DelayPolicy, options: ThrottleOptions, now: Date): Promise<number> {
  const nowIso = now.toISOString();
  const forgetBefore = new Date(now.getTime() - options.forgetMs).toISOString();
  const lockAfter = (count: number) => {
    const delay = delayAfter(count, policy);
    return delay > 0 ? new Date(now.getTime() + delay).toISOString() : null;
  };
  for (let round = 0; round < RESERVE_ROUNDS; round++) {
    const row = await db
      .selectFrom('login_attempts')
      .select(['failed_count', 'window_start', 'locked_until'])
      .where('key', '=', key)
      .executeTakeFirst();
    if (!row) {
      const inserted = await db
        .insertInto('login_attempts')
        .values({ key, failed_count: 1, window_start: nowIso, locked_until: lockAfter(1) })
        .onConflict((oc) => oc.column('key').doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return 0;
      continue;
    }
    if (row.locked_until && row.locked_until > nowIso) return Date.parse(row.locked_until) - now.getTime();
    const count = row.window_start <= forgetBefore ? 1 : Number(row.failed_count) + 1;
    const updated = await db
      .updateTable('login_attempts')
      .set({ failed_count: count, window_start: nowIso, locked_until: lockAfter(count) })
      .where('key', '=', key)
      .where('failed_count', '=', row.failed_count)
      .where('window_start', '=', row.window_start)
      .where((eb) => (row.locked_until === null ? eb('locked_until', 'is', null) : eb('locked_until', '=', row.locked_until)))
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 1) return 0;
  }
  return 1000;
}

/** Takes back one counted attempt (the password was right, or another key refused it unchecked). */
async function releaseKey(db: Kysely<Schema>, key: string, policy: DelayPolicy): Promise<void> {
  await db
    .updateTable('login_attempts')
    .set({
      failed_count: sql<number>`case when login_attempts.failed_count > 0 then login_attempts.failed_count - 1 else 0 end`,
      // Back within the free attempts, nothing waits any more.
      locked_until: sql<
        string | null
      >`case when login_attempts.failed_count - 1 <= ${policy.free} then null else login_attempts.locked_until end`,
    })
    .where('key', '=', key)
    .execute();
}

export type Reservation = { reserved: ThrottleKey[]; waitMs: 0 } | { reserved: []; waitMs: number };

/**
 * Reserves a sign-in attempt on every key BEFORE the password is hashed (issue 33): a burst of
 * parallel posts can have no more passwords checked than the delays allow one after another. The
 * (address, account) pair is counted first; the account's own budget, meant for attacks from many
 * addresses, counts only the first `pair.free + 1` attempts of each address, so one address alone
 * never keeps the owner out of a new browser elsewhere. When a later key refuses, the earlier ones
 * are released. Call {@link creditSuccess} after the right password.
 */
export async function reserveAttempt(db: Kysely<Schema>, keys: ThrottleKey[], options: ThrottleOptions, now: Date): Promise<Reservation> {
  const waiting = await waitFor(db, keys, now);
  if (waiting > 0) return { reserved: [], waitMs: waiting };
  const reserved: ThrottleKey[] = [];
  const refuse = async (waitMs: number): Promise<Reservation> => {
    for (const k of reserved) await releaseKey(db, k.key, options[k.kind]);
    return { reserved: [], waitMs };
  };
  const pair = keys.find((k) => k.kind === 'pair');
  const pairCount = async () => {
    const row = pair
      ? await db.selectFrom('login_attempts').select('failed_count').where('key', '=', pair.key).executeTakeFirst()
      : undefined;
    return Number(row?.failed_count ?? 0);
  };
  for (const k of keys) {
    if (k.kind === 'account' && (await pairCount()) > options.pair.free + 1) {
      // Only checked, not counted: this address has had its share of the account's budget.
      const wait = await waitFor(db, [k], now);
      if (wait > 0) return refuse(wait);
      continue;
    }
    const wait = await reserveKey(db, k.key, options[k.kind], options, now);
    if (wait > 0) return refuse(wait);
    reserved.push(k);
  }
  return { reserved, waitMs: 0 };
}

/**
 * After the right password: the account's and this browser's counters start again, and the
 * address gets back the attempt reserved for it (offices share addresses).
 */
export async function creditSuccess(
  db: Kysely<Schema>,
  keys: ThrottleKey[],
  reserved: ThrottleKey[],
  options: ThrottleOptions,
): Promise<void> {
  await resetFailures(db, keys);
  for (const k of reserved) if (k.kind === 'address') await releaseKey(db, k.key, options.address);
}

/** After the right password: the account's and this browser's counters start again. */
export async function resetFailures(db: Kysely<Schema>, keys: ThrottleKey[]): Promise<void> {
  const own = keys.filter((k) => k.kind !== 'address').map((k) => k.key);
  if (own.length > 0) await db.deleteFrom('login_attempts').where('key', 'in', own).execute();
}

/** 'Too many failed attempts. Try again in N seconds.' (minutes from 2 minutes on). */
export function waitMessage(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 120) return `Too many failed attempts. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;
  return `Too many failed attempts. Try again in ${Math.ceil(seconds / 60)} minutes.`;
}

/** The device cookie: `<nonce>.<hmac(email, nonce)>`, set after a successful sign-in. */
export const DEVICE_COOKIE = 'pl_device';

export function deviceCookieValue(secret: string, email: string, nonce: string): string {
  return `${nonce}.${createHmac('sha256', secret).update(`${email}\n${nonce}`).digest('base64url')}`;
}

/** The cookie's nonce when it was issued for `email`, else null. */
export function deviceNonceFor(secret: string, email: string, cookie: string | undefined): string | null {
  if (!cookie) return null;
  const [nonce, mac] = cookie.split('.');
  if (!nonce || !mac || !/^[A-Za-z0-9_-]{16,64}$/.test(nonce)) return null;
  const expected = Buffer.from(deviceCookieValue(secret, email, nonce).split('.')[1]!);
  const given = Buffer.from(mac);
  return expected.length === given.length && timingSafeEqual(expected, given) ? nonce : null;
}
