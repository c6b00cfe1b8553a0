/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are checked by the assertions, not by types */
import type { ProjectNode } from '@paperlight/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SECONDS_PER_UNIT, estimateSeconds, outOfDateNodes, unitsOf } from '../src/paper-remix/workspace-state';
import { startApi, type ApiHarness } from './harness';
import { chainNodes, remixClient } from './remix-client';

const row = (id: string, type: string, status: string, targets: string[], outputData: Record<string, unknown> | null = null): ProjectNode => ({
  id, project_id: 'p', client_node_id: id, node_type: type, position: '{}', label: id, configuration: '{}',
  target_edges: JSON.stringify(targets.map((clientNodeId) => ({ clientNodeId }))), status,
  execution: outputData ? JSON.stringify({ time_taken: 1, videoUrl: null, jsonOutput: null, outputData }) : null, file_key: type === 'paperInput' ? 'k.pdf' : null,
  updated_at: '2026-01-01T00:00:00.000Z',
});

describe('out of date', () => {
  const chain = (inputStatus: string) => [
    row('in', 'paperInput', inputStatus, ['script'], { pageCount: 12 }),
    row('script', 'script', 'completed', ['board'], { slides: 5 }),
    row('board', 'storyboard', 'completed', ['video'], { scenes: 7 }),
    row('video', 'video', 'completed', []),
  ];
  const done = new Map([['in', '2026-01-01T10:00:00Z'], ['script', '2026-01-01T10:01:00Z'], ['board', '2026-01-01T10:02:00Z'], ['video', '2026-01-01T10:03:00Z']]);

  it('says nothing when each result is newer than what it was made from', () => {
    expect(outOfDateNodes(chain('completed'), done)).toEqual(new Set());
  });
  it('marks everything after a re-read paper, and after one being read again', () => {
    expect(outOfDateNodes(chain('completed'), new Map([...done, ['in', '2026-01-01T11:00:00Z']]))).toEqual(new Set(['script', 'board', 'video']));
    expect(outOfDateNodes(chain('processing'), done)).toEqual(new Set(['script', 'board', 'video']));
  });
  it('marks what follows an edited script, never the script itself, even when edited after a re-read paper', () => {
    expect(outOfDateNodes(chain('completed'), done, new Map([...done, ['script', '2026-01-01T12:00:00Z']]))).toEqual(new Set(['board', 'video']));
    const reread = new Map([...done, ['in', '2026-01-01T11:00:00Z']]);
    expect(outOfDateNodes(chain('completed'), reread, new Map([...reread, ['script', '2026-01-01T12:00:00Z']]))).toEqual(new Set(['script', 'board', 'video']));
  });
  it('marks only what follows a re-run storyboard', () => {
    expect(outOfDateNodes(chain('completed'), new Map([...done, ['board', '2026-01-01T12:00:00Z']]))).toEqual(new Set(['video']));
  });
});

describe('estimates', () => {
  it('counts MB of PDF, pages, slides and scenes', () => {
    const [input, script, board, video] = [row('in', 'paperInput', 'completed', [], { pageCount: 12 }), row('s', 'script', 'idle', [], { slides: 5 }), row('b', 'storyboard', 'idle', [], { scenes: 7 }), row('v', 'video', 'idle', [])];
    expect(unitsOf(input!, null, () => 2 * 1024 * 1024)).toBe(2);
    expect(unitsOf(script!, input, () => undefined)).toBe(12);
    expect(unitsOf(board!, script, () => undefined)).toBe(5);
    expect(unitsOf(video!, board, () => undefined)).toBe(7);
    expect(unitsOf(video!, script, () => undefined)).toBe(7);
    expect(estimateSeconds({ secondsPerUnit: DEFAULT_SECONDS_PER_UNIT.video!, base: 4, samples: 0 }, 7)).toBe(4 + Math.round(7 * DEFAULT_SECONDS_PER_UNIT.video!));
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
      ['in', 'idle', false, null], ['script', 'idle', false, null], ['board', 'idle', false, null], ['video', 'idle', false, null],
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
    expect((await alice.call('POST', `/paper-remix/project/${id}/node/video/share`)).body).toMatchObject({ statusCode: 409, message: 'Only a completed video can be shared' });
    // A finished chain, as the worker leaves it (the engine itself is exercised by chain.test.ts).
    const { db } = api.testDb.database;
    const dir = `projects/${id}/nodes`;
    const exec = (sources: object, jsonOutput: object = {}) => JSON.stringify({ time_taken: 2, videoUrl: null, jsonOutput, outputData: {}, sources });
    await db.updateTable('project_nodes').set({ status: 'completed', execution: exec({ paper: `${dir}/in/paper.json` }, { title: 'Heat stress and wheat yield', authors: ['A. Grower'], citation: { year: '2024', license: 'CC BY 4.0' } }) })
      .where('project_id', '=', id).where('client_node_id', '=', 'in').execute();
    await db.updateTable('project_nodes').set({ status: 'completed', execution: exec({ paper: `${dir}/in/paper.json`, video: `${dir}/v/video.mp4`, subtitles: `${dir}/v/subtitles.vtt` }, { durationSec: 9, scenes: [{ start: 0, duration: 4.5 }, { start: 4.5, duration: 4.5 }] }) })
      .where('project_id', '=', id).where('client_node_id', '=', 'video').execute();

    const created = await alice.call('POST', `/paper-remix/project/${id}/node/video/share`);
    expect(created.status).toBe(201);
    const token = created.body.data.token as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect((await bob.call('POST', `/paper-remix/project/${id}/node/video/share`)).status).toBe(404);
    expect((await alice.call('GET', `/paper-remix/project/${id}/shares`)).body.data).toEqual([{ token, projectNodeId: expect.any(String), clientNodeId: 'video', createdAt: expect.any(String) }]);

    const shared = await fetch(`${api.url}/paper-remix/shared/${token}`);
    expect(shared.status).toBe(200);
    const { data } = (await shared.json()) as any;
    expect(data).toMatchObject({ title: 'Heat stress and wheat yield', projectName: 'Wheat', durationSec: 9, paper: { authors: ['A. Grower'], year: '2024', license: 'CC BY 4.0' } });
    expect(data.videoUrl).toContain('/files/projects/');
    expect(data.subtitlesUrl).toContain('subtitles.vtt');

    expect((await bob.call('DELETE', `/paper-remix/project/${id}/share/${token}`)).status).toBe(404);
    expect((await alice.call('DELETE', `/paper-remix/project/${id}/share/${token}`)).status).toBe(200);
    const after = await fetch(`${api.url}/paper-remix/shared/${token}`);
    expect(after.status).toBe(404);
    expect(((await after.json()) as any).message).toBe('This video is no longer shared');
    expect((await alice.call('GET', `/paper-remix/project/${id}/shares`)).body.data).toEqual([]);
    expect((await fetch(`${api.url}/paper-remix/shared/not-a-token`)).status).toBe(404);
  });
});
