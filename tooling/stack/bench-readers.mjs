#!/usr/bin/env node
// The readers of `pnpm bench:scale` in their own process (forked, with IPC). In the bench's own process,
// the bench's work delayed the moment answers were read, and that counted as latency.
//
// Paced readers are an open loop (decision 0205): each connection sends its next read at a random
// moment, Poisson-spaced, `connections ÷ rate` seconds apart on average, and a read's latency counts
// from the moment it was due, so a read that had to wait for the one before it counts that wait too
// (no coordinated omission). autocannon's `overallRate` is not that: every connection sends its share
// of the second back to back as soon as the second starts, so all the connections were a closed loop
// for the first part of every second, and the p99 measured that burst. `rate` 0 keeps autocannon's
// closed loop, a throughput measure (`BENCH_READ_RATE=0`); tool 'autocannon' its bursts (`BENCH_READERS`).
//
// Before it measures, it reads for `warmupSeconds` unmeasured and says 'ready': a cold process (its
// modules loading, its connections opening, the apis' first answers compiled) stalled its own event
// loop for up to 1.2 s in the first seconds, and every answer due meanwhile counted as that late.
//   message in: { url, connections, rate, requests, warmupSeconds, tool ('open' | 'autocannon') }, then 'stop';
//   messages out: 'ready' when the measured reading starts, then the result:
//   { latency: { p50, p90, p99, max }, requests: { average, total }, non2xx, errors, timeouts }
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';

const TIMEOUT_MS = 10_000;

/** The q-quantile of sorted values, to a tenth of a millisecond. */
const quantile = (sorted, q) =>
  sorted.length === 0 ? 0 : Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] * 10) / 10;

/** Poisson arrivals: the wait before the next read, exponentially distributed around `mean`. */
const nextGap = (mean) => -Math.log(1 - Math.random()) * mean;

/** An open loop of `connections` keep-alive connections reading `requests` in turn at `rate` reads a second. */
export function openLoop({ url, connections, rate, requests }) {
  const target = new URL(url);
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const mean = (connections / rate) * 1000;
  const latencies = [];
  const outcome = { non2xx: 0, errors: 0, timeouts: 0 };
  let measuring = false;
  let measuredFrom = 0;
  let stopped = false;
  let turn = 0;

  const read = (spec) =>
    new Promise((resolve) => {
      const req = request(
        {
          agent,
          host: target.hostname,
          port: target.port,
          method: spec.method,
          path: spec.path,
          headers: spec.headers,
          timeout: TIMEOUT_MS,
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode >= 200 && res.statusCode < 300 ? 'ok' : 'non2xx'));
          res.on('error', () => resolve('errors'));
        },
      );
      req.on('timeout', () => {
        req.destroy();
        resolve('timeouts');
      });
      req.on('error', () => resolve('errors'));
      req.end();
    });

  const connection = async () => {
    let due = performance.now() + nextGap(mean);
    while (!stopped) {
      const wait = due - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      if (stopped) break;
      const counted = measuring && due >= measuredFrom;
      const result = await read(requests[turn++ % requests.length]);
      if (counted) {
        latencies.push(performance.now() - due);
        if (result !== 'ok') outcome[result] += 1;
      }
      due += nextGap(mean);
    }
  };
  const running = Promise.all(Array.from({ length: connections }, connection));

  return {
    measure() {
      measuring = true;
      measuredFrom = performance.now();
    },
    async stop() {
      const seconds = (performance.now() - measuredFrom) / 1000;
      stopped = true;
      await running;
      agent.destroy();
      const sorted = latencies.sort((a, b) => a - b);
      return {
        latency: { p50: quantile(sorted, 0.5), p90: quantile(sorted, 0.9), p99: quantile(sorted, 0.99), max: quantile(sorted, 1) },
        requests: { average: sorted.length / seconds, total: sorted.length },
        ...outcome,
      };
    },
  };
}

if (process.send) {
  process.once('message', async ({ url, connections, rate, requests, warmupSeconds = 0, tool = 'open' }) => {
    if (rate > 0 && tool === 'open') {
      const loop = openLoop({ url, connections, rate, requests });
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
