import { postgresAvailable } from '@paperlight/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_LIMIT, CONTACT_WINDOW_MS, TOO_MANY_REQUESTS } from '../src/routes/marketing';
import { fromVisitor, startApi, type ApiHarness } from './harness';

const dialects = ['sqlite', ...((await postgresAvailable()) ? (['postgres'] as const) : [])] as const;

const valid = {
  firstName: '  Ada ',
  lastName: 'Lovelace',
  email: 'Ada@Example.org',
  companyName: 'Analytical Press',
  designation: 'Managing Editor',
  note: "I'd like to hear when Reviewer Finder is available.",
};

describe.each(dialects)('marketing routes over %s', (dialect) => {
  let api: ApiHarness;
  let clock = Date.parse('2026-03-01T12:00:00.000Z');

  beforeAll(async () => {
    api = await startApi(dialect, { now: () => clock });
  });
  afterAll(async () => {
    await api?.close();
  });

  const post = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${api.url}/contact-requests`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  const stored = () => api.testDb.database.db.selectFrom('contact_requests').selectAll().orderBy('created_at').execute();

  describe('GET /tools', () => {
    it('lists the public catalogue without a token, briefly cacheable, with each tool’s page copy', async () => {
      const res = await fetch(`${api.url}/tools`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toMatch(/max-age=60/);
      const body = (await res.json()) as { statusCode: number; data: Array<Record<string, unknown>> };
      expect(body.statusCode).toBe(200);
      expect(body.data.find((t) => t.slug === 'alt-text')).toMatchObject({
        category: 'Accessibility',
        status: 'available',
        featured: true,
        demo: 'alt-text',
      });
      expect(body.data.find((t) => t.slug === 'reviewer-finder')).toMatchObject({ category: 'Peer Review', status: 'coming-soon' });
      expect(body.data.find((t) => t.slug === 'paper-remix')).toMatchObject({
        appPath: '/dashboard',
        features: expect.arrayContaining(['Narrated 1080p MP4 video']),
      });
    });

    it('leaves hidden tools out', async () => {
      const db = api.testDb.database.db;
      await db.updateTable('tools').set({ status: 'hidden' }).where('slug', '=', 'lms-connector').execute();
      const body = (await (await fetch(`${api.url}/tools`)).json()) as { data: Array<{ slug: string }> };
      expect(body.data.some((t) => t.slug === 'lms-connector')).toBe(false);
      await db.updateTable('tools').set({ status: 'coming-soon' }).where('slug', '=', 'lms-connector').execute();
    });
  });

  describe('POST /contact-requests', () => {
    it('stores a trimmed request with the forwarded visitor address and no user for an anonymous visitor', async () => {
      const res = await post(valid, fromVisitor('203.0.113.7'));
      expect(res.status).toBe(201);
      const rows = await stored();
      expect(rows.at(-1)).toMatchObject({
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: 'ada@example.org',
        company_name: 'Analytical Press',
        designation: 'Managing Editor',
        note: valid.note,
        ip: '203.0.113.7',
        user_id: null,
        status: 'new',
        created_at: new Date(clock).toISOString(),
      });
    });

    it('records the user id of a signed-in caller', async () => {
      const token = await api.tokenFor('trial5@paperlight.test');
      const res = await post(valid, { ...fromVisitor('203.0.113.8'), authorization: `Bearer ${token}` });
      expect(res.status).toBe(201);
      expect((await stored()).at(-1)?.user_id).toBe(api.user('trial5@paperlight.test').id);
    });

    it('rejects blank or malformed fields with the form’s messages', async () => {
      const res = await post({ ...valid, firstName: '   ', email: 'ada@example', note: '' }, fromVisitor('203.0.113.9'));
      expect(res.status).toBe(400);
      const { message } = (await res.json()) as { message: string };
      expect(message).toContain('First name is required');
      expect(message).toContain('Please enter a valid email address');
      expect(message).toContain("Please tell us what you're interested in");
    });

    it(`answers 429 after ${CONTACT_LIMIT} requests from one address in the window, keeping what was stored`, async () => {
      const ip = fromVisitor('198.51.100.20');
      for (let i = 0; i < CONTACT_LIMIT; i++) expect((await post({ ...valid, note: `request ${i}` }, ip)).status).toBe(201);
      const flood = await post(valid, ip);
      expect(flood.status).toBe(429);
      expect(await flood.json()).toEqual({ message: TOO_MANY_REQUESTS, statusCode: 429 });
      const mine = (await stored()).filter((r) => r.ip === '198.51.100.20');
      expect(mine.map((r) => r.note)).toEqual(Array.from({ length: CONTACT_LIMIT }, (_, i) => `request ${i}`));
      // Another address is not affected, and the window passes.
      expect((await post(valid, fromVisitor('198.51.100.21'))).status).toBe(201);
      clock += CONTACT_WINDOW_MS + 1;
      expect((await post(valid, ip)).status).toBe(201);
    });
  });
});
