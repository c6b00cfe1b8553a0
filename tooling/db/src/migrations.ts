import { Migrator } from 'kysely';
import type { Kysely, Migration, MigrationProvider } from 'kysely';
import type { Schema } from './schema';

/**
 * Every migration of the product, in order. New tables (contact requests, tools, Paper Remix)
 * are added here as new entries: all services share one list, because the migrator refuses to
 * run when the database has a migration that the running code does not know.
 */
const migrations: Record<string, Migration> = {
  '0001_identity': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('users')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('is_admin', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_sales', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_tool_admin', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('trial_end_date', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('refresh_tokens')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('family_id', 'text', (c) => c.notNull())
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .addColumn('revoked_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('refresh_tokens_family_idx').on('refresh_tokens').column('family_id').execute();
      await db.schema.createIndex('refresh_tokens_user_idx').on('refresh_tokens').column('user_id').execute();

      await db.schema
        .createTable('auth_codes')
        .addColumn('code_hash', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('redirect_uri', 'text', (c) => c.notNull())
        .addColumn('code_challenge', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .execute();

      await db.schema
        .createTable('login_attempts')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('failed_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('window_start', 'text', (c) => c.notNull())
        .addColumn('locked_until', 'text')
        .execute();

      await db.schema
        .createTable('signing_keys')
        .addColumn('kid', 'text', (c) => c.primaryKey())
        .addColumn('private_jwk', 'text', (c) => c.notNull())
        .addColumn('public_jwk', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['signing_keys', 'login_attempts', 'auth_codes', 'refresh_tokens', 'users']) {
        await db.schema.dropTable(table).ifExists().execute();
      }
    },
  },
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Names of all migrations in order; useful for checking what a database has run. */
export const migrationNames: readonly string[] = Object.keys(migrations);

/**
 * Runs every pending migration. Safe to call on every start and from several instances at
 * once (Kysely takes a migration lock).
 */
export async function migrateToLatest(db: Kysely<Schema>): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(`Database migration failed${name}: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
}

/** Used by tests to check the schema is dialect-neutral. */
export async function listTables(db: Kysely<Schema>): Promise<string[]> {
  const tables = await db.introspection.getTables();
  return tables.map((t) => t.name).sort();
}
