import { describe, expect, it } from 'vitest';
import { percentOf } from './percent';

describe('percentOf', () => {
  it('rounds to a whole percent and never divides by zero', () => {
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(2, 3)).toBe(67);
    expect(percentOf(5, 0)).toBe(0);
    expect(percentOf(-1, 4)).toBe(0);
  });
});
