import type { Kysely, Migration } from 'kysely';

/**
 * Public, read-only links to a finished Paper Remix video (issue 15, decision 0066): an unguessable
 * token per link; revoking sets `revoked_at` (kept so the owner's list and audits can tell).
 */
export const shareLinks: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('share_links')
      .addColumn('token', 'text', (c) => c.primaryKey())
      .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id').onDelete('cascade'))
      .addColumn('project_node_id', 'text', (c) => c.notNull())
      .addColumn('owner_id', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('revoked_at', 'text')
      .execute();
    await db.schema.createIndex('share_links_project').on('share_links').column('project_id').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('share_links').execute();
  },
};
