import { useCallback, useEffect, useRef } from 'react';
import { useClock } from '../Clock/useClock';
import type { TimerHandle } from '../Clock/clock';

/**
 * Calls `callback` once `ms` have passed without another call, on the injected clock so tests
 * and stories control time. `flush` runs a pending call now; `cancel` drops it.
 */
export function useDebouncedCallback<A extends unknown[]>(callback: (...args: A) => void, ms: number) {
  const clock = useClock();
  const latest = useRef(callback);
  latest.current = callback;
  const timer = useRef<{ handle: TimerHandle; args: A } | null>(null);

  const cancel = useCallback(() => {
    if (timer.current) clock.clearTimeout(timer.current.handle);
    timer.current = null;
  }, [clock]);

  const call = useCallback(
    (...args: A) => {
      cancel();
      const handle = clock.setTimeout(() => {
        timer.current = null;
        latest.current(...args);
      }, ms);
      timer.current = { handle, args };
    },
    [clock, ms, cancel],
  );

  const flush = useCallback(() => {
    const pending = timer.current;
    if (!pending) return;
    cancel();
    latest.current(...pending.args);
  }, [cancel]);

  useEffect(() => cancel, [cancel]);
  return { call, flush, cancel };
}
