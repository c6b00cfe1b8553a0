#!/usr/bin/env node
// `pnpm bench:scale` (issue 32): the scale-out mode as a publisher runs it. PostgreSQL + Redis, two built
// api instances behind a local round-robin load balancer (bench-balancer.mjs), and worker processes (BullMQ).
// BENCH_USERS users each upload a different shared paper and make a very short video at the same time,
// while BENCH_CONNECTIONS connections read the pages' API calls (time-left, the projects list) through
// the balancer. Run once with one worker and once with two (BENCH_WORKERS, default "1,2").
// Reports videos per hour, queue wait p50/p95, each user's wait, api p99 during the run, peak memory per
// process, lost or duplicated jobs, with the load average. Expects `pnpm build`; builds nothing.
//   targets: fairness (max user wait ≤ 2 × median), api p99 < 100 ms during the run, no lost or duplicated job
// Every process but the workers carries an event-loop probe (bench-loop-probe.cjs), reported per role.
// The balancer is HAProxy (TCP mode) where Debian's haproxy is installed, else bench-balancer.mjs.
//   env: BENCH_BALANCER (haproxy | node), BENCH_USERS (20), BENCH_CONNECTIONS (100), BENCH_WORKERS ("1,2"), BENCH_SCENES (2), BENCH_READ_RATE (500 reads/s; 0 = unpaced),
//        BENCH_READERS (open: Poisson-spaced reads, latency from when each was due, decision 0205 | autocannon: its per-second bursts),
//        BENCH_WARMUP (5: seconds the readers read unmeasured before the users start),
//        TEST_DATABASE_URL (postgres://postgres@127.0.0.1:5432/test), REDIS_URL (redis://127.0.0.1:6379),
//        PAPERS_DIR (../shared/papers)
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCleanups, freePort, startProcess, startReaders, startTokenIssuer, waitFor } from './bench-lib.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const apiMain = join(root, 'apps/api/dist/main.js');
const workerMain = join(root, 'apps/worker/dist/main.js');
const requireFromApi = createRequire(join(root, 'apps/api/package.json'));
const pg = requireFromApi('pg');
const { Redis } = requireFromApi('ioredis');

const USERS = Number(process.env.BENCH_USERS ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const WORKER_COUNTS = (process.env.BENCH_WORKERS ?? '1,2')
  .split(',')
  .map(Number)
  .filter((n) => n > 0);
const SCENES = Number(process.env.BENCH_SCENES ?? 2);
/** Reads per second over all reading connections; 0: as fast as answers come (a closed loop). */
const READ_RATE = Number(process.env.BENCH_READ_RATE ?? 500);
/** The readers: an open loop of Poisson-spaced reads (decision 0205), or autocannon's per-second bursts. */
const READERS = process.env.BENCH_READERS ?? 'open';
/** Seconds the readers read, unmeasured, before the users start (decision 0189). */
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP ?? 5);
const pgUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const papersDir = process.env.PAPERS_DIR ?? resolve(root, '..', 'shared', 'papers');
const TARGET_P99_MS = 100;
const HAPROXY = '/usr/sbin/haproxy';
/** The balancer: HAProxy where Debian's package is installed, else bench-balancer.mjs (BENCH_BALANCER=node|haproxy). */
const BALANCER = process.env.BENCH_BALANCER ?? (existsSync(HAPROXY) ? 'haproxy' : 'node');
const probe = join(root, 'tooling/stack/bench-loop-probe.cjs');
/** The event-loop probe's environment for one process of a run (bench-loop-probe.cjs). */
const probed = (log, role) => ({
  NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --require ${probe}`.trim(),
  BENCH_LOOP_LOG: log,
  BENCH_LOOP_ROLE: role,
});
const FAIRNESS = 2;

for (const file of [apiMain, workerMain]) {
  if (!existsSync(file)) {
    console.error(`bench:scale: ${file} is missing; run \`pnpm build\` first.`);
    process.exit(1);
  }
}
const papers = readdirSync(papersDir)
  .filter((f) => f.toLowerCase().endsWith('.pdf'))
  .sort();
if (papers.length === 0) {
  console.error(`bench:scale: no papers in ${papersDir} (set PAPERS_DIR)`);
  process.exit(1);
}

const cleanups = createCleanups('bench:scale');
const { ssoUrl, mintToken } = await startTokenIssuer(cleanups);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const quantile = (values, q) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
};

