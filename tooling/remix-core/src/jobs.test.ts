import { randomUUID } from 'node:crypto';
import { migrateToLatest, seed } from '@paperlight/db';
import { createTestDatabase, postgresAvailable, type TestDatabase } from '@paperlight/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimNextJob, createJob } from './jobs';

const dialects = (await postgresAvailable()) ? (['sqlite', 'postgres'] as const) : (['sqlite'] as const);

describe.each(dialects)('claimNextJob on %s', (dialect) => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase(dialect);
    await migrateToLatest(testDb.database.db);
    await seed(testDb.database.db);
  });
  afterAll(async () => {
    await testDb?.cleanup();
  });

  const projectOf = async (userEmail: string) => {
    const db = testDb.database.db;
    const user = await db.selectFrom('users').select('id').where('email', '=', userEmail).executeTakeFirstOrThrow();
    const now = new Date().toISOString();
    const project = { id: randomUUID(), user_id: user.id, name: userEmail, auto_save_enabled: 1, created_at: now, updated_at: now };
    await db.insertInto('projects').values(project).execute();
    return project.id;
  };
  let tick = 0;
  const queueJob = async (projectId: string) => {
    const db = testDb.database.db;
    const node = {
      id: randomUUID(),
      project_id: projectId,
      client_node_id: randomUUID(),
      node_type: 'paperInput',
      position: '{}',
      label: 'Paper',
      configuration: '{}',
      target_edges: '[]',
      status: 'idle',
      execution: null,
      file_key: null,
      updated_at: new Date().toISOString(),
    };
    await db.insertInto('project_nodes').values(node).execute();
    // Distinct, increasing creation times so "oldest first" is well defined.
    tick += 1;
    const job = await createJob({ db, now: () => Date.parse('2026-11-23T10:00:00Z') + tick * 1000 }, node as never);
    return job!.id;
  };

  describe("given one user's backlog and another user's single job queued after it", () => {
    it('interleaves the users instead of running the backlog first', async () => {
      const alice = await projectOf('trial5@paperlight.test');
      const bob = await projectOf('trial2@paperlight.test');
      const a1 = await queueJob(alice);
      const a2 = await queueJob(alice);
      const a3 = await queueJob(alice);
      const b1 = await queueJob(bob);
      const db = testDb.database.db;
      const order: string[] = [];
      for (;;) {
        const id = await claimNextJob({ db });
        if (!id) break;
        order.push(id);
        // As one worker with one slot: the job ends before the next claim.
        await db.updateTable('jobs').set({ status: 'completed' }).where('id', '=', id).execute();
      }
      expect(order).toEqual([a1, b1, a2, a3]);
    });

    it('prefers the user with nothing running over one whose job already runs', async () => {
      const carol = await projectOf('notrial@paperlight.test');
      const dave = await projectOf('expired@paperlight.test');
      const c1 = await queueJob(carol);
      const c2 = await queueJob(carol);
      const d1 = await queueJob(dave);
      const db = testDb.database.db;
      expect(await claimNextJob({ db })).toBe(c1);
      // c1 still runs: dave's job goes next although carol's second job is older.
      expect(await claimNextJob({ db })).toBe(d1);
      expect(await claimNextJob({ db })).toBe(c2);
      expect(await claimNextJob({ db })).toBeNull();
      const rows = await db.selectFrom('jobs').select(['id', 'status', 'attempts']).where('id', 'in', [c1, c2, d1]).execute();
      expect(rows.every((r) => r.status === 'running' && r.attempts === 1)).toBe(true);
    });
  });
});
