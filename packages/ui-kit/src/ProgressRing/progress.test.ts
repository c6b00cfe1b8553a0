import { describe, expect, it } from 'vitest';
import { clampPercent, stepTowards } from './progress';

describe('clampPercent', () => {
  it.each([
    [-5, 0],
    [0, 0],
    [42.4, 42],
    [42.5, 43],
    [100, 100],
    [180, 100],
    [Number.NaN, 0],
    [Infinity, 0],
  ])('%s → %s', (input, expected) => {
    expect(clampPercent(input)).toBe(expected);
  });
});

describe('stepTowards', () => {
  it('moves one percent up or down and stops on the target', () => {
    expect(stepTowards(0, 40)).toBe(1);
    expect(stepTowards(40, 10)).toBe(39);
    expect(stepTowards(40, 40)).toBe(40);
  });
});