/** Resident memory (MB) of a process and of its descendants, from /proc (Linux). */
function memoryOf(pid) {
  const rss = (p) => {
    try {
      const line = readFileSync(`/proc/${p}/status`, 'utf8')
        .split('\n')
        .find((l) => l.startsWith('VmRSS:'));
      return line ? Number(line.split(/\s+/)[1]) / 1024 : 0;
    } catch {
      return 0;
    }
  };
  const children = (p) => {
    try {
      return readFileSync(`/proc/${p}/task/${p}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
    } catch {
      return [];
    }
  };
  let descendants = 0;
  const stack = children(pid);
  while (stack.length > 0) {
    const child = stack.pop();
    descendants = Math.max(descendants, rss(child));
    stack.push(...children(child));
  }
  return { own: rss(pid), child: descendants };
}

const at = { x: 0, y: 0 };
const edge = (clientNodeId, nodeType) => [{ clientNodeId, nodeType, position: at, label: nodeType }];
const CHAIN = [
  { clientNodeId: 'in', nodeType: 'paperInput', position: at, label: 'Paper', targetEdges: edge('script', 'script'), configuration: {} },
  {
    clientNodeId: 'script',
    nodeType: 'script',
    position: at,
    label: 'Script',
    targetEdges: edge('board', 'storyboard'),
    configuration: { script_duration: 'very-short' },
  },
  {
    clientNodeId: 'board',
    nodeType: 'storyboard',
    position: at,
    label: 'Storyboard',
    targetEdges: edge('video', 'video'),
    configuration: { number_of_scenes: SCENES },
  },
  { clientNodeId: 'video', nodeType: 'video', position: at, label: 'Video', targetEdges: [], configuration: {} },
];
const STAGES = [
  ['in', 'paperInput'],
  ['script', 'script'],
  ['board', 'storyboard'],
  ['video', 'video'],
];

/** One user's whole session: a project, their paper, then each stage generated and waited for. */
async function makeVideo(lbUrl, token, paper) {
  const call = async (method, path, body) => {
    for (;;) {
      const response = await fetch(`${lbUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body && !(body instanceof FormData) ? { 'content-type': 'application/json' } : {}),
        },
        ...(body ? { body: body instanceof FormData ? body : JSON.stringify(body) } : {}),
      });
      const json = await response.json().catch(() => null);
      // The queue's cap answers 503 with Retry-After: a user's page tries again, so does the bench.
      if (response.status === 503) {
        await sleep(1000);
        continue;
      }
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
      return json;
    }
  };
  const started = Date.now();
  const id = (await call('POST', '/paper-remix/projects', { name: `scale ${paper}` })).data.id;
  await call('POST', `/paper-remix/project/${id}/workflow`, { nodes: CHAIN });
  const form = new FormData();
  form.append('file', new Blob([readFileSync(join(papersDir, paper))], { type: 'application/pdf' }), paper);
  await call('POST', `/paper-remix/project/${id}/node/in/upload`, form);
  for (const [clientNodeId, nodeType] of STAGES) {
    await call('POST', `/paper-remix/project/${id}/generate`, { clientNodeId, nodeType });
    for (;;) {
      const node = (await call('GET', `/paper-remix/project/${id}`)).data.nodes.find((n) => n.clientNodeId === clientNodeId);
      if (node.status === 'completed') break;
      if (node.status !== 'processing') throw new Error(`${paper}: ${nodeType} ${node.status}: ${node.execution?.outputData?.error}`);
      await sleep(250);
    }
  }
  return { projectId: id, seconds: (Date.now() - started) / 1000 };
}

/**
 * HAProxy in TCP mode, round robin by connection as bench-balancer.mjs does, in C: what a publisher
 * puts in front of two apis, and a balancer that takes little of the two cores from what is measured.
 */
function haproxyConfig(dir, port, apis) {
  const file = join(dir, 'haproxy.cfg');
  const servers = apis.map((a, i) => `  server api${i + 1} ${new URL(a.url).host}`).join('\n');
  writeFileSync(
    file,
    `global\n  maxconn 4096\ndefaults\n  mode tcp\n  timeout connect 5s\n  timeout client 120s\n  timeout server 120s\nfrontend readers\n  bind 127.0.0.1:${port}\n  default_backend apis\nbackend apis\n  balance roundrobin\n${servers}\n`,
  );
  return file;
}

/** One run: fresh schema and Redis keys, two apis, the balancer, `workers` workers, the users and the readers. */
async function runScale(workers) {
  const local = createCleanups(`bench:scale ${workers}`);
  try {
    return await runScaleWith(local, workers);
  } finally {
    await local.run();
  }
}

