/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are checked by the assertions, not by types */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_URL, startApi, type ApiHarness } from './harness';
import { bombPdf, endlessPdf, readPaper, SMALLEST_PAPER, textPdf } from '@paperlight/remix-core/testing';
import { CURRENT_VERSION_MESSAGE } from '../src/paper-remix/edit-routes';
import { chainNodes, remixClient } from './remix-client';

const WHEAT_PDF = textPdf([
  [
    'Heat stress and wheat yield',
    'Abstract',
    ...Array.from({ length: 30 }, (_, i) => `Wheat plants under heat stress lose grain weight in trial ${i + 1}.`),
  ],
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
        method: 'POST',
        headers: { authorization: `Bearer ${guest}`, 'x-device-id': 'device-1', 'content-type': 'application/json' },
        body: '{"name":"x"}',
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
        ['in', 'paperInput'],
        ['script', 'script'],
        ['board', 'storyboard'],
        ['video', 'video'],
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
      expect(detail.data.nodes[1].targetEdges).toEqual([
        { clientNodeId: 'board', nodeType: 'storyboard', position: { x: 0, y: 0 }, label: 'storyboard' },
      ]);
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
    }, 90_000);

    it('stores a PDF, describes it in configuration.basic and serves it through a signed preview URL', async () => {
      const id = await alice.createProject();
      await alice.save(id, chainNodes());
      const bytes = WHEAT_PDF;
      const result = await alice.upload(id, 'in', bytes, 'mexico.pdf');
      expect(result.status).toBe(200);
      expect(result.body.data).toMatchObject({
        clientNodeId: 'in',
        status: 'idle',
        configuration: { basic: { fileName: 'mexico.pdf', fileType: 'application/pdf', title: 'My paper', description: '' } },
      });
      // Its pages, counted from its bytes for the read's estimate (decision 0088).
      const { db } = api.testDb.database;
      const { file_key } = await db
        .selectFrom('project_nodes')
        .select('file_key')
        .where('project_id', '=', id)
        .where('client_node_id', '=', 'in')
        .executeTakeFirstOrThrow();
      expect(await db.selectFrom('files').select(['size', 'pages']).where('key', '=', file_key!).executeTakeFirstOrThrow()).toEqual({
        size: bytes.byteLength,
        pages: 1,
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

    it("lets the site's PDF viewer read the owner's paper, and nobody else get a link to it (issue 15)", async () => {
      const id = await alice.createProject();
      await alice.save(id, chainNodes());
      const { body } = await alice.upload(id, 'in', WHEAT_PDF, 'wheat.pdf');
      // Another user, a guest and no token at all get no link: as for a missing project.
      expect((await bob.call('GET', `/paper-remix/project/${id}/node/${body.data.id}/preview`)).status).toBe(404);
      const guest = await api.guestToken('device-2');
      const asGuest = await fetch(`${api.url}/paper-remix/project/${id}/node/${body.data.id}/preview`, {
        headers: { authorization: `Bearer ${guest}`, 'x-device-id': 'device-2' },
      });
      expect(asGuest.status).toBe(403);
      expect((await fetch(`${api.url}/paper-remix/project/${id}/node/${body.data.id}/preview`)).status).toBe(401);
      // The owner's signed link answers the viewer's cross-origin fetch from the site.
      const url = (await alice.call('GET', `/paper-remix/project/${id}/node/${body.data.id}/preview`)).body.data.s3ObjOutput.presigned_url;
      const file = await fetch(url, { headers: { origin: SITE_URL } });
      expect(file.status).toBe(200);
      expect(file.headers.get('access-control-allow-origin')).toBe(SITE_URL);
      expect(new Uint8Array(await file.arrayBuffer())).toEqual(WHEAT_PDF);
      const elsewhere = await fetch(url, { headers: { origin: 'https://evil.example' } });
      expect(elsewhere.headers.get('access-control-allow-origin')).toBeNull();
    });
  });

  describe('given unmet generate preconditions', () => {
    it('answers 409 with the SPEC §8 message of each node type', async () => {
      const id = await alice.createProject();
      await alice.save(id, chainNodes());
      const paper = await alice.generate(id, 'in', 'paperInput');
      expect(paper).toMatchObject({ status: 409, body: { message: 'No input source available' } });
      expect((await alice.generate(id, 'script', 'script')).body).toMatchObject({
        statusCode: 409,
        message: 'Please ensure a paper input node is connected and file was validated.',
      });
      expect((await alice.generate(id, 'board', 'storyboard')).body.message).toBe(
        'Please ensure a script or paper input node is connected and has completed processing',
      );
      expect((await alice.generate(id, 'video', 'video')).body.message).toBe(
        'Please ensure a storyboard, script or paper input node is connected and has completed processing',
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
        id: second.body.data.jobId,
        status: 'completed',
        attempts: 1,
        createdAt: expect.any(String),
        startedAt: expect.any(String),
        finishedAt: expect.any(String),
        timeTaken: expect.any(Number),
        error: null,
        versionId: expect.any(String),
      });
      // Each run keeps its output (decision 0173): either run's paper opens from History.
      const [newer, older] = history.body.data.map((run: any) => run.versionId as string);
      expect(newer).not.toBe(older);
      const kept = await alice.call('GET', `/paper-remix/project/${id}/node/in/versions/${older}`);
      expect(kept.body.data).toMatchObject({
        id: older,
        kind: 'generated',
        output: { title: expect.stringMatching(/^Heat stress and wheat yield/) },
        outputData: { pageCount: 1 },
      });
      // The current result cannot be deleted; an older run's output can, and History then says it is gone.
      expect((await alice.call('DELETE', `/paper-remix/project/${id}/node/in/versions/${newer}`)).body).toMatchObject({
        statusCode: 409,
        message: CURRENT_VERSION_MESSAGE,
      });
      expect((await bob.call('DELETE', `/paper-remix/project/${id}/node/in/versions/${older}`)).status).toBe(404);
      expect((await alice.call('DELETE', `/paper-remix/project/${id}/node/in/versions/${older}`)).status).toBe(200);
      const after = (await alice.call('GET', `/paper-remix/project/${id}/node/in/history`)).body.data;
      expect(after.map((run: any) => run.versionId)).toEqual([newer, null]);
      expect((await alice.call('GET', `/paper-remix/project/${id}/node/in/versions/${older}`)).status).toBe(404);
      expect((await alice.call('GET', `/paper-remix/project/${id}/node/script/history`)).body.data).toEqual([]);
      expect((await alice.call('GET', `/paper-remix/project/${id}/node/nope/history`)).status).toBe(404);
      expect((await bob.call('GET', `/paper-remix/project/${id}/node/in/history`)).status).toBe(404);
    }, 90_000);
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
      const job = await api.testDb.database.db
        .selectFrom('jobs')
        .selectAll()
        .where('id', '=', started.body.data.jobId)
        .executeTakeFirstOrThrow();
      expect(job.status).toBe('cancelled');
      const node = (await alice.call('GET', `/paper-remix/project/${id}`)).body.data.nodes[0];
      expect(node).toMatchObject({ status: 'idle', execution: null });
    }, 90_000);
  });

  describe('given fair-use limits', () => {
    it("refuses a third queued or running step of one user with 429, while another user's step goes through", async () => {
      const limited = await startApi('sqlite', {
        paperRemix: {
          maxJobsPerUser: 2,
          worker: { ...api.worker, lazy: true, command: { entry: '/nonexistent.js', cwd: '/', execArgv: [] } },
        },
      });
      try {
        const carol = remixClient(limited, await limited.tokenFor('notrial@paperlight.test'));
        const dan = remixClient(limited, await limited.tokenFor('trial5@paperlight.test'));
        const ids = [await carol.createProject(), await carol.createProject(), await carol.createProject()];
        for (const id of ids) {
          await carol.save(id, chainNodes());
          expect((await carol.upload(id, 'in', WHEAT_PDF)).status).toBe(200);
        }
        expect((await carol.generate(ids[0]!, 'in', 'paperInput')).status).toBe(200);
        expect((await carol.generate(ids[1]!, 'in', 'paperInput')).status).toBe(200);
        const third = await carol.generate(ids[2]!, 'in', 'paperInput');
        expect(third).toMatchObject({
          status: 429,
          body: { message: 'You already have 2 steps waiting or running. Please wait for one to finish.' },
        });
        const usage = await carol.call('GET', '/paper-remix/usage');
        expect(usage.body.data).toMatchObject({ activeJobs: 2, maxActiveJobs: 2, storageQuotaBytes: 500 * 1024 * 1024 });
        const other = await dan.createProject();
        await dan.save(other, chainNodes());
        await dan.upload(other, 'in', WHEAT_PDF);
        expect((await dan.generate(other, 'in', 'paperInput')).status).toBe(200);
      } finally {
        await limited.close();
      }
    });

    it('answers 503 with Retry-After when the queue of all users is full', async () => {
      const full = await startApi('sqlite', {
        paperRemix: { maxQueued: 1, worker: { ...api.worker, lazy: true, command: { entry: '/nonexistent.js', cwd: '/', execArgv: [] } } },
      });
      try {
        const users = ['notrial@paperlight.test', 'trial5@paperlight.test'];
        const answers = [];
        for (const email of users) {
          const client = remixClient(full, await full.tokenFor(email));
          const id = await client.createProject();
          await client.save(id, chainNodes());
          await client.upload(id, 'in', WHEAT_PDF);
          const response = await fetch(`${full.url}/paper-remix/project/${id}/generate`, {
            method: 'POST',
            headers: { authorization: `Bearer ${await full.tokenFor(email)}`, 'content-type': 'application/json' },
            body: JSON.stringify({ clientNodeId: 'in', nodeType: 'paperInput' }),
          });
          answers.push({ status: response.status, retryAfter: response.headers.get('retry-after'), body: await response.json() });
        }
        expect(answers[0]!.status).toBe(200);
        expect(answers[1]).toMatchObject({
          status: 503,
          retryAfter: '60',
          body: { message: 'Paper Remix is busy right now. Please try again in a minute.' },
        });
      } finally {
        await full.close();
      }
    });

    it('counts uploads against the storage quota and refuses what does not fit, keeping what was stored', async () => {
      const small = await startApi('sqlite', { paperRemix: { storageQuotaBytes: WHEAT_PDF.byteLength * 2 } });
      try {
        const erin = remixClient(small, await small.tokenFor('notrial@paperlight.test'));
        const id = await erin.createProject();
        await erin.save(id, chainNodes());
        expect((await erin.upload(id, 'in', WHEAT_PDF)).status).toBe(200);
        // Replacing the file frees the old one, so it fits.
        expect((await erin.upload(id, 'in', WHEAT_PDF)).status).toBe(200);
        const second = await erin.createProject();
        expect((await erin.upload(second, 'in', WHEAT_PDF)).status).toBe(200);
        const third = await erin.createProject();
        const refused = await erin.upload(third, 'in', WHEAT_PDF);
        expect(refused.status).toBe(413);
        expect(refused.body.message).toMatch(/^You have used your \d+ KB of storage\. Delete a project you no longer need to make room\.$/);
        const usage = (await erin.call('GET', '/paper-remix/usage')).body.data;
        expect(usage.storageUsedBytes).toBe(WHEAT_PDF.byteLength * 2);
        // What was stored before is still there.
        const node = (await erin.call('GET', `/paper-remix/project/${id}`)).body.data.nodes[0];
        const preview = await erin.call('GET', `/paper-remix/project/${id}/node/${node.id}/preview`);
        expect((await fetch(preview.body.data.s3ObjOutput.presigned_url)).status).toBe(200);
        // A full account starts nothing new either.
        expect((await erin.generate(id, 'in', 'paperInput')).status).toBe(403);
      } finally {
        await small.close();
      }
    });

    it('lets an expired trial open and download its projects but not generate', async () => {
      const expired = remixClient(api, await api.tokenFor('expired@paperlight.test'));
      const id = await expired.createProject();
      await expired.save(id, chainNodes());
      expect((await expired.upload(id, 'in', WHEAT_PDF)).status).toBe(200);
      const refused = await expired.generate(id, 'in', 'paperInput');
      expect(refused).toMatchObject({ status: 403, body: { message: 'Your free trial has expired' } });
      expect((await expired.call('GET', `/paper-remix/project/${id}`)).status).toBe(200);
      const node = (await expired.call('GET', `/paper-remix/project/${id}`)).body.data.nodes[0];
      expect((await expired.call('GET', `/paper-remix/project/${id}/node/${node.id}/preview`)).status).toBe(200);
      // No trial at all (null) may generate, like an active one.
      const none = remixClient(api, await api.tokenFor('notrial@paperlight.test'));
      const other = await none.createProject();
      await none.save(other, chainNodes());
      await none.upload(other, 'in', WHEAT_PDF);
      expect((await none.generate(other, 'in', 'paperInput')).status).toBe(200);
      await api.server.paperRemix.queue.idle();
    }, 90_000);
  });

  describe('given hostile PDFs', () => {
    it('answers the upload at once and fails the node with the message, while the api keeps answering', async () => {
      const id = await alice.createProject();
      await alice.save(id, chainNodes());
      const bomb = bombPdf(300);
      const started = performance.now();
      expect((await alice.upload(id, 'in', bomb)).status).toBe(200);
      expect(performance.now() - started).toBeLessThan(2000);
      expect((await alice.generate(id, 'in', 'paperInput')).status).toBe(200);
      // While the worker reads the bomb, the api answers as usual.
      const health: number[] = [];
      const deadline = Date.now() + 1500;
      while (Date.now() < deadline) {
        const t0 = performance.now();
        expect((await fetch(`${api.url}/health`)).status).toBe(200);
        health.push(performance.now() - t0);
      }
      expect(Math.max(...health)).toBeLessThan(500);
      await api.server.paperRemix.queue.idle();
      const node = (await alice.call('GET', `/paper-remix/project/${id}`)).body.data.nodes.find((n: any) => n.clientNodeId === 'in');
      expect(node).toMatchObject({ status: 'failed', execution: { outputData: { error: 'This PDF is too complex to read' } } });
      // The project and its other nodes are untouched.
      expect((await alice.call('GET', `/paper-remix/project/${id}`)).body.data.nodes).toHaveLength(4);
    }, 60_000);

    it('fails an endless page the same way', async () => {
      // The worker inherits the api's environment when it starts (at the first job).
      process.env.PDF_MAX_TEXT_ITEMS = '20000';
      const endless = await startApi('sqlite');
      try {
        const frank = remixClient(endless, await endless.tokenFor('trial5@paperlight.test'));
        const id = await frank.createProject();
        await frank.save(id, chainNodes());
        expect((await frank.upload(id, 'in', endlessPdf(60_000))).status).toBe(200);
        expect((await frank.generate(id, 'in', 'paperInput')).status).toBe(200);
        await endless.server.paperRemix.queue.idle();
        const node = (await frank.call('GET', `/paper-remix/project/${id}`)).body.data.nodes.find((n: any) => n.clientNodeId === 'in');
        expect(node).toMatchObject({ status: 'failed', execution: { outputData: { error: 'This PDF is too complex to read' } } });
      } finally {
        delete process.env.PDF_MAX_TEXT_ITEMS;
        await endless.close();
      }
    }, 60_000);
  });
});
