import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditSearchText, migrateToLatest, migrateUpTo, sql } from './index';
import { createTestDatabase, postgresAvailable, type TestDatabase } from './testing';

const hasPostgres = await postgresAvailable();

const entry = (id: string, actor: string, after: string) => ({
  id,
  actor_id: 'a',
  actor_email: actor,
  target_type: 'user',
  target_id: 'u',
  action: 'trial.extend',
  before: null,
  after,
  created_at: '2026-05-01T10:00:00.000Z',
});

describe.each([
  { dialect: 'sqlite' as const, run: true },
  { dialect: 'postgres' as const, run: hasPostgres },
])('the audit log’s search text over $dialect (migration 0035)', ({ dialect, run }) => {
  let test: TestDatabase;

  beforeAll(async () => {
    if (!run) return;
    test = await createTestDatabase(dialect);
    // A database as the release before left it, with an entry already written.
    await migrateUpTo(test.database.db, '0030_node_versions');
    await sql`insert into audit_log (id, actor_id, actor_email, target_type, target_id, action, before, after, created_at)
      values ('old', 'a', 'Ines.Ops@Press.TEST', 'contact_request', 'c', 'status.update', '{"status":"new"}', '{"status":"Contacted"}', '2026-01-01T00:00:00.000Z')`.execute(
      test.database.db,
    );
    await migrateToLatest(test.database.db);
  });
  afterAll(async () => {
    await test?.cleanup();
  });

  /** Ids whose search text holds `needle`, through the trigram index where the dialect has one. */
  const found = async (needle: string) => {
    const db = test.database.db;
    const rows =
      dialect === 'sqlite'
        ? await sql<{
            id: string;
          }>`select id from audit_log where rowid in (select rowid from audit_log_search where audit_log_search match ${`"${needle}"`}) order by id`.execute(
            db,
          )
        : await sql<{ id: string }>`select id from audit_log where search_text like ${`%${needle}%`} order by id`.execute(db);
    return rows.rows.map((row) => row.id);
  };

  it.runIf(run)('fills in the entries written before it, lower-cased', async () => {
    const old = await test.database.db.selectFrom('audit_log').select('search_text').where('id', '=', 'old').executeTakeFirstOrThrow();
    expect(old.search_text).toBe('ines.ops@press.test {"status":"new"} {"status":"contacted"}');
    expect(await found('ines.ops')).toEqual(['old']);
    expect(await found('contacted')).toEqual(['old']);
  });

  it.runIf(run)('follows new, changed and deleted entries', async () => {
    const db = test.database.db;
    const row = entry('new', 'Zoë@Éditions.test', '{"trialEndDate":"2026-12-04T00:00:00.000Z"}');
    await db
      .insertInto('audit_log')
      .values({ ...row, search_text: auditSearchText(row) })
      .execute();
    expect(await found('zoë@éditions')).toEqual(['new']);
    expect(await found('2026-12-04')).toEqual(['new']);
    await db
      .updateTable('audit_log')
      .set({ actor_email: 'erased account', search_text: sql<string>`replace(search_text, 'zoë@éditions.test', 'erased account')` })
      .where('id', '=', 'new')
      .execute();
    expect(await found('zoë')).toEqual([]);
    expect(await found('erased account')).toEqual(['new']);
    await db.deleteFrom('audit_log').where('id', '=', 'new').execute();
    expect(await found('erased account')).toEqual([]);
  });

  it.runIf(run && dialect === 'postgres')('indexes the search text with trigrams when pg_trgm can be had', async () => {
    const { rows } = await sql<{
      indexname: string;
    }>`select indexname from pg_indexes where tablename = 'audit_log' and schemaname = current_schema() order by indexname`.execute(
      test.database.db,
    );
    const available = await sql<{
      ok: boolean;
    }>`select exists (select 1 from pg_available_extensions where name = 'pg_trgm') as ok`.execute(test.database.db);
    if (available.rows[0]?.ok)
      expect(rows.map((r) => r.indexname)).toEqual(expect.arrayContaining(['audit_log_actor_trgm', 'audit_log_search_trgm']));
    expect(rows.map((r) => r.indexname)).toEqual(
      expect.arrayContaining(['audit_log_created_idx', 'audit_log_action_idx', 'audit_log_type_created_idx']),
    );
  });
});
