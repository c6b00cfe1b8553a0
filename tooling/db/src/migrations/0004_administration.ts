import type { Kysely, Migration } from 'kysely';

/**
 * The audit log of administrators' changes, and the indexes that keep every page of the users
 * and contact-request tables fast with tens of thousands of rows (sorting without a full scan).
 */
export const administration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('audit_log')
      .addColumn('id', 'text', (c) => c.primaryKey())
      // No foreign keys: the record must outlive both the actor and the changed row.
      .addColumn('actor_id', 'text', (c) => c.notNull())
      .addColumn('actor_email', 'text', (c) => c.notNull())
      .addColumn('target_type', 'text', (c) => c.notNull())
      .addColumn('target_id', 'text', (c) => c.notNull())
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('before', 'text')
      .addColumn('after', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('audit_log_target_idx').on('audit_log').columns(['target_type', 'target_id', 'created_at']).execute();

    await db.schema.createIndex('users_created_idx').on('users').columns(['created_at', 'id']).execute();
    await db.schema.createIndex('users_name_idx').on('users').columns(['name', 'id']).execute();
    await db.schema.createIndex('users_trial_end_idx').on('users').columns(['trial_end_date', 'id']).execute();
    await db.schema.createIndex('contact_requests_created_idx').on('contact_requests').column('created_at').execute();
    await db.schema.createIndex('contact_requests_status_idx').on('contact_requests').columns(['status', 'created_at']).execute();
  },
  async down(db: Kysely<unknown>) {
    for (const index of [
      'contact_requests_status_idx',
      'contact_requests_created_idx',
      'users_trial_end_idx',
      'users_name_idx',
      'users_created_idx',
    ]) {
      await db.schema.dropIndex(index).ifExists().execute();
    }
    await db.schema.dropTable('audit_log').ifExists().execute();
  },
};
