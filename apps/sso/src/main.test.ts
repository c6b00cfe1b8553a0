import { spawn } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const appDir = join(__dirname, '..');
// Inside the app so the bundle's external imports resolve from apps/sso/node_modules, as in dist/.
const outfile = 'node_modules/.cache/sso-main-test/main.js';
const dataDir = mkdtempSync(join(tmpdir(), 'paperlight-sso-main-'));

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('given the production bundle', () => {
  it('builds with workspace packages inlined and npm packages external', () => {
    const output = execFileSync(join(appDir, 'node_modules/.bin/paperlight-build-service'), ['src/main.ts', `--outfile=${outfile}`], {
      cwd: appDir,
      encoding: 'utf8',
    });
    expect(output).toContain('@paperlight/sso: built');
  });

  it('starts from env, migrates, seeds the demo accounts when asked, logs JSON lines without passwords and serves /health', async () => {
    const child = spawn(process.execPath, [join(appDir, outfile)], {
      cwd: tmpdir(),
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        SSO_URL: 'http://localhost:4100',
        SITE_URL: 'http://localhost:3000',
        DEMO_ACCOUNTS: 'true',
        NODE_ENV: 'production',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const lines: string[] = [];
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const address = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`sso did not start: ${stderr}${lines.join('\n')}`)), 15_000);
      let buffer = '';
      child.stdout.on('data', (chunk: Buffer) => {
        buffer += chunk.toString();
        const parts = buffer.split('\n');
        buffer = parts.pop()!;
        for (const line of parts) {
          lines.push(line);
          const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line);
          if (match) {
            clearTimeout(timer);
            resolve(match[1]!);
          }
        }
      });
      child.on('exit', (code) => reject(new Error(`sso exited with ${code}: ${stderr}`)));
    });
    try {
      expect(await (await fetch(`${address}/health`)).json()).toEqual({ status: 'ok', service: 'sso' });
      const jwks = (await (await fetch(`${address}/.well-known/jwks.json`)).json()) as { keys: { kid: string }[] };
      expect(jwks.keys).toHaveLength(1);
      const records = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(records.every((r) => typeof r.level === 'number' && typeof r.msg === 'string')).toBe(true);
      const ready = records.find((r) => r.msg === 'sso ready') as { demoAccounts: number; mail: string } | undefined;
      expect(ready?.demoAccounts).toBe(7);
      expect(ready?.mail).toBe(join(dataDir, 'outbox'));
      expect(lines.join('\n')).not.toContain('Paperlight-demo-2026');
      expect(stderr).not.toContain('WARNING');
      // The signing key is encrypted with a secret kept beside the database, not in it.
      const secrets = JSON.parse(readFileSync(join(dataDir, 'secrets.json'), 'utf8')) as Record<string, string>;
      expect(secrets.signingKeySecret?.length).toBeGreaterThanOrEqual(32);
    } finally {
      const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    }
  });

  it('takes the published password away from demo accounts left in a production database once DEMO_ACCOUNTS is unset', async () => {
    // The same data folder: the demo accounts exist, DEMO_ACCOUNTS is no longer set, the address is public.
    const sso = await startMain({ SSO_URL: 'https://sso.example.org', SITE_URL: 'https://example.org', DEMO_ACCOUNTS: '' });
    try {
      const signIn = await fetch(`${sso.address}/login`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email: 'admin@paperlight.test', password: 'Paperlight-demo-2026' }).toString(),
      });
      expect(signIn.status).toBe(401);
      const disabled = sso.records().find((r) => r.msg?.toString().startsWith('demo accounts disabled')) as
        { disabled?: string[] } | undefined;
      expect(disabled?.disabled).toHaveLength(7);
      expect(disabled?.disabled).toContain('admin@paperlight.test');
      // Nothing left to warn about: nobody can sign in with the published password any more.
      expect(sso.stderr()).not.toContain('WARNING');
    } finally {
      expect(await sso.stop()).toBe(0);
    }
  });

  it('warns loudly when DEMO_ACCOUNTS is true on a public address', async () => {
    const other = mkdtempSync(join(tmpdir(), 'paperlight-sso-main-'));
    const sso = await startMain({
      DATA_DIR: other,
      SSO_URL: 'https://sso.example.org',
      SITE_URL: 'https://example.org',
      DEMO_ACCOUNTS: 'true',
    });
    try {
      expect(sso.stderr()).toContain('WARNING: 7 demo account(s) with the password published in the README exist');
      expect(sso.stderr()).toContain('admin@paperlight.test');
      expect(sso.stderr()).not.toContain('Paperlight-demo-2026');
    } finally {
      // A warning, not a refusal to start.
      expect(await sso.stop()).toBe(0);
      rmSync(other, { recursive: true, force: true });
    }
  });
});

/** Starts the built sso on an ephemeral port with this test's data folder unless `env` says otherwise. */
async function startMain(env: Record<string, string>) {
  const child = spawn(process.execPath, [join(appDir, outfile)], {
    cwd: tmpdir(),
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const address = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`sso did not start: ${stderr}${lines.join('\n')}`)), 15_000);
    let buffer = '';
    child.stdout.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const parts = buffer.split('\n');
      buffer = parts.pop()!;
      for (const line of parts) {
        lines.push(line);
        const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line);
        if (match) {
          clearTimeout(timer);
          resolve(match[1]!);
        }
      }
    });
    child.on('exit', (code) => reject(new Error(`sso exited with ${code}: ${stderr}`)));
  });
  return {
    address,
    stderr: () => stderr,
    records: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
    stop: () => {
      child.kill('SIGTERM');
      return exited;
    },
  };
}
