import { useClock } from '@paperlight/ui-kit';
import { useEffect, useReducer } from 'react';
import { timelineAt, type Timeline } from './timeline';

/**
 * The demo's progress from `startAt` (clock ms) on, for an answer of `length` units. Redraws are
 * scheduled on the injected clock, but what shows is derived from `clock.now()` at render time, never
 * from a count of ticks: when timers are fast-forwarded the text jumps ahead and no character is lost.
 */
export function useTimeline(startAt: number | null, length: number): Timeline | null {
  const clock = useClock();
  const [frame, redraw] = useReducer((count: number) => count + 1, 0);
  const timeline = startAt === null ? null : timelineAt(clock.now() - startAt, length);
  const wakeIn = timeline?.nextInMs ?? null;

  useEffect(() => {
    if (wakeIn === null) return;
    const handle = clock.setTimeout(redraw, wakeIn);
    return () => clock.clearTimeout(handle);
  }, [clock, wakeIn, frame]);

  return timeline;
}
