#!/usr/bin/env node
// `pnpm bench:api`: GET /free-trial/time-left on the built api against a bare node:http server
// answering the same JSON; then the engine case (bench-api-engine.mjs): /health and time-left p99
// while bomb PDFs are checked and a video renders, against idle. Expects `pnpm build` to have run.
//   targets: api throughput ≥ 0.5 × bare, api p99 latency < 20 ms; engine case p99 ≤ 2 × idle, < 100 ms
//   env: BENCH_ENGINE=0 skips the engine case
//   env: BENCH_DURATION (s, default 10), BENCH_CONNECTIONS (default 100)
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { runEngineCase } from './bench-api-engine.mjs';
import { createCleanups, freePort, startProcess, startTokenIssuer, waitFor } from './bench-lib.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const apiMain = join(root, 'apps/api/dist/main.js');
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
const TARGET_RATIO = 0.5;
const TARGET_P99_MS = 20;

if (!existsSync(apiMain)) {
  console.error(`bench:api: ${apiMain} is missing; run \`pnpm build\` first.`);
  process.exit(1);
}

const cleanups = createCleanups('bench:api');
const cleanup = cleanups.run;
const { ssoUrl, mintToken } = await startTokenIssuer(cleanups);

function run(title, url, headers, seconds) {
  return new Promise((resolveRun, reject) => {
    autocannon({ title, url, headers, connections, duration: seconds }, (error, result) => (error ? reject(error) : resolveRun(result)));
  });
}

async function measure(title, url, headers) {
  // A short warm-up so that both servers are measured after JIT, not during it.
  await run(`${title} warm-up`, url, headers, Math.min(3, duration));
  const result = await run(title, url, headers, duration);
  const failures = result.non2xx + result.errors + result.timeouts;
  if (failures > 0) throw new Error(`${title}: ${failures} failed requests (non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts})`);
  return { rps: result.requests.average, p99: result.latency.p99, p50: result.latency.p50, total: result.requests.total };
}

// ---- main

let exitCode = 1;
try {
  const dataDir = mkdtempSync(join(tmpdir(), 'paperlight-bench-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));

  const apiPort = await freePort();
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const api = startProcess(cleanups, ['--enable-source-maps', apiMain], {
    PORT: String(apiPort), HOST: '127.0.0.1', API_URL: apiUrl, SSO_URL: ssoUrl, SITE_URL: 'http://localhost:3000',
    DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', LOG_LEVEL: 'warn', NODE_ENV: 'production', DEMO_ACCOUNTS: 'true',
  }, 'api');
  await waitFor(`${apiUrl}/health`, api);

  // The api seeds the demo accounts on start (DEMO_ACCOUNTS=true); the 5-day trial user signs in like the
  // sso would sign them in: a session row, and its id in the token (the api checks it on every request).
  const Sqlite = createRequire(join(root, 'apps/api/package.json'))('better-sqlite3');
  const db = new Sqlite(join(dataDir, 'paperlight.db'));
  const trialUser = db.prepare("select id, name, email, trial_end_date as trialEndDate from users where email = 'trial5@paperlight.test'").get();
  if (!trialUser) throw new Error('could not find the seeded trial user');
  const sid = `bench-${Date.now()}`;
  const at = new Date().toISOString();
  db.prepare("insert into sessions (id, user_id, kind, created_at, expires_at) values (?, ?, 'app', ?, ?)").run(sid, trialUser.id, at, new Date(Date.now() + 86_400_000).toISOString());
  db.close();

  const token = mintToken({
    sub: trialUser.id, sid, name: trialUser.name, email: trialUser.email, isGuest: false, isAdmin: false, isSales: false,
    isToolAdmin: false, isFreeTrailActive: true, trialEndDate: trialUser.trialEndDate,
  });
  const headers = { authorization: `Bearer ${token}` };
  const probe = await fetch(`${apiUrl}/free-trial/time-left`, { headers });
  const body = await probe.text();
  if (probe.status !== 200 || !(JSON.parse(body).data > 0)) throw new Error(`unexpected time-left answer ${probe.status} ${body}`);

  const barePort = await freePort();
  const bareSource = `require('node:http').createServer((q, s) => { s.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }); s.end(${JSON.stringify(body)}); }).listen(${barePort}, '127.0.0.1');`;
  const bare = startProcess(cleanups, ['-e', bareSource], {}, 'bare node:http');
  const bareUrl = `http://127.0.0.1:${barePort}`;
  await waitFor(bareUrl, bare);

  console.log(`bench:api: ${connections} connections, ${duration} s each; time-left for ${trialUser.email} = ${body}`);
  const loadBefore = loadavg()[0];
  const apiResult = await measure('api GET /free-trial/time-left', `${apiUrl}/free-trial/time-left`, headers);
  const bareResult = await measure('bare node:http', bareUrl, {});

  const ratio = apiResult.rps / bareResult.rps;
  const cores = availableParallelism();
  const load = Math.max(loadBefore, loadavg()[0]);
  const pad = (s, n) => String(s).padEnd(n);
  console.log('');
  console.log(`${pad('server', 34)}${pad('req/s', 12)}${pad('p50 ms', 10)}${pad('p99 ms', 10)}requests`);
  for (const [name, r] of [['api GET /free-trial/time-left', apiResult], ['bare node:http', bareResult]]) {
    console.log(`${pad(name, 34)}${pad(r.rps.toFixed(0), 12)}${pad(r.p50, 10)}${pad(r.p99, 10)}${r.total}`);
  }
  const ratioOk = ratio >= TARGET_RATIO;
  const p99Ok = apiResult.p99 < TARGET_P99_MS;
  console.log('');
  console.log(`throughput ratio api/bare: ${ratio.toFixed(2)} (target ≥ ${TARGET_RATIO}) ${ratioOk ? 'PASS' : 'FAIL'}`);
  console.log(`api p99 latency: ${apiResult.p99} ms (target < ${TARGET_P99_MS} ms) ${p99Ok ? 'PASS' : 'FAIL'}`);
  // autocannon, the api and the bare server share this machine; other load skews both figures.
  if (load > cores) console.log(`note: 1-minute load average reached ${load.toFixed(1)} on ${cores} cores; the figures include that contention`);
  const engineOk = process.env.BENCH_ENGINE === '0' ? true : await runEngineCase({ apiUrl, token, papersDir: process.env.PAPERS_DIR ?? resolve(root, '..', 'shared', 'papers') });
  console.log(ratioOk && p99Ok && engineOk ? 'PASS' : 'FAIL');
  exitCode = ratioOk && p99Ok && engineOk ? 0 : 1;
} catch (error) {
  console.error('bench:api failed:', error);
  exitCode = 1;
} finally {
  await cleanup();
}
process.exit(exitCode);
