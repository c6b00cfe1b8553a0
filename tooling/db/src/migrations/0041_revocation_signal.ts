import { PostgresAdapter, sql, type Kysely, type Migration } from 'kysely';

/** The PostgreSQL channel the revocation triggers notify; the payload is the user id (decision 0105). */
export const REVOCATION_CHANNEL = 'paperlight_revocations';

/**
 * The signal behind the api's cache of session checks (decision 0105). Every change that can end or
 * narrow what an access token grants — a session revoked or deleted, an account suspended, demoted,
 * promoted, given another trial or erased — fires a trigger, whichever service (sso, api, a manual
 * SQL statement) made it, so no writer can forget to tell the api:
 * - both dialects bump `revocation_state.generation` (one row), which a SQLite api compares on
 *   every request (a primary-key read of one row, no I/O beyond the page cache);
 * - PostgreSQL also sends `NOTIFY paperlight_revocations, '<user id>'` on commit, which every api
 *   instance listens to.
 * Sign-ins and other writes (last_sign_in_at, new sessions) fire nothing.
 */
export const revocationSignal: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('revocation_state')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('generation', 'bigint', (c) => c.notNull().defaultTo(0))
      .execute();
    await sql`insert into revocation_state (id, generation) values (1, 0)`.execute(db);
    const postgres = await isPostgres(db);
    if (postgres) {
      for (const [name, userColumn] of [
        ['users', 'id'],
        ['sessions', 'user_id'],
      ] as const) {
        await sql
          .raw(
            `create or replace function paperlight_revocation_${name}() returns trigger language plpgsql as $$
begin
  update revocation_state set generation = generation + 1 where id = 1;
  perform pg_notify('${REVOCATION_CHANNEL}', (case when tg_op = 'DELETE' then old.${userColumn} else new.${userColumn} end)::text);
  return null;
end $$`,
          )
          .execute(db);
      }
    }
    const bump = postgres
      ? (name: string) => `for each row execute function paperlight_revocation_${name}()`
      : () => 'begin update revocation_state set generation = generation + 1 where id = 1; end';
    const triggers = [
      ['paperlight_revoke_users_update', 'after update of status, is_admin, is_sales, is_tool_admin, trial_end_date on users', 'users'],
      ['paperlight_revoke_users_delete', 'after delete on users', 'users'],
      ['paperlight_revoke_sessions_update', 'after update of revoked_at, expires_at on sessions', 'sessions'],
      ['paperlight_revoke_sessions_delete', 'after delete on sessions', 'sessions'],
    ] as const;
    for (const [trigger, when, table] of triggers) {
      await sql.raw(`create trigger ${trigger} ${when} ${postgres ? '' : 'for each row '}${bump(table)}`).execute(db);
    }
  },
  async down(db: Kysely<unknown>) {
    const postgres = await isPostgres(db);
    for (const [trigger, table] of [
      ['paperlight_revoke_users_update', 'users'],
      ['paperlight_revoke_users_delete', 'users'],
      ['paperlight_revoke_sessions_update', 'sessions'],
      ['paperlight_revoke_sessions_delete', 'sessions'],
    ]) {
      await sql.raw(`drop trigger if exists ${trigger}${postgres ? ` on ${table}` : ''}`).execute(db);
    }
    if (postgres) {
      await sql.raw('drop function if exists paperlight_revocation_users()').execute(db);
      await sql.raw('drop function if exists paperlight_revocation_sessions()').execute(db);
    }
    await db.schema.dropTable('revocation_state').ifExists().execute();
  },
};

const isPostgres = async (db: Kysely<unknown>): Promise<boolean> => db.getExecutor().adapter instanceof PostgresAdapter;
