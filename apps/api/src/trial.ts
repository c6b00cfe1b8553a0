import { CompiledQuery, type Kysely } from 'kysely';
import type { Schema } from '@paperlight/db';

const MS_PER_DAY = 86_400_000;

export interface TrialLookup {
  /** `undefined` when the user does not exist, `null` without a trial, else the ISO end date. */
  trialEndDate(userId: string): Promise<string | null | undefined>;
}

/**
 * The trial end date of a user, from SQL compiled once. Answers are kept for `cacheMs` because
 * the banner polls this on every page view and the value changes only on sign-up or seeding.
 */
export function createTrialLookup(db: Kysely<Schema>, cacheMs: number, now: () => number = Date.now): TrialLookup {
  const template = db.selectFrom('users').select('trial_end_date').where('id', '=', '').compile();
  const cache = new Map<string, { value: string | null | undefined; at: number }>();
  const inflight = new Map<string, Promise<string | null | undefined>>();

  const load = async (userId: string) => {
    const { rows } = await db.executeQuery<{ trial_end_date: string | null }>(CompiledQuery.raw(template.sql, [userId]));
    return rows[0] === undefined ? undefined : rows[0].trial_end_date;
  };

  return {
    async trialEndDate(userId) {
      if (cacheMs <= 0) return load(userId);
      const hit = cache.get(userId);
      if (hit && now() - hit.at < cacheMs) return hit.value;
      // Concurrent requests of one user share a single query.
      let pending = inflight.get(userId);
      if (!pending) {
        pending = load(userId).finally(() => inflight.delete(userId));
        inflight.set(userId, pending);
        const value = await pending;
        if (cache.size > 50_000) cache.clear();
        cache.set(userId, { value, at: now() });
        return value;
      }
      return pending;
    },
  };
}

/** Fractional days from `now` until `trialEndDate`, never below 0; `null` without a trial. */
export function daysLeft(trialEndDate: string | null, now: number): number | null {
  if (trialEndDate === null) return null;
  const end = Date.parse(trialEndDate);
  if (Number.isNaN(end)) return 0;
  return Math.max(0, (end - now) / MS_PER_DAY);
}
