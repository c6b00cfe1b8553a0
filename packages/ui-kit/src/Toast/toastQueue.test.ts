import { describe, expect, it } from 'vitest';
import { MAX_TOASTS, toastReducer, type Toast } from './toastQueue';

const toast = (id: number): Toast => ({ id, message: `t${id}`, tone: 'info', duration: 1000 });

describe('toastReducer', () => {
  it('appends new toasts at the end', () => {
    expect(toastReducer([toast(1)], { type: 'add', toast: toast(2) }).map((t) => t.id)).toEqual([1, 2]);
  });

  it('drops the oldest toasts beyond the limit', () => {
    let state: Toast[] = [];
    for (let id = 1; id <= MAX_TOASTS + 2; id++) state = toastReducer(state, { type: 'add', toast: toast(id) });
    expect(state.map((t) => t.id)).toEqual([3, 4, 5]);
  });

  it('dismisses one toast by id and ignores unknown ids', () => {
    const state = [toast(1), toast(2)];
    expect(toastReducer(state, { type: 'dismiss', id: 1 }).map((t) => t.id)).toEqual([2]);
    expect(toastReducer(state, { type: 'dismiss', id: 9 })).toEqual(state);
  });

  it('clears everything', () => {
    expect(toastReducer([toast(1), toast(2)], { type: 'clear' })).toEqual([]);
  });
});
