import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Contact limits per address and per network, and proofs of work spent once (issue 33 finding 5,
 * decision 0100): each request keeps the key of its address (an IPv4 address, an IPv6 /64) and of
 * its network (IPv4 /24, IPv6 /48), each counted from an index; a solved challenge's nonce is
 * stored until it expires, so one proof cannot be sent twice.
 */
export const contactLimits: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('contact_requests').addColumn('client_key', 'text').execute();
    await db.schema.alterTable('contact_requests').addColumn('network', 'text').execute();
    // Earlier requests count for their address at once; their network is left unknown.
    await sql`update contact_requests set client_key = ip`.execute(db);
    await db.schema.createIndex('contact_requests_client_key_idx').on('contact_requests').columns(['client_key', 'created_at']).execute();
    await db.schema.createIndex('contact_requests_network_idx').on('contact_requests').columns(['network', 'created_at']).execute();
    await db.schema
      .createTable('contact_proofs')
      .addColumn('nonce', 'text', (c) => c.primaryKey())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('contact_proofs').ifExists().execute();
    await db.schema.dropIndex('contact_requests_network_idx').ifExists().execute();
    await db.schema.dropIndex('contact_requests_client_key_idx').ifExists().execute();
    await db.schema.alterTable('contact_requests').dropColumn('network').execute();
    await db.schema.alterTable('contact_requests').dropColumn('client_key').execute();
  },
};
