/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are checked by the assertions, not by types */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase, userToClaims, type Database } from '@paperlight/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPaper, SMALLEST_PAPER } from '@paperlight/remix-core/testing';
import { chainNodes, remixClient } from './remix-client';
import type { ApiHarness } from './harness';
import { startTestIssuer, type TestIssuer } from './issuer';

const API_DIR = fileURLToPath(new URL('..', import.meta.url));

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs: number, everyMs = 100): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

/**
 * The real api process (src/main.ts through tsx), on its own SQLite file: the test kills it with
 * SIGKILL mid-job, as a crash or an OOM kill would, and starts it again on the same data.
 */
describe('given the api process is killed while a node is generating', () => {
  let issuer: TestIssuer;
  let dataDir: string;
  let url: string;
  let env: NodeJS.ProcessEnv;
  let child: ChildProcess | undefined;
  let database: Database;

  const startProcess = async () => {
    const proc = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: API_DIR, env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    proc.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child = proc;
    await until(
      'the api to answer /health',
      async () => {
        if (proc.exitCode !== null) throw new Error(`api exited with ${proc.exitCode}: ${stderr}`);
        return (await fetch(`${url}/health`)).ok || undefined;
      },
      60_000,
    ).catch((error: unknown) => {
      throw new Error(`${String(error)}\n${stderr}`);
    });
    return proc;
  };

  beforeAll(async () => {
    issuer = await startTestIssuer();
    dataDir = mkdtempSync(join(tmpdir(), 'paperlight-kill-'));
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    env = {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      API_URL: url,
      SSO_URL: issuer.url,
      SITE_URL: 'http://localhost:5273',
      LOG_LEVEL: 'warn',
      // The seeded accounts are made only on request (decision 0031).
      DEMO_ACCOUNTS: 'true',
      // A dead process's job is recognised after 3 missed heartbeats: 1.5 s instead of 15 s.
      REMIX_HEARTBEAT_MS: '500',
    };
    await startProcess();
    database = openDatabase({ dataDir });
  }, 90_000);

  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((r) => child!.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    await database?.destroy();
    await issuer?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('finds the job stuck as running, then completes it after the restart — the node never stays processing', async () => {
    const user = await database.db.selectFrom('users').selectAll().where('email', '=', 'trial5@paperlight.test').executeTakeFirstOrThrow();
    const token = await issuer.sign({ sub: user.id, isGuest: false, ...userToClaims(user) });
    const client = remixClient({ url } as ApiHarness, token);
    const id = await client.createProject('Crash test');
    expect((await client.save(id, chainNodes())).status).toBe(200);
    expect((await client.upload(id, 'in', readPaper(SMALLEST_PAPER))).status).toBe(200);

    const nodeStatus = async (clientNodeId: string) => {
      const { body } = await client.call('GET', `/paper-remix/project/${id}`);
      return body.data.nodes.find((n: any) => n.clientNodeId === clientNodeId) as { status: string; execution: any };
    };
    const settled = (clientNodeId: string, timeoutMs: number) =>
      until(
        `${clientNodeId} to settle`,
        async () => {
          const node = await nodeStatus(clientNodeId);
          return node.status === 'completed' || node.status === 'failed' ? node : undefined;
        },
        timeoutMs,
        200,
      );

    for (const [clientNodeId, nodeType] of [
      ['in', 'paperInput'],
      ['script', 'script'],
      ['board', 'storyboard'],
    ] as const) {
      expect((await client.generate(id, clientNodeId, nodeType)).status).toBe(200);
      expect((await settled(clientNodeId, 90_000)).status).toBe('completed');
    }

    // The video is the longest stage: kill the process once its job has started running.
    expect((await client.generate(id, 'video', 'video')).status).toBe(200);
    const jobs = () => database.db.selectFrom('jobs').selectAll().where('project_id', '=', id).where('node_type', '=', 'video');
    await until(
      'the video job to run',
      async () => ((await jobs().executeTakeFirst())?.status === 'running' ? true : undefined),
      30_000,
      20,
    );
    const exited = new Promise((r) => child!.once('exit', r));
    child!.kill('SIGKILL');
    await exited;

    // The api's worker sees its api gone and stops too, putting the job back (or dies before it can).
    const left = await jobs().executeTakeFirstOrThrow();
    expect(['running', 'queued']).toContain(left.status);
    expect(left.finished_at).toBeNull();

    await startProcess();
    const video = await settled('video', 150_000);
    expect(video.status).toBe('completed');
    expect(video.execution.videoUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/files\//);
    const mp4 = await fetch(video.execution.videoUrl);
    expect(mp4.status).toBe(200);
    expect(mp4.headers.get('content-type')).toBe('video/mp4');
    expect((await mp4.arrayBuffer()).byteLength).toBeGreaterThan(10_000);
    const after = await jobs().executeTakeFirstOrThrow();
    expect(after.status).toBe('completed');
    expect(after.attempts).toBeLessThanOrEqual(2);
    expect(await database.db.selectFrom('jobs').select('status').where('status', 'in', ['running', 'queued']).execute()).toEqual([]);
  }, 300_000);
});
