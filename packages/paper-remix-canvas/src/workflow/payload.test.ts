import { describe, expect, it } from 'vitest';
import { chain } from '../test/fixtures';
import { attachServerIds, toSavedNodePayloads, workflowKey } from './payload';

describe('toSavedNodePayloads', () => {
  it('saves each node with the nodes its edges point to', () => {
    const { nodes, edges } = chain();
    const payloads = toSavedNodePayloads(nodes, edges);
    expect(payloads).toHaveLength(5);
    expect(payloads[0]).toEqual({
      clientNodeId: 'paperInput',
      nodeType: 'paperInput',
      position: { x: 0, y: 0 },
      label: 'Paper Input',
      targetEdges: [{ clientNodeId: 'script', nodeType: 'script', position: { x: 340, y: 0 }, label: 'Script' }],
      configuration: nodes[0]!.data.configuration,
    });
    expect(payloads[4]?.targetEdges).toEqual([]);
  });
  it('lists several targets and drops edges to missing nodes', () => {
    const { nodes } = chain();
    const payloads = toSavedNodePayloads(nodes, [
      { id: 'a', source: 'paperInput', target: 'script' },
      { id: 'b', source: 'paperInput', target: 'video' },
      { id: 'c', source: 'paperInput', target: 'gone' },
    ]);
    expect(payloads[0]?.targetEdges.map((t) => t.clientNodeId)).toEqual(['script', 'video']);
  });
  it('carries no status or execution', () => {
    const { nodes, edges } = chain({ script: 'completed' });
    expect(Object.keys(toSavedNodePayloads(nodes, edges)[1]!).sort()).toEqual([
      'clientNodeId',
      'configuration',
      'label',
      'nodeType',
      'position',
      'targetEdges',
    ]);
  });
});

describe('attachServerIds', () => {
  it('attaches id and node.id by clientNodeId', () => {
    const { nodes } = chain();
    const next = attachServerIds(nodes, [
      { id: 41, clientNodeId: 'script', node: { id: 'n-7', nodeType: 'script' } },
      { id: 42, clientNodeId: 'unknown', node: { id: 'n-8', nodeType: 'video' } },
    ]);
    expect(next[1]?.data).toMatchObject({ projectNodeId: 41, nodeId: 'n-7' });
    expect(next[0]).toBe(nodes[0]);
  });
  it('keeps the node object when the ids are already attached', () => {
    const { nodes } = chain();
    const once = attachServerIds(nodes, [{ id: 1, clientNodeId: 'video', node: { id: 2, nodeType: 'video' } }]);
    const twice = attachServerIds(once, [{ id: 1, clientNodeId: 'video', node: { id: 2, nodeType: 'video' } }]);
    expect(twice[3]).toBe(once[3]);
  });
});

describe('workflowKey', () => {
  it('ignores status changes and sees moves, configuration and edges', () => {
    const { nodes, edges } = chain();
    const key = workflowKey(nodes, edges);
    const statusOnly = nodes.map((n) => ({ ...n, data: { ...n.data, status: 'processing' as const } }));
    expect(workflowKey(statusOnly, edges)).toBe(key);
    const moved = nodes.map((n, i) => (i === 0 ? { ...n, position: { x: 5, y: 5 } } : n));
    expect(workflowKey(moved, edges)).not.toBe(key);
    expect(workflowKey(nodes, edges.slice(1))).not.toBe(key);
    const configured = nodes.map((n, i) =>
      i === 1 ? { ...n, data: { ...n.data, configuration: { basic: { script_genre: 'fun' } } } } : n,
    );
    expect(workflowKey(configured, edges)).not.toBe(key);
  });
});
