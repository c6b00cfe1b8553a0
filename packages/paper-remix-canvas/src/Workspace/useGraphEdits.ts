import { useMemo } from 'react';
import { freeSpot, placeBlock, tidyLayout } from '../workflow/layout';
import { createNode, edgeId, templateWorkflow } from '../workflow/project';
import type { NodeType, WorkflowNode, XYPosition } from '../workflow/types';
import { useWorkspaceEnv } from './WorkspaceContext';

/** List order on phones: the canvas reads left to right, then top to bottom. */
export const byPlace = (a: WorkflowNode, b: WorkflowNode) => a.position.x - b.position.x || a.position.y - b.position.y;

export interface GraphEdits {
  addNode: (type: NodeType, position?: XYPosition) => void;
  addTemplate: () => void;
  connect: (source: string, target: string) => void;
  disconnect: (edgeId: string) => void;
  remove: (nodeIds: string[], edgeIds: string[]) => void;
  /** Phone list: a step moves by trading places with its neighbour, so the canvas keeps the same order. */
  move: (nodeId: string, by: -1 | 1) => void;
  clear: () => void;
  /** 'Tidy up': lays the graph out with dagre, one Undo step. */
  tidy: () => void;
}

/** The edits a user makes to the graph, each one Undo step. */
export function useGraphEdits(): GraphEdits {
  const { store } = useWorkspaceEnv();
  return useMemo(() => {
    const { commit, makeId } = store.getState();
    return {
      // A new card lands where there is room, in view, never on top of another.
      addNode: (type, position) => {
        const id = makeId(type);
        commit((current) => ({
          ...current,
          nodes: [...current.nodes, createNode(type, id, freeSpot(current.nodes, store.getState().view, position))],
        }));
      },
      // The starter chain lands in view, below anything already there: one Undo step.
      addTemplate: () => {
        const template = templateWorkflow(makeId);
        commit((current) => ({
          nodes: [...current.nodes, ...placeBlock(template.nodes, current.nodes, store.getState().view)],
          edges: [...current.edges, ...template.edges],
        }));
        store.getState().requestFit();
      },
      tidy: () => {
        commit((current) => ({ ...current, nodes: tidyLayout(current.nodes, current.edges) }));
        store.getState().requestFit();
      },
      connect: (source, target) => {
        if (source === target) return;
        commit((current) =>
          current.edges.some((edge) => edge.source === source && edge.target === target)
            ? current
            : { ...current, edges: [...current.edges, { id: edgeId(source, target), source, target }] },
        );
      },
      disconnect: (id) => commit((current) => ({ ...current, edges: current.edges.filter((edge) => edge.id !== id) })),
      remove: (nodeIds, edgeIds) => {
        const removed = new Set(nodeIds);
        const removedEdges = new Set(edgeIds);
        commit((current) => ({
          nodes: current.nodes.filter((node) => !removed.has(node.id)),
          edges: current.edges.filter((edge) => !removedEdges.has(edge.id) && !removed.has(edge.source) && !removed.has(edge.target)),
        }));
      },
      move: (nodeId, by) =>
        commit((current) => {
          const ordered = [...current.nodes].sort(byPlace);
          const index = ordered.findIndex((node) => node.id === nodeId);
          const other = ordered[index + by];
          const self = ordered[index];
          if (!other || !self) return current;
          return {
            ...current,
            nodes: current.nodes.map((node) =>
              node.id === self.id
                ? { ...node, position: other.position }
                : node.id === other.id
                  ? { ...node, position: self.position }
                  : node,
            ),
          };
        }),
      clear: () => commit(() => ({ nodes: [], edges: [] })),
    };
  }, [store]);
}
