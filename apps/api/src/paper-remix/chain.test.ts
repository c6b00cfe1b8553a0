/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are checked by the assertions, not by types */
import { randomBytes } from 'node:crypto';
import { postgresAvailable } from '@paperlight/db/testing';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { startApi } from '../../test/harness';
import { ffprobePath, run } from './ffmpeg';
import { RESTART_MESSAGE } from './jobs';
import { createLocalQueue } from './queue-local';
import { readPaper } from './test/papers';
import { chainNodes, processed, remixClient, SMALLEST_PAPER } from './test/remix-client';
import { startRemixWorker } from './worker';

const hasPostgres = await postgresAvailable();
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const opened: { close(): Promise<void> }[] = [];
const sockets: Socket[] = [];
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});
afterAll(async () => {
  for (const item of opened.splice(0).reverse()) await item.close();
});

async function generateAndWait(client: ReturnType<typeof remixClient>, socket: Socket, projectId: string, clientNodeId: string, nodeType: string) {
  const event = processed(socket, clientNodeId, 80_000);
  const started = await client.generate(projectId, clientNodeId, nodeType);
  expect(started.body).toMatchObject({ statusCode: 200, data: { jobId: expect.any(String) } });
  return event;
}

describe('given a real paper on SQLite with the in-process queue', () => {
  it('runs paperInput → script → storyboard → video and serves a playable MP4 through a signed URL', async () => {
    const api = await startApi('sqlite');
    opened.push(api);
    const client = remixClient(api, await api.tokenFor('trial5@paperlight.test'));
    const socket = await client.socket();
    sockets.push(socket);
    const progress: number[] = [];
    socket.on('paper-remix-node:progress', (p: { clientNodeId: string; percent: number }) => {
      if (p.clientNodeId === 'video') progress.push(p.percent);
    });
    const id = await client.createProject();
    await client.save(id, chainNodes({ scenes: 3 }));
    expect((await client.upload(id, 'in', readPaper(SMALLEST_PAPER))).status).toBe(200);

    const input = await generateAndWait(client, socket, id, 'in', 'paperInput');
    expect(input).toMatchObject({ clientNodeId: 'in', status: 'completed' });
    expect(input.outputData.pageCount).toBeGreaterThan(0);
    const script = await generateAndWait(client, socket, id, 'script', 'script');
    expect(script.status).toBe('completed');
    expect(script.execution.jsonOutput.slides.length).toBeGreaterThan(0);
    const board = await generateAndWait(client, socket, id, 'board', 'storyboard');
    expect(board.execution.jsonOutput.scenes).toHaveLength(3);
    const video = await generateAndWait(client, socket, id, 'video', 'video');
    expect(video.status).toBe('completed');
    expect(progress.length).toBeGreaterThan(1);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));

    const detail = (await client.call('GET', `/paper-remix/project/${id}`)).body.data;
    const node = detail.nodes.find((n: any) => n.clientNodeId === 'video');
    expect(node.status).toBe('completed');
    expect(node.execution).toMatchObject({ time_taken: expect.any(Number), videoUrl: expect.stringContaining('/files/') });
    const preview = (await client.call('GET', `/paper-remix/project/${id}/node/${node.id}/preview`)).body.data.s3ObjOutput.presigned_url;
    const probe = await run(ffprobePath, ['-v', 'error', '-show_entries', 'stream=codec_name,width,height', '-of', 'json', preview]);
    const streams = JSON.parse(probe.stdout.toString()).streams as { codec_name: string; width?: number; height?: number }[];
    expect(streams).toEqual(expect.arrayContaining([
      expect.objectContaining({ codec_name: 'h264', width: 1920, height: 1080 }), expect.objectContaining({ codec_name: 'aac' }),
    ]));
    const bad = new URL(preview);
    bad.searchParams.set('sig', 'x');
    expect((await fetch(bad)).status).toBe(403);
    const statuses = await api.testDb.database.db.selectFrom('jobs').select('status').execute();
    expect(statuses.map((s) => s.status)).toEqual(['completed', 'completed', 'completed', 'completed']);
  }, 120_000);

  it('resumes a job a crash left running, and fails one that already had its second chance', async () => {
    const api = await startApi('sqlite', { paperRemix: { heartbeatMs: 60_000 } });
    opened.push(api);
    const client = remixClient(api, await api.tokenFor('trial5@paperlight.test'));
    const socket = await client.socket();
    sockets.push(socket);
    const id = await client.createProject();
    await client.save(id, chainNodes());
    await client.upload(id, 'in', readPaper(SMALLEST_PAPER));
    const db = api.testDb.database.db;
    const node = await db.selectFrom('project_nodes').selectAll().where('client_node_id', '=', 'in').executeTakeFirstOrThrow();
    const stale = new Date(Date.now() - 10 * 60_000).toISOString();
    const crashed = (jobId: string, attempts: number) => ({
      id: jobId, project_id: id, project_node_id: node.id, node_type: 'paperInput', status: 'running' as const, attempts, progress: 40,
      heartbeat_at: stale, error: null, created_at: stale, started_at: stale, finished_at: null,
    });
    // As a killed process leaves it: the node processing, its job running with a dead heartbeat.
    await db.updateTable('project_nodes').set({ status: 'processing' }).where('id', '=', node.id).execute();
    await db.insertInto('jobs').values(crashed('crashed-once', 1)).execute();
    const done = processed(socket, 'in');
    const restarted = createLocalQueue(api.server.paperRemix.runtime, { staleMs: 30_000 });
    await restarted.start();
    expect(await done).toMatchObject({ status: 'completed' });
    await restarted.idle();
    expect(await db.selectFrom('jobs').select(['status', 'attempts']).where('id', '=', 'crashed-once').executeTakeFirst()).toEqual({ status: 'completed', attempts: 2 });

    await db.updateTable('project_nodes').set({ status: 'processing' }).where('id', '=', node.id).execute();
    await db.insertInto('jobs').values(crashed('crashed-twice', 2)).execute();
    const failed = processed(socket, 'in');
    const again = createLocalQueue(api.server.paperRemix.runtime, { staleMs: 30_000 });
    await again.start();
    expect(await failed).toMatchObject({ status: 'failed', outputData: { error: RESTART_MESSAGE } });
    await Promise.all([restarted.close(), again.close()]);
    const row = await db.selectFrom('jobs').select(['status', 'error']).where('id', '=', 'crashed-twice').executeTakeFirst();
    expect(row).toEqual({ status: 'failed', error: RESTART_MESSAGE });
    const detail = (await client.call('GET', `/paper-remix/project/${id}`)).body.data.nodes[0];
    expect(detail).toMatchObject({ status: 'failed', execution: { outputData: { error: RESTART_MESSAGE } } });
  }, 60_000);
});

