import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Schema } from './schema';
import { detailsOf, TOOL_CATALOGUE } from './tool-catalogue';

/** The catalogue's first contents (decision 0040): every tool page of SPEC §2 and the upcoming tools. */
export const toolSeeds = TOOL_CATALOGUE;

/**
 * Fills an empty catalogue. Once it holds any tool the database is the truth: edits made in Tools
 * Administration survive every restart, and a retired tool does not come back.
 */
export async function seedTools(db: Kysely<Schema>, now: Date = new Date()): Promise<void> {
  const any = await db.selectFrom('tools').select('id').limit(1).executeTakeFirst();
  if (any) return;
  const at = now.toISOString();
  const rows = TOOL_CATALOGUE.map((tool, index) => ({
    id: randomUUID(),
    slug: tool.slug,
    name: tool.name,
    category: tool.category,
    tagline: tool.tagline,
    description: tool.description,
    details: JSON.stringify(detailsOf(tool)),
    status: tool.status,
    featured: tool.featured ? 1 : 0,
    sort_order: index,
    demo: tool.demo,
    app_path: tool.appPath,
    created_at: at,
    updated_at: at,
  }));
  await db
    .insertInto('tools')
    .values(rows)
    .onConflict((oc) => oc.column('slug').doNothing())
    .execute();
}
