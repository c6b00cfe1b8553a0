import { useClock } from '@paperlight/ui-kit';
import { useEffect, useState } from 'react';

/** SPEC §9: result modals show a loading skeleton, removed 500 ms after opening. */
export const MODAL_SKELETON_MS = 500;

/** True for the first 500 ms (on the injectable clock) after `open` turns true. */
export function useSkeleton(open: boolean | undefined): boolean {
  const clock = useClock();
  const [loading, setLoading] = useState(open !== false);
  useEffect(() => {
    if (open === false) return undefined;
    setLoading(true);
    const handle = clock.setTimeout(() => setLoading(false), MODAL_SKELETON_MS);
    return () => clock.clearTimeout(handle);
  }, [clock, open]);
  return loading;
}
