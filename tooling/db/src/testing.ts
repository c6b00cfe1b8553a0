import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase } from './open';
import type { Database } from './open';

/** A throw-away database for one test file; `cleanup` removes every trace of it. */
export interface TestDatabase {
  database: Database;
  /** Pass to services that open their own connection (same SQLite file or PostgreSQL schema). */
  databaseUrl: string | undefined;
  dataDir: string | undefined;
  cleanup(): Promise<void>;
}

/** `TEST_DATABASE_URL`, else the local trust-auth server. */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/**
 * Whether PostgreSQL answers. With `CI=true` an unreachable server is an error, so a broken CI
 * cannot pass by skipping; locally the PostgreSQL half of a suite is skipped with a message.
 */
export async function postgresAvailable(): Promise<boolean> {
  let lastError: unknown;
  // A busy server (many test files connecting at once) can miss one short timeout.
  for (let attempt = 0; attempt < 3; attempt++) {
    const client = new pg.Client({ connectionString: testDatabaseUrl, connectionTimeoutMillis: 5000 });
    try {
      await client.connect();
      await client.query('select 1');
      return true;
    } catch (error) {
      lastError = error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    } finally {
      await client.end().catch(() => undefined);
    }
  }
  if (process.env.CI === 'true') {
    throw new Error(`PostgreSQL is required in CI but ${testDatabaseUrl} is unreachable`, { cause: lastError });
  }
  console.warn(`Skipping PostgreSQL tests: ${testDatabaseUrl} is unreachable (${String(lastError)})`);
  return false;
}

/**
 * Opens an empty database: a SQLite file in a temp folder, or a fresh PostgreSQL schema
 * selected through `search_path` (test files run concurrently against one server).
 */
export async function createTestDatabase(dialect: 'sqlite' | 'postgres'): Promise<TestDatabase> {
  if (dialect === 'sqlite') {
    const dataDir = mkdtempSync(join(tmpdir(), 'paperlight-db-'));
    const database = openDatabase({ databaseUrl: '', dataDir });
    return {
      database,
      databaseUrl: undefined,
      dataDir,
      async cleanup() {
        await database.destroy();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }

  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  try {
    await admin.query(`create schema "${schema}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(testDatabaseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  const databaseUrl = url.toString();
  const database = openDatabase({ databaseUrl });
  return {
    database,
    databaseUrl,
    dataDir: undefined,
    async cleanup() {
      await database.destroy();
      const client = new pg.Client({ connectionString: testDatabaseUrl });
      await client.connect();
      try {
        await client.query(`drop schema if exists "${schema}" cascade`);
      } finally {
        await client.end();
      }
    },
  };
}
