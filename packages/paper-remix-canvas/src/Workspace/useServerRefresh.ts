import type { Clock } from '@paperlight/ui-kit';
import { useCallback, useEffect } from 'react';
import type { PaperRemixAdapter, ProjectId } from '../adapter';
import { applyServerStates, liveFromStates } from '../workflow/live';
import type { WorkspaceStore } from './workspaceStore';

interface ServerRefreshOptions {
  store: WorkspaceStore;
  adapter: PaperRemixAdapter;
  clock: Clock;
  guest: boolean;
  projectId: ProjectId;
}

/**
 * Card state comes from the server: on load, when the page is shown again, after a reconnect and
 * after each result. Returns the reload, for those who know a result changed.
 */
export function useServerRefresh({ store, adapter, clock, guest, projectId }: ServerRefreshOptions): () => Promise<void> {
  const refresh = useCallback(async () => {
    if (guest || !adapter.loadState || !projectId) return;
    try {
      const asked = store.getState().starts;
      const answer = await adapter.loadState(projectId);
      const received = clock.now();
      const { setNodes, setLive, startedAt } = store.getState();
      // A step this tab started while the question was on its way: the answer predates the start
      // (it would call the step idle and stop a Run), so the card keeps what the start made it.
      const newer = new Set(Object.keys(startedAt).filter((id) => startedAt[id]! > asked));
      const states = answer.filter((state) => !newer.has(state.clientNodeId));
      setNodes((current) => applyServerStates(current, states));
      setLive((current) => {
        const next = liveFromStates(states, received, (startedAt) => (received - Date.parse(startedAt)) / 1000);
        for (const id of newer) if (current[id]) next[id] = current[id];
        // A progress event newer than the database row keeps its stage and percent.
        for (const [id, entry] of Object.entries(next)) {
          const seen = current[id];
          if (entry.percent !== undefined && seen?.percent !== undefined && seen.percent >= entry.percent) {
            next[id] = { ...entry, percent: seen.percent, stage: seen.stage, elapsedSec: seen.elapsedSec, receivedAt: seen.receivedAt };
          }
        }
        return next;
      });
    } catch {
      // Offline or signed out: the cards keep what they show; the next focus or event tries again.
    }
  }, [adapter, clock, guest, projectId, store]);

  useEffect(() => {
    if (guest) return undefined;
    void refresh();
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refresh();
    };
    const onFocus = () => void refresh();
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [guest, refresh]);
  return refresh;
}
