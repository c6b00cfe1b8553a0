import { useEffect } from 'react';
import { useWorkspace, useWorkspaceEnv } from './WorkspaceContext';

/** While a video's result is open, its share links are loaded for the player's share panel. */
export function useShares(): void {
  const { adapter, guest, project, store } = useWorkspaceEnv();
  const viewingVideoId = useWorkspace((state) => (state.viewing && state.nodes.find((node) => node.id === state.viewing)?.type === 'video' ? state.viewing : null));
  useEffect(() => {
    if (guest || !viewingVideoId || !adapter.listShares) return undefined;
    let current = true;
    adapter.listShares(project.id).then(
      (links) => current && store.getState().set({ shares: links }),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [adapter, guest, project.id, store, viewingVideoId]);
}
