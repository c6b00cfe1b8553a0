import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import fastifyCors from '@fastify/cors';
import fastifyFormbody from '@fastify/formbody';
import { hash, verify } from '@node-rs/argon2';
import { migrateToLatest, trialEndFor } from '@paperlight/db';
import type { Database, User } from '@paperlight/db';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import * as v from 'valibot';
import { isSiteRedirect, parseAuthRequest, trimUrl } from './auth-request';
import type { AuthRequest } from './auth-request';
import { stylesheetHash } from './html';
import { loadSigningKeys } from './keys';
import { forbiddenPage, invalidLinkPage, loginPage, signedOutPage, signupPage } from './pages';
import type { FormError } from './pages';
import { defaultThrottle, emailKey, ipKey, lockedFor, lockedMessage, recordFailure, resetFailures } from './throttle';
import type { ThrottleOptions } from './throttle';
import {
  AuthError,
  SESSION_COOKIE_SECONDS,
  createAuthCode,
  exchangeCode,
  invalidRefresh,
  issueGuestToken,
  readSessionCookie,
  revokeRefreshToken,
  rotateRefreshToken,
  signSessionCookie,
} from './tokens';
import type { TokenContext } from './tokens';
import { MAX_PASSWORD, messages, normaliseEmail, validateSignup } from './validation';

export interface SsoServerOptions {
  /** An open database; it is migrated on start (seeding is the caller's choice). */
  database: Database;
  /** This server's public address; the `iss` of every token. @example 'http://localhost:4100' */
  ssoUrl: string;
  /** The only site that may receive codes and call /api with credentials. @example 'http://localhost:3000' */
  siteUrl: string;
  /** Fastify's pino logger options; `false` in tests. @default false */
  logger?: FastifyServerOptions['logger'];
  /** Trust X-Forwarded-For when behind a proxy, so throttling sees client addresses. @default false */
  trustProxy?: boolean;
  /** Clock for expiries and throttling. @default () => new Date() */
  now?: () => Date;
  throttle?: Partial<ThrottleOptions>;
}

export const SESSION_COOKIE = 'pl_sso_session';
const DEVICE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const CodeExchange = v.object({
  code: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  code_verifier: v.pipe(v.string(), v.regex(/^[A-Za-z0-9._~-]{43,128}$/)),
  redirect_uri: v.pipe(v.string(), v.minLength(1), v.maxLength(2000)),
});
const RefreshBody = v.object({ refresh_token: v.pipe(v.string(), v.minLength(1), v.maxLength(200)) });

function first(value: unknown): string {
  if (Array.isArray(value)) return first(value[0]);
  return typeof value === 'string' ? value : '';
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return e.code === '23505' || e.code === 'SQLITE_CONSTRAINT_UNIQUE' || /unique/i.test(e.message ?? '');
}

/**
 * Builds the single sign-on server (not listening). Call `listen({ port: 0 })` in tests.
 *
 * @example
 * const app = await buildSsoServer({ database, ssoUrl, siteUrl });
 * await app.listen({ port: 4100, host: '127.0.0.1' });
 */
