import { claimNextJob, JobStop } from '@paperlight/remix-core';
import { runClaimedJob, type JobRuntime } from './run-job';

export interface JobRunner {
  /** Claims and starts queued jobs (fairly across users) while a slot is free. */
  pump(): void;
  /** Claims one job now and runs it to its end (BullMQ tickets); false when nothing was queued. */
  runOne(): Promise<boolean>;
  cancel(jobId: string): void;
  readonly active: ReadonlySet<string>;
  /** Resolves when no job runs here. */
  idle(): Promise<void>;
  /** Aborts running jobs and puts them back in the queue without spending an attempt. */
  close(): Promise<void>;
}

export interface RunnerHooks {
  onStarted?(jobId: string): void;
  onFinished?(jobId: string): void;
}

/** Runs up to `concurrency` jobs of the `jobs` table at once in this process. */
export function createJobRunner(rt: JobRuntime, concurrency: number, hooks: RunnerHooks = {}): JobRunner {
  const running = new Map<string, { controller: AbortController; done: Promise<void> }>();
  let closed = false;
  let claiming = 0;
  let waiters: (() => void)[] = [];

  const settle = () => {
    if (running.size > 0 || claiming > 0) return;
    for (const resolve of waiters.splice(0)) resolve();
  };

  const run = (jobId: string) => {
    const controller = new AbortController();
    hooks.onStarted?.(jobId);
    const done = runClaimedJob(rt, jobId, controller)
      .catch((error: unknown) => rt.log?.('paper remix job crashed', { jobId, err: String(error) }))
      .finally(() => {
        running.delete(jobId);
        hooks.onFinished?.(jobId);
        if (!closed) runner.pump();
        settle();
      });
    running.set(jobId, { controller, done });
    return done;
  };

  const runner: JobRunner = {
    active: new Set<string>() as ReadonlySet<string>,
    pump() {
      if (closed || running.size + claiming >= concurrency) return;
      claiming += 1;
      claimNextJob(rt)
        .then((jobId) => {
          claiming -= 1;
          if (jobId && !closed) {
            void run(jobId);
            runner.pump();
          }
          settle();
        })
        .catch((error: unknown) => {
          claiming -= 1;
          rt.log?.('paper remix claim failed', { err: String(error) });
          settle();
        });
    },
    async runOne() {
      if (closed) return false;
      const jobId = await claimNextJob(rt);
      if (!jobId) return false;
      await run(jobId);
      return true;
    },
    cancel(jobId) {
      running.get(jobId)?.controller.abort(new JobStop('cancelled'));
    },
    idle() {
      if (running.size === 0 && claiming === 0) return Promise.resolve();
      return new Promise<void>((resolve) => waiters.push(resolve));
    },
    async close() {
      closed = true;
      const ids = [...running.keys()];
      // A clean shutdown is not a crash: interrupted jobs go back without spending an attempt.
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
      waiters = [];
    },
  };
  Object.defineProperty(runner, 'active', { get: () => new Set(running.keys()) });
  return runner;
}
