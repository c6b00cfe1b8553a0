import { describe, expect, it } from 'vitest';
import { CHAR_MS, STEP_MS, timelineAt, totalDurationMs, TYPING_FRAME_MS } from './timeline';

describe('timelineAt', () => {
  it('advances a step every 5 s and types nothing before step 4', () => {
    expect(timelineAt(0, 100)).toMatchObject({ step: 1, visible: 0, streaming: false, done: false, nextInMs: STEP_MS });
    expect(timelineAt(4_999, 100)).toMatchObject({ step: 1, nextInMs: 1 });
    expect(timelineAt(5_000, 100)).toMatchObject({ step: 2, nextInMs: STEP_MS });
    expect(timelineAt(10_000, 100)).toMatchObject({ step: 3, visible: 0 });
  });

  it('starts typing at step 4, one unit per 3 ms', () => {
    expect(timelineAt(15_000, 100)).toMatchObject({ step: 4, visible: 0, streaming: true, done: false });
    expect(timelineAt(15_000 + 3 * CHAR_MS, 100)).toMatchObject({ visible: 3, streaming: true });
    expect(timelineAt(15_000 + 10 * CHAR_MS - 1, 100).visible).toBe(9);
  });

  it('redraws at most every frame and wakes exactly when the last unit is due', () => {
    expect(timelineAt(15_000, 100).nextInMs).toBe(TYPING_FRAME_MS);
    expect(timelineAt(15_000 + 99 * CHAR_MS, 100).nextInMs).toBe(CHAR_MS);
  });

  it('is done, with every unit visible, once the time for the whole text has passed', () => {
    expect(timelineAt(totalDurationMs(100), 100)).toEqual({ step: 4, visible: 100, streaming: false, done: true, nextInMs: null });
  });

  it('drops no unit when time jumps far ahead (fast-forwarded timers)', () => {
    expect(timelineAt(10 * 60_000, 1_234)).toMatchObject({ visible: 1_234, done: true });
  });

  it('never shows more than the text, nor negative progress', () => {
    expect(timelineAt(-50, 10)).toMatchObject({ step: 1, visible: 0 });
    expect(timelineAt(15_000 + 1_000 * CHAR_MS, 10).visible).toBe(10);
  });

  it('finishes at once for an empty answer', () => {
    expect(timelineAt(15_000, 0)).toMatchObject({ done: true, visible: 0 });
  });
});

describe('totalDurationMs', () => {
  it('is three steps plus 3 ms per unit', () => {
    expect(totalDurationMs(1_000)).toBe(15_000 + 3_000);
  });
});
