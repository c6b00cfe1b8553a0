import { readFile } from 'node:fs/promises';
import {
  demoAccountsPresent,
  disableDemoAccounts,
  loadSecret,
  migrateToLatest,
  openDatabase,
  parseEmbedOrigins,
  parseTrustProxy,
  seed,
} from '@paperlight/db';
import { createMailer } from '@paperlight/mail';
import { buildSsoServer } from './server';

const env = process.env;
const ssoUrl = env.SSO_URL ?? 'http://localhost:4100';
const siteUrl = env.SITE_URL ?? 'http://localhost:3000';
const port = Number(env.PORT ?? (new URL(ssoUrl).port || 4100));
const host = env.HOST ?? '127.0.0.1';
const dataDir = env.DATA_DIR ?? (await import('@paperlight/db')).defaultDataDir();
const demoAccounts = env.DEMO_ACCOUNTS === 'true';

// Short: better-sqlite3 waits synchronously, so a locked database answers 503 instead of freezing the sso.
const database = openDatabase({ databaseUrl: env.DATABASE_URL, dataDir, busyTimeoutMs: 100 });
await migrateToLatest(database.db);
// Without DEMO_ACCOUNTS=true, demo accounts left in the database lose the published password (issue 33).
const disabled = demoAccounts ? [] : await disableDemoAccounts(database.db);
await seed(database.db, new Date(), { demoAccounts });
const mailer = createMailer({ smtpUrl: env.SMTP_URL, dataDir, from: env.MAIL_FROM });

const app = await buildSsoServer({
  database,
  ssoUrl,
  siteUrl,
  signingKeySecret: loadSecret(dataDir, 'signingKeySecret', env.SIGNING_KEY_SECRET),
  internalSecret: loadSecret(dataDir, 'internalSecret', env.INTERNAL_SECRET),
  mailer,
  trustProxy: parseTrustProxy(env.TRUST_PROXY),
  embedOrigins: parseEmbedOrigins(env.EMBED_ORIGINS),
  redisUrl: env.REDIS_URL || undefined,
  passwordMeterJs: () => readFile(new URL('./password-meter.js', import.meta.url), 'utf8').catch(() => null),
  logger: {
    level: env.LOG_LEVEL ?? 'info',
    base: { service: 'sso' },
    // Form bodies are never logged; these keep credentials out of request logs too.
    redact: ['req.headers.cookie', 'req.headers.authorization', 'req.body.password', 'password'],
  },
});

const present = await demoAccountsPresent(database.db);
const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(new URL(ssoUrl).hostname);
if (present.length > 0 && env.NODE_ENV === 'production' && (!demoAccounts || !loopback)) {
  // Their password is published in the README: on a reachable deployment anyone can sign in as them.
  const banner = '!'.repeat(78);
  app.log.warn({ demoAccounts: present }, 'demo accounts with a published password exist in a production deployment');
  console.error(
    `\n${banner}\n!! WARNING: ${present.length} demo account(s) with the password published in the README exist:\n!!   ${present.join(', ')}\n!! Anyone can sign in as them. Unset DEMO_ACCOUNTS: the next start takes their password away.\n${banner}\n`,
  );
} else {
  if (disabled.length > 0)
    app.log.warn({ disabled }, 'demo accounts disabled: DEMO_ACCOUNTS is not true, their published password no longer signs in');
  app.log.info({ database: database.dialect, demoAccounts: present.length, mail: mailer.destination }, 'sso ready');
}

let closing = false;
const shutdown = async (signal: string) => {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  await app.close();
  mailer.close();
  await database.destroy();
  process.exit(0);
};
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

try {
  await app.listen({ port, host });
} catch (error) {
  app.log.error({ err: error }, 'failed to start');
  await database.destroy();
  process.exit(1);
}
