import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Schema } from './schema';

export interface DatabaseOptions {
  /**
   * `postgres://…` selects PostgreSQL; unset selects SQLite.
   * @default process.env.DATABASE_URL
   */
  databaseUrl?: string;
  /**
   * Folder of the SQLite file.
   * @default process.env.DATA_DIR, else the repository's `data/` folder
   */
  dataDir?: string;
  /**
   * SQLite file name inside `dataDir` (or an absolute path, or `:memory:`).
   * @default 'paperlight.db'
   */
  filename?: string;
  /**
   * How long SQLite waits for another writer before failing with SQLITE_BUSY. better-sqlite3 waits
   * synchronously, so request handlers keep this short and answer 503 instead (decision 0031).
   * @default 5000
   */
  busyTimeoutMs?: number;
}

export interface Database {
  db: Kysely<Schema>;
  dialect: 'sqlite' | 'postgres';
  destroy(): Promise<void>;
  /** The SQLite connection behind `db` (SQLite only), for reads that must cost microseconds (decision 0105). */
  sqlite?: SqliteDatabase.Database;
  /** The PostgreSQL URL `db` was opened with (PostgreSQL only), for a listening connection of its own. */
  databaseUrl?: string;
}

/**
 * Finds the repository root by walking up from this module, so the default data folder is
 * the same whether the code runs from source, from a bundle in `apps/x/dist` or from any cwd.
 */
function findRepoRoot(): string | undefined {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(join(dir, 'pnpm-workspace.yaml'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

/** The folder for the SQLite file and other local state: `DATA_DIR`, else `<repo>/data`. */
export function defaultDataDir(): string {
  const fromEnv = process.env.DATA_DIR;
  if (fromEnv) return resolve(fromEnv);
  return join(findRepoRoot() ?? process.cwd(), 'data');
}

function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//i.test(url);
}

/**
 * Opens the database: PostgreSQL when a `postgres://` URL is given (or in `DATABASE_URL`),
 * else the SQLite file `${dataDir}/paperlight.db`.
 *
 * @example
 * const { db, destroy } = openDatabase();
 * await migrateToLatest(db);
 */
export function openDatabase(options: DatabaseOptions = {}): Database {
  const databaseUrl = options.databaseUrl ?? process.env.DATABASE_URL ?? '';
  if (databaseUrl && isPostgresUrl(databaseUrl)) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    const db = new Kysely<Schema>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', destroy: () => db.destroy(), databaseUrl };
  }
  if (databaseUrl) throw new Error(`DATABASE_URL must be a postgres:// URL (got "${databaseUrl.split(':')[0]}:…")`);

  const filename = options.filename ?? 'paperlight.db';
  let file = filename;
  if (filename !== ':memory:') {
    const dataDir = options.dataDir ? resolve(options.dataDir) : defaultDataDir();
    file = resolve(dataDir, filename);
    mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
    keepPrivate(file);
  }
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  // FULL: a sign-up or a rotated refresh token must survive a power cut, not only a crash.
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma(`busy_timeout = ${Math.max(0, Math.floor(options.busyTimeoutMs ?? 5000))}`);
  const db = new Kysely<Schema>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return { db, dialect: 'sqlite', destroy: () => db.destroy(), sqlite };
}

/**
 * The database is the service's own (issue 33): the file is created 0600 before SQLite opens it
 * (its -wal and -shm files take the same mode), and one left 0644 by an earlier version is narrowed.
 */
function keepPrivate(file: string): void {
  closeSync(openSync(file, 'a', 0o600));
  for (const path of [file, `${file}-wal`, `${file}-shm`]) {
    if (existsSync(path)) chmodSync(path, 0o600);
  }
}

/** Prepared statements kept per SQL text: enough for every query the services build, few enough to stay small. */
export const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely's SQLite driver prepares every query anew, which was an eighth of the api's CPU on its
 * busiest route (`pnpm bench:api`: the session check prepared the same join on every request). This
 * hands it the statement prepared last time for the same SQL, unless that one is still being iterated
 * (a streamed query), and forgets the oldest beyond STATEMENT_CACHE_SIZE. SQLite re-prepares a cached
 * statement by itself after a schema change.
 */
export function withStatementCache(sqlite: SqliteDatabase.Database, size = STATEMENT_CACHE_SIZE) {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string): SqliteDatabase.Statement {
      const kept = statements.get(sql);
      if (kept && !kept.busy) {
        // Most recently used last, so the first key is the one to forget.
        statements.delete(sql);
        statements.set(sql, kept);
        return kept;
      }
      const statement = sqlite.prepare(sql);
      statements.delete(sql);
      statements.set(sql, statement);
      if (statements.size > size) statements.delete(statements.keys().next().value!);
      return statement;
    },
  };
}

/**
 * Whether an error means the database is busy (SQLite locked by another writer; PostgreSQL lock or
 * statement timeout, or no free connection), so the request may simply be tried again shortly.
 */
export function isBusyError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return false;
  return (
    code === 'SQLITE_BUSY' || code.startsWith('SQLITE_BUSY_') || code === 'SQLITE_LOCKED' || ['55P03', '57014', '53300'].includes(code)
  );
}
