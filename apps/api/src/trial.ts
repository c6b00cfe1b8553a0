const MS_PER_DAY = 86_400_000;

/** Fractional days from `now` until `trialEndDate`, never below 0; `null` without a trial. */
export function daysLeft(trialEndDate: string | null, now: number): number | null {
  if (trialEndDate === null) return null;
  const end = Date.parse(trialEndDate);
  if (Number.isNaN(end)) return 0;
  return Math.max(0, (end - now) / MS_PER_DAY);
}
