import { useEffect } from 'react';
import { useWorkspace, useWorkspaceEnv } from './WorkspaceContext';

/** Results that can be shared by a public link: a film (issue 15) and an episode (issue 34). */
const SHAREABLE: ReadonlySet<string> = new Set(['video', 'podcast']);

/** While a video's or an episode's result is open, its share links are loaded for its share panel. */
export function useShares(): void {
  const { adapter, guest, project, store } = useWorkspaceEnv();
  const viewingVideoId = useWorkspace((state) =>
    state.viewing && SHAREABLE.has(state.nodes.find((node) => node.id === state.viewing)?.type ?? '') ? state.viewing : null,
  );
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
