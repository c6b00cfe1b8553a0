import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, migrateUpTo, seed, seedTools, TOOL_CATALOGUE, toolSeeds } from './index';
import { createTestDatabase, postgresAvailable } from './testing';
import type { TestDatabase } from './testing';

const hasPostgres = await postgresAvailable();

const TOOL_PAGES = [
  'alt-text',
  'ai-summary',
  'multi-lingual-audio',
  'scientific-illustration-generator',
  'image-duplication-checks',
  'ai-review',
  'chat-with-paper',
  'generative-research',
  'concept-extraction',
  'llm-as-judge',
  'paper-remix',
  'rejections-analyzer',
  'correlation-tool',
  'plug-and-play-widget',
];

describe('the catalogue content', () => {
  it('holds every tool page of the spec, each slug once', () => {
    const slugs = TOOL_CATALOGUE.map((tool) => tool.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(slugs).toEqual(expect.arrayContaining(TOOL_PAGES));
  });

  describe.each(TOOL_CATALOGUE.map((tool) => [tool.slug, tool] as const))('%s', (_slug, tool) => {
    it('says what it does, for whom, with a sample', () => {
      expect(tool.tagline.trim()).not.toBe('');
      expect(tool.description.trim()).not.toBe('');
      expect(tool.about.length).toBeGreaterThanOrEqual(1);
      expect(tool.features.length).toBeGreaterThanOrEqual(3);
      expect(tool.audience.length).toBeGreaterThanOrEqual(2);
      expect(tool.sample?.output.length).toBeGreaterThanOrEqual(1);
    });

    it('has a meta description search engines show in full', () => {
      expect(tool.summary.length).toBeGreaterThanOrEqual(70);
      expect(tool.summary.length).toBeLessThanOrEqual(160);
    });

    it('links related tools that exist, never itself', () => {
      expect(tool.related.length).toBeGreaterThanOrEqual(2);
      for (const slug of tool.related) {
        expect(slug).not.toBe(tool.slug);
        expect(TOOL_CATALOGUE.some((other) => other.slug === slug)).toBe(true);
      }
    });

    it('offers its product only when it is available', () => {
      if (tool.status !== 'available') expect(tool.appPath).toBeNull();
    });
  });
});

describe.each([
  { dialect: 'sqlite' as const, run: true },
  { dialect: 'postgres' as const, run: hasPostgres },
])('tools catalogue on $dialect', ({ dialect, run }) => {
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

  it.runIf(run)('seeds every catalogue tool with its page copy, status and demo', async () => {
    const tools = await test.database.db.selectFrom('tools').selectAll().orderBy('sort_order').execute();
    expect(tools.map((t) => t.slug)).toEqual(TOOL_CATALOGUE.map((t) => t.slug));
    const remix = tools.find((t) => t.slug === 'paper-remix');
    expect(remix).toMatchObject({
      status: 'available',
      demo: 'paper-remix',
      app_path: '/dashboard',
      featured: 1,
      category: 'Document Analytics',
    });
    expect(JSON.parse(remix?.details ?? '{}')).toMatchObject({ sample: { href: '/demos/paper-remix/retail-kiosk' } });
    expect(tools.find((t) => t.slug === 'llm-as-judge')).toMatchObject({ status: 'coming-soon', demo: null, app_path: null });
  });

  it.runIf(run)('keeps administrators’ edits, adds nothing twice and does not bring a retired tool back', async () => {
    const { db } = test.database;
    await db.updateTable('tools').set({ name: 'Alt Text Pro' }).where('slug', '=', 'alt-text').execute();
    await db.deleteFrom('tools').where('slug', '=', 'lms-connector').execute();
    await seedTools(db, new Date('2026-04-01T00:00:00.000Z'));
    const tools = await db.selectFrom('tools').select(['slug', 'name']).execute();
    expect(tools).toHaveLength(toolSeeds.length - 1);
    expect(tools.find((t) => t.slug === 'alt-text')?.name).toBe('Alt Text Pro');
    expect(tools.some((t) => t.slug === 'lms-connector')).toBe(false);
  });

  it.runIf(run)('refuses a category outside the five of the spec and a status it does not know', async () => {
    const row = {
      id: 'x',
      slug: 'x',
      name: 'X',
      category: 'Accessibility' as const,
      tagline: '',
      description: 'X',
      details: '{}',
      status: 'available' as const,
      featured: 0,
      sort_order: 0,
      demo: null,
      app_path: null,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    };
    await expect(
      test.database.db
        .insertInto('tools')
        .values({ ...row, category: 'Marketing' as never })
        .execute(),
    ).rejects.toThrow();
    await expect(
      test.database.db
        .insertInto('tools')
        .values({ ...row, status: 'notify' as never })
        .execute(),
    ).rejects.toThrow();
  });
});

describe.each([
  { dialect: 'sqlite' as const, run: true },
  { dialect: 'postgres' as const, run: hasPostgres },
])('moving a $dialect database of the old catalogue to the new one', ({ dialect, run }) => {
  let test: TestDatabase;
  const seededAt = '2026-03-01T12:00:00.000Z';

  beforeAll(async () => {
    if (!run) return;
    test = await createTestDatabase(dialect);
    await migrateUpTo(test.database.db, '0006_last_sign_in');
    const old = (slug: string, fields: Record<string, unknown>) => ({
      id: `id-${slug}`,
      slug,
      name: slug,
      suite_tab: 'Document Analytics',
      category_badge: 'Document Analytics',
      description: `About ${slug}`,
      link: `/tools/${slug}`,
      status: 'active',
      sort_order: 0,
      featured: 0,
      created_at: seededAt,
      updated_at: seededAt,
      ...fields,
    });
    // The old seed sold five upcoming tools as available (a link, status 'active') and filed AI Summary under Accessibility.
    const rows = [
      old('concept-extraction', { featured: 0 }),
      old('rejections-analyzer', { featured: 1, suite_tab: 'Journal Analytics' }),
      old('reviewer-finder', { link: null, status: 'notify', suite_tab: 'Peer Review' }),
      old('ai-review', { name: 'AI Review Plus', updated_at: '2026-03-05T09:00:00.000Z', suite_tab: 'Peer Review' }),
      old('in-house-tool', { link: null, status: 'soon', name: 'In-house Tool', updated_at: '2026-03-06T09:00:00.000Z' }),
    ];
    for (const row of rows)
      await test.database.db
        .insertInto('tools' as never)
        .values(row as never)
        .execute();
    await migrateToLatest(test.database.db);
  });
  afterAll(async () => {
    await test?.cleanup();
  });

  it.runIf(run)('gives untouched seeded rows the catalogue’s truth', async () => {
    const tools = await test.database.db.selectFrom('tools').selectAll().execute();
    expect(tools.find((t) => t.slug === 'concept-extraction')).toMatchObject({ status: 'coming-soon', name: 'Concept Extraction' });
    expect(tools.find((t) => t.slug === 'rejections-analyzer')).toMatchObject({
      status: 'available',
      featured: 0,
      demo: 'rejection-analyzer',
    });
    expect(tools.find((t) => t.slug === 'reviewer-finder')).toMatchObject({ status: 'coming-soon', category: 'Peer Review' });
  });

  it.runIf(run)('keeps what an administrator edited, and gives an unknown tool a page from its card', async () => {
    const tools = await test.database.db.selectFrom('tools').selectAll().execute();
    const review = tools.find((t) => t.slug === 'ai-review');
    expect(review).toMatchObject({ name: 'AI Review Plus', status: 'available', category: 'Peer Review' });
    expect(JSON.parse(review?.details ?? '{}').features.length).toBeGreaterThan(0);
    const own = tools.find((t) => t.slug === 'in-house-tool');
    expect(own).toMatchObject({ name: 'In-house Tool', status: 'coming-soon', tagline: '', demo: null });
    expect(JSON.parse(own?.details ?? '{}')).toEqual({
      summary: 'About in-house-tool',
      about: [],
      features: [],
      audience: [],
      sample: null,
      related: [],
    });
  });
});