export async function buildSsoServer(options: SsoServerOptions): Promise<FastifyInstance> {
  const { db } = options.database;
  const ssoUrl = trimUrl(options.ssoUrl);
  const siteUrl = trimUrl(options.siteUrl);
  const siteOrigin = new URL(siteUrl).origin;
  const ssoOrigin = new URL(ssoUrl).origin;
  const now = options.now ?? (() => new Date());
  const throttle: ThrottleOptions = { ...defaultThrottle, ...options.throttle };
  const secureCookies = ssoUrl.startsWith('https:');

  await migrateToLatest(db);
  const keys = await loadSigningKeys(db);
  const ctx: TokenContext = { db, keys, issuer: ssoUrl, now };
  // Unknown emails still cost one argon2 verify, so response time does not reveal who has an account.
  const dummyHash = await hash(randomUUID());

  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    bodyLimit: 64 * 1024,
    genReqId: () => randomUUID(),
  });
  await app.register(fastifyCookie);
  await app.register(fastifyFormbody);

  // Clients post JSON with an empty body (e.g. guest-token); treat it as {} instead of a 400.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch {
      done(Object.assign(new Error('Request body is not valid JSON'), { statusCode: 400 }), undefined);
    }
  });

  const csp = [
    "default-src 'none'",
    `style-src ${stylesheetHash}`,
    "img-src 'self' data:",
    // Chrome applies form-action to the redirect after a post, which goes to the site.
    `form-action 'self' ${siteOrigin}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    // same-origin, not no-referrer: with no-referrer Chrome sends `Origin: null` on our own form posts.
    reply.header('Referrer-Policy', 'same-origin');
    reply.header('Content-Security-Policy', csp);
    reply.header('X-Frame-Options', 'DENY');
    if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
    return payload;
  });

  app.setErrorHandler((error: { statusCode?: number; message: string }, request, reply) => {
    const statusCode = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (statusCode >= 500) request.log.error({ err: error }, 'request failed');
    const message = statusCode >= 500 ? 'Internal Server Error' : error.message;
    return reply.status(statusCode).send({ message, statusCode });
  });
  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ message: 'Not Found', statusCode: 404 }));

  const sendPage = (reply: FastifyReply, status: number, body: string) =>
    reply.status(status).type('text/html; charset=utf-8').send(body);

  const setSessionCookie = async (reply: FastifyReply, user: User) => {
    reply.setCookie(SESSION_COOKIE, await signSessionCookie(ctx, user.id), {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: secureCookies,
      maxAge: SESSION_COOKIE_SECONDS,
    });
  };

  /**
   * After sign-in (a password, a new account, or the sso cookie answering with a code): records the
   * time for /administration/users, then a code for the site, or the site's own login start when it
   * sent no request.
   */
  const completeSignIn = async (reply: FastifyReply, user: User, request: AuthRequest) => {
    await db.updateTable('users').set({ last_sign_in_at: now().toISOString() }).where('id', '=', user.id).execute();
    if (!request.redirectUri) return reply.redirect(`${siteUrl}/auth/login`, 303);
    const code = await createAuthCode(ctx, user.id, request.redirectUri, request.codeChallenge);
    const target = new URL(request.redirectUri);
    target.searchParams.set('code', code);
    if (request.state) target.searchParams.set('state', request.state);
    return reply.redirect(target.toString(), 303);
  };

  /** Login CSRF guard: browsers send Origin on form posts; a foreign one is refused. */
  const fromForeignOrigin = (request: FastifyRequest) => {
    const origin = request.headers.origin;
    if (origin === undefined || origin === ssoOrigin) return false;
    // Also accept the host the visitor actually used (127.0.0.1 vs localhost, a proxy's name).
    try {
      return new URL(origin).host !== request.headers.host;
    } catch {
      return true;
    }
  };

  // Browsers ask for it on every page; answering keeps 404s out of the logs.
  app.get('/favicon.ico', async (_request, reply) => reply.status(204).send());

  app.get('/health', async () => ({ status: 'ok', service: 'sso' }));

  app.get('/.well-known/jwks.json', async (_request, reply) => {
    reply.header('Cache-Control', 'public, max-age=300');
    reply.header('Access-Control-Allow-Origin', '*');
    return keys.jwks;
  });

  app.get('/login', async (request, reply) => {
    const authRequest = parseAuthRequest(request.query as Record<string, unknown>, siteUrl);
    if (!authRequest) return sendPage(reply, 400, invalidLinkPage(siteUrl));
    const signedIn = authRequest.redirectUri
      ? await readSessionCookie(ctx, request.cookies[SESSION_COOKIE])
      : null;
    if (signedIn) return completeSignIn(reply, signedIn, authRequest);
    return sendPage(reply, 200, loginPage({ siteUrl, request: authRequest }));
  });

  app.post('/login', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const authRequest = parseAuthRequest(body, siteUrl);
    if (!authRequest) return sendPage(reply, 400, invalidLinkPage(siteUrl));
    if (fromForeignOrigin(request)) return sendPage(reply, 403, forbiddenPage(siteUrl));
    const rawEmail = first(body.email).trim();
    const password = first(body.password);
    const email = normaliseEmail(rawEmail);
    const show = (status: number, errors: FormError[]) =>
      sendPage(reply, status, loginPage({ siteUrl, request: authRequest, values: { email: rawEmail }, errors }));

    const fieldErrors: FormError[] = [];
    if (!email) fieldErrors.push({ field: 'email', message: messages.invalidEmail });
    if (!password) fieldErrors.push({ field: 'password', message: messages.passwordRequired });
    if (fieldErrors.length > 0) return show(400, fieldErrors);

    const keysToCheck = [emailKey(email!), ipKey(request.ip)];
    const locked = await lockedFor(db, keysToCheck, now());
    if (locked > 0) return show(429, [{ message: lockedMessage(locked) }]);

    const user = await db.selectFrom('users').selectAll().where('email', '=', email!).executeTakeFirst();
    const valid =
      password.length <= MAX_PASSWORD &&
      (await verify(user?.password_hash ?? dummyHash, password).catch(() => false)) &&
      user !== undefined;
    if (!valid || !user) {
      await recordFailure(db, emailKey(email!), throttle.maxFailuresPerEmail, throttle, now());
      await recordFailure(db, ipKey(request.ip), throttle.maxFailuresPerIp, throttle, now());
      request.log.info({ event: 'login_failed' }, 'login failed');
      const lockedNow = await lockedFor(db, keysToCheck, now());
      if (lockedNow > 0) return show(429, [{ message: lockedMessage(lockedNow) }]);
      return show(401, [{ message: messages.wrongCredentials }]);
    }
    await resetFailures(db, emailKey(email!));
    await setSessionCookie(reply, user);
    request.log.info({ event: 'login', userId: user.id }, 'signed in');
    return completeSignIn(reply, user, authRequest);
  });

  app.get('/signup', async (request, reply) => {
    const authRequest = parseAuthRequest(request.query as Record<string, unknown>, siteUrl);
    if (!authRequest) return sendPage(reply, 400, invalidLinkPage(siteUrl));
    return sendPage(reply, 200, signupPage({ siteUrl, request: authRequest }));
  });

  app.post('/signup', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const authRequest = parseAuthRequest(body, siteUrl);
    if (!authRequest) return sendPage(reply, 400, invalidLinkPage(siteUrl));
    if (fromForeignOrigin(request)) return sendPage(reply, 403, forbiddenPage(siteUrl));
    const result = validateSignup(body);
    if ('errors' in result) {
      return sendPage(
        reply,
        400,
        signupPage({ siteUrl, request: authRequest, values: { name: result.name, email: result.email }, errors: result.errors }),
      );
    }
    const { input } = result;
    const taken = () =>
      sendPage(
        reply,
        409,
        signupPage({
          siteUrl,
          request: authRequest,
          values: { name: input.name, email: input.email },
          errors: [{ field: 'email', message: messages.emailTaken }],
        }),
      );
    const existing = await db.selectFrom('users').select('id').where('email', '=', input.email).executeTakeFirst();
    if (existing) return taken();
    const createdAt = now();
    const user: User = {
      id: randomUUID(),
      name: input.name,
      email: input.email,
      password_hash: await hash(input.password),
      is_admin: 0,
      is_sales: 0,
      is_tool_admin: 0,
      trial_end_date: trialEndFor(createdAt).toISOString(),
      created_at: createdAt.toISOString(),
      last_sign_in_at: null,
    };
    try {
      await db.insertInto('users').values(user).execute();
    } catch (error) {
      if (isUniqueViolation(error)) return taken();
      throw error;
    }
    await setSessionCookie(reply, user);
    request.log.info({ event: 'signup', userId: user.id }, 'account created');
    return completeSignIn(reply, user, authRequest);
  });

  app.get('/logout', async (request, reply) => {
    reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: secureCookies });
    const redirectUri = first((request.query as Record<string, unknown>).redirect_uri);
    if (redirectUri && isSiteRedirect(redirectUri, siteUrl)) return reply.redirect(redirectUri, 303);
    return sendPage(reply, 200, signedOutPage(siteUrl));
  });

  await app.register(
    async (api) => {
      await api.register(fastifyCors, {
        origin: siteOrigin,
        credentials: true,
        methods: ['GET', 'POST', 'OPTIONS'],
        allowedHeaders: ['content-type', 'authorization', 'x-device-id'],
        maxAge: 600,
      });

      api.post('/guest-token', async (request, reply) => {
        const header = first(request.headers['x-device-id']);
        const deviceId = header || request.cookies['device-id'] || '';
        if (!DEVICE_ID.test(deviceId)) {
          return reply.status(400).send({ message: 'A valid device id is required.', statusCode: 400 });
        }
        return { token: await issueGuestToken(ctx, deviceId) };
      });

      api.post('/auth/token', async (request, reply) => {
        const parsed = v.safeParse(CodeExchange, request.body);
        if (!parsed.success) return reply.status(400).send({ message: 'Invalid request', statusCode: 400 });
        try {
          const response = await exchangeCode(ctx, {
            code: parsed.output.code,
            codeVerifier: parsed.output.code_verifier,
            redirectUri: parsed.output.redirect_uri,
          });
          request.log.info({ event: 'code_exchanged', userId: response.user.id }, 'code exchanged');
          return response;
        } catch (error) {
          if (error instanceof AuthError) {
            return reply.status(error.statusCode).send({ message: error.message, statusCode: error.statusCode });
          }
          throw error;
        }
      });

      api.post('/auth/refresh-token', async (request, reply) => {
        const parsed = v.safeParse(RefreshBody, request.body);
        if (!parsed.success) return reply.status(401).send({ message: invalidRefresh, statusCode: 401 });
        const result = await rotateRefreshToken(ctx, parsed.output.refresh_token);
        if (result && 'response' in result) return result.response;
        if (result) request.log.warn({ event: 'refresh_reuse', familyId: result.familyId }, 'refresh token reused; family revoked');
        return reply.status(401).send({ message: invalidRefresh, statusCode: 401 });
      });

      api.post('/auth/revoke', async (request, reply) => {
        const parsed = v.safeParse(RefreshBody, request.body);
        if (parsed.success) await revokeRefreshToken(ctx, parsed.output.refresh_token);
        return reply.status(204).send();
      });
    },
    { prefix: '/api' },
  );

  return app;
}
