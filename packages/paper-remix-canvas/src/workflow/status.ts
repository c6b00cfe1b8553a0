import type { NodeProcessedEvent } from '@paperlight/api-client';
import type { NodeStatus, NodeType, WorkflowEdge, WorkflowNode } from './types';

export const PROCESSING_MESSAGE = 'Hold on, this may take sometime!';
export const SCRIPT_PRECONDITION_MESSAGE = 'Please ensure a paper input node is connected and file was validated.';
export const MINDMAP_PRECONDITION_MESSAGE = 'Please ensure a paper input node is connected and has completed processing';
export const PODCAST_PRECONDITION_MESSAGE = 'Please ensure a paper input or script node is connected and has completed processing';
export const PRESENTATION_PRECONDITION_MESSAGE = 'Please ensure a storyboard or script node is connected and has completed processing';
export const STORYBOARD_PRECONDITION_MESSAGE = 'Please ensure a script or paper input node is connected and has completed processing';
export const VIDEO_PRECONDITION_MESSAGE =
  'Please ensure a storyboard, script or paper input node is connected and has completed processing';
export const GENERATE_FAILED_MESSAGE = 'Something went wrong. Please try again!';
export const VIDEO_FAILED_MESSAGE = 'An error occurred while generating video';
export const RESET_REFUSED_MESSAGE = "Can not clear as it's processing";
export const INPUT_NOT_VALIDATED = 'Not Validated';
export const INPUT_VALID = 'Valid';

/** A missing server status counts as idle (SPEC §4). */
export function normalizeStatus(status: NodeStatus | null | undefined): NodeStatus {
  return status ?? 'idle';
}

/** Node types the engine can run; the others only sit on the canvas. */
export const GENERATABLE_TYPES: readonly NodeType[] = ['paperInput', 'script', 'storyboard', 'video', 'mindmap', 'presentation', 'podcast'];

export function canGenerate(type: NodeType): boolean {
  return GENERATABLE_TYPES.includes(type);
}

export type NodeAction =
  | { kind: 'generate'; label: 'Generate' | 'Retry' }
  | { kind: 'processing'; message: typeof PROCESSING_MESSAGE }
  | { kind: 'view'; label: 'View'; regenerateLabel: 'Regenerate'; regenerateDisabled: true };

/**
 * What a node card offers in a status. SPEC §4 names idle and failed; an errored node (the
 * generate call itself failed) offers Retry as well, or it would have no way forward.
 */
export function nodeAction(status: NodeStatus | null | undefined): NodeAction {
  switch (normalizeStatus(status)) {
    case 'processing':
      return { kind: 'processing', message: PROCESSING_MESSAGE };
    case 'completed':
      return { kind: 'view', label: 'View', regenerateLabel: 'Regenerate', regenerateDisabled: true };
    case 'failed':
    case 'error':
      return { kind: 'generate', label: 'Retry' };
    case 'idle':
      return { kind: 'generate', label: 'Generate' };
  }
}

/**
 * The input node's validity label. SPEC §4 says 'Valid' for any status but idle; a paper that
 * failed to read (or is being read) is not valid, so only a completed read says 'Valid' (decision 0065).
 */
export function inputValidity(status: NodeStatus | null | undefined): typeof INPUT_NOT_VALIDATED | typeof INPUT_VALID {
  return normalizeStatus(status) === 'completed' ? INPUT_VALID : INPUT_NOT_VALIDATED;
}

/** Upstream node types each step accepts, and the message when none has completed. */
export const GENERATE_REQUIREMENTS: Partial<Record<NodeType, { upstream: readonly NodeType[]; message: string }>> = {
  script: { upstream: ['paperInput'], message: SCRIPT_PRECONDITION_MESSAGE },
  storyboard: { upstream: ['script', 'paperInput'], message: STORYBOARD_PRECONDITION_MESSAGE },
  video: { upstream: ['storyboard', 'script', 'paperInput'], message: VIDEO_PRECONDITION_MESSAGE },
  mindmap: { upstream: ['paperInput'], message: MINDMAP_PRECONDITION_MESSAGE },
  presentation: { upstream: ['storyboard', 'script'], message: PRESENTATION_PRECONDITION_MESSAGE },
  // From the paper, or from a script (told as it stands); before either is wired, 'Connect a paper first' (issue 34).
  podcast: { upstream: ['paperInput', 'script'], message: PODCAST_PRECONDITION_MESSAGE },
};

export type Precondition = { ok: true } | { ok: false; message: string };

/** Nodes with an edge into `nodeId`. */
export function upstreamNodes(nodeId: string, nodes: readonly WorkflowNode[], edges: readonly WorkflowEdge[]): WorkflowNode[] {
  const sources = new Set(edges.filter((edge) => edge.target === nodeId).map((edge) => edge.source));
  return nodes.filter((node) => sources.has(node.id));
}

/**
 * SPEC §4: Generate needs a connected upstream node of an accepted type that has completed
 * (for the input node, completed is what 'file was validated' means).
 */
export function checkGeneratePreconditions(nodeId: string, nodes: readonly WorkflowNode[], edges: readonly WorkflowEdge[]): Precondition {
  const node = nodes.find((candidate) => candidate.id === nodeId);
  if (!node) return { ok: false, message: GENERATE_FAILED_MESSAGE };
  const requirement = GENERATE_REQUIREMENTS[node.type];
  if (!requirement) return { ok: true };
  const ready = upstreamNodes(nodeId, nodes, edges).some(
    (upstream) => requirement.upstream.includes(upstream.type) && normalizeStatus(upstream.data.status) === 'completed',
  );
  return ready ? { ok: true } : { ok: false, message: requirement.message };
}

