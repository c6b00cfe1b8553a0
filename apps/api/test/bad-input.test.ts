/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are checked by the assertions, not by types */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type ApiHarness } from './harness';
import { chainNodes, remixClient } from './remix-client';

/** Issue 33, finding 8: input that answered 500 answers 4xx in the product's words, and nothing stored is lost. */
describe('bad input gets a 4xx, never a 500', () => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await startApi('sqlite');
  });
  afterAll(async () => {
    await api?.close();
  });

  it('refuses a 0-byte upload as an empty file', async () => {
    const alice = remixClient(api, await api.tokenFor('trial5@paperlight.test'));
    const id = await alice.createProject('Empty');
    await alice.save(id, chainNodes());
    const answer = await alice.upload(id, 'in', new Uint8Array(0));
    expect([answer.status, answer.body.message]).toEqual([400, 'This file is empty']);
  });

  it('refuses a workflow configuration nested 5,000 levels deep, and keeps the saved workflow', async () => {
    const alice = remixClient(api, await api.tokenFor('trial5@paperlight.test'));
    const id = await alice.createProject('Deep');
    expect((await alice.save(id, chainNodes())).status).toBe(200);
    const deep = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
    const nodes = JSON.stringify(chainNodes()).replace('"configuration":{}', `"configuration":${deep}`);
    const response = await fetch(`${api.url}/paper-remix/project/${id}/workflow`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await api.tokenFor('trial5@paperlight.test')}`, 'content-type': 'application/json' },
      body: `{"nodes":${nodes}}`,
    });
    const body = (await response.json()) as any;
    expect([response.status, body.message]).toEqual([400, 'This request is nested too deeply']);
    const project = (await alice.call('GET', `/paper-remix/project/${id}`)).body.data;
    expect(project.nodes.map((n: any) => n.clientNodeId)).toEqual(['in', 'script', 'board', 'video']);
  });

  it('still takes JSON nested as deep as a real workflow, with brackets inside strings not counted', async () => {
    const alice = remixClient(api, await api.tokenFor('trial5@paperlight.test'));
    const id = await alice.createProject('Brackets');
    const nodes = chainNodes();
    (nodes[0] as any).configuration = { basic: { title: '{{{{[[[[ '.repeat(200) }, nested: { a: { b: { c: [[[1]]] } } } };
    expect((await alice.save(id, nodes)).status).toBe(200);
  });
});
