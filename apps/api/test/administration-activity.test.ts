import { randomUUID } from 'node:crypto';
import { postgresAvailable } from '@paperlight/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromVisitor, startApi, type ApiHarness } from './harness';

const dialects = ['sqlite', ...((await postgresAvailable()) ? (['postgres'] as const) : [])] as const;

interface Row {
  id: string;
  createdAt: string;
  actorEmail: string;
  action: string;
  targetType: string;
  targetId: string;
  target: { label: string; exists: boolean };
  before: unknown;
  after: unknown;
}

describe.each(dialects)('the Activity page’s api over %s', (dialect) => {
  let api: ApiHarness;
  let zoe = '';
  let evil = '';
  let toolId = '';

  const call = async (method: string, path: string, token?: string, body?: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(`${api.url}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const type = res.headers.get('content-type') ?? '';
    return {
      status: res.status,
      headers: res.headers,
      bytes: null as Buffer | null,
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      body: (type.includes('json') ? await res.json() : Buffer.from(await res.arrayBuffer())) as any,
    };
  };
  const as = (email: string) => api.tokenFor(email);
  const activity = async (query: string, email = 'admin@paperlight.test') => {
    const res = await call('GET', `/administration/activity${query}`, await as(email));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as { rows: Row[]; total: number };
  };
  /** Rows written straight into the log at chosen moments, by an actor nobody else uses. */
  const insert = async (
    entries: Array<{ at: string; actor?: string; action?: string; type?: string; target?: string; before?: unknown; after?: unknown }>,
  ) => {
    await api.testDb.database.db
      .insertInto('audit_log')
      .values(
        entries.map((e) => ({
          id: randomUUID(),
          actor_id: 'fixture',
          actor_email: e.actor ?? 'fixture@clock.test',
          target_type: e.type ?? 'user',
          target_id: e.target ?? 'gone-user',
          action: e.action ?? 'trial.extend',
          before: JSON.stringify(e.before ?? { trialEndDate: null }),
          after: JSON.stringify(e.after ?? { trialEndDate: '2020-06-01T00:00:00.000Z', days: 7 }),
          created_at: e.at,
        })),
      )
      .execute();
  };

  beforeAll(async () => {
    api = await startApi(dialect);
    // What the people running the service do in a day: each leaves its entry.
    const admin = await as('admin@paperlight.test');
    const sales = await as('sales@paperlight.test');
    const tools = await as('tools@paperlight.test');
    for (const [firstName, lastName, email] of [
      ['Zoë', 'Brontë', 'zoe@editions.test'],
      ['=HYPERLINK("http://evil.test")', 'Reader', 'evil@example.test'],
    ] as const) {
      expect(
        (
          await call(
            'POST',
            '/contact-requests',
            undefined,
            { firstName, lastName, email, companyName: 'Éditions', note: 'Alt text' },
            fromVisitor(`10.1.0.${email.length}`),
          )
        ).status,
      ).toBe(201);
    }
    const contacts = (await call('GET', '/administration/contact-requests?sort=email&order=asc', sales)).body.data.rows as {
      id: string;
      email: string;
    }[];
    evil = contacts.find((c) => c.email === 'evil@example.test')!.id;
    zoe = contacts.find((c) => c.email === 'zoe@editions.test')!.id;
    expect((await call('PUT', `/administration/contact-requests/${zoe}/status`, sales, { status: 'contacted' })).status).toBe(200);
    expect((await call('PUT', `/administration/contact-requests/${evil}/status`, admin, { status: 'closed' })).status).toBe(200);
    expect(
      (await call('POST', `/administration/users/${api.user('trial2@paperlight.test').id}/trial/extend`, sales, { days: 7 })).status,
    ).toBe(200);
    expect(
      (
        await call('PUT', `/administration/users/${api.user('notrial@paperlight.test').id}/roles`, admin, {
          roles: ['admin'],
          confirmEmail: 'notrial@paperlight.test',
        })
      ).status,
    ).toBe(200);
    expect((await call('POST', `/administration/users/${api.user('trial5@paperlight.test').id}/trial/end`, admin)).status).toBe(200);
    const tool = (await call('GET', '/tools-administration/tools', tools)).body.data.find((t: { slug: string }) => t.slug === 'ai-summary');
    toolId = tool.id;
    expect((await call('PATCH', `/tools-administration/tools/${toolId}`, tools, { name: 'AI Summary Pro' })).status).toBe(200);
  });
  afterAll(async () => {
    await api?.close();
  });

  it('answers every change newest first, in the shape of the other lists, with each target as it is now', async () => {
    const { rows, total } = await activity('');
    expect(total).toBe(6);
    expect(rows.map((r) => r.action)).toEqual([
      'tool.update',
      'trial.end',
      'roles.update',
      'trial.extend',
      'status.update',
      'status.update',
    ]);
    expect([...rows].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).map((r) => r.id)).toEqual(rows.map((r) => r.id));
    const extend = rows.find((r) => r.action === 'trial.extend')!;
    expect(extend).toMatchObject({
      actorEmail: 'sales@paperlight.test',
      targetType: 'user',
      target: { label: 'Theo Trial (trial2@paperlight.test)', exists: true },
      after: { days: 7 },
    });
    expect(rows.find((r) => r.targetId === zoe)!.target).toEqual({ label: 'Zoë Brontë (zoe@editions.test)', exists: true });
    expect(rows[0]!.target).toEqual({ label: 'AI Summary Pro', exists: true });
    expect((await activity('?pageSize=20&order=asc')).rows.map((r) => r.id)).toEqual([...rows].reverse().map((r) => r.id));
  });

  it('shows sales the contact requests and trials only, here and on a user’s history (decision 0084)', async () => {
    const { rows, total } = await activity('', 'sales@paperlight.test');
    expect(total).toBe(4);
    expect(rows.map((r) => r.action).sort()).toEqual(['status.update', 'status.update', 'trial.end', 'trial.extend']);
    const searched = await activity('?search=administrator', 'sales@paperlight.test');
    expect(searched.total).toBe(0);
    expect((await activity('?action=roles.update', 'sales@paperlight.test')).total).toBe(0);
    const sales = await as('sales@paperlight.test');
    const notrial = await call('GET', `/administration/users/${api.user('notrial@paperlight.test').id}`, sales);
    expect(notrial.body.data.audit).toEqual([]);
    const admin = await call('GET', `/administration/users/${api.user('notrial@paperlight.test').id}`, await as('admin@paperlight.test'));
    expect(admin.body.data.audit).toMatchObject([
      { action: 'roles.update', after: { roles: ['admin'] }, target: { label: 'Nora Notrial (notrial@paperlight.test)', exists: true } },
    ]);
    // Tool administrators do not read the Activity page; they read each tool's history.
    expect((await call('GET', '/administration/activity', await as('tools@paperlight.test'))).status).toBe(403);
    expect((await call('GET', '/administration/activity/export', await as('trial5@paperlight.test'))).status).toBe(403);
  });

  it('filters by action, target type and part of the actor’s address', async () => {
    expect((await activity('?action=status.update')).rows.map((r) => r.targetId).sort()).toEqual([evil, zoe].sort());
    expect((await activity('?targetType=tool')).rows.map((r) => r.action)).toEqual(['tool.update']);
    expect((await activity('?targetType=contact_request&actor=SALES@')).rows.map((r) => r.targetId)).toEqual([zoe]);
    expect((await activity('?actor=paperlight.test')).total).toBe(6);
    expect((await activity('?actor=%25')).total).toBe(0);
  });

  it('searches the actor, the action’s words, the target’s name and the values', async () => {
    // Words match as parts, like every search here: 'ended trial' is also in 'Extended trial'.
    expect((await activity('?search=ended%20trial')).rows.map((r) => r.action)).toEqual(['trial.end', 'trial.extend']);
    expect((await activity('?search=changed%20contact')).total).toBe(2);
    expect((await activity('?search=granted%20administrator')).rows.map((r) => r.action)).toEqual(['roles.update']);
    expect((await activity('?search=removed%20administrator')).total).toBe(0);
    expect((await activity('?search=Theo')).rows.map((r) => r.action)).toEqual(['trial.extend']);
    expect((await activity('?search=zo%C3%AB%20bront%C3%AB')).rows.map((r) => r.targetId)).toEqual([zoe]);
    expect((await activity('?search=summary%20pro')).rows.map((r) => r.action)).toEqual(['tool.update']);
    expect((await activity('?search=contacted')).rows.map((r) => r.targetId)).toEqual([zoe]);
    expect((await activity('?search=contact%20request')).total).toBe(2);
    expect((await activity('?search=sales@')).total).toBe(2);
    expect((await activity('?search=nothing-like-this')).total).toBe(0);
  });

  it('takes a range of whole days in the reader’s time zone', async () => {
    // 23:30 and 00:30 in Paris on either side of midnight, 1-2 May 2020 (UTC+2).
    await insert([
      { at: '2020-04-30T21:59:00.000Z' },
      { at: '2020-05-01T21:30:00.000Z' },
      { at: '2020-05-01T22:30:00.000Z' },
      { at: '2020-05-02T21:59:59.999Z' },
      { at: '2020-05-02T22:00:00.000Z' },
    ]);
    const times = async (query: string) => (await activity(`?actor=fixture@clock&order=asc&${query}`)).rows.map((r) => r.createdAt);
    expect(await times('createdAtFrom=2020-05-01&createdAtTo=2020-05-01&tz=Europe/Paris')).toEqual(['2020-05-01T21:30:00.000Z']);
    expect(await times('createdAtFrom=2020-05-02&createdAtTo=2020-05-02&tz=Europe%2FParis')).toEqual([
      '2020-05-01T22:30:00.000Z',
      '2020-05-02T21:59:59.999Z',
    ]);
    expect(await times('createdAtFrom=2020-05-02&tz=UTC')).toEqual(['2020-05-02T21:59:59.999Z', '2020-05-02T22:00:00.000Z']);
    expect(await times('createdAtTo=2020-05-01')).toEqual([
      '2020-04-30T21:59:00.000Z',
      '2020-05-01T21:30:00.000Z',
      '2020-05-01T22:30:00.000Z',
    ]);
    expect(await times('createdAtFrom=2020-05-03&createdAtTo=2020-05-01')).toEqual([]);
    const admin = await as('admin@paperlight.test');
    for (const [query, message] of [
      ['createdAtFrom=2020-02-30', 'createdAtFrom must be a day written YYYY-MM-DD'],
      ['createdAtTo=yesterday', 'createdAtTo must be a day written YYYY-MM-DD'],
      ['tz=Mars/Olympus', 'tz must be a time zone such as Europe/Paris'],
      ['action=drop.table', 'action must be one of'],
      ['targetType=project', 'targetType must be one of user, contact_request, tool'],
      ['sort=actor_email', 'sort must be createdAt'],
    ]) {
      const res = await call('GET', `/administration/activity?${query}`, admin);
      expect(res.status, query).toBe(400);
      expect(res.body.message).toContain(message);
    }
  });

  it('pages to the end, reading the second half from the other end, in either order', async () => {
    const at = (i: number) => new Date(Date.UTC(2019, 0, 1, 0, i)).toISOString();
    await insert(Array.from({ length: 23 }, (_, i) => ({ at: at(i), actor: 'pager@clock.test' })));
    const all = [...Array(23).keys()].map(at);
    for (const order of ['desc', 'asc'] as const) {
      const expected = order === 'desc' ? [...all].reverse() : all;
      const pages: string[] = [];
      for (const page of [1, 2, 3]) {
        const { rows, total } = await activity(`?actor=pager@&order=${order}&page=${page}`);
        expect(total).toBe(23);
        pages.push(...rows.map((r) => r.createdAt));
      }
      expect(pages).toEqual(expected);
      expect((await activity(`?actor=pager@&order=${order}&page=4`)).rows).toEqual([]);
      expect((await activity(`?actor=pager@&order=${order}&page=2&pageSize=20`)).rows.map((r) => r.createdAt)).toEqual(expected.slice(20));
    }
  });

  it('names a target that no longer exists by what became of it', async () => {
    await insert([
      { at: '2018-01-01T00:00:00.000Z', actor: 'gone@clock.test', target: 'erased-user-id' },
      {
        at: '2018-01-02T00:00:00.000Z',
        actor: 'gone@clock.test',
        type: 'contact_request',
        action: 'status.update',
        target: 'erased-request',
        before: { status: 'new' },
        after: { status: 'closed' },
      },
    ]);
    const { rows } = await activity('?actor=gone@');
    expect(rows.map((r) => r.target)).toEqual([
      { label: 'Erased request', exists: false },
      { label: 'Erased account', exists: false },
    ]);
  });

  it('exports the view as CSV in words and local times, with a byte order mark, accents and formulas escaped', async () => {
    const res = await call(
      'GET',
      '/administration/activity/export?targetType=contact_request&tz=Europe/Paris',
      await as('admin@paperlight.test'),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="activity-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = res.body as Buffer;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n');
    expect(lines[0]).toBe('Time (Europe/Paris),Actor,Action,Target type,Target,Change');
    expect(lines.slice(1).filter((l) => !l.includes('gone@clock.test'))).toEqual([
      expect.stringMatching(
        /^\d{4}-\d{2}-\d{2} \d{2}:\d{2},admin@paperlight\.test,Changed contact status,Contact request,"'=HYPERLINK\(""http:\/\/evil\.test""\) Reader \(evil@example\.test\)",Status: New → Closed$/,
      ),
      expect.stringMatching(
        /^\d{4}-\d{2}-\d{2} \d{2}:\d{2},sales@paperlight\.test,Changed contact status,Contact request,Zoë Brontë \(zoe@editions\.test\),Status: New → Contacted$/,
      ),
    ]);
    // The same local time as the page shows.
    const zoeRow = (await activity('?targetType=contact_request&actor=sales@')).rows[0]!;
    const paris = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Paris', dateStyle: 'short', timeStyle: 'short' }).format(
      new Date(zoeRow.createdAt),
    );
    expect(lines.find((l) => l.includes('Zoë'))!.startsWith(paris)).toBe(true);

    const trials = await call('GET', '/administration/activity/export?search=trial&tz=UTC', await as('sales@paperlight.test'));
    const trialLines = (trials.body as Buffer).toString('utf8').trimEnd().split('\r\n').slice(1);
    expect(
      trialLines.some((l) =>
        /,sales@paperlight\.test,Extended trial,User,Theo Trial \(trial2@paperlight\.test\),"Trial ends: \d+ \w{3} \d{4}, \d{2}:\d{2} → \d+ \w{3} \d{4}, \d{2}:\d{2}"$/.test(
          l,
        ),
      ),
    ).toBe(true);
    expect(trialLines.every((l) => !l.includes('Changed roles') && !l.includes('Granted'))).toBe(true);
  });

  it('exports only the columns the reader shows; the time always stays', async () => {
    const res = await call(
      'GET',
      '/administration/activity/export?targetType=contact_request&tz=UTC&hidden=createdAt,actor,change',
      await as('admin@paperlight.test'),
    );
    const lines = (res.body as Buffer).subarray(3).toString('utf8').trimEnd().split('\r\n');
    expect(lines[0]).toBe('Time (UTC),Action,Target type,Target');
    expect(lines.find((l) => l.includes('Zoë'))).toMatch(
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2},Changed contact status,Contact request,Zoë Brontë \(zoe@editions\.test\)$/,
    );
    expect((await call('GET', '/administration/activity/export?hidden=a,b;c', await as('admin@paperlight.test'))).status).toBe(400);
  });

  it('escapes an actor address a spreadsheet would run', async () => {
    await insert([
      { at: '2017-01-01T00:00:00.000Z', actor: '=cmd|"/c calc"!A1@x.test' },
      { at: '2017-01-02T00:00:00.000Z', actor: '+1-555@x.test' },
    ]);
    const res = await call('GET', '/administration/activity/export?createdAtTo=2017-12-31', await as('admin@paperlight.test'));
    const lines = (res.body as Buffer).toString('utf8').trimEnd().split('\r\n');
    expect(lines[1]).toContain(`,'+1-555@x.test,`);
    expect(lines[2]).toContain(`,"'=cmd|""/c calc""!A1@x.test",`);
  });

  it('gives tool administrators a tool’s history, and nobody else', async () => {
    const tools = await as('tools@paperlight.test');
    const history = await call('GET', `/tools-administration/tools/${toolId}/history`, tools);
    expect(history.status).toBe(200);
    expect(history.body.data).toMatchObject([
      {
        action: 'tool.update',
        actorEmail: 'tools@paperlight.test',
        before: { name: 'AI Summary' },
        after: { name: 'AI Summary Pro' },
        target: { label: 'AI Summary Pro', exists: true },
      },
    ]);
    expect((await call('GET', '/tools-administration/tools/no-such-tool/history', tools)).status).toBe(404);
    expect((await call('GET', `/tools-administration/tools/${toolId}/history`, await as('admin@paperlight.test'))).status).toBe(403);
  });
  it('finds short searches too, and forgets an erased actor’s address everywhere, search included', async () => {
    expect((await activity('?search=Zo')).rows.map((r) => r.targetId)).toEqual([zoe]);
    const admin = await as('admin@paperlight.test');
    const eli = api.user('expired@paperlight.test');
    expect((await call('PUT', `/administration/users/${eli.id}/roles`, admin, { roles: ['sales'] })).status).toBe(200);
    const asEli = await api.tokenFor('expired@paperlight.test', { isSales: true });
    expect((await call('PUT', `/administration/contact-requests/${zoe}/status`, asEli, { status: 'closed' })).status).toBe(200);
    expect((await activity('?search=expired@paperlight')).total).toBe(2);
    expect((await call('DELETE', `/administration/users/${eli.id}`, admin, { email: 'expired@paperlight.test' })).status).toBe(200);
    expect((await activity('?search=expired@paperlight')).total).toBe(0);
    expect((await activity('?search=expired@paperlight.test&pageSize=50')).rows).toEqual([]);
    const { rows } = await activity('?search=erased%20account');
    expect(rows.map((r) => [r.action, r.actorEmail, r.target.label])).toEqual([
      ['account.erase', 'admin@paperlight.test', 'Erased account'],
      ['status.update', 'erased account', 'Zoë Brontë (zoe@editions.test)'],
    ]);
    expect((await activity(`?targetType=user&action=roles.update`)).rows.find((r) => r.targetId === eli.id)?.target).toEqual({
      label: 'Erased account',
      exists: false,
    });
  });
});
