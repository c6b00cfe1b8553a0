import type { Kysely, Migration } from 'kysely';

/**
 * A registered user's podcast feed (issue 34, decision 0185): an RSS address podcast apps subscribe to
 * without a session. The unguessable token in its URL is the only key; revoking sets `revoked_at`
 * (kept, like a share link's) and a new feed gets a new token. The feed lists the user's shared episodes.
 */
export const podcastFeeds: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('podcast_feeds')
      .addColumn('token', 'text', (c) => c.primaryKey())
      .addColumn('owner_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('revoked_at', 'text')
      .execute();
    await db.schema.createIndex('podcast_feeds_owner').on('podcast_feeds').column('owner_id').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('podcast_feeds').ifExists().execute();
  },
};
