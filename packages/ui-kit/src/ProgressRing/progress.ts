/** The ring moves 1 percent per tick (SPEC §9). */
export const RING_TICK_MS = 20;

/** Clamps to a whole percent from 0 to 100; anything not a number is 0. */
export function clampPercent(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.round(Math.min(100, Math.max(0, value)));
}

/** One tick of the animation: 1 percent towards the target, never past it. */
export function stepTowards(current: number, target: number): number {
  if (current === target) return current;
  return current < target ? current + 1 : current - 1;
}
