// Shared by start.mjs, test.mjs and the benchmarks: where things are and how to wait for them.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export function serviceUrls(env = process.env) {
  return {
    site: env.SITE_URL ?? 'http://localhost:3000',
    api: env.API_URL ?? 'http://localhost:4000',
    sso: env.SSO_URL ?? 'http://localhost:4100',
  };
}

/** Runs pnpm (the one that launched us when there is one) and resolves with its exit code. */
export function pnpm(args, options = {}) {
  const execPath = process.env.npm_execpath;
  const [cmd, argv] = execPath && /pnpm/.test(execPath) ? [process.execPath, [execPath, ...args]] : ['pnpm', args];
  return run(cmd, argv, options);
}

export function run(cmd, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(signal ? 1 : (code ?? 1)));
    child.on('error', () => resolve(127));
  });
}

export async function waitForHealth(url, { timeoutMs = 60_000, isAlive = () => true } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error(`${url} exited before it answered`);
    try {
      const res = await fetch(new URL('/health', url), { signal: AbortSignal.timeout(1000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url}/health did not answer within ${timeoutMs / 1000} s`);
}
