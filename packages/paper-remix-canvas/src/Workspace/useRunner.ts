import { useEffect } from 'react';
import { advanceRun, runOver, RUN_FINISHED_MESSAGE, RUN_STOPPED_MESSAGE } from '../workflow/run';
import { useGenerate } from './useGenerate';
import { useWorkspaceEnv } from './WorkspaceContext';

const sameSteps = (a: Record<string, string>, b: Record<string, string>) => Object.keys(a).every((id) => a[id] === b[id]);

/**
 * Carries a Run through: each time a card changes, the steps whose inputs are now done start
 * (every chain at once; the engine's queue decides how many run together), and when nothing is
 * left the workspace says how it went.
 */
export function useRunner(): void {
  const { notify, store } = useWorkspaceEnv();
  const generate = useGenerate();
  useEffect(() => {
    const turn = () => {
      const { run, nodes, set } = store.getState();
      if (!run) return;
      const next = advanceRun(run, nodes);
      if (runOver(next.run)) {
        set({ run: null });
        notify(Object.values(next.run.steps).every((state) => state === 'done') ? RUN_FINISHED_MESSAGE : RUN_STOPPED_MESSAGE);
        return;
      }
      if (!sameSteps(next.run.steps, run.steps)) set({ run: next.run });
      for (const id of next.start) {
        void generate(id).then((started) => {
          const current = store.getState().run;
          if (!current || current.steps[id] !== 'starting') return;
          store.getState().set({ run: { ...current, steps: { ...current.steps, [id]: started ? 'running' : 'failed' } } });
        });
      }
    };
    const unsubscribe = store.subscribe((state, previous) => {
      if (state.run !== previous.run || state.nodes !== previous.nodes) turn();
    });
    turn();
    return unsubscribe;
  }, [generate, notify, store]);
}
