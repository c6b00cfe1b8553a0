import { randomUUID } from 'node:crypto';
import { SECURITY_EVENT_KIND_LABEL, SECURITY_OUTCOME_LABEL } from '@paperlight/api-client/audit';
import {
  SECURITY_EVENT_KINDS,
  SECURITY_OUTCOMES,
  listSecurityEvents,
  recordSecurityEvent,
  type SecurityEventFilters,
} from '@paperlight/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromVisitor, startApi, type ApiHarness } from './harness';

/**
 * Issue 33 item 10: the api writes refused role checks, exports, administrators' changes, the
 * sessions they end and share links to the security event log, and serves it to administrators
 * (Activity's security view, its CSV and JSON lines, each user's page with their usage).
 */
describe('the api’s security event log', () => {
  let api: ApiHarness;
  const NOW = new Date('2026-05-10T12:00:00.000Z');

  const call = async (method: string, path: string, token: string, options: { body?: unknown; from?: string } = {}) => {
    const res = await fetch(`${api.url}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...fromVisitor(options.from ?? '198.51.100.1'),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    return { status: res.status, headers: res.headers, text: await res.text() };
  };
  const json = (res: { text: string }) => JSON.parse(res.text) as { data: never };
  const as = (email: string) => api.tokenFor(email);
  const eventsOf = async (filters: SecurityEventFilters) =>
    (await listSecurityEvents(api.testDb.database.db, filters, { page: 1, pageSize: 100, order: 'asc' })).rows;

  beforeAll(async () => {
    api = await startApi('sqlite', { now: () => NOW.getTime(), securityLogDays: 30 }, NOW);
  });
  afterAll(async () => {
    await api?.close();
  });

  it('has words for every kind and outcome the database knows', () => {
    expect(Object.keys(SECURITY_EVENT_KIND_LABEL)).toEqual([...SECURITY_EVENT_KINDS]);
    expect(Object.keys(SECURITY_OUTCOME_LABEL)).toEqual([...SECURITY_OUTCOMES]);
  });

  it('records a refused role check in the administration and tool administration routes', async () => {
    expect((await call('GET', '/administration/security-events', await as('sales@paperlight.test'), { from: '203.0.113.31' })).status).toBe(
      403,
    );
    expect((await call('GET', '/administration/users', await as('tools@paperlight.test'), { from: '203.0.113.31' })).status).toBe(403);
    expect(
      (
        await call('PATCH', '/tools-administration/tools/x', await as('admin@paperlight.test'), {
          from: '203.0.113.31',
          body: { name: 'x' },
        })
      ).status,
    ).toBe(403);
    const refused = await eventsOf({ address: '203.0.113.31' });
    expect(refused.map((e) => [e.kind, e.outcome, e.actorEmail, e.detail?.route])).toEqual([
      ['access.refused', 'refused', 'sales@paperlight.test', '/administration/security-events'],
      ['access.refused', 'refused', 'tools@paperlight.test', '/administration/users'],
      ['access.refused', 'refused', 'admin@paperlight.test', '/tools-administration/tools/:id'],
    ]);
    expect(refused[0]).toMatchObject({ actorId: api.user('sales@paperlight.test').id, detail: { method: 'GET', status: 403 } });
  });

  it('records administrators’ changes, their failures, and the sessions an administrator ends', async () => {
    const admin = await as('admin@paperlight.test');
    const ada = api.user('admin@paperlight.test').id;
    const nora = api.user('notrial@paperlight.test').id;
    expect((await call('POST', `/administration/users/${nora}/sign-out`, admin, { from: '203.0.113.32' })).status).toBe(200);
    expect((await call('POST', `/administration/users/${nora}/suspend`, admin, { from: '203.0.113.32' })).status).toBe(200);
    expect((await call('POST', `/administration/users/${nora}/reactivate`, admin, { from: '203.0.113.32' })).status).toBe(200);
    expect((await call('PUT', `/administration/users/${ada}/roles`, admin, { from: '203.0.113.32', body: { roles: [] } })).status).toBe(
      409,
    );
    const events = await eventsOf({ address: '203.0.113.32' });
    expect(
      events.map((e) => `${e.kind}:${e.outcome}:${e.subjectId === nora ? 'nora' : e.subjectId === ada ? 'ada' : e.subjectId}`),
    ).toEqual([
      'session.revoked:success:nora',
      'admin.change:success:nora',
      'session.revoked:success:nora',
      'admin.change:success:nora',
      'admin.change:success:nora',
      'admin.change:failure:ada',
    ]);
    expect(events[0]).toMatchObject({ actorId: ada, actorEmail: 'admin@paperlight.test', detail: { reason: 'sign-out' } });
    expect(events.at(-1)).toMatchObject({ detail: { method: 'PUT', route: '/administration/users/:id/roles', status: 409 } });
    // A person's own column choice is not an administrator's change.
    expect((await call('PUT', '/administration/table-columns/users', admin, { from: '203.0.113.33', body: { hidden: [] } })).status).toBe(
      200,
    );
    expect(await eventsOf({ address: '203.0.113.33' })).toEqual([]);
  });

  it('records share links created and revoked by their owner', async () => {
    const db = api.testDb.database.db;
    const owner = api.user('trial5@paperlight.test');
    const stamp = NOW.toISOString();
    const project = randomUUID();
    await db
      .insertInto('projects')
      .values({ id: project, user_id: owner.id, name: 'Shared', auto_save_enabled: 1, created_at: stamp, updated_at: stamp })
      .execute();
    await db
      .insertInto('project_nodes')
      .values({
        id: randomUUID(),
        project_id: project,
        client_node_id: 'video-1',
        node_type: 'video',
        position: '{}',
        label: 'Video',
        configuration: '{}',
        target_edges: '[]',
        status: 'completed',
        execution: JSON.stringify({ sources: { video: `projects/${project}/video.mp4` } }),
        file_key: null,
        updated_at: stamp,
      })
      .execute();
    const token = await as('trial5@paperlight.test');
    const created = await call('POST', `/paper-remix/project/${project}/node/video-1/share`, token, { from: '203.0.113.34' });
    expect(created.status).toBe(201);
    const link = (json(created).data as { token: string }).token;
    expect((await call('DELETE', `/paper-remix/project/${project}/share/${link}`, token, { from: '203.0.113.34' })).status).toBe(200);
    expect((await eventsOf({ address: '203.0.113.34' })).map((e) => [e.kind, e.outcome, e.actorId, e.detail?.project])).toEqual([
      ['share.created', 'success', owner.id, project],
      ['share.revoked', 'success', owner.id, project],
    ]);
  });

  describe('given a log of sign-ins', () => {
    beforeAll(async () => {
      const db = api.testDb.database.db;
      const trial2 = api.user('trial2@paperlight.test').id;
      const at = (iso: string) => new Date(iso);
      await recordSecurityEvent(db, {
        kind: 'sign-in',
        outcome: 'failure',
        actorEmail: 'trial2@paperlight.test',
        subjectId: trial2,
        address: '192.0.2.50',
        detail: { reason: 'wrong-credentials' },
        at: at('2026-05-08T09:00:00.000Z'),
      });
      await recordSecurityEvent(db, {
        kind: 'sign-in',
        outcome: 'refused',
        actorEmail: 'trial2@paperlight.test',
        subjectId: trial2,
        address: '192.0.2.50',
        detail: { reason: 'throttled' },
        at: at('2026-05-08T09:01:00.000Z'),
      });
      await recordSecurityEvent(db, {
        kind: 'sign-in',
        outcome: 'success',
        actorId: trial2,
        actorEmail: 'trial2@paperlight.test',
        address: '192.0.2.51',
        at: at('2026-05-09T23:30:00.000Z'),
      });
      // Older than the 30 days kept.
      await recordSecurityEvent(db, {
        kind: 'sign-in',
        outcome: 'success',
        actorId: trial2,
        actorEmail: 'trial2@paperlight.test',
        address: '192.0.2.52',
        at: at('2026-04-01T00:00:00.000Z'),
      });
    });

    it('answers administrators a filtered page, newest first, naming the account', async () => {
      const admin = await as('admin@paperlight.test');
      const page = json(await call('GET', '/administration/security-events?kind=sign-in&outcome=failure&address=192.0.2.', admin)).data as {
        rows: Array<Record<string, unknown>>;
        total: number;
      };
      expect(page.total).toBe(1);
      expect(page.rows[0]).toMatchObject({
        kind: 'sign-in',
        outcome: 'failure',
        actorEmail: 'trial2@paperlight.test',
        address: '192.0.2.50',
        subject: 'Theo Trial (trial2@paperlight.test)',
        detail: { reason: 'wrong-credentials' },
      });
      // The days are the reader's: 23:30 UTC on the 9th is the 10th in Paris.
      const paris = json(
        await call(
          'GET',
          '/administration/security-events?kind=sign-in&createdAtFrom=2026-05-10&createdAtTo=2026-05-10&tz=Europe/Paris',
          admin,
        ),
      ).data as { rows: Array<{ address: string }> };
      expect(paris.rows.map((r) => r.address)).toEqual(['192.0.2.51']);
      const bad = await call('GET', '/administration/security-events?kind=coffee', admin);
      expect(bad.status).toBe(400);
      expect(bad.text).toContain('kind must be one of sign-in');
    });

    it('exports the view as CSV and as JSON lines, and records each export', async () => {
      const admin = await as('admin@paperlight.test');
      const csv = await call(
        'GET',
        '/administration/security-events/export?kind=sign-in&address=192.0.2.5&order=asc&hidden=detail',
        admin,
        { from: '203.0.113.35' },
      );
      expect(csv.status).toBe(200);
      expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(csv.headers.get('content-disposition')).toBe('attachment; filename="security-events-2026-05-10.csv"');
      expect(csv.text.split('\r\n')).toEqual([
        // (fetch's text() drops the byte order mark the file starts with)
        'Time (UTC),Event,Outcome,Actor,Account,Address',
        '2026-04-01 00:00,Sign-in,Success,trial2@paperlight.test,,192.0.2.52',
        '2026-05-08 09:00,Sign-in,Failure,trial2@paperlight.test,Theo Trial (trial2@paperlight.test),192.0.2.50',
        '2026-05-08 09:01,Sign-in,Refused,trial2@paperlight.test,Theo Trial (trial2@paperlight.test),192.0.2.50',
        '2026-05-09 23:30,Sign-in,Success,trial2@paperlight.test,,192.0.2.51',
        '',
      ]);
      const lines = await call('GET', '/administration/security-events/export?format=jsonl&kind=sign-in&outcome=refused', admin, {
        from: '203.0.113.35',
      });
      expect(lines.status).toBe(200);
      expect(lines.headers.get('content-type')).toBe('application/x-ndjson; charset=utf-8');
      expect(lines.headers.get('content-disposition')).toBe('attachment; filename="security-events-2026-05-10.jsonl"');
      const parsed = lines.text
        .trimEnd()
        .split('\n')
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(parsed).toEqual([
        expect.objectContaining({
          time: '2026-05-08T09:01:00.000Z',
          kind: 'sign-in',
          outcome: 'refused',
          actorEmail: 'trial2@paperlight.test',
          address: '192.0.2.50',
          detail: { reason: 'throttled' },
        }),
      ]);
      expect((await eventsOf({ address: '203.0.113.35', kind: 'export' })).map((e) => e.detail)).toEqual([
        { export: 'security-events', format: 'csv' },
        { export: 'security-events', format: 'jsonl' },
      ]);
      expect((await call('GET', '/administration/security-events/export?format=xml', admin)).status).toBe(400);
      expect((await call('GET', '/administration/users/export', admin, { from: '203.0.113.36' })).status).toBe(200);
      expect((await eventsOf({ address: '203.0.113.36' }))[0]).toMatchObject({
        kind: 'export',
        outcome: 'success',
        actorEmail: 'admin@paperlight.test',
        detail: { export: 'users', format: 'csv' },
      });
    });

    it('shows each user’s page their usage, and their security events to administrators only', async () => {
      const id = api.user('trial2@paperlight.test').id;
      const page = json(await call('GET', `/administration/users/${id}`, await as('admin@paperlight.test'))).data as {
        usage: unknown;
        security: Array<{ address: string }>;
      };
      expect(page.usage).toEqual({ projects: 0, storageBytes: 0, videos: 0, lastSeenAt: null });
      expect(page.security.map((e) => e.address)).toEqual(['192.0.2.51', '192.0.2.50', '192.0.2.50', '192.0.2.52']);
      const sales = json(await call('GET', `/administration/users/${id}`, await as('sales@paperlight.test'))).data as {
        usage: unknown;
        security: unknown;
      };
      expect(sales.usage).toEqual(page.usage);
      expect(sales.security).toBeNull();
    });

    it('sweeps what is older than SECURITY_LOG_DAYS by the api’s clock', async () => {
      expect(await api.server.app.securityLog!.sweep()).toBe(1);
      expect((await eventsOf({ address: '192.0.2.5' })).map((e) => e.address)).toEqual(['192.0.2.50', '192.0.2.50', '192.0.2.51']);
    });
  });

  it('keeps an erased account’s events without its address', async () => {
    const admin = await as('admin@paperlight.test');
    const expired = api.user('expired@paperlight.test');
    await recordSecurityEvent(api.testDb.database.db, {
      kind: 'sign-in',
      outcome: 'success',
      actorId: expired.id,
      actorEmail: expired.email,
      address: '192.0.2.60',
      at: NOW,
    });
    await recordSecurityEvent(api.testDb.database.db, {
      kind: 'sign-in',
      outcome: 'failure',
      actorEmail: expired.email,
      subjectId: expired.id,
      address: '192.0.2.60',
      at: NOW,
    });
    expect((await call('DELETE', `/administration/users/${expired.id}`, admin, { body: { email: expired.email } })).status).toBe(200);
    expect((await eventsOf({ address: '192.0.2.60' })).map((e) => e.actorEmail)).toEqual(['erased account', 'erased account']);
  });
});
