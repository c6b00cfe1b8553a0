import { randomUUID } from 'node:crypto';
import { TOOL_CATEGORIES, TOOL_STATUSES, type Kysely, type Schema, type ToolDetails } from '@paperlight/db';
import type { Insertable, Selectable } from 'kysely';
import * as v from 'valibot';
import { HttpError } from '../errors';

export { TOOL_CATEGORIES, TOOL_STATUSES };

const text = (field: string, min: number, max: number) =>
  v.pipe(
    v.string(`${field} must be text`),
    v.trim(),
    v.minLength(min, `${field} is required`),
    v.maxLength(max, `${field} must be at most ${max} characters`),
  );

const lines = (field: string, maxItems: number, maxLength: number) =>
  v.pipe(
    v.array(text(field, 1, maxLength), `${field} must be a list of texts`),
    v.maxLength(maxItems, `${field} must have at most ${maxItems} entries`),
  );

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const slug = (field: string) =>
  v.pipe(
    v.string(`${field} must be text`),
    v.trim(),
    v.regex(SLUG, `${field} must be lower-case words joined by hyphens`),
    v.maxLength(60, `${field} must be at most 60 characters`),
  );

// A site path or an https address; anything else (javascript:, data:, //host) could run in the visitor's page.
const SAFE_HREF = /^(?:\/(?!\/)[\w\-./#?=&%]*|https:\/\/[^\s]+)$/;
const href = (field: string) =>
  v.pipe(
    v.string(`${field} must be text`),
    v.trim(),
    v.maxLength(300, `${field} must be at most 300 characters`),
    v.regex(SAFE_HREF, `${field} must be a site path starting with / or an https address`),
  );

const sampleSchema = v.strictObject(
  {
    title: text('sample title', 1, 120),
    input: text('sample input', 1, 400),
    output: lines('sample output', 6, 400),
    href: v.optional(href('sample href')),
  },
  'sample has title, input, output and an optional href',
);

const audienceSchema = v.pipe(
  v.array(
    v.strictObject({ who: text('audience who', 1, 80), why: text('audience why', 1, 300) }, 'audience entries have who and why'),
    'audience must be a list',
  ),
  v.maxLength(6, 'audience must have at most 6 entries'),
);

/** Every field a tool has; creating one requires the first eight. */
const required = {
  slug: slug('slug'),
  name: text('name', 1, 80),
  category: v.picklist(TOOL_CATEGORIES, `category must be one of ${TOOL_CATEGORIES.join(', ')}`),
  description: text('description', 1, 400),
  status: v.picklist(TOOL_STATUSES, `status must be one of ${TOOL_STATUSES.join(', ')}`),
  featured: v.boolean('featured must be true or false'),
  sortOrder: v.pipe(
    v.number('sortOrder must be a number'),
    v.integer('sortOrder must be a whole number'),
    v.minValue(0, 'sortOrder must be 0 or more'),
    v.maxValue(10_000, 'sortOrder must be at most 10000'),
  ),
};
const optional = {
  tagline: text('tagline', 0, 160),
  /** The site's guest demo id; the site ignores ids it has no demo for. */
  demo: v.nullable(slug('demo')),
  appPath: v.nullable(href('appPath')),
  summary: text('summary', 0, 160),
  about: lines('about', 6, 1200),
  features: lines('features', 12, 200),
  audience: audienceSchema,
  sample: v.nullable(sampleSchema),
  related: v.pipe(v.array(slug('related'), 'related must be a list of slugs'), v.maxLength(6, 'related must have at most 6 entries')),
};

export const ToolCreateSchema = v.strictObject(
  {
    ...required,
    tagline: v.optional(optional.tagline, ''),
    demo: v.optional(optional.demo, null),
    appPath: v.optional(optional.appPath, null),
    summary: v.optional(optional.summary, ''),
    about: v.optional(optional.about, []),
    features: v.optional(optional.features, []),
    audience: v.optional(optional.audience, []),
    sample: v.optional(optional.sample, null),
    related: v.optional(optional.related, []),
  },
  'Unknown field',
);
// A PATCH changes only what it names: no defaults here.
export const ToolUpdateSchema = v.strictObject(
  Object.fromEntries(Object.entries({ ...required, ...optional }).map(([key, schema]) => [key, v.optional(schema)])) as {
    [K in keyof typeof required | keyof typeof optional]: v.OptionalSchema<(typeof required & typeof optional)[K], undefined>;
  },
  'Unknown field',
);
export type ToolInput = v.InferOutput<typeof ToolCreateSchema>;

/** A tool as the api answers it (GET /tools, Tools Administration): the card, the page copy and what it offers. */
export interface CatalogueToolDto extends ToolDetails {
  id: string;
  slug: string;
  name: string;
  category: string;
  tagline: string;
  description: string;
  status: string;
  featured: boolean;
  sortOrder: number;
  demo: string | null;
  appPath: string | null;
  updatedAt: string;
  /** Set while the tool is retired (Tools Administration only; the public list leaves it out). */
  retiredAt?: string | null;
}

const EMPTY_DETAILS: ToolDetails = { summary: '', about: [], features: [], audience: [], sample: null, related: [] };

function detailsOfRow(json: string): ToolDetails {
  try {
    const parsed = JSON.parse(json) as Partial<ToolDetails>;
    return { ...EMPTY_DETAILS, ...parsed };
  } catch {
    return EMPTY_DETAILS;
  }
}

export function toCatalogueTool(row: Selectable<Schema['tools']>): CatalogueToolDto {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    category: row.category,
    tagline: row.tagline,
    description: row.description,
    status: row.status,
    featured: Number(row.featured) === 1,
    sortOrder: Number(row.sort_order),
    demo: row.demo,
    appPath: row.app_path,
    ...detailsOfRow(row.details),
    updatedAt: row.updated_at,
    retiredAt: row.retired_at ?? null,
  };
}

const DETAIL_KEYS = ['summary', 'about', 'features', 'audience', 'sample', 'related'] as const;

function columnsOf(input: Partial<ToolInput>, currentDetails?: ToolDetails) {
  const touchesDetails = DETAIL_KEYS.some((key) => input[key] !== undefined);
  const details = touchesDetails || !currentDetails ? { ...EMPTY_DETAILS, ...currentDetails } : undefined;
  if (details) {
    for (const key of DETAIL_KEYS) if (input[key] !== undefined) (details as Record<string, unknown>)[key] = input[key];
  }
  return {
    ...(input.slug !== undefined ? { slug: input.slug } : {}),
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.category !== undefined ? { category: input.category } : {}),
    ...(input.tagline !== undefined ? { tagline: input.tagline } : {}),
    ...(input.description !== undefined ? { description: input.description } : {}),
    ...(input.status !== undefined ? { status: input.status } : {}),
    ...(input.featured !== undefined ? { featured: input.featured ? 1 : 0 } : {}),
    ...(input.sortOrder !== undefined ? { sort_order: input.sortOrder } : {}),
    ...(input.demo !== undefined ? { demo: input.demo } : {}),
    ...(input.appPath !== undefined ? { app_path: input.appPath } : {}),
    ...(details ? { details: JSON.stringify(details) } : {}),
  };
}

