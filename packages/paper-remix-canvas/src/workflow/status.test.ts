import { describe, expect, it } from 'vitest';
import { chain, nodeIn } from '../test/fixtures';
import type { WorkflowNode } from './types';
import {
  applyGenerateFailure,
  applyProcessedEvent,
  canGenerate,
  checkGeneratePreconditions,
  generateFailure,
  inputValidity,
  markPreconditionFailed,
  markProcessing,
  nodeAction,
  outputStatus,
  withOutputStatus,
  normalizeStatus,
  resetNode,
} from './status';
import type { WorkflowEdge } from './types';

describe('normalizeStatus', () => {
  it('counts a missing status as idle', () => {
    expect(normalizeStatus(undefined)).toBe('idle');
    expect(normalizeStatus(null)).toBe('idle');
    expect(normalizeStatus('completed')).toBe('completed');
  });
});

describe('nodeAction', () => {
  it('offers Generate when idle or missing', () => {
    expect(nodeAction('idle')).toEqual({ kind: 'generate', label: 'Generate' });
    expect(nodeAction(undefined)).toEqual({ kind: 'generate', label: 'Generate' });
  });
  it('offers Retry when failed or errored', () => {
    expect(nodeAction('failed')).toEqual({ kind: 'generate', label: 'Retry' });
    expect(nodeAction('error')).toEqual({ kind: 'generate', label: 'Retry' });
  });
  it('shows the waiting message while processing', () => {
    expect(nodeAction('processing')).toEqual({ kind: 'processing', message: 'Hold on, this may take sometime!' });
  });
  it('offers View and a disabled Regenerate when completed', () => {
    expect(nodeAction('completed')).toEqual({ kind: 'view', label: 'View', regenerateLabel: 'Regenerate', regenerateDisabled: true });
  });
});

describe('inputValidity', () => {
  it.each([
    ['idle', 'Not Validated'],
    [undefined, 'Not Validated'],
    ['processing', 'Not Validated'],
    ['completed', 'Valid'],
    // Never 'Failed' and 'Valid' at once (issue 15).
    ['failed', 'Not Validated'],
    ['error', 'Not Validated'],
  ] as const)('given %s shows %s', (status, label) => {
    expect(inputValidity(status)).toBe(label);
  });
});

describe('canGenerate', () => {
  it('runs the engine steps only', () => {
    expect(
      ['paperInput', 'script', 'storyboard', 'video', 'mindmap', 'presentation', 'podcast'].every((t) => canGenerate(t as never)),
    ).toBe(true);
    expect(['output', 'textToSpeech', 'imageGeneration'].some((t) => canGenerate(t as never))).toBe(false);
  });
});

