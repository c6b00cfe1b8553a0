import { describe, expect, it } from 'vitest';
import { isHeaderSolid } from './isHeaderSolid';

describe('isHeaderSolid', () => {
  it('is transparent at the top and up to 50 px of scroll', () => {
    expect(isHeaderSolid(0)).toBe(false);
    expect(isHeaderSolid(50)).toBe(false);
  });

  it('is solid after 50 px of scroll', () => {
    expect(isHeaderSolid(50.5)).toBe(true);
    expect(isHeaderSolid(51)).toBe(true);
    expect(isHeaderSolid(4000)).toBe(true);
  });

  it('stays transparent for the negative offsets of overscroll bounce', () => {
    expect(isHeaderSolid(-20)).toBe(false);
  });

  it('turns solid at the first pixel of scroll on a page without a hero (solidAfter 0)', () => {
    expect(isHeaderSolid(0, 0)).toBe(false);
    expect(isHeaderSolid(1, 0)).toBe(true);
    expect(isHeaderSolid(40, 0)).toBe(true);
  });
});
