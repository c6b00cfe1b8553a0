import { Emitter } from '@socket.io/redis-emitter';
import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { claimJob, JobStop, markCancelled, recoverStaleJobs, runClaimedJob, type JobQueue, type JobRuntime } from './jobs';

export interface BullOptions {
  redisUrl: string;
  /** BullMQ key prefix; tests use a unique one each. @default 'paperlight' */
  prefix?: string;
  /** @default 'paper-remix' */
  queueName?: string;
}

const names = (o: BullOptions) => {
  const prefix = o.prefix ?? 'paperlight';
  const queueName = o.queueName ?? 'paper-remix';
  return { prefix, queueName, cancelChannel: `${prefix}:${queueName}:cancel` };
};

/**
 * The api side with REDIS_URL: generate adds a BullMQ job (id = the jobs row id) and returns;
 * separate worker processes run it. Cancellation is marked in the database (so a late result is
 * dropped) and broadcast on a Redis channel so the worker holding the job aborts it.
 */
export function createBullQueue(rt: JobRuntime, options: BullOptions & { staleMs?: number }): JobQueue {
  const { prefix, queueName, cancelChannel } = names(options);
  const staleMs = options.staleMs ?? rt.heartbeatMs * 3;
  const connection = new Redis(options.redisUrl, { maxRetriesPerRequest: null });
  const queue = new Queue(queueName, { connection, prefix });
  let sweepTimer: NodeJS.Timeout | undefined;
  // A re-queued job gets a fresh BullMQ id: the old one may still sit in the completed set.
  const add = (jobId: string, bullId: string) => queue.add('run', { jobId }, { jobId: bullId, removeOnComplete: 1000, removeOnFail: 1000 });
  // The api owns recovery in this mode too: a worker that died or shut down mid-job stops the
  // heartbeat, whatever BullMQ then thinks of the job.
  const sweep = async () => {
    for (const jobId of await recoverStaleJobs(rt, staleMs)) await add(jobId, `${jobId}-r${Date.now().toString(36)}`);
  };
  return {
    kind: 'bullmq',
    async start() {
      await queue.waitUntilReady();
      await sweep();
      sweepTimer = setInterval(() => {
        sweep().catch((error: unknown) => rt.log?.('paper remix sweep failed', { err: String(error) }));
      }, rt.heartbeatMs);
      sweepTimer.unref();
    },
    async enqueue(jobId) {
      await add(jobId, jobId);
    },
    async cancel(jobId) {
      try {
        await markCancelled(rt, jobId);
        // A waiting job can simply be removed; an active one is locked and aborted by its worker.
        await queue.remove(jobId).catch(() => 0);
        await connection.publish(cancelChannel, jobId);
        return true;
      } catch {
        return false;
      }
    },
    async idle() {
      for (;;) {
        const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized');
        if (Object.values(counts).every((n) => n === 0)) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    async close() {
      clearInterval(sweepTimer);
      await queue.close();
      await connection.quit().catch(() => undefined);
    },
  };
}

export interface BullWorkerOptions extends BullOptions {
  /** @default 1 (REMIX_CONCURRENCY) */
  concurrency?: number;
  /** Key of the api's Socket.IO Redis adapter. @default 'socket.io' */
  socketKey?: string;
}

export interface BullWorker {
  /** Events go through @socket.io/redis-emitter to whichever api instance holds the owner's socket. */
  emit(userId: string, event: string, payload: unknown): void;
  close(): Promise<void>;
}

/**
 * A worker process's loop: the same job code as the in-process queue. BullMQ's own stall retry is
 * off; the api's heartbeat sweep re-queues or fails a job whose worker died, as in local mode.
 */
export async function startBullWorker(rt: Omit<JobRuntime, 'emit'>, options: BullWorkerOptions): Promise<BullWorker> {
  const { prefix, queueName, cancelChannel } = names(options);
  const connection = new Redis(options.redisUrl, { maxRetriesPerRequest: null });
  const publisher = new Redis(options.redisUrl, { maxRetriesPerRequest: 3 });
  const subscriber = new Redis(options.redisUrl, { maxRetriesPerRequest: 3 });
  const emitter = new Emitter(publisher, { key: options.socketKey ?? 'socket.io' });
  const emit = (userId: string, event: string, payload: unknown) => {
    emitter.to(`user:${userId}`).emit(event, payload);
  };
  const runtime: JobRuntime = { ...rt, emit };
  const active = new Map<string, AbortController>();

  await subscriber.subscribe(cancelChannel);
  subscriber.on('message', (_channel: string, jobId: string) => active.get(jobId)?.abort(new JobStop('cancelled')));

  const worker = new Worker<{ jobId: string }>(
    queueName,
    async (job) => {
      const jobId = job.data.jobId;
      // Cancelled, or already taken after a recovery: the database row decides, not BullMQ.
      if (!(await claimJob(runtime, jobId))) return;
      const controller = new AbortController();
      active.set(jobId, controller);
      try {
        await runClaimedJob(runtime, jobId, controller);
      } finally {
        active.delete(jobId);
      }
    },
    { connection, prefix, concurrency: Math.max(1, options.concurrency ?? 1), maxStalledCount: 0 },
  );
  worker.on('error', (error) => rt.log?.('paper remix worker error', { err: String(error) }));
  await worker.waitUntilReady();

  return {
    emit,
    async close() {
      for (const controller of active.values()) controller.abort(new JobStop('shutdown'));
      await worker.close();
      await Promise.all([connection, publisher, subscriber].map((c) => c.quit().catch(() => undefined)));
    },
  };
}
