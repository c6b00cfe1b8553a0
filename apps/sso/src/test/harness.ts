import { createHash, randomBytes } from 'node:crypto';
import { migrateToLatest, seed } from '@paperlight/db';
import { createTestDatabase } from '@paperlight/db/testing';
import type { TestDatabase } from '@paperlight/db/testing';
import { createMailer } from '@paperlight/mail';
import { startTestSmtpServer } from '@paperlight/mail/testing';
import type { TestSmtpServer } from '@paperlight/mail/testing';
import type { FastifyInstance } from 'fastify';
import { buildSsoServer } from '../server';
import type { SsoServerOptions } from '../server';

export const SITE_URL = 'http://site.test';
export const CALLBACK = `${SITE_URL}/auth/callback`;
export const DEMO_PASSWORD = 'Paperlight-demo-2026';
export const SIGNING_KEY_SECRET = 'test-signing-key-secret-0123456789abcdef';
export const INTERNAL_SECRET = 'test-internal-secret-0123456789abcdefghij';

/** The first link to this sso in a mail. */
export function linkIn(text: string): URL {
  const match = /http:\/\/sso\.test\/[^\s"<>]+/.exec(text);
  if (!match) throw new Error(`no sso link in: ${text}`);
  return new URL(match[0]);
}

/** Makes the request from the sso's own origin through the harness address. */
export function path(url: URL): string {
  return `${url.pathname}${url.search}`;
}

/** A real sso on an ephemeral port with its own seeded database and a clock tests can move. */
export interface Harness {
  app: FastifyInstance;
  base: string;
  test: TestDatabase;
  /** Milliseconds added to the real clock; `frozen` stops it at that epoch ms (plus the offset). */
  clock: { offset: number; frozen?: number };
  /** A real SMTP server receiving this sso's mail. */
  smtp: TestSmtpServer;
  close(): Promise<void>;
}

export async function startSso(dialect: 'sqlite' | 'postgres', overrides: Partial<SsoServerOptions> = {}): Promise<Harness> {
  const test = await createTestDatabase(dialect);
  await migrateToLatest(test.database.db);
  await seed(test.database.db);
  const clock: Harness['clock'] = { offset: 0 };
  const smtp = await startTestSmtpServer();
  // The real address is known only after listen; tokens use this issuer.
  const app = await buildSsoServer({
    database: test.database,
    ssoUrl: 'http://sso.test',
    siteUrl: SITE_URL,
    signingKeySecret: SIGNING_KEY_SECRET,
    internalSecret: INTERNAL_SECRET,
    mailer: createMailer({ smtpUrl: smtp.url, dataDir: '/nonexistent' }),
    // Lets each throttling test act from its own client address (X-Forwarded-For, one proxy hop).
    trustProxy: 1,
    now: () => new Date((clock.frozen ?? Date.now()) + clock.offset),
    ...overrides,
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    base: address,
    test,
    clock,
    smtp,
    async close() {
      await app.close();
      await smtp.close();
      await test.cleanup();
    },
  };
}

export function pkce(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export function authQuery(challenge: string, state = 'xyz', redirectUri = CALLBACK): Record<string, string> {
  return { redirect_uri: redirectUri, state, code_challenge: challenge, code_challenge_method: 'S256' };
}

export function randomIp(): string {
  const b = randomBytes(3);
  return `10.${b[0]}.${b[1]}.${b[2]}`;
}

export async function postForm(
  h: Harness,
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${h.base}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

export async function postJson(h: Harness, path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${h.base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? (JSON.parse(text) as Record<string, unknown>) : null };
}

/** Signs in through the form and returns the code from the redirect. */
export async function loginForCode(
  h: Harness,
  email: string,
  password = DEMO_PASSWORD,
): Promise<{ code: string; verifier: string; response: Response }> {
  const { verifier, challenge } = pkce();
  const response = await postForm(h, '/login', { email, password, ...authQuery(challenge) }, { 'x-forwarded-for': randomIp() });
  if (response.status !== 303) throw new Error(`login for ${email} answered ${response.status}`);
  const location = new URL(response.headers.get('location')!);
  return { code: location.searchParams.get('code')!, verifier, response };
}

export async function exchange(h: Harness, code: string, verifier: string, redirectUri = CALLBACK) {
  return postJson(h, '/api/auth/token', { code, code_verifier: verifier, redirect_uri: redirectUri });
}

/** Signs in and exchanges the code: the tokens the site would hold. */
export async function signIn(h: Harness, email: string) {
  const { code, verifier } = await loginForCode(h, email);
  const result = await exchange(h, code, verifier);
  if (result.status !== 200) throw new Error(`exchange answered ${result.status}`);
  return result.body as { access_token: string; refresh_token: string; expires_in: number; user: Record<string, unknown> };
}

/** The `name=value` of a Set-Cookie header, for sending it back. */
export function cookieFrom(response: Response, name: string): string | undefined {
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
  return cookie?.split(';')[0];
}
