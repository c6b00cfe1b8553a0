import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyRateLimit from '@fastify/rate-limit';
import { hash } from '@node-rs/argon2';
import { forwardedClientAddress, isBusyError, migrateToLatest, recordSecurityEvent, sha256Hex } from '@paperlight/db';
import type { Database, SecurityEventInput } from '@paperlight/db';
import type { Mailer } from '@paperlight/mail';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyRequest, FastifyServerOptions } from 'fastify';
import { Redis } from 'ioredis';
import { trimUrl } from './auth-request';
import { stylesheetHash } from './html';
import { loadSigningKeys } from './keys';
import { busyPage, tooManyRequestsPage } from './pages';
import { defaultRateLimits } from './rate-limits';
import type { RateLimits } from './rate-limits';
import type { SsoRouteDeps } from './routes/deps';
import { createRouteHelpers } from './routes/helpers';
import { registerPasswordResetRoutes } from './routes/password-reset-routes';
import { registerServiceRoutes } from './routes/service-routes';
import { registerSignInRoutes } from './routes/sign-in-routes';
import { registerSignOutRoutes } from './routes/sign-out-routes';
import { registerSignUpRoutes } from './routes/sign-up-routes';
import { registerTokenRoutes } from './routes/token-routes';
import { defaultThrottle } from './throttle';
import type { DelayPolicy, ThrottleOptions } from './throttle';
import type { TokenContext } from './tokens';

export { defaultRateLimits };
export type { RateLimits };
export { SESSION_COOKIE } from './routes/helpers';

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

  const redis = options.redisUrl
    ? new Redis(options.redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1, enableOfflineQueue: false })
    : null;
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

  registerLenientJson(app);
  registerPageHeaders(app, { siteOrigin, secureCookies, hops });
  registerErrorAnswers(app, siteUrl);

  const cookieOptions = { path: '/', httpOnly: true, sameSite: 'lax', secure: secureCookies } as const;

  const helpers = createRouteHelpers({ db, ctx, now, siteUrl, ssoOrigin, cookieOptions });
  const deps: SsoRouteDeps = {
    ...helpers,
    db,
    ctx,
    ssoUrl,
    siteUrl,
    siteOrigin,
    now,
    throttle,
    limits,
    mailer,
    deviceSecret,
    dummyHash,
    cookieOptions,
    clientAddress,
    logEvent,
    limit,
    options,
  };

  registerServiceRoutes(app, deps);
  registerSignInRoutes(app, deps);
  registerSignUpRoutes(app, deps);
  registerPasswordResetRoutes(app, deps);
  registerSignOutRoutes(app, deps);
  await app.register(async (api) => registerTokenRoutes(api, deps), { prefix: '/api' });

  return app;
}

/** Clients post JSON with an empty body (e.g. guest-token); it is read as {} instead of a 400. */
function registerLenientJson(app: FastifyInstance): void {
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
}

/** The pages' security headers: a strict CSP, no framing, no sniffing, HSTS behind https, no-store unless a route says otherwise. */
function registerPageHeaders(
  app: FastifyInstance,
  { siteOrigin, secureCookies, hops }: { siteOrigin: string; secureCookies: boolean; hops: number },
): void {
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
    if (secureCookies || (hops > 0 && request.protocol === 'https'))
      reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    // same-origin, not no-referrer: with no-referrer Chrome sends `Origin: null` on our own form posts.
    reply.header('Referrer-Policy', 'same-origin');
    reply.header('Content-Security-Policy', csp);
    reply.header('X-Frame-Options', 'DENY');
    if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
    return payload;
  });
}

/** Errors in the product's words: a busy database asks to retry, a page gets a page, anything else JSON. */
function registerErrorAnswers(app: FastifyInstance, siteUrl: string): void {
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
}

export type { DelayPolicy };
