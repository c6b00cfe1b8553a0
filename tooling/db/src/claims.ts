import type { User } from './schema';

/** The identity claims every service agrees on (decision 0001). */
export interface UserClaims {
  id: string;
  name: string;
  email: string;
  isAdmin: boolean;
  isSales: boolean;
  isToolAdmin: boolean;
  /** Spelt as the product spells it: `true` active, `false` ended, `null` no trial. */
  isFreeTrailActive: boolean | null;
  trialEndDate: string | null;
}

/**
 * The trial flag at `now`: `null` without a trial, else whether the end date is still ahead.
 * @example trialFlag({ trial_end_date: null }) // null
 */
export function trialFlag(user: { trial_end_date: string | null }, now: Date = new Date()): boolean | null {
  if (user.trial_end_date === null) return null;
  const end = Date.parse(user.trial_end_date);
  if (Number.isNaN(end)) return false;
  return end > now.getTime();
}

/** Maps a `users` row to the claims carried by tokens and returned to the site. */
export function userToClaims(
  user: Pick<User, 'id' | 'name' | 'email' | 'is_admin' | 'is_sales' | 'is_tool_admin' | 'trial_end_date'>,
  now: Date = new Date(),
): UserClaims {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    isAdmin: Number(user.is_admin) === 1,
    isSales: Number(user.is_sales) === 1,
    isToolAdmin: Number(user.is_tool_admin) === 1,
    isFreeTrailActive: trialFlag(user, now),
    trialEndDate: user.trial_end_date,
  };
}

export const TRIAL_DAYS = 7;

/**
 * When a trial started at `startedAt` ends: midnight UTC after the seventh day, so a new account
 * reads "7 days left" (days are rounded down) for the rest of its first day. See decision 0006.
 */
export function trialEndFor(startedAt: Date): Date {
  return new Date(Date.UTC(startedAt.getUTCFullYear(), startedAt.getUTCMonth(), startedAt.getUTCDate() + TRIAL_DAYS + 1));
}
