import { defaultDataDir, forwardedClientAddress, SECURITY_LOG_DAYS_DEFAULT, type Database } from '@paperlight/db';
import { createMailer, type Mailer } from '@paperlight/mail';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import type { Server as SocketServer } from 'socket.io';
import { createAccountGate, type AccountGate } from './account-gate';
import { registerAnswerBatching } from './answer-batching';
import { createTokenVerifier, type AccessClaims } from './auth';
import { registerDemoSampleRoutes } from './demo-samples/routes';
import { forbidden, unauthorized } from './errors';
import { forgetOnAccountChange, registerErrorHandlers } from './http-basics';
import { registerJsonBodyParser } from './json-body';
import { registerPaperRemix, type PaperRemixOptions, type PaperRemixService } from './paper-remix/routes';
import { createRealtime } from './realtime';
import { createRequestAuth, type RequestAuth } from './request-auth';
import { registerAdministrationRoutes } from './routes/administration-routes';
import { registerMarketingRoutes } from './routes/marketing';
import { createSecurityLog, scheduleSweeps } from './security-log';
import { registerSecurityHeaders } from './security-headers';
import { daysLeft } from './trial';

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

const trimSlash = (url: string) => url.replace(/\/+$/, '');

const timeLeftSchema = {
  response: {
    200: {
      type: 'object',
      properties: { statusCode: { type: 'integer' }, data: { type: ['number', 'null'] } },
      required: ['statusCode', 'data'],
    },
  },
};

/** `GET /free-trial/time-left`: the trial banner asks on every page view, so a compiled serializer keeps it the cheapest route. */
function registerTrialRoute(
  app: FastifyInstance,
  { requireUser, userOf, now }: Pick<RequestAuth, 'requireUser' | 'userOf'> & { now: () => number },
) {
  app.get('/free-trial/time-left', { onRequest: requireUser, schema: timeLeftSchema }, async (request) => {
    const user = userOf(request);
    if (user.isGuest) throw forbidden();
    // Read with the session, in the same query (a deleted account was already refused there).
    const { trialEndDate } = request;
    if (trialEndDate === undefined) throw unauthorized();
    return { statusCode: 200, data: daysLeft(trialEndDate, now()) };
  });
}

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
  const embedOrigins = options.embedOrigins ?? [];
  await registerSecurityHeaders(app, { siteOrigin, embedOrigins });
  const gate = createAccountGate(options.database, {
    now,
    ...(options.sessionCacheMs !== undefined ? { cacheMs: options.sessionCacheMs } : {}),
    log: (msg, detail) => app.log.warn(detail ?? {}, msg),
  });
  const { requireUser, userOf, checkAccount, identify } = createRequestAuth(verifier, gate);
  /** The one client address every limit uses: forwarded by the site (with the internal key), else the peer. */
  const clientAddress = (request: FastifyRequest) => forwardedClientAddress(request.headers, options.internalSecret) ?? request.ip;
  // The security event log (decision 0110): routes reach it as `app.securityLog`; old events are swept hourly.
  const securityLog = createSecurityLog({ db, now, clientAddress, retentionDays: options.securityLogDays ?? SECURITY_LOG_DAYS_DEFAULT });
  app.decorate('securityLog', securityLog);
  scheduleSweeps(app, securityLog);
  const mailer =
    options.mailer ??
    createMailer({ smtpUrl: process.env.SMTP_URL, dataDir: process.env.DATA_DIR ?? defaultDataDir(), from: process.env.MAIL_FROM });

  registerErrorHandlers(app);
  // Both add to the routes registered after them, in this order: an account change is forgotten
  // before its answer waits for the turn's other answers.
  forgetOnAccountChange(app, gate);
  registerAnswerBatching(app);

  app.get('/health', async () => ({ status: 'ok', service: 'api' }));

  await registerMarketingRoutes(app, {
    db,
    now,
    clientAddress,
    ...(options.contactGlobalLimit !== undefined ? { globalLimit: options.contactGlobalLimit } : {}),
    ...(options.contactNetworkLimit !== undefined ? { networkLimit: options.contactNetworkLimit } : {}),
    ...(options.internalSecret ? { proofSecret: options.internalSecret } : {}),
    identify,
  });
  registerTrialRoute(app, { requireUser, userOf, now });

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

  const realtime = await createRealtime(app, {
    origins: [siteOrigin, ...embedOrigins],
    verifier,
    gate,
    checkAccount,
    redisUrl: options.redisUrl,
    redisKey: options.redisKey,
    socketSweepMs: options.socketSweepMs,
  });
  const { io, emitToUser } = realtime;
  const paperRemix = await registerPaperRemix(
    app,
    {
      database: options.database,
      requireUser,
      userOf,
      emitToUser,
      redisUrl: options.redisUrl,
      redisKey: options.redisKey,
      siteUrl: options.siteUrl,
      log: (msg, detail) => app.log.error(detail ?? {}, msg),
    },
    options.paperRemix,
  );
  remix.service = paperRemix;

  app.addHook('preClose', async () => realtime.disconnect());
  app.addHook('onClose', async () => {
    await realtime.close();
    await gate.close();
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
