import { NODE_PROGRESS_EVENT, NodeProgressEventSchema, type NodeProgressEvent } from '@paperlight/api-client/paper-remix';
import * as v from 'valibot';
import { normalizeStatus } from './status';
import type { NodeExecution, NodeStatus, WorkflowEdge, WorkflowNode } from './types';

// The progress event is the Paper Remix contract's (decision 0186); exported here as before.
export { NODE_PROGRESS_EVENT, NodeProgressEventSchema };
export type { NodeProgressEvent };
export const OUT_OF_DATE_LABEL = 'Out of date';

/** One node as GET /paper-remix/project/{id}/state answers (decision 0065). */
export const NodeStateSchema = v.looseObject({
  clientNodeId: v.string(),
  projectNodeId: v.optional(v.union([v.string(), v.number()])),
  status: v.nullish(v.string()),
  error: v.nullish(v.string()),
  execution: v.nullish(v.looseObject({})),
  completedAt: v.nullish(v.string()),
  outOfDate: v.optional(v.boolean(), false),
  run: v.nullish(v.looseObject({ status: v.string(), percent: v.number(), startedAt: v.nullish(v.string()) })),
  estimateSec: v.nullish(v.number()),
});
export type NodeState = v.InferOutput<typeof NodeStateSchema>;

/** What the card shows besides the node itself: live progress, staleness and the estimate. */
export interface NodeLive {
  /** The running step's progress, 0–100; undefined when nothing runs. */
  percent?: number;
  stage?: string;
  /** Seconds the run has taken when the last event was sent. */
  elapsedSec?: number;
  /** When the last event arrived (clock ms), to count on between events. */
  receivedAt?: number;
  outOfDate?: boolean;
  estimateSec?: number | null;
}

const STATUSES: readonly NodeStatus[] = ['idle', 'processing', 'completed', 'failed', 'error'];

/**
 * The server's truth for each node it knows: status, error, result and server id. Positions,
 * settings and edges stay the canvas's own (they are what the user is editing).
 */
export function applyServerStates(nodes: readonly WorkflowNode[], states: readonly NodeState[]): WorkflowNode[] {
  const byId = new Map(states.map((state) => [state.clientNodeId, state]));
  let changed = false;
  const next = nodes.map((node) => {
    const state = byId.get(node.id);
    if (!state) return node;
    const status = STATUSES.includes(state.status as NodeStatus) ? (state.status as NodeStatus) : normalizeStatus(null);
    const error = status === 'failed' ? (state.error ?? null) : null;
    const execution = (state.execution ?? null) as NodeExecution | null;
    const projectNodeId = state.projectNodeId ?? node.data.projectNodeId ?? null;
    if (
      node.data.status === status &&
      node.data.error === error &&
      JSON.stringify(node.data.execution ?? null) === JSON.stringify(execution) &&
      node.data.projectNodeId === projectNodeId
    ) {
      return node;
    }
    changed = true;
    return { ...node, data: { ...node.data, status, error, execution, projectNodeId } };
  });
  return changed ? next : (nodes as WorkflowNode[]);
}

/** The live map the server's answer implies (running percent, staleness, estimates). */
export function liveFromStates(
  states: readonly NodeState[],
  receivedAt: number,
  startedAgo: (startedAt: string) => number,
): Record<string, NodeLive> {
  const live: Record<string, NodeLive> = {};
  for (const state of states) {
    const entry: NodeLive = { outOfDate: state.outOfDate, estimateSec: state.estimateSec ?? null };
    if (state.status === 'processing' && state.run) {
      entry.percent = state.run.percent;
      entry.receivedAt = receivedAt;
      if (state.run.startedAt) entry.elapsedSec = Math.max(0, startedAgo(state.run.startedAt));
    }
    live[state.clientNodeId] = entry;
  }
  return live;
}

/** Every node reachable from `nodeId` along edges (not `nodeId` itself). */
export function downstreamOf(nodeId: string, edges: readonly WorkflowEdge[]): Set<string> {
  const found = new Set<string>();
  const queue = [nodeId];
  while (queue.length > 0) {
    const current = queue.shift()!;
    for (const edge of edges) {
      if (edge.source === current && edge.target !== nodeId && !found.has(edge.target)) {
        found.add(edge.target);
        queue.push(edge.target);
      }
    }
  }
  return found;
}

/**
 * 'about 6.7 s', 'about 27 s', 'about 1 min 50 s', 'about 12 min'; 'under 1 s'. The figure keeps the
 * estimate's two significant figures (the api's precision), so what the card says is what is judged
 * against the run that follows (issue 15: within ±30 %; from 10 min on, whole minutes are within
 * 5 %). Rounding it to 5 s or whole minutes, as before, put the shown figure up to 50 % off the
 * estimate: 2.6 s read 'about 5 s', 7.4 s 'about 5 s', 90 s 'about 2 min'.
 */
export function formatEstimate(seconds: number): string {
  if (!(seconds >= 1)) return 'under 1 s';
  const shown = Number(seconds.toPrecision(2));
  if (shown < 60) return `about ${shown} s`;
  if (shown < 600) {
    const minutes = Math.floor(shown / 60);
    const rest = Math.round(shown - minutes * 60);
    return rest ? `about ${minutes} min ${rest} s` : `about ${minutes} min`;
  }
  return `about ${Math.round(seconds / 60)} min`;
}

/** '12 s left', '2 min left', 'Almost done'. */
export function formatRemaining(seconds: number | null): string | null {
  if (seconds === null) return null;
  if (seconds <= 2) return 'Almost done';
  if (seconds < 60) return `${Math.ceil(seconds)} s left`;
  return `${Math.ceil(seconds / 60)} min left`;
}

/**
 * Seconds left of a run: the estimate minus the time taken; past a fifth of the work the rate so
 * far counts for half, so a slow or fast machine pulls the figure toward the truth.
 */
export function remainingSeconds(live: NodeLive, nowMs: number): number | null {
  if (live.percent === undefined) return null;
  const elapsed = (live.elapsedSec ?? 0) + (live.receivedAt !== undefined ? Math.max(0, nowMs - live.receivedAt) / 1000 : 0);
  const byEstimate = live.estimateSec != null ? Math.max(0, live.estimateSec - elapsed) : null;
  const byRate = live.percent >= 20 && live.percent < 100 && elapsed > 0 ? (elapsed * (100 - live.percent)) / live.percent : null;
  if (byEstimate === null) return byRate;
  if (byRate === null) return byEstimate;
  return (byEstimate + byRate) / 2;
}
