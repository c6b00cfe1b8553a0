import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';

/**
 * Accounts and sessions you can trust (issue 16, decision 0030):
 * - `users.status` (`active` | `suspended`), `email_verified_at`, `password_changed_at`;
 * - `sessions`: one row per sign-in at the sso (`kind = 'sso'`, its cookie) and per refresh-token
 *   family the site holds (`kind = 'app'`, id = family id, carried in access tokens as `sid`), so
 *   logout and suspension end them on the server, not just in the browser;
 * - `refresh_tokens.next_token_enc`: the successor of a rotated token, encrypted with a key derived
 *   from the rotated token itself, so a concurrent refresh within the grace window gets the same one;
 * - `email_tokens`: single-use links for password reset and sign-up confirmation (stored hashed);
 * - `signing_keys.retired_at`: rotation keeps retired keys in the JWKS until their tokens expired.
 */
export const accountSecurity: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('users')
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
      .execute();
    await db.schema.alterTable('users').addColumn('email_verified_at', 'text').execute();
    await db.schema.alterTable('users').addColumn('password_changed_at', 'text').execute();
    // Accounts made before addresses were confirmed keep working.
    await sql`update users set email_verified_at = created_at`.execute(db);

    await db.schema
      .createTable('sessions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('revoked_at', 'text')
      .execute();
    await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

    await db.schema.alterTable('refresh_tokens').addColumn('next_token_enc', 'text').execute();

    await db.schema
      .createTable('email_tokens')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
      .addColumn('payload', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('used_at', 'text')
      .execute();
    await db.schema.createIndex('email_tokens_email_idx').on('email_tokens').columns(['email', 'kind']).execute();

    await db.schema.alterTable('signing_keys').addColumn('retired_at', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('signing_keys').dropColumn('retired_at').execute();
    await db.schema.dropTable('email_tokens').ifExists().execute();
    await db.schema.alterTable('refresh_tokens').dropColumn('next_token_enc').execute();
    await db.schema.dropTable('sessions').ifExists().execute();
    for (const column of ['password_changed_at', 'email_verified_at', 'status']) {
      await db.schema.alterTable('users').dropColumn(column).execute();
    }
  },
};
