import { describe, expect, it, vi } from 'vitest';
import { createFakeClock, realClock } from './clock';

describe('createFakeClock', () => {
  it('starts at the given time and only moves when advanced', () => {
    const clock = createFakeClock(1000);
    expect(clock.now()).toBe(1000);
    clock.advance(250);
    expect(clock.now()).toBe(1250);
  });

  it('fires timeouts once, in due order, with now() at their due time', () => {
    const clock = createFakeClock(0);
    const seen: Array<[string, number]> = [];
    clock.setTimeout(() => seen.push(['b', clock.now()]), 200);
    clock.setTimeout(() => seen.push(['a', clock.now()]), 100);
    clock.advance(99);
    expect(seen).toEqual([]);
    clock.advance(500);
    expect(seen).toEqual([
      ['a', 100],
      ['b', 200],
    ]);
    expect(clock.pending()).toBe(0);
  });

  it('repeats intervals until cleared', () => {
    const clock = createFakeClock();
    const tick = vi.fn();
    const handle = clock.setInterval(tick, 2000);
    clock.advance(6000);
    expect(tick).toHaveBeenCalledTimes(3);
    clock.clearInterval(handle);
    clock.advance(6000);
    expect(tick).toHaveBeenCalledTimes(3);
  });

  it('runs timers scheduled by timers within the same advance', () => {
    const clock = createFakeClock();
    const order: number[] = [];
    clock.setTimeout(() => {
      order.push(clock.now());
      clock.setTimeout(() => order.push(clock.now()), 50);
    }, 50);
    clock.advance(100);
    expect(order).toEqual([50, 100]);
  });

  it('does not fire cleared timeouts', () => {
    const clock = createFakeClock();
    const fn = vi.fn();
    clock.clearTimeout(clock.setTimeout(fn, 10));
    clock.advance(20);
    expect(fn).not.toHaveBeenCalled();
  });
});

describe('realClock', () => {
  it('reads the wall clock', () => {
    const before = Date.now();
    expect(realClock.now()).toBeGreaterThanOrEqual(before);
  });

  it('schedules with the global timers', () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    realClock.setTimeout(fn, 100);
    vi.advanceTimersByTime(100);
    expect(fn).toHaveBeenCalledOnce();
    vi.useRealTimers();
  });
});
