import { useMemo } from 'react';
import type { CanvasActions } from '../PaperRemixCanvas/canvasActions';
import { notReadyReason } from '../workflow/run';
import { canGenerate, normalizeStatus } from '../workflow/status';
import { useWorkspace, useWorkspaceEnv } from './WorkspaceContext';
import { useGenerate } from './useGenerate';
import { useMenuAction } from './useMenuAction';
import { usePreview } from './usePreview';
import { useUpload } from './useUpload';

/** What every node card can do and show, for the context React Flow's node components read. */
export function useCanvasActionsValue(): CanvasActions {
  const { bookingUrl, mode, onLocked, store } = useWorkspaceEnv();
  const generate = useGenerate();
  const preview = usePreview();
  const upload = useUpload(generate);
  const onMenuAction = useMenuAction();
  const live = useWorkspace((state) => state.live);
  const edges = useWorkspace((state) => state.edges);
  const nodes = useWorkspace((state) => state.nodes);
  // Steps offering Generate or Retry whose inputs are not ready say why instead.
  const notReady = useMemo(() => {
    const reasons: Record<string, string> = {};
    for (const node of nodes) {
      const status = normalizeStatus(node.data.status);
      if (!canGenerate(node.type) || status === 'processing' || status === 'completed') continue;
      const reason = notReadyReason(node.id, nodes, edges);
      if (reason) reasons[node.id] = reason;
    }
    return reasons;
  }, [nodes, edges]);
  const edgeCounts = useMemo(() => {
    const counts: Record<string, number> = {};
    for (const edge of edges) {
      counts[edge.source] = (counts[edge.source] ?? 0) + 1;
      counts[edge.target] = (counts[edge.target] ?? 0) + 1;
    }
    return counts;
  }, [edges]);
  return useMemo(
    () => ({
      mode,
      onGenerate: (nodeId) => void generate(nodeId),
      onView: (nodeId) => store.getState().set({ viewing: nodeId }),
      onPreview: (nodeId) => void preview(nodeId),
      onMenuAction,
      onUpload: (nodeId, file) => void upload(nodeId, file),
      onLocked: () => onLocked?.(),
      ...(bookingUrl ? { bookingUrl } : {}),
      live,
      edgeCounts,
      notReady,
    }),
    [bookingUrl, edgeCounts, generate, live, mode, notReady, onLocked, onMenuAction, preview, store, upload],
  );
}
