import { PostgresAdapter, sql, type Kysely, type Migration } from 'kysely';

const INDEXES = ['audit_log_created_idx', 'audit_log_action_idx', 'audit_log_type_created_idx', 'audit_log_type_action_idx'] as const;

/** The text the Activity page's search reads: the actor's address and the values, lower-cased (see `auditSearchText`). */
export const auditSearchText = (row: { actor_email: string; before: string | null; after: string | null }) =>
  `${row.actor_email} ${row.before ?? ''} ${row.after ?? ''}`.toLowerCase();

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * PostgreSQL: trigram indexes (pg_trgm) answer `LIKE '%…%'` from an index. The extension lives in
 * `public` (test schemas come and go); without it, or without the right to create it, search scans.
 * Returns the schema of `gin_trgm_ops`, or null.
 */
async function trigramOps(db: Kysely<unknown>): Promise<string | null> {
  // Several schemas may migrate at once (tests): one creates the extension, the others wait.
  await sql`select pg_advisory_xact_lock(4242003501)`.execute(db);
  const { rows } = await sql<{ available: boolean; installed: boolean; can: boolean }>`
    select exists (select 1 from pg_available_extensions where name = 'pg_trgm') as available,
           exists (select 1 from pg_extension where extname = 'pg_trgm') as installed,
           has_database_privilege(current_database(), 'CREATE') as can`.execute(db);
  const state = rows[0];
  if (!state?.installed) {
    if (!state?.available || !state.can) return null;
    await sql`create extension if not exists pg_trgm with schema public`.execute(db);
  }
  const ops = await sql<{ schema: string }>`
    select n.nspname as schema from pg_opclass c join pg_namespace n on n.oid = c.opcnamespace
    where c.opcname = 'gin_trgm_ops' limit 1`.execute(db);
  return ops.rows[0]?.schema ?? null;
}

/**
 * The Activity page (issue 18, decision 0084) reads the whole audit log newest first, filtered by
 * action, by target type (sales see contact requests and trials only) and by a date range: an index
 * for each, ending in the time so a filtered page is read in order instead of sorted. Its search
 * looks for a part of the actor's address or of a value among 100,000 entries: `search_text` holds
 * them lower-cased, with a trigram index (SQLite FTS5, PostgreSQL pg_trgm) so it is not a full scan.
 */
export const auditActivity: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.createIndex('audit_log_created_idx').on('audit_log').columns(['created_at', 'id']).execute();
    await db.schema.createIndex('audit_log_action_idx').on('audit_log').columns(['action', 'created_at', 'id']).execute();
    await db.schema.createIndex('audit_log_type_created_idx').on('audit_log').columns(['target_type', 'created_at', 'id']).execute();
    // Sales' view: contact requests, and users' entries of two actions.
    await db.schema.createIndex('audit_log_type_action_idx').on('audit_log').columns(['target_type', 'action', 'created_at']).execute();

    await db.schema
      .alterTable('audit_log')
      .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    // Lower-cased here rather than with SQL's lower(), which leaves SQLite's non-ASCII letters as they are.
    const rows = await (db as Kysely<{ audit_log: { id: string; actor_email: string; before: string | null; after: string | null } }>)
      .selectFrom('audit_log')
      .select(['id', 'actor_email', 'before', 'after'])
      .execute();
    for (const row of rows) {
      await (db as Kysely<{ audit_log: { id: string; search_text: string } }>)
        .updateTable('audit_log')
        .set({ search_text: auditSearchText(row) })
        .where('id', '=', row.id)
        .execute();
    }

    if (isPostgres(db)) {
      const schema = await trigramOps(db);
      if (schema) {
        const ops = sql.raw(`"${schema.replace(/"/g, '""')}".gin_trgm_ops`);
        await sql`create index audit_log_search_trgm on audit_log using gin (search_text ${ops})`.execute(db);
        await sql`create index audit_log_actor_trgm on audit_log using gin (lower(actor_email) ${ops})`.execute(db);
      }
      return;
    }
    // SQLite: a contentless FTS5 table of trigrams, one row per entry (same rowid), kept by triggers.
    await sql`create virtual table audit_log_search using fts5(search_text, content='', contentless_delete=1, tokenize='trigram')`.execute(
      db,
    );
    await sql`insert into audit_log_search (rowid, search_text) select rowid, search_text from audit_log`.execute(db);
    await sql`create trigger audit_log_search_insert after insert on audit_log begin
      insert into audit_log_search (rowid, search_text) values (new.rowid, new.search_text); end`.execute(db);
    await sql`create trigger audit_log_search_update after update of search_text on audit_log begin
      delete from audit_log_search where rowid = old.rowid;
      insert into audit_log_search (rowid, search_text) values (new.rowid, new.search_text); end`.execute(db);
    await sql`create trigger audit_log_search_delete after delete on audit_log begin
      delete from audit_log_search where rowid = old.rowid; end`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    if (isPostgres(db)) {
      await sql`drop index if exists audit_log_search_trgm`.execute(db);
      await sql`drop index if exists audit_log_actor_trgm`.execute(db);
    } else {
      for (const trigger of ['audit_log_search_insert', 'audit_log_search_update', 'audit_log_search_delete'])
        await sql`drop trigger if exists ${sql.raw(trigger)}`.execute(db);
      await sql`drop table if exists audit_log_search`.execute(db);
    }
    await db.schema.alterTable('audit_log').dropColumn('search_text').execute();
    for (const index of INDEXES) await db.schema.dropIndex(index).ifExists().execute();
  },
};
