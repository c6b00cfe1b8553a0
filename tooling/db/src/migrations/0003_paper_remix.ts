import type { Kysely, Migration } from 'kysely';

/**
 * Paper Remix projects, their nodes, the jobs that run them and the files they produce
 * (docs/decisions/0007-paper-remix-jobs.md). JSON is kept as text so both dialects read it the same.
 */
export const paperRemix: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('projects')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('auto_save_enabled', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('projects_user_idx').on('projects').columns(['user_id', 'updated_at']).execute();

    await db.schema
      .createTable('project_nodes')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id').onDelete('cascade'))
      .addColumn('client_node_id', 'text', (c) => c.notNull())
      .addColumn('node_type', 'text', (c) => c.notNull())
      .addColumn('position', 'text', (c) => c.notNull())
      .addColumn('label', 'text', (c) => c.notNull())
      .addColumn('configuration', 'text', (c) => c.notNull())
      .addColumn('target_edges', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('idle'))
      .addColumn('execution', 'text')
      .addColumn('file_key', 'text')
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('project_nodes_client_unique', ['project_id', 'client_node_id'])
      .execute();

    // No foreign key to project_nodes: a job outlives the node it ran for (history, cancellation).
    await db.schema
      .createTable('jobs')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('project_id', 'text', (c) => c.notNull())
      .addColumn('project_node_id', 'text', (c) => c.notNull())
      .addColumn('node_type', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('progress', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('heartbeat_at', 'text')
      .addColumn('error', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('started_at', 'text')
      .addColumn('finished_at', 'text')
      .execute();
    await db.schema.createIndex('jobs_status_idx').on('jobs').columns(['status', 'created_at']).execute();
    await db.schema.createIndex('jobs_node_idx').on('jobs').column('project_node_id').execute();

    await db.schema
      .createTable('files')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('owner_id', 'text', (c) => c.notNull())
      .addColumn('content_type', 'text', (c) => c.notNull())
      .addColumn('size', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('files_owner_idx').on('files').column('owner_id').execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['files', 'jobs', 'project_nodes', 'projects']) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};
