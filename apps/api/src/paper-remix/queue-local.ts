import { claimJob, JobStop, markCancelled, recoverStaleJobs, runClaimedJob, type JobQueue, type JobRuntime } from './jobs';

export interface LocalQueueOptions {
  /** Jobs run at once. @default 1 (REMIX_CONCURRENCY) */
  concurrency?: number;
  /** A running job whose heartbeat is older than this belongs to a dead process. @default 3 × heartbeat */
  staleMs?: number;
}

/**
 * The default queue: jobs live in the `jobs` table and run inside the api process, a bounded
 * number at a time. The table is the source of truth, so a restart finds what was queued, and a
 * sweep re-queues or fails what a crash left running.
 */
export function createLocalQueue(rt: JobRuntime, options: LocalQueueOptions = {}): JobQueue {
  const concurrency = Math.max(1, options.concurrency ?? 1);
  const staleMs = options.staleMs ?? rt.heartbeatMs * 3;
  const pending: string[] = [];
  const running = new Map<string, { controller: AbortController; done: Promise<void> }>();
  let sweepTimer: NodeJS.Timeout | undefined;
  let closed = false;
  let waiters: (() => void)[] = [];

  const settleWaiters = () => {
    if (pending.length > 0 || running.size > 0) return;
    for (const resolve of waiters.splice(0)) resolve();
  };

  const pump = () => {
    while (!closed && running.size < concurrency && pending.length > 0) {
      const jobId = pending.shift()!;
      const controller = new AbortController();
      const done = (async () => {
        try {
          if (await claimJob(rt, jobId)) await runClaimedJob(rt, jobId, controller);
        } catch (error) {
          rt.log?.('paper remix queue error', { jobId, err: String(error) });
        } finally {
          running.delete(jobId);
          pump();
          settleWaiters();
        }
      })();
      running.set(jobId, { controller, done });
    }
    settleWaiters();
  };

  const sweep = async () => {
    const requeued = await recoverStaleJobs(rt, staleMs, new Set(running.keys()));
    const queued = await rt.db.selectFrom('jobs').select('id').where('status', '=', 'queued').orderBy('created_at').execute();
    for (const id of [...requeued, ...queued.map((j) => j.id)]) {
      if (!pending.includes(id) && !running.has(id)) pending.push(id);
    }
    pump();
  };

  return {
    kind: 'local',
    async start() {
      await sweep();
      sweepTimer = setInterval(() => {
        sweep().catch((error: unknown) => rt.log?.('paper remix sweep failed', { err: String(error) }));
      }, rt.heartbeatMs);
      sweepTimer.unref();
    },
    async enqueue(jobId) {
      if (closed) return;
      pending.push(jobId);
      pump();
    },
    async cancel(jobId) {
      await markCancelled(rt, jobId);
      const index = pending.indexOf(jobId);
      if (index >= 0) pending.splice(index, 1);
      running.get(jobId)?.controller.abort(new JobStop('cancelled'));
      return true;
    },
    idle() {
      if (pending.length === 0 && running.size === 0) return Promise.resolve();
      return new Promise<void>((resolve) => waiters.push(resolve));
    },
    async close() {
      closed = true;
      clearInterval(sweepTimer);
      const ids = [...running.keys()];
      // Put interrupted jobs back without spending an attempt: a clean shutdown is not a crash.
      if (ids.length > 0) {
        await rt.db
          .updateTable('jobs')
          .set((eb) => ({ status: 'queued', attempts: eb('attempts', '-', 1), progress: 0 }))
          .where('id', 'in', ids)
          .where('status', '=', 'running')
          .execute();
      }
      for (const { controller } of running.values()) controller.abort(new JobStop('shutdown'));
      await Promise.all([...running.values()].map((r) => r.done));
      pending.length = 0;
      waiters = [];
    },
  };
}
