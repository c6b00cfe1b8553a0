/**
 * How fast this host is against the one the estimates' reference curves were fitted on (decision
 * 0088), timed once at start-up with a small fixed CPU task, so a fresh deployment's first estimates
 * (no run measured yet) follow its own machine rather than a fixed curve. Once runs are measured,
 * their speed replaces it.
 */

/**
 * Milliseconds a run of `probeTask` takes (`probeHostMs`) on the reference host: the 2-core machine
 * the video's reference curve was fitted on. Inferred, not measured that day: the probe read
 * 0.11–0.13 ms on that machine on a day it made the same film 1.7 times slower (0.12 ÷ 1.7).
 */
export const HOST_PROBE_REFERENCE_MS = 0.07;
/** The task runs in blocks of this many; a block's mean is one reading. */
export const BLOCK = 5;
/** Blocks at most (the first few run before the JIT has optimised the task). */
export const BLOCKS = 16;
/** Fewer blocks than this within the budget: the fastest may still be one before optimisation. */
export const MIN_BLOCKS = 4;
/** The probe stops starting blocks after this much CPU time (start-up stays well under 100 ms of it). */
export const PROBE_BUDGET_MS = 80;
/** …or after this long by the wall clock, when other work starves this process of the CPU. */
export const PROBE_WALL_LIMIT_MS = 400;

/** This process's CPU time (ms): unlike the wall clock, it does not count the time others had the cores. */
export const cpuClock = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};
/** A host this much faster or slower than the reference is taken as that much and no more. */
const LIMITS = { min: 0.33, max: 3 };

/**
 * The fixed task: deterministic numbers sorted, a text built from them, split and matched (the
 * engine's work is JavaScript of that kind: parsing, layout, strings). A few tenths of a millisecond once optimised.
 */
export function probeTask(): number {
  let x = 2463534242;
  const values = new Float64Array(2000);
  for (let i = 0; i < values.length; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    values[i] = (x >>> 0) / 4294967296;
  }
  values.sort();
  const words: string[] = [];
  for (let i = 0; i < 500; i++) words.push(((values[i]! * 1e9) | 0).toString(36));
  let n = 0;
  for (const word of words.join(' ').split(/\s+/)) if (/[aeiou]/.test(word)) n += word.length;
  return n + values[1000]!;
}

/**
 * Times `task` in blocks of BLOCK runs on `clock` (default: this process's CPU time, so the time
 * others had the cores is not counted: the estimate stretches by the load separately, `slowdown`),
 * up to BLOCKS blocks within PROBE_BUDGET_MS of it, and answers the fastest block's time a run (ms):
 * past the first blocks the JIT has optimised the task. Measured here (2 cores, loads 2–5 a core):
 * 0.11–0.13 ms. Null when fewer than MIN_BLOCKS blocks fit in the budget or in PROBE_WALL_LIMIT_MS of `wall`.
 */
export function probeHostMs(
  clock: () => number = cpuClock,
  task: () => unknown = probeTask,
  budgetMs = PROBE_BUDGET_MS,
  wall: () => number = () => performance.now(),
): number | null {
  const start = clock();
  const wallStart = wall();
  let fastest = Number.POSITIVE_INFINITY;
  let blocks = 0;
  while (blocks < BLOCKS) {
    const before = clock();
    if (before - start >= budgetMs || wall() - wallStart >= PROBE_WALL_LIMIT_MS) break;
    for (let i = 0; i < BLOCK; i++) task();
    fastest = Math.min(fastest, (clock() - before) / BLOCK);
    blocks += 1;
  }
  return blocks >= MIN_BLOCKS ? fastest : null;
}

/** This host's time over the reference host's (2 = half as fast); 1 when the probe said nothing. */
export function hostFactor(probeMs: number | null | undefined, referenceMs = HOST_PROBE_REFERENCE_MS): number {
  if (typeof probeMs !== 'number' || !(probeMs > 0)) return 1;
  return Math.min(LIMITS.max, Math.max(LIMITS.min, probeMs / referenceMs));
}
