/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are checked by the assertions, not by types */
import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDIT_RATE_MESSAGE, EDITS_PER_MINUTE } from '../src/paper-remix/quota';
import { startApi, type ApiHarness } from './harness';
import { chainNodes, remixClient } from './remix-client';

const READ_PAPER = {
  title: 'Bi-criteria Algorithm for Scheduling Jobs on Cluster Platforms',
  authors: ['Lionel Eyraud'],
  abstract: 'The authors schedule moldable jobs on clusters.',
  language: 'en',
  sections: [
    { heading: 'Introduction', paragraphs: ['The authors schedule moldable jobs on clusters with a bi-criteria algorithm.'], pages: [1] },
  ],
  references: [],
  pageCount: 1,
  citation: { year: '2004' },
  details: {
    title: 'Bi-criteria Algorithm for Scheduling Jobs on Cluster Platforms',
    authors: [{ name: 'Lionel Eyraud' }],
    year: '2004',
    sources: { title: 'layout', authors: 'metadata', year: 'page' },
  },
};
const ALL_FOUR = ['Pierre-François Dutot', 'Lionel Eyraud', 'Grégory Mounié', 'Denis Trystram'];

describe('GET and PUT …/node/:id/details', () => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await startApi('sqlite');
  });
  afterAll(async () => {
    await api?.close();
  });

  /** A project whose four nodes have finished, one minute apart, the paper stored as the worker leaves it. */
  async function finishedProject(client: ReturnType<typeof remixClient>) {
    const id = await client.createProject('Details');
    await client.save(id, chainNodes());
    const db = api.testDb.database.db;
    const nodes = await db.selectFrom('project_nodes').selectAll().where('project_id', '=', id).execute();
    const paperNode = nodes.find((n) => n.node_type === 'paperInput')!;
    const paperKey = `projects/${id}/nodes/${paperNode.id}/paper.json`;
    const file = join(api.remixDir, 'files', paperKey);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(READ_PAPER));
    let minute = 0;
    for (const type of ['paperInput', 'script', 'storyboard', 'video']) {
      const node = nodes.find((n) => n.node_type === type)!;
      const at = new Date(Date.UTC(2026, 0, 5, 10, minute++)).toISOString();
      const jsonOutput =
        type === 'paperInput' ? { title: READ_PAPER.title, authors: READ_PAPER.authors, citation: READ_PAPER.citation } : {};
      const execution = { time_taken: 1, videoUrl: null, jsonOutput, outputData: {}, sources: { paper: paperKey } };
      await db
        .updateTable('project_nodes')
        .set({ status: 'completed', execution: JSON.stringify(execution), updated_at: at })
        .where('id', '=', node.id)
        .execute();
      await db
        .insertInto('jobs')
        .values({
          id: randomUUID(),
          project_id: id,
          project_node_id: node.id,
          node_type: type,
          status: 'completed',
          attempts: 1,
          progress: 100,
          heartbeat_at: null,
          error: null,
          created_at: at,
          started_at: at,
          finished_at: at,
        })
        .execute();
    }
    return id;
  }
  const state = async (client: ReturnType<typeof remixClient>, id: string) =>
    Object.fromEntries((await client.call('GET', `/paper-remix/project/${id}/state`)).body.data.nodes.map((n: any) => [n.clientNodeId, n]));
  const storedPaper = (key: string) => JSON.parse(readFileSync(join(api.remixDir, 'files', key), 'utf8'));

  it('stores a correction in a new copy of the paper the next steps read, marks them Out of date, and keeps what was read to restore', async () => {
    const alice = remixClient(api, await api.tokenFor('trial5@paperlight.test'));
    const id = await finishedProject(alice);
    const read = await alice.call('GET', `/paper-remix/project/${id}/node/in/details`);
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({
      title: READ_PAPER.title,
      authors: [{ name: 'Lionel Eyraud' }],
      year: '2004',
      sources: { authors: 'metadata' },
    });

    const details = { ...read.body.data, authors: ALL_FOUR.map((name) => ({ name })), venue: 'SPAA', doi: 'doi:10.1145/1007912.1007926' };
    const saved = await alice.call('PUT', `/paper-remix/project/${id}/node/in/details`, { details });
    expect(saved.status).toBe(200);
    expect(saved.body.data.execution.jsonOutput.authors).toEqual(ALL_FOUR);
    expect(saved.body.data.execution.jsonOutput.details.sources).toMatchObject({
      authors: 'user',
      venue: 'user',
      doi: 'user',
      title: 'layout',
    });
    expect(saved.body.data.execution.outputData.edited).toBe(true);

    const row = await api.testDb.database.db
      .selectFrom('project_nodes')
      .select('execution')
      .where('project_id', '=', id)
      .where('client_node_id', '=', 'in')
      .executeTakeFirstOrThrow();
    const key = JSON.parse(row.execution!).sources.paper as string;
    expect(key).toMatch(/\/paper-[0-9a-f]{8}\.json$/);
    // The paper the script step reads: names, citation and details follow the correction; the text stays.
    expect(storedPaper(key)).toMatchObject({
      authors: ALL_FOUR,
      citation: { year: '2004', venue: 'SPAA', doi: '10.1145/1007912.1007926' },
      sections: READ_PAPER.sections,
    });

    const after = await state(alice, id);
    expect([after.in.outOfDate, after.script.outOfDate, after.board.outOfDate, after.video.outOfDate]).toEqual([false, true, true, true]);

    const versions = (await alice.call('GET', `/paper-remix/project/${id}/node/in/versions`)).body.data;
    expect(versions.map((v: any) => [v.kind, v.current])).toEqual([
      ['edited', true],
      ['generated', false],
    ]);
    const restored = await alice.call('POST', `/paper-remix/project/${id}/node/in/versions/${versions[1].id}/restore`);
    expect(restored.status).toBe(200);
    expect(restored.body.data.execution.jsonOutput.authors).toEqual(['Lionel Eyraud']);
    expect((await alice.call('GET', `/paper-remix/project/${id}/node/in/details`)).body.data.authors).toEqual([{ name: 'Lionel Eyraud' }]);
  });

  it('counts a correction like any saved edit: its paper is a file the quota counts, and corrections have the edit rate', async () => {
    const carol = remixClient(api, await api.tokenFor('trial2@paperlight.test'));
    const id = await finishedProject(carol);
    const read = (await carol.call('GET', `/paper-remix/project/${id}/node/in/details`)).body.data;
    for (let n = 0; n < EDITS_PER_MINUTE; n++) {
      expect(
        (await carol.call('PUT', `/paper-remix/project/${id}/node/in/details`, { details: { ...read, venue: `Venue ${n}` } })).status,
      ).toBe(200);
    }
    const refused = await carol.call('PUT', `/paper-remix/project/${id}/node/in/details`, { details: { ...read, venue: 'One too many' } });
    expect([refused.status, refused.body.message]).toEqual([429, EDIT_RATE_MESSAGE]);
    const db = api.testDb.database.db;
    const row = await db
      .selectFrom('project_nodes')
      .select('execution')
      .where('project_id', '=', id)
      .where('client_node_id', '=', 'in')
      .executeTakeFirstOrThrow();
    const key = JSON.parse(row.execution!).sources.paper as string;
    expect(storedPaper(key).citation.venue).toBe(`Venue ${EDITS_PER_MINUTE - 1}`);
    expect(await db.selectFrom('files').select('owner_id').where('key', '=', key).executeTakeFirst()).toEqual({
      owner_id: api.user('trial2@paperlight.test').id,
    });
  });

  it('answers 400 in product words, 404 for another user’s project or another step, 409 before the paper is read', async () => {
    const alice = remixClient(api, await api.tokenFor('trial5@paperlight.test'));
    const bob = remixClient(api, await api.tokenFor('admin@paperlight.test'));
    const id = await finishedProject(alice);
    const put = (client: ReturnType<typeof remixClient>, node: string, body: unknown) =>
      client.call('PUT', `/paper-remix/project/${id}/node/${node}/details`, body);
    const good = { title: READ_PAPER.title, authors: [{ name: 'Lionel Eyraud' }] };

    const empty = await put(alice, 'in', { details: { ...good, authors: [{ name: 'Lionel Eyraud' }, { name: ' ' }] } });
    expect([empty.status, empty.body.message]).toEqual([400, 'Author 2’s name cannot be empty.']);
    const year = await put(alice, 'in', { details: { ...good, year: 'last year' } });
    expect([year.status, year.body.message]).toEqual([400, 'The year should be four digits, like 2020.']);
    expect((await put(alice, 'in', { nothing: true })).body.message).toBe('Send the corrected details as { "details": { … } }.');
    expect((await put(bob, 'in', { details: good })).status).toBe(404);
    expect((await put(alice, 'script', { details: good })).status).toBe(404);

    await api.testDb.database.db
      .updateTable('project_nodes')
      .set({ status: 'idle', execution: null })
      .where('project_id', '=', id)
      .where('client_node_id', '=', 'in')
      .execute();
    const unread = await alice.call('GET', `/paper-remix/project/${id}/node/in/details`);
    expect([unread.status, unread.body.message]).toEqual([
      409,
      'The paper has not been read yet. Its details can be corrected once Paper Input has finished.',
    ]);
  });
});
