/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are checked by the assertions, not by types */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { userToClaims } from '@paperlight/db';
import { postgresAvailable } from '@paperlight/db/testing';
import { RESTART_MESSAGE } from '@paperlight/remix-core';
import { readPaper, SMALLEST_PAPER } from '@paperlight/remix-core/testing';
import type { Socket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { createSupervisedQueue, encoderThreadsBesideApi } from '../src/paper-remix/queue-supervised';
import { cpuCgroupWritable } from './cgroup';
import { probe } from './ffprobe';
import { startApi, type ApiHarness } from './harness';
import { chainNodes, processed, remixClient } from './remix-client';

const hasPostgres = await postgresAvailable();
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const WORKER_DIR = fileURLToPath(new URL('../../worker/', import.meta.url));

const opened: { close(): Promise<void> }[] = [];
const sockets: Socket[] = [];
// Each test's apis, workers and queues close after it, not all five at the end: closing them all
// at once took over the 30 s hook limit on a loaded CI machine.
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.disconnect();
  for (const item of opened.splice(0).reverse()) await item.close();
}, 120_000);

async function generateAndWait(
  client: ReturnType<typeof remixClient>,
  socket: Socket,
  projectId: string,
  clientNodeId: string,
  nodeType: string,
) {
  const event = processed(socket, clientNodeId, 80_000);
  const started = await client.generate(projectId, clientNodeId, nodeType);
  expect(started.body).toMatchObject({ statusCode: 200, data: { jobId: expect.any(String) } });
  return event;
}

async function until<T>(what: string, probeFn: () => Promise<T | undefined>, timeoutMs: number, everyMs = 50): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probeFn().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

