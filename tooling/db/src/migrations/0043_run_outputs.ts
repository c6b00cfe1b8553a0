import type { Kysely, Migration } from 'kysely';

/**
 * Every run's output is kept (issue 31, decision 0173): the worker writes a 'generated' version for
 * each finished run, naming its job, so a node's History can open or play what any run made.
 */
export const runOutputs: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('node_versions').addColumn('job_id', 'text').execute();
    await db.schema.createIndex('node_versions_job').on('node_versions').column('job_id').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('node_versions_job').execute();
    await db.schema.alterTable('node_versions').dropColumn('job_id').execute();
  },
};
