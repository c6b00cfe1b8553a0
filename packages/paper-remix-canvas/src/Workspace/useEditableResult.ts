import { useCallback } from 'react';
import type { EditableResultProps } from '../ResultModals';
import { applyServerStates, type NodeState } from '../workflow/live';
import { useWorkspaceEnv } from './WorkspaceContext';

/** Registered users edit a script's or storyboard's result and restore its versions (issue 15); guests only read. */
export function useEditableResult(): (nodeId: string) => EditableResultProps {
  const { adapter, guest, project, refresh, store } = useWorkspaceEnv();
  return useCallback(
    (nodeId: string): EditableResultProps => {
      if (guest || !adapter.saveOutput) return {};
      const saveOutput = adapter.saveOutput;
      const applySaved = (state: NodeState) => {
        const { setNodes, markDownstreamStale } = store.getState();
        setNodes((current) => applyServerStates(current, [state]));
        markDownstreamStale(nodeId);
        void refresh();
      };
      const { versions, restoreVersion, versionOutput } = adapter;
      const isScript = store.getState().nodes.find((node) => node.id === nodeId)?.type === 'script';
      return {
        onSave: async (output) => applySaved(await saveOutput(project.id, nodeId, output)),
        ...(versions && restoreVersion
          ? {
              loadVersions: () => versions(project.id, nodeId),
              onRestore: async (versionId: string) => applySaved(await restoreVersion(project.id, nodeId, versionId)),
              ...(versionOutput && isScript
                ? { loadVersionOutput: (versionId: string) => versionOutput(project.id, nodeId, versionId) }
                : {}),
            }
          : {}),
      };
    },
    [adapter, guest, project.id, refresh, store],
  );
}
