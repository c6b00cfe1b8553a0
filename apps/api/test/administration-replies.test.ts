import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { postgresAvailable } from '@paperlight/db/testing';
import { createMailer, outboxDir, type Mailer } from '@paperlight/mail';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromVisitor, startApi, type ApiHarness } from './harness';

const dialects = ['sqlite', ...((await postgresAvailable()) ? (['postgres'] as const) : [])] as const;
const HOUR = 3_600_000;
/** A Monday. */
const MONDAY = Date.parse('2026-05-04T09:00:00.000Z');

interface Contact {
  id: string;
  firstName: string;
  email: string;
  status: string;
  ageHours: number;
  respondBy: string;
  overdue: boolean;
}

interface ThreadEntry {
  id: string;
  direction: string;
  authorEmail: string;
  subject: string;
  body: string;
  template: string | null;
  outcome: string;
  error: string | null;
  createdAt: string;
}

/**
 * Issue 38 item 4: replying to a contact request from the console, through the product's mail, with
 * saved templates, the thread of replies (theirs logged by hand), the request's age against its
 * response target, and the other requests and the account of the same address.
 */
describe.each(dialects)('replies from the console over %s', (dialect) => {
  let api: ApiHarness;
  let clock = MONDAY;
  const dataDir = mkdtempSync(join(tmpdir(), 'paperlight-replies-'));
  const outbox = createMailer({ dataDir });
  let failNext = false;
  // The outbox, or a mail server that refuses once (its address and password must not leak).
  const mailer: Mailer = {
    destination: outbox.destination,
    async send(message) {
      if (failNext) {
        failNext = false;
        throw new Error('connect ECONNREFUSED smtp://paperlight:s3cret@mail.example.org:587');
      }
      await outbox.send(message);
    },
    close: () => outbox.close(),
  };
  const contacts: Record<string, Contact> = {};

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
    return { status: res.status, body: (await res.json()) as any }; // eslint-disable-line @typescript-eslint/no-explicit-any
  };
  const as = (email: string) => api.tokenFor(email);
  const detail = async (id: string, email = 'sales@paperlight.test') => {
    const res = await call('GET', `/administration/contact-requests/${id}`, await as(email));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as {
      request: Contact;
      thread: ThreadEntry[];
      templates: Array<{ id: string; label: string; subject: string; body: string }>;
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      links: any;
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      history: any[];
    };
  };
  const mails = () =>
    readdirSync(outboxDir(dataDir), { withFileTypes: true })
      .filter((f) => f.isFile() && f.name.endsWith('.eml'))
      .map((f) => f.name)
      .sort();
  const readMail = async (name: string) => simpleParser(readFileSync(join(outboxDir(dataDir), name)));
  const auditOf = (targetId: string) =>
    api.testDb.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('target_id', '=', targetId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  const replies = (path: string) => `/administration/contact-requests/${path}/replies`;

  beforeAll(async () => {
    api = await startApi(dialect, { now: () => clock, mailer });
    const people = [
      ['Ines', 'Inbox', 'ines@revue.test', 'Revue Médicale'],
      ['Omar', 'Owner', 'omar@press.test', 'Omar Press'],
      ['Tara', 'Trial', 'Trial2@Paperlight.test', 'Tara Ltd'],
    ];
    for (const [index, [firstName, lastName, email, companyName]] of people.entries()) {
      const res = await call(
        'POST',
        '/contact-requests',
        undefined,
        { firstName, lastName, email, companyName, designation: '', note: 'Alt text' },
        fromVisitor(`10.38.0.${index + 1}`),
      );
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      clock += index + 1;
    }
    const rows = (await call('GET', '/administration/contact-requests', await as('sales@paperlight.test'))).body.data.rows as Contact[];
    for (const row of rows) contacts[row.firstName] = row;
    // An older request from Ines's address, written in another case before addresses were lower-cased.
    await api.testDb.database.db
      .insertInto('contact_requests')
      .values({
        id: 'ines-earlier',
        first_name: 'Inès',
        last_name: 'Inbox',
        email: 'Ines@Revue.TEST',
        company_name: 'Revue Médicale',
        designation: '',
        note: 'Audio',
        user_id: null,
        ip: '10.0.0.1',
        status: 'closed',
        created_at: '2026-04-20T10:00:00.000Z',
      })
      .execute();
  });
  afterAll(async () => {
    await api?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  describe('templates', () => {
    it('offers the saved templates filled in with the person’s first name, company and the reader’s name', async () => {
      const { templates, thread } = await detail(contacts.Ines!.id);
      expect(thread).toEqual([]);
      expect(templates.map((t) => t.label)).toEqual(['Thanks — book a call', 'Trial extended', 'Not a fit']);
      for (const template of templates) {
        expect(template.subject).toBe('Re: your enquiry to Paperlight');
        expect(template.body).toMatch(/^Hello Ines,\n\n/);
        expect(template.body).toContain('Revue Médicale');
        expect(template.body).toMatch(/Sam Sales\nPaperlight$/);
      }
      expect((await detail(contacts.Ines!.id, 'admin@paperlight.test')).templates[0]!.body).toMatch(/Ada Admin\nPaperlight$/);
    });
  });

  describe('sending a reply', () => {
    it('mails it from the product’s sender to the request’s address, keeps it in the thread, and marks the request contacted', async () => {
      const ines = contacts.Ines!;
      const { templates } = await detail(ines.id);
      const body = `${templates[0]!.body.replace('30-minute call', '30-minute call on <Tuesday>')}`;
      clock = MONDAY + 2 * HOUR;
      const res = await call('POST', replies(ines.id), await as('sales@paperlight.test'), { body: `  ${body}\n`, template: 'book-a-call' });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body.data.status).toBe('contacted');
      expect(res.body.data.reply).toMatchObject({
        direction: 'sent',
        authorEmail: 'sales@paperlight.test',
        subject: 'Re: your enquiry to Paperlight',
        body,
        template: 'book-a-call',
        outcome: 'sent',
        error: null,
        createdAt: new Date(MONDAY + 2 * HOUR).toISOString(),
      });

      const [file, ...more] = mails();
      expect(more).toEqual([]);
      const mail = await readMail(file!);
      expect(mail.subject).toBe('Re: your enquiry to Paperlight');
      expect(JSON.stringify(mail.to)).toContain('ines@revue.test');
      expect(JSON.stringify(mail.from)).toContain('no-reply@paperlight.local');
      expect(JSON.stringify(mail.replyTo)).toContain('sales@paperlight.test');
      expect(mail.text).toContain('Hello Ines,');
      expect(mail.text).toContain('a 30-minute call on <Tuesday> with our team');
      expect(mail.html).toContain('30-minute call on &lt;Tuesday&gt;');

      const after = await detail(ines.id);
      expect(after.request.status).toBe('contacted');
      expect(after.thread.map((m) => [m.direction, m.outcome, m.body])).toEqual([['sent', 'sent', body]]);
      // Both at the same moment, in either order.
      expect(after.history.map((e: { action: string; after: unknown }) => [e.action, e.after])).toEqual(
        expect.arrayContaining([
          ['status.update', { status: 'contacted' }],
          ['reply.send', { subject: 'Re: your enquiry to Paperlight', reply: body, template: 'book-a-call', outcome: 'sent' }],
        ]),
      );
      expect(after.history).toHaveLength(2);
      expect((await call('GET', '/administration/activity?action=reply.send', await as('sales@paperlight.test'))).body.data.total).toBe(1);
    });

    it('sends a second reply with its own subject and leaves a status other than new alone', async () => {
      const ines = contacts.Ines!;
      clock = MONDAY + 3 * HOUR;
      const res = await call('POST', replies(ines.id), await as('admin@paperlight.test'), {
        body: 'One more thing: the index too.',
        subject: ' Your herbarium plates ',
      });
      expect(res.status).toBe(201);
      expect(res.body.data).toMatchObject({
        status: 'contacted',
        reply: { subject: 'Your herbarium plates', template: null, outcome: 'sent' },
      });
      expect(mails()).toHaveLength(2);
      expect((await auditOf(ines.id)).filter((e) => e.action === 'status.update')).toHaveLength(1);
    });

    it('keeps a reply whose mail could not be sent, says why without the server’s address, and leaves the request new', async () => {
      const omar = contacts.Omar!;
      failNext = true;
      clock = MONDAY + 4 * HOUR;
      const res = await call('POST', replies(omar.id), await as('sales@paperlight.test'), { body: 'Hello Omar' });
      expect(res.status).toBe(201);
      expect(res.body.data).toMatchObject({ status: 'new', reply: { outcome: 'failed', body: 'Hello Omar' } });
      expect(res.body.data.reply.error).toContain('ECONNREFUSED');
      expect(res.body.data.reply.error).not.toContain('s3cret');
      expect(res.body.data.reply.error).not.toContain('mail.example.org');
      expect(mails()).toHaveLength(2);
      const after = await detail(omar.id);
      expect(after.request.status).toBe('new');
      expect(after.thread).toMatchObject([{ outcome: 'failed', body: 'Hello Omar' }]);
      expect(after.history[0]).toMatchObject({ action: 'reply.send', after: { outcome: 'failed' } });
    });
  });

  describe('logging their reply', () => {
    it('keeps the pasted text in the same thread, marked received, oldest first', async () => {
      const ines = contacts.Ines!;
      clock = MONDAY + 5 * HOUR;
      const res = await call('POST', `${replies(ines.id)}/received`, await as('sales@paperlight.test'), {
        body: '  Tuesday at 10 suits us.\nInès  ',
      });
      expect(res.status).toBe(201);
      expect(res.body.data).toMatchObject({
        direction: 'received',
        outcome: 'received',
        subject: '',
        body: 'Tuesday at 10 suits us.\nInès',
        authorEmail: 'sales@paperlight.test',
      });
      const { thread, history } = await detail(ines.id);
      expect(thread.map((m) => [m.direction, m.subject])).toEqual([
        ['sent', 'Re: your enquiry to Paperlight'],
        ['sent', 'Your herbarium plates'],
        ['received', ''],
      ]);
      expect(history[0]).toMatchObject({ action: 'reply.log', after: { reply: 'Tuesday at 10 suits us.\nInès' } });
    });
  });

  describe('bad input', () => {
    it('refuses an empty reply, one too long, an unknown template, a subject of two lines and a request that does not exist, storing nothing', async () => {
      const sales = await as('sales@paperlight.test');
      const omar = contacts.Omar!;
      const before = (await detail(omar.id)).thread.length;
      const sent = mails().length;
      expect(await call('POST', replies(omar.id), sales, { body: '  \n ' })).toMatchObject({
        status: 400,
        body: { message: 'Invalid body: Write the reply first' },
      });
      expect(await call('POST', replies(omar.id), sales, {})).toMatchObject({
        status: 400,
        body: { message: 'Invalid body: Write the reply first' },
      });
      expect(await call('POST', replies(omar.id), sales, { body: 42 })).toMatchObject({
        status: 400,
        body: { message: 'Invalid body: body must be text' },
      });
      expect(await call('POST', replies(omar.id), sales, { body: 'x'.repeat(5001) })).toMatchObject({
        status: 400,
        body: { message: 'Invalid body: A reply holds at most 5000 characters' },
      });
      expect(await call('POST', replies(omar.id), sales, { body: 'Hi', template: 'discount' })).toMatchObject({
        status: 400,
        body: { message: 'Invalid body: Unknown template: choose Thanks — book a call, Trial extended, Not a fit' },
      });
      expect(await call('POST', replies(omar.id), sales, { body: 'Hi', subject: 'Hi\nBcc: everyone@example.org' })).toMatchObject({
        status: 400,
        body: { message: 'Invalid body: A subject is one line' },
      });
      expect(await call('POST', replies(omar.id), sales, { body: 'Hi', subject: ' ' })).toMatchObject({
        status: 400,
        body: { message: 'Invalid body: Write a subject' },
      });
      expect(await call('POST', `${replies(omar.id)}/received`, sales, { body: '' })).toMatchObject({
        status: 400,
        body: { message: 'Invalid body: Paste their reply first' },
      });
      expect(await call('POST', replies('no-such-request'), sales, { body: 'Hi' })).toMatchObject({
        status: 404,
        body: { message: 'Contact request not found' },
      });
      expect(await call('POST', `${replies('no-such-request')}/received`, sales, { body: 'Hi' })).toMatchObject({
        status: 404,
        body: { message: 'Contact request not found' },
      });
      expect((await detail(omar.id)).thread).toHaveLength(before);
      expect(mails()).toHaveLength(sent);
    });

    it('lets only sales and administrators reply or log a reply', async () => {
      const omar = contacts.Omar!;
      for (const email of ['trial5@paperlight.test', 'tools@paperlight.test']) {
        const token = await as(email);
        expect((await call('POST', replies(omar.id), token, { body: 'Hi' })).status).toBe(403);
        expect((await call('POST', `${replies(omar.id)}/received`, token, { body: 'Hi' })).status).toBe(403);
      }
      // Guests are not signed in, as for every administration route.
      expect((await call('POST', replies(omar.id), await api.guestToken('device-1'), { body: 'Hi' })).status).toBe(401);
      expect((await call('POST', replies(omar.id), undefined, { body: 'Hi' })).status).toBe(401);
      expect((await detail(omar.id)).thread).toHaveLength(1);
    });
  });

  describe('age and the response target', () => {
    it('counts the age by the api’s clock and marks a new request overdue one working day after it came', async () => {
      const omar = contacts.Omar!;
      clock = MONDAY + 23 * HOUR;
      expect((await detail(omar.id)).request).toMatchObject({ ageHours: 22, respondBy: '2026-05-05T09:00:00.001Z', overdue: false });
      clock = MONDAY + 24 * HOUR + 2;
      expect((await detail(omar.id)).request).toMatchObject({ ageHours: 24, overdue: true });
      clock = MONDAY + 48 * HOUR;
      const rows = (await call('GET', '/administration/contact-requests', await as('sales@paperlight.test'))).body.data.rows as Contact[];
      const byName = Object.fromEntries(rows.map((row) => [row.firstName, row]));
      expect(byName.Omar).toMatchObject({ ageHours: 47, overdue: true });
      // Answered: no longer overdue, however old.
      expect(byName.Ines).toMatchObject({ status: 'contacted', ageHours: 48, overdue: false });
    });

    it('skips the weekend: a request of Friday afternoon is due on Monday afternoon', async () => {
      const friday = Date.parse('2026-05-08T15:00:00.000Z');
      clock = friday;
      const fayForm = {
        firstName: 'Fay',
        lastName: 'Friday',
        email: 'fay@weekend.test',
        companyName: 'Weekend',
        designation: '',
        note: 'Audio',
      };
      expect((await call('POST', '/contact-requests', undefined, fayForm, fromVisitor('10.38.1.1'))).status).toBe(201);
      const fay = (
        (await call('GET', '/administration/contact-requests?search=fay', await as('sales@paperlight.test'))).body.data.rows as Contact[]
      )[0]!;
      expect(fay.respondBy).toBe('2026-05-11T15:00:00.000Z');
      clock = Date.parse('2026-05-11T14:00:00.000Z');
      expect((await detail(fay.id)).request).toMatchObject({ ageHours: 71, overdue: false });
      clock = Date.parse('2026-05-11T15:00:00.000Z');
      expect((await detail(fay.id)).request.overdue).toBe(true);
    });
  });

  describe('linked requests', () => {
    it('lists the other requests of the same address in any case, newest first, and the account with it', async () => {
      const ines = contacts.Ines!;
      const { links } = await detail(ines.id);
      expect(links.requests).toEqual([
        {
          id: 'ines-earlier',
          firstName: 'Inès',
          lastName: 'Inbox',
          companyName: 'Revue Médicale',
          status: 'closed',
          createdAt: '2026-04-20T10:00:00.000Z',
        },
      ]);
      expect(links.account).toBeNull();
      expect((await detail('ines-earlier')).links.requests.map((r: { id: string }) => r.id)).toEqual([ines.id]);

      const tara = api.user('trial2@paperlight.test');
      const taraLinks = (await detail(contacts.Tara!.id)).links;
      expect(taraLinks).toEqual({ requests: [], account: { id: tara.id, name: tara.name, email: 'trial2@paperlight.test' } });
    });
  });

  describe('erasure', () => {
    it('takes a requester’s thread with their request, with what the audit kept of it, and signs an erased writer’s replies as erased', async () => {
      const admin = await as('admin@paperlight.test');
      const db = api.testDb.database.db;
      const taraRequest = contacts.Tara!;
      // A sales person whose account is erased later writes to Omar.
      const eli = api.user('expired@paperlight.test');
      expect((await call('PUT', `/administration/users/${eli.id}/roles`, admin, { roles: ['sales'] })).status).toBe(200);
      const asEli = await api.tokenFor('expired@paperlight.test', { isSales: true });
      expect((await call('POST', replies(contacts.Omar!.id), asEli, { body: 'Eli writing' })).status).toBe(201);
      expect((await call('DELETE', `/administration/users/${eli.id}`, admin, { email: 'expired@paperlight.test' })).status).toBe(200);
      expect((await detail(contacts.Omar!.id)).thread.at(-1)).toMatchObject({ authorEmail: 'erased account', body: 'Eli writing' });

      expect((await call('POST', replies(taraRequest.id), admin, { body: 'Tara, your private phone number is noted' })).status).toBe(201);
      expect((await call('POST', `${replies(taraRequest.id)}/received`, admin, { body: 'Call me on my mobile' })).status).toBe(201);
      const tara = api.user('trial2@paperlight.test');
      expect((await call('DELETE', `/administration/users/${tara.id}`, admin, { email: 'trial2@paperlight.test' })).status).toBe(200);

      expect(await db.selectFrom('contact_replies').selectAll().where('contact_request_id', '=', taraRequest.id).execute()).toEqual([]);
      expect(await db.selectFrom('contact_requests').select('id').where('id', '=', taraRequest.id).execute()).toEqual([]);
      const quoted = (await auditOf(taraRequest.id)).filter((entry) => entry.action.startsWith('reply.'));
      expect(quoted.map((entry) => [entry.action, JSON.parse(entry.after!)]).sort()).toEqual([
        ['reply.log', { reply: null, erased: true }],
        ['reply.send', { reply: null, erased: true }],
      ]);
      for (const entry of quoted) expect(entry.search_text).not.toMatch(/phone|mobile/);
      expect((await call('GET', '/administration/activity?search=mobile', admin)).body.data.total).toBe(0);
      // Ines's thread is hers and stays.
      expect((await detail(contacts.Ines!.id)).thread).toHaveLength(3);
    });
  });
});