describe('checkGeneratePreconditions', () => {
  const SCRIPT = 'Please ensure a paper input node is connected and file was validated.';
  const STORYBOARD = 'Please ensure a script or paper input node is connected and has completed processing';
  const VIDEO = 'Please ensure a storyboard, script or paper input node is connected and has completed processing';
  const PRESENTATION = 'Please ensure a storyboard or script node is connected and has completed processing';

  describe('given a script node', () => {
    it('fails without any connected node', () => {
      const script = nodeIn('script', 'idle');
      expect(checkGeneratePreconditions('script', [script], [])).toEqual({ ok: false, message: SCRIPT });
    });
    it('fails when the connected input is not validated', () => {
      const { nodes, edges } = chain({ paperInput: 'idle' });
      expect(checkGeneratePreconditions('script', nodes, edges)).toEqual({ ok: false, message: SCRIPT });
    });
    it('fails when a completed input exists but is not connected', () => {
      const { nodes } = chain({ paperInput: 'completed' });
      expect(checkGeneratePreconditions('script', nodes, [])).toEqual({ ok: false, message: SCRIPT });
    });
    it('fails when the edge points the other way', () => {
      const { nodes } = chain({ paperInput: 'completed' });
      const reversed: WorkflowEdge[] = [{ id: 'e', source: 'script', target: 'paperInput' }];
      expect(checkGeneratePreconditions('script', nodes, reversed)).toEqual({ ok: false, message: SCRIPT });
    });
    it('passes with a connected completed input', () => {
      const { nodes, edges } = chain({ paperInput: 'completed' });
      expect(checkGeneratePreconditions('script', nodes, edges)).toEqual({ ok: true });
    });
  });

  describe('given a storyboard node', () => {
    it('fails when the script is still processing', () => {
      const { nodes, edges } = chain({ paperInput: 'completed', script: 'processing' });
      expect(checkGeneratePreconditions('storyboard', nodes, edges)).toEqual({ ok: false, message: STORYBOARD });
    });
    it('passes with a completed script', () => {
      const { nodes, edges } = chain({ paperInput: 'completed', script: 'completed' });
      expect(checkGeneratePreconditions('storyboard', nodes, edges)).toEqual({ ok: true });
    });
    it('passes with a completed input connected directly', () => {
      const input = nodeIn('paperInput', 'completed');
      const board = nodeIn('storyboard', 'idle');
      expect(checkGeneratePreconditions('storyboard', [input, board], [{ id: 'e', source: 'paperInput', target: 'storyboard' }])).toEqual({
        ok: true,
      });
    });
  });

  describe('given a video node', () => {
    it('fails without a completed upstream node', () => {
      const { nodes, edges } = chain({ paperInput: 'completed', script: 'completed', storyboard: 'failed' });
      expect(checkGeneratePreconditions('video', nodes, edges)).toEqual({ ok: false, message: VIDEO });
    });
    it.each(['storyboard', 'script', 'paperInput'] as const)('passes with a completed %s connected', (type) => {
      const upstream = nodeIn(type, 'completed');
      const video = nodeIn('video', 'idle');
      expect(checkGeneratePreconditions('video', [upstream, video], [{ id: 'e', source: type, target: 'video' }])).toEqual({ ok: true });
    });
    it('ignores a completed node of a type it does not accept', () => {
      const output = nodeIn('output', 'completed');
      const video = nodeIn('video', 'idle');
      expect(checkGeneratePreconditions('video', [output, video], [{ id: 'e', source: 'output', target: 'video' }])).toEqual({
        ok: false,
        message: VIDEO,
      });
    });
  });

  describe('given a presentation node', () => {
    it('fails without any connected node', () => {
      expect(checkGeneratePreconditions('presentation', [nodeIn('presentation', 'idle')], [])).toEqual({
        ok: false,
        message: PRESENTATION,
      });
    });
    it.each(['storyboard', 'script'] as const)('passes with a completed %s connected', (type) => {
      const upstream = nodeIn(type, 'completed');
      const deck = nodeIn('presentation', 'idle');
      expect(checkGeneratePreconditions('presentation', [upstream, deck], [{ id: 'e', source: type, target: 'presentation' }])).toEqual({
        ok: true,
      });
    });
    it('fails when its storyboard is still processing', () => {
      const board = nodeIn('storyboard', 'processing');
      const deck = nodeIn('presentation', 'idle');
      expect(
        checkGeneratePreconditions('presentation', [board, deck], [{ id: 'e', source: 'storyboard', target: 'presentation' }]),
      ).toEqual({ ok: false, message: PRESENTATION });
    });
    it('does not take a paper straight from the input', () => {
      const input = nodeIn('paperInput', 'completed');
      const deck = nodeIn('presentation', 'idle');
      expect(
        checkGeneratePreconditions('presentation', [input, deck], [{ id: 'e', source: 'paperInput', target: 'presentation' }]),
      ).toEqual({ ok: false, message: PRESENTATION });
    });
  });

  it('lets the input node generate (the server checks its file)', () => {
    expect(checkGeneratePreconditions('paperInput', [nodeIn('paperInput', 'idle')], [])).toEqual({ ok: true });
  });
  it('refuses an unknown node', () => {
    expect(checkGeneratePreconditions('nope', [], [])).toEqual({ ok: false, message: 'Something went wrong. Please try again!' });
  });
});

describe('markPreconditionFailed and markProcessing', () => {
  it('fails the node with the message, then processing clears it', () => {
    const { nodes } = chain();
    const failed = markPreconditionFailed(nodes, 'script', 'msg');
    expect(failed.find((n) => n.id === 'script')?.data).toMatchObject({ status: 'failed', error: 'msg' });
    expect(failed.find((n) => n.id === 'paperInput')).toBe(nodes[0]);
    const processing = markProcessing(failed, 'script');
    expect(processing.find((n) => n.id === 'script')?.data).toMatchObject({ status: 'processing', error: null });
  });
  it('returns the same list when the node is unknown', () => {
    const { nodes } = chain();
    expect(markProcessing(nodes, 'nope')).toBe(nodes);
  });
});

describe('generateFailure', () => {
  it.each(['paperInput', 'script'] as const)('puts a %s node in error with the generic message either way', (type) => {
    expect(generateFailure(type, { kind: 'response', body: { message: 'busy' } })).toEqual({
      status: 'error',
      message: 'Something went wrong. Please try again!',
    });
    expect(generateFailure(type, { kind: 'exception' })).toEqual({ status: 'error', message: 'Something went wrong. Please try again!' });
  });
  it('fails the storyboard on an exception and errors it on a non-success answer', () => {
    expect(generateFailure('storyboard', { kind: 'exception' })).toEqual({
      status: 'failed',
      message: 'Something went wrong. Please try again!',
    });
    expect(generateFailure('storyboard', { kind: 'response' })).toEqual({
      status: 'error',
      message: 'Something went wrong. Please try again!',
    });
  });
  it.each([
    [403, 'Your free trial has expired'],
    [429, 'You already have 2 steps waiting or running. Please wait for one to finish.'],
    [503, 'Paper Remix is busy right now. Please try again in a minute.'],
  ])('says why the engine refused (%i) on every node type', (status, message) => {
    for (const type of ['paperInput', 'script', 'storyboard', 'video'] as const) {
      expect(generateFailure(type, { kind: 'response', status, body: { message } })).toEqual({ status: 'error', message });
    }
  });
  it('keeps the generic message for a 500 on other nodes than the video', () => {
    expect(generateFailure('script', { kind: 'response', status: 500, body: { message: 'Internal Server Error' } }).message).toBe(
      'Something went wrong. Please try again!',
    );
  });
  it("shows the server's message for the video when there is one", () => {
    expect(generateFailure('video', { kind: 'response', body: { message: 'This step is already processing' } })).toEqual({
      status: 'error',
      message: 'This step is already processing',
    });
  });
  it.each([
    ['no body', { kind: 'response' } as const],
    ['a blank message', { kind: 'response', body: { message: '  ' } } as const],
    ['a text body', { kind: 'response', body: 'oops' } as const],
    ['an exception', { kind: 'exception' } as const],
  ])('falls back to the video message given %s', (_label, failure) => {
    expect(generateFailure('video', failure)).toEqual({ status: 'error', message: 'An error occurred while generating video' });
  });
  it('applies the failure to the node', () => {
    const { nodes } = chain();
    const next = applyGenerateFailure(nodes, 'video', { status: 'error', message: 'x' });
    expect(next.find((n) => n.id === 'video')?.data).toMatchObject({ status: 'error', error: 'x' });
  });
});

