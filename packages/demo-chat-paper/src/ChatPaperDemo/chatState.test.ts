import { describe, expect, it } from 'vitest';
import { askQuestion, chunkSize, initialChatState, remainingQuestions, streamTick, suggestionAt, visibleLength } from './chatState';

describe('chunkSize', () => {
  it.each([
    [0, 1],
    [0.33, 1],
    [0.34, 2],
    [0.66, 2],
    [0.67, 3],
    [0.999, 3],
  ])('maps %f to %i characters', (random, size) => {
    expect(chunkSize(random)).toBe(size);
  });

  it('stays within 1 to 3 for out-of-range numbers', () => {
    expect(chunkSize(-1)).toBe(1);
    expect(chunkSize(1)).toBe(3);
    expect(chunkSize(5)).toBe(3);
  });
});

describe('askQuestion', () => {
  it('moves a General question to My Questions and starts streaming it', () => {
    expect(askQuestion(initialChatState, 'q1')).toEqual({ asked: ['q1'], streaming: { id: 'q1', shown: 0 } });
  });

  it('ignores a question already asked', () => {
    const state = { asked: ['q1'], streaming: null };
    expect(askQuestion(state, 'q1')).toBe(state);
  });

  it('ignores a new question while an answer is streaming', () => {
    const state = askQuestion(initialChatState, 'q1');
    expect(askQuestion(state, 'q2')).toBe(state);
  });

  it('keeps the asking order', () => {
    const done = { asked: ['q2'], streaming: null };
    expect(askQuestion(done, 'q1').asked).toEqual(['q2', 'q1']);
  });
});

describe('streamTick', () => {
  it('reveals 1 to 3 characters per tick', () => {
    const start = askQuestion(initialChatState, 'q1');
    expect(streamTick(start, 10, 0).streaming?.shown).toBe(1);
    expect(streamTick(start, 10, 0.5).streaming?.shown).toBe(2);
    expect(streamTick(start, 10, 0.9).streaming?.shown).toBe(3);
  });

  it('ends exactly at the last character without skipping any', () => {
    let state = askQuestion(initialChatState, 'q1');
    const seen: number[] = [];
    const randoms = [0.9, 0.1, 0.5, 0.9, 0.9, 0.2];
    for (let i = 0; state.streaming; i++) {
      state = streamTick(state, 11, randoms[i % randoms.length]!);
      seen.push(state.streaming?.shown ?? 11);
    }
    expect(seen).toEqual([3, 4, 6, 9, 11]);
    expect(state).toEqual({ asked: ['q1'], streaming: null });
    expect(visibleLength(state, 'q1', 11)).toBe(11);
  });

  it('finishes an empty answer on the first tick', () => {
    expect(streamTick(askQuestion(initialChatState, 'q1'), 0, 0).streaming).toBeNull();
  });

  it('does nothing when no answer streams', () => {
    expect(streamTick(initialChatState, 10, 0)).toBe(initialChatState);
  });
});

describe('visibleLength', () => {
  it('is 0 for a question not asked and the full length for a finished one', () => {
    expect(visibleLength(initialChatState, 'q1', 20)).toBe(0);
    expect(visibleLength({ asked: ['q1'], streaming: null }, 'q1', 20)).toBe(20);
    expect(visibleLength({ asked: ['q1'], streaming: { id: 'q1', shown: 7 } }, 'q1', 20)).toBe(7);
  });
});

describe('remainingQuestions and suggestionAt', () => {
  const questions = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];

  it('lists the General questions not yet asked, in order', () => {
    expect(remainingQuestions(questions, { asked: ['b'], streaming: null })).toEqual([{ id: 'a' }, { id: 'c' }]);
  });

  it('rotates through the remaining questions', () => {
    expect([0, 1, 2, 3].map((step) => suggestionAt(questions, step)?.id)).toEqual(['a', 'b', 'c', 'a']);
    expect(suggestionAt([], 4)).toBeUndefined();
  });
});
