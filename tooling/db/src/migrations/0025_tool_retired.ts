import type { Kysely, Migration } from 'kysely';

/**
 * Retiring a tool is soft (issue 18, decision 0080): `retired_at` is set and the tool leaves the
 * public catalogue; Tools Administration keeps listing it with Restore, which clears the column.
 */
export const toolRetired: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('tools').addColumn('retired_at', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('tools').dropColumn('retired_at').execute();
  },
};
