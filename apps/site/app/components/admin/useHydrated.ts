import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** `false` on the server and during hydration, `true` afterwards: for browser-only widgets. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
