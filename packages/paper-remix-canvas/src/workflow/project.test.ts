import { describe, expect, it } from 'vitest';
import { sampleProject } from '../test/fixtures';
import { projectNodeType, projectToWorkflow, templateWorkflow } from './project';

describe('projectToWorkflow', () => {
  it('reads types, positions, statuses and executions of saved nodes', () => {
    const { nodes, edges } = projectToWorkflow(sampleProject);
    expect(nodes.map((n) => [n.id, n.type, n.data.status])).toEqual([
      ['paperInput', 'paperInput', 'completed'],
      ['script', 'script', 'completed'],
      ['storyboard', 'storyboard', 'completed'],
      ['video', 'video', 'completed'],
      ['output', 'output', 'idle'],
    ]);
    expect(nodes[1]?.position).toEqual({ x: 340, y: 0 });
    expect(edges).toHaveLength(4);
  });
  it('uses targetEdges when any node saved them', () => {
    const { edges } = projectToWorkflow({
      nodes: [
        { clientNodeId: 'a', node: { nodeType: 'paperInput' }, targetEdges: [{ clientNodeId: 'b' }, { clientNodeId: 'missing' }] } as never,
        { clientNodeId: 'b', node: { nodeType: 'script' }, targetEdges: [] } as never,
        { clientNodeId: 'c', node: { nodeType: 'video' }, targetEdges: [] } as never,
      ],
    });
    expect(edges).toEqual([{ id: 'a->b', source: 'a', target: 'b' }]);
  });
  it('counts a missing status as idle and keeps a failed node’s error', () => {
    const { nodes } = projectToWorkflow({
      nodes: [
        { clientNodeId: 'script-1' },
        { clientNodeId: 'video-1', status: 'failed', execution: { outputData: { error: 'No audio' } } },
        { clientNodeId: 'mystery' },
      ],
    });
    expect(nodes.map((n) => [n.type, n.data.status, n.data.error])).toEqual([
      ['script', 'idle', null],
      ['video', 'failed', 'No audio'],
    ]);
  });
  it('reads a flat nodeType', () => {
    expect(projectNodeType({ clientNodeId: 'x', nodeType: 'storyboard' } as never)).toBe('storyboard');
  });
});

describe('templateWorkflow', () => {
  it('chains input → script → storyboard → video → output', () => {
    let n = 0;
    const { nodes, edges } = templateWorkflow((type) => `${type}-${++n}`);
    expect(nodes.map((node) => node.type)).toEqual(['paperInput', 'script', 'storyboard', 'video', 'output']);
    expect(edges.map((e) => `${e.source}>${e.target}`)).toEqual([
      'paperInput-1>script-2',
      'script-2>storyboard-3',
      'storyboard-3>video-4',
      'video-4>output-5',
    ]);
    expect(nodes[1]?.data.configuration).toEqual({
      basic: { script_duration: 'very_short', script_genre: 'explainer', script_technicality: 3, script_type: 'video' },
    });
  });
});
