import { useCallback } from 'react';
import type { WorkspaceStore } from './workspaceStore';

/** Shows a message in the workspace's status line and hands it to `onNotify` (e.g. a toast). */
export function useNotify(store: WorkspaceStore, onNotify?: (message: string) => void): (message: string) => void {
  return useCallback(
    (message: string) => {
      store.getState().set({ notice: message });
      onNotify?.(message);
    },
    [store, onNotify],
  );
}
