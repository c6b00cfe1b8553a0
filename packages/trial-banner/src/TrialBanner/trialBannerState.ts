import type { SessionState } from '@paperlight/api-client';

/** Height of the fixed banner in pixels; the page content is pushed down by this much. */
export const TRIAL_BANNER_HEIGHT = 32;

/** Days at or below which the banner turns red and offers 'Contact us!'. */
export const TRIAL_WARNING_DAYS = 2;

export type TrialBannerState =
  /** Session still loading: shown like a guest. */
  | { status: 'loading' }
  | { status: 'guest' }
  | { status: 'expired' }
  /** Trial running, remaining days not known yet. */
  | { status: 'days-loading' }
  /** Trial running, remaining days could not be loaded. */
  | { status: 'error' }
  | { status: 'active'; daysLeft: number }
  | { status: 'warning'; daysLeft: number }
  /** No trial (flag null): no banner. */
  | { status: 'hidden' };

export type TrialBannerStatus = TrialBannerState['status'];

/** Whole days left, as the server's fraction rounded down and never below 0. */
export function normalizeDaysLeft(days: number): number {
  return Number.isFinite(days) ? Math.max(0, Math.floor(days)) : 0;
}

function hasEnded(trialEndDate: string | null, now: number): boolean {
  if (!trialEndDate) return false;
  const end = Date.parse(trialEndDate);
  return Number.isFinite(end) && end <= now;
}

function endsInFuture(trialEndDate: string | null, now: number): boolean {
  if (!trialEndDate) return false;
  const end = Date.parse(trialEndDate);
  return Number.isFinite(end) && end > now;
}

/**
 * Which banner to show (SPEC §2, §4).
 * @param daysLeft remaining days from the server, or where loading them stands
 * @param now current time in ms, to tell an ended trial whose flag is still true
 */
export function getTrialBannerState(
  session: SessionState,
  daysLeft: number | 'loading' | 'error',
  now: number = Date.now(),
): TrialBannerState {
  if (session.status === 'loading') return { status: 'loading' };
  if (session.status === 'unauthenticated') return { status: 'guest' };
  const user = session.session;
  if (user.isGuest) return { status: 'guest' };
  if (user.isFreeTrailActive === null) return { status: 'hidden' };
  if (user.isFreeTrailActive === false || hasEnded(user.trialEndDate, now)) return { status: 'expired' };
  if (daysLeft === 'loading') return { status: 'days-loading' };
  if (daysLeft === 'error') return { status: 'error' };
  const days = normalizeDaysLeft(daysLeft);
  return days > TRIAL_WARNING_DAYS ? { status: 'active', daysLeft: days } : { status: 'warning', daysLeft: days };
}

/** True when the banner needs the remaining days from the server. */
export function needsDaysLeft(session: SessionState, now: number = Date.now()): boolean {
  return getTrialBannerState(session, 'loading', now).status === 'days-loading';
}

/**
 * How far the page content is pushed down (SPEC §2): 32 when the visitor is a guest or not
 * logged in (including a loading session), the trial is inactive or ended, or the trial end
 * date is in the future; otherwise 0 — in practice a logged-in user without a trial (flag null).
 * A running trial (flag true) always shows the banner, so it keeps the offset even without an end date.
 */
export function getPageOffset(session: SessionState, now: number = Date.now()): 0 | typeof TRIAL_BANNER_HEIGHT {
  if (session.status !== 'authenticated') return TRIAL_BANNER_HEIGHT;
  const user = session.session;
  if (user.isGuest) return TRIAL_BANNER_HEIGHT;
  if (user.isFreeTrailActive === false || user.isFreeTrailActive === true) return TRIAL_BANNER_HEIGHT;
  if (hasEnded(user.trialEndDate, now) || endsInFuture(user.trialEndDate, now)) return TRIAL_BANNER_HEIGHT;
  return 0;
}

/** '(2 days left)', '(1 day left)', '(0 days left)'. */
export function formatDaysLeft(days: number): string {
  return `(${days} ${days === 1 ? 'day' : 'days'} left)`;
}
