import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  countSecurityEvents,
  eachSecurityEvent,
  latestSecurityEventsOf,
  listSecurityEvents,
  migrateToLatest,
  recordSecurityEvent,
  securityLogDays,
  sweepSecurityEvents,
  usageOf,
  type SecurityEventInput,
} from './index';
import { securityEventId } from './security-events';
import { createTestDatabase, postgresAvailable, type TestDatabase } from './testing';

const hasPostgres = await postgresAvailable();
const at = (iso: string) => new Date(iso);

/** A small log: three days of sign-ins from two networks, a lock-out, an export and a refused role check. */
const EVENTS: SecurityEventInput[] = [
  {
    kind: 'sign-in',
    outcome: 'success',
    actorId: 'u-ann',
    actorEmail: 'Ann@Press.test',
    address: '203.0.113.7',
    at: at('2026-05-01T08:00:00.000Z'),
  },
  {
    kind: 'sign-in',
    outcome: 'failure',
    actorEmail: 'ann@press.test',
    subjectId: 'u-ann',
    address: '198.51.100.9',
    detail: { reason: 'wrong-password' },
    at: at('2026-05-01T09:00:00.000Z'),
  },
  {
    kind: 'sign-in',
    outcome: 'refused',
    actorEmail: 'ann@press.test',
    subjectId: 'u-ann',
    address: '198.51.100.9',
    detail: { reason: 'throttled' },
    at: at('2026-05-01T09:01:00.000Z'),
  },
  { kind: 'sign-in', outcome: 'failure', actorEmail: 'nobody@press.test', address: '198.51.100.10', at: at('2026-05-02T10:00:00.000Z') },
  {
    kind: 'export',
    outcome: 'success',
    actorId: 'u-ines',
    actorEmail: 'ines@press.test',
    address: '203.0.113.8',
    detail: { export: 'users', format: 'csv' },
    at: at('2026-05-02T11:00:00.000Z'),
  },
  {
    kind: 'access.refused',
    outcome: 'refused',
    actorId: 'u-bob',
    actorEmail: 'bob@press.test',
    address: '203.0.113.9',
    detail: { method: 'GET', route: '/administration/users' },
    at: at('2026-05-03T12:00:00.000Z'),
  },
  {
    kind: 'session.revoked',
    outcome: 'success',
    actorId: 'u-ines',
    actorEmail: 'ines@press.test',
    subjectId: 'u-ann',
    address: '203.0.113.8',
    at: at('2026-05-03T13:00:00.000Z'),
  },
];

