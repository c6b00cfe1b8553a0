import type { Kysely, Migration } from 'kysely';

/**
 * The canned guest demos of SPEC §6: one JSON document per (kind, sample id), seeded by
 * apps/api from its `samples/` folder. Stored as text so both dialects read it the same way.
 */
export const demoSamples: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('demo_samples')
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('sample_id', 'text', (c) => c.notNull())
      .addColumn('data', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('demo_samples_pk', ['kind', 'sample_id'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('demo_samples').execute();
  },
};
