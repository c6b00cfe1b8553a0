import * as v from 'valibot';
import { listed, shown } from './words';

// The Paper Remix node types, statuses and realtime events (SPEC §3, §4, §7), as the canvas, the
// api and the worker all name them.

/** Every node type of SPEC §3. */
export const NODE_TYPES = [
  'paperInput',
  'script',
  'storyboard',
  'video',
  'textToSpeech',
  'imageGeneration',
  'podcast',
  'mindmap',
  'presentation',
  'output',
] as const;
/** 'nodeType must be one of paperInput, script, … or output, not the text "slideshow"' */
export const nodeTypeMessage = (input: unknown): string => `nodeType must be one of ${listed(NODE_TYPES)}, not ${shown(input)}`;
export const NodeTypeSchema = v.picklist(NODE_TYPES, (issue) => nodeTypeMessage(issue.input));
export type NodeType = v.InferOutput<typeof NodeTypeSchema>;

/** Whether a value is one of the node types of SPEC §3. */
export const isNodeType = (value: unknown): value is NodeType =>
  typeof value === 'string' && (NODE_TYPES as readonly string[]).includes(value);

/** SPEC §4; a missing status counts as idle. */
export const NODE_STATUSES = ['idle', 'processing', 'completed', 'failed', 'error'] as const;
export const NodeStatusSchema = v.picklist(NODE_STATUSES);
export type NodeStatus = v.InferOutput<typeof NodeStatusSchema>;

/** A step has finished: the event sets the status of the node with that `clientNodeId` (SPEC §7). */
export const NODE_PROCESSED_EVENT = 'paper-remix-node:processed';
/** A running step's progress, at least once a second while it runs (issue 15). */
export const NODE_PROGRESS_EVENT = 'paper-remix-node:progress';

/** Payload of `paper-remix-node:processed`; on failure `outputData.error` says why. */
export const NodeProcessedEventSchema = v.looseObject({
  clientNodeId: v.string(),
  status: NodeStatusSchema,
  outputData: v.nullish(v.looseObject({ error: v.optional(v.string()) })),
});
export type NodeProcessedEvent = v.InferOutput<typeof NodeProcessedEventSchema>;

/** Payload of `paper-remix-node:progress`: `stage` and `elapsedSec` are sent by workers since issue 15. */
export const NodeProgressEventSchema = v.looseObject({
  clientNodeId: v.string(),
  projectId: v.optional(v.union([v.string(), v.number()])),
  percent: v.number(),
  stage: v.optional(v.string()),
  elapsedSec: v.optional(v.number()),
});
export type NodeProgressEvent = v.InferOutput<typeof NodeProgressEventSchema>;
