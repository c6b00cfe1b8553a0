import { useCallback } from 'react';
import { GenerateResponseError } from '../adapter';
import { notReadyReason } from '../workflow/run';
import { applyGenerateFailure, checkGeneratePreconditions, generateFailure } from '../workflow/status';
import { useWorkspaceEnv } from './WorkspaceContext';

/** The engine's answer when another tab (or a double click) already started the step. */
export const ALREADY_PROCESSING = 'This step is already processing';

/**
 * Runs one step: saves the workflow the engine reads, then asks the engine to run the node.
 * Resolves true when the engine took the step. A step whose inputs are not ready is not run and
 * not marked failed: the user is told what to do first.
 */
/** What a Run does with a refusal for a limit (429: the person's steps at once; 503: the engine's queue). */
const BUSY_STATUSES = new Set([429, 503]);

export interface GenerateOptions {
  /**
   * Part of a Run: a refusal for a limit is not a failure of the step, which is left as it was and
   * resolves 'busy' (the Run starts it again when a step finishes). @default false
   */
  inRun?: boolean;
}

export function useGenerate(): (nodeId: string, options?: GenerateOptions) => Promise<boolean | 'busy'> {
  const { adapter, guest, notify, onLocked, project, refresh, saver, store } = useWorkspaceEnv();
  return useCallback(
    async (nodeId: string, options: GenerateOptions = {}) => {
      if (guest) {
        onLocked?.();
        return false;
      }
      const { nodes, edges, setNodes } = store.getState();
      const node = nodes.find((candidate) => candidate.id === nodeId);
      if (!node) return false;
      const precondition = checkGeneratePreconditions(nodeId, nodes, edges);
      if (!precondition.ok) {
        notify(notReadyReason(nodeId, nodes, edges) ?? precondition.message);
        return false;
      }
      // The engine reads the saved workflow, so it must hold this node and its edges first.
      if (!(await saver.saveNow({ nodes: store.getState().nodes, edges: store.getState().edges }))) return false;
      store.getState().markStarted(nodeId);
      try {
        await adapter.generate(project.id, { clientNodeId: nodeId, nodeType: node.type });
      } catch (error) {
        if (options.inRun && error instanceof GenerateResponseError && BUSY_STATUSES.has(error.status)) {
          setNodes((all) =>
            all.map((candidate) =>
              candidate.id === nodeId
                ? { ...candidate, data: { ...candidate.data, status: node.data.status, error: node.data.error ?? null } }
                : candidate,
            ),
          );
          return 'busy';
        }
        if (
          error instanceof GenerateResponseError &&
          error.status === 409 &&
          (error.body as { message?: unknown } | null)?.message === ALREADY_PROCESSING
        ) {
          // Started in another tab: it is running, not failed.
          void refresh();
          return true;
        }
        const failure = generateFailure(
          node.type,
          error instanceof GenerateResponseError ? { kind: 'response', status: error.status, body: error.body } : { kind: 'exception' },
        );
        setNodes((all) => applyGenerateFailure(all, nodeId, failure));
        notify(failure.message);
        return false;
      }
      return true;
    },
    [adapter, guest, notify, onLocked, project.id, refresh, saver, store],
  );
}