async function runScaleWith(local, workers) {
  const tag = randomBytes(4).toString('hex');
  const schema = `bench_scale_${tag}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  local.push(async () => {
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
  });
  const url = new URL(pgUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  const databaseUrl = url.toString();
  const dataDir = mkdtempSync(join(tmpdir(), 'paperlight-bench-scale-'));
  local.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const loopLog = join(dataDir, 'event-loops.jsonl');
  const prefix = `bench-scale-${tag}`;
  local.push(async () => {
    const redis = new Redis(redisUrl);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  const lbPort = await freePort();
  const lbUrl = `http://127.0.0.1:${lbPort}`;
  const shared = {
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    DATA_DIR: dataDir,
    FILES_SECRET: `bench-scale-${tag}-files-secret`,
    REMIX_QUEUE_PREFIX: prefix,
    SOCKET_IO_KEY: `${prefix}-socket.io`,
    API_URL: lbUrl,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    REMIX_QUEUE_MAX: String(USERS * 4 + 10),
  };
  const apis = [];
  for (let i = 0; i < 2; i++) {
    const port = await freePort();
    const proc = startProcess(
      local,
      [apiMain],
      {
        ...shared,
        PORT: String(port),
        HOST: '127.0.0.1',
        SSO_URL: ssoUrl,
        SITE_URL: 'http://localhost:3000',
        DEMO_ACCOUNTS: 'true',
        SAMPLES_DIR: join(root, 'apps/api/samples'),
        ...probed(loopLog, `api ${i + 1}`),
      },
      `api ${i + 1}`,
    );
    // One at a time: both migrate the same schema.
    await waitFor(`http://127.0.0.1:${port}/health`, proc, 60_000);
    apis.push({ url: `http://127.0.0.1:${port}`, proc });
  }
  // The balancer and the readers run in processes of their own, like the apis (decision 0178).
  const balancer =
    BALANCER === 'haproxy'
      ? startProcess(local, ['-db', '-f', haproxyConfig(dataDir, lbPort, apis)], {}, 'balancer (HAProxy)', HAPROXY)
      : startProcess(
          local,
          [join(root, 'tooling/stack/bench-balancer.mjs')],
          { PORT: String(lbPort), TARGETS: apis.map((a) => a.url).join(','), ...probed(loopLog, 'balancer') },
          'balancer',
        );
  await waitFor(`${lbUrl}/health`, balancer, 30_000);
  const workerProcs = [];
  for (let i = 0; i < workers; i++) {
    workerProcs.push(startProcess(local, [workerMain], { ...shared }, `worker ${i + 1}`));
  }
  await sleep(3000);
  for (const w of workerProcs) if (w.child.exitCode !== null) throw new Error(`${w.name} exited:\n${w.output()}`);

  // Users: an editor session each, and a reader session each for the page calls.
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  local.push(() => db.end());
  const now = new Date();
  const trialEnd = new Date(now.getTime() + 5 * 86_400_000).toISOString();
  const editors = [];
  const readers = [];
  for (let i = 0; i < USERS; i++) {
    const id = `bench-scale-user-${i}`;
    const email = `editor${i}@scale.example.test`;
    await db.query(
      "insert into users (id, name, email, password_hash, is_admin, is_sales, is_tool_admin, trial_end_date, created_at, status) values ($1, $2, $3, 'x', 0, 0, 0, $4, $5, 'active')",
      [id, `Editor ${i}`, email, trialEnd, now.toISOString()],
    );
    for (const list of [editors, readers]) {
      const sid = `${id}-${list === editors ? 'edit' : 'read'}`;
      await db.query("insert into sessions (id, user_id, kind, created_at, expires_at) values ($1, $2, 'app', $3, $4)", [
        sid,
        id,
        now.toISOString(),
        new Date(now.getTime() + 86_400_000).toISOString(),
      ]);
      list.push({
        id,
        token: mintToken(
          {
            sub: id,
            sid,
            name: `Editor ${i}`,
            email,
            isGuest: false,
            isAdmin: false,
            isSales: false,
            isToolAdmin: false,
            isFreeTrailActive: true,
            trialEndDate: trialEnd,
          },
          3 * 3600,
        ),
      });
    }
  }

  // Peak memory, sampled every half second.
  const processes = [
    ...apis.map((a, i) => [`api ${i + 1}`, a.proc.child.pid]),
    ...workerProcs.map((w, i) => [`worker ${i + 1}`, w.child.pid]),
  ];
  const peaks = new Map(processes.map(([name]) => [name, { own: 0, child: 0 }]));
  const sampler = setInterval(() => {
    for (const [name, pid] of processes) {
      const m = memoryOf(pid);
      const peak = peaks.get(name);
      peak.own = Math.max(peak.own, m.own);
      peak.child = Math.max(peak.child, m.child);
    }
  }, 500);

  // The readers: the page calls, through the balancer, for the whole run.
  const requests = readers.flatMap((r) => [
    { method: 'GET', path: '/free-trial/time-left', headers: { authorization: `Bearer ${r.token}` } },
    { method: 'GET', path: '/paper-remix/projects', headers: { authorization: `Bearer ${r.token}` } },
  ]);
  const loadBefore = loadavg()[0];
  let loadPeak = loadBefore;
  const loadTimer = setInterval(() => (loadPeak = Math.max(loadPeak, loadavg()[0])), 1000);
  // Paced, as people read pages (decision 0178): a closed loop of 100 connections sending as fast as
  // answers come measures the balancer's throughput, and its p99 is then connections ÷ throughput.
  const readAt = (url, connections, rate, role) => {
    const reading = startReaders({
      url,
      connections,
      rate,
      requests,
      warmupSeconds: WARMUP_SECONDS,
      tool: READERS,
      env: probed(loopLog, role),
    });
    local.push(reading.kill);
    return reading;
  };
  const reading = readAt(lbUrl, CONNECTIONS, READ_RATE, 'readers');
  // A few reads straight at one api instance: what the balancer adds, measured rather than assumed.
  const direct = readAt(apis[0].url, 5, 20, 'straight readers');
  // The users start once both readers are warm and measuring (decision 0189).
  await Promise.all([reading.started, direct.started]);

  const started = Date.now();
  const outcomes = await Promise.allSettled(editors.map((e, i) => makeVideo(lbUrl, e.token, papers[i % papers.length])));
  const ended = Date.now();
  const wallSeconds = (ended - started) / 1000;
  reading.stop();
  direct.stop();
  const [read, straight] = [await reading.result, await direct.result];
  clearInterval(sampler);
  clearInterval(loadTimer);

  const failures = outcomes.filter((o) => o.status === 'rejected').map((o) => String(o.reason));
  const jobs = (
    await db.query(
      'select j.id, j.project_node_id, n.client_node_id, j.status, j.attempts, j.created_at, j.started_at, j.finished_at, p.user_id from jobs j join project_nodes n on n.id = j.project_node_id join projects p on p.id = j.project_id',
    )
  ).rows;
  const waits = jobs.filter((j) => j.started_at).map((j) => (Date.parse(j.started_at) - Date.parse(j.created_at)) / 1000);
  const perNode = new Map();
  for (const j of jobs) perNode.set(j.project_node_id, (perNode.get(j.project_node_id) ?? 0) + 1);
  const duplicated = [...perNode.values()].filter((n) => n > 1).length + jobs.filter((j) => j.attempts > 1).length;
  const lost = USERS * STAGES.length - jobs.filter((j) => j.status === 'completed').length;
  const userWaits = editors.map((e) =>
    jobs
      .filter((j) => j.user_id === e.id && j.started_at)
      .reduce((sum, j) => sum + (Date.parse(j.started_at) - Date.parse(j.created_at)) / 1000, 0),
  );
  const videos = outcomes.filter((o) => o.status === 'fulfilled').length;
  return {
    workers,
    wallSeconds,
    videos,
    videosPerHour: (videos / wallSeconds) * 3600,
    waits,
    userWaits,
    failures,
    lost,
    duplicated,
    read: {
      p50: read.latency.p50,
      p90: read.latency.p90,
      p99: read.latency.p99,
      max: read.latency.max,
      rps: read.requests.average,
      total: read.requests.total,
      failed: read.non2xx + read.errors + read.timeouts,
    },
    direct: { p50: straight.latency.p50, p99: straight.latency.p99 },
    loops: eventLoops(loopLog, started, ended),
    peaks,
    loadBefore,
    loadPeak,
  };
}

