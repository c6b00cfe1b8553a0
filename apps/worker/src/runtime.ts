import { join } from 'node:path';
import { defaultDataDir, type Database } from '@paperlight/db';
import { createLocalStorage, createUrlSigner, loadFilesSecret, type FileStorage } from '@paperlight/remix-core';
import { createLlmProviderFromEnv } from './engine/openai-compatible';
import { DEFAULT_MAX_BYTES, DEFAULT_MAX_PAGES } from './engine/paper';
import { createDiskCache, DEFAULT_CACHE_BYTES } from './engine/render-cache';
import { createSpeechProviderFromEnv } from './engine/speech-openai';
import type { LlmProvider, SpeechProvider } from './engine/types';
import type { JobRuntime } from './run-job';

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
}

export const envNumber = (name: string): number | undefined => {
  const n = Number(process.env[name]);
  return process.env[name] && Number.isFinite(n) && n > 0 ? n : undefined;
};

/** The job runtime of a worker process, minus how it delivers events. */
export function createWorkerRuntime(options: WorkerOptions): { runtime: Omit<JobRuntime, 'emit'>; concurrency: number; close(): Promise<void> } {
  const dataDir = options.dataDir ?? defaultDataDir();
  const storage = options.storage ?? createLocalStorage(join(dataDir, 'files'));
  const signer = createUrlSigner(options.filesSecret ?? loadFilesSecret(dataDir));
  const origin = (options.publicUrl ?? process.env.API_URL ?? 'http://localhost:4000').replace(/\/+$/, '');
  const speech = options.speech ?? createSpeechProviderFromEnv();
  return {
    runtime: {
      db: options.database.db,
      deps: {
        storage,
        llm: options.llm ?? createLlmProviderFromEnv(),
        speech,
        workDir: join(dataDir, 'work'),
        cache: createDiskCache(join(dataDir, 'cache', 'video'), (envNumber('REMIX_CACHE_MB') ?? DEFAULT_CACHE_BYTES / 1024 ** 2) * 1024 ** 2),
        limits: { maxBytes: envNumber('PAPER_MAX_BYTES') ?? DEFAULT_MAX_BYTES, maxPages: envNumber('PAPER_MAX_PAGES') ?? DEFAULT_MAX_PAGES },
      },
      fileUrl: (key) => `${origin}${signer.signPath(key)}`,
      timeoutMs: options.jobTimeoutMs ?? envNumber('REMIX_JOB_TIMEOUT_MS') ?? 10 * 60_000,
      heartbeatMs: options.heartbeatMs ?? envNumber('REMIX_HEARTBEAT_MS') ?? 5000,
      ...(options.log ? { log: options.log } : {}),
    },
    concurrency: options.concurrency ?? envNumber('REMIX_CONCURRENCY') ?? 1,
    async close() {
      if ('close' in speech && typeof speech.close === 'function') await (speech as { close(): Promise<void> }).close();
    },
  };
}