describe.runIf(hasPostgres)('given PostgreSQL and BullMQ on Redis', () => {
  it('lets a separate worker run the jobs the api enqueues and delivers its events to the api socket', async () => {
    const tag = randomBytes(4).toString('hex');
    const bullPrefix = `test-remix-${tag}`;
    const redisKey = `test-socket-${tag}`;
    const api = await startApi('postgres', { redisUrl: REDIS_URL, redisKey, paperRemix: { queue: 'bullmq', redisUrl: REDIS_URL, bullPrefix } });
    opened.push(api);
    const worker = await startRemixWorker({
      database: api.testDb.database, redisUrl: REDIS_URL, bullPrefix, socketKey: redisKey, dataDir: api.remixDir,
      filesSecret: 'test-files-secret', publicUrl: api.url,
    });
    opened.push(worker);
    expect(api.server.paperRemix.queue.kind).toBe('bullmq');
    const client = remixClient(api, await api.tokenFor('trial5@paperlight.test'));
    const socket = await client.socket();
    sockets.push(socket);
    const id = await client.createProject();
    await client.save(id, chainNodes({ scenes: 2 }));
    await client.upload(id, 'in', readPaper(SMALLEST_PAPER));
    expect((await generateAndWait(client, socket, id, 'in', 'paperInput')).status).toBe('completed');
    expect((await generateAndWait(client, socket, id, 'script', 'script')).status).toBe('completed');
    const board = await generateAndWait(client, socket, id, 'board', 'storyboard');
    expect(board.execution.jsonOutput.scenes).toHaveLength(2);
    const nodes = (await client.call('GET', `/paper-remix/project/${id}`)).body.data.nodes;
    expect(nodes.map((n: any) => n.status)).toEqual(['completed', 'completed', 'completed', 'idle']);
  }, 90_000);
});
