import { useCallback } from 'react';
import { inputFileName } from '../workflow/filenames';
import { INPUT_DOWNLOAD_FAILED_MESSAGE, NO_INPUT_SOURCE_MESSAGE, PDF_NOT_AVAILABLE_MESSAGE, saveFile } from '../workflow/results';
import { useWorkspaceEnv } from './WorkspaceContext';

/** The input node's Preview: downloads the PDF it holds. */
export function usePreview(): (nodeId: string) => Promise<void> {
  const { adapter, notify, project, store } = useWorkspaceEnv();
  return useCallback(
    async (nodeId: string) => {
      const node = store.getState().nodes.find((candidate) => candidate.id === nodeId);
      const basic = (node?.data.configuration.basic ?? {}) as { fileName?: string };
      if (!node || !basic.fileName) return notify(NO_INPUT_SOURCE_MESSAGE);
      if (node.data.projectNodeId == null) return notify(PDF_NOT_AVAILABLE_MESSAGE);
      try {
        const url = await adapter.preview(project.id, node.data.projectNodeId);
        const blob = adapter.fetchFile
          ? await adapter.fetchFile(url)
          : await fetch(url).then((response) => {
              if (!response.ok) throw new Error(`Download failed with status ${response.status}`);
              return response.blob();
            });
        saveFile(blob, inputFileName(basic.fileName));
      } catch {
        notify(INPUT_DOWNLOAD_FAILED_MESSAGE);
      }
      return undefined;
    },
    [adapter, notify, project.id, store],
  );
}
