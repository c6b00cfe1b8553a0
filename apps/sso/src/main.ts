import { migrateToLatest, openDatabase, seed } from '@paperlight/db';
import { buildSsoServer } from './server';

const ssoUrl = process.env.SSO_URL ?? 'http://localhost:4100';
const siteUrl = process.env.SITE_URL ?? 'http://localhost:3000';
const port = Number(process.env.PORT ?? (new URL(ssoUrl).port || 4100));
const host = process.env.HOST ?? '127.0.0.1';

const database = openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR });
await migrateToLatest(database.db);
const accounts = await seed(database.db);

const app = await buildSsoServer({
  database,
  ssoUrl,
  siteUrl,
  trustProxy: process.env.TRUST_PROXY === 'true',
  logger: {
    level: process.env.LOG_LEVEL ?? 'info',
    base: { service: 'sso' },
    redact: ['req.headers.cookie', 'req.headers.authorization'],
  },
});

app.log.info(
  { database: database.dialect, accounts: accounts.map(({ email, password, role }) => ({ email, password, role })) },
  'demo accounts ready',
);

let closing = false;
const shutdown = async (signal: string) => {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  await app.close();
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
