/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are checked by the assertions, not by types */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type ApiHarness } from './harness';
import { readPaper, SMALLEST_PAPER, textPdf } from '@paperlight/remix-core/testing';
import { chainNodes, remixClient } from './remix-client';

const WHEAT_PDF = textPdf([
  ['Heat stress and wheat yield', 'Abstract', ...Array.from({ length: 30 }, (_, i) => `Wheat plants under heat stress lose grain weight in trial ${i + 1}.`)],
]);

describe('Paper Remix http surface', () => {
  let api: ApiHarness;
  let alice: ReturnType<typeof remixClient>;
  let bob: ReturnType<typeof remixClient>;
  beforeAll(async () => {
    api = await startApi('sqlite', { paperRemix: { maxBytes: 300 * 1024 } });
    alice = remixClient(api, await api.tokenFor('trial5@paperlight.test'));
    bob = remixClient(api, await api.tokenFor('admin@paperlight.test'));
  });
  afterAll(async () => {
    await api?.close();
  });

  describe('given no or a guest token', () => {
    it('answers 401 without a token and 403 to a guest', async () => {
      expect((await fetch(`${api.url}/paper-remix/projects`, { method: 'POST' })).status).toBe(401);
      const guest = await api.guestToken('device-1');
      const response = await fetch(`${api.url}/paper-remix/projects`, {
        method: 'POST', headers: { authorization: `Bearer ${guest}`, 'x-device-id': 'device-1', 'content-type': 'application/json' }, body: '{"name":"x"}',
      });
      expect(response.status).toBe(403);
      const history = await fetch(`${api.url}/paper-remix/project/any/node/in/history`, {
        headers: { authorization: `Bearer ${guest}`, 'x-device-id': 'device-1' },
      });
      expect(history.status).toBe(403);
    });
  });

  describe("given another user's project", () => {
    it('answers 404 to every call, as for a missing project', async () => {
      const id = await alice.createProject();
      expect((await bob.call('GET', `/paper-remix/project/${id}`)).status).toBe(404);
      expect((await bob.save(id, chainNodes())).status).toBe(404);
      expect((await bob.call('POST', `/paper-remix/project/${id}/update`, { autoSaveEnabled: false })).status).toBe(404);
      expect((await bob.generate(id, 'in', 'paperInput')).status).toBe(404);
      expect((await bob.upload(id, 'in', readPaper(SMALLEST_PAPER))).status).toBe(404);
      expect((await bob.call('POST', `/paper-remix/project/${id}/node/in/reset`)).status).toBe(404);
      expect((await bob.call('GET', `/paper-remix/project/${id}/node/in/history`)).status).toBe(404);
      expect((await bob.call('DELETE', `/paper-remix/project/${id}`)).status).toBe(404);
      expect((await bob.call('GET', '/paper-remix/projects')).body.data.map((p: { id: string }) => p.id)).not.toContain(id);
      expect((await alice.call('GET', `/paper-remix/project/${id}`)).status).toBe(200);
    });
  });

  describe('given a workflow', () => {
    it('creates nodes, upserts them by clientNodeId and deletes the ones left out', async () => {
      const id = await alice.createProject('Flow');
      const first = await alice.save(id, chainNodes());
      expect(first.status).toBe(200);
      expect(first.body.statusCode).toBe(200);
      expect(first.body.data.map((n: any) => [n.clientNodeId, n.node.nodeType])).toEqual([
        ['in', 'paperInput'], ['script', 'script'], ['board', 'storyboard'], ['video', 'video'],
      ]);
      const ids = Object.fromEntries(first.body.data.map((n: any) => [n.clientNodeId, n.id]));

      const [input, script] = chainNodes();
      const second = await alice.save(id, [input, { ...script, label: 'Renamed', position: { x: 5, y: 7 } }]);
      expect(second.body.data.map((n: any) => n.clientNodeId)).toEqual(['in', 'script']);
      const renamed = second.body.data.find((n: any) => n.clientNodeId === 'script');
      expect(renamed).toMatchObject({ id: ids.script, label: 'Renamed', position: { x: 5, y: 7 }, status: 'idle' });

      const detail = (await alice.call('GET', `/paper-remix/project/${id}`)).body;
      expect(detail.data).toMatchObject({ id, name: 'Flow', autoSaveEnabled: true });
      expect(detail.data.nodes.map((n: any) => n.clientNodeId)).toEqual(['in', 'script']);
      expect(detail.data.nodes[1].targetEdges).toEqual([{ clientNodeId: 'board', nodeType: 'storyboard', position: { x: 0, y: 0 }, label: 'storyboard' }]);
    });

    it('rejects an invalid payload with 400', async () => {
      const id = await alice.createProject();
      const bad = await alice.save(id, [{ ...chainNodes()[0], nodeType: 'slideshow' }]);
      expect(bad.status).toBe(400);
      expect(bad.body.message).toMatch(/nodeType/);
      const twice = await alice.save(id, [chainNodes()[0], chainNodes()[0]]);
      expect(twice.status).toBe(400);
    });

    it('flips auto-save through update', async () => {
      const id = await alice.createProject();
      const off = await alice.call('POST', `/paper-remix/project/${id}/update`, { autoSaveEnabled: false });
      expect(off.body).toEqual({ statusCode: 200, data: { id, name: 'Test project', autoSaveEnabled: false } });
      expect((await alice.call('GET', `/paper-remix/project/${id}`)).body.data.autoSaveEnabled).toBe(false);
    });
  });

  describe('given an upload', () => {
    it('refuses a file that is not a PDF, whatever its name says', async () => {
      const id = await alice.createProject();
      await alice.save(id, chainNodes());
      const result = await alice.upload(id, 'in', new TextEncoder().encode('just text, not a pdf'), 'fake.pdf');
      expect(result.status).toBe(400);
      expect(result.body.message).toBe('This file is not a PDF');
    });

    it('refuses a PDF above the size limit with 413', async () => {
      const id = await alice.createProject();
      const result = await alice.upload(id, 'in', readPaper(SMALLEST_PAPER));
      expect(result.status).toBe(413);
      expect(result.body.message).toBe('This PDF is larger than 300 KB');
    });

    it('takes a PDF without text at once, and its node fails with the reason when the worker reads it', async () => {
      const id = await alice.createProject();
      await alice.save(id, chainNodes());
      const result = await alice.upload(id, 'in', textPdf([[' ']]));
      expect(result.status).toBe(200);
      expect((await alice.generate(id, 'in', 'paperInput')).status).toBe(200);
      await api.server.paperRemix.queue.idle();
      const node = (await alice.call('GET', `/paper-remix/project/${id}`)).body.data.nodes.find((n: any) => n.clientNodeId === 'in');
      expect(node).toMatchObject({ status: 'failed', execution: { outputData: { error: 'This PDF has no extractable text' } } });
    });

    it('stores a PDF, describes it in configuration.basic and serves it through a signed preview URL', async () => {
      const id = await alice.createProject();
      await alice.save(id, chainNodes());
      const bytes = WHEAT_PDF;
      const result = await alice.upload(id, 'in', bytes, 'mexico.pdf');
      expect(result.status).toBe(200);
      expect(result.body.data).toMatchObject({
        clientNodeId: 'in', status: 'idle',
        configuration: { basic: { fileName: 'mexico.pdf', fileType: 'application/pdf', title: 'My paper', description: '' } },
      });
      // A save from a canvas that has not seen the upload yet keeps the file's name.
      await alice.save(id, chainNodes());
      const preview = await alice.call('GET', `/paper-remix/project/${id}/node/${result.body.data.id}/preview`);
      expect(preview.status).toBe(200);
      const url = new URL(preview.body.data.s3ObjOutput.presigned_url);
      const file = await fetch(url);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('application/pdf');
      expect(new Uint8Array(await file.arrayBuffer())).toEqual(bytes);
      const ranged = await fetch(url, { headers: { range: 'bytes=0-4' } });
      expect(ranged.status).toBe(206);
      expect(await ranged.text()).toBe('%PDF-');

      const tampered = new URL(url);
      tampered.searchParams.set('sig', `${url.searchParams.get('sig')!.slice(0, -2)}AA`);
      expect((await fetch(tampered)).status).toBe(403);
      const expired = new URL(url);
      expired.searchParams.set('expires', String(Number(url.searchParams.get('expires')) - 3600));
      expect((await fetch(expired)).status).toBe(403);
      expect((await fetch(`${api.url}/files/${url.pathname.slice('/files/'.length)}`)).status).toBe(403);
      const detail = (await alice.call('GET', `/paper-remix/project/${id}`)).body.data.nodes[0];
      expect(detail.configuration.basic.fileName).toBe('mexico.pdf');
    });
  });

  describe('given unmet generate preconditions', () => {
    it('answers 409 with the SPEC §8 message of each node type', async () => {
      const id = await alice.createProject();
      await alice.save(id, chainNodes());
      const paper = await alice.generate(id, 'in', 'paperInput');
      expect(paper).toMatchObject({ status: 409, body: { message: 'No input source available' } });
      expect((await alice.generate(id, 'script', 'script')).body).toMatchObject({
        statusCode: 409, message: 'Please ensure a paper input node is connected and file was validated.',
      });
      expect((await alice.generate(id, 'board', 'storyboard')).body.message).toBe(
        'Please ensure a script or paperInput node is connected and has completed processing',
      );
      expect((await alice.generate(id, 'video', 'video')).body.message).toBe(
        'Please ensure a storyboard or script or paperInput node is connected and has completed processing',
      );
      expect((await alice.generate(id, 'nope', 'video')).status).toBe(404);
      expect((await alice.generate(id, 'script', 'video')).status).toBe(400);
      const nodes = (await alice.call('GET', `/paper-remix/project/${id}`)).body.data.nodes;
      expect(nodes.every((n: any) => n.status === 'idle')).toBe(true);
    });
  });

  describe('given a node history', () => {
    it('lists the runs of the node newest first, and 404 for an unknown node or project', async () => {
      const id = await alice.createProject();
      await alice.save(id, chainNodes());
      expect((await alice.call('GET', `/paper-remix/project/${id}/node/in/history`)).body).toEqual({ statusCode: 200, data: [] });
      expect((await alice.upload(id, 'in', WHEAT_PDF)).status).toBe(200);
      const first = await alice.generate(id, 'in', 'paperInput');
      await api.server.paperRemix.queue.idle();
      const second = await alice.generate(id, 'in', 'paperInput');
      await api.server.paperRemix.queue.idle();
      const history = await alice.call('GET', `/paper-remix/project/${id}/node/in/history`);
      expect(history.status).toBe(200);
      expect(history.body.data.map((run: any) => run.id)).toEqual([second.body.data.jobId, first.body.data.jobId]);
      expect(history.body.data[0]).toEqual({
        id: second.body.data.jobId, status: 'completed', attempts: 1, createdAt: expect.any(String), startedAt: expect.any(String),
        finishedAt: expect.any(String), timeTaken: expect.any(Number), error: null,
      });
      expect((await alice.call('GET', `/paper-remix/project/${id}/node/script/history`)).body.data).toEqual([]);
      expect((await alice.call('GET', `/paper-remix/project/${id}/node/nope/history`)).status).toBe(404);
      expect((await bob.call('GET', `/paper-remix/project/${id}/node/in/history`)).status).toBe(404);
    });
  });

  describe('given a reset', () => {
    it('cancels the running job and leaves the node idle, and the late result is dropped', async () => {
      const id = await alice.createProject();
      await alice.save(id, chainNodes());
      expect((await alice.upload(id, 'in', WHEAT_PDF)).status).toBe(200);
      const started = await alice.generate(id, 'in', 'paperInput');
      expect(started.body).toEqual({ statusCode: 200, data: { jobId: expect.any(String) } });
      expect((await alice.generate(id, 'in', 'paperInput')).status).toBe(409);
      const reset = await alice.call('POST', `/paper-remix/project/${id}/node/in/reset`);
      expect(reset.status).toBe(200);
      expect(reset.body.data.status).toBe('idle');
      await api.server.paperRemix.queue.idle();
      const job = await api.testDb.database.db.selectFrom('jobs').selectAll().where('id', '=', started.body.data.jobId).executeTakeFirstOrThrow();
      expect(job.status).toBe('cancelled');
      const node = (await alice.call('GET', `/paper-remix/project/${id}`)).body.data.nodes[0];
      expect(node).toMatchObject({ status: 'idle', execution: null });
    });
  });
});