describe('given a real paper on SQLite with the supervised worker', () => {
  it('runs paperInput → script → storyboard → video in the worker process and serves a playable MP4 through a signed URL', async () => {
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
    // The script's estimate counts the paper's words, which the reading reports (decision 0088).
    expect(input.outputData.words).toBeGreaterThan(1000);
    const before = (await client.call('GET', `/paper-remix/project/${id}/state`)).body.data.nodes.find(
      (n: any) => n.clientNodeId === 'script',
    );
    expect(before.estimateSec).toBeGreaterThan(0);
    expect(before.estimateSec).toBeLessThan(5);
    // The engine ran in its own process, not in the api's.
    const queue = api.server.paperRemix.queue as ReturnType<typeof createSupervisedQueue>;
    expect(queue.kind).toBe('supervised');
    expect(queue.workerPid).toEqual(expect.any(Number));
    expect(queue.workerPid).not.toBe(process.pid);
    // It encodes on half the cores, leaving the rest to the api (decision 0210), unless told otherwise.
    if (!process.env.REMIX_ENCODER_THREADS && existsSync(`/proc/${queue.workerPid}/environ`))
      expect(readFileSync(`/proc/${queue.workerPid}/environ`, 'utf8').split('\0')).toContain(
        `REMIX_ENCODER_THREADS=${encoderThreadsBesideApi()}`,
      );
    // Where this process may make a CPU cgroup, the worker runs in an idle one of its own (decision 0213).
    if (cpuCgroupWritable()) expect(readFileSync(`/proc/${queue.workerPid}/cgroup`, 'utf8')).toContain(`/paperlight-engine-`);
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
    // The host's load during the run is kept for the estimates (decision 0088), never shown.
    expect(node.execution).not.toHaveProperty('load');
    const stored = await api.testDb.database.db
      .selectFrom('project_nodes')
      .select('execution')
      .where('id', '=', node.id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(stored.execution!).load).toEqual(expect.any(Number));
    // The first film of this worker process paid its start-up, and says so (decision 0088); never shown.
    expect(JSON.parse(stored.execution!).cold).toBe(true);
    expect(node.execution).not.toHaveProperty('cold');
    const preview = (await client.call('GET', `/paper-remix/project/${id}/node/${node.id}/preview`)).body.data.s3ObjOutput.presigned_url;
    const streams = (
      (await probe(preview, 'stream=codec_name,width,height')) as { streams: { codec_name: string; width?: number; height?: number }[] }
    ).streams;
    expect(streams).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ codec_name: 'h264', width: 1920, height: 1080 }),
        expect.objectContaining({ codec_name: 'aac' }),
      ]),
    );
    const bad = new URL(preview);
    bad.searchParams.set('sig', 'x');
    expect((await fetch(bad)).status).toBe(403);
    const statuses = await api.testDb.database.db.selectFrom('jobs').select('status').execute();
    expect(statuses.map((s) => s.status)).toEqual(['completed', 'completed', 'completed', 'completed']);

    // A second film (from the render cache) does not replace the first: History still plays both
    // (decision 0173), and the older one's files go when the user deletes it.
    expect((await generateAndWait(client, socket, id, 'video', 'video')).status).toBe('completed');
    const runs = (await client.call('GET', `/paper-remix/project/${id}/node/video/history`)).body.data;
    expect(runs.map((run: any) => run.status)).toEqual(['completed', 'completed']);
    const [newer, older] = await Promise.all(
      runs.map(async (run: any) => (await client.call('GET', `/paper-remix/project/${id}/node/video/versions/${run.versionId}`)).body.data),
    );
    expect(older.videoUrl).not.toBe(newer.videoUrl);
    expect(new URL(older.videoUrl).pathname).not.toBe(new URL(newer.videoUrl).pathname);
    for (const kept of [older, newer]) {
      const answer = await fetch(kept.videoUrl);
      expect(answer.headers.get('content-type')).toBe('video/mp4');
      expect((await answer.arrayBuffer()).byteLength).toBeGreaterThan(10_000);
      expect((await fetch(kept.posterUrl)).status).toBe(200);
    }
    expect((await client.call('DELETE', `/paper-remix/project/${id}/node/video/versions/${older.id}`)).status).toBe(200);
    expect((await fetch(older.videoUrl)).status).toBe(404);
    expect((await fetch(newer.videoUrl)).status).toBe(200);
  }, 480_000);

  /** A trial user's new project on a fresh api (SQLite, the supervised worker), its socket and the chain's Paper Input. */
  const newProject = async () => {
    const api = await startApi('sqlite');
    opened.push(api);
    const client = remixClient(api, await api.tokenFor('trial5@paperlight.test'));
    const socket = await client.socket();
    sockets.push(socket);
    const [input] = chainNodes();
    return { client, socket, id: await client.createProject(), input };
  };

  it('maps a read paper (the Mind map node) and serves the map with its Markdown, OPML, SVG and PNG', async () => {
    const { client, socket, id, input } = await newProject();
    await client.save(id, [
      { ...input!, targetEdges: [{ clientNodeId: 'map', nodeType: 'mindmap', position: { x: 300, y: 0 }, label: 'mindmap' }] },
      { clientNodeId: 'map', nodeType: 'mindmap', position: { x: 300, y: 0 }, label: 'Mind map', targetEdges: [], configuration: {} },
    ]);
    // Before the paper is read, the map says what it needs, in words.
    expect((await client.generate(id, 'map', 'mindmap')).body).toMatchObject({
      statusCode: 409,
      message: 'Please ensure a paper input node is connected and has completed processing',
    });
    await client.upload(id, 'in', readPaper(SMALLEST_PAPER));
    expect((await generateAndWait(client, socket, id, 'in', 'paperInput')).status).toBe('completed');
    const map = await generateAndWait(client, socket, id, 'map', 'mindmap');
    expect(map.status).toBe('completed');
    const output = map.execution.jsonOutput;
    expect(output.centre).toMatch(/Mexico City Policy/);
    expect(output.branches.length).toBeGreaterThanOrEqual(3);
    expect(map.execution.outputData).toMatchObject({ branches: output.branches.length, leaves: expect.any(Number), engine: 'built-in' });
    const { downloads } = map.execution.outputData;
    const answers = await Promise.all(
      ['md', 'opml', 'svg', 'png'].map(async (kind) => {
        const answer = await fetch(downloads[kind]);
        return [kind, answer.status, answer.headers.get('content-type'), (await answer.arrayBuffer()).byteLength] as const;
      }),
    );
    expect(answers.map(([kind, status, type]) => [kind, status, type])).toEqual([
      ['md', 200, 'text/markdown; charset=utf-8'],
      ['opml', 200, 'text/x-opml; charset=utf-8'],
      ['svg', 200, 'image/svg+xml'],
      ['png', 200, 'image/png'],
    ]);
    for (const [, , , size] of answers) expect(size).toBeGreaterThan(200);
    // History opens the kept map like any other run's output.
    const runs = (await client.call('GET', `/paper-remix/project/${id}/node/map/history`)).body.data;
    expect((await client.call('GET', `/paper-remix/project/${id}/node/map/versions/${runs[0].versionId}`)).body.data.output.centre).toBe(
      output.centre,
    );
  }, 240_000);

  it('makes a deck of a storyboard (the Presentation node) and serves the PowerPoint file, the PDF handout and the first slide', async () => {
    const { client, socket, id, input } = await newProject();
    await client.save(id, [
      { ...input!, targetEdges: [{ clientNodeId: 'sb', nodeType: 'storyboard', position: { x: 300, y: 0 }, label: 'storyboard' }] },
      {
        clientNodeId: 'sb',
        nodeType: 'storyboard',
        position: { x: 300, y: 0 },
        label: 'Storyboard',
        targetEdges: [{ clientNodeId: 'deck', nodeType: 'presentation', position: { x: 600, y: 0 }, label: 'presentation' }],
        configuration: { number_of_scenes: 4 },
      },
      {
        clientNodeId: 'deck',
        nodeType: 'presentation',
        position: { x: 600, y: 0 },
        label: 'Presentation',
        targetEdges: [],
        configuration: { slide_size: '4:3', speaker_notes: 'yes', theme: 'plain' },
      },
    ]);
    // Before the storyboard is made, the deck says what it needs, in words.
    expect((await client.generate(id, 'deck', 'presentation')).body).toMatchObject({
      statusCode: 409,
      message: 'Please ensure a storyboard or script node is connected and has completed processing',
    });
    await client.upload(id, 'in', readPaper(SMALLEST_PAPER));
    expect((await generateAndWait(client, socket, id, 'in', 'paperInput')).status).toBe('completed');
    const storyboard = await generateAndWait(client, socket, id, 'sb', 'storyboard');
    expect(storyboard.status).toBe('completed');
    const deck = await generateAndWait(client, socket, id, 'deck', 'presentation');
    expect(deck.status).toBe('completed');
    const output = deck.execution.jsonOutput;
    expect(output).toMatchObject({ size: '4:3', theme: 'plain', notes: true });
    expect(output.title).toMatch(/Mexico City Policy/);
    expect(output.slides.length).toBe(storyboard.execution.jsonOutput.scenes.length + 2);
    expect([output.slides[0].kind, output.slides.at(-1).kind]).toEqual(['title', 'closing']);
    expect(deck.execution.outputData).toMatchObject({ slides: output.slides.length, size: '4:3' });
    const { downloads } = deck.execution.outputData;
    const answers = await Promise.all(
      ['pptx', 'pdf', 'png'].map(async (kind) => {
        const answer = await fetch(downloads[kind]);
        const body = new Uint8Array(await answer.arrayBuffer());
        return [kind, answer.status, answer.headers.get('content-type'), Buffer.from(body.subarray(0, 4)).toString('latin1')] as const;
      }),
    );
    expect(answers).toEqual([
      ['pptx', 200, 'application/vnd.openxmlformats-officedocument.presentationml.presentation', 'PK\u0003\u0004'],
      ['pdf', 200, 'application/pdf', '%PDF'],
      ['png', 200, 'image/png', '\u0089PNG'],
    ]);
    // History opens the kept deck like any other run's output.
    const runs = (await client.call('GET', `/paper-remix/project/${id}/node/deck/history`)).body.data;
    expect(
      (await client.call('GET', `/paper-remix/project/${id}/node/deck/versions/${runs[0].versionId}`)).body.data.output.slides.length,
    ).toBe(output.slides.length);
  }, 240_000);

  it('voices a read paper as a two-person episode (the Podcast node), serves its audio, transcript and chapters, and re-renders an edited turn', async () => {
    const { client, socket, id, input } = await newProject();
    await client.save(id, [
      { ...input!, targetEdges: [{ clientNodeId: 'pod', nodeType: 'podcast', position: { x: 300, y: 0 }, label: 'podcast' }] },
      {
        clientNodeId: 'pod',
        nodeType: 'podcast',
        position: { x: 300, y: 0 },
        label: 'Podcast',
        targetEdges: [],
        configuration: { basic: { podcast_duration: 'short', participants: 2, host_gender: 'female', guest_genders: 'male' } },
      },
    ]);
    expect((await client.generate(id, 'pod', 'podcast')).body).toMatchObject({
      statusCode: 409,
      message: 'Please ensure a paper input or script node is connected and has completed processing',
    });
    await client.upload(id, 'in', readPaper(SMALLEST_PAPER));
    expect((await generateAndWait(client, socket, id, 'in', 'paperInput')).status).toBe('completed');
    const episode = await generateAndWait(client, socket, id, 'pod', 'podcast');
    expect(episode.status).toBe('completed');
    const output = episode.execution.jsonOutput;
    expect(output.participants.map((p: any) => [p.role, p.gender])).toEqual([
      ['host', 'female'],
      ['guest', 'male'],
    ]);
    expect(output.durationSec).toBeGreaterThan(5 * 60 * 0.85);
    expect(new Set(output.turns.map((t: any) => t.speaker))).toEqual(new Set(['host', 'guest-1']));
    expect(episode.execution.outputData).toMatchObject({ participants: 2, engine: 'built-in', durationSec: output.durationSec });
    const { downloads } = episode.execution.outputData;
    const answers = await Promise.all(
      ['m4a', 'mp3', 'vtt', 'transcript', 'chapters'].map(async (kind) => {
        const answer = await fetch(downloads[kind]);
        return [kind, answer.status, answer.headers.get('content-type'), (await answer.arrayBuffer()).byteLength] as const;
      }),
    );
    expect(answers.map(([kind, status, type]) => [kind, status, type])).toEqual([
      ['m4a', 200, 'audio/mp4'],
      ['mp3', 200, 'audio/mpeg'],
      ['vtt', 200, 'text/vtt'],
      ['transcript', 200, 'application/json'],
      ['chapters', 200, 'application/json+chapters'],
    ]);
    expect(Number(((await probe(downloads.m4a, 'format=duration')) as any).format.duration)).toBeCloseTo(output.durationSec, 0);
    // One turn edited by hand, then Generate: the episode says it, and the other turns are kept.
    const turn = output.turns.find((t: any) => t.speaker === 'guest-1');
    const edited = `${turn.text} That is what the paper reports.`;
    const saved = await client.call('PUT', `/paper-remix/project/${id}/node/pod/output`, {
      output: { turns: [{ id: turn.id, text: edited }] },
    });
    expect(saved.status).toBe(200);
    const again = await generateAndWait(client, socket, id, 'pod', 'podcast');
    expect(again.status).toBe('completed');
    const turns = again.execution.jsonOutput.turns;
    expect(turns.find((t: any) => t.id === turn.id)).toMatchObject({ text: edited, edited: true });
    expect(turns.filter((t: any) => t.id !== turn.id).map((t: any) => t.text)).toEqual(
      output.turns.filter((t: any) => t.id !== turn.id).map((t: any) => t.text),
    );
    expect(again.execution.outputData).toMatchObject({ edited: true });
  }, 240_000);

  it('restarts a killed worker at once and finishes the job it held', async () => {
    const api = await startApi('sqlite', { paperRemix: { heartbeatMs: 500 } });
    opened.push(api);
    const client = remixClient(api, await api.tokenFor('trial5@paperlight.test'));
    const socket = await client.socket();
    sockets.push(socket);
    const id = await client.createProject();
    await client.save(id, chainNodes({ scenes: 3 }));
    await client.upload(id, 'in', readPaper(SMALLEST_PAPER));
    for (const [clientNodeId, nodeType] of [
      ['in', 'paperInput'],
      ['script', 'script'],
      ['board', 'storyboard'],
    ] as const) {
      expect((await generateAndWait(client, socket, id, clientNodeId, nodeType)).status).toBe('completed');
    }
    const queue = api.server.paperRemix.queue as ReturnType<typeof createSupervisedQueue>;
    const db = api.testDb.database.db;
    // The whole render runs again after the restart; on a loaded CI machine that takes a while.
    const done = processed(socket, 'video', 300_000);
    const started = await client.generate(id, 'video', 'video');
    const jobId = started.body.data.jobId as string;
    await until(
      'the video job to run',
      async () =>
        (await db.selectFrom('jobs').select('status').where('id', '=', jobId).executeTakeFirst())?.status === 'running' ? true : undefined,
      20_000,
    );
    const killed = queue.workerPid!;
    const killedAt = Date.now();
    process.kill(killed, 'SIGKILL');
    // A new worker takes the held job again at once (second attempt), without waiting for heartbeats to lapse.
    await until(
      'the job to run again on a new worker',
      async () => {
        const job = await db.selectFrom('jobs').select(['status', 'attempts']).where('id', '=', jobId).executeTakeFirst();
        return job?.attempts === 2 && (job.status === 'running' || job.status === 'completed') ? true : undefined;
      },
      30_000,
    );
    expect(Date.now() - killedAt).toBeLessThan(30_000);
    const event = await done;
    expect(event.status).toBe('completed');
    expect(queue.workerPid).toEqual(expect.any(Number));
    expect(queue.workerPid).not.toBe(killed);
    expect(await db.selectFrom('jobs').select(['status', 'attempts']).where('id', '=', jobId).executeTakeFirst()).toEqual({
      status: 'completed',
      attempts: 2,
    });
  }, 600_000);

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
      id: jobId,
      project_id: id,
      project_node_id: node.id,
      node_type: 'paperInput',
      status: 'running' as const,
      attempts,
      progress: 40,
      heartbeat_at: stale,
      error: null,
      created_at: stale,
      started_at: stale,
      finished_at: null,
    });
    // As a killed process leaves it: the node processing, its job running with a dead heartbeat.
    await db.updateTable('project_nodes').set({ status: 'processing' }).where('id', '=', node.id).execute();
    await db.insertInto('jobs').values(crashed('crashed-once', 1)).execute();
    const done = processed(socket, 'in');
    const restarted = createSupervisedQueue(api.server.paperRemix.runtime, { ...api.worker, staleMs: 30_000 });
    opened.push(restarted);
    await restarted.start();
    const resumed = await done;
    expect(resumed, JSON.stringify(resumed)).toMatchObject({ status: 'completed' });
    await restarted.idle();
    expect(await db.selectFrom('jobs').select(['status', 'attempts']).where('id', '=', 'crashed-once').executeTakeFirst()).toEqual({
      status: 'completed',
      attempts: 2,
    });

    await db.updateTable('project_nodes').set({ status: 'processing' }).where('id', '=', node.id).execute();
    await db.insertInto('jobs').values(crashed('crashed-twice', 2)).execute();
    const failed = processed(socket, 'in');
    const again = createSupervisedQueue(api.server.paperRemix.runtime, { ...api.worker, staleMs: 30_000 });
    opened.push(again);
    await again.start();
    expect(await failed).toMatchObject({ status: 'failed', outputData: { error: RESTART_MESSAGE } });
    const row = await db.selectFrom('jobs').select(['status', 'error']).where('id', '=', 'crashed-twice').executeTakeFirst();
    expect(row).toEqual({ status: 'failed', error: RESTART_MESSAGE });
    const detail = (await client.call('GET', `/paper-remix/project/${id}`)).body.data.nodes[0];
    expect(detail).toMatchObject({ status: 'failed', execution: { outputData: { error: RESTART_MESSAGE } } });
  }, 300_000);
});

