#!/usr/bin/env node
// `pnpm start`: builds what changed (turbo cache), then runs sso, api and site in production mode,
// waits until each answers /health and prints the addresses and seeded accounts.
// `pnpm dev`: the same services with hot reload.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pnpm, root, serviceUrls, waitForHealth } from './lib.mjs';

const dev = process.argv.includes('--dev');
const skipBuild = process.argv.includes('--no-build') || dev;
const started = Date.now();
const urls = serviceUrls();
const portOf = (url) => new URL(url).port || (new URL(url).protocol === 'https:' ? '443' : '80');

if (!skipBuild) {
  const code = await pnpm([
    'exec',
    'turbo',
    'run',
    'build',
    '--output-logs=errors-only',
    '--filter=./apps/*',
    '--filter=!@paperlight/storybook',
  ]);
  if (code !== 0) process.exit(code);
}

// The local demo signs in with the seeded accounts of the README (DEMO_ACCOUNTS=true unless set otherwise).
const env = {
  ...process.env,
  SITE_URL: urls.site,
  API_URL: urls.api,
  SSO_URL: urls.sso,
  NODE_ENV: dev ? 'development' : 'production',
  DEMO_ACCOUNTS: process.env.DEMO_ACCOUNTS ?? 'true',
};
const services = [
  {
    name: 'sso',
    url: urls.sso,
    cwd: 'apps/sso',
    cmd: dev ? ['exec', 'tsx', 'watch', 'src/main.ts'] : null,
    prod: ['--enable-source-maps', 'dist/main.js'],
  },
  {
    name: 'api',
    url: urls.api,
    cwd: 'apps/api',
    cmd: dev ? ['exec', 'tsx', 'watch', 'src/main.ts'] : null,
    prod: ['--enable-source-maps', 'dist/main.js'],
  },
  {
    name: 'site',
    url: urls.site,
    cwd: 'apps/site',
    cmd: dev ? ['exec', 'remix', 'vite:dev', '--port', portOf(urls.site), '--strictPort'] : null,
    prod: ['start.mjs'],
  },
];
// Without Redis the api starts and supervises the Paper Remix worker itself; with it, workers are
// processes of their own (decision 0018), and this script runs one.
const worker = process.env.REDIS_URL
  ? {
      name: 'worker',
      cwd: 'apps/worker',
      cmd: dev ? ['exec', 'tsx', 'watch', 'src/main.ts'] : null,
      prod: ['--enable-source-maps', 'dist/main.js'],
    }
  : null;

const children = new Set();
let stopping = false;
let ready = false;
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 1500).unref();
  if ([...children].every((c) => c.exitCode !== null)) process.exit(code);
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

function launch(service) {
  const serviceEnv = { ...env, PORT: portOf(service.url) };
  const execPath = process.env.npm_execpath;
  const [cmd, args] = service.cmd
    ? execPath
      ? [process.execPath, [execPath, ...service.cmd]]
      : ['pnpm', service.cmd]
    : [process.execPath, service.prod];
  const child = spawn(cmd, args, { cwd: join(root, service.cwd), env: serviceEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [child.stdout, child.stderr]) {
    let buffered = '';
    stream.on('data', (chunk) => {
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) if (line) process.stdout.write(`[${service.name}] ${line}\n`);
    });
  }
  const startedAt = Date.now();
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (stopping) return;
    if (!ready) {
      console.error(`[${service.name}] exited with ${signal ?? `code ${code}`} while starting; stopping the others.`);
      stopAll(code || 1);
      return;
    }
    // Once the stack is up, a service that dies is started again and the others keep serving.
    // A service that ran a minute starts its backoff over; one that keeps dying waits up to 30 s.
    service.crashes = Date.now() - startedAt > 60_000 ? 0 : (service.crashes ?? 0);
    const delay = Math.min(30_000, 1000 * 2 ** service.crashes);
    service.crashes += 1;
    console.error(`[${service.name}] exited with ${signal ?? `code ${code}`}; restarting in ${delay / 1000} s.`);
    setTimeout(() => {
      if (!stopping) launch(service);
    }, delay);
  });
  children.add(child);
  return child;
}

try {
  // The sso migrates and seeds the database; the others start once it has.
  const sso = launch(services[0]);
  await waitForHealth(urls.sso, { isAlive: () => sso.exitCode === null, timeoutMs: dev ? 120_000 : 60_000 });
  const rest = services.slice(1).map((s) => [s, launch(s)]);
  await Promise.all(
    rest.map(([s, child]) => waitForHealth(s.url, { isAlive: () => child.exitCode === null, timeoutMs: dev ? 120_000 : 60_000 })),
  );
  if (worker) launch(worker);
  ready = true;
} catch (error) {
  console.error(String(error));
  stopAll(1);
  await new Promise(() => {});
}

const accounts = JSON.parse(readFileSync(join(root, 'tooling/db/src/seed-accounts.json'), 'utf8'));
const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log(`
Paperlight is running (${dev ? 'development' : 'production'} mode, ready in ${seconds} s)
  site  ${urls.site}
  api   ${urls.api}
  sso   ${urls.sso}
  mail  ${process.env.SMTP_URL ? `SMTP ${new URL(process.env.SMTP_URL).host}` : `${join(process.env.DATA_DIR ?? join(root, 'data'), 'outbox')} (one .eml file per message)`}

${
  env.DEMO_ACCOUNTS === 'true'
    ? `Seeded accounts (password: ${accounts.password})\n${accounts.accounts.map((a) => `  ${a.email.padEnd(26)} ${a.description}`).join('\n')}`
    : 'No demo accounts (DEMO_ACCOUNTS is not true).'
}

Press Ctrl+C to stop.`);
