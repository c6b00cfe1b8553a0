import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import fastifyCors from '@fastify/cors';
import fastifyFormbody from '@fastify/formbody';
import fastifyRateLimit from '@fastify/rate-limit';
import { hash, verify } from '@node-rs/argon2';
import { createEmailToken, endSessions, forwardedClientAddress, isBusyError, migrateToLatest, recordSecurityEvent, sha256Hex, trialEndFor } from '@paperlight/db';
import type { Database, EmailToken, SecurityEventInput, User } from '@paperlight/db';
import { alreadyRegisteredMail, passwordResetMail, RESET_TTL_MINUTES, SIGNUP_TTL_HOURS, signupConfirmMail } from '@paperlight/mail';
import type { Mailer } from '@paperlight/mail';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { Redis } from 'ioredis';
import * as v from 'valibot';
import { parseAuthRequest, registeredRedirects, trimUrl } from './auth-request';
import type { AuthRequest } from './auth-request';
import { stylesheetHash } from './html';
import { loadSigningKeys } from './keys';
import {
  busyPage,
  confirmEmailPage,
  forbiddenPage,
  forgotPasswordPage,
  invalidLinkPage,
  linkExpiredPage,
  loginPage,
  logoutConfirmPage,
  passwordChangedPage,
  resetPasswordPage,
  resetSentPage,
  signedOutPage,
  signupPage,
  signupSentPage,
  tooManyRequestsPage,
} from './pages';
import type { FormError } from './pages';
import { checkPassword } from './passwords';
import {
  defaultThrottle,
  DEVICE_COOKIE,
  deviceCookieValue,
  deviceNonceFor,
  creditSuccess,
  reserveAttempt,
  resetFailures,
  throttleKeys,
  waitMessage,
} from './throttle';
import type { DelayPolicy, ThrottleOptions } from './throttle';
import {
  AuthError,
  SESSION_COOKIE_SECONDS,
  checkSession,
  createAuthCode,
  createSession,
  endSession,
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

/** Requests one client address may make per window (fixed windows, shared through Redis when set). */
export interface RateLimits {
  /** @default 60 a minute */
  guestToken: { max: number; windowMs: number };
  /** @default 10 in 10 minutes */
  signup: { max: number; windowMs: number };
  /** @default 60 a minute (sign-in attempts are also slowed per account, see ThrottleOptions) */
  login: { max: number; windowMs: number };
  /** @default 5 in 10 minutes per address; at most 3 reset mails an hour per account */
  reset: { max: number; windowMs: number; mailsPerAccountPerHour: number };
}

export const defaultRateLimits: RateLimits = {
  guestToken: { max: 60, windowMs: 60_000 },
  signup: { max: 10, windowMs: 10 * 60_000 },
  login: { max: 60, windowMs: 60_000 },
  reset: { max: 5, windowMs: 10 * 60_000, mailsPerAccountPerHour: 3 },
};

export interface SsoServerOptions {
  /** An open database; it is migrated on start (seeding is the caller's choice). */
  database: Database;
  /** This server's public address; the `iss` of every token. @example 'http://localhost:4100' */
  ssoUrl: string;
  /** The only site that may receive codes and call /api with credentials. @example 'http://localhost:3000' */
  siteUrl: string;
  /** Encrypts the token signing keys at rest; kept outside the database (env or DATA_DIR/secrets.json). */
  signingKeySecret: string;
  /** Sends password-reset and sign-up mail. */
  mailer: Mailer;
  /** Lets the site forward the visitor's address (decision 0032); unset: only the peer address counts. */
  internalSecret?: string;
  /** Fastify's pino logger options; `false` in tests. @default false */
  logger?: FastifyServerOptions['logger'];
  /** Reverse-proxy hops in front of this service (TRUST_PROXY); 0 believes no X-Forwarded-For. @default 0 */
  trustProxy?: number;
  /**
   * Foreign pages allowed to ask for a guest token from a browser (EMBED_ORIGINS, decision 0072),
   * without credentials: the device id travels in a header, never a cookie. @default []
   */
  embedOrigins?: string[];
  /** Shares rate-limit counters between instances. */
  redisUrl?: string;
  /** Key prefix in Redis. @default 'pl-sso-rl:' */
  redisPrefix?: string;
  /** Clock for expiries and throttling. @default () => new Date() */
  now?: () => Date;
  throttle?: Partial<ThrottleOptions>;
  rateLimits?: Partial<RateLimits>;
  /** @default 30000 (RFC 9700 §4.14.2 grace window) */
  refreshGraceMs?: number;
  /** The strength meter's script (built to dist/password-meter.js); without it the pages work unmetered. */
  passwordMeterJs?: () => Promise<string | null>;
  /** How often signing keys are re-read, so a rotation reaches every instance. @default 60000 */
  keyReloadMs?: number;
}

export const SESSION_COOKIE = 'pl_sso_session';
const DEVICE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DEVICE_COOKIE_SECONDS = 365 * 24 * 60 * 60;

const CodeExchange = v.object({
  code: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  code_verifier: v.pipe(v.string(), v.regex(/^[A-Za-z0-9._~-]{43,128}$/)),
  redirect_uri: v.pipe(v.string(), v.minLength(1), v.maxLength(2000)),
});
const RefreshBody = v.object({ refresh_token: v.pipe(v.string(), v.minLength(1), v.maxLength(200)) });
const SignupPayload = v.object({ name: v.string(), passwordHash: v.string() });

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
 * const app = await buildSsoServer({ database, ssoUrl, siteUrl, signingKeySecret, mailer });
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
  const limits: RateLimits = { ...defaultRateLimits, ...options.rateLimits };
  const secureCookies = ssoUrl.startsWith('https:');
  const { mailer } = options;

  await migrateToLatest(db);
  const ctx: TokenContext = {
    db,
    keys: await loadSigningKeys(db, options.signingKeySecret, now()),
    issuer: ssoUrl,
    now,
    ...(options.refreshGraceMs !== undefined ? { refreshGraceMs: options.refreshGraceMs } : {}),
  };
  // Unknown emails still cost one argon2 verify, so response time does not reveal who has an account.
  const dummyHash = await hash(randomUUID());
  // Binds device cookies to this deployment without another secret to distribute.
  const deviceSecret = sha256Hex(`device-cookie:${options.signingKeySecret}`);

  const hops = options.trustProxy ?? 0;
  const app = Fastify({
    logger: options.logger ?? false,
    // Exactly `hops` proxies are believed: the address they saw is the client's (decision 0032).
    trustProxy: hops > 0 ? (_address: string, hop: number) => hop < hops : false,
    bodyLimit: 64 * 1024,
    genReqId: () => randomUUID(),
  });

  /** The one client address every limit uses: forwarded by the site (with the internal key), else the peer (TRUST_PROXY hops). */
  const clientAddress = (request: FastifyRequest) => forwardedClientAddress(request.headers, options.internalSecret) ?? request.ip;
  /** One entry of the security event log (decision 0110), from the request's client address, by this server's clock. */
  const logEvent = (request: FastifyRequest, event: Omit<SecurityEventInput, 'at' | 'address'>) =>
    recordSecurityEvent(db, { ...event, address: clientAddress(request), at: now() });

  const reload = setInterval(() => {
    loadSigningKeys(db, options.signingKeySecret, now()).then(
      (keys) => {
        ctx.keys = keys;
      },
      (error: unknown) => app.log.error({ err: error }, 'could not reload signing keys'),
    );
  }, options.keyReloadMs ?? 60_000);
  reload.unref();

  const redis = options.redisUrl ? new Redis(options.redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1, enableOfflineQueue: false }) : null;
  app.addHook('onClose', async () => {
    clearInterval(reload);
    if (redis) await redis.quit().catch(() => undefined);
  });

  await app.register(fastifyCookie);
  await app.register(fastifyFormbody);
  await app.register(fastifyRateLimit, {
    global: false,
    keyGenerator: clientAddress,
    ...(redis ? { redis, nameSpace: options.redisPrefix ?? 'pl-sso-rl:' } : {}),
    // A limit shared through Redis must not take sign-in down with it when Redis is away.
    skipOnError: true,
    errorResponseBuilder: (_request, context) =>
      Object.assign(new Error(`Too many requests. Please try again in ${context.after}.`), { statusCode: 429 }),
  });
  const limit = ({ max, windowMs }: { max: number; windowMs: number }) => ({ config: { rateLimit: { max, timeWindow: windowMs } } });

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
    // The password strength meter (/assets/password-meter.js); no inline script anywhere.
    "script-src 'self'",
    // Chrome applies form-action to the redirect after a post, which goes to the site.
    `form-action 'self' ${siteOrigin}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    // HSTS when the public address is https, or a believed proxy says the visitor came over https.
    if (secureCookies || (hops > 0 && request.protocol === 'https')) reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    // same-origin, not no-referrer: with no-referrer Chrome sends `Origin: null` on our own form posts.
    reply.header('Referrer-Policy', 'same-origin');
    reply.header('Content-Security-Policy', csp);
    reply.header('X-Frame-Options', 'DENY');
    if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
    return payload;
  });

  const isPage = (request: FastifyRequest) => !request.url.startsWith('/api/') && !request.url.startsWith('/.well-known/');
  app.setErrorHandler((error: { statusCode?: number; message: string }, request, reply) => {
    if (isBusyError(error)) {
      // A locked database: answer at once and let the client try again, instead of a 500.
      request.log.warn({ err: error }, 'database busy');
      reply.header('Retry-After', '1');
      if (isPage(request)) return reply.status(503).type('text/html; charset=utf-8').send(busyPage(siteUrl));
      return reply.status(503).send({ message: 'Service busy. Please try again shortly.', statusCode: 503 });
    }
    const statusCode = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (statusCode >= 500) request.log.error({ err: error }, 'request failed');
    const message = statusCode >= 500 ? 'Internal Server Error' : error.message;
    if (statusCode === 429 && isPage(request)) {
      return reply.status(429).type('text/html; charset=utf-8').send(tooManyRequestsPage(siteUrl, message));
    }
    return reply.status(statusCode).send({ message, statusCode });
  });
  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ message: 'Not Found', statusCode: 404 }));

  const sendPage = (reply: FastifyReply, status: number, body: string) =>
    reply.status(status).type('text/html; charset=utf-8').send(body);

  const cookieOptions = { path: '/', httpOnly: true, sameSite: 'lax', secure: secureCookies } as const;

  /** Starts a server-side sso session and sets the cookie that refers to it. */
  const startSsoSession = async (reply: FastifyReply, user: User) => {
    const sessionId = await createSession(ctx, user.id, 'sso', SESSION_COOKIE_SECONDS * 1000);
    reply.setCookie(SESSION_COOKIE, await signSessionCookie(ctx, user.id, sessionId), { ...cookieOptions, maxAge: SESSION_COOKIE_SECONDS });
  };

  /** Mail is sent after the answer, so a new and a known address take the same time (no enumeration). */
  const sendLater = (request: FastifyRequest, what: string, send: () => Promise<void>) => {
    send().catch((error: unknown) => request.log.error({ err: error, event: 'mail_failed', what }, 'could not send mail'));
  };

  /**
   * After sign-in (a password, a confirmed sign-up, or the sso cookie answering with a code):
   * records the time for /administration/users, then a code for the site, or the site's own
   * login start when it sent no request.
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
    return ctx.keys.jwks;
  });

  app.get('/assets/password-meter.js', async (_request, reply) => {
    const script = options.passwordMeterJs ? await options.passwordMeterJs() : null;
    if (!script) return reply.status(404).send({ message: 'Not Found', statusCode: 404 });
    reply.header('Cache-Control', 'public, max-age=3600');
    return reply.type('text/javascript; charset=utf-8').send(script);
  });

  app.get('/login', async (request, reply) => {
    const authRequest = parseAuthRequest(request.query as Record<string, unknown>, siteUrl);
    if (!authRequest) return sendPage(reply, 400, invalidLinkPage(siteUrl));
    const signedIn = authRequest.redirectUri ? await readSessionCookie(ctx, request.cookies[SESSION_COOKIE]) : null;
    if (signedIn) return completeSignIn(reply, signedIn.user, authRequest);
    return sendPage(reply, 200, loginPage({ siteUrl, request: authRequest }));
  });

  // The flood limit is checked once the form is read, so a browser that signed in to this account
  // before (device cookie) is never refused with the attacker sharing its address.
  const knownDevice = (request: FastifyRequest) => {
    const email = normaliseEmail(first((request.body as Record<string, unknown> | undefined)?.email));
    return email !== null && deviceNonceFor(deviceSecret, email, request.cookies[DEVICE_COOKIE]) !== null;
  };
  app.post('/login', { config: { rateLimit: { max: limits.login.max, timeWindow: limits.login.windowMs, hook: 'preHandler', allowList: knownDevice } } }, async (request, reply) => {
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

    const keys = throttleKeys(email!, clientAddress(request), deviceNonceFor(deviceSecret, email!, request.cookies[DEVICE_COOKIE]));
    // The attempt is counted before the password is hashed, so parallel posts cannot outrun the delays.
    const reservation = await reserveAttempt(db, keys, throttle, now());
    if (reservation.waitMs > 0) {
      await logEvent(request, { kind: 'sign-in', outcome: 'refused', actorEmail: email, detail: { reason: 'throttled' } });
      reply.header('Retry-After', String(Math.ceil(reservation.waitMs / 1000)));
      return show(429, [{ message: waitMessage(reservation.waitMs) }]);
    }

    const user = await db.selectFrom('users').selectAll().where('email', '=', email!).executeTakeFirst();
    const valid =
      password.length <= MAX_PASSWORD &&
      (await verify(user?.password_hash ?? dummyHash, password).catch(() => false)) &&
      user !== undefined;
    if (!valid || !user) {
      await logEvent(request, { kind: 'sign-in', outcome: 'failure', actorEmail: email, subjectId: user?.id ?? null, detail: { reason: 'wrong-credentials' } });
      request.log.info({ event: 'login_failed' }, 'login failed');
      return show(401, [{ message: messages.wrongCredentials }]);
    }
    await creditSuccess(db, keys, reservation.reserved, throttle);
    // The right password of a suspended account says so: only its owner can see this.
    if (user.status !== 'active') await logEvent(request, { kind: 'sign-in', outcome: 'refused', actorId: user.id, actorEmail: user.email, detail: { reason: 'suspended' } });
    if (user.status !== 'active') return show(403, [{ message: 'This account is suspended. Please contact Paperlight support.' }]);
    await startSsoSession(reply, user);
    reply.setCookie(DEVICE_COOKIE, deviceCookieValue(deviceSecret, email!, randomBytes(18).toString('base64url')), {
      ...cookieOptions,
      maxAge: DEVICE_COOKIE_SECONDS,
    });
    await logEvent(request, { kind: 'sign-in', outcome: 'success', actorId: user.id, actorEmail: user.email });
    request.log.info({ event: 'login', userId: user.id }, 'signed in');
    return completeSignIn(reply, user, authRequest);
  });

  app.get('/signup', async (request, reply) => {
    const authRequest = parseAuthRequest(request.query as Record<string, unknown>, siteUrl);
    if (!authRequest) return sendPage(reply, 400, invalidLinkPage(siteUrl));
    return sendPage(reply, 200, signupPage({ siteUrl, request: authRequest }));
  });

  /**
   * Always the same answer ("check your email"): a new address gets a confirmation link (the account
   * is created when it is followed), a known one a note that it already has an account.
   */
  app.post('/signup', limit(limits.signup), async (request, reply) => {
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
    // Hashed whether or not the address is known, so both answers take the same time.
    const passwordHash = await hash(input.password);
    const existing = await db.selectFrom('users').select('id').where('email', '=', input.email).executeTakeFirst();
    if (existing) {
      sendLater(request, 'already-registered', () =>
        mailer.send(alreadyRegisteredMail({ to: input.email, loginLink: `${siteUrl}/auth/login`, resetLink: `${ssoUrl}/forgot-password` })),
      );
    } else {
      const token = await createEmailToken(db, {
        kind: 'signup',
        email: input.email,
        userId: null,
        payload: { name: input.name, passwordHash },
        ttlMs: SIGNUP_TTL_HOURS * 60 * 60_000,
        now: now(),
      });
      sendLater(request, 'signup', () =>
        mailer.send(signupConfirmMail({ to: input.email, name: input.name, link: `${ssoUrl}/verify-email?token=${token}` })),
      );
    }
    request.log.info({ event: 'signup_requested' }, 'sign-up requested');
    return sendPage(reply, 200, signupSentPage(siteUrl, input.email));
  });

  /** An unused, unexpired emailed token of `kind`, else null. */
  const findEmailToken = async (kind: EmailToken['kind'], token: string): Promise<EmailToken | null> => {
    if (!token || token.length > 100) return null;
    const row = await db.selectFrom('email_tokens').selectAll().where('token_hash', '=', sha256Hex(token)).where('kind', '=', kind).executeTakeFirst();
    if (!row || row.used_at || row.expires_at <= now().toISOString()) return null;
    return row;
  };
  /** Uses the token up; false when another request did first. */
  const spendEmailToken = async (row: EmailToken) => {
    const at = now().toISOString();
    const spent = await db
      .updateTable('email_tokens')
      .set({ used_at: at })
      .where('token_hash', '=', row.token_hash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', at)
      .executeTakeFirst();
    return Number(spent.numUpdatedRows) === 1;
  };

  app.get('/verify-email', async (request, reply) => {
    const token = first((request.query as Record<string, unknown>).token);
    const row = await findEmailToken('signup', token);
    if (!row) return sendPage(reply, 410, linkExpiredPage(siteUrl, 'signup'));
    return sendPage(reply, 200, confirmEmailPage(siteUrl, token, row.email));
  });

  app.post('/verify-email', async (request, reply) => {
    if (fromForeignOrigin(request)) return sendPage(reply, 403, forbiddenPage(siteUrl));
    const token = first((request.body as Record<string, unknown> | undefined)?.token);
    const row = await findEmailToken('signup', token);
    const payload = row ? v.safeParse(SignupPayload, JSON.parse(row.payload ?? 'null')) : null;
    if (!row || !payload?.success || !(await spendEmailToken(row))) return sendPage(reply, 410, linkExpiredPage(siteUrl, 'signup'));
    const createdAt = now();
    const user: User = {
      id: randomUUID(),
      name: payload.output.name,
      email: row.email,
      password_hash: payload.output.passwordHash,
      is_admin: 0,
      is_sales: 0,
      is_tool_admin: 0,
      // The trial starts when the account does (decision 0006).
      trial_end_date: trialEndFor(createdAt).toISOString(),
      created_at: createdAt.toISOString(),
      last_sign_in_at: null,
      status: 'active',
      email_verified_at: createdAt.toISOString(),
      password_changed_at: createdAt.toISOString(),
    };
    try {
      await db.insertInto('users').values(user).execute();
    } catch (error) {
      // Two confirmation links for one address: the first one followed made the account.
      if (isUniqueViolation(error)) return sendPage(reply, 410, linkExpiredPage(siteUrl, 'signup'));
      throw error;
    }
    await startSsoSession(reply, user);
    request.log.info({ event: 'signup', userId: user.id }, 'account created');
    return completeSignIn(reply, user, { redirectUri: null, state: '', codeChallenge: '', codeChallengeMethod: '' });
  });

  app.get('/forgot-password', async (_request, reply) => sendPage(reply, 200, forgotPasswordPage({ siteUrl })));

  app.post('/forgot-password', limit(limits.reset), async (request, reply) => {
    if (fromForeignOrigin(request)) return sendPage(reply, 403, forbiddenPage(siteUrl));
    const rawEmail = first((request.body as Record<string, unknown> | undefined)?.email).trim();
    const email = normaliseEmail(rawEmail);
    if (!email) return sendPage(reply, 400, forgotPasswordPage({ siteUrl, email: rawEmail, errors: [{ field: 'email', message: messages.invalidEmail }] }));
    const user = await db.selectFrom('users').select(['id', 'email']).where('email', '=', email).executeTakeFirst();
    if (user) {
      const hourAgo = new Date(now().getTime() - 60 * 60_000).toISOString();
      const recent = await db
        .selectFrom('email_tokens')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('email', '=', email)
        .where('kind', '=', 'reset')
        .where('created_at', '>', hourAgo)
        .executeTakeFirstOrThrow();
      // Past the cap the answer stays the same; only the mail is skipped (no mail bombing).
      const mailed = Number(recent.n) < limits.reset.mailsPerAccountPerHour;
      await logEvent(request, { kind: 'password-reset.requested', outcome: mailed ? 'success' : 'refused', actorEmail: email, subjectId: user.id, detail: mailed ? null : { reason: 'mail-cap' } });
      if (mailed) {
        const token = await createEmailToken(db, { kind: 'reset', email, userId: user.id, ttlMs: RESET_TTL_MINUTES * 60_000, now: now() });
        sendLater(request, 'reset', () => mailer.send(passwordResetMail({ to: email, link: `${ssoUrl}/reset-password?token=${token}` })));
      }
    } else {
      await logEvent(request, { kind: 'password-reset.requested', outcome: 'failure', actorEmail: email, detail: { reason: 'unknown-address' } });
    }
    request.log.info({ event: 'reset_requested' }, 'password reset requested');
    return sendPage(reply, 200, resetSentPage(siteUrl, email));
  });

  app.get('/reset-password', async (request, reply) => {
    const token = first((request.query as Record<string, unknown>).token);
    const row = await findEmailToken('reset', token);
    if (!row) return sendPage(reply, 410, linkExpiredPage(siteUrl, 'reset'));
    return sendPage(reply, 200, resetPasswordPage({ siteUrl, token, email: row.email }));
  });

  /** A new password ends every session of the account and proves the address. */
  app.post('/reset-password', limit(limits.login), async (request, reply) => {
    if (fromForeignOrigin(request)) return sendPage(reply, 403, forbiddenPage(siteUrl));
    const body = (request.body ?? {}) as Record<string, unknown>;
    const token = first(body.token);
    const password = first(body.password);
    const row = await findEmailToken('reset', token);
    const user = row?.user_id ? await db.selectFrom('users').selectAll().where('id', '=', row.user_id).executeTakeFirst() : undefined;
    if (!row || !user) return sendPage(reply, 410, linkExpiredPage(siteUrl, 'reset'));
    const verdict = checkPassword(password, [user.name, user.email]);
    if (!verdict.ok) {
      return sendPage(reply, 400, resetPasswordPage({ siteUrl, token, email: row.email, errors: [{ field: 'password', message: verdict.message! }] }));
    }
    if (!(await spendEmailToken(row))) return sendPage(reply, 410, linkExpiredPage(siteUrl, 'reset'));
    const at = now();
    await db
      .updateTable('users')
      .set({ password_hash: await hash(password), password_changed_at: at.toISOString(), email_verified_at: user.email_verified_at ?? at.toISOString() })
      .where('id', '=', user.id)
      .execute();
    await endSessions(db, user.id, at);
    await resetFailures(db, throttleKeys(user.email, clientAddress(request), null));
    reply.clearCookie(SESSION_COOKIE, cookieOptions);
    await logEvent(request, { kind: 'password-reset.completed', outcome: 'success', actorId: user.id, actorEmail: user.email, detail: { sessionsEnded: true } });
    request.log.info({ event: 'password_reset', userId: user.id }, 'password changed; sessions ended');
    return sendPage(reply, 200, passwordChangedPage(siteUrl));
  });

  // Logout (issue 33): a GET changes nothing and asks; only a POST from this sso's page (token) or
  // from the site (its Origin) ends the session.
  const logoutToken = (cookie: string) => createHmac('sha256', deviceSecret).update(`logout\n${cookie}`).digest('base64url');
  const afterLogout = (value: unknown) => {
    const uri = first(value);
    // Only the address registered for after logout, exactly (no open redirect).
    return uri && uri === registeredRedirects(siteUrl).afterLogout ? uri : null;
  };

  app.get('/logout', async (request, reply) => {
    const redirectUri = afterLogout((request.query as Record<string, unknown>).redirect_uri);
    const cookie = request.cookies[SESSION_COOKIE];
    const signedIn = await readSessionCookie(ctx, cookie);
    if (!signedIn || !cookie) {
      // Nothing to end: straight back to the site.
      if (redirectUri) return reply.redirect(redirectUri, 303);
      return sendPage(reply, 200, signedOutPage(siteUrl));
    }
    return sendPage(reply, 200, logoutConfirmPage({ siteUrl, token: logoutToken(cookie), redirectUri }));
  });

  app.post('/logout', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const redirectUri = afterLogout(body.redirect_uri);
    const cookie = request.cookies[SESSION_COOKIE];
    const origin = request.headers.origin;
    const token = Buffer.from(first(body.csrf));
    const expected = cookie ? Buffer.from(logoutToken(cookie)) : null;
    const tokenOk = expected !== null && token.length === expected.length && timingSafeEqual(token, expected);
    // With an Origin: this sso or the site; without one, the token of the confirmation page.
    const allowed = origin !== undefined ? origin === siteOrigin || !fromForeignOrigin(request) : tokenOk;
    if (!allowed) return sendPage(reply, 403, forbiddenPage(siteUrl));
    const signedIn = await readSessionCookie(ctx, cookie);
    // The site's post came without the cookie (a browser that keeps it from cross-site posts): ask here instead.
    if (!cookie && origin === siteOrigin && redirectUri) return reply.redirect(`/logout?redirect_uri=${encodeURIComponent(redirectUri)}`, 303);
    // Ends the session on the server, so a copy of the cookie stops working too.
    if (signedIn) await endSession(ctx, signedIn.sessionId);
    if (signedIn) await logEvent(request, { kind: 'sign-out', outcome: 'success', actorId: signedIn.user.id, actorEmail: signedIn.user.email, detail: { session: 'sso' } });
    reply.clearCookie(SESSION_COOKIE, cookieOptions);
    if (redirectUri) return reply.redirect(redirectUri, 303);
    return sendPage(reply, 200, signedOutPage(siteUrl));
  });

  await app.register(
    async (api) => {
      const embedOrigins = options.embedOrigins ?? [];
      await api.register(fastifyCors, {
        delegator: (request, callback) => {
          // Embedders reach the guest token only; every other endpoint answers the site alone.
          const embedded = request.url.split('?')[0] === '/api/guest-token' && embedOrigins.includes(request.headers.origin ?? '');
          callback(null, {
            origin: embedded ? embedOrigins : [siteOrigin],
            credentials: !embedded,
            methods: ['GET', 'POST', 'OPTIONS'],
            allowedHeaders: ['content-type', 'authorization', 'x-device-id'],
            maxAge: 600,
          });
        },
      });

      api.post('/guest-token', limit(limits.guestToken), async (request, reply) => {
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

      /** The site asks on every request of a signed-in visitor whether the session still lives, and who they are now. */
      api.post('/auth/session', async (request, reply) => {
        const parsed = v.safeParse(RefreshBody, request.body);
        const user = parsed.success ? await checkSession(ctx, parsed.output.refresh_token) : null;
        if (!user) return reply.status(401).send({ message: invalidRefresh, statusCode: 401 });
        return { user };
      });

      api.post('/auth/revoke', async (request, reply) => {
        const parsed = v.safeParse(RefreshBody, request.body);
        const ended = parsed.success ? await revokeRefreshToken(ctx, parsed.output.refresh_token) : null;
        if (ended) await logEvent(request, { kind: 'sign-out', outcome: 'success', actorId: ended.id, actorEmail: ended.email, detail: { session: 'app' } });
        return reply.status(204).send();
      });
    },
    { prefix: '/api' },
  );

  return app;
}

export type { DelayPolicy };