describe('resetNode', () => {
  it("refuses while processing with 'Can not clear as it's processing'", () => {
    const { nodes } = chain({ script: 'processing' });
    expect(resetNode(nodes, 'script')).toEqual({ ok: false, message: "Can not clear as it's processing" });
  });
  it.each(['completed', 'failed', 'error', 'idle'] as const)('sets a %s node to idle and clears its error', (status) => {
    const { nodes } = chain({ script: status });
    const result = resetNode(nodes, 'script');
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.nodes.find((n) => n.id === 'script')?.data).toMatchObject({ status: 'idle', error: null });
  });
});

describe('applyProcessedEvent', () => {
  it('sets the status of the node with that clientNodeId', () => {
    const { nodes } = chain({ script: 'processing' });
    const next = applyProcessedEvent(nodes, { clientNodeId: 'script', status: 'completed', outputData: { words: 150 } as never });
    const script = next.find((n) => n.id === 'script')!;
    expect(script.data.status).toBe('completed');
    expect(script.data.error).toBeNull();
    expect(script.data.execution?.outputData).toEqual({ words: 150 });
    expect(next.find((n) => n.id === 'storyboard')).toBe(nodes[2]);
  });
  it('takes the error from outputData on failed', () => {
    const { nodes } = chain({ storyboard: 'processing' });
    const next = applyProcessedEvent(nodes, {
      clientNodeId: 'storyboard',
      status: 'failed',
      outputData: { error: 'No scenes could be made' },
    });
    expect(next.find((n) => n.id === 'storyboard')?.data).toMatchObject({ status: 'failed', error: 'No scenes could be made' });
  });
  it('leaves the error empty on failed without outputData', () => {
    const { nodes } = chain({ storyboard: 'processing' });
    const next = applyProcessedEvent(nodes, { clientNodeId: 'storyboard', status: 'failed', outputData: null });
    expect(next.find((n) => n.id === 'storyboard')?.data.error).toBeNull();
  });
  it('takes the execution the event carries', () => {
    const { nodes } = chain({ video: 'processing' });
    const execution = { time_taken: 90, videoUrl: 'https://x/v.mp4', jsonOutput: null, outputData: null };
    const next = applyProcessedEvent(nodes, { clientNodeId: 'video', status: 'completed', outputData: null, execution });
    expect(next.find((n) => n.id === 'video')?.data.execution).toEqual(execution);
  });
  it('ignores events for unknown nodes', () => {
    const { nodes } = chain();
    expect(applyProcessedEvent(nodes, { clientNodeId: 'other', status: 'completed', outputData: null })).toBe(nodes);
  });
});

describe('outputStatus', () => {
  const node = (id: string, type: WorkflowNode['type'], status: WorkflowNode['data']['status']): WorkflowNode => ({
    id,
    type,
    position: { x: 0, y: 0 },
    data: { projectNodeId: null, status, configuration: {}, error: null, execution: null, title: id },
  });
  const edges = [{ id: 'e', source: 'video', target: 'out' }];

  it('follows the step that feeds the output: completed, processing, or idle', () => {
    expect(outputStatus('out', [node('video', 'video', 'completed'), node('out', 'output', 'idle')], edges)).toBe('completed');
    expect(outputStatus('out', [node('video', 'video', 'processing'), node('out', 'output', 'idle')], edges)).toBe('processing');
    expect(outputStatus('out', [node('video', 'video', 'failed'), node('out', 'output', 'idle')], edges)).toBe('idle');
    expect(outputStatus('out', [node('out', 'output', 'idle')], [])).toBe('idle');
  });

  it('changes only output nodes', () => {
    const nodes = [node('video', 'video', 'completed'), node('out', 'output', 'idle')];
    const shown = withOutputStatus(nodes, edges);
    expect(shown[0]).toBe(nodes[0]);
    expect(shown[1]?.data.status).toBe('completed');
  });
});
