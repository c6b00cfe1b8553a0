/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are checked by the assertions, not by types */
import { randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { postgresAvailable } from '@paperlight/db/testing';
import { narrationFingerprint } from '@paperlight/remix-core/grounding';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyScriptEdit, applyStoryboardEdit, MAX_FIELD_CHARS, RUNNING_MESSAGE } from '../src/paper-remix/edit-routes';
import { EDIT_RATE_MESSAGE, EDITS_PER_MINUTE } from '../src/paper-remix/quota';
import { startApi, type ApiHarness } from './harness';
import { chainNodes, remixClient } from './remix-client';

const script = {
  opening: { narration: 'Engine opening.' },
  slides: [
    {
      number: 1,
      heading: 'Problem',
      narration: 'Engine slide one.',
      is_technical: false,
      sources: { pages: [1], section: 'Introduction' },
    },
    { number: 2, heading: 'Result', narration: 'Engine slide two.', is_technical: true, sources: { pages: [4] } },
  ],
  closing: { narration: 'Engine closing.' },
};
const storyboard = {
  scenes: [
    {
      scene_number: 1,
      narration: 'Scene one.',
      script_line: 'Opening',
      visual_description: 'Title card',
      background_details: '',
      directions_for_videographer: 'Hold',
      visual_elements: [{ type: 'title', caption: 'T' }],
    },
    {
      scene_number: 2,
      narration: 'Scene two.',
      script_line: 'Slide 1',
      visual_description: 'Figure 2',
      background_details: 'Plain',
      directions_for_videographer: 'Push in',
      visual_elements: [],
    },
  ],
};

describe('applying an edit', () => {
  it('changes only the fields a user may edit, and keeps sources and flags', () => {
    const edited = applyScriptEdit(script, {
      opening: { narration: '  New opening. ' },
      slides: [
        { heading: 'The problem', narration: 'New one.', number: 99, sources: null },
        { heading: 'Result', narration: 'New two.' },
      ],
      closing: { narration: 'New closing.' },
    }) as any;
    expect(edited.opening.narration).toBe('New opening.');
    expect(edited.slides[0]).toEqual({ ...script.slides[0], heading: 'The problem', narration: 'New one.' });
    expect(edited.slides[1].is_technical).toBe(true);
    expect(edited.closing.narration).toBe('New closing.');
  });
  it('refuses empty, overlong or missing text and a different number of slides, in product words', () => {
    const slides = script.slides.map((s) => ({ heading: s.heading, narration: s.narration }));
    const base = { opening: { narration: 'o' }, slides, closing: { narration: 'c' } };
    expect(() => applyScriptEdit(script, { ...base, slides: [slides[0], { heading: 'Result', narration: '   ' }] })).toThrow(
      'Slide 2 narration cannot be empty.',
    );
    expect(() => applyScriptEdit(script, { ...base, opening: { narration: 'x'.repeat(MAX_FIELD_CHARS + 1) } })).toThrow(
      /The opening is too long/,
    );
    expect(() => applyScriptEdit(script, { ...base, slides: [slides[0]] })).toThrow('Slides cannot be added or removed; there must be 2.');
    expect(() => applyScriptEdit(script, { slides })).toThrow('The opening is missing.');
  });
  it('edits scene text and lets a field the engine left empty stay empty', () => {
    const edited = applyStoryboardEdit(storyboard, {
      scenes: [{ narration: 'Hello.', background_details: '' }, { visual_description: 'Table 1' }],
    }) as any;
    expect(edited.scenes[0]).toEqual({ ...storyboard.scenes[0], narration: 'Hello.' });
    expect(edited.scenes[1]).toEqual({ ...storyboard.scenes[1], visual_description: 'Table 1' });
    expect(() => applyStoryboardEdit(storyboard, { scenes: [{}, { narration: '' }] })).toThrow('Scene 2 narration cannot be empty.');
  });
});

