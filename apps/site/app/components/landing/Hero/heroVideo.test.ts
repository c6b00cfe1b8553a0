import { createFakeClock } from '@paperlight/ui-kit';
import { describe, expect, it, vi } from 'vitest';
import { debounceWithMaxWait, isCentredInView, isInView, nextExpanded, type ScrollObservation } from './heroVideo';

const VIEWPORT = 800;
const centred = { top: 250, height: 300 };
const below = { top: 700, height: 300 };
const gone = { top: -400, height: 300 };
const obs = (o: Partial<ScrollObservation>): ScrollObservation => ({
  scrollY: 500,
  previousScrollY: 300,
  box: centred,
  viewportHeight: VIEWPORT,
  skipVideo: false,
  ...o,
});

describe('geometry', () => {
  it('calls a box centred when its middle is near the viewport middle', () => {
    expect(isCentredInView(centred, VIEWPORT)).toBe(true);
    expect(isCentredInView(below, VIEWPORT)).toBe(false);
  });
  it('knows when a box has left the screen', () => {
    expect(isInView(below, VIEWPORT)).toBe(true);
    expect(isInView(gone, VIEWPORT)).toBe(false);
  });
});

describe('nextExpanded', () => {
  it('expands when the video is centred while scrolling down', () => {
    expect(nextExpanded(false, obs({}))).toBe(true);
  });
  it('does not expand while scrolling up or when not centred', () => {
    expect(nextExpanded(false, obs({ scrollY: 200 }))).toBe(false);
    expect(nextExpanded(false, obs({ box: below }))).toBe(false);
  });
  it('does not expand during a programmatic scroll carrying skipVideo', () => {
    expect(nextExpanded(false, obs({ skipVideo: true }))).toBe(false);
  });
  it('collapses once scrolled away', () => {
    expect(nextExpanded(true, obs({ box: gone }))).toBe(false);
    expect(nextExpanded(true, obs({ scrollY: 100, box: below }))).toBe(false);
  });
  it('keeps the visitor’s choice while the page has not moved', () => {
    expect(nextExpanded(true, obs({ scrollY: 300 }))).toBe(true);
    expect(nextExpanded(false, obs({ scrollY: 300 }))).toBe(false);
  });
});

describe('debounceWithMaxWait', () => {
  it('runs 150 ms after the last call', () => {
    const clock = createFakeClock(0);
    const fn = vi.fn();
    const settle = debounceWithMaxWait(clock, fn);
    settle.call();
    clock.advance(100);
    settle.call();
    clock.advance(149);
    expect(fn).not.toHaveBeenCalled();
    clock.advance(1);
    expect(fn).toHaveBeenCalledOnce();
  });

  it('runs at least every 2000 ms while calls keep coming', () => {
    const clock = createFakeClock(0);
    const fn = vi.fn();
    const settle = debounceWithMaxWait(clock, fn);
    for (let t = 0; t < 2000; t += 100) {
      settle.call();
      clock.advance(100);
    }
    expect(fn).toHaveBeenCalledOnce();
    expect(clock.now()).toBe(2000);
  });

  it('can be cancelled', () => {
    const clock = createFakeClock(0);
    const fn = vi.fn();
    const settle = debounceWithMaxWait(clock, fn);
    settle.call();
    settle.cancel();
    clock.advance(5000);
    expect(fn).not.toHaveBeenCalled();
  });
});
