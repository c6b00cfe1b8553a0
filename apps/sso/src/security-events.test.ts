import { listSecurityEvents, type SecurityEventFilters } from '@paperlight/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from './server';
import { DEMO_PASSWORD, authQuery, cookieFrom, linkIn, pkce, postForm, postJson, signIn, startSso } from './test/harness';
import type { Harness } from './test/harness';

/**
 * Issue 33 item 10: the sso writes sign-ins, failed sign-ins, lock-outs, password resets and
 * sign-outs to the security event log with the actor, the client address and the outcome.
 */
describe('the sso’s security events', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startSso('sqlite');
  });
  afterAll(async () => {
    await h?.close();
  });

  const eventsOf = async (filters: SecurityEventFilters) =>
    (await listSecurityEvents(h.test.database.db, filters, { page: 1, pageSize: 50, order: 'asc' })).rows;
  const idOf = async (email: string) =>
    (await h.test.database.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
  const from = (address: string) => ({ 'x-forwarded-for': address });

  it('records a sign-in with the account, the address and success', async () => {
    const response = await postForm(h, '/login', { email: 'trial5@paperlight.test', password: DEMO_PASSWORD }, from('203.0.113.21'));
    expect(response.status).toBe(303);
    expect(await eventsOf({ address: '203.0.113.21' })).toEqual([
      expect.objectContaining({
        kind: 'sign-in',
        outcome: 'success',
        actorId: await idOf('trial5@paperlight.test'),
        actorEmail: 'trial5@paperlight.test',
        address: '203.0.113.21',
      }),
    ]);
  });

  it('records a failed sign-in with the address typed, the account it names and the reason', async () => {
    expect(
      (await postForm(h, '/login', { email: 'Trial2@Paperlight.test', password: 'Not-the-password-1' }, from('203.0.113.22'))).status,
    ).toBe(401);
    expect(
      (await postForm(h, '/login', { email: 'nobody@example.com', password: 'Not-the-password-1' }, from('203.0.113.22'))).status,
    ).toBe(401);
    expect(await eventsOf({ address: '203.0.113.22' })).toEqual([
      expect.objectContaining({
        kind: 'sign-in',
        outcome: 'failure',
        actorId: null,
        actorEmail: 'trial2@paperlight.test',
        subjectId: await idOf('trial2@paperlight.test'),
        detail: { reason: 'wrong-credentials' },
      }),
      expect.objectContaining({ kind: 'sign-in', outcome: 'failure', actorId: null, actorEmail: 'nobody@example.com', subjectId: null }),
    ]);
  });

  it('records a lock-out (throttled) as refused', async () => {
    const address = '203.0.113.23';
    let status = 401;
    for (let i = 0; i < 20 && status === 401; i++) {
      status = (await postForm(h, '/login', { email: 'notrial@paperlight.test', password: `Wrong-guess-${i}` }, from(address))).status;
    }
    expect(status).toBe(429);
    const refused = await eventsOf({ address, outcome: 'refused' });
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatchObject({ kind: 'sign-in', actorEmail: 'notrial@paperlight.test', detail: { reason: 'throttled' } });
    expect((await eventsOf({ address, outcome: 'failure' })).length).toBeGreaterThan(0);
  });

  it('records the right password of a suspended account as refused', async () => {
    const db = h.test.database.db;
    await db.updateTable('users').set({ status: 'suspended' }).where('email', '=', 'expired@paperlight.test').execute();
    try {
      expect(
        (await postForm(h, '/login', { email: 'expired@paperlight.test', password: DEMO_PASSWORD }, from('203.0.113.24'))).status,
      ).toBe(403);
    } finally {
      await db.updateTable('users').set({ status: 'active' }).where('email', '=', 'expired@paperlight.test').execute();
    }
    expect(await eventsOf({ address: '203.0.113.24' })).toEqual([
      expect.objectContaining({
        kind: 'sign-in',
        outcome: 'refused',
        actorId: await idOf('expired@paperlight.test'),
        detail: { reason: 'suspended' },
      }),
    ]);
  });

  it('records a password reset requested (known and unknown address) and completed', async () => {
    const email = 'sales@paperlight.test';
    await postForm(h, '/forgot-password', { email }, from('203.0.113.25'));
    await postForm(h, '/forgot-password', { email: 'nobody@example.com' }, from('203.0.113.25'));
    const link = linkIn((await h.smtp.next(email)).text);
    const done = await postForm(
      h,
      '/reset-password',
      { token: link.searchParams.get('token')!, password: 'Fresh-harbour-lights-42' },
      from('203.0.113.26'),
    );
    expect(done.status).toBe(200);
    const id = await idOf(email);
    expect(await eventsOf({ address: '203.0.113.25' })).toEqual([
      expect.objectContaining({ kind: 'password-reset.requested', outcome: 'success', actorEmail: email, subjectId: id }),
      expect.objectContaining({
        kind: 'password-reset.requested',
        outcome: 'failure',
        actorEmail: 'nobody@example.com',
        detail: { reason: 'unknown-address' },
      }),
    ]);
    expect(await eventsOf({ address: '203.0.113.26' })).toEqual([
      expect.objectContaining({ kind: 'password-reset.completed', outcome: 'success', actorId: id, actorEmail: email }),
    ]);
  });

  it('records sign-outs: the site’s session and the sso’s', async () => {
    const email = 'tools@paperlight.test';
    const tokens = await signIn(h, email);
    expect((await postJson(h, '/api/auth/revoke', { refresh_token: tokens.refresh_token }, from('203.0.113.27'))).status).toBe(204);
    // Revoking it again ends nothing, so it records nothing.
    expect((await postJson(h, '/api/auth/revoke', { refresh_token: tokens.refresh_token }, from('203.0.113.27'))).status).toBe(204);
    const login = await postForm(h, '/login', { email, password: DEMO_PASSWORD, ...authQuery(pkce().challenge) }, from('203.0.113.28'));
    const cookie = cookieFrom(login, SESSION_COOKIE)!;
    // Logout is a post from the sso's own page (issue 33, finding 9); a GET only asks.
    const origin = new URL(h.base).origin;
    expect((await postForm(h, '/logout', {}, { cookie, origin, host: new URL(h.base).host, ...from('203.0.113.28') })).status).toBeLessThan(
      400,
    );
    const id = await idOf(email);
    expect(await eventsOf({ kind: 'sign-out', userId: id })).toEqual([
      expect.objectContaining({ outcome: 'success', actorId: id, address: '203.0.113.27', detail: { session: 'app' } }),
      expect.objectContaining({ outcome: 'success', actorId: id, address: '203.0.113.28', detail: { session: 'sso' } }),
    ]);
  });
});
