import { chmodSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { loadSecret, migrateToLatest, openDatabase } from './index';

const mode = (path: string) => statSync(path).mode & 0o777;

// Issue 33, finding 9: the database and DATA_DIR were created world-readable (0644/0755).
describe('files of the database and secrets', () => {
  const roots: string[] = [];
  const fresh = () => {
    const root = mkdtempSync(join(tmpdir(), 'paperlight-modes-'));
    roots.push(root);
    return root;
  };
  afterEach(() => {
    for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
  });

  it('creates DATA_DIR 0700 and the SQLite file, its WAL and shared memory 0600', async () => {
    const dataDir = join(fresh(), 'data');
    const database = openDatabase({ databaseUrl: '', dataDir });
    try {
      await migrateToLatest(database.db);
      const file = join(dataDir, 'paperlight.db');
      expect(mode(dataDir)).toBe(0o700);
      expect(mode(file)).toBe(0o600);
      expect(mode(`${file}-wal`)).toBe(0o600);
      expect(mode(`${file}-shm`)).toBe(0o600);
    } finally {
      await database.destroy();
    }
  });

  it('narrows a database file an earlier version left world-readable', async () => {
    const dataDir = fresh();
    const file = join(dataDir, 'paperlight.db');
    new SqliteDatabase(file).close();
    chmodSync(file, 0o644);
    const database = openDatabase({ databaseUrl: '', dataDir });
    await database.destroy();
    expect(mode(file)).toBe(0o600);
  });

  it('keeps secrets.json 0600 in a DATA_DIR it creates 0700', () => {
    const dataDir = join(fresh(), 'nested', 'data');
    expect(loadSecret(dataDir, 'testSecret', undefined).length).toBeGreaterThanOrEqual(32);
    expect(mode(dataDir)).toBe(0o700);
    expect(mode(join(dataDir, 'secrets.json'))).toBe(0o600);
  });
});
