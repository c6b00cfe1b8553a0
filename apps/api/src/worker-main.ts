import { migrateToLatest, openDatabase } from '@paperlight/db';
import { startRemixWorker } from './paper-remix/worker';

const env = process.env;

function log(level: number, msg: string, detail: Record<string, unknown> = {}) {
  const line = JSON.stringify({ level, time: Date.now(), pid: process.pid, name: 'remix-worker', msg, ...detail });
  if (level >= 50) console.error(line);
  else console.log(line);
}

if (!env.REDIS_URL) {
  log(60, 'the Paper Remix worker needs REDIS_URL; without it the api runs jobs itself');
  process.exit(1);
}

const database = openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
await migrateToLatest(database.db);
const worker = await startRemixWorker({
  database,
  redisUrl: env.REDIS_URL,
  log: (msg, detail) => log(50, msg, detail),
}).catch((error: unknown) => {
  log(60, 'worker could not start', { err: String(error) });
  process.exit(1);
});
log(30, 'paper remix worker ready', { dialect: database.dialect });

let closing = false;
const shutdown = (signal: string) => {
  if (closing) return;
  closing = true;
  log(30, 'worker shutting down', { signal });
  worker
    .close()
    .then(() => database.destroy())
    .then(
      () => process.exit(0),
      () => process.exit(1),
    );
};
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
