// What background work in Linux's SCHED_IDLE class does to a server's p99 on this machine, with nothing
// of ours but the readers (decision 0210): a bare node:http server read at 200 reads a second over 10
// connections while each load runs, the loads taking turns round after round, p99 over all of a load's rounds.
//   usage: node tooling/stack/bench-sched-floor.mjs [load …]   (default: every load)
//   env: BENCH_ROUNDS (default 3), BENCH_SECONDS (each window, default 5)
import { spawn } from 'node:child_process';
import { createCleanups, latencySummary, startBareServer, startReaders } from './bench-lib.mjs';

const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);

const idle = (command, ...args) => spawn('chrt', ['--idle', '0', command, ...args], { stdio: 'ignore' });
const spinner = () => idle(process.execPath, '-e', 'for (;;);');
/** On the last core only (`taskset`), as a worker held to one core would run. */
const pinned = (command, ...args) => spawn('taskset', ['-c', '1', 'chrt', '--idle', '0', command, ...args], { stdio: 'ignore' });
const streamer = () =>
  idle(
    process.execPath,
    '-e',
    'const b = new Float64Array(32 << 20); for (let s = 0; ; ) for (let i = 0; i < b.length; i += 8) s += b[i]++;',
  );
const x264 = (...extra) =>
  idle(
    'ffmpeg',
    ...['-v', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=1920x1080:rate=30', '-t', '600', '-c:v', 'libx264', '-preset', 'superfast'],
    ...extra,
    ...['-f', 'null', '-'],
  );
const times = (n, start) => Array.from({ length: n }, start);

const LOADS = {
  none: () => [],
  'spinning threads, one a core': () => times(2, spinner),
  'spinning threads, two a core': () => times(4, spinner),
  'memory-streaming threads, one a core': () => times(2, streamer),
  'x264, its own threads': () => [x264()],
  'x264, 2 threads': () => [x264('-threads', '2')],
  'x264, 1 thread': () => [x264('-threads', '1')],
  'x264, 1 thread + 2 spinning threads': () => [x264('-threads', '1'), ...times(2, spinner)],
  'spinning threads, two on the last core': () => times(2, () => pinned(process.execPath, '-e', 'for (;;);')),
  'x264 on the last core': () => [
    pinned(
      'ffmpeg',
      ...[
        '-v',
        'error',
        '-f',
        'lavfi',
        '-i',
        'testsrc2=size=1920x1080:rate=30',
        '-t',
        '600',
        '-c:v',
        'libx264',
        '-preset',
        'superfast',
        '-f',
        'null',
        '-',
      ],
    ),
  ],
};

const chosen = process.argv.slice(2);
const unknown = chosen.filter((name) => !(name in LOADS));
if (unknown.length > 0) {
  console.error(`bench-sched-floor: no load named ${unknown.join(', ')}; the loads: ${Object.keys(LOADS).join(' | ')}`);
  process.exit(2);
}
const loads = chosen.length > 0 ? ['none', ...chosen.filter((name) => name !== 'none')] : Object.keys(LOADS);

const cleanups = createCleanups('bench-sched-floor');
const server = await startBareServer(cleanups, '{"data":2}');
const samples = Object.fromEntries(loads.map((name) => [name, []]));
let running = [];
const stopLoad = () => {
  for (const proc of running) proc.kill('SIGKILL');
  running = [];
};
cleanups.push(stopLoad);
try {
  for (let round = 0; round < rounds; round++) {
    for (const name of loads) {
      running = LOADS[name]();
      // The load is under way before the window opens.
      await new Promise((r) => setTimeout(r, 300));
      const readers = startReaders({
        url: server.url,
        connections: 10,
        rate: 200,
        keepSamples: true,
        warmupSeconds: 0.5,
        requests: [{ method: 'GET', path: '/' }],
      });
      await readers.started;
      await new Promise((r) => setTimeout(r, seconds * 1000));
      readers.stop();
      samples[name].push(...(await readers.result).samples);
      readers.kill();
      stopLoad();
    }
  }
  console.log(`a bare server at 200 reads a second; ${rounds} rounds of ${seconds} s per load, in SCHED_IDLE`);
  for (const name of loads) {
    const { p50, p99, max } = latencySummary(samples[name].sort((a, b) => a - b));
    console.log(`${name.padEnd(40)} p50 ${String(p50).padEnd(5)} p99 ${String(p99).padEnd(5)} max ${max} ms`);
  }
} finally {
  await cleanups.run();
}
