/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are checked by the assertions, not by types */
import { randomUUID } from 'node:crypto';
import type { ProjectNode } from '@paperlight/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COLD_RATIO,
  COLD_RUNS_TO_MEASURE,
  DEFAULT_SCRIPT_WORDS,
  estimateSeconds,
  MEASURED_RUNS,
  outOfDateNodes,
  PAGES_PER_MB,
  REFERENCE_CURVES,
  roundEstimate,
  slowdown,
  throughputCache,
  throughputOf,
  unitsOf,
} from '../src/paper-remix/workspace-state';
import { startApi, type ApiHarness } from './harness';
import { chainNodes, remixClient } from './remix-client';

const row = (
  id: string,
  type: string,
  status: string,
  targets: string[],
  outputData: Record<string, unknown> | null = null,
): ProjectNode => ({
  id,
  project_id: 'p',
  client_node_id: id,
  node_type: type,
  position: '{}',
  label: id,
  configuration: '{}',
  target_edges: JSON.stringify(targets.map((clientNodeId) => ({ clientNodeId }))),
  status,
  execution: outputData ? JSON.stringify({ time_taken: 1, videoUrl: null, jsonOutput: null, outputData }) : null,
  file_key: type === 'paperInput' ? 'k.pdf' : null,
  updated_at: '2026-01-01T00:00:00.000Z',
});

describe('out of date', () => {
  const chain = (inputStatus: string) => [
    row('in', 'paperInput', inputStatus, ['script'], { pageCount: 12 }),
    row('script', 'script', 'completed', ['board'], { slides: 5 }),
    row('board', 'storyboard', 'completed', ['video'], { scenes: 7 }),
    row('video', 'video', 'completed', []),
  ];
  const done = new Map([
    ['in', '2026-01-01T10:00:00Z'],
    ['script', '2026-01-01T10:01:00Z'],
    ['board', '2026-01-01T10:02:00Z'],
    ['video', '2026-01-01T10:03:00Z'],
  ]);

  it('says nothing when each result is newer than what it was made from', () => {
    expect(outOfDateNodes(chain('completed'), done)).toEqual(new Set());
  });
  it('marks everything after a re-read paper, and after one being read again', () => {
    expect(outOfDateNodes(chain('completed'), new Map([...done, ['in', '2026-01-01T11:00:00Z']]))).toEqual(
      new Set(['script', 'board', 'video']),
    );
    expect(outOfDateNodes(chain('processing'), done)).toEqual(new Set(['script', 'board', 'video']));
  });
  it('marks what follows an edited script, never the script itself, even when edited after a re-read paper', () => {
    expect(outOfDateNodes(chain('completed'), done, new Map([...done, ['script', '2026-01-01T12:00:00Z']]))).toEqual(
      new Set(['board', 'video']),
    );
    const reread = new Map([...done, ['in', '2026-01-01T11:00:00Z']]);
    expect(outOfDateNodes(chain('completed'), reread, new Map([...reread, ['script', '2026-01-01T12:00:00Z']]))).toEqual(
      new Set(['script', 'board', 'video']),
    );
  });
  it('marks only what follows a re-run storyboard', () => {
    expect(outOfDateNodes(chain('completed'), new Map([...done, ['board', '2026-01-01T12:00:00Z']]))).toEqual(new Set(['video']));
  });
});

