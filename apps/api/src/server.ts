import cors from '@fastify/cors';
import { defaultDataDir, forwardedClientAddress, isBusyError, SECURITY_LOG_DAYS_DEFAULT, type Database } from '@paperlight/db';
import { createSecurityLog, scheduleSweeps } from './security-log';
import { createMailer, type Mailer } from '@paperlight/mail';
import { createAdapter } from '@socket.io/redis-adapter';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { Server as SocketServer } from 'socket.io';
import { createAccountGate, type AccountGate, type CheckedAccount } from './account-gate';
import { authenticate, authenticatedBefore, createTokenVerifier, type AccessClaims } from './auth';
import { forbidden, HttpError, unauthorized } from './errors';
import { registerJsonBodyParser } from './json-body';
import { registerPaperRemix, type PaperRemixOptions, type PaperRemixService } from './paper-remix/routes';
import { registerDemoSampleRoutes } from './demo-samples/routes';
import { registerAdministrationRoutes } from './routes/administration-routes';
import { registerMarketingRoutes } from './routes/marketing';
import { registerSecurityHeaders } from './security-headers';
import { daysLeft } from './trial';
import { createUserSockets } from './user-sockets';

export interface ApiServerOptions {
  database: Database;
  /** Base URL of apps/sso; the default issuer and JWKS location derive from it. */
  ssoUrl: string;
  /** @default `${ssoUrl}/.well-known/jwks.json` */
  jwksUrl?: string;
  /** Expected `iss` of access tokens. @default ssoUrl */
  issuer?: string;
  /** @default 'paperlight' */
  audience?: string;
  /** The site's origin, the one CORS admits with credentials. */
  siteUrl: string;
  /**
   * Foreign pages allowed to call the api from a browser (EMBED_ORIGINS, decision 0072): admitted
   * without credentials, so they work with bearer tokens (a guest's) and never with cookies.
   * @default []
   */
  embedOrigins?: string[];
  /** Fastify/pino logger settings; `false` silences it. @default false */
  logger?: boolean | { level: string };
  /** Enables the Socket.IO Redis adapter so any instance can deliver any event. */
  redisUrl?: string;
  /** Redis channel prefix of the adapter. @default 'socket.io' */
  redisKey?: string;
  /**
   * How long a valid session check is reused at most; the revocation signal drops it at once when the
   * session or account changes (decision 0105). 0 checks the database on every request. @default 5000
   */
  sessionCacheMs?: number;
  /** How often open sockets are checked again without a revocation signal. @default 30000 */
  socketSweepMs?: number;
  now?: () => number;
  /** The guest demos' sample folder (decision 0008); without it the sample endpoints answer 404. */
  samplesDir?: string;
  /** The api's public base URL, used in sample asset links. @default the request's origin */
  publicUrl?: string;
  /** Paper Remix storage, engines and queue (decision 0007). */
  paperRemix?: PaperRemixOptions;
  /** Sends the password resets administrators ask for. @default the local outbox under DATA_DIR */
  mailer?: Mailer;
  /** Lets the site forward the visitor's address (decision 0032). */
  internalSecret?: string;
  /** Reverse-proxy hops in front of the api (TRUST_PROXY). @default 0 */
  trustProxy?: number;
  /** Contact requests everyone together may store per hour before a proof of work is asked for. @default CONTACT_GLOBAL_LIMIT */
  contactGlobalLimit?: number;
  /** Days the security event log keeps (SECURITY_LOG_DAYS). @default 365 */
  securityLogDays?: number;
  /** Contact requests one network may store per hour before a proof of work is asked for. @default CONTACT_NETWORK_LIMIT */
  contactNetworkLimit?: number;
}

