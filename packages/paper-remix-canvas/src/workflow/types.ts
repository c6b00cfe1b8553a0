import type { NodeExecution, NodeStatus, NodeType } from '@paperlight/api-client';

export type { NodeExecution, NodeStatus, NodeType };

export interface XYPosition {
  x: number;
  y: number;
}

/** What a workflow node carries besides its place on the canvas (SPEC §3 'Client workflow node'). */
export interface WorkflowNodeData {
  /** The server's project node id, attached after the first save. */
  projectNodeId?: string | number | null;
  /** The server's node id (`node.id`), attached after the first save. */
  nodeId?: string | number | null;
  status: NodeStatus;
  /** Field values; settings live under `basic`, as the input node's file does. */
  configuration: Record<string, unknown>;
  error?: string | null;
  execution?: NodeExecution | null;
  title: string;
}

/** A node as the canvas holds it; `id` is the clientNodeId. */
export interface WorkflowNode {
  id: string;
  type: NodeType;
  position: XYPosition;
  data: WorkflowNodeData;
}

export interface WorkflowEdge {
  id: string;
  source: string;
  target: string;
}

export interface Workflow {
  nodes: WorkflowNode[];
  edges: WorkflowEdge[];
}
