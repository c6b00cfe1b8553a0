import type { PaperRemixProject } from '@paperlight/api-client';
import type { Clock } from '@paperlight/ui-kit';
import { useEffect, useMemo } from 'react';
import { useStore } from 'zustand';
import type { PaperRemixAdapter } from '../adapter';
import { createAutoSaver, SAVE_FAILED_MESSAGE, type AutoSaver } from '../workflow/autosave';
import { attachServerIds, toSavedNodePayloads, workflowKey } from '../workflow/payload';
import type { Workflow } from '../workflow/types';
import type { WorkspaceStore } from './workspaceStore';

interface AutoSaverOptions {
  store: WorkspaceStore;
  adapter: PaperRemixAdapter;
  clock: Clock;
  project: PaperRemixProject;
  /** What the server holds: the loaded project's workflow. */
  initial: Workflow;
  guest: boolean;
  notify: (message: string) => void;
}

/** Saves the workflow a second after each change while auto-save is on; `saveNow` for Save and before a run. */
export function useAutoSaver({ store, adapter, clock, project, initial, guest, notify }: AutoSaverOptions): AutoSaver<Workflow> {
  const saver = useMemo(
    () =>
      createAutoSaver<Workflow>({
        clock,
        keyOf: (workflow) => workflowKey(workflow.nodes, workflow.edges),
        savedKey: workflowKey(initial.nodes, initial.edges),
        save: async (workflow) => {
          const server = await adapter.saveWorkflow(project.id, toSavedNodePayloads(workflow.nodes, workflow.edges));
          store.getState().setNodes((current) => attachServerIds(current, server));
        },
        onSaved: (workflow) => store.getState().set({ savedKey: workflowKey(workflow.nodes, workflow.edges), saveFailed: false }),
        onError: () => {
          store.getState().set({ saveFailed: true });
          notify(SAVE_FAILED_MESSAGE);
        },
      }),
    [adapter, clock, initial, notify, project.id, store],
  );
  const nodes = useStore(store, (state) => state.nodes);
  const edges = useStore(store, (state) => state.edges);
  const autoSave = useStore(store, (state) => state.autoSave);

  useEffect(() => {
    store.getState().set({ savedKey: workflowKey(initial.nodes, initial.edges) });
    return () => saver.cancel();
  }, [initial, saver, store]);
  useEffect(() => {
    if (!guest && autoSave) saver.schedule({ nodes, edges });
  }, [guest, autoSave, saver, nodes, edges]);
  return saver;
}
