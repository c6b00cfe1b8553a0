#!/usr/bin/env node
// The readers of `pnpm bench:scale` in their own process (forked, with IPC). In the bench's own process,
// the bench's work delayed the moment answers were read, and that counted as latency.
//
// Paced readers are an open loop (decision 0205): each connection sends its next read at a random
// moment, Poisson-spaced, `connections ÷ rate` seconds apart on average; a read that had to wait for
// the one before it counts from the moment it was due, that wait included (no coordinated omission),
// and one whose connection was free counts from when it went (decision 0208). autocannon's
// `overallRate` is not that: every connection sends its share of the second back to back as soon as
// the second starts, so all the connections were a closed loop for the first part of every second,
// and the p99 measured that burst. `rate` 0 keeps autocannon's closed loop, a throughput measure
// (`BENCH_READ_RATE=0`); tool 'autocannon' its bursts (`BENCH_READERS`).
//
// Before it measures, it reads for `warmupSeconds` unmeasured and says 'ready': a cold process (its
// modules loading, its connections opening, the apis' first answers compiled) stalled its own event
// loop for up to 1.2 s in the first seconds, and every answer due meanwhile counted as that late.
//   message in: { url, connections, rate, requests, warmupSeconds, tool ('open' | 'autocannon'), keepSamples }, then 'stop';
//   messages out: 'ready' when the measured reading starts, then the result:
//   { latency: { p50, p90, p99, max }, requests: { average, total }, non2xx, errors, timeouts, samples (keepSamples) }
// bench-lib.mjs's startReaders forks it.
import autocannon from 'autocannon';
import { openLoop } from './bench-lib.mjs';

if (process.send) {
  process.once('message', async ({ url, connections, rate, requests, warmupSeconds = 0, tool = 'open', keepSamples = false }) => {
    if (rate > 0 && tool === 'open') {
      const loop = openLoop({ url, connections, rate, requests, keepSamples });
      if (warmupSeconds > 0) await new Promise((r) => setTimeout(r, warmupSeconds * 1000));
      loop.measure();
      process.send('ready');
      process.on('message', async (message) => {
        if (message === 'stop') process.send(await loop.stop(), () => process.exit(0));
      });
      return;
    }
    // BENCH_READERS=autocannon: autocannon's pacing, to compare with the figures measured before decision 0205.
    const options = { url, connections, requests, ...(rate > 0 ? { overallRate: rate } : {}) };
    if (warmupSeconds > 0) await autocannon({ ...options, duration: warmupSeconds });
    const reading = autocannon({ ...options, duration: 3600 });
    process.send('ready');
    reading.on('done', (result) => process.send(result, () => process.exit(0)));
    process.on('message', (message) => {
      if (message === 'stop') reading.stop();
    });
  });
}
