import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { seededAccounts } from '@paperlight/db';
import { createMailer } from '@paperlight/mail';
import { postgresAvailable } from '@paperlight/db/testing';
import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLBACK, SIGNING_KEY_SECRET, SITE_URL, exchange, loginForCode, postJson, signIn, startSso } from './test/harness';
import type { Harness } from './test/harness';

const hasPostgres = await postgresAvailable();
const DAY = 24 * 60 * 60_000;

describe.each([
  { dialect: 'sqlite' as const, run: true },
  { dialect: 'postgres' as const, run: hasPostgres },
])('tokens on $dialect', ({ dialect, run }) => {
  let h: Harness;
  let verifyToken: (token: string) => ReturnType<typeof jwtVerify>;

  beforeAll(async () => {
    if (!run) return;
    h = await startSso(dialect);
    const jwks = createRemoteJWKSet(new URL(`${h.base}/.well-known/jwks.json`));
    verifyToken = (token) => jwtVerify(token, jwks, { issuer: 'http://sso.test', audience: 'paperlight', algorithms: ['ES256'] });
  });
  afterAll(async () => {
    await h?.close();
  });

  describe.runIf(run)('given a code from a PKCE sign-in', () => {
    it('exchanges it once for tokens that the JWKS verifies', async () => {
      const { code, verifier } = await loginForCode(h, 'trial5@paperlight.test');
      const first = await exchange(h, code, verifier);
      expect(first.status).toBe(200);
      const body = first.body as { access_token: string; refresh_token: string; expires_in: number; user: Record<string, unknown> };
      expect(body.expires_in).toBeLessThanOrEqual(900);
      expect(body.refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(body.user).toMatchObject({ email: 'trial5@paperlight.test', name: 'Tara Trial', isFreeTrailActive: true, isAdmin: false });
      const { payload, protectedHeader } = await verifyToken(body.access_token);
      expect(protectedHeader.alg).toBe('ES256');
      expect(protectedHeader.kid).toBeTruthy();
      expect(payload).toMatchObject({ sub: body.user.id, email: 'trial5@paperlight.test', isGuest: false, isFreeTrailActive: true });
      expect(payload.exp! - payload.iat!).toBeLessThanOrEqual(15 * 60);
      expect(payload.exp! * 1000 - Date.now()).toBeLessThanOrEqual(15 * 60_000);

      const again = await exchange(h, code, verifier);
      expect(again.status).toBe(400);
      expect(again.body).toEqual({ message: 'The sign-in code is invalid or has expired.', statusCode: 400 });
    });

    it('refuses a wrong code verifier and burns the code', async () => {
      const { code, verifier } = await loginForCode(h, 'notrial@paperlight.test');
      const wrong = await exchange(h, code, `${verifier.slice(0, -1)}${verifier.endsWith('A') ? 'B' : 'A'}`);
      expect(wrong.status).toBe(400);
      expect(wrong.body?.message).toBe('The code verifier does not match the code challenge.');
      expect((await exchange(h, code, verifier)).status).toBe(400);
    });

    it('refuses a code presented with another redirect_uri', async () => {
      const { code, verifier } = await loginForCode(h, 'notrial@paperlight.test');
      expect((await exchange(h, code, verifier, `${SITE_URL}/other`)).status).toBe(400);
    });

    it('refuses a code older than 60 seconds', async () => {
      const { code, verifier } = await loginForCode(h, 'notrial@paperlight.test');
      h.clock.offset = 61_000;
      try {
        expect((await exchange(h, code, verifier)).status).toBe(400);
      } finally {
        h.clock.offset = 0;
      }
    });

    it('refuses a malformed request with a JSON error', async () => {
      const result = await postJson(h, '/api/auth/token', { code: 'x' });
      expect(result.status).toBe(400);
      expect(result.body).toEqual({ message: 'Invalid request', statusCode: 400 });
    });
  });

  describe.runIf(run)('given each seeded account', () => {
    const expected: Record<string, Record<string, unknown>> = {
      'admin@paperlight.test': { isAdmin: true, isSales: false, isToolAdmin: false, isFreeTrailActive: null, trialEndDate: null },
      'sales@paperlight.test': { isAdmin: false, isSales: true, isToolAdmin: false, isFreeTrailActive: null },
      'tools@paperlight.test': { isAdmin: false, isSales: false, isToolAdmin: true, isFreeTrailActive: null },
      'trial5@paperlight.test': { isFreeTrailActive: true },
      'trial2@paperlight.test': { isFreeTrailActive: true },
      'expired@paperlight.test': { isFreeTrailActive: false },
      'notrial@paperlight.test': { isFreeTrailActive: null, trialEndDate: null },
    };

    it.each(seededAccounts.map((a) => a.email))('%s signs in with its roles and trial flag in the token', async (email) => {
      const tokens = await signIn(h, email);
      expect(tokens.user).toMatchObject({ email, ...expected[email] });
      const { payload } = await verifyToken(tokens.access_token);
      expect(payload).toMatchObject(expected[email]!);
      if (email.startsWith('trial')) {
        const days = Math.floor((Date.parse(payload.trialEndDate as string) - Date.now()) / DAY);
        expect(days).toBe(email === 'trial5@paperlight.test' ? 5 : 2);
      }
    });
  });

  describe.runIf(run)('given a refresh token', () => {
    it('rotates it: new tokens, and the old one can no longer be used', async () => {
      const tokens = await signIn(h, 'admin@paperlight.test');
      const rotated = await postJson(h, '/api/auth/refresh-token', { refresh_token: tokens.refresh_token });
      expect(rotated.status).toBe(200);
      const body = rotated.body as { access_token: string; refresh_token: string; expires_in: number; user: Record<string, unknown> };
      expect(body.refresh_token).not.toBe(tokens.refresh_token);
      expect(body.user).toMatchObject({ email: 'admin@paperlight.test', isAdmin: true });
      expect((await verifyToken(body.access_token)).payload.sub).toBe(tokens.user.id);

      const next = await postJson(h, '/api/auth/refresh-token', { refresh_token: body.refresh_token });
      expect(next.status).toBe(200);
    });

    it('answers a token rotated moments ago with the same successor (grace window), so concurrent refreshes never sign out', async () => {
      const tokens = await signIn(h, 'notrial@paperlight.test');
      const answers = await Promise.all(
        Array.from({ length: 100 }, () => postJson(h, '/api/auth/refresh-token', { refresh_token: tokens.refresh_token })),
      );
      expect(answers.filter((a) => a.status !== 200)).toHaveLength(0);
      const successors = new Set(answers.map((a) => a.body!.refresh_token));
      expect(successors.size).toBe(1);
      const [successor] = [...successors] as string[];
      expect(successor).not.toBe(tokens.refresh_token);
      expect((await postJson(h, '/api/auth/refresh-token', { refresh_token: successor })).status).toBe(200);
    });

    it('revokes the whole family when a used token is presented again after the grace window', async () => {
      const tokens = await signIn(h, 'sales@paperlight.test');
      const rotated = await postJson(h, '/api/auth/refresh-token', { refresh_token: tokens.refresh_token });
      expect(rotated.status).toBe(200);
      h.clock.offset = 31_000;
      const reuse = await postJson(h, '/api/auth/refresh-token', { refresh_token: tokens.refresh_token });
      expect(reuse.status).toBe(401);
      expect(reuse.body).toEqual({ message: 'Your session has expired. Please sign in again.', statusCode: 401 });
      const legitimate = await postJson(h, '/api/auth/refresh-token', { refresh_token: rotated.body!.refresh_token });
      expect(legitimate.status).toBe(401);
      h.clock.offset = 0;
      const db = h.test.database.db;
      const firstHash = createHash('sha256').update(tokens.refresh_token).digest('hex');
      const family = await db
        .selectFrom('refresh_tokens')
        .select('family_id')
        .where('token_hash', '=', firstHash)
        .executeTakeFirstOrThrow();
      const stored = await db
        .selectFrom('refresh_tokens')
        .select(['revoked_at', 'token_hash'])
        .where('family_id', '=', family.family_id)
        .execute();
      expect(stored.length).toBe(2);
      expect(stored.every((t) => t.revoked_at !== null)).toBe(true);
      expect(stored.map((t) => t.token_hash)).not.toContain(tokens.refresh_token);
      expect(stored.every((t) => /^[0-9a-f]{64}$/.test(t.token_hash))).toBe(true);
    });

    it('keeps the family expiry absolute: 30 days after sign-in even when rotated', async () => {
      const tokens = await signIn(h, 'tools@paperlight.test');
      h.clock.offset = 29 * DAY;
      let current = tokens.refresh_token;
      try {
        const rotated = await postJson(h, '/api/auth/refresh-token', { refresh_token: current });
        expect(rotated.status).toBe(200);
        current = rotated.body!.refresh_token as string;
        h.clock.offset = 30 * DAY + 60_000;
        const late = await postJson(h, '/api/auth/refresh-token', { refresh_token: current });
        expect(late.status).toBe(401);
      } finally {
        h.clock.offset = 0;
      }
    });

    it('answers 401 for an unknown token', async () => {
      const result = await postJson(h, '/api/auth/refresh-token', { refresh_token: 'not-a-token' });
      expect(result.status).toBe(401);
      expect(result.body?.statusCode).toBe(401);
    });

    it('revoke answers 204 and ends the family', async () => {
      const tokens = await signIn(h, 'trial2@paperlight.test');
      const rotated = await postJson(h, '/api/auth/refresh-token', { refresh_token: tokens.refresh_token });
      const revoked = await postJson(h, '/api/auth/revoke', { refresh_token: rotated.body!.refresh_token });
      expect(revoked.status).toBe(204);
      expect((await postJson(h, '/api/auth/refresh-token', { refresh_token: rotated.body!.refresh_token })).status).toBe(401);
      expect((await postJson(h, '/api/auth/revoke', { refresh_token: 'unknown' })).status).toBe(204);
    });
  });

  describe.runIf(run)('given a guest', () => {
    const deviceId = '3f0c6c1e-2a4b-4c8d-9e0f-1a2b3c4d5e6f';

    it('issues a guest token for the x-device-id header', async () => {
      const result = await postJson(h, '/api/guest-token', {}, { 'x-device-id': deviceId });
      expect(result.status).toBe(200);
      const { payload } = await verifyToken(result.body!.token as string);
      expect(payload).toMatchObject({ sub: `guest:${deviceId}`, isGuest: true, deviceId, isAdmin: false, isFreeTrailActive: null });
      expect(payload.exp! - payload.iat!).toBeLessThanOrEqual(900);
      expect(decodeProtectedHeader(result.body!.token as string).kid).toBeTruthy();
    });

    it('reads the device-id cookie, with an empty body', async () => {
      const response = await fetch(`${h.base}/api/guest-token`, { method: 'POST', headers: { cookie: `device-id=${deviceId}` } });
      expect(response.status).toBe(200);
      const { token } = (await response.json()) as { token: string };
      expect((await verifyToken(token)).payload.sub).toBe(`guest:${deviceId}`);
    });

    it.each(['', 'not-a-uuid', `${deviceId}x`])('refuses device id %j', async (id) => {
      const result = await postJson(h, '/api/guest-token', {}, id ? { 'x-device-id': id } : {});
      expect(result.status).toBe(400);
      expect(result.body).toEqual({ message: 'A valid device id is required.', statusCode: 400 });
    });
  });

  describe.runIf(run)('given the site calls /api from the browser', () => {
    it('allows its origin with credentials and no other', async () => {
      const preflight = (origin: string) =>
        fetch(`${h.base}/api/auth/refresh-token`, {
          method: 'OPTIONS',
          headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
        });
      const site = await preflight(SITE_URL);
      expect(site.headers.get('access-control-allow-origin')).toBe(SITE_URL);
      expect(site.headers.get('access-control-allow-credentials')).toBe('true');
      const other = await preflight('https://evil.example');
      expect(other.headers.get('access-control-allow-origin')).not.toBe('https://evil.example');
    });
  });

  describe.runIf(run)('given several instances on one database', () => {
    it('they share the signing key, so any instance verifies any token', async () => {
      const { buildSsoServer } = await import('./server');
      const second = await buildSsoServer({
        database: h.test.database,
        ssoUrl: 'http://sso.test',
        siteUrl: SITE_URL,
        signingKeySecret: SIGNING_KEY_SECRET,
        mailer: createMailer({ dataDir: h.test.dataDir ?? tmpdir() }),
      });
      try {
        const jwks = await second.inject({ url: '/.well-known/jwks.json' });
        const ours = await fetch(`${h.base}/.well-known/jwks.json`).then((r) => r.json());
        expect(jwks.json()).toEqual(ours);
        expect((ours as { keys: unknown[] }).keys).toHaveLength(1);
      } finally {
        await second.close();
      }
    });
  });
});

it('uses the site callback for codes', () => {
  expect(CALLBACK.startsWith(`${SITE_URL}/`)).toBe(true);
});

describe('given a foreign page listed in EMBED_ORIGINS (decision 0072)', () => {
  const JOURNAL = 'https://journal.example.org';
  let h: Harness;
  beforeAll(async () => {
    h = await startSso('sqlite', { embedOrigins: [JOURNAL] });
  });
  afterAll(async () => {
    await h?.close();
  });
  const preflight = (path: string, origin: string) =>
    fetch(`${h.base}${path}`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'x-device-id' },
    });

  it('lets it ask for a guest token with the device id in a header, without credentials', async () => {
    const allowed = await preflight('/api/guest-token', JOURNAL);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(JOURNAL);
    expect(allowed.headers.get('access-control-allow-headers')).toContain('x-device-id');
    expect(allowed.headers.get('access-control-allow-credentials')).toBeNull();
    const result = await postJson(h, '/api/guest-token', {}, { origin: JOURNAL, 'x-device-id': crypto.randomUUID() });
    expect(result.status).toBe(200);
    expect(result.headers.get('access-control-allow-origin')).toBe(JOURNAL);
    expect(typeof result.body!.token).toBe('string');
  });

  it('admits it nowhere else, and admits no other foreign origin at all', async () => {
    const refresh = await preflight('/api/auth/refresh-token', JOURNAL);
    expect(refresh.headers.get('access-control-allow-origin')).not.toBe(JOURNAL);
    const other = await preflight('/api/guest-token', 'https://evil.example');
    expect(other.headers.get('access-control-allow-origin')).not.toBe('https://evil.example');
    const site = await preflight('/api/guest-token', SITE_URL);
    expect(site.headers.get('access-control-allow-origin')).toBe(SITE_URL);
    expect(site.headers.get('access-control-allow-credentials')).toBe('true');
  });
});
