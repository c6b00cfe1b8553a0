import { useCallback, useSyncExternalStore } from 'react';

/** SPEC §2: the canvas from 1024 px; below it nodes stack in a list. */
export const DESKTOP_QUERY = '(min-width: 1024px)';

/**
 * Whether the viewport is at least 1024 px wide. The server (and the first client render, to
 * hydrate the same markup) answers false, so server HTML is the list.
 */
export function useIsDesktop(override?: boolean): boolean {
  const subscribe = useCallback((onChange: () => void) => {
    if (typeof window === 'undefined' || !window.matchMedia) return () => {};
    const query = window.matchMedia(DESKTOP_QUERY);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  const matches = useSyncExternalStore(
    subscribe,
    () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(DESKTOP_QUERY).matches : false),
    () => false,
  );
  return override ?? matches;
}
