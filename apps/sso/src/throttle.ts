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
    .where('key', 'in', keys.map((k) => k.key))
    .where('locked_until', '>', now.toISOString())
    .execute();
  return Math.max(0, ...rows.map((r) => Date.parse(r.locked_until!) - now.getTime()));
}

export function delayAfter(failures: number, policy: DelayPolicy): number {
  if (failures <= policy.free) return 0;
  return Math.min(policy.maxMs, policy.baseMs * 2 ** Math.min(30, failures - policy.free - 1));
}

/** Counts a failure for each key and sets when the next attempt may be made. */
export async function recordFailure(db: Kysely<Schema>, keys: ThrottleKey[], options: ThrottleOptions, now: Date): Promise<void> {
  const nowIso = now.toISOString();
  const forgetBefore = new Date(now.getTime() - options.forgetMs).toISOString();
  for (const { kind, key } of keys) {
    // One statement, so concurrent failures cannot both read the old count.
    await db
      .insertInto('login_attempts')
      .values({ key, failed_count: 1, window_start: nowIso, locked_until: null })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          failed_count: sql<number>`case when login_attempts.window_start <= ${forgetBefore} then 1 else login_attempts.failed_count + 1 end`,
          window_start: nowIso,
        }),
      )
      .execute();
    const row = await db.selectFrom('login_attempts').select('failed_count').where('key', '=', key).executeTakeFirst();
    const delay = delayAfter(Number(row?.failed_count ?? 0), options[kind]);
    if (delay > 0) {
      await db.updateTable('login_attempts').set({ locked_until: new Date(now.getTime() + delay).toISOString() }).where('key', '=', key).execute();
    }
  }
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
