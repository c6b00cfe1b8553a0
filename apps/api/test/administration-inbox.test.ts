import { postgresAvailable } from '@paperlight/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromVisitor, startApi, type ApiHarness } from './harness';

const dialects = ['sqlite', ...((await postgresAvailable()) ? (['postgres'] as const) : [])] as const;
const DAY = 86_400_000;

interface Contact {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  designation: string;
  note: string;
  status: string;
  owner: { id: string; name: string; email: string } | null;
}

/**
 * Issue 18: contact requests as an inbox (owner, notes, the drawer's detail), bulk actions, each
 * person's hidden columns, and Administrator granted only with the account's address typed.
 */
describe.each(dialects)('the administration inbox and bulk actions over %s', (dialect) => {
  let api: ApiHarness;
  let ines: Contact;
  let omar: Contact;
  let mei: Contact;

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
    return { status: res.status, body: (type.includes('json') ? await res.json() : await res.text()) as any }; // eslint-disable-line @typescript-eslint/no-explicit-any
  };
  const as = (email: string) => api.tokenFor(email);
  const auditOf = (targetId: string) =>
    api.testDb.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('target_id', '=', targetId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  const emails = async (query: string, email = 'sales@paperlight.test') => {
    const res = await call('GET', `/administration/contact-requests${query}`, await as(email));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body.data.rows as Contact[]).map((row) => row.email).sort();
  };

  beforeAll(async () => {
    api = await startApi(dialect);
    const people = [
      ['Ines', 'Inbox', 'ines@revue.test', 'Managing Editor', 'Alt text for a seventeenth-century herbarium archive'],
      ['Omar', 'Owner', 'omar@press.test', 'Publisher', 'Peer review at scale'],
      ['Mei', 'Many', 'mei@journal.test', '', 'Audio summaries'],
    ];
    for (const [index, [firstName, lastName, email, designation, note]] of people.entries()) {
      const res = await call(
        'POST',
        '/contact-requests',
        undefined,
        { firstName, lastName, email, companyName: 'Press', designation, note },
        fromVisitor(`10.9.0.${index + 1}`),
      );
      expect(res.status).toBe(201);
    }
    const rows = (await call('GET', '/administration/contact-requests', await as('sales@paperlight.test'))).body.data.rows as Contact[];
    const find = (email: string) => rows.find((row) => row.email === email)!;
    [ines, omar, mei] = [find('ines@revue.test'), find('omar@press.test'), find('mei@journal.test')];
    expect(ines.owner).toBeNull();
  });
  afterAll(async () => {
    await api?.close();
  });

  describe('granting Administrator', () => {
    it('refuses it without the account’s address typed, in words, and grants it with the address in any case', async () => {
      const admin = await as('admin@paperlight.test');
      const nora = api.user('notrial@paperlight.test');
      const path = `/administration/users/${nora.id}/roles`;
      expect(await call('PUT', path, admin, { roles: ['admin'] })).toMatchObject({
        status: 400,
        body: { message: 'Type notrial@paperlight.test to grant Administrator' },
      });
      expect((await call('PUT', path, admin, { roles: ['admin', 'sales'], confirmEmail: 'notrial@paperlight' })).status).toBe(400);
      expect((await call('PUT', path, admin, { roles: ['admin'], confirmEmail: 'trial5@paperlight.test' })).status).toBe(400);
      expect((await call('GET', `/administration/users/${nora.id}`, admin)).body.data.user.roles).toEqual([]);
      expect(await auditOf(nora.id)).toEqual([]);

      const granted = await call('PUT', path, admin, { roles: ['admin'], confirmEmail: '  NoTrial@Paperlight.TEST ' });
      expect(granted.status).toBe(200);
      expect(granted.body.data.roles).toEqual(['admin']);
      // Already an administrator: other roles change without typing it again, and removing it never asks.
      expect((await call('PUT', path, admin, { roles: ['admin', 'sales'] })).status).toBe(200);
      expect((await call('PUT', path, admin, { roles: [] })).status).toBe(200);
      expect((await auditOf(nora.id)).map((entry) => [entry.action, entry.after])).toEqual([
        ['roles.update', JSON.stringify({ roles: ['admin'] })],
        ['roles.update', JSON.stringify({ roles: ['admin', 'sales'] })],
        ['roles.update', JSON.stringify({ roles: [] })],
      ]);
    });
  });

  describe('bulk actions', () => {
    it('extends the trials of several accounts at once, one audit entry each, skipping ids that are gone', async () => {
      const sales = await as('sales@paperlight.test');
      const trial2 = api.user('trial2@paperlight.test');
      const nora = api.user('notrial@paperlight.test');
      const res = await call('POST', '/administration/users/trial/extend', sales, {
        ids: [trial2.id, nora.id, trial2.id, 'no-such-user'],
        days: 4,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data).toMatchObject({ updated: 2, missing: 1 });
      const byId = new Map(
        (res.body.data.rows as { id: string; trialEndDate: string; isFreeTrailActive: boolean }[]).map((row) => [row.id, row]),
      );
      // A running trial grows from its end; none starts from the next midnight UTC (decision 0006).
      expect(Date.parse(byId.get(trial2.id)!.trialEndDate) - Date.parse(trial2.trial_end_date!)).toBe(4 * DAY);
      expect(Date.parse(byId.get(nora.id)!.trialEndDate) % DAY).toBe(0);
      expect(byId.get(nora.id)!.isFreeTrailActive).toBe(true);
      for (const id of [trial2.id, nora.id]) {
        const entries = (await auditOf(id)).filter((entry) => entry.action === 'trial.extend');
        expect(entries).toHaveLength(1);
        expect(entries[0]).toMatchObject({ actor_email: 'sales@paperlight.test', target_type: 'user' });
        expect(JSON.parse(entries[0]!.after!)).toMatchObject({ days: 4 });
      }
    });

    it('refuses a bulk extension without rows, with too many, with bad days, or only of accounts that are gone', async () => {
      const admin = await as('admin@paperlight.test');
      const id = api.user('trial5@paperlight.test').id;
      expect(await call('POST', '/administration/users/trial/extend', admin, { ids: [], days: 3 })).toMatchObject({
        status: 400,
        body: { message: 'Invalid body: choose at least one row' },
      });
      const many = Array.from({ length: 101 }, (_, i) => `id-${i}`);
      expect(await call('POST', '/administration/users/trial/extend', admin, { ids: many, days: 3 })).toMatchObject({
        status: 400,
        body: { message: 'Invalid body: choose at most 100 rows at once' },
      });
      expect((await call('POST', '/administration/users/trial/extend', admin, { ids: [id], days: 0 })).status).toBe(400);
      expect((await call('POST', '/administration/users/trial/extend', admin, { ids: [id], days: 91 })).status).toBe(400);
      expect((await call('POST', '/administration/users/trial/extend', admin, { ids: ['gone-1', 'gone-2'], days: 3 })).status).toBe(404);
      expect((await auditOf(id)).filter((entry) => entry.action === 'trial.extend')).toEqual([]);
    });

    it('sets the status of several requests, auditing only those that changed', async () => {
      const sales = await as('sales@paperlight.test');
      expect((await call('PUT', `/administration/contact-requests/${mei.id}/status`, sales, { status: 'closed' })).status).toBe(200);
      const res = await call('PUT', '/administration/contact-requests/status', sales, { ids: [omar.id, mei.id, 'gone'], status: 'closed' });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data).toEqual({ status: 'closed', updated: 1, unchanged: 1, missing: 1, ids: [omar.id] });
      expect(await emails('?status=closed')).toEqual(['mei@journal.test', 'omar@press.test']);
      expect((await auditOf(omar.id)).map((entry) => [entry.action, entry.before, entry.after])).toEqual([
        ['status.update', JSON.stringify({ status: 'new' }), JSON.stringify({ status: 'closed' })],
      ]);
      expect((await auditOf(mei.id)).filter((entry) => entry.action === 'status.update')).toHaveLength(1);
      expect((await call('PUT', '/administration/contact-requests/status', sales, { ids: [omar.id], status: 'spam' })).status).toBe(400);
      expect((await call('PUT', '/administration/contact-requests/status', sales, { ids: ['gone'], status: 'new' })).status).toBe(404);
      // Back as it was for the other tests.
      expect(
        (await call('PUT', '/administration/contact-requests/status', sales, { ids: [omar.id, mei.id], status: 'new' })).body.data.updated,
      ).toBe(2);
    });
  });

  describe('one request: owner, notes and history', () => {
    it('shows every field, nobody as owner, no notes, and the sales people and administrators who can own it', async () => {
      const res = await call('GET', `/administration/contact-requests/${ines.id}`, await as('sales@paperlight.test'));
      expect(res.status).toBe(200);
      expect(res.body.data.request).toMatchObject({
        id: ines.id,
        firstName: 'Ines',
        lastName: 'Inbox',
        email: 'ines@revue.test',
        companyName: 'Press',
        designation: 'Managing Editor',
        note: 'Alt text for a seventeenth-century herbarium archive',
        status: 'new',
        owner: null,
      });
      expect(res.body.data.notes).toEqual([]);
      expect(res.body.data.history).toEqual([]);
      expect(res.body.data.owners.map((o: { email: string }) => o.email)).toEqual(['admin@paperlight.test', 'sales@paperlight.test']);
      expect((await call('GET', '/administration/contact-requests/no-such-request', await as('sales@paperlight.test'))).status).toBe(404);
    });

    it('assigns an owner among sales and administrators only, audited by id and named as they are now', async () => {
      const sales = await as('sales@paperlight.test');
      const sam = api.user('sales@paperlight.test');
      const path = `/administration/contact-requests/${ines.id}/owner`;
      expect(await call('PUT', path, sales, { ownerId: api.user('trial5@paperlight.test').id })).toMatchObject({
        status: 400,
        body: { message: 'Tara Trial is neither sales nor an administrator; choose someone who is' },
      });
      expect(await call('PUT', path, sales, { ownerId: 'nobody-here' })).toMatchObject({
        status: 400,
        body: { message: 'This person no longer has an account; choose someone else' },
      });
      expect((await call('PUT', path, sales, { owner: 'x' })).status).toBe(400);

      const assigned = await call('PUT', path, sales, { ownerId: sam.id });
      expect(assigned.status).toBe(200);
      expect(assigned.body.data.owner).toEqual({ id: sam.id, name: 'Sam Sales', email: 'sales@paperlight.test' });
      // The same owner again changes nothing and writes nothing.
      expect((await call('PUT', path, sales, { ownerId: sam.id })).status).toBe(200);
      const entries = (await auditOf(ines.id)).filter((entry) => entry.action === 'owner.update');
      expect(entries.map((entry) => [entry.before, entry.after])).toEqual([
        [JSON.stringify({ ownerId: null }), JSON.stringify({ ownerId: sam.id })],
      ]);

      const detail = await call('GET', `/administration/contact-requests/${ines.id}`, sales);
      expect(detail.body.data.request.owner.email).toBe('sales@paperlight.test');
      expect(detail.body.data.history[0]).toMatchObject({
        action: 'owner.update',
        actorEmail: 'sales@paperlight.test',
        before: { ownerId: null, owner: null },
        after: { ownerId: sam.id, owner: 'Sam Sales (sales@paperlight.test)' },
      });
      // The inbox's filters: mine, nobody's, someone's.
      expect(await emails('?owner=me')).toEqual(['ines@revue.test']);
      expect(await emails('?owner=me', 'admin@paperlight.test')).toEqual([]);
      expect(await emails(`?owner=${sam.id}`, 'admin@paperlight.test')).toEqual(['ines@revue.test']);
      expect(await emails('?owner=none')).toEqual(['mei@journal.test', 'omar@press.test']);
      expect((await call('GET', '/administration/contact-requests?search=inbox', sales)).body.data.rows[0].owner).toEqual({
        id: sam.id,
        name: 'Sam Sales',
        email: 'sales@paperlight.test',
      });
    });

    it('adds internal notes, oldest first, audited, found by the inbox’s search and seen by sales on Activity', async () => {
      const sales = await as('sales@paperlight.test');
      const admin = await as('admin@paperlight.test');
      const path = `/administration/contact-requests/${omar.id}/notes`;
      expect(await call('POST', path, sales, { body: '   ' })).toMatchObject({
        status: 400,
        body: { message: 'Invalid body: Write the note first' },
      });
      expect(await call('POST', path, sales, { body: 'x'.repeat(2001) })).toMatchObject({
        status: 400,
        body: { message: 'Invalid body: A note holds at most 2000 characters' },
      });
      expect((await call('POST', '/administration/contact-requests/gone/notes', sales, { body: 'Hello' })).status).toBe(404);

      const first = await call('POST', path, sales, { body: '  Called back: wants a quote for the quarterly proceedings  ' });
      expect(first.status).toBe(201);
      expect(first.body.data).toMatchObject({
        authorEmail: 'sales@paperlight.test',
        body: 'Called back: wants a quote for the quarterly proceedings',
      });
      expect((await call('POST', path, admin, { body: 'Quote sent' })).status).toBe(201);
      const detail = await call('GET', `/administration/contact-requests/${omar.id}`, sales);
      expect(detail.body.data.notes.map((n: { body: string; authorEmail: string }) => [n.authorEmail, n.body])).toEqual([
        ['sales@paperlight.test', 'Called back: wants a quote for the quarterly proceedings'],
        ['admin@paperlight.test', 'Quote sent'],
      ]);
      // Newest first, after the status changes of the bulk test.
      expect(detail.body.data.history.slice(0, 2).map((e: { action: string; after: unknown }) => [e.action, e.after])).toEqual([
        ['note.add', { note: 'Quote sent' }],
        ['note.add', { note: 'Called back: wants a quote for the quarterly proceedings' }],
      ]);
      expect(await emails('?search=QUARTERLY%20proceedings')).toEqual(['omar@press.test']);
      const activity = await call('GET', '/administration/activity?action=note.add', sales);
      expect(activity.body.data.total).toBe(2);
      expect((await call('GET', '/administration/activity?search=added%20note', sales)).body.data.total).toBe(2);
    });
  });

  describe('hidden columns, per person', () => {
    it('keeps each person’s choice per table, nothing until they choose', async () => {
      const sales = await as('sales@paperlight.test');
      const admin = await as('admin@paperlight.test');
      expect((await call('GET', '/administration/table-columns/users', sales)).body.data).toEqual({ hidden: [] });
      const saved = await call('PUT', '/administration/table-columns/users', sales, { hidden: ['email', 'lastSignInAt', 'email'] });
      expect(saved).toMatchObject({ status: 200, body: { data: { hidden: ['email', 'lastSignInAt'] } } });
      expect((await call('GET', '/administration/table-columns/users', sales)).body.data).toEqual({ hidden: ['email', 'lastSignInAt'] });
      expect((await call('PUT', '/administration/table-columns/users', sales, { hidden: ['trial'] })).status).toBe(200);
      expect((await call('GET', '/administration/table-columns/users', sales)).body.data).toEqual({ hidden: ['trial'] });
      expect((await call('GET', '/administration/table-columns/contact-requests', sales)).body.data).toEqual({ hidden: [] });
      expect((await call('GET', '/administration/table-columns/users', admin)).body.data).toEqual({ hidden: [] });
      expect((await call('GET', '/administration/table-columns/passwords', sales)).status).toBe(400);
      expect((await call('PUT', '/administration/table-columns/users', sales, { hidden: ['<script>'] })).status).toBe(400);
      expect((await call('PUT', '/administration/table-columns/users', sales, { hidden: 'email' })).status).toBe(400);
      // Tool administrators keep theirs for the tool catalogue.
      const tools = await as('tools@paperlight.test');
      expect((await call('PUT', '/administration/table-columns/tools', tools, { hidden: ['featured'] })).status).toBe(200);
      expect((await call('GET', '/administration/table-columns/tools', tools)).body.data).toEqual({ hidden: ['featured'] });
    });
  });

  describe('erasure', () => {
    it('erases a requester’s notes with their request, and an owner’s address and choices with their account', async () => {
      const admin = await as('admin@paperlight.test');
      const db = api.testDb.database.db;
      // A sales person who owns Mei's request and wrote a note on Omar's.
      const eli = api.user('expired@paperlight.test');
      expect((await call('PUT', `/administration/users/${eli.id}/roles`, admin, { roles: ['sales'] })).status).toBe(200);
      const asEli = await api.tokenFor('expired@paperlight.test', { isSales: true });
      expect((await call('PUT', `/administration/contact-requests/${mei.id}/owner`, asEli, { ownerId: eli.id })).status).toBe(200);
      expect((await call('POST', `/administration/contact-requests/${omar.id}/notes`, asEli, { body: 'Eli’s note' })).status).toBe(201);
      expect((await call('PUT', '/administration/table-columns/activity', asEli, { hidden: ['change'] })).status).toBe(200);
      expect((await call('DELETE', `/administration/users/${eli.id}`, admin, { email: 'expired@paperlight.test' })).status).toBe(200);

      const meiNow = await call('GET', `/administration/contact-requests/${mei.id}`, admin);
      expect(meiNow.body.data.request.owner).toBeNull();
      expect(meiNow.body.data.history[0]).toMatchObject({
        action: 'owner.update',
        actorEmail: 'erased account',
        after: { ownerId: eli.id, owner: 'Erased account' },
      });
      const omarNow = await call('GET', `/administration/contact-requests/${omar.id}`, admin);
      expect(omarNow.body.data.notes.at(-1)).toMatchObject({ authorEmail: 'erased account', body: 'Eli’s note' });
      expect(await db.selectFrom('user_preferences').selectAll().where('user_id', '=', eli.id).execute()).toEqual([]);

      // A requester with an account: their request goes, with its notes and what the audit kept of them.
      const requester = api.user('trial5@paperlight.test');
      const sent = await call(
        'POST',
        '/contact-requests',
        undefined,
        { firstName: 'Tara', lastName: 'Trial', email: 'trial5@paperlight.test', companyName: 'Tara Ltd', note: 'Alt text' },
        fromVisitor('10.9.0.99'),
      );
      expect(sent.status).toBe(201);
      const tara = (await call('GET', '/administration/contact-requests?search=tara%20ltd', admin)).body.data.rows[0] as Contact;
      expect(
        (
          await call('POST', `/administration/contact-requests/${tara.id}/notes`, admin, {
            body: 'Tara mentioned her private phone number',
          })
        ).status,
      ).toBe(201);
      expect((await call('DELETE', `/administration/users/${requester.id}`, admin, { email: 'trial5@paperlight.test' })).status).toBe(200);
      expect(await db.selectFrom('contact_request_notes').selectAll().where('contact_request_id', '=', tara.id).execute()).toEqual([]);
      const [noted] = (await auditOf(tara.id)).filter((entry) => entry.action === 'note.add');
      expect(JSON.parse(noted!.after!)).toEqual({ note: null, erased: true });
      expect(noted!.search_text).not.toContain('phone');
      expect((await call('GET', '/administration/activity?search=private%20phone', admin)).body.data.total).toBe(0);
    });
  });
});