describe('estimates', () => {
  const withJson = (node: ProjectNode, jsonOutput: unknown) => ({
    ...node,
    execution: JSON.stringify({ ...JSON.parse(node.execution!), jsonOutput }),
  });
  const input = row('in', 'paperInput', 'completed', [], { pageCount: 12, words: 5400 });
  const script = withJson(row('s', 'script', 'completed', [], { slides: 3, words: 160 }), {
    opening: { narration: 'One two three.' },
    slides: [{ narration: 'Four five.' }],
    closing: { narration: 'Six.' },
  });
  const board = withJson(row('b', 'storyboard', 'completed', [], { scenes: 2 }), {
    scenes: [{ narration: 'Heat stress lowers wheat yield.' }, { narration: 'Thanks for watching.' }],
  });

  it('counts pages of PDF, the words of the paper, of the script and of the narration', () => {
    // An earlier reading of the file knows its pages; else the upload's count; else its size.
    expect(unitsOf(input, null, () => ({ bytes: 2 * 1024 * 1024, pages: 30 }))).toBe(12);
    const uploaded = row('in', 'paperInput', 'idle', []);
    expect(unitsOf(uploaded, null, () => ({ bytes: 2 * 1024 * 1024, pages: 30 }))).toBe(30);
    expect(unitsOf(uploaded, null, () => ({ bytes: 2 * 1024 * 1024, pages: null }))).toBe(2 * PAGES_PER_MB);
    expect(unitsOf(uploaded, null, () => ({ bytes: 1000, pages: null }))).toBe(1);
    expect(unitsOf(uploaded, null, () => undefined)).toBeNull();
    expect(unitsOf(row('s', 'script', 'idle', []), input, () => undefined)).toBe(5400);
    expect(unitsOf(row('b', 'storyboard', 'idle', []), script, () => undefined)).toBe(160);
    expect(unitsOf(row('v', 'video', 'idle', []), board, () => undefined)).toBe(8);
    expect(unitsOf(row('v', 'video', 'idle', []), script, () => undefined)).toBe(160);
  });

  it('falls back on what older results say, and on a default script when a step builds on the paper itself', () => {
    // A reading made before words were counted: about 450 words a page.
    expect(unitsOf(row('s', 'script', 'idle', []), row('in', 'paperInput', 'completed', [], { pageCount: 10 }), () => undefined)).toBe(
      4500,
    );
    // A script without its word count is counted from its narration.
    const uncounted = withJson(row('s', 'script', 'completed', [], { slides: 1 }), JSON.parse(script.execution!).jsonOutput);
    expect(unitsOf(row('b', 'storyboard', 'idle', []), uncounted, () => undefined)).toBe(6);
    expect(unitsOf(row('b', 'storyboard', 'idle', []), input, () => undefined)).toBe(DEFAULT_SCRIPT_WORDS);
    expect(unitsOf(row('v', 'video', 'idle', []), input, () => undefined)).toBe(DEFAULT_SCRIPT_WORDS);
    expect(unitsOf(row('v', 'video', 'idle', []), null, () => undefined)).toBeNull();
  });

  it('estimates with the reference curve before any run, to two significant figures, under a second too', () => {
    const cold = throughputOf('video', []);
    expect(cold).toEqual({ ...REFERENCE_CURVES.video, factor: 1, samples: 0, coldRatio: COLD_RATIO.video, nextCold: false });
    const { base, perUnit } = REFERENCE_CURVES.video!;
    expect(estimateSeconds(cold, 160)).toBe(Number((base + perUnit * 160).toPrecision(2)));
    const storyboard = estimateSeconds(throughputOf('storyboard', []), 160);
    expect(storyboard).toBeGreaterThan(0);
    expect(storyboard).toBeLessThan(1);
    expect([roundEstimate(0.01234), roundEstimate(8.26), roundEstimate(123.4), roundEstimate(0)]).toEqual([0.012, 8.3, 120, 0.01]);
  });

  it("scales the curve by this deployment's measured speed: the median over its newest runs", () => {
    const curve = REFERENCE_CURVES.paperInput!;
    const at = (units: number, factor: number) => ({ taken: factor * (curve.base + curve.perUnit * units), units });
    // Every run took twice the reference time, whatever its size: estimates double.
    const slow = throughputOf('paperInput', [at(0.5, 2), at(2, 2), at(1, 2)]);
    expect(slow).toMatchObject({ factor: expect.closeTo(2, 9), samples: 3 });
    expect(estimateSeconds(slow, 1.5)).toBe(roundEstimate(2 * (curve.base + curve.perUnit * 1.5)));
    // One run on a busy machine does not swing it.
    expect(throughputOf('paperInput', [at(1, 6), at(1, 1.1), at(2, 1), at(0.5, 0.9), at(1, 1)]).factor).toBeCloseTo(1, 5);
    // Only the newest runs count (newest first).
    expect(
      throughputOf('paperInput', [
        ...Array.from({ length: MEASURED_RUNS }, () => at(1, 1.5)),
        ...Array.from({ length: 30 }, () => at(1, 3)),
      ]),
    ).toMatchObject({ factor: expect.closeTo(1.5, 9), samples: MEASURED_RUNS });
  });
});

