import { describe, expect, it } from 'vitest';
import {
  BLOCK,
  BLOCKS,
  ENCODE_PROBE_REFERENCE_MS,
  HOST_PROBE_REFERENCE_MS,
  hostFactor,
  MIN_BLOCKS,
  PROBE_BUDGET_MS,
  PROBE_WALL_LIMIT_MS,
  probeEncodeMs,
  probeHostMs,
  probeTask,
} from '../src/paper-remix/host-speed';

/** A clock that advances only when the task runs: each run takes `cost(run)` ms. */
function scripted(cost: (run: number) => number) {
  let now = 0;
  let runs = 0;
  return {
    clock: () => now,
    task: () => {
      now += cost(runs);
      runs += 1;
    },
    runs: () => runs,
  };
}

describe('host speed probe', () => {
  it("answers the fastest block's time a run, past the runs before the JIT optimised the task", () => {
    // Two slow blocks, then fast runs with one hiccup in every block.
    const host = scripted((run) => (run < 2 * BLOCK ? 3 : run % BLOCK === 0 ? 1.2 : 0.1));
    expect(probeHostMs(host.clock, host.task, PROBE_BUDGET_MS, host.clock)).toBeCloseTo(0.1 + 1.1 / BLOCK, 9);
    expect(host.runs()).toBe(BLOCKS * BLOCK);
  });

  it('stops within its budget, and says nothing when too few blocks fit in it', () => {
    const busy = scripted(() => 2);
    expect(probeHostMs(busy.clock, busy.task, PROBE_BUDGET_MS, busy.clock)).toBe(2);
    expect(busy.runs()).toBe(Math.min(BLOCKS, Math.ceil(PROBE_BUDGET_MS / (2 * BLOCK))) * BLOCK);
    // Blocks so slow that only MIN_BLOCKS − 1 start within the budget: not enough to trust.
    const crowded = scripted(() => PROBE_BUDGET_MS / (MIN_BLOCKS - 1) / BLOCK);
    expect(probeHostMs(crowded.clock, crowded.task, PROBE_BUDGET_MS, crowded.clock)).toBeNull();
    expect(crowded.runs()).toBe((MIN_BLOCKS - 1) * BLOCK);
    // A process starved of the CPU: little CPU time, much wall-clock time; the wall clock stops it.
    let wall = 0;
    const starved = scripted(() => 0.01);
    const starvedTask = () => {
      starved.task();
      wall += 20;
    };
    expect(probeHostMs(starved.clock, starvedTask, PROBE_BUDGET_MS, () => wall)).toBeCloseTo(0.01, 9);
    expect(starved.runs()).toBe(Math.ceil(PROBE_WALL_LIMIT_MS / (20 * BLOCK)) * BLOCK);
  });

  it('scales by the reference host, within bounds, and leaves the curves alone when the probe failed', () => {
    expect(hostFactor(HOST_PROBE_REFERENCE_MS)).toBe(1);
    expect(hostFactor(2 * HOST_PROBE_REFERENCE_MS)).toBeCloseTo(2, 9);
    expect(hostFactor(HOST_PROBE_REFERENCE_MS / 2)).toBeCloseTo(0.5, 9);
    expect(hostFactor(100 * HOST_PROBE_REFERENCE_MS)).toBe(3);
    expect(hostFactor(HOST_PROBE_REFERENCE_MS / 100)).toBe(0.33);
    expect([hostFactor(null), hostFactor(undefined), hostFactor(0)]).toEqual([1, 1, 1]);
  });

  it('runs a fixed task: the same work every time', () => {
    expect(probeTask()).toBe(probeTask());
  });

  it("times the engine's encoder with the real ffmpeg, and says nothing when it cannot run or fails", async () => {
    const ms = await probeEncodeMs(process.env.FFMPEG_PATH || 'ffmpeg');
    // One second of 720p at x264 superfast on one thread: tenths of a second on a 2-core host, and
    // within the bounds a host factor is taken at (a reading outside them would say the args are wrong).
    expect(ms).not.toBeNull();
    expect(hostFactor(ms, ENCODE_PROBE_REFERENCE_MS)).toBeGreaterThan(0.33);
    expect(ms!).toBeLessThan(3 * ENCODE_PROBE_REFERENCE_MS);
    expect(await probeEncodeMs('/nonexistent/ffmpeg')).toBeNull();
    // A binary that exits with an error (here, ffmpeg refusing an unknown option would do the same).
    expect(await probeEncodeMs('false')).toBeNull();
  });

  it('reads the encoder on the clock it is given, from start to exit', async () => {
    let now = 1000;
    const clock = () => (now += 250);
    // `true` exits 0 at once: the probe answers the clock's advance between its two readings.
    expect(await probeEncodeMs('true', clock)).toBe(250);
  });
});
