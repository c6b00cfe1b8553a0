import { PostgresAdapter, sql, type Kysely, type Migration } from 'kysely';

const INDEXES = [
  'security_events_created_idx',
  'security_events_kind_idx',
  'security_events_outcome_idx',
  'security_events_kind_outcome_idx',
  'security_events_actor_email_idx',
  'security_events_address_idx',
  'security_events_actor_idx',
  'security_events_subject_idx',
] as const;

/**
 * The security event log (issue 33, decision 0110): sign-ins and their failures and lock-outs,
 * password resets, ended sessions, share links, exports, refused role checks and administrators'
 * changes, each with who, when, from which address and the outcome. Written by the sso and the api;
 * read newest first by Activity's security view with filters on kind, outcome, actor (prefix),
 * address (prefix) and days, and by a user's page: an index for each, ending in the time, so a
 * filtered page is read in order and counted from the index (`pnpm bench:admin`).
 */
export const securityEvents: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('security_events')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('outcome', 'text', (c) => c.notNull())
      // No foreign keys: the record outlives the account (an erased one keeps its id, not its address).
      .addColumn('actor_id', 'text')
      // Lower-cased; for a failed sign-in, the address that was typed.
      .addColumn('actor_email', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('subject_id', 'text')
      .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('detail', 'text')
      .execute();
    await db.schema.createIndex('security_events_created_idx').on('security_events').columns(['created_at', 'id']).execute();
    await db.schema.createIndex('security_events_kind_idx').on('security_events').columns(['kind', 'created_at', 'id']).execute();
    await db.schema.createIndex('security_events_outcome_idx').on('security_events').columns(['outcome', 'created_at', 'id']).execute();
    // Failed sign-ins, refused sign-ins: the security team's first two questions.
    await db.schema
      .createIndex('security_events_kind_outcome_idx')
      .on('security_events')
      .columns(['kind', 'outcome', 'created_at', 'id'])
      .execute();
    // The actor and address filters match a prefix as a range (`>= p and < p + U+10FFFF`): byte order,
    // which is SQLite's and, with collate "C", PostgreSQL's whatever the database's collation.
    if (db.getExecutor().adapter instanceof PostgresAdapter) {
      await sql`create index security_events_actor_email_idx on security_events (actor_email collate "C", created_at)`.execute(db);
      await sql`create index security_events_address_idx on security_events (address collate "C", created_at)`.execute(db);
    } else {
      await db.schema.createIndex('security_events_actor_email_idx').on('security_events').columns(['actor_email', 'created_at']).execute();
      await db.schema.createIndex('security_events_address_idx').on('security_events').columns(['address', 'created_at']).execute();
    }
    await db.schema.createIndex('security_events_actor_idx').on('security_events').columns(['actor_id', 'created_at']).execute();
    await db.schema.createIndex('security_events_subject_idx').on('security_events').columns(['subject_id', 'created_at']).execute();
  },
  async down(db: Kysely<unknown>) {
    for (const index of INDEXES) await db.schema.dropIndex(index).ifExists().execute();
    await db.schema.dropTable('security_events').ifExists().execute();
  },
};
