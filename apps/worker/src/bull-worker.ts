import type { Database } from '@paperlight/db';
import { bullNames, USER_EVENT } from '@paperlight/remix-core';
import { Emitter } from '@socket.io/redis-emitter';
import { Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { createJobRunner } from './runner';
import { createWorkerRuntime, type WorkerOptions } from './runtime';

export interface BullWorkerOptions extends WorkerOptions {
  database: Database;
  redisUrl: string;
  /** Same as the api's. @default 'paperlight' */
  bullPrefix?: string;
  /** Same as the api's Socket.IO adapter key. @default 'socket.io' */
  socketKey?: string;
}

export interface BullWorker {
  /** Events go through @socket.io/redis-emitter to every api instance, which delivers them to the owner's sockets. */
  emit(userId: string, event: string, payload: unknown): void;
  close(): Promise<void>;
}

/**
 * A worker process with REDIS_URL: each BullMQ job is a ticket to run one queued job, and the
 * worker claims the fairest one from the database (decision 0018), so BullMQ spreads the work over
 * any number of workers while the database decides the order. BullMQ's own stall retry is off: the
 * api's heartbeat sweep re-queues or fails a job whose worker died.
 */
export async function startRemixWorker(options: BullWorkerOptions): Promise<BullWorker> {
  const { prefix, queueName, cancelChannel } = bullNames({ ...(options.bullPrefix ? { prefix: options.bullPrefix } : {}) });
  const { runtime, concurrency, close: closeEngines } = createWorkerRuntime(options);
  const connection = new Redis(options.redisUrl, { maxRetriesPerRequest: null });
  const publisher = new Redis(options.redisUrl, { maxRetriesPerRequest: 3 });
  const subscriber = new Redis(options.redisUrl, { maxRetriesPerRequest: 3 });
  const emitter = new Emitter(publisher, { key: options.socketKey ?? 'socket.io' });
  // Through the api instances, not to the sockets' room: each instance checks the session of every
  // socket it delivers to (decision 0106).
  const emit = (userId: string, event: string, payload: unknown) => {
    emitter.serverSideEmit(USER_EVENT, userId, event, payload);
  };
  const runner = createJobRunner({ ...runtime, emit }, concurrency);

  await subscriber.subscribe(cancelChannel);
  subscriber.on('message', (_channel: string, jobId: string) => runner.cancel(jobId));

  const worker = new Worker<{ jobId: string }>(
    queueName,
    async () => {
      await runner.runOne();
    },
    { connection, prefix, concurrency: Math.max(1, concurrency), maxStalledCount: 0 },
  );
  worker.on('error', (error) => runtime.log?.('paper remix worker error', { err: String(error) }));
  await worker.waitUntilReady();

  return {
    emit,
    async close() {
      await runner.close();
      await worker.close();
      await Promise.all([connection, publisher, subscriber].map((c) => c.quit().catch(() => undefined)));
      await closeEngines();
    },
  };
}
