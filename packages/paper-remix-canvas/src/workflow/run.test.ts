import { describe, expect, it } from 'vitest';
import { chain, nodeIn } from '../test';
import { advanceRun, needsRun, notReadyReason, planRun, runOver, startRun } from './run';
import type { WorkflowNode } from './types';

/** `count` copies of the four-step chain, side by side, ids suffixed with their row. */
function manyChains(count: number) {
  const rows = Array.from({ length: count }, (_, row) => {
    const { nodes, edges } = chain();
    return {
      nodes: nodes.map((node) => ({ ...node, id: `${node.id}-${row}`, position: { x: node.position.x, y: row * 240 } })),
      edges: edges.map((edge) => ({ ...edge, id: `${edge.id}-${row}`, source: `${edge.source}-${row}`, target: `${edge.target}-${row}` })),
    };
  });
  return { nodes: rows.flatMap((row) => row.nodes), edges: rows.flatMap((row) => row.edges) };
}

const withoutPaper = (node: WorkflowNode): WorkflowNode => ({ ...node, data: { ...node.data, configuration: { basic: {} } } });

describe('notReadyReason', () => {
  it('names what to do first, in words', () => {
    const { nodes, edges } = chain();
    expect(notReadyReason('script', nodes, edges)).toBe('Read the paper first');
    expect(notReadyReason('storyboard', nodes, edges)).toBe('Run the script first');
    expect(notReadyReason('video', nodes, edges)).toBe('Run the storyboard first');
    const bare = nodes.map((node) => (node.type === 'paperInput' ? withoutPaper(node) : node));
    expect(notReadyReason('paperInput', bare, edges)).toBe('Add a paper first');
    expect(notReadyReason('script', bare, edges)).toBe('Add a paper first');
    expect(notReadyReason('storyboard', [nodeIn('storyboard', 'idle')], [])).toBe('Connect a script first');
  });

  it('never names an internal identifier', () => {
    const { nodes, edges } = chain({ paperInput: 'completed', script: 'processing' });
    const reasons = ['script', 'storyboard', 'video'].map((id) => notReadyReason(id, nodes, edges) ?? '');
    expect(reasons).toEqual(['', 'Wait for the script to finish', 'Run the storyboard first']);
    for (const reason of reasons) expect(reason).not.toMatch(/paperInput|storyboard node|[a-z][A-Z]/);
  });
});

describe('planRun', () => {
  it('runs every never-run step of a chain in order, and nothing that is up to date', () => {
    const { nodes, edges } = chain({ paperInput: 'completed', script: 'completed' });
    const plan = planRun(nodes, edges, {});
    expect(plan.order).toEqual(['storyboard', 'video']);
    expect(plan.after).toEqual({ storyboard: [], video: ['storyboard'] });
    expect(
      planRun(chain({ paperInput: 'completed', script: 'completed', storyboard: 'completed', video: 'completed' }).nodes, edges, {}).order,
    ).toEqual([]);
  });

  it('runs an out-of-date step and every step after it', () => {
    const { nodes, edges } = chain({ paperInput: 'completed', script: 'completed', storyboard: 'completed', video: 'completed' });
    expect(planRun(nodes, edges, { script: { outOfDate: true } }).order).toEqual(['script', 'storyboard', 'video']);
  });

  it("'Run from here' runs that step and the steps after it, even when up to date", () => {
    const { nodes, edges } = chain({ paperInput: 'completed', script: 'completed', storyboard: 'completed', video: 'completed' });
    expect(planRun(nodes, edges, {}, 'storyboard').order).toEqual(['storyboard', 'video']);
  });

  it('leaves out a chain without a paper, with its reason', () => {
    const { nodes, edges } = chain();
    const bare = nodes.map((node) => (node.type === 'paperInput' ? withoutPaper(node) : node));
    const plan = planRun(bare, edges, {});
    expect(plan.order).toEqual([]);
    expect(plan.blocked).toEqual({ script: 'Add a paper first', storyboard: 'Add a paper first', video: 'Add a paper first' });
    expect(needsRun(bare[0]!, {})).toBe(false);
  });
});

describe('advanceRun', () => {
  it('starts a step when the steps it is made from are done, and stops a chain at a failure', () => {
    const { nodes, edges } = chain({ paperInput: 'completed' });
    let run = startRun(planRun(nodes, edges, {}));
    let turn = advanceRun(run, nodes);
    expect(turn.start).toEqual(['script']);
    run = { ...turn.run, steps: { ...turn.run.steps, script: 'running' } };
    const processing = nodes.map((node) =>
      node.id === 'script' ? { ...node, data: { ...node.data, status: 'processing' as const } } : node,
    );
    expect(advanceRun(run, processing).start).toEqual([]);
    const failed = nodes.map((node) => (node.id === 'script' ? { ...node, data: { ...node.data, status: 'failed' as const } } : node));
    turn = advanceRun(run, failed);
    expect(turn.run.steps).toEqual({ script: 'failed', storyboard: 'skipped', video: 'skipped' });
    expect(runOver(turn.run)).toBe(true);
  });

  it('starts no more steps than the limit lets be under way at once', () => {
    const { nodes, edges } = manyChains(3);
    const run = startRun(planRun(nodes, edges, {}));
    const first = advanceRun(run, nodes, 2);
    expect(first.start).toHaveLength(2);
    expect(advanceRun(first.run, nodes, 2).start).toEqual([]);
    expect(advanceRun(run, nodes).start).toHaveLength(3);
  });
});
