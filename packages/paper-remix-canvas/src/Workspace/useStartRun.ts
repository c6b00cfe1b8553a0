import { useCallback } from 'react';
import { NOTHING_TO_RUN_MESSAGE, planRun, startRun } from '../workflow/run';
import { useWorkspaceEnv } from './WorkspaceContext';

/** Run (every out-of-date step) or, with a step, 'Run from here'. Says why when nothing can run. */
export function useStartRun(): (from?: string) => void {
  const { guest, notify, onLocked, store } = useWorkspaceEnv();
  return useCallback(
    (from?: string) => {
      if (guest) return onLocked?.();
      const { nodes, edges, live, run, set } = store.getState();
      if (run) return undefined;
      const plan = planRun(nodes, edges, live, from);
      const firstBlocked = Object.values(plan.blocked)[0];
      if (plan.order.length === 0) return notify(firstBlocked ?? NOTHING_TO_RUN_MESSAGE);
      if (firstBlocked) notify(firstBlocked);
      set({ run: startRun(plan) });
      return undefined;
    },
    [guest, notify, onLocked, store],
  );
}
