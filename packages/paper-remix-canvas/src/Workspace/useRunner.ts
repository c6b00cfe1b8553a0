import { useClock } from '@paperlight/ui-kit';
import { useEffect, useRef } from 'react';
import { advanceRun, runOver, RUN_FINISHED_MESSAGE, RUN_STOPPED_MESSAGE } from '../workflow/run';
import { useGenerate } from './useGenerate';
import { useWorkspaceEnv } from './WorkspaceContext';

/** When a refused step is tried again if none of the run's own steps finishes first (the engine's Retry-After). */
export const BUSY_RETRY_MS = 30_000;

const sameSteps = (a: Record<string, string>, b: Record<string, string>) => Object.keys(a).every((id) => a[id] === b[id]);

/**
 * Carries a Run through: each time a card changes, the steps whose inputs are now done start
 * (every chain at once, up to the engine's limit of steps at once per person), and when nothing is
 * left the workspace says how it went. A step the engine refuses for that limit waits for a step
 * to finish (or BUSY_RETRY_MS) and starts then; the run learns the limit from the refusal.
 */
export function useRunner(): void {
  const { notify, store } = useWorkspaceEnv();
  const clock = useClock();
  const generate = useGenerate();
  // Steps at once the engine takes from this person: unknown until it refuses one.
  const limit = useRef(Number.POSITIVE_INFINITY);
  useEffect(() => {
    let retry: ReturnType<typeof clock.setTimeout> | null = null;
    const turn = () => {
      const { run, nodes, set } = store.getState();
      if (!run) {
        limit.current = Number.POSITIVE_INFINITY;
        return;
      }
      const next = advanceRun(run, nodes, limit.current);
      if (runOver(next.run)) {
        set({ run: null });
        notify(Object.values(next.run.steps).every((state) => state === 'done') ? RUN_FINISHED_MESSAGE : RUN_STOPPED_MESSAGE);
        return;
      }
      if (!sameSteps(next.run.steps, run.steps)) set({ run: next.run });
      for (const id of next.start) {
        void generate(id, { inRun: true }).then((started) => {
          const current = store.getState().run;
          if (!current || current.steps[id] !== 'starting') return;
          if (started === 'busy') {
            // The engine holds as many of this person's steps as this run has under way (the last
            // refusal of a burst counts the answers still to come as taken).
            const underWay = current.order.filter(
              (step) => step !== id && (current.steps[step] === 'running' || current.steps[step] === 'starting'),
            ).length;
            limit.current = underWay;
            // Nothing of this run is under way (another project holds the limit): try again later.
            if (underWay === 0 && retry === null) {
              retry = clock.setTimeout(() => {
                retry = null;
                limit.current = Math.max(1, limit.current);
                turn();
              }, BUSY_RETRY_MS);
            }
            store.getState().set({ run: { ...current, steps: { ...current.steps, [id]: 'waiting' } } });
            return;
          }
          store.getState().set({ run: { ...current, steps: { ...current.steps, [id]: started ? 'running' : 'failed' } } });
        });
      }
    };
    const unsubscribe = store.subscribe((state, previous) => {
      if (state.run !== previous.run || state.nodes !== previous.nodes) turn();
    });
    turn();
    return () => {
      unsubscribe();
      if (retry !== null) clock.clearTimeout(retry);
    };
  }, [clock, generate, notify, store]);
}
