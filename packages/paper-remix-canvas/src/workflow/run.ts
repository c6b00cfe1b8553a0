import type { NodeLive } from './live';
import { canGenerate, GENERATE_REQUIREMENTS, normalizeStatus, upstreamNodes } from './status';
import type { NodeType, WorkflowEdge, WorkflowNode } from './types';

/** How each step is named in a reason ('Run the script first'). */
const STEP_NAMES: Record<NodeType, string> = {
  paperInput: 'paper',
  script: 'script',
  storyboard: 'storyboard',
  video: 'video',
  output: 'output',
  podcast: 'podcast',
  presentation: 'presentation',
  mindmap: 'mindmap',
  textToSpeech: 'speech',
  imageGeneration: 'image',
};

export const ADD_PAPER_REASON = 'Add a paper first';
export const RUN_FINISHED_MESSAGE = 'Run finished: every step is up to date';
export const NOTHING_TO_RUN_MESSAGE = 'Every step is up to date';
export const RUN_STOPPED_MESSAGE = 'Run stopped: a step failed. Its reason is on its card.';

const nameOf = (type: NodeType) => STEP_NAMES[type] ?? type;

export function hasPaper(node: WorkflowNode): boolean {
  const basic = node.data.configuration.basic as { fileName?: unknown } | undefined;
  return typeof basic?.fileName === 'string' && basic.fileName !== '';
}

/** Why a step that has not run cannot start now, or null when its inputs are ready. */
export function notReadyReason(nodeId: string, nodes: readonly WorkflowNode[], edges: readonly WorkflowEdge[]): string | null {
  const node = nodes.find((candidate) => candidate.id === nodeId);
  if (!node) return null;
  if (node.type === 'paperInput') return hasPaper(node) ? null : ADD_PAPER_REASON;
  const requirement = GENERATE_REQUIREMENTS[node.type];
  if (!requirement) return null;
  const accepted = upstreamNodes(nodeId, nodes, edges).filter((upstream) => requirement.upstream.includes(upstream.type));
  if (accepted.some((upstream) => normalizeStatus(upstream.data.status) === 'completed')) return null;
  const best = [...accepted].sort((a, b) => requirement.upstream.indexOf(a.type) - requirement.upstream.indexOf(b.type))[0];
  if (!best) return `Connect a ${nameOf(requirement.upstream[0]!)} first`;
  if (best.type === 'paperInput' && !hasPaper(best)) return ADD_PAPER_REASON;
  if (normalizeStatus(best.data.status) === 'processing') return `Wait for the ${nameOf(best.type)} to finish`;
  return best.type === 'paperInput' ? 'Read the paper first' : `Run the ${nameOf(best.type)} first`;
}

/** Whether a step has to run: never run, failed, or made from something that changed since. */
export function needsRun(node: WorkflowNode, live: Readonly<Record<string, NodeLive>>): boolean {
  if (!canGenerate(node.type)) return false;
  const status = normalizeStatus(node.data.status);
  if (status === 'processing') return false;
  if (status === 'completed') return live[node.id]?.outOfDate === true;
  return node.type !== 'paperInput' || hasPaper(node);
}

export interface RunPlan {
  /** Steps to run, in topological order (a step after every step it is made from). */
  order: string[];
  /** Steps of the plan's upstream in the plan, by step. */
  after: Record<string, string[]>;
  /** Steps that need a run but cannot get one, with the reason in words. */
  blocked: Record<string, string>;
}

function downstreamClosure(seeds: Iterable<string>, edges: readonly WorkflowEdge[]): Set<string> {
  const found = new Set(seeds);
  const queue = [...found];
  while (queue.length > 0) {
    const current = queue.shift()!;
    for (const edge of edges) {
      if (edge.source === current && !found.has(edge.target)) {
        found.add(edge.target);
        queue.push(edge.target);
      }
    }
  }
  return found;
}

function upstreamNeedingRun(
  seeds: Iterable<string>,
  byId: ReadonlyMap<string, WorkflowNode>,
  edges: readonly WorkflowEdge[],
  live: Readonly<Record<string, NodeLive>>,
): Set<string> {
  const found = new Set<string>();
  const queue = [...seeds];
  while (queue.length > 0) {
    const current = queue.shift()!;
    for (const edge of edges) {
      const source = byId.get(edge.source);
      if (edge.target === current && source && !found.has(source.id) && needsRun(source, live)) {
        found.add(source.id);
        queue.push(source.id);
      }
    }
  }
  return found;
}

