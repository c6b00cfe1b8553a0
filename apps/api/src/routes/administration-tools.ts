import { randomUUID } from 'node:crypto';
import type { Kysely, Schema } from '@paperlight/db';
import * as v from 'valibot';
import { HttpError } from '../errors';

export const SUITE_TABS = ['Accessibility', 'Peer Review', 'Document Analytics', 'Journal Analytics', 'Plug & Play'] as const;
export const TOOL_STATUSES = ['active', 'notify', 'soon'] as const;

const text = (field: string, min: number, max: number) =>
  v.pipe(v.string(`${field} must be text`), v.trim(), v.minLength(min, `${field} is required`), v.maxLength(max, `${field} must be at most ${max} characters`));

const toolFields = {
  slug: v.pipe(v.string('slug must be text'), v.trim(), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'slug must be lower-case words joined by hyphens'), v.maxLength(60, 'slug must be at most 60 characters')),
  name: text('name', 1, 80),
  suiteTab: v.picklist(SUITE_TABS, `suiteTab must be one of ${SUITE_TABS.join(', ')}`),
  categoryBadge: text('categoryBadge', 1, 40),
  description: v.optional(text('description', 0, 400), ''),
  // A site path or an https address; anything else (javascript:, data:) could run in the visitor's page.
  link: v.nullable(
    v.pipe(
      v.string('link must be text'),
      v.trim(),
      v.maxLength(300, 'link must be at most 300 characters'),
      v.regex(/^(?:\/(?!\/)[\w\-./#?=&%]*|https:\/\/[^\s]+)$/, 'link must be a site path starting with / or an https address'),
    ),
  ),
  status: v.picklist(TOOL_STATUSES, `status must be one of ${TOOL_STATUSES.join(', ')}`),
  sortOrder: v.pipe(v.number('sortOrder must be a number'), v.integer('sortOrder must be a whole number'), v.minValue(0, 'sortOrder must be 0 or more'), v.maxValue(10_000, 'sortOrder must be at most 10000')),
  featured: v.boolean('featured must be true or false'),
};

export const ToolCreateSchema = v.strictObject(toolFields, 'Unknown field');
export const ToolUpdateSchema = v.strictObject(
  Object.fromEntries(Object.entries(toolFields).map(([key, schema]) => [key, v.optional(schema)])) as {
    [K in keyof typeof toolFields]: v.OptionalSchema<(typeof toolFields)[K], undefined>;
  },
  'Unknown field',
);
export type ToolInput = v.InferOutput<typeof ToolCreateSchema>;

export interface AdminTool {
  id: string;
  slug: string;
  name: string;
  suiteTab: string;
  categoryBadge: string;
  description: string;
  link: string | null;
  status: string;
  sortOrder: number;
  featured: boolean;
  updatedAt: string;
}

export function toAdminTool(row: Schema['tools']): AdminTool {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    suiteTab: row.suite_tab,
    categoryBadge: row.category_badge,
    description: row.description,
    link: row.link,
    status: row.status,
    sortOrder: Number(row.sort_order),
    featured: Number(row.featured) === 1,
    updatedAt: row.updated_at,
  };
}

const columnsOf = (input: Partial<ToolInput>) => ({
  ...(input.slug !== undefined ? { slug: input.slug } : {}),
  ...(input.name !== undefined ? { name: input.name } : {}),
  ...(input.suiteTab !== undefined ? { suite_tab: input.suiteTab } : {}),
  ...(input.categoryBadge !== undefined ? { category_badge: input.categoryBadge } : {}),
  ...(input.description !== undefined ? { description: input.description } : {}),
  ...(input.link !== undefined ? { link: input.link } : {}),
  ...(input.status !== undefined ? { status: input.status } : {}),
  ...(input.sortOrder !== undefined ? { sort_order: input.sortOrder } : {}),
  ...(input.featured !== undefined ? { featured: input.featured ? 1 : 0 } : {}),
});

export async function listTools(db: Kysely<Schema>): Promise<AdminTool[]> {
  const rows = await db.selectFrom('tools').selectAll().orderBy('suite_tab').orderBy('sort_order').orderBy('name').execute();
  return rows.map(toAdminTool);
}

export async function findTool(db: Kysely<Schema>, id: string): Promise<AdminTool> {
  const row = await db.selectFrom('tools').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new HttpError(404, 'Tool not found');
  return toAdminTool(row);
}

async function assertSlugFree(db: Kysely<Schema>, slug: string, exceptId?: string) {
  const taken = await db.selectFrom('tools').select('id').where('slug', '=', slug).executeTakeFirst();
  if (taken && taken.id !== exceptId) throw new HttpError(409, `A tool with the slug ${slug} already exists`);
}

export async function createTool(db: Kysely<Schema>, input: ToolInput, now: Date): Promise<AdminTool> {
  await assertSlugFree(db, input.slug);
  const id = randomUUID();
  const at = now.toISOString();
  await db.insertInto('tools').values({ id, ...columnsOf(input), created_at: at, updated_at: at } as Schema['tools']).execute();
  return findTool(db, id);
}

export async function updateTool(db: Kysely<Schema>, id: string, input: Partial<ToolInput>, now: Date): Promise<{ before: AdminTool; after: AdminTool }> {
  const before = await findTool(db, id);
  if (input.slug !== undefined) await assertSlugFree(db, input.slug, id);
  await db.updateTable('tools').set({ ...columnsOf(input), updated_at: now.toISOString() }).where('id', '=', id).execute();
  return { before, after: await findTool(db, id) };
}

/** Retiring removes the tool from the catalogue, so the landing page no longer lists it. */
export async function retireTool(db: Kysely<Schema>, id: string): Promise<AdminTool> {
  const before = await findTool(db, id);
  await db.deleteFrom('tools').where('id', '=', id).execute();
  return before;
}
