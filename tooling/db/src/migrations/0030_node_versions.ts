import type { Kysely, Migration } from 'kysely';

/**
 * Versions of a Paper Remix node's result (issue 15, decision 0083): the engine's output a user
 * edited, each saved edit and each restore, so an edit never loses what the engine made.
 */
export const nodeVersions: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('node_versions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('project_node_id', 'text', (c) => c.notNull().references('project_nodes.id').onDelete('cascade'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('execution', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('node_versions_node').on('node_versions').columns(['project_node_id', 'created_at']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('node_versions').execute();
  },
};
