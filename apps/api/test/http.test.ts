import { postgresAvailable } from '@paperlight/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, SITE_URL, type ApiHarness } from './harness';
import { startTestIssuer } from './issuer';

const dialects = ['sqlite', ...((await postgresAvailable()) ? (['postgres'] as const) : [])] as const;

const DAY = 86_400_000;

describe.each(dialects)('apps/api over %s', (dialect) => {
  let api: ApiHarness;
  const now = new Date();

  beforeAll(async () => {
    api = await startApi(dialect, {}, now);
  });
  afterAll(async () => {
    await api?.close();
  });

  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${api.url}${path}`, { headers });
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  it('answers /health without a token', async () => {
    const res = await get('/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', service: 'api' });
  });

  it('answers unknown routes with a JSON 404', async () => {
    const res = await get('/nope', bearer(await api.tokenFor('admin@paperlight.test')));
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Not Found', statusCode: 404 });
  });

  describe('GET /free-trial/time-left', () => {
    const path = '/free-trial/time-left';

    describe('given no valid token', () => {
      it('is 401 without an Authorization header', async () => {
        const res = await get(path);
        expect(res.status).toBe(401);
        expect(await res.json()).toEqual({ message: 'Unauthorized', statusCode: 401 });
      });

      it('is 401 for a header that is not a bearer token', async () => {
        expect((await get(path, { authorization: 'Basic YTpi' })).status).toBe(401);
        expect((await get(path, { authorization: 'Bearer not-a-jwt' })).status).toBe(401);
      });

      it('is 401 for an expired token', async () => {
        const token = await api.tokenFor('trial5@paperlight.test', {}, { expiresIn: Math.floor(Date.now() / 1000) - 60 });
        const res = await get(path, bearer(token));
        expect(res.status).toBe(401);
        expect(await res.json()).toEqual({ message: 'Unauthorized', statusCode: 401 });
      });

      it('is 401 for a token for another audience', async () => {
        const token = await api.tokenFor('trial5@paperlight.test', {}, { audience: 'someone-else' });
        expect((await get(path, bearer(token))).status).toBe(401);
      });

      it('is 401 for a token from another issuer', async () => {
        const token = await api.tokenFor('trial5@paperlight.test', {}, { issuer: 'http://evil.test' });
        expect((await get(path, bearer(token))).status).toBe(401);
      });

      it('is 401 for a token signed by a key the sso never published', async () => {
        const rogue = await startTestIssuer();
        try {
          const token = await rogue.sign({ sub: api.user('trial5@paperlight.test').id }, { issuer: api.issuer.url });
          expect((await get(path, bearer(token))).status).toBe(401);
        } finally {
          await rogue.close();
        }
      });

      it('is 401 for a valid token whose account no longer exists', async () => {
        const token = await api.issuer.sign({ sub: '00000000-0000-0000-0000-000000000000', isGuest: false });
        expect((await get(path, bearer(token))).status).toBe(401);
      });
    });

    describe('given a guest', () => {
      it('is 401 without x-device-id', async () => {
        expect((await get(path, bearer(await api.guestToken('dev-1')))).status).toBe(401);
      });

      it('is 401 with another device id', async () => {
        expect((await get(path, { ...bearer(await api.guestToken('dev-1')), 'x-device-id': 'dev-2' })).status).toBe(401);
      });

      it('is 403 with the matching device id', async () => {
        const res = await get(path, { ...bearer(await api.guestToken('dev-1')), 'x-device-id': 'dev-1' });
        expect(res.status).toBe(403);
        expect(await res.json()).toEqual({ message: 'Forbidden', statusCode: 403 });
      });
    });

    describe('given registered users', () => {
      const daysFor = async (email: string) => {
        const res = await get(path, bearer(await api.tokenFor(email)));
        expect(res.status).toBe(200);
        return (await res.json()) as { statusCode: number; data: number | null };
      };

      it('returns the fractional days of a 5-day trial', async () => {
        const body = await daysFor('trial5@paperlight.test');
        expect(body.statusCode).toBe(200);
        const expected = (Date.parse(api.user('trial5@paperlight.test').trial_end_date!) - Date.now()) / DAY;
        expect(body.data).toBeGreaterThan(5);
        expect(body.data).toBeCloseTo(expected, 3);
      });

      it('returns the days of a 2-day trial', async () => {
        const { data } = await daysFor('trial2@paperlight.test');
        expect(Math.floor(data!)).toBe(2);
      });

      it('returns 0, never a negative number, for an expired trial', async () => {
        expect(await daysFor('expired@paperlight.test')).toEqual({ statusCode: 200, data: 0 });
      });

      it('returns null for a user without a trial', async () => {
        expect(await daysFor('notrial@paperlight.test')).toEqual({ statusCode: 200, data: null });
      });

      it('reads the trial from the database, not from the token', async () => {
        const token = await api.tokenFor('notrial@paperlight.test', { isFreeTrailActive: true, trialEndDate: '2999-01-01T00:00:00.000Z' });
        expect(await (await get(path, bearer(token))).json()).toEqual({ statusCode: 200, data: null });
      });
    });

    it('fetches the JWKS once, not per request', async () => {
      const before = api.issuer.jwksRequests();
      const token = await api.tokenFor('trial2@paperlight.test');
      for (let i = 0; i < 5; i += 1) expect((await get(path, bearer(token))).status).toBe(200);
      expect(api.issuer.jwksRequests() - before).toBe(0);
      expect(api.issuer.jwksRequests()).toBe(1);
    });
  });

  describe('GET /administration/users', () => {
    const path = '/administration/users';
    type Page = { statusCode: number; data: { rows: Array<Record<string, unknown>>; total: number } };
    const list = async (query = '', email = 'admin@paperlight.test') => {
      const res = await get(`${path}${query}`, bearer(await api.tokenFor(email)));
      return { status: res.status, body: (await res.json()) as Page & { message?: string } };
    };

    it('is 401 without a token', async () => {
      expect((await get(path)).status).toBe(401);
    });

    it('lists users for an administrator', async () => {
      const { status, body } = await list();
      expect(status).toBe(200);
      expect(body.statusCode).toBe(200);
      expect(body.data.total).toBe(7);
      expect(body.data.rows).toHaveLength(7);
      const trial = body.data.rows.find((r) => r.email === 'trial5@paperlight.test');
      expect(trial).toEqual({
        id: api.user('trial5@paperlight.test').id,
        name: 'Tara Trial',
        email: 'trial5@paperlight.test',
        roles: [],
        isFreeTrailActive: true,
        trialEndDate: api.user('trial5@paperlight.test').trial_end_date,
        createdAt: now.toISOString(),
        // Seeded accounts that never signed in.
        lastSignInAt: null,
        status: 'active',
      });
      expect(body.data.rows.find((r) => r.email === 'admin@paperlight.test')?.roles).toEqual(['admin']);
      expect(body.data.rows.find((r) => r.email === 'expired@paperlight.test')?.isFreeTrailActive).toBe(false);
      expect(body.data.rows.find((r) => r.email === 'notrial@paperlight.test')?.isFreeTrailActive).toBeNull();
      expect(body.data.rows[0]).not.toHaveProperty('password_hash');
    });

    it('lists users for sales', async () => {
      expect((await list('', 'sales@paperlight.test')).status).toBe(200);
    });

    it.each(['tools@paperlight.test', 'trial5@paperlight.test', 'notrial@paperlight.test'])(
      'refuses %s, a token without the role (403), whatever the UI shows',
      async (email) => {
        const { status, body } = await list('', email);
        expect(status).toBe(403);
        expect(body).toEqual({ message: 'Forbidden', statusCode: 403 });
      },
    );

    it('takes the role from the verified token: a demoted admin is refused', async () => {
      const token = await api.tokenFor('admin@paperlight.test', { isAdmin: false });
      expect((await get(path, bearer(token))).status).toBe(403);
    });

    it('refuses a guest', async () => {
      const token = await api.issuer.sign({ sub: 'guest:d', isGuest: true, isAdmin: true, deviceId: 'd' });
      expect((await get(path, { ...bearer(token), 'x-device-id': 'd' })).status).toBe(403);
    });

    it('sorts, pages and searches', async () => {
      const sorted = await list('?sort=email&order=asc&pageSize=10');
      const emails = sorted.body.data.rows.map((r) => r.email as string);
      expect(emails).toEqual([...emails].sort());
      const desc = await list('?sort=name&order=desc');
      const names = desc.body.data.rows.map((r) => r.name as string);
      expect(names).toEqual([...names].sort().reverse());

      const page2 = await list('?page=2&pageSize=10');
      expect(page2.body.data).toEqual({ rows: [], total: 7 });

      const search = await list('?search=TRIAL&sort=email&order=asc');
      expect(search.body.data.rows.map((r) => r.email)).toEqual([
        'notrial@paperlight.test',
        'trial2@paperlight.test',
        'trial5@paperlight.test',
      ]);
      expect(search.body.data.total).toBe(3);

      const byName = await list('?search=nora');
      expect(byName.body.data.rows.map((r) => r.email)).toEqual(['notrial@paperlight.test']);

      const wildcard = await list('?search=%25');
      expect(wildcard.body.data).toEqual({ rows: [], total: 0 });
    });

    it.each([
      ['?pageSize=15', 'Invalid query: pageSize must be one of 10, 20, 30, 40, 50'],
      ['?page=0', 'Invalid query: page must be a whole number from 1'],
      ['?page=abc', 'Invalid query: page must be a whole number from 1'],
      ['?sort=password_hash', 'Invalid query: sort must be one of name, email, createdAt, trialEndDate'],
      ['?order=up', 'Invalid query: order must be asc or desc'],
      ['?page=1&page=2', 'Invalid query: page must be a single value'],
    ])('rejects %s with a 400', async (query, message) => {
      const { status, body } = await list(query);
      expect(status).toBe(400);
      expect(body).toEqual({ message, statusCode: 400 });
    });

    it('checks the role before validating the query', async () => {
      expect((await list('?pageSize=15', 'trial5@paperlight.test')).status).toBe(403);
    });
  });

  describe('GET /tools-administration/tools', () => {
    const path = '/tools-administration/tools';

    it('answers a tool administrator with the catalogue', async () => {
      const res = await get(path, bearer(await api.tokenFor('tools@paperlight.test')));
      expect(res.status).toBe(200);
      const body = (await res.json()) as { statusCode: number; data: unknown[] };
      expect(body.statusCode).toBe(200);
      expect(Array.isArray(body.data)).toBe(true);
    });

    it.each(['admin@paperlight.test', 'sales@paperlight.test', 'trial5@paperlight.test'])('refuses %s (403)', async (email) => {
      const res = await get(path, bearer(await api.tokenFor(email)));
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ message: 'Forbidden', statusCode: 403 });
    });

    it('is 401 without a token', async () => {
      expect((await get(path)).status).toBe(401);
    });
  });

  describe('CORS', () => {
    it("admits the site's origin with credentials and the agreed headers", async () => {
      const res = await fetch(`${api.url}/free-trial/time-left`, {
        method: 'OPTIONS',
        headers: {
          origin: SITE_URL,
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'authorization,x-device-id',
        },
      });
      expect(res.status).toBe(204);
      expect(res.headers.get('access-control-allow-origin')).toBe(SITE_URL);
      expect(res.headers.get('access-control-allow-credentials')).toBe('true');
      expect(res.headers.get('access-control-allow-headers')?.split(/,\s*/)).toEqual(['authorization', 'content-type', 'x-device-id']);
    });

    it('does not admit another origin', async () => {
      const res = await get('/health', { origin: 'http://evil.test' });
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
    });
  });
});
