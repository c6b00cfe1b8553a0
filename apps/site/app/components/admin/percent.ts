/** `part` as a whole percent of `whole`; 0 when there is nothing to divide. */
export function percentOf(part: number, whole: number): number {
  if (!Number.isFinite(part) || !Number.isFinite(whole) || whole <= 0) return 0;
  return Math.round((Math.max(0, part) / whole) * 100);
}