/**
 * Per process role, over the users' run: the worst one-second event-loop delay, the 99th percentile of
 * the seconds' worst, and how busy the loop was on average (bench-loop-probe.cjs).
 */
function eventLoops(file, from, to) {
  let lines = [];
  try {
    lines = readFileSync(file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line));
  } catch {
    return new Map();
  }
  const roles = new Map();
  for (const line of lines.filter((l) => l.at >= from && l.at <= to + 1000)) {
    if (!roles.has(line.role)) roles.set(line.role, []);
    roles.get(line.role).push(line);
  }
  return new Map(
    [...roles].map(([role, seconds]) => [
      role,
      {
        maxMs: Math.max(...seconds.map((s) => s.maxMs)),
        p99Ms: quantile(
          seconds.map((s) => s.maxMs),
          0.99,
        ),
        busy: seconds.reduce((sum, s) => sum + s.busy, 0) / seconds.length,
      },
    ]),
  );
}

function report(r) {
  const median = quantile(r.userWaits, 0.5);
  const max = Math.max(...r.userWaits);
  const fair = max <= FAIRNESS * Math.max(median, 1);
  const p99Ok = r.read.p99 < TARGET_P99_MS && r.read.failed === 0;
  const jobsOk = r.lost === 0 && r.duplicated === 0 && r.failures.length === 0;
  console.log(
    `\n== ${r.workers} worker${r.workers > 1 ? 's' : ''}, 2 api instances, ${USERS} users, ${CONNECTIONS} reading connections (load ${r.loadBefore.toFixed(1)} → peak ${r.loadPeak.toFixed(1)} on ${availableParallelism()} cores)`,
  );
  console.log(`videos: ${r.videos}/${USERS} in ${r.wallSeconds.toFixed(0)} s = ${r.videosPerHour.toFixed(0)} videos/hour`);
  console.log(
    `queue wait per job: p50 ${quantile(r.waits, 0.5).toFixed(1)} s, p95 ${quantile(r.waits, 0.95).toFixed(1)} s (${r.waits.length} jobs)`,
  );
  console.log(`each user's total queue wait (s): ${r.userWaits.map((w) => w.toFixed(0)).join(' ')}`);
  console.log(`fairness: max ${max.toFixed(1)} s ≤ ${FAIRNESS} × median ${median.toFixed(1)} s ${fair ? 'PASS' : 'FAIL'}`);
  console.log(
    `api during the run (through the balancer): ${r.read.rps.toFixed(0)} req/s, p50 ${r.read.p50} ms,${r.read.p90 === undefined ? '' : ` p90 ${r.read.p90} ms,`} p99 ${r.read.p99} ms,${r.read.max === undefined ? '' : ` max ${r.read.max} ms,`} ${r.read.failed} failed (target p99 < ${TARGET_P99_MS} ms) ${p99Ok ? 'PASS' : 'FAIL'}`,
  );
  console.log(`api 1 straight (5 connections, 20 reads/s, no balancer): p50 ${r.direct.p50} ms, p99 ${r.direct.p99} ms`);
  console.log(
    `event loops (worst second / p99 of seconds / busy): ${[...r.loops].map(([role, l]) => `${role} ${l.maxMs.toFixed(0)} / ${l.p99Ms.toFixed(0)} ms / ${(l.busy * 100).toFixed(0)} %`).join('; ')}`,
  );
  console.log(
    `jobs: ${r.lost} lost, ${r.duplicated} duplicated or retried${r.failures.length ? `; failures: ${r.failures.join(' | ')}` : ''} ${jobsOk ? 'PASS' : 'FAIL'}`,
  );
  console.log(
    `peak memory (MB, own / largest child): ${[...r.peaks].map(([name, p]) => `${name} ${p.own.toFixed(0)} / ${p.child.toFixed(0)}`).join(', ')}`,
  );
  return fair && p99Ok && jobsOk;
}