/** A worker process of its own, as `pnpm --filter @paperlight/worker start` runs it with REDIS_URL. */
function startWorkerProcess(env: Record<string, string>): { close(): Promise<void>; output(): string } {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: WORKER_DIR,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return {
    output: () => output,
    async close() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

describe.runIf(hasPostgres)('given PostgreSQL, BullMQ on Redis, two api instances and two worker processes', () => {
  it('runs the jobs in the workers and delivers each event to the owner on the other api instance', async () => {
    const tag = randomBytes(4).toString('hex');
    const bullPrefix = `test-remix-${tag}`;
    const redisKey = `test-socket-${tag}`;
    const a = await startApi('postgres', {
      redisUrl: REDIS_URL,
      redisKey,
      paperRemix: { queue: 'bullmq', redisUrl: REDIS_URL, bullPrefix },
    });
    opened.push(a);
    // The second instance shares a's database, files and queue.
    const b: ApiHarness = await startApi('postgres', {
      database: a.testDb.database,
      redisUrl: REDIS_URL,
      redisKey,
      paperRemix: { queue: 'bullmq', redisUrl: REDIS_URL, bullPrefix, dataDir: a.remixDir, filesSecret: 'test-files-secret' },
    });
    opened.push(b);
    const workerEnv = {
      REDIS_URL,
      DATABASE_URL: a.testDb.databaseUrl!,
      DATA_DIR: a.remixDir,
      FILES_SECRET: 'test-files-secret',
      API_URL: a.url,
      REMIX_QUEUE_PREFIX: bullPrefix,
      SOCKET_IO_KEY: redisKey,
      LOG_LEVEL: 'warn',
    };
    const workers = [startWorkerProcess(workerEnv), startWorkerProcess(workerEnv)];
    opened.push(...workers);
    // Each instance trusts its own test issuer; both tokens name the same account of the shared database.
    const owner = remixClient(a, await a.tokenFor('trial5@paperlight.test'));
    const { id: ownerId, ...claims } = userToClaims(a.user('trial5@paperlight.test'));
    const socketOnB = await remixClient(b, await b.issuer.sign({ sub: ownerId, isGuest: false, ...claims })).socket();
    sockets.push(socketOnB);
    const id = await owner.createProject();
    await owner.save(id, chainNodes({ scenes: 2 }));
    await owner.upload(id, 'in', readPaper(SMALLEST_PAPER));
    expect((await generateAndWait(owner, socketOnB, id, 'in', 'paperInput')).status).toBe('completed');
    expect((await generateAndWait(owner, socketOnB, id, 'script', 'script')).status).toBe('completed');
    const board = await generateAndWait(owner, socketOnB, id, 'board', 'storyboard');
    expect(board.execution.jsonOutput.scenes).toHaveLength(2);
    const nodes = (await owner.call('GET', `/paper-remix/project/${id}`)).body.data.nodes;
    expect(nodes.map((n: any) => n.status)).toEqual(['completed', 'completed', 'completed', 'idle']);
    expect(a.server.paperRemix.queue.kind).toBe('bullmq');
  }, 300_000);
});
