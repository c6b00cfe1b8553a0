import { Migrator, PostgresAdapter, sql } from 'kysely';
import type { Kysely, Migration, MigrationProvider } from 'kysely';
import type { Schema } from './schema';
import { identity } from './migrations/0001_identity';
import { marketing } from './migrations/0002_marketing';
import { paperRemix } from './migrations/0003_paper_remix';
import { administration } from './migrations/0004_administration';
import { demoSamples } from './migrations/0005_demo_samples';
import { lastSignIn } from './migrations/0006_last_sign_in';
import { accountSecurity } from './migrations/0010_account_security';
import { toolCatalogue } from './migrations/0015_tool_catalogue';
import { shareLinks } from './migrations/0020_share_links';
import { toolRetired } from './migrations/0025_tool_retired';
import { nodeVersions } from './migrations/0030_node_versions';
import { auditActivity } from './migrations/0035_audit_activity';
import { contactInbox } from './migrations/0036_contact_inbox';
import { userPreferences } from './migrations/0037_user_preferences';
import { filePages } from './migrations/0038_file_pages';
import { contactLimits } from './migrations/0040_contact_limits';
import { revocationSignal } from './migrations/0041_revocation_signal';
import { securityEvents } from './migrations/0042_security_events';
import { runOutputs } from './migrations/0043_run_outputs';
import { contactReplies } from './migrations/0044_contact_replies';
import { podcastFeeds } from './migrations/0045_podcast_feeds';

/**
 * Every migration of the product, in order, one file each in ./migrations. All services share
 * this list, because the migrator refuses to run when the database has a migration that the
 * running code does not know. A new feature adds its file and one line here.
 */
const migrations: Record<string, Migration> = {
  '0001_identity': identity,
  '0002_marketing': marketing,
  '0003_paper_remix': paperRemix,
  '0004_administration': administration,
  '0005_demo_samples': demoSamples,
  '0006_last_sign_in': lastSignIn,
  '0010_account_security': accountSecurity,
  '0015_tool_catalogue': toolCatalogue,
  '0020_share_links': shareLinks,
  '0025_tool_retired': toolRetired,
  '0030_node_versions': nodeVersions,
  '0035_audit_activity': auditActivity,
  '0036_contact_inbox': contactInbox,
  '0037_user_preferences': userPreferences,
  '0038_file_pages': filePages,
  '0040_contact_limits': contactLimits,
  '0041_revocation_signal': revocationSignal,
  '0042_security_events': securityEvents,
  '0043_run_outputs': runOutputs,
  '0044_contact_replies': contactReplies,
  '0045_podcast_feeds': podcastFeeds,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Names of all migrations in order; useful for checking what a database has run. */
export const migrationNames: readonly string[] = Object.keys(migrations);

/**
 * Runs every pending migration. Safe to call on every start and from several instances at
 * once (Kysely takes a migration lock).
 */
export async function migrateToLatest(db: Kysely<Schema>): Promise<void> {
  const migrator = new Migrator({ db, provider, ...(await migrationTableSchema(db)) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(`Database migration failed${name}: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
}

/**
 * Kysely looks for its bookkeeping tables in every schema it can see; on a PostgreSQL server
 * where another schema already has them (several deployments, or concurrent test schemas) it
 * would skip creating its own. Pinning them to the connection's current schema avoids that.
 */
async function migrationTableSchema(db: Kysely<Schema>): Promise<{ migrationTableSchema?: string }> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return {};
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema ? { migrationTableSchema: rows[0].schema } : {};
}

/** Runs the migrations up to and including `name`; tests use it to build a database as an older release left it. */
export async function migrateUpTo(db: Kysely<Schema>, name: string): Promise<void> {
  const migrator = new Migrator({ db, provider, ...(await migrationTableSchema(db)) });
  const { error } = await migrator.migrateTo(name);
  if (error) throw error instanceof Error ? error : new Error(String(error));
}

/** Used by tests to check the schema is dialect-neutral. */
export async function listTables(db: Kysely<Schema>): Promise<string[]> {
  const tables = await db.introspection.getTables();
  // PostgreSQL lists every schema's tables; keep the ones of the schema this connection uses
  // (tests run side by side in schemas of one database).
  const schemas = new Set(tables.map((t) => t.schema).filter(Boolean));
  if (schemas.size <= 1) return tables.map((t) => t.name).sort();
  const { rows } = await sql<{ name: string }>`select current_schema() as name`.execute(db);
  return tables
    .filter((t) => t.schema === rows[0]?.name)
    .map((t) => t.name)
    .sort();
}
