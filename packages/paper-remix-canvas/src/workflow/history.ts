import type { Workflow, WorkflowNode } from './types';

/** How many edits Undo can walk back. */
export const HISTORY_LIMIT = 100;

/** Past and future snapshots of what the user placed; the present lives in the page. */
export interface History {
  past: readonly Workflow[];
  future: readonly Workflow[];
}

export const emptyHistory: History = { past: [], future: [] };

/** Records `before` as the state an edit started from; a new edit drops what Redo could bring back. */
export function recordEdit(history: History, before: Workflow, limit = HISTORY_LIMIT): History {
  const last = history.past[history.past.length - 1];
  // A drag emits many moves; recording the same starting point twice would need two Undos.
  if (last && last.nodes === before.nodes && last.edges === before.edges) return { past: history.past, future: [] };
  return { past: [...history.past, before].slice(-limit), future: [] };
}

/**
 * Results belong to the server, not to the edit history: a node brought back by Undo or Redo
 * keeps the status, error, execution and server ids it has now.
 */
export function withLiveResults(snapshot: Workflow, current: Workflow): Workflow {
  const live = new Map(current.nodes.map((node) => [node.id, node]));
  const nodes = snapshot.nodes.map((node): WorkflowNode => {
    const now = live.get(node.id);
    if (!now) return node;
    const { status, error, execution, projectNodeId, nodeId } = now.data;
    return { ...node, data: { ...node.data, status, error, execution, projectNodeId, nodeId } };
  });
  return { nodes, edges: snapshot.edges };
}

export function undo(history: History, current: Workflow): { history: History; workflow: Workflow } | null {
  const previous = history.past[history.past.length - 1];
  if (!previous) return null;
  return {
    history: { past: history.past.slice(0, -1), future: [current, ...history.future] },
    workflow: withLiveResults(previous, current),
  };
}

export function redo(history: History, current: Workflow): { history: History; workflow: Workflow } | null {
  const next = history.future[0];
  if (!next) return null;
  return {
    history: { past: [...history.past, current], future: history.future.slice(1) },
    workflow: withLiveResults(next, current),
  };
}

export type HistoryKey = 'undo' | 'redo' | null;

/** Ctrl+Z (⌘Z) undoes; Ctrl+Shift+Z (⌘⇧Z) and Ctrl+Y redo. */
export function historyKey(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>): HistoryKey {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return null;
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && !event.shiftKey) return 'redo';
  return null;
}
