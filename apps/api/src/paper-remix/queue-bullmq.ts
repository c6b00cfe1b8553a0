import { bullNames, markCancelled, recoverStaleJobs, type JobQueue, type JobRuntime } from '@paperlight/remix-core';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';

export interface BullOptions {
  redisUrl: string;
  /** BullMQ key prefix; tests use a unique one each. @default 'paperlight' */
  prefix?: string;
  staleMs?: number;
}

/**
 * The api side with REDIS_URL: generate adds a BullMQ ticket and returns; separate worker processes
 * take tickets and claim the fairest queued job from the database (decision 0018). Cancellation is
 * marked in the database (so a late result is dropped) and broadcast on a Redis channel so the
 * worker holding the job aborts it.
 */
export function createBullQueue(rt: JobRuntime, options: BullOptions): JobQueue {
  const { prefix, queueName, cancelChannel } = bullNames(options.prefix ? { prefix: options.prefix } : {});
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
        // A waiting ticket can simply be removed; an active job is aborted by its worker.
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
        const live = await rt.db.selectFrom('jobs').select('id').where('status', 'in', ['queued', 'running']).limit(1).execute();
        if (Object.values(counts).every((n) => n === 0) && live.length === 0) return;
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
