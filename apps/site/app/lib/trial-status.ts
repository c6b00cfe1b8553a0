const DAY_MS = 24 * 60 * 60 * 1000;
// Fixed locale and zone: the text is made on the server and must read the same after hydration.
// Made on first use, not when the module loads (it loads with every page).
let dateFormat: Intl.DateTimeFormat | undefined;
const formatDay = (ms: number) =>
  (dateFormat ??= new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })).format(ms);

export type TrialStatus = { kind: 'none' } | { kind: 'expired' } | { kind: 'active'; daysLeft: number; endsOn: string };

/** The dashboard's reading of the trial fields of the session (SPEC §4: whole days, never below 0). */
export function trialStatus(user: { isFreeTrailActive: boolean | null; trialEndDate: string | null }, now: number): TrialStatus {
  if (user.isFreeTrailActive === null) return { kind: 'none' };
  const end = user.trialEndDate ? Date.parse(user.trialEndDate) : Number.NaN;
  if (!user.isFreeTrailActive || Number.isNaN(end) || end <= now) return { kind: 'expired' };
  return { kind: 'active', daysLeft: Math.max(0, Math.floor((end - now) / DAY_MS)), endsOn: formatDay(end) };
}
