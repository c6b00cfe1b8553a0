import { fork, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { availableParallelism, setPriority } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  markCancelled,
  recoverJobs,
  recoverStaleJobs,
  type FromWorkerMessage,
  type JobQueue,
  type JobRuntime,
  type ToWorkerMessage,
} from '@paperlight/remix-core';
import { createIdleCgroup, type IdleCgroup } from './idle-cgroup';

export interface WorkerCommand {
  /** The worker's entry: `dist/main.js`, or `src/main.ts` (run through tsx). */
  entry: string;
  cwd: string;
  execArgv: string[];
}

/**
 * Where the worker lives, without depending on it (its engines must not enter the api's
 * dependency tree): REMIX_WORKER_ENTRY, else `apps/worker` beside this app — its source when the
 * api itself runs from source (tsx, vitest), its build otherwise.
 */
export function resolveWorkerCommand(env: NodeJS.ProcessEnv = process.env, here = fileURLToPath(import.meta.url)): WorkerCommand {
  const ts = (entry: string) => entry.endsWith('.ts');
  if (env.REMIX_WORKER_ENTRY) {
    const entry = env.REMIX_WORKER_ENTRY;
    return { entry, cwd: dirname(entry), execArgv: ts(entry) ? ['--import', 'tsx'] : ['--enable-source-maps'] };
  }
  let dir = dirname(here);
  while (!existsSync(join(dir, 'apps', 'worker', 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('apps/worker not found; set REMIX_WORKER_ENTRY');
    dir = parent;
  }
  const workerDir = join(dir, 'apps', 'worker');
  if (ts(here)) return { entry: join(workerDir, 'src', 'main.ts'), cwd: workerDir, execArgv: ['--import', 'tsx'] };
  return { entry: join(workerDir, 'dist', 'main.js'), cwd: workerDir, execArgv: ['--enable-source-maps'] };
}

/**
 * The video encoder's threads in a worker beside the api: half the cores, at least one. An engine
 * with more runnable threads than cores left some waiting, and Linux's scheduler (EEVDF) runs a
 * thread that has waited, idle class or not, before an api thread that just woke: up to a few
 * milliseconds a request (decision 0210).
 */
export const encoderThreadsBesideApi = (cores = availableParallelism()) => Math.max(1, Math.floor(cores / 2));

/** Rendering is batch work: the api's own requests come first for the CPU (the worker's children inherit it). */
function lowerPriority(pid: number, nice: number, group: IdleCgroup | null) {
  group?.place(pid);
  if (nice <= 0) return;
  try {
    setPriority(pid, nice);
  } catch {
    // Not permitted here; the worker runs at the api's priority.
  }
}

export interface SupervisedQueueOptions {
  command?: WorkerCommand;
  /** Added to the worker's environment (it inherits the api's); a function is read at each start. */
  env?: Record<string, string> | (() => Record<string, string>);
  /** A running job whose heartbeat is older than this belongs to a dead process. @default 3 × heartbeat */
  staleMs?: number;
  /** Start the worker at the first job instead of at once (tests with no jobs). @default false */
  lazy?: boolean;
  /** First restart delay after a crash, doubled per crash up to `maxBackoffMs`. @default 500 */
  backoffMs?: number;
  /** @default 30_000 */
  maxBackoffMs?: number;
  /** Niceness of the worker process (and of ffmpeg and the PDF reader it starts). @default 10 */
  nice?: number;
  /** Time a stopping worker gets to put its jobs back before it is killed. @default 10_000 */
  shutdownGraceMs?: number;
  /**
   * On Linux, run the worker in a CPU cgroup of its own marked idle, where this process may make one
   * (decision 0213). @default REMIX_WORKER_CGROUP !== 'false'
   */
  idleCgroup?: boolean;
}

/**
 * The default queue (decision 0018): jobs live in the `jobs` table; one worker process, started and
 * supervised by this api, claims and runs them. A worker that dies is restarted with backoff and the
 * jobs it held are queued again (or failed once they have used their attempts).
 */
export function createSupervisedQueue(
  rt: JobRuntime,
  options: SupervisedQueueOptions = {},
): JobQueue & { readonly workerPid: number | undefined } {
  const staleMs = options.staleMs ?? rt.heartbeatMs * 3;
  const backoffMs = options.backoffMs ?? 500;
  const maxBackoffMs = options.maxBackoffMs ?? 30_000;
  let child: ChildProcess | undefined;
  let held = new Set<string>();
  let closed = false;
  let crashes = 0;
  let restartTimer: NodeJS.Timeout | undefined;
  let sweepTimer: NodeJS.Timeout | undefined;
  let group: IdleCgroup | null | undefined;

  const send = (message: ToWorkerMessage) => {
    if (child?.connected) child.send(message);
  };

  const onMessage = (message: FromWorkerMessage) => {
    switch (message?.type) {
      case 'emit':
        rt.emit(message.userId, message.event, message.payload);
        break;
      case 'started':
        held.add(message.jobId);
        break;
      case 'finished':
        held.delete(message.jobId);
        break;
      case 'log':
        if (message.level >= 50) rt.log?.(message.msg, message.detail);
        break;
      default:
        break;
    }
  };

  const spawnWorker = () => {
    if (closed || child) return;
    const command = options.command ?? resolveWorkerCommand();
    const startedAt = Date.now();
    const proc = fork(command.entry, [], {
      cwd: command.cwd,
      execArgv: command.execArgv,
      env: {
        REMIX_ENCODER_THREADS: String(encoderThreadsBesideApi()),
        ...process.env,
        ...(typeof options.env === 'function' ? options.env() : options.env),
      },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      serialization: 'advanced',
    });
    child = proc;
    held = new Set();
    if (group === undefined) group = (options.idleCgroup ?? process.env.REMIX_WORKER_CGROUP !== 'false') ? createIdleCgroup() : null;
    if (proc.pid) lowerPriority(proc.pid, options.nice ?? 10, group);
    proc.on('message', onMessage);
    proc.on('error', (error) => rt.log?.('paper remix worker could not start', { err: String(error) }));
    proc.on('exit', (code, signal) => {
      if (child === proc) child = undefined;
      const lost = [...held];
      held = new Set();
      if (closed) return;
      // A worker that ran a while before dying starts the backoff over.
      if (Date.now() - startedAt > 60_000) crashes = 0;
      const delay = Math.min(maxBackoffMs, backoffMs * 2 ** crashes);
      crashes += 1;
      rt.log?.('paper remix worker exited; restarting', { code, signal, restartInMs: delay, jobs: lost });
      void (async () => {
        // The jobs it held never finish there: queue them again now rather than after a missed heartbeat.
        if (lost.length > 0) {
          const rows = await rt.db.selectFrom('jobs').selectAll().where('id', 'in', lost).where('status', '=', 'running').execute();
          await recoverJobs(rt, rows);
        }
      })()
        .catch((error: unknown) => rt.log?.('paper remix recovery failed', { err: String(error) }))
        .finally(() => {
          restartTimer = setTimeout(() => {
            restartTimer = undefined;
            spawnWorker();
          }, delay);
          restartTimer.unref();
        });
    });
  };

  const sweep = async () => {
    const requeued = await recoverStaleJobs(rt, staleMs, held);
    const queued = await rt.db.selectFrom('jobs').select('id').where('status', '=', 'queued').limit(1).execute();
    if (requeued.length > 0 || queued.length > 0) {
      spawnWorker();
      send({ type: 'wake' });
    }
  };

  return {
    kind: 'supervised',
    get workerPid() {
      return child?.pid;
    },
    async start() {
      if (!options.lazy) spawnWorker();
      await sweep();
      sweepTimer = setInterval(() => {
        sweep().catch((error: unknown) => rt.log?.('paper remix sweep failed', { err: String(error) }));
      }, rt.heartbeatMs);
      sweepTimer.unref();
    },
    async enqueue() {
      if (closed) return;
      spawnWorker();
      send({ type: 'wake' });
    },
    async cancel(jobId) {
      await markCancelled(rt, jobId);
      send({ type: 'cancel', jobId });
      return true;
    },
    async idle() {
      for (;;) {
        const live = await rt.db.selectFrom('jobs').select('id').where('status', 'in', ['queued', 'running']).limit(1).execute();
        if (live.length === 0) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    async close() {
      closed = true;
      clearInterval(sweepTimer);
      clearTimeout(restartTimer);
      const proc = child;
      if (proc && proc.exitCode === null) {
        const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
        if (proc.connected) proc.send({ type: 'shutdown' } satisfies ToWorkerMessage);
        else proc.kill('SIGTERM');
        const grace = setTimeout(() => proc.kill('SIGKILL'), options.shutdownGraceMs ?? 10_000);
        await exited;
        clearTimeout(grace);
      }
      group?.remove();
    },
  };
}
