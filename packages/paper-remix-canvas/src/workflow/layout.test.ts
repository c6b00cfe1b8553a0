import { describe, expect, it } from 'vitest';
import { chain, manyNodesProject } from '../test';
import { freeSpot, placeBlock, tidyLayout } from './layout';
import { NODE_HEIGHT, NODE_WIDTH, projectToWorkflow } from './project';
import type { WorkflowNode } from './types';

const overlapping = (nodes: readonly WorkflowNode[]) =>
  nodes.some((a, i) =>
    nodes.some(
      (b, j) => j > i && Math.abs(a.position.x - b.position.x) < NODE_WIDTH && Math.abs(a.position.y - b.position.y) < NODE_HEIGHT,
    ),
  );

describe('tidyLayout', () => {
  it('puts a chain left to right with nothing on top of anything', () => {
    const { nodes, edges } = chain();
    const piled = nodes.map((node) => ({ ...node, position: { x: 10, y: 10 } }));
    const tidy = tidyLayout(piled, edges);
    expect(overlapping(tidy)).toBe(false);
    const xs = tidy.map((node) => node.position.x);
    expect([...xs].sort((a, b) => a - b)).toEqual(xs);
  });

  it('lays 50 nodes in 10 chains out as rows without overlaps', () => {
    const { nodes, edges } = projectToWorkflow(manyNodesProject(50));
    const tidy = tidyLayout(
      nodes.map((node) => ({ ...node, position: { x: 0, y: 0 } })),
      edges,
    );
    expect(overlapping(tidy)).toBe(false);
    expect(new Set(tidy.map((node) => node.position.x)).size).toBe(5);
  });
});

describe('freeSpot', () => {
  it('finds room in view and never lands on a card', () => {
    const { nodes } = chain();
    const view = { x: 0, y: 0, width: 1400, height: 800 };
    const spot = freeSpot(nodes, view);
    expect(overlapping([...nodes, { ...nodes[0]!, id: 'new', position: spot }])).toBe(false);
    expect(spot.x).toBeGreaterThanOrEqual(0);
    expect(spot.y + NODE_HEIGHT).toBeLessThanOrEqual(800);
  });

  it('places a template block where it overlaps nothing', () => {
    const { nodes } = chain();
    const block = placeBlock(chain().nodes, nodes, { x: 0, y: 0, width: 1400, height: 800 });
    expect(overlapping([...nodes, ...block.map((node) => ({ ...node, id: `t-${node.id}` }))])).toBe(false);
  });
});
