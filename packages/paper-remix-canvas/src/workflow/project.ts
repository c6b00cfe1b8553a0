import { NODE_TYPES, type PaperRemixNode, type PaperRemixProject } from '@paperlight/api-client';
import { defaultConfiguration, NODE_TITLES } from './configurations';
import { normalizeStatus } from './status';
import type { NodeType, WorkflowEdge, WorkflowNode, XYPosition } from './types';

/** Node cards are laid out on this grid when the server gives no position. */
export const NODE_WIDTH = 260;
export const NODE_HEIGHT = 180;
const GAP = 80;

const isNodeType = (value: unknown): value is NodeType => typeof value === 'string' && (NODE_TYPES as readonly string[]).includes(value);

/** The position of the n-th node in a left-to-right chain. */
export function chainPosition(index: number): XYPosition {
  return { x: index * (NODE_WIDTH + GAP), y: 0 };
}

export function edgeId(source: string, target: string): string {
  return `${source}->${target}`;
}

export function createNode(type: NodeType, id: string, position: XYPosition): WorkflowNode {
  return {
    id,
    type,
    position,
    data: { status: 'idle', configuration: { basic: defaultConfiguration(type) }, error: null, execution: null, title: NODE_TITLES[type] },
  };
}

interface LooseNode {
  nodeType?: unknown;
  node?: { nodeType?: unknown } | null;
  position?: { x?: unknown; y?: unknown } | null;
  label?: unknown;
  targetEdges?: readonly { clientNodeId?: unknown }[] | null;
}

/**
 * The node type of a project node: the server's `node.nodeType`, a flat `nodeType`, or — for
 * sample payloads that carry neither — a clientNodeId that starts with a type ('script-1').
 */
export function projectNodeType(node: PaperRemixNode): NodeType | null {
  const loose = node as PaperRemixNode & LooseNode;
  if (isNodeType(loose.node?.nodeType)) return loose.node.nodeType;
  if (isNodeType(loose.nodeType)) return loose.nodeType;
  return (
    NODE_TYPES.find(
      (type) => node.clientNodeId === type || node.clientNodeId.startsWith(`${type}-`) || node.clientNodeId.startsWith(`${type}_`),
    ) ?? null
  );
}

const CHAIN_ORDER: readonly NodeType[] = ['paperInput', 'script', 'storyboard', 'video', 'output'];

/**
 * A saved project → canvas nodes and edges. Edges come from `targetEdges`; a project that saved
 * none at all (the guest sample) is shown as the chain input → script → storyboard → video → output.
 */
export function projectToWorkflow(project: Pick<PaperRemixProject, 'nodes'>): { nodes: WorkflowNode[]; edges: WorkflowEdge[] } {
  const nodes: WorkflowNode[] = [];
  project.nodes.forEach((server, index) => {
    const type = projectNodeType(server);
    if (!type) return;
    const loose = server as PaperRemixNode & LooseNode;
    const x = Number(loose.position?.x);
    const y = Number(loose.position?.y);
    const configuration = (server.configuration ?? { basic: defaultConfiguration(type) }) as Record<string, unknown>;
    nodes.push({
      id: server.clientNodeId,
      type,
      position: loose.position && Number.isFinite(x) && Number.isFinite(y) ? { x, y } : chainPosition(index),
      data: {
        projectNodeId: server.projectNodeId ?? (server as { id?: string | number }).id ?? null,
        status: normalizeStatus(server.status),
        configuration,
        error: server.status === 'failed' ? (server.execution?.outputData?.error ?? null) : null,
        execution: server.execution ?? null,
        title: typeof loose.label === 'string' && loose.label !== '' ? loose.label : NODE_TITLES[type],
      },
    });
  });
  const ids = new Set(nodes.map((node) => node.id));
  const saved = project.nodes.some((server) => Array.isArray((server as LooseNode).targetEdges));
  const edges: WorkflowEdge[] = [];
  if (saved) {
    for (const server of project.nodes) {
      for (const target of (server as LooseNode).targetEdges ?? []) {
        if (typeof target.clientNodeId === 'string' && ids.has(server.clientNodeId) && ids.has(target.clientNodeId)) {
          edges.push({ id: edgeId(server.clientNodeId, target.clientNodeId), source: server.clientNodeId, target: target.clientNodeId });
        }
      }
    }
  } else {
    const chain = CHAIN_ORDER.flatMap((type) => nodes.filter((node) => node.type === type));
    for (let i = 1; i < chain.length; i++) {
      const source = chain[i - 1]!;
      const target = chain[i]!;
      edges.push({ id: edgeId(source.id, target.id), source: source.id, target: target.id });
    }
  }
  return { nodes, edges };
}

/** The 'Templates' starter: input → script → storyboard → video → output, ids made by `makeId`. */
export function templateWorkflow(makeId: (type: NodeType) => string): { nodes: WorkflowNode[]; edges: WorkflowEdge[] } {
  const nodes = CHAIN_ORDER.map((type, index) => createNode(type, makeId(type), chainPosition(index)));
  const edges = nodes.slice(1).map((target, index) => {
    const source = nodes[index]!;
    return { id: edgeId(source.id, target.id), source: source.id, target: target.id };
  });
  return { nodes, edges };
}
