// Preloaded (NODE_OPTIONS=--require) into the processes of `pnpm bench:scale`: once a second it appends
// the event loop's worst delay and how busy the loop was to BENCH_LOOP_LOG, as a JSON line with
// BENCH_LOOP_ROLE. It tells an api blocking its own loop (a delay while busy) from a process waiting
// for a core (a delay while idle). It removes itself from the environment, so what the process starts
// (a worker's PDF reader, ffmpeg) does not inherit it.
const { isMainThread } = require('node:worker_threads');
const { appendFile } = require('node:fs');
const { monitorEventLoopDelay, performance } = require('node:perf_hooks');

const file = process.env.BENCH_LOOP_LOG;
const role = process.env.BENCH_LOOP_ROLE;
delete process.env.BENCH_LOOP_LOG;
delete process.env.BENCH_LOOP_ROLE;
process.env.NODE_OPTIONS = (process.env.NODE_OPTIONS ?? '').replace(/--require[= ]\S*bench-loop-probe\.cjs/, '').trim();

if (isMainThread && file && role) {
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  let last = performance.eventLoopUtilization();
  const timer = setInterval(() => {
    const now = performance.eventLoopUtilization();
    const busy = performance.eventLoopUtilization(now, last).utilization;
    last = now;
    // Not a synchronous write: a disk busy with the workers' files would stall the loop it measures.
    appendFile(file, `${JSON.stringify({ role, at: Date.now(), maxMs: delay.max / 1e6, busy })}\n`, () => undefined);
    delay.reset();
  }, 1000);
  timer.unref();
}