function updateNode(nodes: readonly WorkflowNode[], nodeId: string, update: (node: WorkflowNode) => WorkflowNode): WorkflowNode[] {
  let changed = false;
  const next = nodes.map((node) => {
    if (node.id !== nodeId) return node;
    changed = true;
    return update(node);
  });
  return changed ? next : (nodes as WorkflowNode[]);
}

/** The node fails with the precondition's message. */
export function markPreconditionFailed(nodes: readonly WorkflowNode[], nodeId: string, message: string): WorkflowNode[] {
  return updateNode(nodes, nodeId, (node) => ({ ...node, data: { ...node.data, status: 'failed', error: message } }));
}

/** After the save-before-generate, the node is processing. */
export function markProcessing(nodes: readonly WorkflowNode[], nodeId: string): WorkflowNode[] {
  return updateNode(nodes, nodeId, (node) => ({ ...node, data: { ...node.data, status: 'processing', error: null } }));
}

export interface GenerateFailure {
  status: 'error' | 'failed';
  /** Shown to the user and kept on the node. */
  message: string;
}

/** Shown with a 'Book a call' link when the engine refuses an expired trial (decision 0018). */
export const TRIAL_EXPIRED_MESSAGE = 'Your free trial has expired';

/** Answers to generate that refuse for a reason of the account or the service, not a fault. */
const REFUSAL_STATUSES = new Set([403, 413, 429, 503]);

function bodyMessage(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'message' in body) {
    const { message } = body as { message: unknown };
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return undefined;
}

/**
 * SPEC §4/§8 for a generate call that failed: `response` for a non-success answer (with its
 * body), `exception` for a throw (network, abort). The node becomes error, except the
 * storyboard on an exception (failed). The video node shows the server's message when there is one.
 */
export function generateFailure(
  type: NodeType,
  failure: { kind: 'response'; status?: number; body?: unknown } | { kind: 'exception' },
): GenerateFailure {
  const status = type === 'storyboard' && failure.kind === 'exception' ? 'failed' : 'error';
  // A refusal the user can act on (an expired trial, a full quota, a limit, a busy engine) says why.
  const refusal =
    failure.kind === 'response' && failure.status !== undefined && REFUSAL_STATUSES.has(failure.status)
      ? bodyMessage(failure.body)
      : undefined;
  if (refusal) return { status, message: refusal };
  if (type === 'video') {
    const fromServer = failure.kind === 'response' ? bodyMessage(failure.body) : undefined;
    return { status, message: fromServer ?? VIDEO_FAILED_MESSAGE };
  }
  return { status, message: GENERATE_FAILED_MESSAGE };
}

export function applyGenerateFailure(nodes: readonly WorkflowNode[], nodeId: string, failure: GenerateFailure): WorkflowNode[] {
  return updateNode(nodes, nodeId, (node) => ({ ...node, data: { ...node.data, status: failure.status, error: failure.message } }));
}

export type ResetResult = { ok: true; nodes: WorkflowNode[] } | { ok: false; message: typeof RESET_REFUSED_MESSAGE };

/** Reset sets the node to idle and clears its error; refused while processing. */
export function resetNode(nodes: readonly WorkflowNode[], nodeId: string): ResetResult {
  const node = nodes.find((candidate) => candidate.id === nodeId);
  if (node && normalizeStatus(node.data.status) === 'processing') return { ok: false, message: RESET_REFUSED_MESSAGE };
  return {
    ok: true,
    nodes: updateNode(nodes, nodeId, (current) => ({ ...current, data: { ...current.data, status: 'idle', error: null } })),
  };
}

/**
 * The realtime event 'paper-remix-node:processed' sets the status of the node with that
 * clientNodeId; on failed the error comes from outputData. A completed event may carry the
 * new execution; otherwise its outputData replaces the execution's.
 */
export function applyProcessedEvent(
  nodes: readonly WorkflowNode[],
  event: Pick<NodeProcessedEvent, 'clientNodeId' | 'status' | 'outputData'> & { execution?: unknown },
): WorkflowNode[] {
  return updateNode(nodes, event.clientNodeId, (node) => {
    const status = normalizeStatus(event.status);
    const error = status === 'failed' ? (event.outputData?.error ?? null) : null;
    const execution =
      event.execution && typeof event.execution === 'object'
        ? (event.execution as WorkflowNode['data']['execution'])
        : status === 'completed'
          ? { ...node.data.execution, outputData: event.outputData ?? null }
          : node.data.execution;
    return { ...node, data: { ...node.data, status, error, execution } };
  });
}

/**
 * The output step runs nothing itself: it shows the state of the step that feeds it, so a finished
 * workflow ends in a completed output rather than one that reads 'Idle'. Without an input it stays idle.
 */
export function outputStatus(nodeId: string, nodes: readonly WorkflowNode[], edges: readonly WorkflowEdge[]): NodeStatus {
  const statuses = upstreamNodes(nodeId, nodes, edges).map((node) => normalizeStatus(node.data.status));
  if (statuses.includes('completed')) return 'completed';
  if (statuses.includes('processing')) return 'processing';
  return 'idle';
}

/** The nodes as drawn: every output node carries the status `outputStatus` gives it. */
export function withOutputStatus(nodes: readonly WorkflowNode[], edges: readonly WorkflowEdge[]): WorkflowNode[] {
  return nodes.map((node) => {
    if (node.type !== 'output') return node;
    const status = outputStatus(node.id, nodes, edges);
    return status === node.data.status ? node : { ...node, data: { ...node.data, status } };
  });
}