/** A project whose four nodes have finished, one minute apart, as the worker leaves them. */
async function finishedProject(api: ApiHarness, client: ReturnType<typeof remixClient>) {
  const id = await client.createProject('Edits');
  await client.save(id, chainNodes());
  const db = api.testDb.database.db;
  const nodes = await db.selectFrom('project_nodes').selectAll().where('project_id', '=', id).execute();
  const outputs: Record<string, unknown> = { paperInput: { title: 'Paper' }, script, storyboard, video: { durationSec: 10 } };
  let minute = 0;
  for (const type of ['paperInput', 'script', 'storyboard', 'video']) {
    const node = nodes.find((n) => n.node_type === type)!;
    const at = new Date(Date.UTC(2026, 0, 5, 10, minute++)).toISOString();
    const dir = `projects/${id}/nodes/${node.id}`;
    const execution = {
      time_taken: 1,
      videoUrl: null,
      jsonOutput: outputs[type],
      outputData: { slides: 2 },
      sources: { paper: `${dir}/paper.json`, [type === 'storyboard' ? 'storyboard' : 'script']: `${dir}/${type}.json` },
    };
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

describe('PUT …/output, versions and restore', () => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await startApi('sqlite');
  });
  afterAll(async () => {
    await api?.close();
  });

  const state = async (client: ReturnType<typeof remixClient>, id: string) =>
    Object.fromEntries((await client.call('GET', `/paper-remix/project/${id}/state`)).body.data.nodes.map((n: any) => [n.clientNodeId, n]));

  it('saves an edit where the next step reads it, marks what follows Out of date, and keeps the original to restore', async () => {
    const alice = remixClient(api, await api.tokenFor('trial5@paperlight.test'));
    const id = await finishedProject(api, alice);
    expect(Object.values(await state(alice, id)).map((n: any) => n.outOfDate)).toEqual([false, false, false, false]);

    const output = { ...script, slides: [{ ...script.slides[0], narration: 'A sentence the user wrote.' }, script.slides[1]] };
    const saved = await alice.call('PUT', `/paper-remix/project/${id}/node/script/output`, { output });
    expect(saved.status).toBe(200);
    expect(saved.body.data.clientNodeId).toBe('script');
    expect(saved.body.data.outOfDate).toBe(false);
    expect(saved.body.data.execution.jsonOutput.slides[0].narration).toBe('A sentence the user wrote.');
    expect(saved.body.data.execution.outputData.edited).toBe(true);

    const after = await state(alice, id);
    expect([after.in.outOfDate, after.script.outOfDate, after.board.outOfDate, after.video.outOfDate]).toEqual([false, false, true, true]);
    // The storyboard step reads the edited script from the file its sources name.
    const row = await api.testDb.database.db
      .selectFrom('project_nodes')
      .select('execution')
      .where('project_id', '=', id)
      .where('client_node_id', '=', 'script')
      .executeTakeFirstOrThrow();
    const key = JSON.parse(row.execution!).sources.script as string;
    expect(JSON.parse(readFileSync(join(api.remixDir, 'files', key), 'utf8')).slides[0].narration).toBe('A sentence the user wrote.');

    const versions = (await alice.call('GET', `/paper-remix/project/${id}/node/script/versions`)).body.data;
    expect(versions.map((v: any) => [v.kind, v.current])).toEqual([
      ['edited', true],
      ['generated', false],
    ]);
    // Each kept version's script, to compare two side by side.
    const generated = await alice.call('GET', `/paper-remix/project/${id}/node/script/versions/${versions[1].id}`);
    expect(generated.status).toBe(200);
    expect(generated.body.data).toMatchObject({ id: versions[1].id, kind: 'generated', createdAt: versions[1].createdAt });
    expect(generated.body.data.output.slides[0].narration).toBe('Engine slide one.');
    expect(
      (await alice.call('GET', `/paper-remix/project/${id}/node/script/versions/${versions[0].id}`)).body.data.output.slides[0].narration,
    ).toBe('A sentence the user wrote.');
    // Someone else's version answers like a missing one.
    const mallory = remixClient(api, await api.tokenFor('admin@paperlight.test'));
    expect((await mallory.call('GET', `/paper-remix/project/${id}/node/script/versions/${versions[1].id}`)).status).toBe(404);

    const restored = await alice.call('POST', `/paper-remix/project/${id}/node/script/versions/${versions[1].id}/restore`);
    expect(restored.status).toBe(200);
    expect(restored.body.data.execution.jsonOutput.slides[0].narration).toBe('Engine slide one.');
    const again = (await alice.call('GET', `/paper-remix/project/${id}/node/script/versions`)).body.data;
    expect(again.map((v: any) => [v.kind, v.current])).toEqual([
      ['restored', true],
      ['edited', false],
      ['generated', false],
    ]);
    expect((await state(alice, id)).board.outOfDate).toBe(true);
  });

  it("signs each storyboard scene's figure crop for its owner, as the other result files are, never another project's file, and an edit keeps them (issue 31)", async () => {
    const alice = remixClient(api, await api.tokenFor('trial5@paperlight.test'));
    const id = await finishedProject(api, alice);
    const db = api.testDb.database.db;
    const rows = await db.selectFrom('project_nodes').selectAll().where('project_id', '=', id).execute();
    const input = rows.find((n) => n.node_type === 'paperInput')!;
    const board = rows.find((n) => n.node_type === 'storyboard')!;
    const figure = `projects/${id}/nodes/${input.id}/figures/figure-2.png`;
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==', 'base64');
    mkdirSync(dirname(join(api.remixDir, 'files', figure)), { recursive: true });
    writeFileSync(join(api.remixDir, 'files', figure), png);
    await db
      .insertInto('files')
      .values({ key: figure, owner_id: '', content_type: 'image/png', size: png.length, created_at: new Date().toISOString() })
      .execute();
    const withFigures = {
      scenes: [
        storyboard.scenes[0],
        {
          ...storyboard.scenes[1],
          visual_elements: [
            { type: 'figure', caption: 'Figure 2', figure: 'figure-2', image: figure },
            { type: 'figure', caption: 'Other', image: `projects/${randomUUID()}/nodes/x/figures/figure-1.png` },
          ],
        },
      ],
    };
    const execution = JSON.parse(board.execution!);
    await db
      .updateTable('project_nodes')
      .set({ execution: JSON.stringify({ ...execution, jsonOutput: withFigures }) })
      .where('id', '=', board.id)
      .execute();

    const urls = (await state(alice, id)).board.execution.outputData.sceneImageUrls;
    expect(urls).toEqual([null, expect.stringContaining(`/files/${figure}?`)]);
    const served = await fetch(urls[1]);
    expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/png']);
    const forged = new URL(urls[1]);
    forged.searchParams.set('sig', 'x');
    expect((await fetch(forged)).status).toBe(403);
    // A scene whose only figure is another project's file gets no address.
    await db
      .updateTable('project_nodes')
      .set({
        execution: JSON.stringify({
          ...execution,
          jsonOutput: { scenes: [withFigures.scenes[1]!].map((scene) => ({ ...scene, visual_elements: scene.visual_elements.slice(1) })) },
        }),
      })
      .where('id', '=', board.id)
      .execute();
    expect((await state(alice, id)).board.execution.outputData.sceneImageUrls).toBeUndefined();
    await db
      .updateTable('project_nodes')
      .set({ execution: JSON.stringify({ ...execution, jsonOutput: withFigures }) })
      .where('id', '=', board.id)
      .execute();

    // Text edits keep what each scene shows, so its picture stays on the card.
    const saved = await alice.call('PUT', `/paper-remix/project/${id}/node/board/output`, {
      output: { scenes: [{}, { narration: 'Scene two, edited.' }] },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.execution.outputData.sceneImageUrls).toEqual([null, expect.stringContaining(`/files/${figure}?`)]);
  });

  it("checks an edited script's narration against the paper the worker extracted: a sentence written by hand is flagged", async () => {
    const alice = remixClient(api, await api.tokenFor('trial5@paperlight.test'));
    const id = await finishedProject(api, alice);
    const db = api.testDb.database.db;
    const row = await db
      .selectFrom('project_nodes')
      .selectAll()
      .where('project_id', '=', id)
      .where('client_node_id', '=', 'script')
      .executeTakeFirstOrThrow();
    const execution = JSON.parse(row.execution!);
    // The paper as the worker stored it (paper.json), and a script the engine spoke from it.
    const paperFile = join(api.remixDir, 'files', execution.sources.paper);
    mkdirSync(dirname(paperFile), { recursive: true });
    writeFileSync(
      paperFile,
      JSON.stringify({
        title: 'Heat stress and wheat yield',
        authors: [],
        language: 'en',
        references: [],
        pageCount: 3,
        abstract: 'Heat stress during grain filling lowers the yield of winter wheat.',
        sections: [
          {
            heading: 'Results',
            paragraphs: ['Each day above 32 degrees cut the grain yield by 4 percent in the field trials.'],
            pages: [3],
          },
        ],
      }),
    );
    const engine = {
      opening: { narration: 'Here is a paper about wheat. Heat stress during grain filling lowers the yield of winter wheat.' },
      slides: [
        {
          number: 1,
          heading: 'Result',
          narration: 'Each day above 32 degrees cut the grain yield by 4 percent in the field trials.',
          is_technical: false,
        },
        {
          number: 2,
          heading: 'Meaning',
          narration: 'Heat stress during grain filling lowers the yield of winter wheat.',
          is_technical: false,
        },
      ],
      closing: { narration: 'Thanks for watching.' },
    };
    const grounded = {
      ...engine,
      grounding: { traced: 3, total: 3, untraced: [], method: 'source', narrationHash: narrationFingerprint(engine) },
    };
    await db
      .updateTable('project_nodes')
      .set({ execution: JSON.stringify({ ...execution, jsonOutput: grounded }) })
      .where('id', '=', row.id)
      .execute();

    const handWritten = 'Farmers in every region already switched to hardier seed varieties.';
    const [first, second] = engine.slides as [(typeof engine.slides)[0], (typeof engine.slides)[0]];
    const output = { ...engine, slides: [first, { ...second, narration: `${second.narration} ${handWritten}` }] };
    const saved = await alice.call('PUT', `/paper-remix/project/${id}/node/script/output`, { output });
    expect(saved.status).toBe(200);
    const grounding = saved.body.data.execution.jsonOutput.grounding;
    expect(grounding).toEqual({
      traced: 3,
      total: 4,
      untraced: [{ part: 2, text: handWritten }],
      method: 'overlap',
      narrationHash: narrationFingerprint(output),
    });
    // What the state route (and so every tab) shows, and what the next step reads, agree.
    expect((await state(alice, id)).script.execution.jsonOutput.grounding).toEqual(grounding);

    // Taking the sentence out again leaves nothing to check.
    const back = await alice.call('PUT', `/paper-remix/project/${id}/node/script/output`, { output: engine });
    expect(back.body.data.execution.jsonOutput.grounding).toMatchObject({ traced: 3, total: 3, untraced: [] });
  });

  it('answers 400 in product words, 409 while the step runs, 404 for others and 403 for guests', async () => {
    const alice = remixClient(api, await api.tokenFor('trial5@paperlight.test'));
    const bob = remixClient(api, await api.tokenFor('admin@paperlight.test'));
    const id = await finishedProject(api, alice);
    const put = (client: typeof alice, node: string, body: unknown) =>
      client.call('PUT', `/paper-remix/project/${id}/node/${node}/output`, body);

    const empty = await put(alice, 'script', { output: { ...script, closing: { narration: '' } } });
    expect([empty.status, empty.body.message]).toEqual([400, 'The closing cannot be empty.']);
    expect((await put(alice, 'script', { nothing: true })).status).toBe(400);
    expect((await put(alice, 'video', { output: {} })).body.message).toBe('Only a finished script, storyboard or podcast can be edited.');
    expect((await put(bob, 'script', { output: script })).status).toBe(404);
    const guest = remixClient(api, await api.guestToken(randomUUID()));
    expect([401, 403]).toContain((await put(guest, 'script', { output: script })).status);
    expect((await alice.call('POST', `/paper-remix/project/${id}/node/script/versions/${randomUUID()}/restore`)).status).toBe(404);
    expect((await alice.call('GET', `/paper-remix/project/${id}/node/script/versions/${randomUUID()}`)).status).toBe(404);

    await api.testDb.database.db
      .updateTable('project_nodes')
      .set({ status: 'processing' })
      .where('project_id', '=', id)
      .where('client_node_id', '=', 'board')
      .execute();
    const busy = await put(alice, 'board', { output: storyboard });
    expect([busy.status, busy.body.message]).toEqual([409, RUNNING_MESSAGE]);
    // Nothing was lost: the refused edits left no version and the script as the engine wrote it.
    expect((await alice.call('GET', `/paper-remix/project/${id}/node/script/versions`)).body.data).toEqual([]);
    expect((await state(alice, id)).script.execution.jsonOutput).toEqual(script);
  });
});

