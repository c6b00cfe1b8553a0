import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Replies from the console (issue 38, decision 0174): every reply sent to a contact request, and
 * every reply of theirs logged by hand, kept as the request's thread with who, when, subject, body
 * and how the mail went. The thread reads one index in order; the other requests of the same
 * address (any case) read an index on the lower-cased address.
 */
export const contactReplies: Migration = {
  async up(db: Kysely<unknown>) {
    // No foreign key, like the notes: erasure deletes a request's thread with it.
    await db.schema
      .createTable('contact_replies')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('contact_request_id', 'text', (c) => c.notNull())
      .addColumn('direction', 'text', (c) => c.notNull())
      .addColumn('author_id', 'text', (c) => c.notNull())
      .addColumn('author_email', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('template', 'text')
      .addColumn('outcome', 'text', (c) => c.notNull())
      .addColumn('error', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('contact_replies_request_idx')
      .on('contact_replies')
      .columns(['contact_request_id', 'created_at'])
      .execute();
    // An expression index both dialects read for `lower(email) = ?`.
    await sql`create index contact_requests_email_lower_idx on contact_requests (lower(email), created_at)`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('contact_requests_email_lower_idx').ifExists().execute();
    await db.schema.dropTable('contact_replies').ifExists().execute();
  },
};
