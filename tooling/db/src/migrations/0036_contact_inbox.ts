import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Contact requests as an inbox (issue 18, decision 0086): an owner among sales and administrators,
 * and internal notes. Each query the inbox adds reads an index: a request's notes in order, the
 * requests of one owner (or of nobody) newest first, and the people a request can be given to
 * (a partial index over the few sales and administrators among thousands of users, by name).
 */
export const contactInbox: Migration = {
  async up(db: Kysely<unknown>) {
    // No foreign key, like the requests' user_id: erasing the owner's account clears it instead.
    await db.schema.alterTable('contact_requests').addColumn('owner_id', 'text').execute();
    await db.schema.createIndex('contact_requests_owner_idx').on('contact_requests').columns(['owner_id', 'created_at']).execute();

    await db.schema
      .createTable('contact_request_notes')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('contact_request_id', 'text', (c) => c.notNull())
      .addColumn('author_id', 'text', (c) => c.notNull())
      .addColumn('author_email', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('contact_request_notes_request_idx')
      .on('contact_request_notes')
      .columns(['contact_request_id', 'created_at'])
      .execute();

    // The same predicate as the query of `contactOwners`, so both dialects answer it from this index.
    await sql`create index users_staff_idx on users (name, id) where is_admin = 1 or is_sales = 1`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('users_staff_idx').ifExists().execute();
    await db.schema.dropTable('contact_request_notes').ifExists().execute();
    await db.schema.dropIndex('contact_requests_owner_idx').ifExists().execute();
    await db.schema.alterTable('contact_requests').dropColumn('owner_id').execute();
  },
};