const dialects = ['sqlite', ...((await postgresAvailable()) ? (['postgres'] as const) : [])] as const;

describe.each(dialects)('edits count against the storage quota (issue 33, finding 3), %s', (dialect) => {
  let api: ApiHarness;
  let clock = Date.UTC(2026, 5, 1, 9, 0, 0);
  beforeAll(async () => {
    api = await startApi(dialect, { paperRemix: { storageQuotaBytes: 120_000, now: () => clock } });
  });
  afterAll(async () => {
    await api?.close();
  });
  const long = (n: number) => `Sentence ${n} of a narration the user rewrote by hand. `.repeat(60);
  const edit = (n: number) => ({
    ...script,
    slides: [
      { ...script.slides[0], narration: long(n) },
      { ...script.slides[1], narration: long(n + 1) },
    ],
  });

  it('refuses a burst of parallel edits past the quota in product words, and keeps every file it counts', async () => {
    const alice = remixClient(api, await api.tokenFor('trial5@paperlight.test'));
    const id = await finishedProject(api, alice);
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, n) => alice.call('PUT', `/paper-remix/project/${id}/node/script/output`, { output: edit(n) })),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.every((s) => s === 200 || s === 413)).toBe(true);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(0);
    expect(answers.find((a) => a.status === 413)?.body.message).toBe(
      'You have used your 117 KB of storage. Delete a project you no longer need to make room.',
    );
    const usage = (await alice.call('GET', '/paper-remix/usage')).body.data;
    expect(usage.storageUsedBytes).toBeLessThanOrEqual(120_000);
    // A refused edit leaves no file behind: the node's folder holds exactly the files the quota counts.
    const db = api.testDb.database.db;
    const node = await db
      .selectFrom('project_nodes')
      .select('id')
      .where('project_id', '=', id)
      .where('client_node_id', '=', 'script')
      .executeTakeFirstOrThrow();
    const onDisk = readdirSync(join(api.remixDir, 'files', `projects/${id}/nodes/${node.id}`)).filter((f) => f.startsWith('script-'));
    const counted = await db.selectFrom('files').select('key').where('key', 'like', `projects/${id}/nodes/${node.id}/script-%`).execute();
    expect(onDisk.length).toBe(counted.length);
    expect(onDisk.length).toBe(statuses.filter((s) => s === 200).length);
    // One accepted edit is what the node holds.
    const versions = (await alice.call('GET', `/paper-remix/project/${id}/node/script/versions`)).body.data;
    expect(versions.filter((v: any) => v.current)).toHaveLength(1);
  });

  it('limits saved edits to a rate a person never reaches, and lets the next minute through', async () => {
    const bob = remixClient(api, await api.tokenFor('trial2@paperlight.test'));
    const id = await finishedProject(api, bob);
    const small = (n: number) => ({ ...script, opening: { narration: `Opening number ${n}.` } });
    for (let n = 0; n < EDITS_PER_MINUTE; n++) {
      clock += 100;
      expect((await bob.call('PUT', `/paper-remix/project/${id}/node/script/output`, { output: small(n) })).status).toBe(200);
    }
    const refused = await bob.call('PUT', `/paper-remix/project/${id}/node/script/output`, { output: small(99) });
    expect([refused.status, refused.body.message]).toEqual([429, EDIT_RATE_MESSAGE]);
    clock += 61_000;
    expect((await bob.call('PUT', `/paper-remix/project/${id}/node/script/output`, { output: small(100) })).status).toBe(200);
  });
});
