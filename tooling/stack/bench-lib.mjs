// Shared by the benchmarks: cleanup on exit, free ports, child processes that are waited for,
// and a local ES256 token issuer (key pair + JWKS) standing in for apps/sso.
import { fork, spawn } from 'node:child_process';
import { generateKeyPairSync, randomUUID, sign } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, createServer, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { root } from './lib.mjs';

/** Cleanups run in reverse order on `run()`, on SIGINT and on SIGTERM. */
export function createCleanups(label) {
  const fns = [];
  async function run() {
    for (const fn of fns.splice(0).reverse()) {
      try {
        await fn();
      } catch (error) {
        console.error(`${label}: cleanup failed`, error);
      }
    }
  }
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void run().then(() => process.exit(130)));
  return { push: (fn) => fns.push(fn), run };
}

export function listen(server) {
  return new Promise((resolveListen) => server.listen(0, '127.0.0.1', () => resolveListen(server.address().port)));
}

export async function freePort() {
  const probe = createServer();
  probe.unref();
  const port = await listen(probe);
  await new Promise((r) => probe.close(r));
  return port;
}

const b64url = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Serves a JWKS on a free port and signs access tokens the api accepts (iss = its URL, aud paperlight). */
export async function startTokenIssuer(cleanups) {
  const keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const kid = `bench-${randomUUID()}`;
  const jwk = { ...keys.publicKey.export({ format: 'jwk' }), kid, alg: 'ES256', use: 'sig' };
  const server = createServer((req, res) => {
    if (req.url === '/.well-known/jwks.json')
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] }));
    else res.writeHead(404).end();
  });
  const ssoUrl = `http://127.0.0.1:${await listen(server)}`;
  cleanups.push(() => new Promise((r) => server.close(r)));
  function mintToken(claims, ttlSec = 15 * 60) {
    const now = Math.floor(Date.now() / 1000);
    const head = b64url({ alg: 'ES256', kid, typ: 'JWT' });
    const body = b64url({ iss: ssoUrl, aud: 'paperlight', iat: now, exp: now + ttlSec, ...claims });
    const signature = sign('sha256', Buffer.from(`${head}.${body}`), { key: keys.privateKey, dsaEncoding: 'ieee-p1363' });
    return `${head}.${body}.${signature.toString('base64url')}`;
  }
  return { ssoUrl, mintToken };
}

/**
 * A child process (Node unless `command` says otherwise) whose output is kept for error messages;
 * stopped (TERM, then KILL) by the cleanups.
 */
export function startProcess(cleanups, args, env, name, command = process.execPath) {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((r) => child.once('exit', r));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
  };
  cleanups.push(stop);
  return { child, output: () => output, name, stop };
}

export async function waitFor(url, proc, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (proc.child.exitCode !== null) throw new Error(`${proc.name} exited early:\n${proc.output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${proc.name} did not answer ${url} within ${timeoutMs} ms:\n${proc.output()}`);
}

/** A bare node:http server answering `body` as JSON to every request, in a process of its own; gives its URL and process. */
export async function startBareServer(cleanups, body) {
  const port = await freePort();
  const source = `require('node:http').createServer((q, s) => { s.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }); s.end(${JSON.stringify(body)}); }).listen(${port}, '127.0.0.1');`;
  const proc = startProcess(cleanups, ['-e', source], {}, 'bare node:http');
  const url = `http://127.0.0.1:${port}`;
  await waitFor(url, proc);
  return { url, proc };
}

/**
 * The whole stack through start.mjs on free ports in a throwaway DATA_DIR; `dev` starts `pnpm dev`
 * (hot reload, packages read from source) instead of the production build.
 */
