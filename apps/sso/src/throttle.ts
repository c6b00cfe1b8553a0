import { sql } from '@paperlight/db';
import type { Kysely, Schema } from '@paperlight/db';

export interface ThrottleOptions {
  /** @default 5 */
  maxFailuresPerEmail: number;
  /** Higher than per email: many people can share one address behind a NAT. @default 20 */
  maxFailuresPerIp: number;
  /** @default 15 minutes */
  windowMs: number;
  /** @default 15 minutes */
  lockMs: number;
}

export const defaultThrottle: ThrottleOptions = {
  maxFailuresPerEmail: 5,
  maxFailuresPerIp: 20,
  windowMs: 15 * 60_000,
  lockMs: 15 * 60_000,
};

export const emailKey = (email: string) => `email:${email}`;
export const ipKey = (ip: string) => `ip:${ip}`;

/** Milliseconds until the longest lock among `keys` ends; 0 when none is locked. */
export async function lockedFor(db: Kysely<Schema>, keys: string[], now: Date): Promise<number> {
  const rows = await db
    .selectFrom('login_attempts')
    .select('locked_until')
    .where('key', 'in', keys)
    .where('locked_until', '>', now.toISOString())
    .execute();
  return Math.max(0, ...rows.map((r) => Date.parse(r.locked_until!) - now.getTime()));
}

/** Counts a failure for `key` inside the current window and locks it once `max` is reached. */
export async function recordFailure(
  db: Kysely<Schema>,
  key: string,
  max: number,
  options: ThrottleOptions,
  now: Date,
): Promise<void> {
  const nowIso = now.toISOString();
  const windowStart = new Date(now.getTime() - options.windowMs).toISOString();
  // One statement so concurrent failures cannot both read the old count.
  await db
    .insertInto('login_attempts')
    .values({ key, failed_count: 1, window_start: nowIso, locked_until: null })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        failed_count: sql<number>`case when login_attempts.window_start <= ${windowStart} then 1 else login_attempts.failed_count + 1 end`,
        window_start: sql<string>`case when login_attempts.window_start <= ${windowStart} then ${nowIso} else login_attempts.window_start end`,
      }),
    )
    .execute();
  await db
    .updateTable('login_attempts')
    .set({ locked_until: new Date(now.getTime() + options.lockMs).toISOString(), failed_count: 0, window_start: nowIso })
    .where('key', '=', key)
    .where('failed_count', '>=', max)
    .execute();
}

export async function resetFailures(db: Kysely<Schema>, key: string): Promise<void> {
  await db.deleteFrom('login_attempts').where('key', '=', key).execute();
}

/** 'Too many failed attempts. Try again in N minutes.' */
export function lockedMessage(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return `Too many failed attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