/** Kahn's order of `members` over `edges`; members on a cycle are left out. */
function topologicalOrder(members: ReadonlySet<string>, nodes: readonly WorkflowNode[], edges: readonly WorkflowEdge[]): string[] {
  const inside = edges.filter((edge) => members.has(edge.source) && members.has(edge.target) && edge.source !== edge.target);
  const indegree = new Map([...members].map((id) => [id, 0]));
  for (const edge of inside) indegree.set(edge.target, (indegree.get(edge.target) ?? 0) + 1);
  // Ties follow the canvas, left to right, so chains start together.
  const place = new Map(nodes.map((node) => [node.id, node.position]));
  const byPlace = (a: string, b: string) =>
    (place.get(a)?.x ?? 0) - (place.get(b)?.x ?? 0) || (place.get(a)?.y ?? 0) - (place.get(b)?.y ?? 0);
  const ready = [...members].filter((id) => indegree.get(id) === 0).sort(byPlace);
  const order: string[] = [];
  while (ready.length > 0) {
    const id = ready.shift()!;
    order.push(id);
    for (const edge of inside) {
      if (edge.source !== id) continue;
      const left = (indegree.get(edge.target) ?? 0) - 1;
      indegree.set(edge.target, left);
      if (left === 0) ready.push(edge.target);
    }
    ready.sort(byPlace);
  }
  return order;
}

/**
 * What Run does: every step that is out of date or has never run, and every step after one, in
 * topological order. With `from` ('Run from here'): that step and everything after it, with any
 * step before it that has to run first. A step whose inputs cannot be made ready is left out with
 * its reason, and so is everything after it.
 */
export function planRun(
  nodes: readonly WorkflowNode[],
  edges: readonly WorkflowEdge[],
  live: Readonly<Record<string, NodeLive>>,
  from?: string,
): RunPlan {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const seeds = from !== undefined ? [from] : nodes.filter((node) => needsRun(node, live)).map((node) => node.id);
  const candidates = downstreamClosure(seeds, edges);
  for (const id of upstreamNeedingRun(candidates, byId, edges, live)) candidates.add(id);
  const runnable = new Set(
    [...candidates].filter((id) => {
      const node = byId.get(id);
      return node !== undefined && canGenerate(node.type) && normalizeStatus(node.data.status) !== 'processing';
    }),
  );
  const order = topologicalOrder(runnable, nodes, edges);
  const after: Record<string, string[]> = {};
  const blocked: Record<string, string> = {};
  const planned = new Set<string>();
  for (const id of order) {
    const node = byId.get(id)!;
    const inPlan = upstreamNodes(id, nodes, edges)
      .filter((upstream) => planned.has(upstream.id))
      .map((upstream) => upstream.id);
    const blockedUpstream = upstreamNodes(id, nodes, edges).find((upstream) => blocked[upstream.id] !== undefined);
    // With a planned upstream, readiness is judged as if that step had completed.
    const assumed = nodes.map((candidate) =>
      inPlan.includes(candidate.id) ? { ...candidate, data: { ...candidate.data, status: 'completed' as const } } : candidate,
    );
    const reason = node.type === 'paperInput' || inPlan.length === 0 ? notReadyReason(id, assumed, edges) : null;
    if (reason !== null) {
      // After a step that cannot run, the first thing to fix is that step's.
      blocked[id] = blockedUpstream ? blocked[blockedUpstream.id]! : reason;
      continue;
    }
    planned.add(id);
    after[id] = inPlan;
  }
  return { order: order.filter((id) => planned.has(id)), after, blocked };
}

export type RunStepState = 'waiting' | 'starting' | 'running' | 'done' | 'failed' | 'skipped';

export interface RunProgress {
  steps: Record<string, RunStepState>;
  after: Record<string, string[]>;
  order: string[];
}

export function startRun(plan: RunPlan): RunProgress {
  return { order: plan.order, after: plan.after, steps: Object.fromEntries(plan.order.map((id) => [id, 'waiting' as const])) };
}

/**
 * One turn of a run: a running step whose card completed is done (failed: it stops what comes
 * after it); a waiting step whose planned inputs are all done is due to start, while fewer than
 * `limit` steps are starting or running (the engine's limit of steps at once per person). Returns
 * the new progress and the steps to start now.
 */
export function advanceRun(
  run: RunProgress,
  nodes: readonly WorkflowNode[],
  limit = Number.POSITIVE_INFINITY,
): { run: RunProgress; start: string[] } {
  const status = new Map(nodes.map((node) => [node.id, normalizeStatus(node.data.status)]));
  const steps = { ...run.steps };
  for (const id of run.order) {
    if (steps[id] !== 'running') continue;
    const now = status.get(id);
    if (now === 'completed') steps[id] = 'done';
    else if (now !== 'processing') steps[id] = 'failed';
  }
  const start: string[] = [];
  let inFlight = run.order.filter((id) => steps[id] === 'starting' || steps[id] === 'running').length;
  for (const id of run.order) {
    if (steps[id] !== 'waiting') continue;
    const inputs = run.after[id] ?? [];
    if (!status.has(id) || inputs.some((input) => steps[input] === 'failed' || steps[input] === 'skipped')) steps[id] = 'skipped';
    else if (inputs.every((input) => steps[input] === 'done') && inFlight < limit) {
      steps[id] = 'starting';
      start.push(id);
      inFlight += 1;
    }
  }
  return { run: { ...run, steps }, start };
}

/** A run is over when no step waits, starts or runs. */
export function runOver(run: RunProgress): boolean {
  return Object.values(run.steps).every((state) => state === 'done' || state === 'failed' || state === 'skipped');
}
