import { describe, expect, it } from 'vitest';
import { READABLE_ZOOM, readableViewport } from './FlowCanvas';

describe('readableViewport', () => {
  it('centres a graph that fits, at most at full size', () => {
    const view = readableViewport({ x: 0, y: 0, width: 260, height: 180 }, 1000, 800);
    expect(view.zoom).toBe(1);
    expect(view.x + (0 + 130) * view.zoom).toBeCloseTo(500);
    expect(view.y + (0 + 90) * view.zoom).toBeCloseTo(400);
  });

  it('shrinks a wider graph until it fits, no further than readable', () => {
    const view = readableViewport({ x: 0, y: 0, width: 1000, height: 180 }, 1000, 800);
    expect(view.zoom).toBeGreaterThanOrEqual(READABLE_ZOOM);
    expect(view.zoom).toBeLessThan(1);
  });

  it('keeps the start of a chain too long to fit readable in view, at the readable zoom', () => {
    // Five cards in a row (the starter chain) in a 1025 px stage beside the palette.
    const bounds = { x: 100, y: 200, width: 5 * 260 + 4 * 80, height: 180 };
    const view = readableViewport(bounds, 1025, 745);
    expect(view.zoom).toBe(READABLE_ZOOM);
    const leftOnScreen = view.x + bounds.x * view.zoom;
    expect(leftOnScreen).toBeGreaterThan(0);
    expect(leftOnScreen).toBeLessThan(100);
    // Vertically it still fits, so it is centred.
    expect(view.y + (bounds.y + bounds.height / 2) * view.zoom).toBeCloseTo(745 / 2);
  });
});
