/**
 * How fast this host is against the one the estimates' reference curves were fitted on (decision
 * 0088), timed soon after start-up with the engine's encoder (without ffmpeg, a small fixed CPU
 * task), so a fresh deployment's first estimates (no run measured yet) follow its own machine
 * rather than a fixed curve. Once runs are measured, their speed replaces it.
 */
import { type ChildProcess, spawn } from 'node:child_process';

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
/** The probe stops starting blocks after this long (it stays under 100 ms). */
export const PROBE_BUDGET_MS = 80;
/** A second limit on a second clock, when the probe is timed on a clock other than the wall's. */
export const PROBE_WALL_LIMIT_MS = 400;
/** How long after start-up the api probes (unless an estimate is asked for sooner). */
export const HOST_PROBE_DELAY_MS = 5000;
/** Probes at most in an api's life (each under 100 ms): the fastest reading is the host's speed. */
export const HOST_PROBES = 6;
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
 * Times `task` in blocks of BLOCK runs on `clock`, up to BLOCKS blocks within PROBE_BUDGET_MS, and
 * answers the fastest block's time a run (ms): past the first blocks the JIT has optimised the task,
 * and the fastest block is the one the least disturbed by the host's other work (the estimate
 * stretches by the load separately, `slowdown`). Wall-clock time, not the process's CPU time: that
 * counts every thread of the process, and right after start-up its JIT threads are compiling the
 * api. Measured here (2 cores, loads 2–5 a core): 0.10–0.13 ms, now and then up to 0.17. Null when fewer than MIN_BLOCKS blocks fit in the budget or in PROBE_WALL_LIMIT_MS of `wall`.
 */
export function probeHostMs(
  clock: () => number = () => performance.now(),
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

/**
 * The engine's own heaviest tool, timed: ffmpeg encoding one second of 720p test pattern with x264
 * (superfast, one thread), as the film's chunks are encoded. The JavaScript task above mispredicted
 * a second host by 2× (decision 0088, 2026-11-25: it read 0.083 ms there, slower than the reference,
 * on a host that read papers and made films 1.5–1.8 times faster), so where ffmpeg runs, this reading
 * decides and the task is the fallback.
 */
export const ENCODE_PROBE_ARGS = [
  '-hide_banner',
  '-loglevel',
  'error',
  '-f',
  'lavfi',
  '-i',
  'testsrc2=size=1280x720:rate=30',
  '-t',
  '1',
  '-c:v',
  'libx264',
  '-preset',
  'superfast',
  '-threads',
  '1',
  '-f',
  'null',
  '-',
];
/**
 * Milliseconds the encode probe takes (wall clock, starting ffmpeg included) on the reference host's
 * scale: on a 2-core host, 2026-11-25, the fastest of 12 quiet readings was 202 ms (the others
 * 203–294), and bench:estimate measured that host's speed the same hour (warm runs' time over the
 * reference curves at their load: the read 0.66, the film 0.55; geometric mean 0.60): 202 ÷ 0.60.
 */
export const ENCODE_PROBE_REFERENCE_MS = 340;
/** An encode probe that has not finished by then says nothing (a host that slow is capped anyway). */
export const ENCODE_PROBE_TIMEOUT_MS = 5000;

/**
 * Wall-clock milliseconds `ffmpeg` takes to run ENCODE_PROBE_ARGS; null when it cannot start, fails
 * or outlasts ENCODE_PROBE_TIMEOUT_MS (the caller falls back to the JavaScript task).
 */
export function probeEncodeMs(ffmpeg: string, clock: () => number = () => performance.now()): Promise<number | null> {
  return new Promise((resolve) => {
    const started = clock();
    let child: ChildProcess;
    try {
      child = spawn(ffmpeg, ENCODE_PROBE_ARGS, { stdio: 'ignore', timeout: ENCODE_PROBE_TIMEOUT_MS });
    } catch {
      resolve(null);
      return;
    }
    child.once('error', () => resolve(null));
    child.once('close', (code) => resolve(code === 0 ? clock() - started : null));
  });
}

/** This host's time over the reference host's (2 = half as fast); 1 when the probe said nothing. */
export function hostFactor(probeMs: number | null | undefined, referenceMs = HOST_PROBE_REFERENCE_MS): number {
  if (typeof probeMs !== 'number' || !(probeMs > 0)) return 1;
  return Math.min(LIMITS.max, Math.max(LIMITS.min, probeMs / referenceMs));
}