describe('the load of the host', () => {
  const curve = REFERENCE_CURVES.video!;
  const reference = (words: number) => curve.base + curve.perUnit * words;

  it('stretches a step by the square root of the load above one task a core', () => {
    expect([slowdown(0), slowdown(0.5), slowdown(1), slowdown(4), slowdown(9), slowdown(null), slowdown(Number.NaN)]).toEqual([
      1, 1, 1, 2, 3, 1, 1,
    ]);
    const cold = throughputOf('video', []);
    expect(estimateSeconds(cold, 160, 0.3)).toBe(roundEstimate(reference(160)));
    expect(estimateSeconds(cold, 160, 4)).toBe(roundEstimate(2 * reference(160)));
  });

  it('tells a slow deployment from a busy host: each run is measured at the load it ran under', () => {
    // Runs that took twice the curve while the host had 4 tasks a core ran at the reference speed…
    const busy = throughputOf('video', [
      { taken: 2 * reference(150), units: 150, load: 4 },
      { taken: 2 * reference(400), units: 400, load: 4 },
    ]);
    expect(busy.factor).toBeCloseTo(1, 9);
    // …so on a quiet host the next one is expected at the curve, and at 9 a core at three times it.
    expect(estimateSeconds(busy, 160, 0.5)).toBe(roundEstimate(reference(160)));
    expect(estimateSeconds(busy, 160, 9)).toBe(roundEstimate(3 * reference(160)));
    // Runs twice the curve on a quiet host: a slower deployment, whatever the load now.
    const slow = throughputOf('video', [
      { taken: 2 * reference(150), units: 150, load: 0.8 },
      { taken: 2 * reference(150), units: 150 },
    ]);
    expect(slow.factor).toBeCloseTo(2, 9);
    expect(estimateSeconds(slow, 150, 0.2)).toBe(roundEstimate(2 * reference(150)));
  });
});

describe('cold runs and the host', () => {
  const curve = REFERENCE_CURVES.paperInput!;
  const reference = (mb: number) => curve.base + curve.perUnit * mb;
  const run = (factor: number, cold = false, mb = 1) => ({ taken: factor * reference(mb), units: mb, cold });

  it("measures the deployment's speed on warm runs, not on the first run of a kind in a worker", () => {
    // The first read of a fresh worker took 4 times the curve, the later ones 1.5 times.
    const rate = throughputOf('paperInput', [run(1.5), run(1.5, false, 2), run(4, true)]);
    expect(rate).toMatchObject({ factor: expect.closeTo(1.5, 9), samples: 2 });
    expect(estimateSeconds(rate, 1)).toBe(roundEstimate(1.5 * reference(1)));
  });

  it('counts a cold run alone, divided by the cold-to-warm ratio, rather than nothing', () => {
    // The script's ratio (1.5): the read's is 1, every read being a fresh reader process.
    const script = REFERENCE_CURVES.script!;
    const words = 5000;
    const taken = 3 * (script.base + script.perUnit * words);
    const rate = throughputOf('script', [{ taken, units: words, cold: true }]);
    expect(COLD_RATIO.script).toBeGreaterThan(1);
    expect(rate).toMatchObject({ factor: expect.closeTo(3 / COLD_RATIO.script!, 9), samples: 1, coldRatio: COLD_RATIO.script });
    // The next run, warm, is expected at the speed the cold one implies.
    expect(estimateSeconds(rate, words)).toBe(roundEstimate((3 / COLD_RATIO.script!) * (script.base + script.perUnit * words)));
    expect(COLD_RATIO.paperInput).toBe(1);
  });

  it('measures its own cold-to-warm ratio once it has a few cold runs, within bounds', () => {
    const warm = [run(1), run(1.2), run(0.8)];
    const fewCold = throughputOf('paperInput', [...warm, ...Array.from({ length: COLD_RUNS_TO_MEASURE - 1 }, () => run(2.5, true))]);
    expect(fewCold.coldRatio).toBe(COLD_RATIO.paperInput);
    const measured = throughputOf('paperInput', [...warm, ...Array.from({ length: COLD_RUNS_TO_MEASURE }, () => run(2.5, true))]);
    expect(measured).toMatchObject({ factor: expect.closeTo(1, 9), coldRatio: expect.closeTo(2.5, 9) });
    expect(throughputOf('paperInput', [...warm, ...Array.from({ length: COLD_RUNS_TO_MEASURE }, () => run(9, true))]).coldRatio).toBe(3);
    expect(throughputOf('paperInput', [...warm, ...Array.from({ length: COLD_RUNS_TO_MEASURE }, () => run(0.5, true))]).coldRatio).toBe(1);
  });

  it("expects the next run cold when it will be a fresh worker's first of its kind", () => {
    const warmNext = throughputOf('video', [run(1)], { nextCold: false });
    const coldNext = throughputOf('video', [run(1)], { nextCold: true });
    expect(estimateSeconds(coldNext, 160)).toBe(
      roundEstimate(COLD_RATIO.video! * warmNext.factor * (REFERENCE_CURVES.video!.base + REFERENCE_CURVES.video!.perUnit * 160)),
    );
  });

  it("scales the reference curve by the host's probed speed until a run is measured, and only then", () => {
    const fresh = throughputOf('paperInput', [], { host: 1.7, nextCold: true });
    expect(fresh).toMatchObject({ factor: 1.7, samples: 0 });
    expect(estimateSeconds(fresh, 1, 4)).toBe(roundEstimate(1.7 * COLD_RATIO.paperInput! * 2 * reference(1)));
    // A measured run says more than the probe.
    expect(throughputOf('paperInput', [run(1.2)], { host: 1.7 }).factor).toBeCloseTo(1.2, 9);
    expect(throughputOf('paperInput', [], { host: Number.NaN }).factor).toBe(1);
  });
});

