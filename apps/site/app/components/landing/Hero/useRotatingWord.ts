import { useClock } from '@paperlight/ui-kit';
import { useEffect, useState } from 'react';

/** Index into `count` words that advances every `intervalMs` on the ui-kit clock, unless `paused`. */
export function useRotatingWord(count: number, intervalMs: number, paused = false): number {
  const clock = useClock();
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (paused || count < 2) return;
    const handle = clock.setInterval(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => clock.clearInterval(handle);
  }, [clock, count, intervalMs, paused]);
  return index;
}
