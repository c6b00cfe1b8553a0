import { useCallback } from 'react';
import { NOT_READY_MESSAGE } from '../workflow/autosave';
import { applyGenerateFailure } from '../workflow/status';
import { applyUpload, uploadErrorMessage } from '../workflow/upload';
import { useWorkspaceEnv } from './WorkspaceContext';

/** A PDF chosen for an input node: uploaded to the saved node, then read (its own step). */
export function useUpload(generate: (nodeId: string) => Promise<unknown>): (nodeId: string, file: File) => Promise<void> {
  const { adapter, guest, notify, onLocked, project, saver, store } = useWorkspaceEnv();
  return useCallback(
    async (nodeId: string, file: File) => {
      if (guest) return onLocked?.();
      if (!adapter.upload) return notify(NOT_READY_MESSAGE);
      const { setNodes, markDownstreamStale } = store.getState();
      // The server attaches the file to the saved node, so the workflow (and its edges) go first.
      if (!(await saver.saveNow({ nodes: store.getState().nodes, edges: store.getState().edges }))) return undefined;
      store.getState().markStarted(nodeId);
      try {
        const server = await adapter.upload(project.id, nodeId, file);
        setNodes((all) => applyUpload(all, nodeId, server, file));
        // Every result made from the old paper no longer matches it.
        markDownstreamStale(nodeId);
      } catch (error) {
        const message = uploadErrorMessage(error);
        setNodes((all) => applyGenerateFailure(all, nodeId, { status: 'failed', message }));
        return notify(message);
      }
      // Extraction is the input node's own step: it turns 'Not Validated' into 'Valid'.
      await generate(nodeId);
      return undefined;
    },
    [adapter, generate, guest, notify, onLocked, project.id, saver, store],
  );
}