describe.each([
  { dialect: 'sqlite' as const, run: true },
  { dialect: 'postgres' as const, run: hasPostgres },
])('the security event log over $dialect (migration 0042)', ({ dialect, run }) => {
  let test: TestDatabase;

  beforeAll(async () => {
    if (!run) return;
    test = await createTestDatabase(dialect);
    await migrateToLatest(test.database.db);
    for (const event of EVENTS) await recordSecurityEvent(test.database.db, event);
  });
  afterAll(async () => {
    await test?.cleanup();
  });

  const kinds = (rows: Array<{ kind: string; outcome: string }>) => rows.map((row) => `${row.kind}:${row.outcome}`);

  it.runIf(run)('records who, what, when, from which address and the outcome', async () => {
    const { rows, total } = await listSecurityEvents(test.database.db, {}, { page: 1, pageSize: 10, order: 'desc' });
    expect(total).toBe(EVENTS.length);
    expect(rows[0]).toMatchObject({
      kind: 'session.revoked',
      outcome: 'success',
      actorId: 'u-ines',
      actorEmail: 'ines@press.test',
      subjectId: 'u-ann',
      address: '203.0.113.8',
      createdAt: '2026-05-03T13:00:00.000Z',
    });
    // Addresses are kept lower-cased, so the actor filter ignores case.
    expect(rows.at(-1)).toMatchObject({ kind: 'sign-in', actorEmail: 'ann@press.test' });
    expect(rows.find((row) => row.outcome === 'refused' && row.kind === 'sign-in')?.detail).toEqual({ reason: 'throttled' });
  });

  it.runIf(run)('filters by kind, outcome, actor and address prefixes, account and days', async () => {
    const db = test.database.db;
    const list = async (filters: Parameters<typeof listSecurityEvents>[1]) =>
      kinds((await listSecurityEvents(db, filters, { page: 1, pageSize: 50, order: 'asc' })).rows);
    expect(await list({ kind: 'sign-in', outcome: 'failure' })).toEqual(['sign-in:failure', 'sign-in:failure']);
    expect(await list({ outcome: 'refused' })).toEqual(['sign-in:refused', 'access.refused:refused']);
    expect(await list({ actor: 'ANN@' })).toEqual(['sign-in:success', 'sign-in:failure', 'sign-in:refused']);
    expect(await list({ actor: 'ines@press.test' })).toEqual(['export:success', 'session.revoked:success']);
    expect(await list({ address: '198.51.100.' })).toEqual(['sign-in:failure', 'sign-in:refused', 'sign-in:failure']);
    expect(await list({ address: '198.51.100.1' })).toEqual(['sign-in:failure']);
    // By or about an account: Ann's sign-ins and the sessions an administrator revoked.
    expect(await list({ userId: 'u-ann' })).toEqual(['sign-in:success', 'sign-in:failure', 'sign-in:refused', 'session.revoked:success']);
    expect(kinds(await latestSecurityEventsOf(db, 'u-ann', 3))).toEqual(['session.revoked:success', 'sign-in:refused', 'sign-in:failure']);
    expect(kinds(await latestSecurityEventsOf(db, 'u-ines', 10))).toEqual(['session.revoked:success', 'export:success']);
    expect(await list({ from: '2026-05-02T00:00:00.000Z', to: '2026-05-03T00:00:00.000Z' })).toEqual(['sign-in:failure', 'export:success']);
    expect(await list({ kind: 'sign-in', address: '198.51.100.9', outcome: 'refused' })).toEqual(['sign-in:refused']);
    // A percent sign or underscore is a character like any other, not a wildcard.
    expect(await list({ actor: '%' })).toEqual([]);
    expect(await countSecurityEvents(db, { actor: 'a' })).toBe(3);
  });

  it.runIf(run)('pages a prefix with many matches along the time index, with the same answer', async () => {
    const db = test.database.db;
    const base = Date.parse('2026-04-01T00:00:00.000Z');
    const many = Array.from({ length: 1100 }, (_, i) => ({
      id: `dense-${String(i).padStart(4, '0')}`,
      created_at: new Date(base + i * 1000).toISOString(),
      kind: 'sign-in',
      outcome: 'success',
      actor_id: null,
      actor_email: `dense${i % 2}@press.test`,
      subject_id: null,
      address: `192.0.2.${i % 2}`,
      detail: null,
    }));
    for (let i = 0; i < many.length; i += 100)
      await db
        .insertInto('security_events')
        .values(many.slice(i, i + 100))
        .execute();
    const page = await listSecurityEvents(db, { address: '192.0.2.1' }, { page: 3, pageSize: 10, order: 'desc' });
    expect(page.total).toBe(550);
    expect(page.rows.map((row) => row.id)).toEqual(
      Array.from({ length: 10 }, (_, i) => `dense-${String(1099 - 2 * (20 + i)).padStart(4, '0')}`),
    );
    const sparse = await listSecurityEvents(
      db,
      { actor: 'dense1@', address: '192.0.2.1', from: '2026-04-01T00:18:00.000Z' },
      { page: 1, pageSize: 10, order: 'asc' },
    );
    expect(sparse.rows[0]?.id).toBe('dense-1081');
    await db.deleteFrom('security_events').where('id', 'like', 'dense-%').execute();
  });

  it.runIf(run)('pages from either end in the same order', async () => {
    const db = test.database.db;
    const all = (await listSecurityEvents(db, {}, { page: 1, pageSize: 50, order: 'desc' })).rows.map((row) => row.id);
    const pages = [];
    for (let page = 1; page <= 3; page++)
      pages.push(...(await listSecurityEvents(db, {}, { page, pageSize: 3, order: 'desc' })).rows.map((row) => row.id));
    expect(pages).toEqual(all);
    expect((await listSecurityEvents(db, {}, { page: 4, pageSize: 3, order: 'desc' })).rows).toEqual([]);
  });

  it.runIf(run)('reads every event of a view in batches for the exports', async () => {
    const ids = [];
    for await (const event of eachSecurityEvent(test.database.db, {}, { order: 'desc', limit: 100, batch: 2 })) ids.push(event.id);
    expect(ids).toEqual(
      (await listSecurityEvents(test.database.db, {}, { page: 1, pageSize: 50, order: 'desc' })).rows.map((row) => row.id),
    );
    const limited = [];
    for await (const event of eachSecurityEvent(test.database.db, { kind: 'sign-in' }, { order: 'asc', limit: 3, batch: 2 }))
      limited.push(event.outcome);
    expect(limited).toEqual(['success', 'failure', 'refused']);
  });

  it.runIf(run)('the sweep deletes what is older than the retention period, by the injected clock', async () => {
    const db = test.database.db;
    // On 2026-05-04T12:00Z with two days kept, everything before 2026-05-02T12:00Z goes.
    expect(await sweepSecurityEvents(db, at('2026-05-04T12:00:00.000Z'), 2)).toBe(5);
    expect(kinds((await listSecurityEvents(db, {}, { page: 1, pageSize: 50, order: 'asc' })).rows)).toEqual([
      'access.refused:refused',
      'session.revoked:success',
    ]);
    expect(await sweepSecurityEvents(db, at('2026-05-04T12:00:00.000Z'), 2)).toBe(0);
  });

  it.runIf(run)('adds up an account’s usage: projects, storage, films and when it was last seen', async () => {
    const db = test.database.db;
    expect(await usageOf(db, 'u-none')).toEqual({ projects: 0, storageBytes: 0, videos: 0, lastSeenAt: null });
    await db
      .insertInto('users')
      .values({
        id: 'u-use',
        name: 'Use',
        email: 'use@press.test',
        password_hash: 'x',
        is_admin: 0,
        is_sales: 0,
        is_tool_admin: 0,
        trial_end_date: null,
        created_at: '2026-04-01T00:00:00.000Z',
        last_sign_in_at: '2026-05-01T08:00:00.000Z',
        status: 'active',
        email_verified_at: null,
        password_changed_at: null,
      })
      .execute();
    const stamp = '2026-05-01T08:00:00.000Z';
    await db
      .insertInto('projects')
      .values([
        { id: 'p1', user_id: 'u-use', name: 'One', auto_save_enabled: 1, created_at: stamp, updated_at: stamp },
        { id: 'p2', user_id: 'u-use', name: 'Two', auto_save_enabled: 1, created_at: stamp, updated_at: stamp },
      ])
      .execute();
    await db
      .insertInto('files')
      .values([
        { key: 'k1', owner_id: 'u-use', content_type: 'application/pdf', size: 1500, created_at: stamp },
        { key: 'k2', owner_id: 'u-use', content_type: 'video/mp4', size: 2500, created_at: stamp },
        { key: 'k3', owner_id: 'u-other', content_type: 'video/mp4', size: 9999, created_at: stamp },
      ])
      .execute();
    const job = (id: string, nodeType: string, status: 'completed' | 'failed') => ({
      id,
      project_id: 'p1',
      project_node_id: 'n',
      node_type: nodeType,
      status,
      attempts: 1,
      progress: 100,
      heartbeat_at: null,
      error: null,
      created_at: stamp,
      started_at: null,
      finished_at: null,
    });
    await db
      .insertInto('jobs')
      .values([
        job('j1', 'video', 'completed'),
        job('j2', 'video', 'completed'),
        job('j3', 'video', 'failed'),
        job('j4', 'script', 'completed'),
      ])
      .execute();
    await db
      .insertInto('refresh_tokens')
      .values({
        id: 'r1',
        user_id: 'u-use',
        family_id: 'f',
        token_hash: 'h',
        expires_at: '2026-06-01T00:00:00.000Z',
        used_at: null,
        revoked_at: null,
        created_at: '2026-05-02T09:30:00.000Z',
        next_token_enc: null,
      })
      .execute();
    expect(await usageOf(db, 'u-use')).toEqual({ projects: 2, storageBytes: 4000, videos: 2, lastSeenAt: '2026-05-02T09:30:00.000Z' });
  });
});

describe('an event’s id', () => {
  it('is a UUIDv7 of its time that keeps the write order within one millisecond', () => {
    const at = new Date('2026-05-01T08:00:00.000Z');
    const ids = Array.from({ length: 50 }, () => securityEventId(at));
    expect([...ids].sort()).toEqual(ids);
    expect(ids[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(ids[0]!.replace(/-/g, '').slice(0, 12)).toBe(at.getTime().toString(16).padStart(12, '0'));
    expect(securityEventId(new Date(at.getTime() + 1)) > ids.at(-1)!).toBe(true);
  });
});

describe('SECURITY_LOG_DAYS', () => {
  it('defaults to 365 days and takes a whole number from 1 to 3650', () => {
    expect(securityLogDays(undefined)).toBe(365);
    expect(securityLogDays(' ')).toBe(365);
    expect(securityLogDays('30')).toBe(30);
    for (const bad of ['0', '-1', '1.5', 'a year', '3651'])
      expect(() => securityLogDays(bad)).toThrow(/SECURITY_LOG_DAYS must be a whole number of days from 1 to 3650/);
  });
});
