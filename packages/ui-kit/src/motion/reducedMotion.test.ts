import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefersReducedMotion } from './reducedMotion';

const answering = (reduce: boolean) =>
  vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));

describe('prefersReducedMotion', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is true when the system asks for reduced motion', () => {
    answering(true);
    expect(prefersReducedMotion()).toBe(true);
  });

  it('is false otherwise', () => {
    answering(false);
    expect(prefersReducedMotion()).toBe(false);
  });
});
