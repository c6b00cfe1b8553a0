#!/usr/bin/env node
// `pnpm bench:stuffing`: one minute of credential stuffing from one loopback address against a real
// account on the built sso (issues 16 and 33). Expects `pnpm build`; builds nothing.
//   The minute opens with a parallel burst (BENCH_BURST posts at once, default 70), then one post
//   after another until the end.
//   targets: the attacker gets at most 10 passwords checked in the minute; the account's owner signs
//   in during the burst and during the sustained attack, from a browser that signed in before
//   (device cookie) on the same address and from a new browser on another address (one proxy hop,
//   TRUST_PROXY=1).
//   env: BENCH_DURATION (s, default 60), BENCH_BURST (default 70)
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCleanups, freePort, startProcess, waitFor } from './bench-lib.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const ssoMain = join(root, 'apps/sso/dist/main.js');
const duration = Number(process.env.BENCH_DURATION ?? 60) * 1000;
const TARGET_CHECKED = 10;
const burstSize = Number(process.env.BENCH_BURST ?? 70);
const email = 'admin@paperlight.test';
const password = 'Paperlight-demo-2026';
const attacker = '203.0.113.66';

if (!existsSync(ssoMain)) {
  console.error(`bench:stuffing: ${ssoMain} is missing; run \`pnpm build\` first.`);
  process.exit(1);
}

const cleanups = createCleanups('bench:stuffing');
let exitCode = 1;
try {
  const dataDir = mkdtempSync(join(tmpdir(), 'paperlight-bench-stuffing-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const sso = startProcess(
    cleanups,
    ['--enable-source-maps', ssoMain],
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      SSO_URL: url,
      SITE_URL: 'http://localhost:3000',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      DEMO_ACCOUNTS: 'true',
      TRUST_PROXY: '1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
    'sso',
  );
  await waitFor(`${url}/health`, sso);

  const login = (pass, { from = attacker, cookie } = {}) =>
    fetch(`${url}/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': from, ...(cookie ? { cookie } : {}) },
      body: new URLSearchParams({ email, password: pass }).toString(),
    });

  // Before the attack the owner signed in from this browser (same address as the attacker).
  const before = await login(password);
  const device = before.headers
    .getSetCookie()
    .find((c) => c.startsWith('pl_device='))
    ?.split(';')[0];
  if (before.status !== 303 || !device) throw new Error(`the owner could not sign in before the attack (${before.status})`);

  const counts = { sent: 0, checked: 0, refused: 0, other: 0 };
  const tally = async (response) => {
    await response.arrayBuffer();
    counts.sent += 1;
    if (response.status === 401) counts.checked += 1;
    else if (response.status === 429) counts.refused += 1;
    else counts.other += 1;
  };
  const owner = [];
  const ownerTries = async (when) => {
    const [sameBrowser, elsewhere] = await Promise.all([login(password, { cookie: device }), login(password, { from: '198.51.100.7' })]);
    owner.push([`${when}: owner, browser that signed in before, attacker's address`, sameBrowser.status]);
    owner.push([`${when}: owner, new browser, another address`, elsewhere.status]);
  };
  const started = performance.now();
  // The burst: every post leaves before any answer comes back; the owner signs in meanwhile.
  const burst = Array.from({ length: burstSize }, (_, i) => login(`burst-${i}-Password`).then(tally));
  const duringBurst = ownerTries('during the burst');
  await Promise.all([...burst, duringBurst]);
  const burstSeconds = (performance.now() - started) / 1000;
  const burstChecked = counts.checked;
  let ownerDone = false;
  while (performance.now() - started < duration) {
    await tally(await login(`guess-${counts.sent}-Password`));
    if (!ownerDone && performance.now() - started > duration / 2) {
      ownerDone = true;
      await ownerTries('sustained attack');
    }
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(`bench:stuffing: ${seconds.toFixed(1)} s of wrong passwords for ${email} from ${attacker}`);
  console.log(`  burst: ${burstSize} parallel posts answered in ${burstSeconds.toFixed(1)} s, passwords checked ${burstChecked}`);
  console.log(
    `  sent ${counts.sent} (${(counts.sent / seconds).toFixed(1)}/s), passwords checked ${counts.checked}, refused unchecked (429) ${counts.refused}, other ${counts.other}`,
  );
  for (const [who, status] of owner) console.log(`  ${who}: ${status === 303 ? 'signed in (303)' : `refused (${status})`}`);
  const perMinute = (counts.checked / seconds) * 60;
  const ok = counts.checked <= TARGET_CHECKED * Math.max(1, seconds / 60) && owner.every(([, status]) => status === 303);
  console.log(
    `bench:stuffing: attacker ${perMinute.toFixed(1)} checked passwords a minute (target ≤ ${TARGET_CHECKED}), owner ${owner.every(([, s]) => s === 303) ? 'signed in' : 'KEPT OUT'}: ${ok ? 'PASS' : 'FAIL'}`,
  );
  exitCode = ok ? 0 : 1;
} catch (error) {
  console.error(`bench:stuffing: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await cleanups.run();
}
process.exit(exitCode);
