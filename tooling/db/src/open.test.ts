import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { withStatementCache } from './open';

describe('withStatementCache', () => {
  let sqlite: SqliteDatabase.Database;
  afterEach(() => sqlite?.close());

  function open(size?: number) {
    sqlite = new SqliteDatabase(':memory:');
    sqlite.exec('create table t (id integer primary key, name text)');
    for (let id = 1; id <= 3; id += 1) sqlite.prepare('insert into t (id, name) values (?, ?)').run(id, `n${id}`);
    return withStatementCache(sqlite, size);
  }

  it('hands out the statement prepared before for the same SQL', () => {
    const cache = open();
    const first = cache.prepare('select name from t where id = ?');
    expect(cache.prepare('select name from t where id = ?')).toBe(first);
    expect(cache.prepare('select id from t where id = ?')).not.toBe(first);
  });

  it('prepares a second statement while the first is still being iterated', () => {
    const cache = open();
    const outer = cache.prepare('select id from t order by id');
    const seen: [number, number][] = [];
    for (const row of outer.iterate() as IterableIterator<{ id: number }>) {
      const inner = cache.prepare('select id from t order by id');
      expect(inner).not.toBe(outer);
      seen.push([row.id, (inner.all() as { id: number }[]).length]);
    }
    expect(seen).toEqual([
      [1, 3],
      [2, 3],
      [3, 3],
    ]);
  });

  it('forgets the least recently used statement beyond its size', () => {
    const cache = open(2);
    const a = cache.prepare('select 1');
    const b = cache.prepare('select 2');
    expect(cache.prepare('select 1')).toBe(a);
    cache.prepare('select 3');
    expect(cache.prepare('select 1')).toBe(a);
    expect(cache.prepare('select 2')).not.toBe(b);
  });

  it('keeps answering right after the schema changes under a cached statement', async () => {
    const cache = open();
    const db = new Kysely<{ t: { id: number; name: string } }>({ dialect: new SqliteDialect({ database: cache }) });
    const names = () => db.selectFrom('t').selectAll().orderBy('id').execute();
    expect((await names()).map((row) => row.name)).toEqual(['n1', 'n2', 'n3']);
    await sql`alter table t add column extra text default 'x'`.execute(db);
    expect(await names()).toEqual([
      { id: 1, name: 'n1', extra: 'x' },
      { id: 2, name: 'n2', extra: 'x' },
      { id: 3, name: 'n3', extra: 'x' },
    ]);
  });
});
