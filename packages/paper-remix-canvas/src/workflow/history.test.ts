import { describe, expect, it } from 'vitest';
import { chain, nodeIn } from '../test/fixtures';
import { emptyHistory, historyKey, recordEdit, redo, undo, withLiveResults } from './history';
import type { Workflow } from './types';

const empty: Workflow = { nodes: [], edges: [] };

describe('edit history', () => {
  it('undoes an edit and redoes it', () => {
    const added: Workflow = chain();
    const history = recordEdit(emptyHistory, empty);
    const undone = undo(history, added)!;
    expect(undone.workflow).toEqual(empty);
    const redone = redo(undone.history, undone.workflow)!;
    expect(redone.workflow.nodes.map((n) => n.id)).toEqual(added.nodes.map((n) => n.id));
    expect(redone.history.past).toHaveLength(1);
    expect(redone.history.future).toHaveLength(0);
  });

  it('has nothing to undo or redo at first', () => {
    expect(undo(emptyHistory, empty)).toBeNull();
    expect(redo(emptyHistory, empty)).toBeNull();
  });

  it('drops the redo stack on a new edit', () => {
    const one = chain();
    const undone = undo(recordEdit(emptyHistory, empty), one)!;
    expect(undone.history.future).toHaveLength(1);
    expect(recordEdit(undone.history, undone.workflow).future).toHaveLength(0);
  });

  it('records a drag that emits many moves once', () => {
    const start = chain();
    const once = recordEdit(emptyHistory, start);
    expect(recordEdit(once, start).past).toHaveLength(1);
  });

  it('keeps at most the limit of snapshots', () => {
    let history = emptyHistory;
    for (let i = 0; i < 5; i++) history = recordEdit(history, { nodes: [nodeIn('script', 'idle', `s${i}`)], edges: [] }, 3);
    expect(history.past).toHaveLength(3);
    expect(history.past[0]!.nodes[0]!.id).toBe('s2');
  });

  it('never rewinds a result the server sent after the edit', () => {
    const before: Workflow = { nodes: [nodeIn('script', 'idle')], edges: [] };
    const now: Workflow = { nodes: [{ ...nodeIn('script', 'completed'), position: { x: 500, y: 40 } }], edges: [] };
    const restored = withLiveResults(before, now);
    expect(restored.nodes[0]!.position).toEqual(before.nodes[0]!.position);
    expect(restored.nodes[0]!.data.status).toBe('completed');
    expect(restored.nodes[0]!.data.execution).toEqual(now.nodes[0]!.data.execution);
  });
});

describe('historyKey', () => {
  const key = (init: Partial<KeyboardEvent>) =>
    historyKey({ key: 'z', ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...init });
  it('reads Ctrl+Z, ⌘Z as undo and Ctrl+Shift+Z, Ctrl+Y as redo', () => {
    expect(key({ ctrlKey: true })).toBe('undo');
    expect(key({ metaKey: true })).toBe('undo');
    expect(key({ ctrlKey: true, shiftKey: true, key: 'Z' })).toBe('redo');
    expect(key({ ctrlKey: true, key: 'y' })).toBe('redo');
  });
  it('ignores plain keys and Alt combinations', () => {
    expect(key({})).toBeNull();
    expect(key({ ctrlKey: true, altKey: true })).toBeNull();
    expect(key({ ctrlKey: true, key: 'a' })).toBeNull();
  });
});