describe('measured throughput', () => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await startApi('sqlite');
  });
  afterAll(async () => {
    await api?.close();
  });

  it('measures each run against its own input, and counts a finished run at once (no minute-long cache)', async () => {
    const alice = remixClient(api, await api.tokenFor('trial5@paperlight.test'));
    const { db } = api.testDb.database;
    const at = new Date('2026-01-01T10:00:00Z').getTime();
    const rates = throughputCache(db, () => at);
    expect((await rates()).script).toMatchObject({ factor: 1, samples: 0 });

    const curve = REFERENCE_CURVES.script!;
    const finish = async (words: number, factor: number, minute: number, load = 0.5) => {
      const id = await alice.createProject(`Measured ${minute}`);
      await alice.save(id, chainNodes());
      const nodes = await db.selectFrom('project_nodes').selectAll().where('project_id', '=', id).execute();
      const time = new Date(at + minute * 60_000).toISOString();
      const exec = (time_taken: number, outputData: object) =>
        JSON.stringify({ time_taken, videoUrl: null, jsonOutput: null, outputData, load });
      const [paper, script] = [nodes.find((n) => n.node_type === 'paperInput')!, nodes.find((n) => n.node_type === 'script')!];
      await db
        .updateTable('project_nodes')
        .set({ status: 'completed', execution: exec(1, { pageCount: 10, words }), updated_at: time })
        .where('id', '=', paper.id)
        .execute();
      await db
        .updateTable('project_nodes')
        .set({ status: 'completed', execution: exec(factor * (curve.base + curve.perUnit * words), { words: 150 }), updated_at: time })
        .where('id', '=', script.id)
        .execute();
      await db
        .insertInto('jobs')
        .values({
          id: randomUUID(),
          project_id: id,
          project_node_id: script.id,
          node_type: 'script',
          status: 'completed',
          attempts: 1,
          progress: 100,
          heartbeat_at: null,
          error: null,
          created_at: time,
          started_at: time,
          finished_at: time,
        })
        .execute();
    };
    await finish(4000, 3, 1);
    expect((await rates()).script).toMatchObject({ factor: expect.closeTo(3, 9), samples: 1 });
    // Same clock reading, more finished runs: measured again. The one that took 4 times the curve
    // ran while the host had 4 tasks a core (its recorded load): it counts as twice the curve.
    await finish(9000, 4, 2, 4);
    await finish(6000, 2, 3);
    const measured = (await rates()).script!;
    expect(measured).toMatchObject({ factor: expect.closeTo(2, 9), samples: 3 });
    await finish(5000, 3, 4);
    expect((await rates()).script).toMatchObject({ factor: expect.closeTo(2.5, 9), samples: 4 });
    expect(estimateSeconds(measured, 5000)).toBe(roundEstimate(2 * (curve.base + curve.perUnit * 5000)));
  });

  it("reads each run's cold flag, finds cold runs older than the newest, and expects cold what has not run since the worker started", async () => {
    const alice = remixClient(api, await api.tokenFor('trial5@paperlight.test'));
    const { db } = api.testDb.database;
    const at = new Date('2026-02-01T10:00:00Z').getTime();
    const curve = REFERENCE_CURVES.video!;
    const finish = async (factor: number, minute: number, cold: boolean, reused = 0) => {
      const id = await alice.createProject(`Film ${minute}`);
      await alice.save(id, chainNodes());
      const video = await db
        .selectFrom('project_nodes')
        .selectAll()
        .where('project_id', '=', id)
        .where('node_type', '=', 'video')
        .executeTakeFirstOrThrow();
      const board = await db
        .selectFrom('project_nodes')
        .selectAll()
        .where('project_id', '=', id)
        .where('node_type', '=', 'storyboard')
        .executeTakeFirstOrThrow();
      const time = new Date(at + minute * 60_000).toISOString();
      const scenes = [{ narration: Array(100).fill('word').join(' ') }];
      await db
        .updateTable('project_nodes')
        .set({
          status: 'completed',
          execution: JSON.stringify({ time_taken: 1, videoUrl: null, jsonOutput: { scenes }, outputData: {} }),
          updated_at: time,
        })
        .where('id', '=', board.id)
        .execute();
      const execution = {
        time_taken: factor * (curve.base + curve.perUnit * 100),
        videoUrl: null,
        jsonOutput: null,
        outputData: {},
        load: 0.5,
        ...(cold ? { cold } : {}),
        ...(reused ? { reused } : {}),
      };
      await db
        .updateTable('project_nodes')
        .set({ status: 'completed', execution: JSON.stringify(execution), updated_at: time })
        .where('id', '=', video.id)
        .execute();
      await db
        .insertInto('jobs')
        .values({
          id: randomUUID(),
          project_id: id,
          project_node_id: video.id,
          node_type: 'video',
          status: 'completed',
          attempts: 1,
          progress: 100,
          heartbeat_at: null,
          error: null,
          created_at: time,
          started_at: time,
          finished_at: time,
        })
        .execute();
    };
    const since = (minute: number) => new Date(at + minute * 60_000).toISOString();
    expect((await throughputCache(db, () => at, { host: 1.6, workerSince: since(0) })()).video).toMatchObject({
      factor: 1.6,
      samples: 0,
      nextCold: true,
    });
    // Three fresh workers' first films (3 times the curve), then many later ones (1.5 times).
    for (const minute of [1, 2, 3]) await finish(3, minute, true);
    for (let minute = 10; minute < 10 + 2 * MEASURED_RUNS + 2; minute += 1) await finish(1.5, minute, false);
    const rate = (await throughputCache(db, () => at, { host: 1.6, workerSince: since(100) })()).video!;
    expect(rate).toMatchObject({ factor: expect.closeTo(1.5, 9), samples: MEASURED_RUNS, coldRatio: expect.closeTo(2, 9), nextCold: true });
    // A film has finished since this worker started: the next one is warm.
    expect((await throughputCache(db, () => at, { workerSince: since(12) })()).video).toMatchObject({ nextCold: false });
    // Films re-made from cached scenes after an edit (a fifth of the time) are left out: the speed stays.
    for (let minute = 50; minute < 50 + MEASURED_RUNS; minute += 1) await finish(0.3, minute, false, 0.8);
    expect((await throughputCache(db, () => at, { workerSince: since(100) })()).video).toMatchObject({ factor: expect.closeTo(1.5, 9) });
  });
});