export async function startStack({ dev = false } = {}) {
  const [site, api, sso] = [await freePort(), await freePort(), await freePort()];
  const dataDir = mkdtempSync(join(tmpdir(), 'paperlight-bench-stack-'));
  const env = {
    ...process.env,
    SITE_URL: `http://localhost:${site}`,
    API_URL: `http://localhost:${api}`,
    SSO_URL: `http://localhost:${sso}`,
    DATA_DIR: dataDir,
  };
  const child = spawn(process.execPath, [join(root, 'tooling/stack/start.mjs'), ...(dev ? ['--dev'] : [])], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`stack did not start in 240 s:\n${output.slice(-2000)}`)), 240_000);
    const onData = (chunk) => {
      output += chunk;
      if (output.includes('Paperlight is running')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => reject(new Error(`stack exited with ${code}:\n${output.slice(-2000)}`)));
  });
  return {
    siteUrl: env.SITE_URL,
    apiUrl: env.API_URL,
    dataDir,
    async stop() {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
      await new Promise((resolve) => setTimeout(resolve, 1000));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const TIMEOUT_MS = 10_000;

/** The q-quantile of sorted values, to a tenth of a millisecond. */
const quantile = (sorted, q) =>
  sorted.length === 0 ? 0 : Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] * 10) / 10;

/** p50, p90, p99 and max of latencies in ms (sorted ascending), to a tenth of a millisecond. */
export const latencySummary = (sorted) => ({
  p50: quantile(sorted, 0.5),
  p90: quantile(sorted, 0.9),
  p99: quantile(sorted, 0.99),
  max: quantile(sorted, 1),
});

/** Poisson arrivals: the wait before the next read, exponentially distributed around `mean`. */
const nextGap = (mean) => -Math.log(1 - Math.random()) * mean;

/**
 * An open loop of `connections` keep-alive connections reading `requests` in turn at `rate` reads a
 * second in all (decision 0205): each connection sends its next read at a random moment (Poisson
 * arrivals). A read that waited for the answer before it on its connection counts from when it was
 * due, that wait included (no coordinated omission); one whose connection was free counts from when
 * it went (decision 0208: not this process's timer lateness). `measure()` starts counting; `stop()` ends
 * and gives { latency: { p50, p90, p99, max }, requests: { average, total }, non2xx, errors, timeouts }, and
 * with `keepSamples` every latency too (`samples`, sorted), so that several windows can be pooled.
 */
export function openLoop({ url, connections, rate, requests, keepSamples = false }) {
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
      // A timer may fire a little early (Node rounds it to the millisecond): a read never goes before it is due.
      let waited = false;
      for (let wait = due - performance.now(); wait > 0 && !stopped; wait = due - performance.now()) {
        waited = true;
        await new Promise((r) => setTimeout(r, wait));
      }
      if (stopped) break;
      const counted = measuring && due >= measuredFrom;
      // A read whose connection was free when it was due counts from when it went (how late this
      // process's own timer woke is not the server's doing); one that waited for the answer before it
      // counts from when it was due, that wait included (no coordinated omission).
      const from = waited ? performance.now() : due;
      const result = await read(requests[turn++ % requests.length]);
      if (counted) {
        latencies.push(performance.now() - from);
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
        latency: latencySummary(sorted),
        requests: { average: sorted.length / seconds, total: sorted.length },
        ...outcome,
        ...(keepSamples ? { samples: sorted } : {}),
      };
    },
  };
}

/**
 * Readers in a process of their own (bench-readers.mjs, forked): in the bench's own process, its other
 * work (parsing a project's state, say) delayed the moment answers were read, and that counted as
 * latency. `started` settles once they measure; `stop()` ends them and `result` gives their figures
 * (with `keepSamples`, every latency too). `env` is added to the child's environment.
 */
export function startReaders({ url, connections, rate, requests, warmupSeconds = 0, tool = 'open', keepSamples = false, env = {} }) {
  const child = fork(join(root, 'tooling/stack/bench-readers.mjs'), {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    env: { ...process.env, ...env },
  });
  let ready;
  let failed;
  const started = new Promise((r, reject) => ((ready = r), (failed = reject)));
  const result = new Promise((r, reject) => {
    child.on('message', (message) => (message === 'ready' ? ready() : r(message)));
    child.once('exit', (code) => {
      const error = new Error(`the readers stopped (${code})`);
      failed(error);
      reject(error);
    });
  });
  // Whoever waits for one of them hears of an early exit; neither is left unhandled.
  started.catch(() => undefined);
  result.catch(() => undefined);
  child.send({ url, connections, rate, requests, warmupSeconds, tool, keepSamples });
  return { stop: () => child.send('stop'), kill: () => child.kill(), started, result };
}
