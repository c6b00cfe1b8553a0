import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, seed, seedTools, toolSeeds } from './index';
import { createTestDatabase, postgresAvailable } from './testing';
import type { TestDatabase } from './testing';

const hasPostgres = await postgresAvailable();

const TOOL_PAGES = [
  'alt-text', 'ai-summary', 'multi-lingual-audio', 'scientific-illustration-generator', 'image-duplication-checks', 'ai-review',
  'chat-with-paper', 'generative-research', 'concept-extraction', 'llm-as-judge', 'paper-remix', 'rejections-analyzer',
  'correlation-tool', 'plug-and-play-widget',
];

describe.each([
  { dialect: 'sqlite' as const, run: true },
  { dialect: 'postgres' as const, run: hasPostgres },
])('tools seed on $dialect', ({ dialect, run }) => {
  let test: TestDatabase;
  const now = new Date('2026-03-01T12:00:00.000Z');

  beforeAll(async () => {
    if (!run) return;
    test = await createTestDatabase(dialect);
    await migrateToLatest(test.database.db);
    await seed(test.database.db, now);
  });
  afterAll(async () => {
    await test?.cleanup();
  });

  it.runIf(run)('links every tool page of the spec and leaves upcoming tools without a link', async () => {
    const tools = await test.database.db.selectFrom('tools').selectAll().execute();
    const linked = tools.filter((t) => t.link !== null);
    expect(linked.map((t) => t.slug).sort()).toEqual([...TOOL_PAGES].sort());
    for (const tool of linked) expect(tool.link).toBe(`/tools/${tool.slug}`);
    const notify = tools.filter((t) => t.link === null);
    expect(new Set(notify.map((t) => t.suite_tab))).toEqual(
      new Set(['Accessibility', 'Peer Review', 'Document Analytics', 'Journal Analytics', 'Plug & Play']),
    );
    expect(notify.every((t) => t.status === 'notify')).toBe(true);
  });

  it.runIf(run)('keeps administrators’ edits and adds nothing twice when seeding again', async () => {
    const { db } = test.database;
    await db.updateTable('tools').set({ name: 'Alt Text Pro' }).where('slug', '=', 'alt-text').execute();
    await seedTools(db, new Date('2026-04-01T00:00:00.000Z'));
    const tools = await db.selectFrom('tools').select(['slug', 'name']).execute();
    expect(tools).toHaveLength(toolSeeds.length);
    expect(tools.find((t) => t.slug === 'alt-text')?.name).toBe('Alt Text Pro');
  });

  it.runIf(run)('refuses a suite tab outside the five of the spec', async () => {
    await expect(
      test.database.db
        .insertInto('tools')
        .values({
          id: 'x', slug: 'x', name: 'X', suite_tab: 'Marketing' as never, category_badge: 'X', description: 'X', link: null,
          status: 'active', sort_order: 0, featured: 0, created_at: now.toISOString(), updated_at: now.toISOString(),
        })
        .execute(),
    ).rejects.toThrow();
  });
});