describe('GET /paper-remix/project/:id/state', () => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await startApi('sqlite');
  });
  afterAll(async () => {
    await api?.close();
  });

  it("answers each node's state, and 404 for someone else's project", async () => {
    const alice = remixClient(api, await api.tokenFor('trial5@paperlight.test'));
    const bob = remixClient(api, await api.tokenFor('admin@paperlight.test'));
    const id = await alice.createProject('State');
    await alice.save(id, chainNodes());
    const answer = await alice.call('GET', `/paper-remix/project/${id}/state`);
    expect(answer.status).toBe(200);
    expect(answer.body.data.name).toBe('State');
    expect(answer.body.data.nodes.map((n: any) => [n.clientNodeId, n.status, n.outOfDate, n.run])).toEqual([
      ['in', 'idle', false, null],
      ['script', 'idle', false, null],
      ['board', 'idle', false, null],
      ['video', 'idle', false, null],
    ]);
    expect((await bob.call('GET', `/paper-remix/project/${id}/state`)).status).toBe(404);
    expect((await fetch(`${api.url}/paper-remix/project/${id}/state`)).status).toBe(401);
  });
});

describe('shared video links', () => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await startApi('sqlite');
  });
  afterAll(async () => {
    await api?.close();
  });

  it('shares a completed video publicly, lists the link, and answers 404 once it is revoked', async () => {
    const alice = remixClient(api, await api.tokenFor('trial5@paperlight.test'));
    const bob = remixClient(api, await api.tokenFor('admin@paperlight.test'));
    const id = await alice.createProject('Wheat');
    await alice.save(id, chainNodes());
    expect((await alice.call('POST', `/paper-remix/project/${id}/node/video/share`)).body).toMatchObject({
      statusCode: 409,
      message: 'Only a completed video or podcast can be shared',
    });
    // A finished chain, as the worker leaves it (the engine itself is exercised by chain.test.ts).
    const { db } = api.testDb.database;
    const dir = `projects/${id}/nodes`;
    const exec = (sources: object, jsonOutput: object = {}) =>
      JSON.stringify({ time_taken: 2, videoUrl: null, jsonOutput, outputData: {}, sources });
    await db
      .updateTable('project_nodes')
      .set({
        status: 'completed',
        execution: exec(
          { paper: `${dir}/in/paper.json` },
          { title: 'Heat stress and wheat yield', authors: ['A. Grower'], citation: { year: '2024', license: 'CC BY 4.0' } },
        ),
      })
      .where('project_id', '=', id)
      .where('client_node_id', '=', 'in')
      .execute();
    await db
      .updateTable('project_nodes')
      .set({
        status: 'completed',
        execution: exec(
          { paper: `${dir}/in/paper.json`, video: `${dir}/v/video.mp4`, subtitles: `${dir}/v/subtitles.vtt` },
          {
            durationSec: 9,
            scenes: [
              { start: 0, duration: 4.5 },
              { start: 4.5, duration: 4.5 },
            ],
          },
        ),
      })
      .where('project_id', '=', id)
      .where('client_node_id', '=', 'video')
      .execute();

    const created = await alice.call('POST', `/paper-remix/project/${id}/node/video/share`);
    expect(created.status).toBe(201);
    const token = created.body.data.token as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect((await bob.call('POST', `/paper-remix/project/${id}/node/video/share`)).status).toBe(404);
    expect((await alice.call('GET', `/paper-remix/project/${id}/shares`)).body.data).toEqual([
      { token, projectNodeId: expect.any(String), clientNodeId: 'video', createdAt: expect.any(String) },
    ]);

    const shared = await fetch(`${api.url}/paper-remix/shared/${token}`);
    expect(shared.status).toBe(200);
    const { data } = (await shared.json()) as any;
    expect(data).toMatchObject({
      title: 'Heat stress and wheat yield',
      projectName: 'Wheat',
      durationSec: 9,
      paper: { authors: ['A. Grower'], year: '2024', license: 'CC BY 4.0' },
    });
    expect(data.videoUrl).toBe(`${api.url}/paper-remix/shared/${token}/video.mp4`);
    expect(data.subtitlesUrl).toBe(`${api.url}/paper-remix/shared/${token}/captions.vtt`);

    expect((await bob.call('DELETE', `/paper-remix/project/${id}/share/${token}`)).status).toBe(404);
    expect((await alice.call('DELETE', `/paper-remix/project/${id}/share/${token}`)).status).toBe(200);
    const after = await fetch(`${api.url}/paper-remix/shared/${token}`);
    expect(after.status).toBe(404);
    expect(((await after.json()) as any).message).toBe('This video is no longer shared');
    expect((await alice.call('GET', `/paper-remix/project/${id}/shares`)).body.data).toEqual([]);
    expect((await fetch(`${api.url}/paper-remix/shared/not-a-token`)).status).toBe(404);
  });
});
