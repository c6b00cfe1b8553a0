import type { History } from './history';
import type { Workflow, WorkflowNode } from './types';

/** Undo steps kept across a reload, per project (the newest). */
export const PERSISTED_HISTORY_LIMIT = 30;

export const historyStorageKey = (projectId: string | number) => `paperlight:paper-remix:undo:${projectId}`;

/** Results belong to the server: a stored step keeps what the user placed, not what the engine made. */
const placedOnly = (workflow: Workflow): Workflow => ({
  edges: workflow.edges,
  nodes: workflow.nodes.map((node): WorkflowNode => ({ ...node, data: { ...node.data, execution: null, error: null } })),
});

const isWorkflow = (value: unknown): value is Workflow =>
  typeof value === 'object' && value !== null && Array.isArray((value as Workflow).nodes) && Array.isArray((value as Workflow).edges);

/** The stored history of a project, or an empty one when there is none or it cannot be read. */
export function loadHistory(storage: Pick<Storage, 'getItem'> | undefined, projectId: string | number): History {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(historyStorageKey(projectId)) ?? 'null');
    const { past, future } = (parsed ?? {}) as { past?: unknown; future?: unknown };
    if (!Array.isArray(past) || !Array.isArray(future) || !past.every(isWorkflow) || !future.every(isWorkflow))
      return { past: [], future: [] };
    return { past, future };
  } catch {
    return { past: [], future: [] };
  }
}

/** Stores the newest steps; a full storage keeps the history in memory only. */
export function saveHistory(storage: Pick<Storage, 'setItem'> | undefined, projectId: string | number, history: History): void {
  try {
    storage?.setItem(
      historyStorageKey(projectId),
      JSON.stringify({
        past: history.past.slice(-PERSISTED_HISTORY_LIMIT).map(placedOnly),
        future: history.future.slice(0, PERSISTED_HISTORY_LIMIT).map(placedOnly),
      }),
    );
  } catch {
    // Quota or privacy mode: Undo still works until the page is left.
  }
}

/** sessionStorage where there is one (not on the server). */
export const sessionStore = (): Storage | undefined => (typeof window !== 'undefined' ? window.sessionStorage : undefined);
