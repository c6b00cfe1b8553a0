import dagre from '@dagrejs/dagre';
import { NODE_HEIGHT, NODE_WIDTH } from './project';
import type { WorkflowEdge, WorkflowNode, XYPosition } from './types';

/** Space between cards in a tidied graph: between steps of a chain, and between chains. */
const RANK_GAP = 80;
const NODE_GAP = 48;

/**
 * 'Tidy up': lays the graph out left to right with dagre (steps in columns by their place in the
 * chain, chains in rows), keeping the top-left corner where the graph was.
 */
export function tidyLayout(nodes: readonly WorkflowNode[], edges: readonly WorkflowEdge[]): WorkflowNode[] {
  if (nodes.length === 0) return [...nodes];
  const graph = new dagre.graphlib.Graph();
  graph.setGraph({ rankdir: 'LR', ranksep: RANK_GAP, nodesep: NODE_GAP, marginx: 0, marginy: 0 });
  graph.setDefaultEdgeLabel(() => ({}));
  for (const node of nodes) graph.setNode(node.id, { width: NODE_WIDTH, height: NODE_HEIGHT });
  for (const edge of edges) if (graph.hasNode(edge.source) && graph.hasNode(edge.target)) graph.setEdge(edge.source, edge.target);
  dagre.layout(graph);
  const origin = { x: Math.min(...nodes.map((node) => node.position.x)), y: Math.min(...nodes.map((node) => node.position.y)) };
  return nodes.map((node) => {
    const placed = graph.node(node.id);
    // dagre gives centres; the canvas places cards by their top-left corner.
    return {
      ...node,
      position: { x: Math.round(origin.x + placed.x - NODE_WIDTH / 2), y: Math.round(origin.y + placed.y - NODE_HEIGHT / 2) },
    };
  });
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

const MARGIN = 24;

function overlaps(position: XYPosition, nodes: readonly WorkflowNode[]): boolean {
  return nodes.some(
    (node) => Math.abs(node.position.x - position.x) < NODE_WIDTH + MARGIN && Math.abs(node.position.y - position.y) < NODE_HEIGHT + MARGIN,
  );
}

/**
 * Where a new card lands: the first free place (reading order) inside `view` that overlaps no card,
 * starting from `preferred` when given; without room in view, the first free place below the graph.
 */
export function freeSpot(nodes: readonly WorkflowNode[], view: Rect | null, preferred?: XYPosition): XYPosition {
  if (preferred && !overlaps(preferred, nodes)) return preferred;
  const stepX = NODE_WIDTH + MARGIN;
  const stepY = NODE_HEIGHT + MARGIN;
  if (view) {
    const start = preferred ?? { x: view.x + MARGIN, y: view.y + MARGIN };
    const candidates: XYPosition[] = [];
    for (let y = view.y + MARGIN; y + NODE_HEIGHT <= view.y + view.height; y += stepY / 2) {
      for (let x = view.x + MARGIN; x + NODE_WIDTH <= view.x + view.width; x += stepX / 2)
        candidates.push({ x: Math.round(x), y: Math.round(y) });
    }
    const distance = (p: XYPosition) => Math.hypot(p.x - start.x, p.y - start.y);
    const free = candidates.filter((candidate) => !overlaps(candidate, nodes)).sort((a, b) => distance(a) - distance(b))[0];
    if (free) return free;
  }
  const left = nodes.length === 0 ? 0 : Math.min(...nodes.map((node) => node.position.x));
  const bottom = nodes.length === 0 ? 0 : Math.max(...nodes.map((node) => node.position.y)) + stepY;
  return { x: left, y: bottom };
}

/** Where a block of cards (a template) lands: its top-left corner at a free place in view, moved down until nothing overlaps. */
export function placeBlock(block: readonly WorkflowNode[], nodes: readonly WorkflowNode[], view: Rect | null): WorkflowNode[] {
  const origin = view ? { x: view.x + MARGIN, y: view.y + MARGIN } : { x: 0, y: 0 };
  const stepY = NODE_HEIGHT + MARGIN;
  for (let offsetY = 0; ; offsetY += stepY) {
    const moved = block.map((node) => ({ ...node, position: { x: node.position.x + origin.x, y: node.position.y + origin.y + offsetY } }));
    if (moved.every((node) => !overlaps(node.position, nodes))) return moved;
  }
}
