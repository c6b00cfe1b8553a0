/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are checked by the assertions, not by types */
import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { narrationFingerprint } from '@paperlight/remix-core/grounding';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyScriptEdit, applyStoryboardEdit, MAX_FIELD_CHARS, RUNNING_MESSAGE } from '../src/paper-remix/edit-routes';
import { startApi, type ApiHarness } from './harness';
import { chainNodes, remixClient } from './remix-client';

const script = {
  opening: { narration: 'Engine opening.' },
  slides: [
    { number: 1, heading: 'Problem', narration: 'Engine slide one.', is_technical: false, sources: { pages: [1], section: 'Introduction' } },
    { number: 2, heading: 'Result', narration: 'Engine slide two.', is_technical: true, sources: { pages: [4] } },
  ],
  closing: { narration: 'Engine closing.' },
};
const storyboard = {
  scenes: [
    { scene_number: 1, narration: 'Scene one.', script_line: 'Opening', visual_description: 'Title card', background_details: '', directions_for_videographer: 'Hold', visual_elements: [{ type: 'title', caption: 'T' }] },
    { scene_number: 2, narration: 'Scene two.', script_line: 'Slide 1', visual_description: 'Figure 2', background_details: 'Plain', directions_for_videographer: 'Push in', visual_elements: [] },
  ],
};

