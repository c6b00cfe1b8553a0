#!/usr/bin/env node
// `pnpm bench:site-load`: the site's pages under load (issue 32 item 5), a guest's against a signed-in
// visitor's, in one run so that the machine's other load weighs on both alike. A signed-in page asks
// the sso about its session on every request (decision 0030), a guest's does not. Starts the whole
// stack in production mode on free ports (start.mjs, a throwaway DATA_DIR), signs in a seeded trial
// account in Chromium as a visitor would, then loads, each for BENCH_DURATION seconds:
//   guest /        and signed-in /         (the same page, with and without a session)
//   guest /pricing and signed-in /dashboard (a signed-in visitor's own page)
//   target: the signed-in home page serves ≥ 0.5 × the guest home page's requests per second, and its
//           p99 latency is ≤ 2 × the guest's; every request answered 200 with the right page.
//   env: BENCH_DURATION (s, default 10), BENCH_CONNECTIONS (default 20), CHROME_PATH (default /usr/bin/chromium)
import { createRequire } from 'node:module';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startStack } from './bench-lib.mjs';
import { root } from './lib.mjs';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const seed = JSON.parse((await import('node:fs')).readFileSync(join(root, 'tooling/db/src/seed-accounts.json'), 'utf8'));
const ACCOUNT = 'trial5@paperlight.test';
const { chromium } = createRequire(join(root, 'apps/site/package.json'))('@playwright/test');

/** The site's cookies of a visitor signed in as `email`, as one Cookie header. */
async function signedInCookie(siteUrl, email) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage();
    await page.goto(`${siteUrl}/`);
    await page.locator('header').getByRole('link', { name: 'Login', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByLabel(/email/i).fill(email);
    await page.getByLabel(/password/i).fill(seed.password);
    await page.getByRole('button', { name: /sign in|log in|login/i }).click();
    await page.waitForURL((url) => url.origin === new URL(siteUrl).origin);
    await page.getByRole('button', { name: /account menu/i }).waitFor();
    const cookies = await page.context().cookies(siteUrl);
    return cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  } finally {
    await browser.close();
  }
}

function load(title, url, headers) {
  return new Promise((resolve, reject) => {
    autocannon({ title, url, headers, connections, duration }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** Whether the page answers as the visitor expects: the account menu only when signed in. */
async function looksRight(url, headers, signedIn) {
  const response = await fetch(url, { headers, redirect: 'manual' });
  const html = await response.text();
  return response.status === 200 && /account menu/i.test(html) === signedIn;
}

const stack = await startStack();
const rows = [];
let pass = true;
try {
  const cookie = await signedInCookie(stack.siteUrl, ACCOUNT);
  const cases = [
    { name: 'guest /', path: '/', headers: {}, signedIn: false },
    { name: 'signed-in /', path: '/', headers: { cookie }, signedIn: true },
    { name: 'guest /pricing', path: '/pricing', headers: {}, signedIn: false },
    { name: 'signed-in /dashboard', path: '/dashboard', headers: { cookie }, signedIn: true },
  ];
  for (const c of cases) {
    const url = `${stack.siteUrl}${c.path}`;
    if (!(await looksRight(url, c.headers, c.signedIn))) {
      console.error(`bench:site-load: ${c.name} did not answer 200 as a ${c.signedIn ? 'signed-in visitor' : 'guest'}`);
      pass = false;
      continue;
    }
    // A short warm-up, so the site is measured after its JIT and caches, not during them.
    await new Promise((resolve, reject) =>
      autocannon({ url, headers: c.headers, connections, duration: 2 }, (error) => (error ? reject(error) : resolve())),
    );
    const result = await load(c.name, url, c.headers);
    const failures = result.non2xx + result.errors + result.timeouts;
    if (failures > 0) pass = false;
    rows.push({
      page: c.name,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      requests: result.requests.total,
      failed: failures,
    });
  }
} finally {
  await stack.stop();
}

console.table(rows);
const guest = rows.find((r) => r.page === 'guest /');
const signedIn = rows.find((r) => r.page === 'signed-in /');
if (guest && signedIn) {
  const ratio = signedIn['req/s'] / guest['req/s'];
  const p99 = signedIn['p99 ms'] / Math.max(1, guest['p99 ms']);
  console.log(
    `signed-in / against guest /: ${ratio.toFixed(2)} × the requests per second (target ≥ 0.5), p99 ${p99.toFixed(2)} × (target ≤ 2)`,
  );
  pass &&= ratio >= 0.5 && p99 <= 2;
} else pass = false;
console.log(`${connections} connections, ${duration} s each; load average ${loadavg()[0].toFixed(2)} on ${availableParallelism()} cores`);
console.log(pass ? 'PASS' : 'FAIL');
process.exit(pass ? 0 : 1);
