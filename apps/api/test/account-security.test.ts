import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { openDatabase } from '@paperlight/db';
import { postgresAvailable } from '@paperlight/db/testing';
import { createMailer } from '@paperlight/mail';
import { startTestSmtpServer, type TestSmtpServer } from '@paperlight/mail/testing';
import SqliteDatabase from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERASED_ACTOR } from '../src/routes/account-actions';
import { fromVisitor, startApi, until, type ApiHarness } from './harness';

const dialects = ['sqlite', ...((await postgresAvailable()) ? (['postgres'] as const) : [])] as const;

describe.each(dialects)('accounts and sessions over %s', (dialect) => {
  let api: ApiHarness;
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    api = await startApi(dialect, { mailer: createMailer({ smtpUrl: smtp.url, dataDir: '/nonexistent' }) });
  });
  afterAll(async () => {
    await api?.close();
    await smtp?.close();
  });
  const db = () => api.testDb.database.db;

  const call = async (method: string, path: string, token?: string, body?: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(`${api.url}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return {
      status: res.status,
      headers: res.headers,
      body: text ? (JSON.parse(text) as { data?: Record<string, unknown>; message?: string }) : null,
    };
  };
  const sidOf = (token: string) => (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sid: string }).sid;
  /** A fresh account for tests that change or erase one. */
  const makeUser = async (name: string) => {
    const id = randomUUID();
    const email = `${name.toLowerCase()}-${id.slice(0, 8)}@example.org`;
    const now = new Date().toISOString();
    await db()
      .insertInto('users')
      .values({ id, name, email, password_hash: 'x', is_admin: 0, is_sales: 0, is_tool_admin: 0, trial_end_date: null, created_at: now })
      .execute();
    const token = async (extra: Record<string, unknown> = {}) => {
      const sid = randomUUID();
      await db()
        .insertInto('sessions')
        .values({
          id: sid,
          user_id: id,
          kind: 'app',
          created_at: now,
          expires_at: new Date(Date.now() + 86_400_000).toISOString(),
          revoked_at: null,
        })
        .execute();
      return api.issuer.sign({
        sub: id,
        sid,
        name,
        email,
        isGuest: false,
        isAdmin: false,
        isSales: false,
        isToolAdmin: false,
        isFreeTrailActive: null,
        trialEndDate: null,
        ...extra,
      });
    };
    return { id, email, name, token };
  };

  describe('given an access token whose session ended', () => {
    // The sso ends the session in another process: on SQLite the next request reads the change, on
    // PostgreSQL it is refused once the change's notification arrives (decision 0105), within 100 ms.
    it(`refuses it ${dialect === 'sqlite' ? 'on the next request' : 'within 100 ms'} after logout`, async () => {
      const token = await api.tokenFor('trial5@paperlight.test');
      expect((await call('GET', '/free-trial/time-left', token)).status).toBe(200);
      await db().updateTable('sessions').set({ revoked_at: new Date().toISOString() }).where('id', '=', sidOf(token)).execute();
      if (dialect === 'sqlite') expect((await call('GET', '/free-trial/time-left', token)).status).toBe(401);
      else expect(await until(async () => (await call('GET', '/free-trial/time-left', token)).status === 401, 2000)).toBeLessThan(100);
      expect((await call('GET', '/paper-remix/projects', token)).status).toBe(401);
    });

    it('refuses the old token of an administrator at once when the role is taken away', async () => {
      const admin = await makeUser('Demoted');
      await db().updateTable('users').set({ is_admin: 1 }).where('id', '=', admin.id).execute();
      const token = await admin.token({ isAdmin: true });
      expect((await call('GET', '/administration/users', token)).status).toBe(200);
      const boss = await api.tokenFor('admin@paperlight.test');
      expect((await call('PUT', `/administration/users/${admin.id}/roles`, boss, { roles: [] })).status).toBe(200);
      expect((await call('GET', '/administration/users', token)).status).toBe(403);
    });

    it('refuses a token whose session belongs to someone else', async () => {
      const other = await api.tokenFor('notrial@paperlight.test');
      const forged = await api.issuer.sign({
        ...JSON.parse(Buffer.from((await api.tokenFor('trial2@paperlight.test')).split('.')[1]!, 'base64url').toString()),
        sid: sidOf(other),
      });
      expect((await call('GET', '/free-trial/time-left', forged)).status).toBe(401);
    });
  });

  describe('given an administrator acting on an account', () => {
    it('suspends (ending every session) and reactivates, each audited', async () => {
      const user = await makeUser('Suspended');
      const token = await user.token();
      const admin = await api.tokenFor('admin@paperlight.test');
      const suspended = await call('POST', `/administration/users/${user.id}/suspend`, admin);
      expect(suspended.status).toBe(200);
      expect((await call('GET', '/paper-remix/projects', token)).status).toBe(401);
      const sessions = await db().selectFrom('sessions').select('revoked_at').where('user_id', '=', user.id).execute();
      expect(sessions.every((s) => s.revoked_at !== null)).toBe(true);
      expect((await call('POST', `/administration/users/${user.id}/suspend`, admin)).status).toBe(409);
      const detail = await call('GET', `/administration/users/${user.id}`, admin);
      expect(detail.body!.data!.user).toMatchObject({ status: 'suspended' });

      expect((await call('POST', `/administration/users/${user.id}/reactivate`, admin)).status).toBe(200);
      // Reactivation does not revive the ended sessions: the owner signs in again.
      expect((await call('GET', '/paper-remix/projects', token)).status).toBe(401);
      expect((await call('GET', '/paper-remix/projects', await user.token())).status).toBe(200);
      const audit = (await call('GET', `/administration/users/${user.id}`, admin)).body!.data!.audit as Array<{
        action: string;
        actorEmail: string;
      }>;
      expect(audit.map((a) => a.action)).toEqual(['account.reactivate', 'account.suspend']);
      expect(audit[0]!.actorEmail).toBe('admin@paperlight.test');
    });

    it('signs an account out everywhere', async () => {
      const user = await makeUser('Everywhere');
      const [a, b] = [await user.token(), await user.token()];
      const admin = await api.tokenFor('admin@paperlight.test');
      const res = await call('POST', `/administration/users/${user.id}/sign-out`, admin);
      expect(res.body!.data).toMatchObject({ sessionsEnded: 2 });
      for (const token of [a, b]) expect((await call('GET', '/paper-remix/projects', token)).status).toBe(401);
    });

    it('mails a single-use password reset link', async () => {
      const user = await makeUser('Forgetful');
      const admin = await api.tokenFor('admin@paperlight.test');
      expect((await call('POST', `/administration/users/${user.id}/password-reset`, admin)).status).toBe(200);
      const mail = await smtp.next(user.email);
      expect(mail.subject).toBe('Reset your Paperlight password');
      expect(mail.text).toContain('A Paperlight administrator asked us');
      const token = /reset-password\?token=([\w-]+)/.exec(mail.text)![1]!;
      const row = await db().selectFrom('email_tokens').selectAll().where('email', '=', user.email).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ kind: 'reset', user_id: user.id, used_at: null });
      expect(row.token_hash).not.toContain(token);
    });

    it("refuses sales and the administrator's own account", async () => {
      const user = await makeUser('Protected');
      const sales = await api.tokenFor('sales@paperlight.test');
      expect((await call('POST', `/administration/users/${user.id}/suspend`, sales)).status).toBe(403);
      const admin = await api.tokenFor('admin@paperlight.test');
      const self = api.user('admin@paperlight.test').id;
      expect((await call('POST', `/administration/users/${self}/suspend`, admin)).status).toBe(409);
    });

    it('erases an account (GDPR Art. 17): projects, files and personal data go, audit entries stay anonymised', async () => {
      const user = await makeUser('Erased');
      const token = await user.token();
      const project = await call('POST', '/paper-remix/projects', token, { name: 'Doomed' });
      const projectId = project.body!.data!.id as string;
      const key = `projects/${projectId}/in/paper.pdf`;
      await api.server.paperRemix.storage.write(key, new TextEncoder().encode('%PDF-1.4 test'));
      await db()
        .insertInto('files')
        .values({ key, owner_id: user.id, content_type: 'application/pdf', size: 13, created_at: new Date().toISOString() })
        .execute();
      await call(
        'POST',
        '/contact-requests',
        token,
        { firstName: 'E', lastName: 'R', email: user.email, companyName: 'X', note: 'Hello' },
        fromVisitor('198.51.100.77'),
      );
      // The erased person as an actor: their earlier change stays in the log without their address.
      await db()
        .insertInto('audit_log')
        .values({
          id: randomUUID(),
          actor_id: user.id,
          actor_email: user.email,
          target_type: 'tool',
          target_id: 't',
          action: 'tool.update',
          before: null,
          after: null,
          created_at: new Date().toISOString(),
        })
        .execute();

      const admin = await api.tokenFor('admin@paperlight.test');
      expect((await call('DELETE', `/administration/users/${user.id}`, admin, { email: 'someone@else.org' })).status).toBe(400);
      const erased = await call('DELETE', `/administration/users/${user.id}`, admin, { email: user.email });
      expect(erased.status).toBe(200);
      expect(erased.body!.data).toMatchObject({ projects: 1, files: 1 });

      expect(await db().selectFrom('users').select('id').where('id', '=', user.id).executeTakeFirst()).toBeUndefined();
      expect(await db().selectFrom('projects').select('id').where('id', '=', projectId).executeTakeFirst()).toBeUndefined();
      expect(await db().selectFrom('files').select('key').where('owner_id', '=', user.id).execute()).toHaveLength(0);
      expect(await api.server.paperRemix.storage.size(key)).toBeNull();
      expect(await db().selectFrom('contact_requests').select('id').where('email', '=', user.email).execute()).toHaveLength(0);
      expect(await db().selectFrom('sessions').select('id').where('user_id', '=', user.id).execute()).toHaveLength(0);
      const audit = await db()
        .selectFrom('audit_log')
        .selectAll()
        .where((eb) => eb.or([eb('actor_id', '=', user.id), eb('target_id', '=', user.id)]))
        .execute();
      expect(audit.find((a) => a.action === 'tool.update')?.actor_email).toBe(ERASED_ACTOR);
      expect(audit.find((a) => a.action === 'account.erase')).toMatchObject({ actor_email: 'admin@paperlight.test' });
      expect(JSON.stringify(audit)).not.toContain(user.email);
      expect((await call('GET', '/paper-remix/projects', token)).status).toBe(401);
    });
  });

  describe('given a user deleting their own account', () => {
    it('erases it after they confirm their address, and their token stops working', async () => {
      const user = await makeUser('Leaving');
      const token = await user.token();
      expect((await call('DELETE', '/account', token, { email: 'wrong@example.org' })).status).toBe(400);
      const res = await call('DELETE', '/account', token, { email: user.email.toUpperCase() });
      expect(res.status).toBe(200);
      expect(await db().selectFrom('users').select('id').where('id', '=', user.id).executeTakeFirst()).toBeUndefined();
      const audit = await db().selectFrom('audit_log').selectAll().where('target_id', '=', user.id).execute();
      expect(audit).toMatchObject([{ action: 'account.delete', actor_email: ERASED_ACTOR }]);
      expect((await call('GET', '/paper-remix/projects', token)).status).toBe(401);
    });

    it('refuses a guest', async () => {
      const token = await api.guestToken('d1');
      expect((await call('DELETE', '/account', token, { email: '' }, { 'x-device-id': 'd1' })).status).toBe(403);
    });
  });

  describe('given any answer', () => {
    it('sends nosniff, a strict CSP and a Referrer-Policy (helmet)', async () => {
      for (const path of ['/health', '/tools', '/nope']) {
        const res = await fetch(`${api.url}${path}`);
        expect(res.headers.get('x-content-type-options')).toBe('nosniff');
        expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
        expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
        expect(res.headers.get('referrer-policy')).toBe('no-referrer');
        expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
      }
    });

    it('gives user files a Content-Disposition: inline for media, attachment for anything else', async () => {
      const owner = api.user('notrial@paperlight.test').id;
      const store = async (key: string, type: string) => {
        await api.server.paperRemix.storage.write(key, new TextEncoder().encode('<script>alert(1)</script>'));
        await db()
          .insertInto('files')
          .values({ key, owner_id: owner, content_type: type, size: 25, created_at: new Date().toISOString() })
          .execute();
        return fetch(api.server.paperRemix.fileUrl(key));
      };
      const html = await store(`users/${owner}/x/page.html`, 'text/html');
      expect(html.status).toBe(200);
      expect(html.headers.get('content-disposition')).toBe('attachment; filename="page.html"');
      expect(html.headers.get('content-security-policy')).toContain('sandbox');
      const video = await store(`users/${owner}/x/film.mp4`, 'video/mp4');
      expect(video.headers.get('content-disposition')).toBe('inline; filename="film.mp4"');
    });
  });

  describe('given contact requests', () => {
    it('ignores a forwarded address without the internal key and asks for a proof of work past everyone’s cap', async () => {
      const small = await startApi(dialect, { contactGlobalLimit: 3 });
      try {
        const body = { firstName: 'A', lastName: 'B', email: 'a@example.org', companyName: 'C', note: 'N' };
        const post = (headers: Record<string, string>) =>
          fetch(`${small.url}/contact-requests`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...headers },
            body: JSON.stringify(body),
          });
        expect((await post({ 'x-forwarded-for': '203.0.113.50' })).status).toBe(201);
        const row = await small.testDb.database.db.selectFrom('contact_requests').select('ip').executeTakeFirstOrThrow();
        expect(row.ip).toMatch(/127\.0\.0\.1/);
        expect((await post(fromVisitor('203.0.113.51'))).status).toBe(201);
        expect((await post(fromVisitor('203.0.113.52'))).status).toBe(201);
        const capped = await post(fromVisitor('203.0.113.53'));
        expect(capped.status).toBe(429);
        expect(((await capped.json()) as { challenge?: unknown }).challenge).toMatchObject({ parameters: { algorithm: 'PBKDF2/SHA-256' } });
      } finally {
        await small.close();
      }
    });
  });
});

describe('given a database locked by another writer', () => {
  it('answers 503 with Retry-After quickly instead of failing', async () => {
    const api = await startApi('sqlite');
    const busy = openDatabase({ dataDir: api.testDb.dataDir!, busyTimeoutMs: 100 });
    const { buildApiServer } = await import('../src/server');
    const server = await buildApiServer({
      database: busy,
      ssoUrl: api.issuer.url,
      siteUrl: 'http://localhost:5273',
      paperRemix: { dataDir: api.remixDir, filesSecret: 'x', worker: { ...api.worker, lazy: true } },
    });
    const locker = new SqliteDatabase(join(api.testDb.dataDir!, 'paperlight.db'));
    try {
      const url = await server.listen({ port: 0 });
      locker.exec('BEGIN IMMEDIATE');
      locker.exec("UPDATE users SET name = name WHERE email = 'admin@paperlight.test'");
      const started = performance.now();
      const res = await fetch(`${url}/contact-requests`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ firstName: 'A', lastName: 'B', email: 'a@example.org', companyName: 'C', note: 'N' }),
      });
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('1');
      expect(performance.now() - started).toBeLessThan(2000);
    } finally {
      locker.exec('ROLLBACK');
      locker.close();
      await server.close();
      await busy.destroy();
      await api.close();
    }
  });
});
