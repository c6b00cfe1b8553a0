import type { Kysely, Migration } from 'kysely';

/**
 * What each person chose for themselves in the administration screens, e.g. the columns they hid
 * in a table (decision 0087): one JSON value per person and key, read by primary key.
 */
export const userPreferences: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('user_preferences')
      // No foreign key: erasing an account deletes its rows (eraseAccount).
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('key', 'text', (c) => c.notNull())
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('user_preferences_pk', ['user_id', 'key'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('user_preferences').ifExists().execute();
  },
};
