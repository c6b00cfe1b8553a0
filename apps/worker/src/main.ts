/**
 * The Paper Remix worker process (decision 0018). Started by an api over IPC (the default, SQLite)
 * or on its own with REDIS_URL (`pnpm --filter @paperlight/worker start`, any number of them).
 */
import { getPriority, setPriority } from 'node:os';
import { reniceThreads } from './renice';
import { runWhenIdle } from './sched-idle';
import { migrateToLatest, openDatabase } from '@paperlight/db';
import type { FromWorkerMessage, ToWorkerMessage } from '@paperlight/remix-core';
import { startRemixWorker } from './bull-worker';
import { warmUpRenderer } from './engine/render/render';
import { startSupervisedWorker } from './supervised';

const env = process.env;
const supervised = typeof process.send === 'function';

const send = (message: FromWorkerMessage) => {
  // With a callback a failed send (the api just died) is reported there instead of thrown.
  if (process.connected) process.send!(message, undefined, {}, () => undefined);
};

function log(level: number, msg: string, detail: Record<string, unknown> = {}) {
  if (supervised) {
    send({ type: 'log', level, msg, detail });
    return;
  }
  const line = JSON.stringify({ level, time: Date.now(), pid: process.pid, name: 'remix-worker', msg, ...detail });
  if (level >= 50) console.error(line);
  else console.log(line);
}

if (!supervised && !env.REDIS_URL) {
  log(60, 'the Paper Remix worker needs REDIS_URL when it runs on its own; without it the api starts and supervises one');
  process.exit(1);
}

// Rendering is batch work: the api's requests come first for the CPU. A supervising api lowers its
// worker's priority itself; a worker on its own (REDIS_URL) lowers its own, and ffmpeg and the PDF
// reader it starts inherit it. WORKER_NICE (0–19) sets it; 0 leaves it alone.
if (!supervised) {
  const nice = Math.min(19, Math.max(0, Number(env.WORKER_NICE ?? 10) || 0));
  try {
    if (nice > 0 && getPriority() < nice) setPriority(nice);
  } catch {
    // Not permitted here: the worker runs at its starting priority.
  }
}
// Linux keeps a priority per thread: lowering the process's moves its main thread only, and the threads
// V8 (garbage collection, compilers) and libuv started before it kept theirs. They follow the main thread.
reniceThreads(getPriority());
// And on Linux the worker runs only when a core is free (SCHED_IDLE), supervised or not: a nice value
// still let a PDF reader's bursts double the api's p99 (decision 0204). WORKER_IDLE=false leaves it at its nice.
if (env.WORKER_IDLE !== 'false') runWhenIdle();

// SQLITE_FILE lets a supervising api hand over its own database file when it keeps files elsewhere (tests).
const database = openDatabase({
  databaseUrl: env.DATABASE_URL,
  dataDir: env.DATA_DIR,
  ...(env.SQLITE_FILE ? { filename: env.SQLITE_FILE } : {}),
});
await migrateToLatest(database.db);
const logError = (msg: string, detail?: Record<string, unknown>) => log(50, msg, detail);
const worker = supervised
  ? startSupervisedWorker({ database, log: logError, warmUp: true }, send)
  : await startRemixWorker({
      database,
      redisUrl: env.REDIS_URL!,
      log: logError,
      warmUp: true,
      ...(env.REMIX_QUEUE_PREFIX ? { bullPrefix: env.REMIX_QUEUE_PREFIX } : {}),
      ...(env.SOCKET_IO_KEY ? { socketKey: env.SOCKET_IO_KEY } : {}),
    }).catch((error: unknown) => {
      log(60, 'worker could not start', { err: String(error) });
      process.exit(1);
    });
log(30, 'paper remix worker ready', { dialect: database.dialect, mode: supervised ? 'supervised' : 'bullmq' });
send({ type: 'ready', pid: process.pid });
// Fonts, the layout and raster engines and the default backdrops load once per process: loaded now,
// while the worker waits for its first job, the first film does not pay for them.
warmUpRenderer().catch((error: unknown) => log(40, 'renderer warm-up failed', { err: String(error) }));

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
// A supervised worker ends with its api: a closed IPC channel means the api is gone.
if (supervised) {
  process.on('disconnect', () => shutdown('disconnect'));
  process.on('message', (message: ToWorkerMessage) => {
    if (message?.type === 'shutdown') shutdown('shutdown');
  });
}