let exitCode = 1;
try {
  const reachable = new pg.Client({ connectionString: pgUrl, connectionTimeoutMillis: 3000 });
  await reachable.connect();
  await reachable.end();
  console.log(
    `bench:scale: ${USERS} users × a very short video (${SCENES} scenes), ${CONNECTIONS} reading connections (${READ_RATE > 0 ? `${READ_RATE} reads/s in all, ${READERS === 'open' ? 'Poisson-spaced' : 'in autocannon’s per-second bursts'}` : 'unpaced'}), workers: ${WORKER_COUNTS.join(' then ')}; balancer: ${BALANCER === 'haproxy' ? 'HAProxy' : 'bench-balancer.mjs'}`,
  );
  const results = [];
  let ok = true;
  for (const workers of WORKER_COUNTS) {
    const result = await runScale(workers);
    results.push(result);
    ok = report(result) && ok;
  }
  if (results.length > 1) {
    const [a, b] = [results[0], results.at(-1)];
    console.log(
      `\n${a.workers} → ${b.workers} workers: videos/hour × ${(b.videosPerHour / a.videosPerHour).toFixed(2)}, queue wait p50 ${quantile(a.waits, 0.5).toFixed(1)} → ${quantile(b.waits, 0.5).toFixed(1)} s, api p99 ${a.read.p99} → ${b.read.p99} ms`,
    );
  }
  console.log(ok ? 'PASS' : 'FAIL');
  exitCode = ok ? 0 : 1;
} catch (error) {
  console.error('bench:scale failed:', error);
} finally {
  await cleanups.run();
  process.exit(exitCode);
}
