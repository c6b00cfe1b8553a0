import { useCallback } from 'react';
import type { NodeMenuAction } from '../NodeCard';
import { NOT_READY_MESSAGE, SAVE_FAILED_MESSAGE } from '../workflow/autosave';
import { resetNode } from '../workflow/status';
import { useStartRun } from './useStartRun';
import { useWorkspaceEnv } from './WorkspaceContext';

/** A node's menu: Run from here, Reset, Configure, Delete, History, Connect to… and Disconnect…. */
export function useMenuAction(): (nodeId: string, action: NodeMenuAction) => void {
  const { adapter, guest, notify, onHistory, onLocked, project, store } = useWorkspaceEnv();
  const startRun = useStartRun();
  return useCallback(
    (nodeId: string, action: NodeMenuAction) => {
      const state = store.getState();
      if (action === 'runFromHere') return startRun(nodeId);
      if (action === 'configure') return state.set({ configuring: nodeId });
      if (guest) return onLocked?.();
      if (action === 'connect' || action === 'disconnect') return state.set({ wiring: { nodeId, kind: action } });
      if (action === 'reset') {
        const result = resetNode(state.nodes, nodeId);
        if (!result.ok) return notify(result.message);
        state.setNodes(result.nodes);
        void adapter.reset?.(project.id, nodeId).catch(() => notify(SAVE_FAILED_MESSAGE));
        return undefined;
      }
      if (action === 'delete') {
        state.commit((current) => ({
          nodes: current.nodes.filter((node) => node.id !== nodeId),
          edges: current.edges.filter((edge) => edge.source !== nodeId && edge.target !== nodeId),
        }));
        return undefined;
      }
      const node = state.nodes.find((candidate) => candidate.id === nodeId);
      if (!node) return undefined;
      if (onHistory) return onHistory(node);
      if (!adapter.history) return notify(NOT_READY_MESSAGE);
      return state.set({ historyOf: node });
    },
    [adapter, guest, notify, onHistory, onLocked, project.id, startRun, store],
  );
}
