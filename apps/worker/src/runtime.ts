import { join } from 'node:path';
import { defaultDataDir, type Database } from '@paperlight/db';
import { createLocalStorage, createUrlSigner, loadFilesSecret, type FileStorage } from '@paperlight/remix-core';
import { createLlmProviderFromEnv } from './engine/providers/openai-compatible';
import { DEFAULT_MAX_BYTES, DEFAULT_MAX_PAGES } from './engine/read/pdf-open';
import { createDiskCache, DEFAULT_CACHE_BYTES } from './engine/encode/render-cache';
import { createSpeechProviderFromEnv } from './engine/speech/speech-openai';
import { encoderThreadsFromEnv } from './engine/stage-context';
import type { LlmProvider, SpeechProvider } from './engine/types';
import type { JobRuntime } from './run-job';
import { createWorkDir } from './work-dir';

/** How often a worker looks for work files that dead or timed-out renders left behind. */
const SWEEP_EVERY_MS = 10 * 60_000;

export interface WorkerOptions {
  database: Database;
  /** Must be the api's: both read and write the same files. @default DATA_DIR, else `<repo>/data` */
  dataDir?: string;
  storage?: FileStorage;
  filesSecret?: string;
  /** The api's public origin, for the signed URLs inside events. @default API_URL, else http://localhost:4000 */
  publicUrl?: string;
  llm?: LlmProvider;
  speech?: SpeechProvider;
  /** Jobs run at once. @default REMIX_CONCURRENCY, else 1 */
  concurrency?: number;
  jobTimeoutMs?: number;
  heartbeatMs?: number;
  log?: (msg: string, detail?: Record<string, unknown>) => void;
  /** Loads the speech engine at once, while the worker waits for its first job. @default false */
  warmUp?: boolean;
}

export const envNumber = (name: string): number | undefined => {
  const n = Number(process.env[name]);
  return process.env[name] && Number.isFinite(n) && n > 0 ? n : undefined;
};

/** The job runtime of a worker process, minus how it delivers events. */
export function createWorkerRuntime(options: WorkerOptions): {
  runtime: Omit<JobRuntime, 'emit'>;
  concurrency: number;
  close(): Promise<void>;
} {
  const dataDir = options.dataDir ?? defaultDataDir();
  const storage = options.storage ?? createLocalStorage(join(dataDir, 'files'));
  const signer = createUrlSigner(options.filesSecret ?? loadFilesSecret(dataDir));
  const origin = (options.publicUrl ?? process.env.API_URL ?? 'http://localhost:4000').replace(/\/+$/, '');
  const speech = options.speech ?? createSpeechProviderFromEnv();
  // eSpeak compiles its WebAssembly on first use, on V8's threads, one a core: done while nothing
  // waits, neither the first film nor the api beside it pays for that (decision 0210).
  if (options.warmUp) speech.warmUp?.().catch((error: unknown) => options.log?.('speech warm-up failed', { err: String(error) }));
  // The api sets it for the worker it starts beside itself (decision 0210); a worker of its own uses every core.
  const encoderThreads = encoderThreadsFromEnv();
  const timeoutMs = options.jobTimeoutMs ?? envNumber('REMIX_JOB_TIMEOUT_MS') ?? 10 * 60_000;
  // A job never runs longer than its time limit: past it (and a margin), its files are nobody's.
  const work = createWorkDir(join(dataDir, 'work'), { maxAgeMs: timeoutMs + 5 * 60_000 });
  const sweep = () => {
    work.sweep().then(
      (removed) => (removed > 0 ? options.log?.('removed work files of renders that did not finish', { removed }) : undefined),
      (error: unknown) => options.log?.('could not sweep work files', { err: String(error) }),
    );
  };
  sweep();
  const sweeper = setInterval(sweep, SWEEP_EVERY_MS);
  sweeper.unref();
  return {
    runtime: {
      db: options.database.db,
      deps: {
        storage,
        llm: options.llm ?? createLlmProviderFromEnv(),
        speech,
        workDir: work.dir,
        cache: createDiskCache(
          join(dataDir, 'cache', 'video'),
          (envNumber('REMIX_CACHE_MB') ?? DEFAULT_CACHE_BYTES / 1024 ** 2) * 1024 ** 2,
        ),
        ...(encoderThreads ? { encoderThreads } : {}),
        limits: {
          maxBytes: envNumber('PAPER_MAX_BYTES') ?? DEFAULT_MAX_BYTES,
          maxPages: envNumber('PAPER_MAX_PAGES') ?? DEFAULT_MAX_PAGES,
        },
      },
      fileUrl: (key) => `${origin}${signer.signPath(key)}`,
      timeoutMs,
      heartbeatMs: options.heartbeatMs ?? envNumber('REMIX_HEARTBEAT_MS') ?? 5000,
      ...(options.log ? { log: options.log } : {}),
    },
    concurrency: options.concurrency ?? envNumber('REMIX_CONCURRENCY') ?? 1,
    async close() {
      clearInterval(sweeper);
      if ('close' in speech && typeof speech.close === 'function') await (speech as { close(): Promise<void> }).close();
    },
  };
}
