import { sql, type Kysely, type Migration } from 'kysely';
import { detailsOf, TOOL_CATALOGUE, type ToolDetails } from '../tool-catalogue';

interface OldToolRow {
  id: string;
  slug: string;
  name: string;
  suite_tab: string;
  category_badge: string;
  description: string;
  link: string | null;
  status: string;
  sort_order: number;
  featured: number;
  created_at: string;
  updated_at: string;
}

interface NewToolRow {
  id: string;
  slug: string;
  name: string;
  category: string;
  tagline: string;
  description: string;
  details: string;
  status: string;
  featured: number;
  sort_order: number;
  demo: string | null;
  app_path: string | null;
  created_at: string;
  updated_at: string;
}

const CATEGORY_CHECK = sql`category in ('Accessibility', 'Peer Review', 'Document Analytics', 'Journal Analytics', 'Plug & Play')`;
const STATUS_CHECK = sql`status in ('available', 'coming-soon', 'hidden')`;

async function createCatalogueTable(db: Kysely<unknown>, name: string) {
  await db.schema
    .createTable(name)
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull().check(CATEGORY_CHECK))
    .addColumn('tagline', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'text', (c) => c.notNull())
    // The tool page's copy (ToolDetails) as JSON text, read the same way by both dialects.
    .addColumn('details', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('available').check(STATUS_CHECK))
    .addColumn('featured', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('demo', 'text')
    .addColumn('app_path', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

/** A tool the catalogue does not know (added in Tools Administration): a page from its card alone. */
const plainDetails = (description: string): ToolDetails => ({
  summary: description,
  about: [],
  features: [],
  audience: [],
  sample: null,
  related: [],
});

/**
 * One catalogue for the whole site (decision 0040). The old table had two category fields (a suite
 * tab and a free-text badge that disagreed), a `link` that decided Explore or Notify Me whatever the
 * status said, and three statuses with no effect. The new one has one category, a status that acts
 * (available, coming-soon, hidden), the tool page's copy, its guest demo and where the product
 * lives. Rows nobody edited since seeding take the catalogue's values; edited rows keep their own.
 * SQLite cannot change a CHECK constraint in place, so the table is rebuilt on both dialects.
 */
export const toolCatalogue: Migration = {
  async up(db: Kysely<unknown>) {
    const old = (await db
      .selectFrom('tools' as never)
      .selectAll()
      .execute()) as OldToolRow[];
    await createCatalogueTable(db, 'tools_next');
    const bySlug = new Map(TOOL_CATALOGUE.map((tool, index) => [tool.slug, { tool, index }]));
    for (const row of old) {
      const known = bySlug.get(row.slug);
      const untouched = row.updated_at === row.created_at;
      const next: NewToolRow = {
        id: row.id,
        slug: row.slug,
        name: row.name,
        category: row.suite_tab,
        tagline: known?.tool.tagline ?? '',
        description: row.description,
        details: JSON.stringify(known ? detailsOf(known.tool) : plainDetails(row.description)),
        status: row.status === 'active' && row.link !== null ? 'available' : 'coming-soon',
        featured: Number(row.featured) === 1 ? 1 : 0,
        sort_order: Number(row.sort_order),
        demo: known?.tool.demo ?? null,
        app_path: known?.tool.appPath ?? null,
        created_at: row.created_at,
        updated_at: row.updated_at,
      };
      if (known && untouched) {
        Object.assign(next, {
          name: known.tool.name,
          category: known.tool.category,
          description: known.tool.description,
          status: known.tool.status,
          featured: known.tool.featured ? 1 : 0,
          sort_order: known.index,
        });
      }
      await db
        .insertInto('tools_next' as never)
        .values(next as never)
        .execute();
    }
    await db.schema.dropTable('tools').execute();
    await db.schema.alterTable('tools_next').renameTo('tools').execute();
    await db.schema.createIndex('tools_category_order_idx').on('tools').columns(['category', 'sort_order']).execute();
    await db.schema.createIndex('tools_status_order_idx').on('tools').columns(['status', 'sort_order']).execute();
  },

  async down(db: Kysely<unknown>) {
    const rows = (await db
      .selectFrom('tools' as never)
      .selectAll()
      .execute()) as NewToolRow[];
    await db.schema.dropTable('tools').execute();
    await db.schema
      .createTable('tools')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('slug', 'text', (c) => c.notNull().unique())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('suite_tab', 'text', (c) =>
        c.notNull().check(sql`suite_tab in ('Accessibility', 'Peer Review', 'Document Analytics', 'Journal Analytics', 'Plug & Play')`),
      )
      .addColumn('category_badge', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('link', 'text')
      .addColumn('status', 'text', (c) =>
        c
          .notNull()
          .defaultTo('active')
          .check(sql`status in ('active', 'notify', 'soon')`),
      )
      .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('featured', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    for (const row of rows) {
      if (row.status === 'hidden') continue;
      const available = row.status === 'available';
      await db
        .insertInto('tools' as never)
        .values({
          id: row.id,
          slug: row.slug,
          name: row.name,
          suite_tab: row.category,
          category_badge: row.category,
          description: row.description,
          link: available ? `/tools/${row.slug}` : null,
          status: available ? 'active' : 'notify',
          sort_order: row.sort_order,
          featured: row.featured,
          created_at: row.created_at,
          updated_at: row.updated_at,
        } as never)
        .execute();
    }
    await db.schema.createIndex('tools_suite_order_idx').on('tools').columns(['suite_tab', 'sort_order']).execute();
  },
};
