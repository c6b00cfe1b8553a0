import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, migrateUpTo, sql } from './index';
import { createTestDatabase, postgresAvailable, type TestDatabase } from './testing';

const hasPostgres = await postgresAvailable();

/**
 * Migrations 0036 (the contact inbox: owners and notes) and 0037 (each person's preferences): a
 * database of the release before keeps its requests, and every query the inbox adds reads an index
 * (`pnpm bench:admin` keeps the administration views under 50 ms with 10,000 rows each).
 */
describe.each([
  { dialect: 'sqlite' as const, run: true },
  { dialect: 'postgres' as const, run: hasPostgres },
])('the contact inbox’s tables over $dialect (migrations 0036, 0037)', ({ dialect, run }) => {
  let test: TestDatabase;

  beforeAll(async () => {
    if (!run) return;
    test = await createTestDatabase(dialect);
    await migrateUpTo(test.database.db, '0035_audit_activity');
    await sql`insert into contact_requests (id, first_name, last_name, email, company_name, designation, note, ip, status, created_at)
      values ('old', 'Ines', 'Inbox', 'ines@revue.test', 'Revue', 'Editor', 'Alt text', '10.0.0.1', 'contacted', '2026-01-01T00:00:00.000Z')`.execute(
      test.database.db,
    );
    await migrateToLatest(test.database.db);
  });
  afterAll(async () => {
    await test?.cleanup();
  });

  /** The plan of `query` as one text; PostgreSQL is told to avoid sequential scans, as it would with many rows. */
  const plan = async (query: ReturnType<typeof sql>) => {
    const db = test.database.db;
    if (dialect === 'sqlite') {
      const rows = await sql<{ detail: string }>`explain query plan ${query}`.execute(db);
      return rows.rows.map((row) => row.detail).join('\n');
    }
    return db.connection().execute(async (connection) => {
      await sql`set enable_seqscan = off`.execute(connection);
      const rows = await sql<{ 'QUERY PLAN': string }>`explain ${query}`.execute(connection);
      await sql`reset enable_seqscan`.execute(connection);
      return rows.rows.map((row) => row['QUERY PLAN']).join('\n');
    });
  };

  it.runIf(run)('keeps the requests of the release before, owned by nobody', async () => {
    const row = await test.database.db
      .selectFrom('contact_requests')
      .select(['status', 'owner_id'])
      .where('id', '=', 'old')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'contacted', owner_id: null });
  });

  it.runIf(run)('finds who can own a request from the partial index of sales people and administrators, by name', async () => {
    const db = test.database.db;
    const user = (id: string, name: string, admin: number, sales: number) => ({
      id,
      name,
      email: `${id}@x.test`,
      password_hash: 'x',
      is_admin: admin,
      is_sales: sales,
      is_tool_admin: 0,
      trial_end_date: null,
      created_at: '2026-01-01T00:00:00.000Z',
    });
    await db
      .insertInto('users')
      .values([user('u1', 'Zed Sales', 0, 1), user('u2', 'Amy Admin', 1, 0), user('u3', 'Bob Reader', 0, 0), user('u4', 'Cy Both', 1, 1)])
      .execute();
    const staff = await sql<{
      name: string;
    }>`select id, name, email from users where is_admin = 1 or is_sales = 1 order by name, id`.execute(db);
    expect(staff.rows.map((row) => row.name)).toEqual(['Amy Admin', 'Cy Both', 'Zed Sales']);
    expect(await plan(sql`select id, name, email from users where is_admin = 1 or is_sales = 1 order by name, id`)).toMatch(
      /users_staff_idx/,
    );
  });

  it.runIf(run)('reads a request’s notes and one owner’s requests through their indexes', async () => {
    expect(await plan(sql`select id, body from contact_request_notes where contact_request_id = ${'old'} order by created_at, id`)).toMatch(
      /contact_request_notes_request_idx/,
    );
    expect(await plan(sql`select id from contact_requests where owner_id = ${'u1'} order by created_at desc limit 10`)).toMatch(
      /contact_requests_owner_idx/,
    );
    // Most requests are nobody's: walking the newest first (created_at's index) and skipping owned ones is as good.
    expect(await plan(sql`select id from contact_requests where owner_id is null order by created_at desc limit 10`)).toMatch(
      /contact_requests_(owner|created)_idx/,
    );
  });

  it.runIf(run)(
    'reads a request’s thread of replies and the requests of one address in any case through their indexes (migration 0044)',
    async () => {
      expect(await plan(sql`select id, body from contact_replies where contact_request_id = ${'old'} order by created_at, id`)).toMatch(
        /contact_replies_request_idx/,
      );
      expect(
        await plan(
          sql`select id from contact_requests where lower(email) = ${'ines@revue.test'} and id != ${'old'} order by created_at desc limit 20`,
        ),
      ).toMatch(/contact_requests_email_lower_idx/);
    },
  );

  it.runIf(run)('keeps one preference per person and key, read by its primary key', async () => {
    const db = test.database.db;
    const write = (value: string) =>
      db
        .insertInto('user_preferences')
        .values({ user_id: 'u1', key: 'columns:users', value, updated_at: '2026-01-01T00:00:00.000Z' })
        .onConflict((oc) => oc.columns(['user_id', 'key']).doUpdateSet({ value }))
        .execute();
    await write('{"hidden":["email"]}');
    await write('{"hidden":["trial"]}');
    expect(await db.selectFrom('user_preferences').select('value').where('user_id', '=', 'u1').execute()).toEqual([
      { value: '{"hidden":["trial"]}' },
    ]);
    expect(await plan(sql`select value from user_preferences where user_id = ${'u1'} and key = ${'columns:users'}`)).toMatch(
      /sqlite_autoindex_user_preferences|user_preferences_pk/,
    );
  });
});
