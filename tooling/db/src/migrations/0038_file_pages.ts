import type { Kysely, Migration } from 'kysely';

/**
 * An uploaded PDF's page objects as its bytes show them (decision 0088): the read's estimate grows
 * with pages, which the api counts at upload without parsing the file. Null when none are visible
 * (compressed object streams) and for files uploaded before the count.
 */
export const filePages: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('files').addColumn('pages', 'integer').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('files').dropColumn('pages').execute();
  },
};
