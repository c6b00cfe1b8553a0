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
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', SSO_URL: 'http://localhost:4100', SITE_URL: 'http://localhost:3000', DEMO_ACCOUNTS: 'true', NODE_ENV: 'production' },
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

  it('warns loudly when a production deployment still has the demo accounts', async () => {
    const { stderr, code } = await new Promise<{ stderr: string; code: number | null }>((resolve) => {
      const child = spawn(process.execPath, [join(appDir, outfile)], {
        cwd: tmpdir(),
        // The same data folder: the demo accounts exist, DEMO_ACCOUNTS is no longer set, the address is public.
        env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', SSO_URL: 'https://sso.example.org', SITE_URL: 'https://example.org', DEMO_ACCOUNTS: '', NODE_ENV: 'production' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let err = '';
      child.stderr.on('data', (chunk: Buffer) => {
        err += chunk.toString();
        if (err.includes('Anyone can sign in')) child.kill('SIGTERM');
      });
      child.stdout.on('data', () => undefined);
      const timer = setTimeout(() => child.kill('SIGTERM'), 15_000);
      child.on('exit', (exitCode) => {
        clearTimeout(timer);
        resolve({ stderr: err, code: exitCode });
      });
    });
    expect(stderr).toContain('WARNING: 7 demo account(s) with the password published in the README exist');
    expect(stderr).toContain('admin@paperlight.test');
    expect(stderr).not.toContain('Paperlight-demo-2026');
    // Killed as soon as the warning showed: a warning, not a refusal to start.
    expect(code === 0 || code === null).toBe(true);
  });
});
