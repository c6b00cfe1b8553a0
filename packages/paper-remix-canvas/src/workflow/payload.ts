import type { SavedNodePayload, ServerProjectNode } from '@paperlight/api-client';
import type { WorkflowEdge, WorkflowNode } from './types';

/**
 * Client nodes and edges → the saved node payloads of SPEC §3. An edge is saved by its source
 * node, in `targetEdges`, naming the node it points to.
 */
export function toSavedNodePayloads(nodes: readonly WorkflowNode[], edges: readonly WorkflowEdge[]): SavedNodePayload[] {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  return nodes.map((node) => ({
    clientNodeId: node.id,
    nodeType: node.type,
    position: { x: node.position.x, y: node.position.y },
    label: node.data.title,
    targetEdges: edges
      .filter((edge) => edge.source === node.id)
      .flatMap((edge) => {
        const target = byId.get(edge.target);
        return target
          ? [
              {
                clientNodeId: target.id,
                nodeType: target.type,
                position: { x: target.position.x, y: target.position.y },
                label: target.data.title,
              },
            ]
          : [];
      }),
    configuration: node.data.configuration,
  }));
}

/** Attaches the server's ids (`id` → projectNodeId, `node.id` → nodeId) to client nodes by clientNodeId. */
export function attachServerIds(
  nodes: readonly WorkflowNode[],
  serverNodes: readonly Pick<ServerProjectNode, 'id' | 'clientNodeId' | 'node'>[],
): WorkflowNode[] {
  const byClientId = new Map(serverNodes.map((server) => [server.clientNodeId, server]));
  return nodes.map((node) => {
    const server = byClientId.get(node.id);
    if (!server) return node;
    if (node.data.projectNodeId === server.id && node.data.nodeId === server.node.id) return node;
    return { ...node, data: { ...node.data, projectNodeId: server.id, nodeId: server.node.id } };
  });
}

/** What a save sends, as a string: equal keys mean nothing worth saving changed. */
export function workflowKey(nodes: readonly WorkflowNode[], edges: readonly WorkflowEdge[]): string {
  return JSON.stringify(toSavedNodePayloads(nodes, edges));
}