describe('applying an edit', () => {
  it('changes only the fields a user may edit, and keeps sources and flags', () => {
    const edited = applyScriptEdit(script, {
      opening: { narration: '  New opening. ' },
      slides: [{ heading: 'The problem', narration: 'New one.', number: 99, sources: null }, { heading: 'Result', narration: 'New two.' }],
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
    expect(() => applyScriptEdit(script, { ...base, slides: [slides[0], { heading: 'Result', narration: '   ' }] })).toThrow('Slide 2 narration cannot be empty.');
    expect(() => applyScriptEdit(script, { ...base, opening: { narration: 'x'.repeat(MAX_FIELD_CHARS + 1) } })).toThrow(/The opening is too long/);
    expect(() => applyScriptEdit(script, { ...base, slides: [slides[0]] })).toThrow('Slides cannot be added or removed; there must be 2.');
    expect(() => applyScriptEdit(script, { slides })).toThrow('The opening is missing.');
  });
  it('edits scene text and lets a field the engine left empty stay empty', () => {
    const edited = applyStoryboardEdit(storyboard, { scenes: [{ narration: 'Hello.', background_details: '' }, { visual_description: 'Table 1' }] }) as any;
    expect(edited.scenes[0]).toEqual({ ...storyboard.scenes[0], narration: 'Hello.' });
    expect(edited.scenes[1]).toEqual({ ...storyboard.scenes[1], visual_description: 'Table 1' });
    expect(() => applyStoryboardEdit(storyboard, { scenes: [{}, { narration: '' }] })).toThrow('Scene 2 narration cannot be empty.');
  });
});

describe('PUT …/output, versions and restore', () => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await startApi('sqlite');
  });
  afterAll(async () => {
    await api?.close();
  });

  /** A project whose four nodes have finished, one minute apart, as the worker leaves them. */
  async function finishedProject(client: ReturnType<typeof remixClient>) {
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
      const execution = { time_taken: 1, videoUrl: null, jsonOutput: outputs[type], outputData: { slides: 2 }, sources: { paper: `${dir}/paper.json`, [type === 'storyboard' ? 'storyboard' : 'script']: `${dir}/${type}.json` } };
      await db.updateTable('project_nodes').set({ status: 'completed', execution: JSON.stringify(execution), updated_at: at }).where('id', '=', node.id).execute();
      await db.insertInto('jobs').values({ id: randomUUID(), project_id: id, project_node_id: node.id, node_type: type, status: 'completed', attempts: 1, progress: 100, heartbeat_at: null, error: null, created_at: at, started_at: at, finished_at: at }).execute();
    }
    return id;
  }
  const state = async (client: ReturnType<typeof remixClient>, id: string) =>
    Object.fromEntries((await client.call('GET', `/paper-remix/project/${id}/state`)).body.data.nodes.map((n: any) => [n.clientNodeId, n]));

  it('saves an edit where the next step reads it, marks what follows Out of date, and keeps the original to restore', async () => {
    const alice = remixClient(api, await api.tokenFor('trial5@paperlight.test'));
    const id = await finishedProject(alice);
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
    const row = await api.testDb.database.db.selectFrom('project_nodes').select('execution').where('project_id', '=', id).where('client_node_id', '=', 'script').executeTakeFirstOrThrow();
    const key = JSON.parse(row.execution!).sources.script as string;
    expect(JSON.parse(readFileSync(join(api.remixDir, 'files', key), 'utf8')).slides[0].narration).toBe('A sentence the user wrote.');

    const versions = (await alice.call('GET', `/paper-remix/project/${id}/node/script/versions`)).body.data;
    expect(versions.map((v: any) => [v.kind, v.current])).toEqual([['edited', true], ['generated', false]]);

    const restored = await alice.call('POST', `/paper-remix/project/${id}/node/script/versions/${versions[1].id}/restore`);
    expect(restored.status).toBe(200);
    expect(restored.body.data.execution.jsonOutput.slides[0].narration).toBe('Engine slide one.');
    const again = (await alice.call('GET', `/paper-remix/project/${id}/node/script/versions`)).body.data;
    expect(again.map((v: any) => [v.kind, v.current])).toEqual([['restored', true], ['edited', false], ['generated', false]]);
    expect((await state(alice, id)).board.outOfDate).toBe(true);
  });

  it("checks an edited script's narration against the paper the worker extracted: a sentence written by hand is flagged", async () => {
    const alice = remixClient(api, await api.tokenFor('trial5@paperlight.test'));
    const id = await finishedProject(alice);
    const db = api.testDb.database.db;
    const row = await db.selectFrom('project_nodes').selectAll().where('project_id', '=', id).where('client_node_id', '=', 'script').executeTakeFirstOrThrow();
    const execution = JSON.parse(row.execution!);
    // The paper as the worker stored it (paper.json), and a script the engine spoke from it.
    const paperFile = join(api.remixDir, 'files', execution.sources.paper);
    mkdirSync(dirname(paperFile), { recursive: true });
    writeFileSync(paperFile, JSON.stringify({
      title: 'Heat stress and wheat yield', authors: [], language: 'en', references: [], pageCount: 3,
      abstract: 'Heat stress during grain filling lowers the yield of winter wheat.',
      sections: [{ heading: 'Results', paragraphs: ['Each day above 32 degrees cut the grain yield by 4 percent in the field trials.'], pages: [3] }],
    }));
    const engine = {
      opening: { narration: 'Here is a paper about wheat. Heat stress during grain filling lowers the yield of winter wheat.' },
      slides: [
        { number: 1, heading: 'Result', narration: 'Each day above 32 degrees cut the grain yield by 4 percent in the field trials.', is_technical: false },
        { number: 2, heading: 'Meaning', narration: 'Heat stress during grain filling lowers the yield of winter wheat.', is_technical: false },
      ],
      closing: { narration: 'Thanks for watching.' },
    };
    const grounded = { ...engine, grounding: { traced: 3, total: 3, untraced: [], method: 'source', narrationHash: narrationFingerprint(engine) } };
    await db.updateTable('project_nodes').set({ execution: JSON.stringify({ ...execution, jsonOutput: grounded }) }).where('id', '=', row.id).execute();

    const handWritten = 'Farmers in every region already switched to hardier seed varieties.';
    const [first, second] = engine.slides as [typeof engine.slides[0], typeof engine.slides[0]];
    const output = { ...engine, slides: [first, { ...second, narration: `${second.narration} ${handWritten}` }] };
    const saved = await alice.call('PUT', `/paper-remix/project/${id}/node/script/output`, { output });
    expect(saved.status).toBe(200);
    const grounding = saved.body.data.execution.jsonOutput.grounding;
    expect(grounding).toEqual({ traced: 3, total: 4, untraced: [{ part: 2, text: handWritten }], method: 'overlap', narrationHash: narrationFingerprint(output) });
    // What the state route (and so every tab) shows, and what the next step reads, agree.
    expect((await state(alice, id)).script.execution.jsonOutput.grounding).toEqual(grounding);

    // Taking the sentence out again leaves nothing to check.
    const back = await alice.call('PUT', `/paper-remix/project/${id}/node/script/output`, { output: engine });
    expect(back.body.data.execution.jsonOutput.grounding).toMatchObject({ traced: 3, total: 3, untraced: [] });
  });

  it('answers 400 in product words, 409 while the step runs, 404 for others and 403 for guests', async () => {
    const alice = remixClient(api, await api.tokenFor('trial5@paperlight.test'));
    const bob = remixClient(api, await api.tokenFor('admin@paperlight.test'));
    const id = await finishedProject(alice);
    const put = (client: typeof alice, node: string, body: unknown) => client.call('PUT', `/paper-remix/project/${id}/node/${node}/output`, body);

    const empty = await put(alice, 'script', { output: { ...script, closing: { narration: '' } } });
    expect([empty.status, empty.body.message]).toEqual([400, 'The closing cannot be empty.']);
    expect((await put(alice, 'script', { nothing: true })).status).toBe(400);
    expect((await put(alice, 'video', { output: {} })).body.message).toBe('Only a finished script or storyboard can be edited.');
    expect((await put(bob, 'script', { output: script })).status).toBe(404);
    const guest = remixClient(api, await api.guestToken(randomUUID()));
    expect([401, 403]).toContain((await put(guest, 'script', { output: script })).status);
    expect((await alice.call('POST', `/paper-remix/project/${id}/node/script/versions/${randomUUID()}/restore`)).status).toBe(404);

    await api.testDb.database.db.updateTable('project_nodes').set({ status: 'processing' }).where('project_id', '=', id).where('client_node_id', '=', 'board').execute();
    const busy = await put(alice, 'board', { output: storyboard });
    expect([busy.status, busy.body.message]).toEqual([409, RUNNING_MESSAGE]);
    // Nothing was lost: the refused edits left no version and the script as the engine wrote it.
    expect((await alice.call('GET', `/paper-remix/project/${id}/node/script/versions`)).body.data).toEqual([]);
    expect((await state(alice, id)).script.execution.jsonOutput).toEqual(script);
  });
});
