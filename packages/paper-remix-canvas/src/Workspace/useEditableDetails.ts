import type { PaperDetails } from '@paperlight/api-client';
import { useCallback } from 'react';
import { applyServerStates } from '../workflow/live';
import { useWorkspaceEnv } from './WorkspaceContext';

/** Registered users correct the paper's details on Paper Input (issue 30); what follows turns 'Out of date'. */
export function useEditableDetails(): (nodeId: string) => { onSaveDetails?: (details: PaperDetails) => Promise<void> } {
  const { adapter, guest, project, refresh, store } = useWorkspaceEnv();
  return useCallback(
    (nodeId: string) => {
      if (guest || !adapter.saveDetails) return {};
      const saveDetails = adapter.saveDetails;
      return {
        onSaveDetails: async (details: PaperDetails) => {
          const state = await saveDetails(project.id, nodeId, details);
          const { setNodes, markDownstreamStale } = store.getState();
          setNodes((current) => applyServerStates(current, [state]));
          markDownstreamStale(nodeId);
          void refresh();
        },
      };
    },
    [adapter, guest, project.id, refresh, store],
  );
}
