import { join } from 'node:path';
import { defaultDataDir, type Database } from '@paperlight/db';
import { createLlmProviderFromEnv } from './openai-compatible';
import { DEFAULT_MAX_BYTES, DEFAULT_MAX_PAGES } from './paper';
import { startBullWorker, type BullWorker } from './queue-bullmq';
import { createEspeakProvider } from './speech';
import { createLocalStorage, createUrlSigner, loadFilesSecret, type FileStorage } from './storage';
import type { LlmProvider, SpeechProvider } from './types';

export interface RemixWorkerOptions {
  database: Database;
  redisUrl: string;
  /** Same as the api's. @default 'paperlight' */
  bullPrefix?: string;
  /** Same as the api's Socket.IO adapter key. @default 'socket.io' */
  socketKey?: string;
  /** Must be the api's: both read and write the same files. @default DATA_DIR, else `<repo>/data` */
  dataDir?: string;
  storage?: FileStorage;
  filesSecret?: string;
  /** The api's public origin, for the signed URLs inside events. @default API_URL, else http://localhost:4000 */
  publicUrl?: string;
  llm?: LlmProvider;
  speech?: SpeechProvider;
  concurrency?: number;
  jobTimeoutMs?: number;
  heartbeatMs?: number;
  log?: (msg: string, detail?: Record<string, unknown>) => void;
}

const envNumber = (name: string): number | undefined => {
  const n = Number(process.env[name]);
  return process.env[name] && Number.isFinite(n) && n > 0 ? n : undefined;
};

/** A Paper Remix worker: takes jobs from BullMQ and runs them with the api's job code. */
export async function startRemixWorker(options: RemixWorkerOptions): Promise<BullWorker> {
  const dataDir = options.dataDir ?? defaultDataDir();
  const storage = options.storage ?? createLocalStorage(join(dataDir, 'files'));
  const signer = createUrlSigner(options.filesSecret ?? loadFilesSecret(dataDir));
  const origin = (options.publicUrl ?? process.env.API_URL ?? 'http://localhost:4000').replace(/\/+$/, '');
  const speech = options.speech ?? createEspeakProvider();
  const worker = await startBullWorker(
    {
      db: options.database.db,
      deps: {
        storage,
        llm: options.llm ?? createLlmProviderFromEnv(),
        speech,
        workDir: join(dataDir, 'work'),
        limits: { maxBytes: envNumber('PAPER_MAX_BYTES') ?? DEFAULT_MAX_BYTES, maxPages: envNumber('PAPER_MAX_PAGES') ?? DEFAULT_MAX_PAGES },
      },
      fileUrl: (key) => `${origin}${signer.signPath(key)}`,
      timeoutMs: options.jobTimeoutMs ?? envNumber('REMIX_JOB_TIMEOUT_MS') ?? 10 * 60_000,
      heartbeatMs: options.heartbeatMs ?? 5000,
      ...(options.log ? { log: options.log } : {}),
    },
    {
      redisUrl: options.redisUrl,
      concurrency: options.concurrency ?? envNumber('REMIX_CONCURRENCY') ?? 1,
      ...(options.bullPrefix ? { prefix: options.bullPrefix } : {}),
      ...(options.socketKey ? { socketKey: options.socketKey } : {}),
    },
  );
  return {
    emit: worker.emit,
    async close() {
      await worker.close();
      if ('close' in speech && typeof speech.close === 'function') await (speech as { close(): Promise<void> }).close();
    },
  };
}