export interface ApiServer {
  app: FastifyInstance;
  io: SocketServer;
  /** The session checks and the revocation signal they follow (decision 0105). */
  gate: AccountGate;
  /** Sends `event` to every socket of the user, on whichever instance it is connected. */
  emitToUser(userId: string, event: string, payload: unknown): void;
  paperRemix: PaperRemixService;
  /** Starts listening; resolves with the base URL. */
  listen(options?: { port?: number; host?: string }): Promise<string>;
  close(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: AccessClaims | null;
    /** The caller's trial end date as the session check read it (registered users). */
    trialEndDate: string | null | undefined;
  }
}

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/** The api host of decision 0001: REST on Fastify plus Socket.IO on the same port. */
export async function buildApiServer(options: ApiServerOptions): Promise<ApiServer> {
  const now = options.now ?? Date.now;
  const ssoUrl = trimSlash(options.ssoUrl);
  const siteOrigin = new URL(options.siteUrl).origin;
  const { db } = options.database;
  const verifier = createTokenVerifier({
    jwksUrl: options.jwksUrl ?? `${ssoUrl}/.well-known/jwks.json`,
    issuer: options.issuer ?? ssoUrl,
    audience: options.audience,
    now,
  });

  const hops = options.trustProxy ?? 0;
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: hops > 0 ? (_address: string, hop: number) => hop < hops : false,
  });
  app.decorateRequest('user', null);
  registerJsonBodyParser(app);
  app.decorateRequest('trialEndDate', undefined);
  await registerSecurityHeaders(app);
  const gate = createAccountGate(options.database, {
    now,
    ...(options.sessionCacheMs !== undefined ? { cacheMs: options.sessionCacheMs } : {}),
    log: (msg, detail) => app.log.warn(detail ?? {}, msg),
  });
  const checkAccount = async (claims: AccessClaims) => (await gate.check(claims)).claims;
  /** The one client address every limit uses: forwarded by the site (with the internal key), else the peer. */
  const clientAddress = (request: FastifyRequest) => forwardedClientAddress(request.headers, options.internalSecret) ?? request.ip;
  // The security event log (decision 0110): routes reach it as `app.securityLog`; old events are swept hourly.
  const securityLog = createSecurityLog({ db, now, clientAddress, retentionDays: options.securityLogDays ?? SECURITY_LOG_DAYS_DEFAULT });
  app.decorate('securityLog', securityLog);
  scheduleSweeps(app, securityLog);
  const mailer = options.mailer ?? createMailer({ smtpUrl: process.env.SMTP_URL, dataDir: process.env.DATA_DIR ?? defaultDataDir(), from: process.env.MAIL_FROM });

  const embedOrigins = options.embedOrigins ?? [];
  const corsFor = (origins: string[], credentials: boolean) => ({
    // A list, not a string: a string is echoed to every origin, a list is matched.
    origin: origins,
    credentials,
    allowedHeaders: ['authorization', 'content-type', 'x-device-id'],
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
  });
  const siteCors = corsFor([siteOrigin], true);
  const embedCors = corsFor(embedOrigins, false);
  // Without embedding origins the options are the same for every request (a delegator costs a
  // normalisation per request); with them, a request from an embedding origin gets no credentials.
  await app.register(
    cors,
    embedOrigins.length === 0 ? siteCors : { delegator: (request, callback) => callback(null, embedOrigins.includes(request.headers.origin ?? '') ? embedCors : siteCors) },
  );

  app.setErrorHandler((error: Error & { statusCode?: number; validation?: unknown }, request, reply) => {
    if (isBusyError(error)) {
      // A locked database: answer at once so the client tries again, instead of a 500.
      request.log.warn({ err: error }, 'database busy');
      return reply.code(503).header('retry-after', '1').send({ message: 'Service busy. Please try again shortly.', statusCode: 503 });
    }
    const statusCode = error instanceof HttpError ? error.statusCode : (error.statusCode ?? 500);
    if (statusCode >= 500) request.log.error({ err: error }, 'request failed');
    // Our own HttpErrors are written for users (a 503 says when to come back); anything else 5xx is a fault.
    const message = statusCode >= 500 && !(error instanceof HttpError) ? 'Internal Server Error' : error.message;
    return reply.code(statusCode).send({ message, statusCode });
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: 'Not Found', statusCode: 404 }));

  /** Route-level hook: a verified caller, else 401. */
  const admit = (request: FastifyRequest, checked: CheckedAccount) => {
    request.user = checked.claims;
    request.trialEndDate = checked.trialEndDate;
  };
  const checkRequest = async (request: FastifyRequest) => {
    admit(request, await gate.check(await authenticate(verifier, header(request, 'authorization'), header(request, 'x-device-id'))));
  };
  const admitted = Promise.resolve();
  const requireUser = (request: FastifyRequest): Promise<void> => {
    // A token verified before and a decision kept in memory: no promise chain for the common case.
    const claims = authenticatedBefore(verifier, header(request, 'authorization'), header(request, 'x-device-id'));
    const kept = claims && gate.checkKept(claims);
    if (!kept) return checkRequest(request);
    admit(request, kept);
    return admitted;
  };
  const userOf = (request: FastifyRequest): AccessClaims => {
    if (!request.user) throw unauthorized();
    return request.user;
  };

  app.get('/health', async () => ({ status: 'ok', service: 'api' }));

  await registerMarketingRoutes(app, {
    db,
    now,
    clientAddress,
    ...(options.contactGlobalLimit !== undefined ? { globalLimit: options.contactGlobalLimit } : {}),
    ...(options.contactNetworkLimit !== undefined ? { networkLimit: options.contactNetworkLimit } : {}),
    ...(options.internalSecret ? { proofSecret: options.internalSecret } : {}),
    identify: async (request) =>
      request.headers.authorization ? checkAccount(await authenticate(verifier, header(request, 'authorization'), header(request, 'x-device-id'))) : null,
  });

  const timeLeftSchema = {
    response: {
      200: {
        type: 'object',
        properties: { statusCode: { type: 'integer' }, data: { type: ['number', 'null'] } },
        required: ['statusCode', 'data'],
      },
    },
  };
  // The trial banner asks on every page view: a compiled serializer keeps this the cheapest route.
  app.get('/free-trial/time-left', { onRequest: requireUser, schema: timeLeftSchema }, async (request) => {
    const user = userOf(request);
    if (user.isGuest) throw forbidden();
    // Read with the session, in the same query (a deleted account was already refused there).
    const { trialEndDate } = request;
    if (trialEndDate === undefined) throw unauthorized();
    return { statusCode: 200, data: daysLeft(trialEndDate, now()) };
  });

  // An administrator's change to an account (roles, trial, suspension, sign-out, erasure) or a user
  // erasing their own: this instance forgets its decisions about that user before the answer leaves,
  // without waiting for the revocation signal (which tells the other instances; decision 0105).
  // A callback hook, not an async one: it runs on every answer, and a read returns at once.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) {
      const route = request.routeOptions.url ?? '';
      if (route.startsWith('/administration/users/:id')) gate.invalidate((request.params as { id?: string }).id ?? null);
      else if (route.startsWith('/administration/users/')) gate.invalidate(null);
      else if (route === '/account' && request.user) gate.invalidate(request.user.sub);
    }
    done(null, payload);
  });

  // Paper Remix registers below; the account actions reach its storage and queue when they run.
  const remix: { service?: PaperRemixService } = {};
  await registerAdministrationRoutes(app, {
    db,
    now,
    requireUser,
    userOf,
    accountDeps: () => ({
      mailer,
      ssoUrl,
      removeStored: (key) => remix.service!.storage.remove(key),
      cancelJob: (jobId) => remix.service!.queue.cancel(jobId),
    }),
  });
  registerDemoSampleRoutes(app, { db, requireUser, samplesDir: options.samplesDir ?? '/nonexistent', publicUrl: options.publicUrl });

  const io = new SocketServer(app.server, {
    serveClient: false,
    // Sockets authenticate with the bearer token in their handshake, never a cookie.
    cors: { origin: [siteOrigin, ...embedOrigins], credentials: true, allowedHeaders: ['authorization', 'content-type', 'x-device-id'] },
  });

  let redis: { pub: Redis; sub: Redis } | null = null;
  if (options.redisUrl) {
    const pub = new Redis(options.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 3 });
    const sub = pub.duplicate();
    await Promise.all([pub.connect(), sub.connect()]);
    redis = { pub, sub };
    io.adapter(createAdapter(pub, sub, { key: options.redisKey ?? 'socket.io' }));
  }

  const userSockets = createUserSockets(io, gate, {
    clustered: redis !== null,
    ...(options.socketSweepMs !== undefined ? { sweepMs: options.socketSweepMs } : {}),
    log: (msg, detail) => app.log.warn(detail ?? {}, msg),
  });
  io.use((socket, next) => {
    const { auth, headers } = socket.handshake;
    const authToken = typeof auth?.token === 'string' ? auth.token : undefined;
    // auth.token wins: it is re-read on every reconnection, extraHeaders are fixed at creation.
    const authorization = authToken ? `Bearer ${authToken}` : (headers.authorization ?? undefined);
    const rawDevice = headers['x-device-id'];
    const deviceId = (Array.isArray(rawDevice) ? rawDevice[0] : rawDevice) ?? (typeof auth?.deviceId === 'string' ? auth.deviceId : undefined);
    authenticate(verifier, authorization, deviceId).then(async (claims) => {
      // The token's own claims are kept: every later check starts from them (decision 0106).
      socket.data.claims = claims;
      return checkAccount(claims);
    }).then(
      (claims) => {
        socket.data.user = claims;
        next();
      },
      () => next(new Error('Unauthorized')),
    );
  });
  io.on('connection', (socket) => userSockets.admit(socket, socket.data.claims as AccessClaims));

  const emitToUser = userSockets.emitToUser;
  const paperRemix = await registerPaperRemix(
    app,
    {
      database: options.database, requireUser, userOf, emitToUser, redisUrl: options.redisUrl, redisKey: options.redisKey, siteUrl: options.siteUrl,
      log: (msg, detail) => app.log.error(detail ?? {}, msg),
    },
    options.paperRemix,
  );
  remix.service = paperRemix;

  app.addHook('preClose', async () => {
    // Upgraded websocket connections would otherwise keep the http server from closing.
    io.local.disconnectSockets(true);
    io.engine.close();
  });
  app.addHook('onClose', async () => {
    userSockets.close();
    await gate.close();
    if (redis) await Promise.all([redis.pub.quit(), redis.sub.quit()]);
    if (!options.mailer) mailer.close();
  });

  return {
    app,
    io,
    gate,
    emitToUser,
    paperRemix,
    async listen({ port = 0, host = '127.0.0.1' } = {}) {
      await app.listen({ port, host });
      const address = app.server.address();
      if (!address || typeof address === 'string') throw new Error('api: no TCP address');
      const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
      return `http://${shownHost}:${address.port}`;
    },
    close: () => app.close(),
  };
}