const CATEGORY_ORDER = new Map<string, number>(TOOL_CATEGORIES.map((category, index) => [category, index]));

/** The catalogue in the order the site shows it: by sort order, then name. */
export async function listTools(db: Kysely<Schema>, options: { includeHidden?: boolean } = {}): Promise<CatalogueToolDto[]> {
  let query = db.selectFrom('tools').selectAll();
  if (!options.includeHidden) query = query.where('status', '!=', 'hidden').where('retired_at', 'is', null);
  const rows = await query.orderBy('sort_order').orderBy('name').execute();
  // The public list never says which tools were retired.
  return rows.map((row) => {
    const tool = toCatalogueTool(row);
    if (!options.includeHidden) delete tool.retiredAt;
    return tool;
  });
}

/** Tools Administration lists by category first, the way the landing page's tabs group them. */
export function byCategory(tools: CatalogueToolDto[]): CatalogueToolDto[] {
  return [...tools].sort(
    (a, b) =>
      (CATEGORY_ORDER.get(a.category) ?? 99) - (CATEGORY_ORDER.get(b.category) ?? 99) ||
      a.sortOrder - b.sortOrder ||
      a.name.localeCompare(b.name),
  );
}

export async function findTool(db: Kysely<Schema>, id: string): Promise<CatalogueToolDto> {
  const row = await db.selectFrom('tools').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new HttpError(404, 'Tool not found');
  return toCatalogueTool(row);
}

async function assertSlugFree(db: Kysely<Schema>, slugValue: string, exceptId?: string) {
  const taken = await db.selectFrom('tools').select('id').where('slug', '=', slugValue).executeTakeFirst();
  if (taken && taken.id !== exceptId) throw new HttpError(409, `A tool with the slug ${slugValue} already exists`);
}

/** Retiring takes the tool off the site (every list, its page answers 404) and keeps it for Restore (decision 0080). */
export async function retireTool(
  db: Kysely<Schema>,
  id: string,
  now: Date,
): Promise<{ before: CatalogueToolDto; after: CatalogueToolDto }> {
  const before = await findTool(db, id);
  if (before.retiredAt) throw new HttpError(409, `${before.name} is already retired`);
  const at = now.toISOString();
  await db.updateTable('tools').set({ retired_at: at, updated_at: at }).where('id', '=', id).execute();
  return { before, after: await findTool(db, id) };
}

/** Restore brings a retired tool back with the status it had. */
export async function restoreTool(
  db: Kysely<Schema>,
  id: string,
  now: Date,
): Promise<{ before: CatalogueToolDto; after: CatalogueToolDto }> {
  const before = await findTool(db, id);
  if (!before.retiredAt) throw new HttpError(409, `${before.name} is not retired`);
  await db.updateTable('tools').set({ retired_at: null, updated_at: now.toISOString() }).where('id', '=', id).execute();
  return { before, after: await findTool(db, id) };
}

export async function createTool(db: Kysely<Schema>, input: ToolInput, now: Date): Promise<CatalogueToolDto> {
  await assertSlugFree(db, input.slug);
  const id = randomUUID();
  const at = now.toISOString();
  await db
    .insertInto('tools')
    .values({ id, ...columnsOf(input), created_at: at, updated_at: at } as Insertable<Schema['tools']>)
    .execute();
  return findTool(db, id);
}

export async function updateTool(
  db: Kysely<Schema>,
  id: string,
  input: Partial<ToolInput>,
  now: Date,
): Promise<{ before: CatalogueToolDto; after: CatalogueToolDto }> {
  const before = await findTool(db, id);
  if (input.slug !== undefined) await assertSlugFree(db, input.slug, id);
  const { summary, about, features, audience, sample, related } = before;
  await db
    .updateTable('tools')
    .set({ ...columnsOf(input, { summary, about, features, audience, sample, related }), updated_at: now.toISOString() })
    .where('id', '=', id)
    .execute();
  return { before, after: await findTool(db, id) };
}
