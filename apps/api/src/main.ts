import {
  defaultDataDir,
  loadSecret,
  migrateToLatest,
  openDatabase,
  parseEmbedOrigins,
  parseTrustProxy,
  securityLogDays,
  seed,
} from '@paperlight/db';
import { createMailer } from '@paperlight/mail';
import { fileURLToPath } from 'node:url';
import { readSampleDocuments, seedDemoSamples } from './demo-samples/catalogue';
import { buildApiServer } from './server';

const env = process.env;
const apiUrl = new URL(env.API_URL ?? 'http://localhost:4000');
const port = Number(env.PORT ?? (apiUrl.port || 4000));
const host = env.HOST ?? '127.0.0.1';

/** Startup failures happen before the Fastify logger exists; keep them structured JSON lines too. */
function fatal(msg: string, error: unknown): never {
  const err = error instanceof Error ? { message: error.message, stack: error.stack } : { message: String(error) };
  console.error(JSON.stringify({ level: 60, time: Date.now(), pid: process.pid, msg, err }));
  process.exit(1);
}

// src/main.ts and dist/main.js both sit one level under the package, beside samples/.
const samplesDir = env.SAMPLES_DIR ?? fileURLToPath(new URL('../samples/', import.meta.url));

let securityDays = 365;
try {
  securityDays = securityLogDays(env.SECURITY_LOG_DAYS);
} catch (error) {
  fatal('api could not start', error);
}

const dataDir = env.DATA_DIR ?? defaultDataDir();
const database = openDatabase({ databaseUrl: env.DATABASE_URL, dataDir });
try {
  await migrateToLatest(database.db);
  // The sso seeds too; seeding is idempotent, so whichever starts first wins and nothing breaks.
  await seed(database.db, new Date(), { demoAccounts: env.DEMO_ACCOUNTS === 'true' });
  await seedDemoSamples(database.db, readSampleDocuments(samplesDir));
} catch (error) {
  fatal('api could not prepare the database', error);
}

const server = await buildApiServer({
  database,
  ssoUrl: env.SSO_URL ?? 'http://localhost:4100',
  siteUrl: env.SITE_URL ?? 'http://localhost:3000',
  samplesDir,
  publicUrl: apiUrl.origin,
  redisUrl: env.REDIS_URL || undefined,
  ...(env.SOCKET_IO_KEY ? { redisKey: env.SOCKET_IO_KEY } : {}),
  ...(env.REMIX_QUEUE_PREFIX ? { paperRemix: { bullPrefix: env.REMIX_QUEUE_PREFIX } } : {}),
  mailer: createMailer({ smtpUrl: env.SMTP_URL, dataDir, from: env.MAIL_FROM }),
  internalSecret: loadSecret(dataDir, 'internalSecret', env.INTERNAL_SECRET),
  trustProxy: parseTrustProxy(env.TRUST_PROXY),
  embedOrigins: parseEmbedOrigins(env.EMBED_ORIGINS),
  securityLogDays: securityDays,
  logger: { level: env.LOG_LEVEL ?? 'info' },
}).catch((error: unknown) => fatal('api could not start (is REDIS_URL reachable?)', error));
const url = await server.listen({ port, host }).catch((error: unknown) => fatal('api could not listen', error));
server.app.log.info({ url, dialect: database.dialect, redis: Boolean(env.REDIS_URL) }, 'api listening');

let closing = false;
const shutdown = (signal: string) => {
  if (closing) return;
  closing = true;
  server.app.log.info({ signal }, 'api shutting down');
  server
    .close()
    .then(() => database.destroy())
    .then(
      () => process.exit(0),
      (error: unknown) => {
        server.app.log.error({ err: error }, 'api shutdown failed');
        process.exit(1);
      },
    );
};
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
