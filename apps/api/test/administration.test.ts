import { postgresAvailable } from '@paperlight/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMINISTRATION_ENDPOINTS, extendedTrialEnd } from '../src/routes/administration-routes';
import { fromVisitor, startApi, type ApiHarness } from './harness';

const dialects = ['sqlite', ...((await postgresAvailable()) ? (['postgres'] as const) : [])] as const;
const DAY = 86_400_000;

describe('extendedTrialEnd', () => {
  const now = new Date('2026-03-10T15:00:00.000Z');
  it('adds days to a running trial', () => {
    expect(extendedTrialEnd('2026-03-12T00:00:00.000Z', 3, now)).toBe('2026-03-15T00:00:00.000Z');
  });
  it('counts from the next midnight UTC for an ended trial or none', () => {
    expect(extendedTrialEnd('2026-03-01T00:00:00.000Z', 7, now)).toBe('2026-03-18T00:00:00.000Z');
    expect(extendedTrialEnd(null, 1, now)).toBe('2026-03-12T00:00:00.000Z');
  });
});

describe.each(dialects)('administration endpoints over %s', (dialect) => {
  let api: ApiHarness;
  const now = new Date();

  beforeAll(async () => {
    api = await startApi(dialect, {}, now);
  });
  afterAll(async () => {
    await api?.close();
  });

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
    return { status: res.status, headers: res.headers, body: (type.includes('json') ? await res.json() : await res.text()) as any }; // eslint-disable-line @typescript-eslint/no-explicit-any
  };
  const as = async (email: string) => api.tokenFor(email);

  describe('security: every endpoint with every role', () => {
    const callers = [
      { name: 'guest', roles: [] as string[] },
      { name: 'plain user', email: 'trial5@paperlight.test', roles: [] as string[] },
      { name: 'user without trial', email: 'notrial@paperlight.test', roles: [] as string[] },
      { name: 'administrator', email: 'admin@paperlight.test', roles: ['admin'] },
      { name: 'sales', email: 'sales@paperlight.test', roles: ['sales'] },
      { name: 'tool administrator', email: 'tools@paperlight.test', roles: ['toolAdmin'] },
    ];

    it('answers 401 without a token and 403 to every caller without the role', async () => {
      const refused: string[] = [];
      const admitted: string[] = [];
      for (const endpoint of ADMINISTRATION_ENDPOINTS) {
        // A made-up id: an admitted caller gets 404 or 400, never a change to real data.
        const path = endpoint.path.replace(':id', 'no-such-id');
        expect((await call(endpoint.method, path)).status, `${endpoint.method} ${path} without a token`).toBe(401);
        for (const caller of callers) {
          const token = caller.email ? await as(caller.email) : await api.guestToken('dev-1');
          const headers: Record<string, string> = caller.email ? {} : { 'x-device-id': 'dev-1' };
          // An invalid body too: the role is checked before input, so refused callers cannot probe validation.
          const res = await call(endpoint.method, path, token, endpoint.method === 'GET' ? undefined : { bogus: true }, headers);
          const allowed = caller.roles.some((role) => (endpoint.roles as readonly string[]).includes(role));
          if (allowed) {
            expect(res.status, `${caller.name} → ${endpoint.method} ${path}`).not.toBe(403);
            admitted.push(`${caller.name} ${endpoint.method} ${endpoint.path}`);
          } else {
            expect(res.status, `${caller.name} → ${endpoint.method} ${path}`).toBe(403);
            expect(res.body).toEqual({ message: 'Forbidden', statusCode: 403 });
            refused.push(`${caller.name} ${endpoint.method} ${endpoint.path}`);
          }
        }
      }
      expect(refused.length + admitted.length).toBe(ADMINISTRATION_ENDPOINTS.length * callers.length);
      expect(admitted).toContain('sales POST /administration/users/:id/trial/extend');
      expect(refused).toContain('sales POST /administration/users/:id/trial/end');
      expect(refused).toContain('sales PUT /administration/users/:id/roles');
      expect(refused).toContain('administrator GET /tools-administration/tools');
    });

    it('refuses a guest token that claims the administrator role', async () => {
      const token = await api.issuer.sign({ sub: 'guest:d', isGuest: true, isAdmin: true, isToolAdmin: true, deviceId: 'd' });
      for (const endpoint of ADMINISTRATION_ENDPOINTS) {
        const res = await call(endpoint.method, endpoint.path.replace(':id', 'x'), token, undefined, { 'x-device-id': 'd' });
        expect(res.status).toBe(403);
      }
    });
  });

  describe('overview', () => {
    it('counts users by trial state and recent sign-ups', async () => {
      const res = await call('GET', '/administration/overview', await as('sales@paperlight.test'));
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ users: 7, activeTrials: 2, expiredTrials: 1, signUps7d: 7 });
      expect(res.body.data.contactRequests).toEqual({ new: expect.any(Number), contacted: expect.any(Number), closed: expect.any(Number) });
    });

    it('gives one point per UTC day for the charts: sign-ups, running trials and contact requests', async () => {
      const token = await as('admin@paperlight.test');
      const res = await call('GET', '/administration/overview/activity', token);
      expect(res.status).toBe(200);
      const { days, series } = res.body.data as {
        days: number;
        series: { date: string; signUps: number; activeTrials: number; contactRequests: number }[];
      };
      expect(days).toBe(30);
      expect(series).toHaveLength(30);
      expect(series.at(-1)!.date).toBe(now.toISOString().slice(0, 10));
      expect(Date.parse(series[1]!.date) - Date.parse(series[0]!.date)).toBe(DAY);
      // The seven seeded accounts signed up at seed time; two of them are on a running trial now.
      expect(series.reduce((sum, day) => sum + day.signUps, 0)).toBe(7);
      expect(series.at(-1)!.activeTrials).toBe(2);
      expect(series.every((day) => day.contactRequests === 0)).toBe(true);
      const year = await call('GET', '/administration/overview/activity?days=365', token);
      expect(year.body.data.series).toHaveLength(365);
      expect(await call('GET', '/administration/overview/activity?days=7', token)).toMatchObject({
        status: 400,
        body: { message: 'Invalid query: days must be one of 30, 90, 365' },
      });
    });
  });

  describe('users', () => {
    it('filters by role and by trial state', async () => {
      const token = await as('admin@paperlight.test');
      const sales = await call('GET', '/administration/users?role=sales', token);
      expect(sales.body.data.rows.map((r: { email: string }) => r.email)).toEqual(['sales@paperlight.test']);
      const none = await call('GET', '/administration/users?role=none&trial=active&sort=email&order=asc', token);
      expect(none.body.data.rows.map((r: { email: string }) => r.email)).toEqual(['trial2@paperlight.test', 'trial5@paperlight.test']);
      const expired = await call('GET', '/administration/users?trial=expired', token);
      expect(expired.body.data.rows.map((r: { email: string }) => r.email)).toEqual(['expired@paperlight.test']);
      const bad = await call('GET', '/administration/users?role=root', token);
      expect(bad).toMatchObject({ status: 400, body: { message: 'Invalid query: role must be one of admin, sales, toolAdmin, none' } });
    });

    it('returns each user’s last sign-in in the list and the detail', async () => {
      const admin = await as('admin@paperlight.test');
      const target = api.user('tools@paperlight.test');
      const at = new Date(now.getTime() - 3 * DAY).toISOString();
      await api.testDb.database.db.updateTable('users').set({ last_sign_in_at: at }).where('id', '=', target.id).execute();
      const list = await call('GET', '/administration/users?role=toolAdmin', admin);
      expect(list.body.data.rows).toEqual([expect.objectContaining({ email: 'tools@paperlight.test', lastSignInAt: at })]);
      const never = await call('GET', '/administration/users?role=sales', admin);
      expect(never.body.data.rows[0].lastSignInAt).toBeNull();
      const detail = await call('GET', `/administration/users/${target.id}`, admin);
      expect(detail.body.data.user.lastSignInAt).toBe(at);
    });

    it('lets an administrator change roles and records it in the audit log', async () => {
      const admin = await as('admin@paperlight.test');
      const target = api.user('notrial@paperlight.test');
      const res = await call('PUT', `/administration/users/${target.id}/roles`, admin, { roles: ['sales', 'toolAdmin'] });
      expect(res.status).toBe(200);
      expect(res.body.data.roles).toEqual(['sales', 'toolAdmin']);
      const detail = await call('GET', `/administration/users/${target.id}`, admin);
      expect(detail.body.data.user.roles).toEqual(['sales', 'toolAdmin']);
      expect(detail.body.data.audit[0]).toMatchObject({
        actorEmail: 'admin@paperlight.test',
        action: 'roles.update',
        before: { roles: [] },
        after: { roles: ['sales', 'toolAdmin'] },
      });
      expect(Date.parse(detail.body.data.audit[0].createdAt)).not.toBeNaN();
      await call('PUT', `/administration/users/${target.id}/roles`, admin, { roles: [] });
    });

    it('refuses bad role bodies and an administrator removing their own role', async () => {
      const admin = await as('admin@paperlight.test');
      const target = api.user('notrial@paperlight.test');
      expect((await call('PUT', `/administration/users/${target.id}/roles`, admin, { roles: ['root'] })).status).toBe(400);
      expect((await call('PUT', `/administration/users/${target.id}/roles`, admin, { roles: 'admin' })).status).toBe(400);
      const self = api.user('admin@paperlight.test');
      expect((await call('PUT', `/administration/users/${self.id}/roles`, admin, { roles: [] })).status).toBe(409);
      expect((await call('PUT', '/administration/users/nobody/roles', admin, { roles: [] })).status).toBe(404);
    });

    it('lets sales extend a trial, audited, but not end one', async () => {
      const sales = await as('sales@paperlight.test');
      const target = api.user('trial2@paperlight.test');
      const res = await call('POST', `/administration/users/${target.id}/trial/extend`, sales, { days: 5 });
      expect(res.status).toBe(200);
      expect(Date.parse(res.body.data.trialEndDate) - Date.parse(target.trial_end_date as string)).toBe(5 * DAY);
      expect((await call('POST', `/administration/users/${target.id}/trial/extend`, sales, { days: 0 })).status).toBe(400);
      expect((await call('POST', `/administration/users/${target.id}/trial/extend`, sales, { days: 91 })).status).toBe(400);
      expect((await call('POST', `/administration/users/${target.id}/trial/end`, sales)).status).toBe(403);
      const detail = await call('GET', `/administration/users/${target.id}`, sales);
      expect(detail.body.data.audit[0]).toMatchObject({ actorEmail: 'sales@paperlight.test', action: 'trial.extend', after: { days: 5 } });
    });

    it('lets an administrator end a running trial once', async () => {
      const admin = await as('admin@paperlight.test');
      const target = api.user('trial5@paperlight.test');
      const res = await call('POST', `/administration/users/${target.id}/trial/end`, admin);
      expect(res.status).toBe(200);
      expect(res.body.data.isFreeTrailActive).toBe(false);
      expect((await call('POST', `/administration/users/${target.id}/trial/end`, admin)).status).toBe(409);
      const detail = await call('GET', `/administration/users/${target.id}`, admin);
      expect(detail.body.data.audit[0]).toMatchObject({ action: 'trial.end', before: { trialEndDate: target.trial_end_date } });
    });

    it('exports the current view as CSV: every page, its search, filters and sort, without the hidden columns', async () => {
      const db = api.testDb.database.db;
      const template = await db.selectFrom('users').selectAll().where('email', '=', 'notrial@paperlight.test').executeTakeFirstOrThrow();
      const signedIn = '2026-02-03T04:05:06.000Z';
      await db
        .insertInto('users')
        .values([
          {
            ...template,
            id: 'export-zoe',
            name: '=HYPERLINK("http://evil.test") Zoë',
            email: 'zoe.bronte@export.test',
            created_at: '2025-01-02T10:00:00.000Z',
            last_sign_in_at: signedIn,
          },
          {
            ...template,
            id: 'export-eloise',
            name: 'Éloïse Ångström',
            email: 'eloise@export.test',
            created_at: '2025-01-01T10:00:00.000Z',
            is_sales: 1,
          },
        ])
        .execute();
      try {
        const admin = await as('admin@paperlight.test');
        const res = await fetch(`${api.url}/administration/users/export?search=export.test&sort=email&order=asc`, {
          headers: { authorization: `Bearer ${admin}` },
        });
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
        expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="users-\d{4}-\d{2}-\d{2}\.csv"$/);
        const bytes = Buffer.from(await res.arrayBuffer());
        // UTF-8 with a byte order mark: spreadsheet programs keep the accents.
        expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
        expect(bytes.subarray(3).toString('utf8').split('\r\n')).toEqual([
          'Name,Email,Role,Trial,Trial ends,Signed up,Last sign-in',
          'Éloïse Ångström,eloise@export.test,Sales,No trial,,2025-01-01,Never',
          `"'=HYPERLINK(""http://evil.test"") Zoë",zoe.bronte@export.test,No role,No trial,,2025-01-02,2026-02-03 04:05 UTC`,
          '',
        ]);

        // The table's filters and sort, and only the columns shown.
        const view = await call(
          'GET',
          '/administration/users/export?search=EXPORT&sort=createdAt&order=desc&hidden=email,trial,trialEndDate,lastSignInAt,name',
          admin,
        );
        expect((view.body as string).replace(/^\uFEFF/, '').split('\r\n')).toEqual([
          'Name,Role,Signed up',
          `"'=HYPERLINK(""http://evil.test"") Zoë",No role,2025-01-02`,
          'Éloïse Ångström,Sales,2025-01-01',
          '',
        ]);
        const sales = await call('GET', '/administration/users/export?search=export.test&role=sales', await as('sales@paperlight.test'));
        expect((sales.body as string).trim().split('\r\n').slice(1)).toEqual([
          'Éloïse Ångström,eloise@export.test,Sales,No trial,,2025-01-01,Never',
        ]);
        expect((await call('GET', '/administration/users/export?hidden=<b>', admin)).status).toBe(400);
        expect((await call('GET', '/administration/users/export?sort=password_hash', admin)).status).toBe(400);
        expect((await call('GET', '/administration/users/export', await as('tools@paperlight.test'))).status).toBe(403);
      } finally {
        await db.deleteFrom('users').where('id', 'in', ['export-zoe', 'export-eloise']).execute();
      }
    });
  });

  describe('contact requests', () => {
    beforeAll(async () => {
      const people = [
        ['Ada', 'Lovelace', 'ada@example.test', 'Analytical'],
        ['Eve', 'Hacker', 'eve@example.test', '=HYPERLINK("http://evil.test","click")'],
        ['Bob', '+Plus', 'bob@example.test', '@Corp'],
      ];
      for (const [firstName, lastName, email, companyName] of people) {
        const extra =
          firstName === 'Ada'
            ? { designation: 'Managing Editor', note: 'Interested in Alt Text for our whole back catalogue' }
            : { note: 'Interested in Alt Text' };
        const res = await call(
          'POST',
          '/contact-requests',
          undefined,
          { firstName, lastName, email, companyName, ...extra },
          fromVisitor(`10.0.0.${email?.length}`),
        );
        expect(res.status).toBe(201);
      }
    });

    it('searches every field, the interest text and the designation included', async () => {
      const sales = await as('sales@paperlight.test');
      const emails = async (search: string) =>
        (await call('GET', `/administration/contact-requests?search=${encodeURIComponent(search)}`, sales)).body.data.rows.map(
          (r: { email: string }) => r.email,
        );
      expect(await emails('BACK CATALOGUE')).toEqual(['ada@example.test']);
      expect(await emails('managing editor')).toEqual(['ada@example.test']);
      expect(await emails('ada lovelace')).toEqual(['ada@example.test']);
      expect((await emails('alt text')).sort()).toEqual(['ada@example.test', 'bob@example.test', 'eve@example.test']);
      expect(await emails('100%')).toEqual([]);
      const listed = await call('GET', '/administration/contact-requests?search=catalogue', sales);
      expect(listed.body.data.rows[0]).toMatchObject({ designation: 'Managing Editor' });
    });

    it('lists, filters and changes status with an audit entry', async () => {
      const sales = await as('sales@paperlight.test');
      const list = await call('GET', '/administration/contact-requests?sort=email&order=asc', sales);
      expect(list.body.data.total).toBe(3);
      expect(list.body.data.rows.map((r: { email: string }) => r.email)).toEqual([
        'ada@example.test',
        'bob@example.test',
        'eve@example.test',
      ]);
      const ada = list.body.data.rows[0];
      expect(ada.status).toBe('new');
      const changed = await call('PUT', `/administration/contact-requests/${ada.id}/status`, sales, { status: 'contacted' });
      expect(changed.body.data).toEqual({ id: ada.id, status: 'contacted' });
      const contacted = await call('GET', '/administration/contact-requests?status=contacted', sales);
      expect(contacted.body.data.rows.map((r: { email: string }) => r.email)).toEqual(['ada@example.test']);
      expect((await call('PUT', `/administration/contact-requests/${ada.id}/status`, sales, { status: 'spam' })).status).toBe(400);
      const audit = await api.testDb.database.db.selectFrom('audit_log').selectAll().where('target_id', '=', ada.id).execute();
      expect(audit).toHaveLength(1);
    });

    it('exports the current view as CSV with formulas escaped', async () => {
      const admin = await as('admin@paperlight.test');
      const res = await call('GET', '/administration/contact-requests/export?sort=email&order=desc&search=example', admin);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/csv');
      expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="contact-requests-\d{4}-\d{2}-\d{2}\.csv"/);
      const lines = (res.body as string).trim().split('\r\n');
      expect(lines[0]).toBe('First name,Last name,Email,Company,Designation,Interest,Status,Received,Owner');
      expect(lines.map((l) => l.split(',')[2])).toEqual(['Email', 'eve@example.test', 'bob@example.test', 'ada@example.test']);
      expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.test"",""click"")"`);
      expect(lines[2]).toContain("Bob,'+Plus,bob@example.test,'@Corp");
      const filtered = await call('GET', '/administration/contact-requests/export?status=contacted', admin);
      expect((filtered.body as string).trim().split('\r\n')).toHaveLength(2);
      // The columns shown: hiding Name keeps it (the table never hides it), hiding Email and Interest drops them.
      const shown = await call('GET', '/administration/contact-requests/export?sort=email&order=asc&hidden=name,email,note,owner', admin);
      const shownLines = (shown.body as string)
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(shownLines[0]).toBe('First name,Last name,Company,Designation,Status,Received');
      expect(shownLines[1]).toMatch(/^Ada,Lovelace,Analytical,Managing Editor,contacted,\d{4}-\d{2}-\d{2}T/);
    });
  });

  describe('tool catalogue', () => {
    const tool = {
      slug: 'citation-checker',
      name: 'Citation Checker',
      category: 'Peer Review',
      description: 'Checks references.',
      status: 'coming-soon',
      sortOrder: 99,
      featured: false,
    };

    it('creates, edits, hides and retires a tool, and the public list follows on the next request', async () => {
      const token = await as('tools@paperlight.test');
      const created = await call('POST', '/tools-administration/tools', token, tool);
      expect(created.status).toBe(201);
      // A tool made here gets a page from its card: the optional fields take empty values.
      expect(created.body.data).toMatchObject({ tagline: '', about: [], features: [], sample: null, demo: null, appPath: null });
      const id = created.body.data.id as string;
      expect((await call('POST', '/tools-administration/tools', token, tool)).status).toBe(409);

      const edited = await call('PATCH', `/tools-administration/tools/${id}`, token, {
        name: 'Citation Guard',
        status: 'available',
        appPath: '/dashboard',
        featured: true,
        tagline: 'Every reference checked.',
        features: ['Retraction alerts', 'DOI checks'],
      });
      expect(edited.body.data).toMatchObject({
        name: 'Citation Guard',
        status: 'available',
        appPath: '/dashboard',
        featured: true,
        features: ['Retraction alerts', 'DOI checks'],
      });
      // A partial edit keeps the page copy it does not name.
      const renamed = await call('PATCH', `/tools-administration/tools/${id}`, token, {
        summary: 'Checks every reference of a manuscript.',
      });
      expect(renamed.body.data).toMatchObject({
        tagline: 'Every reference checked.',
        features: ['Retraction alerts', 'DOI checks'],
        summary: 'Checks every reference of a manuscript.',
      });
      const publicList = await call('GET', '/tools');
      expect(publicList.body.data.find((t: { id: string }) => t.id === id)).toMatchObject({ name: 'Citation Guard', status: 'available' });

      await call('PATCH', `/tools-administration/tools/${id}`, token, { status: 'hidden' });
      expect((await call('GET', '/tools')).body.data.some((t: { id: string }) => t.id === id)).toBe(false);
      const all = await call('GET', '/tools-administration/tools', token);
      expect(all.body.data.find((t: { id: string }) => t.id === id)).toMatchObject({ status: 'hidden' });

      await call('PATCH', `/tools-administration/tools/${id}`, token, { status: 'available' });
      const onSite = async () => (await call('GET', '/tools')).body.data.some((t: { id: string }) => t.id === id);
      expect(await onSite()).toBe(true);

      // Retiring is soft: off the site, still listed here with the date, and Restore brings it back as it was.
      const retired = await call('DELETE', `/tools-administration/tools/${id}`, token);
      expect(retired.status).toBe(200);
      expect(retired.body.data).toMatchObject({ id, status: 'available', retiredAt: expect.stringMatching(/^\d{4}-/) });
      expect(await onSite()).toBe(false);
      expect((await call('GET', '/tools')).body.data.every((t: object) => !('retiredAt' in t))).toBe(true);
      const listed = await call('GET', '/tools-administration/tools', token);
      expect(listed.body.data.find((t: { id: string }) => t.id === id)).toMatchObject({ retiredAt: retired.body.data.retiredAt });
      expect(await call('DELETE', `/tools-administration/tools/${id}`, token)).toMatchObject({
        status: 409,
        body: { message: 'Citation Guard is already retired' },
      });
      const restored = await call('POST', `/tools-administration/tools/${id}/restore`, token);
      expect(restored.body.data).toMatchObject({ id, status: 'available', retiredAt: null });
      expect(await onSite()).toBe(true);
      expect(await call('POST', `/tools-administration/tools/${id}/restore`, token)).toMatchObject({
        status: 409,
        body: { message: 'Citation Guard is not retired' },
      });
      expect((await call('POST', '/tools-administration/tools/no-such-tool/restore', token)).status).toBe(404);
      const audit = await api.testDb.database.db
        .selectFrom('audit_log')
        .select('action')
        .where('target_id', '=', id)
        .orderBy('created_at')
        .execute();
      expect(audit.map((a) => a.action).sort()).toEqual([
        'tool.create',
        'tool.restore',
        'tool.retire',
        'tool.update',
        'tool.update',
        'tool.update',
        'tool.update',
      ]);
    });

    it('lists the catalogue by category for the administrators', async () => {
      const all = await call('GET', '/tools-administration/tools', await as('tools@paperlight.test'));
      const categories = (all.body.data as { category: string }[]).map((t) => t.category);
      expect([...new Set(categories)]).toEqual(['Accessibility', 'Peer Review', 'Document Analytics', 'Journal Analytics', 'Plug & Play']);
    });

    it.each([
      [{ ...tool, appPath: 'javascript:alert(1)' }, 'appPath must be a site path starting with / or an https address'],
      [{ ...tool, appPath: '//evil.test' }, 'appPath must be a site path starting with / or an https address'],
      [{ ...tool, sample: { title: 'x', input: 'y', output: ['z'], href: 'data:text/html,x' } }, 'sample href must be a site path'],
      [{ ...tool, status: 'retired' }, 'status must be one of available, coming-soon, hidden'],
      [{ ...tool, category: 'Other' }, 'category must be one of'],
      [{ ...tool, slug: 'Bad Slug' }, 'slug must be lower-case words joined by hyphens'],
      [{ ...tool, related: ['Alt Text'] }, 'related must be lower-case words joined by hyphens'],
      [{ ...tool, sortOrder: 1.5 }, 'sortOrder must be a whole number'],
      [{ ...tool, features: Array.from({ length: 13 }, () => 'x') }, 'features must have at most 12 entries'],
      [{ ...tool, extra: 1 }, 'Unknown field'],
      [{ ...tool, suiteTab: 'Peer Review' }, 'Unknown field'],
    ])('refuses an invalid tool (%#)', async (body, message) => {
      const res = await call('POST', '/tools-administration/tools', await as('tools@paperlight.test'), body);
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(message);
    });
  });
});
