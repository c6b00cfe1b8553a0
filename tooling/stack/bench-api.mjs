#!/usr/bin/env node
// `pnpm bench:api`: GET /free-trial/time-left on the built api (SQLite, then PostgreSQL) against a bare node:http server
// answering the same JSON; then the engine case (bench-api-engine.mjs): /health and time-left p99
// while bomb PDFs are checked and a video renders, against idle. Expects `pnpm build` to have run.
//   targets: api throughput ≥ 0.5 × bare, api p99 latency < 20 ms; engine case p99 ≤ 2 × idle, < 100 ms
//   env: BENCH_ENGINE=0 skips the engine case
//   env: BENCH_DURATION (s per server and round, default 5), BENCH_ROUNDS (default 3), BENCH_CONNECTIONS (default 100)
//   env: BENCH_CPU_PROF=<dir> writes the api's CPU profile (.cpuprofile) into <dir>
//   env: BENCH_SESSIONS (signed-in sessions the requests cycle through, default 100); BENCH_VERBOSE=1 prints every turn
//   env: BENCH_API_BEFORE=<main.js> also measures that build of the api (SQLite) in the same rounds: a before/after
//        on one noisy machine, as ratios in one run
//   env: BENCH_POSTGRES=0 skips the PostgreSQL run; TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test)
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { runEngineCase } from './bench-api-engine.mjs';
import { createCleanups, freePort, startBareServer, startProcess, startTokenIssuer, waitFor } from './bench-lib.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
// BENCH_API_MAIN: another build of the api to measure (e.g. the previous commit's, for a before/after).
const apiMain = resolve(process.env.BENCH_API_MAIN ?? join(root, 'apps/api/dist/main.js'));
const duration = Number(process.env.BENCH_DURATION ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
const TARGET_RATIO = 0.5;
const TARGET_P99_MS = 20;

if (!existsSync(apiMain)) {
  console.error(`bench:api: ${apiMain} is missing; run \`pnpm build\` first.`);
  process.exit(1);
}

const sessions = Number(process.env.BENCH_SESSIONS ?? 100);
const requireFromApi = createRequire(join(root, 'apps/api/package.json'));
const Sqlite = requireFromApi('better-sqlite3');
const pg = requireFromApi('pg');
const pgUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function postgresReachable() {
  const client = new pg.Client({ connectionString: pgUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

const cleanups = createCleanups('bench:api');
const cleanup = cleanups.run;
const { ssoUrl, mintToken } = await startTokenIssuer(cleanups);

function run(title, url, requests, seconds) {
  return new Promise((resolveRun, reject) => {
    autocannon({ title, url, ...(requests.length > 0 ? { requests } : {}), connections, duration: seconds }, (error, result) =>
      error ? reject(error) : resolveRun(result),
    );
  });
}

/**
 * CPU seconds (user + system) a process has used, from /proc (Linux; null elsewhere). Per request it
 * is a figure the other load on a shared machine barely moves, unlike requests per second.
 */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

const warmedUp = new Set();
async function measure(title, url, requests, pid) {
  // A short warm-up so that every server is measured after JIT, not during it.
  if (!warmedUp.has(url)) {
    warmedUp.add(url);
    await run(`${title} warm-up`, url, requests, Math.min(3, duration));
  }
  const cpuBefore = cpuSeconds(pid);
  const result = await run(title, url, requests, duration);
  const cpuAfter = cpuSeconds(pid);
  const failures = result.non2xx + result.errors + result.timeouts;
  // Failed requests fail the run but keep its figures (a machine loaded by others times requests out).
  if (failures > 0)
    console.log(`${title}: ${failures} failed requests (non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts})`);
  const cpuUs = cpuBefore === null || cpuAfter === null ? null : ((cpuAfter - cpuBefore) * 1e6) / result.requests.total;
  return { rps: result.requests.average, p99: result.latency.p99, p50: result.latency.p50, total: result.requests.total, cpuUs, failures };
}

// ---- main

/**
 * The built api on SQLite (a throwaway DATA_DIR) or PostgreSQL (a throwaway schema), and BENCH_SESSIONS
 * signed-in sessions spread over the seeded trial users, each a session row and a token with its id,
 * as the sso would issue them (the api checks the session on every request).
 */
async function startBenchApi(dialect, main = apiMain) {
  const dataDir = mkdtempSync(join(tmpdir(), 'paperlight-bench-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  let databaseUrl = '';
  let query;
  if (dialect === 'postgres') {
    const schema = `bench_api_${Date.now()}`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    cleanups.push(async () => {
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    });
    const url = new URL(pgUrl);
    url.searchParams.set('options', `-c search_path=${schema}`);
    databaseUrl = url.toString();
    query = async (sql, params) => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        return (
          await client.query(
            sql.replace(
              /\?/g,
              (() => {
                let i = 0;
                return () => `$${++i}`;
              })(),
            ),
            params,
          )
        ).rows;
      } finally {
        await client.end();
      }
    };
  } else {
    query = async (sql, params) => {
      const db = new Sqlite(join(dataDir, 'paperlight.db'));
      try {
        return sql.startsWith('select') ? db.prepare(sql).all(...params) : (db.prepare(sql).run(...params), []);
      } finally {
        db.close();
      }
    };
  }
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // BENCH_CPU_PROF=<dir>: the api writes a V8 CPU profile there when it stops (open it in Chrome's devtools).
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${resolve(process.env.BENCH_CPU_PROF)}`] : [];
  const api = startProcess(
    cleanups,
    ['--enable-source-maps', ...profile, main],
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      API_URL: url,
      SSO_URL: ssoUrl,
      SITE_URL: 'http://localhost:3000',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      REDIS_URL: '',
      SAMPLES_DIR: join(root, 'apps/api/samples'),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      DEMO_ACCOUNTS: 'true',
    },
    `api (${dialect})`,
  );
  await waitFor(`${url}/health`, api, 120_000);

  const users = await query("select id, name, email, trial_end_date as trialend from users where email like 'trial%' order by email", []);
  if (users.length === 0) throw new Error('could not find the seeded trial users');
  const at = new Date().toISOString();
  const tokens = [];
  for (let i = 0; i < sessions; i++) {
    const user = users[i % users.length];
    const sid = `bench-${Date.now()}-${i}`;
    await query("insert into sessions (id, user_id, kind, created_at, expires_at) values (?, ?, 'app', ?, ?)", [
      sid,
      user.id,
      at,
      new Date(Date.now() + 86_400_000).toISOString(),
    ]);
    tokens.push(
      mintToken({
        sub: user.id,
        sid,
        name: user.name,
        email: user.email,
        isGuest: false,
        isAdmin: false,
        isSales: false,
        isToolAdmin: false,
        isFreeTrailActive: true,
        trialEndDate: user.trialend,
      }),
    );
  }
  const probe = await fetch(`${url}/free-trial/time-left`, { headers: { authorization: `Bearer ${tokens[0]}` } });
  const body = await probe.text();
  if (probe.status !== 200 || !(JSON.parse(body).data > 0)) throw new Error(`unexpected time-left answer ${probe.status} ${body}`);
  return { url, tokens, body, email: users[0].email, stop: api.stop, pid: api.child.pid };
}

const timeLeftRequests = (tokens) =>
  tokens.map((token) => ({ method: 'GET', path: '/free-trial/time-left', headers: { authorization: `Bearer ${token}` } }));

let exitCode = 1;
try {
  const sqliteApi = await startBenchApi('sqlite');
  const body = sqliteApi.body;

  const { url: bareUrl, proc: bare } = await startBareServer(cleanups, body);

  const beforeApi = process.env.BENCH_API_BEFORE ? await startBenchApi('sqlite', resolve(process.env.BENCH_API_BEFORE)) : null;
  const pgApi = process.env.BENCH_POSTGRES !== '0' && (await postgresReachable()) ? await startBenchApi('postgres') : null;
  if (!pgApi) console.log(`PostgreSQL: skipped (BENCH_POSTGRES=0 or ${pgUrl} unreachable; set TEST_DATABASE_URL)`);
  const servers = [
    ['api (SQLite) GET /free-trial/time-left', sqliteApi.url, timeLeftRequests(sqliteApi.tokens), sqliteApi.pid],
    ...(beforeApi
      ? [['api BEFORE (SQLite) GET /free-trial/time-left', beforeApi.url, timeLeftRequests(beforeApi.tokens), beforeApi.pid]]
      : []),
    ...(pgApi ? [['api (PostgreSQL) GET /free-trial/time-left', pgApi.url, timeLeftRequests(pgApi.tokens), pgApi.pid]] : []),
    ['bare node:http', bareUrl, [], bare.child.pid],
  ];
  console.log(
    `bench:api: ${connections} connections; ${rounds} rounds of ${duration} s per server, each api next to the bare server in the same round; ${sessions} sessions of the seeded trial users; time-left for ${sqliteApi.email} = ${body}`,
  );
  const loadBefore = loadavg()[0];
  // Rounds, not one long run each: other load on a shared machine comes and goes, and a ratio taken
  // between neighbours in time is less moved by it. Each figure is the median over the rounds.
  // Each round starts with the next server, so that no server always runs straight after the previous
  // round's bare run (the SQLite api did, decision 0209).
  const perRound = servers.map(() => []);
  for (let round = 0; round < rounds; round++) {
    for (let turn = 0; turn < servers.length; turn++) {
      const index = (round + turn) % servers.length;
      const [name, url, requests, pid] = servers[index];
      const result = await measure(`${name} round ${round + 1}`, url, requests, pid);
      perRound[index][round] = result;
      if (process.env.BENCH_VERBOSE === '1')
        console.log(
          `round ${round + 1}, turn ${turn + 1}: ${name} ${result.rps.toFixed(0)} req/s, ${result.cpuUs?.toFixed(1) ?? '-'} µs a request`,
        );
    }
  }
  await pgApi?.stop();
  await beforeApi?.stop();
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const bareRounds = perRound.at(-1);
  const summary = perRound.map((list) => ({
    rps: median(list.map((r) => r.rps)),
    p50: median(list.map((r) => r.p50)),
    p99: median(list.map((r) => r.p99)),
    cpuUs: list.some((r) => r.cpuUs === null) ? null : median(list.map((r) => r.cpuUs)),
    total: list.reduce((sum, r) => sum + r.total, 0),
    failures: list.reduce((sum, r) => sum + r.failures, 0),
    ratio: median(list.map((r, round) => r.rps / bareRounds[round].rps)),
  }));
  const results = servers.slice(0, -1).map(([name], index) => [name, summary[index]]);
  const bareResult = summary.at(-1);
  const apiUrl = sqliteApi.url;
  const token = sqliteApi.tokens[0];

  const cores = availableParallelism();
  const load = Math.max(loadBefore, loadavg()[0]);
  const pad = (v, n) => String(v).padEnd(n);
  console.log('');
  console.log(
    `${pad('server', 46)}${pad('req/s', 10)}${pad('p50 ms', 9)}${pad('p99 ms', 9)}${pad('× bare', 9)}${pad('CPU µs/req', 12)}requests`,
  );
  let apiOk = true;
  for (const [name, r] of [...results, ['bare node:http', bareResult]]) {
    console.log(
      `${pad(name, 46)}${pad(r.rps.toFixed(0), 10)}${pad(r.p50, 9)}${pad(r.p99, 9)}${pad(r.ratio.toFixed(2), 9)}${pad(r.cpuUs === null ? '-' : r.cpuUs.toFixed(0), 12)}${r.total}`,
    );
  }
  console.log('');
  for (const [name, r] of results) {
    const ratio = r.ratio;
    const ratioOk = ratio >= TARGET_RATIO;
    const p99Ok = r.p99 < TARGET_P99_MS && r.failures === 0;
    // The build measured for comparison (BENCH_API_BEFORE) is reported, not judged.
    if (!name.includes('BEFORE')) apiOk = apiOk && ratioOk && p99Ok;
    console.log(
      `${name}: throughput ${ratio.toFixed(2)} × bare (target ≥ ${TARGET_RATIO}) ${ratioOk ? 'PASS' : 'FAIL'}; p99 ${r.p99} ms (target < ${TARGET_P99_MS} ms) ${p99Ok ? 'PASS' : 'FAIL'}`,
    );
  }
  // autocannon, the api and the bare server share this machine; other load skews both figures.
  console.log(`load average (1 min) ${load.toFixed(1)} on ${cores} cores${load > cores ? '; the figures include that contention' : ''}`);
  const engineOk =
    process.env.BENCH_ENGINE === '0'
      ? true
      : await runEngineCase({ apiUrl, token, papersDir: process.env.PAPERS_DIR ?? resolve(root, '..', 'shared', 'papers') });
  console.log(apiOk && engineOk ? 'PASS' : 'FAIL');
  exitCode = apiOk && engineOk ? 0 : 1;
} catch (error) {
  console.error('bench:api failed:', error);
  exitCode = 1;
} finally {
  await cleanup();
}
process.exit(exitCode);
