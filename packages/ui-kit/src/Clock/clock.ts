/** Opaque handle returned by a clock's timers. */
export type TimerHandle = unknown;

/**
 * Everything time-related a component may use. Components read it through `useClock()`
 * so that tests and stories can inject a fake one and run timers exactly.
 */
export interface Clock {
  now(): number;
  setTimeout(callback: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
  setInterval(callback: () => void, ms: number): TimerHandle;
  clearInterval(handle: TimerHandle): void;
}

/** The wall clock, backed by `Date.now` and the global timers. */
export const realClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  setInterval: (callback, ms) => globalThis.setInterval(callback, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>),
};

/** A clock that only moves when told to. */
export interface FakeClock extends Clock {
  /** Moves time forward, firing due timers in order. */
  advance(ms: number): void;
  /** Number of timers still scheduled. */
  pending(): number;
}

interface FakeTimer {
  id: number;
  at: number;
  callback: () => void;
  every: number | null;
}

/**
 * Creates a manual clock for tests and stories.
 * @example
 * const clock = createFakeClock(Date.parse('2026-01-01T00:00:00Z'));
 * clock.advance(2_000);
 */
export function createFakeClock(start = 0): FakeClock {
  let current = start;
  let nextId = 1;
  const timers = new Map<number, FakeTimer>();

  const schedule = (callback: () => void, ms: number, every: number | null) => {
    const id = nextId++;
    timers.set(id, { id, at: current + Math.max(0, ms), callback, every });
    return id;
  };
  const clear = (handle: TimerHandle) => {
    timers.delete(handle as number);
  };

  return {
    now: () => current,
    setTimeout: (callback, ms) => schedule(callback, ms, null),
    setInterval: (callback, ms) => schedule(callback, ms, Math.max(1, ms)),
    clearTimeout: clear,
    clearInterval: clear,
    pending: () => timers.size,
    advance(ms) {
      const target = current + ms;
      for (;;) {
        let due: FakeTimer | undefined;
        for (const timer of timers.values()) {
          if (timer.at <= target && (!due || timer.at < due.at || (timer.at === due.at && timer.id < due.id))) due = timer;
        }
        if (!due) break;
        current = due.at;
        if (due.every === null) timers.delete(due.id);
        else due.at += due.every;
        due.callback();
      }
      current = target;
    },
  };
}
