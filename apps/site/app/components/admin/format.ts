import type { AdminUser } from './schemas';

const DAY = 86_400_000;

/** "Active (5 days left)", "Expired" or "No trial", from the flag the api computed. */
export function trialLabel(user: Pick<AdminUser, 'isFreeTrailActive' | 'trialEndDate'>, now: number): string {
  if (user.isFreeTrailActive === null || user.trialEndDate === null) return 'No trial';
  if (!user.isFreeTrailActive) return 'Expired';
  const days = Math.max(0, Math.floor((Date.parse(user.trialEndDate) - now) / DAY));
  return `Active (${days} ${days === 1 ? 'day' : 'days'} left)`;
}

/** `2026-03-10` from an ISO timestamp; a dash for none. */
export const isoDate = (value: string | null) => (value ? value.slice(0, 10) : '—');

/** `2026-03-10 14:05 UTC`, the same on server and browser. */
export const isoMinute = (value: string) => `${value.slice(0, 10)} ${value.slice(11, 16)} UTC`;

/** A last sign-in to the minute, or 'Never' before the first one. */
export const lastSignIn = (value: string | null) => (value ? isoMinute(value) : 'Never');
