/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are checked by the assertions, not by types */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type ApiHarness } from './harness';
import { chainNodes, remixClient } from './remix-client';

const at = { x: 0, y: 0 };
/** A chain as the canvas saves it: every node's settings under `basic`. */
const canvasNodes = (script: Record<string, unknown> = {}) => [
  {
    clientNodeId: 'in',
    nodeType: 'paperInput',
    position: at,
    label: 'Paper Input',
    targetEdges: [{ clientNodeId: 'script', nodeType: 'script', position: { x: 340, y: 0 }, label: 'Script' }],
    configuration: { basic: { title: 'Heat stress and wheat yield', description: '' } },
  },
  {
    clientNodeId: 'script',
    nodeType: 'script',
    position: { x: 340, y: 0 },
    label: 'Script',
    targetEdges: [],
    configuration: { basic: { script_duration: 'short', script_genre: 'fun', script_technicality: 4, script_type: 'video', ...script } },
  },
];

/** The Paper Remix contract checks each node's configuration on save and on generate (decision 0186). */
describe('a workflow’s node configurations', () => {
  let api: ApiHarness;
  let alice: ReturnType<typeof remixClient>;
  beforeAll(async () => {
    api = await startApi('sqlite');
    alice = remixClient(api, await api.tokenFor('trial5@paperlight.test'));
  });
  afterAll(async () => {
    await api?.close();
  });

  const configurations = async (id: string) =>
    Object.fromEntries(
      (await alice.call('GET', `/paper-remix/project/${id}`)).body.data.nodes.map((n: any) => [n.clientNodeId, n.configuration]),
    );

  it('round-trips a valid save in the canvas’s form, and stores an api client’s flat one in the same form', async () => {
    const id = await alice.createProject('Round trip');
    const saved = await alice.save(id, canvasNodes());
    expect(saved.status).toBe(200);
    const stored = await configurations(id);
    expect(stored).toEqual({
      in: { basic: { title: 'Heat stress and wheat yield', description: '' } },
      script: { basic: { script_duration: 'short', script_genre: 'fun', script_technicality: 4, script_type: 'video' } },
    });
    // The canvas saves what it loaded: nothing changes.
    const nodes = canvasNodes().map((node) => ({ ...node, configuration: stored[node.clientNodeId] }));
    expect((await alice.save(id, nodes)).status).toBe(200);
    expect(await configurations(id)).toEqual(stored);

    expect((await alice.save(id, chainNodes({ duration: 'very-short', scenes: 3 }))).status).toBe(200);
    expect(await configurations(id)).toMatchObject({
      script: { basic: { script_duration: 'very_short', script_genre: 'explainer', script_technicality: 3, script_type: 'video' } },
      board: { basic: { number_of_scenes: 3, style: 'abstract', audio_type: 'narration', narration_voice: 'female' } },
    });
  });

  it('refuses script_technicality 9 with 400 naming the field, on save and on generate, and keeps the saved workflow', async () => {
    const id = await alice.createProject('Technicality');
    expect((await alice.save(id, canvasNodes())).status).toBe(200);
    const refused = await alice.save(id, canvasNodes({ script_technicality: 9 }));
    expect([refused.status, refused.body.message]).toEqual([
      400,
      'Node "script": script_technicality must be a whole number from 1 to 5, not 9',
    ]);
    expect((await configurations(id)).script.basic.script_technicality).toBe(4);
    // A value stored before the api checked it is refused when the node is generated.
    const { db } = api.testDb.database;
    await db
      .updateTable('project_nodes')
      .set({ configuration: JSON.stringify({ basic: { script_technicality: 9 } }) })
      .where('project_id', '=', id)
      .where('client_node_id', '=', 'script')
      .execute();
    const generate = await alice.generate(id, 'script', 'script');
    expect([generate.status, generate.body.message]).toEqual([
      400,
      'Node "script": script_technicality must be a whole number from 1 to 5, not 9',
    ]);
  });

  it('refuses a string where a number belongs with 400 naming the field', async () => {
    const id = await alice.createProject('Text for a number');
    const refused = await alice.save(id, canvasNodes({ script_technicality: '3' }));
    expect([refused.status, refused.body.message]).toEqual([
      400,
      'Node "script": script_technicality must be a whole number from 1 to 5, not the text "3"',
    ]);
    expect((await alice.call('GET', `/paper-remix/project/${id}`)).body.data.nodes).toEqual([]);
  });

  it('refuses an unknown node type with 400 naming the field', async () => {
    const id = await alice.createProject('Slideshow');
    const refused = await alice.save(id, [{ ...canvasNodes()[0], nodeType: 'slideshow' }]);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      'nodes.0.nodeType: nodeType must be one of paperInput, script, storyboard, video, textToSpeech, imageGeneration, podcast, mindmap, presentation or output, not the text "slideshow"',
    );
  });
});
