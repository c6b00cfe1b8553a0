/**
 * The Paper Remix service behind the routes (decision 0007): where files are stored, the signed
 * links to them, the limits of one user and of everyone, and the job queue with whatever runs its
 * jobs (a supervised worker this api starts, or BullMQ workers of their own).
 */
import { join } from 'node:path';
import { defaultDataDir, type Database } from '@paperlight/db';
import {
  createLocalStorage,
  createUrlSigner,
  loadFilesSecret,
  type FileStorage,
  type JobQueue,
  type JobRuntime,
  type UrlSigner,
} from '@paperlight/remix-core';
import type { FastifyInstance } from 'fastify';
import { createBullQueue } from './queue-bullmq';
import { createSupervisedQueue, type SupervisedQueueOptions } from './queue-supervised';
import { DEFAULT_MAX_BYTES } from './upload-check';

export interface PaperRemixOptions {
  /** @default process.env.DATA_DIR, else `<repo>/data` */
  dataDir?: string;
  /** @default a folder storage at `${dataDir}/files` */
  storage?: FileStorage;
  /** @default FILES_SECRET, else generated into `${dataDir}/secrets.json` */
  filesSecret?: string;
  /** Origin put in signed URLs. @default API_URL, else the address the api listens on */
  publicUrl?: string;
  /** Signed URL lifetime in seconds. @default 900 */
  urlTtlSec?: number;
  /** 'bullmq' needs `redisUrl`; worker processes of their own then run jobs. @default bullmq when redisUrl is set */
  queue?: 'supervised' | 'bullmq';
  /** How the supervised worker is started (tests point it at the source and their own database). */
  worker?: SupervisedQueueOptions;
  redisUrl?: string;
  /** BullMQ key prefix. @default 'paperlight' */
  bullPrefix?: string;
  /** @default REMIX_HEARTBEAT_MS, else 5000 */
  heartbeatMs?: number;
  /** @default 3 × heartbeatMs */
  staleMs?: number;
  /** @default PAPER_MAX_BYTES, else 50 MB */
  maxBytes?: number;
  /** Queued or running jobs one user may have. @default REMIX_USER_JOBS, else 2 */
  maxJobsPerUser?: number;
  /** Bytes of uploads and results one user may keep. @default REMIX_USER_STORAGE_MB, else 500 MB */
  storageQuotaBytes?: number;
  /** Queued jobs of all users together; beyond, generate answers 503. @default REMIX_QUEUE_MAX, else 100 */
  maxQueued?: number;
  now?: () => number;
}

export interface PaperRemixService {
  queue: JobQueue;
  runtime: JobRuntime;
  storage: FileStorage;
  /** Absolute signed URL of a stored file. */
  fileUrl(key: string, ttlSec?: number): string;
}

/** What the service takes from the api (a part of registerPaperRemix's deps). */
export interface RemixServiceDeps {
  database: Database;
  emitToUser(userId: string, event: string, payload: unknown): void;
  redisUrl?: string;
  log?: JobRuntime['log'];
}

/** The limits of one user and of everyone, from the options, else the environment, else the defaults. */
export interface RemixLimits {
  /** Bytes of one upload. */
  maxBytes: number;
  /** Queued or running jobs of one user. */
  maxJobsPerUser: number;
  /** Bytes of uploads and results one user may keep. */
  storageQuota: number;
  /** Queued jobs of all users together. */
  maxQueued: number;
}

/** The running service and what the routes need of its set-up. */
export interface RemixSetup extends PaperRemixService {
  signer: UrlSigner;
  /** The api's public origin: API_URL, else the address it listens on ('' before it listens). */
  origin: () => string;
  limits: RemixLimits;
}

const envNumber = (name: string): number | undefined => {
  const n = Number(process.env[name]);
  return process.env[name] && Number.isFinite(n) && n > 0 ? n : undefined;
};

/** The limits the options set, else the environment's, else the defaults. */
function remixLimits(options: PaperRemixOptions): RemixLimits {
  return {
    maxBytes: options.maxBytes ?? envNumber('PAPER_MAX_BYTES') ?? DEFAULT_MAX_BYTES,
    maxJobsPerUser: options.maxJobsPerUser ?? envNumber('REMIX_USER_JOBS') ?? 2,
    storageQuota: options.storageQuotaBytes ?? (envNumber('REMIX_USER_STORAGE_MB') ?? 500) * 1024 * 1024,
    maxQueued: options.maxQueued ?? envNumber('REMIX_QUEUE_MAX') ?? 100,
  };
}

/** The api's public origin, read at each call: the configured one, else the address it listens on. */
function publicOrigin(app: FastifyInstance, options: PaperRemixOptions): () => string {
  return () => {
    if (options.publicUrl ?? process.env.API_URL) return (options.publicUrl ?? process.env.API_URL)!.replace(/\/+$/, '');
    const address = app.server.address();
    if (!address || typeof address === 'string') return '';
    return `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`;
  };
}

/** BullMQ when asked for (or when Redis is configured), else a worker this api supervises. */
function createQueue(
  runtime: JobRuntime,
  redisUrl: string | undefined,
  dataDir: string,
  origin: () => string,
  options: PaperRemixOptions,
): JobQueue {
  const mode = options.queue ?? (redisUrl ? 'bullmq' : 'supervised');
  const staleMs = options.staleMs ?? runtime.heartbeatMs * 3;
  return mode === 'bullmq' && redisUrl
    ? createBullQueue(runtime, { redisUrl, staleMs, ...(options.bullPrefix ? { prefix: options.bullPrefix } : {}) })
    : createSupervisedQueue(runtime, {
        staleMs,
        ...options.worker,
        // Read when the worker starts, so an api on port 0 hands over the port it got.
        env: () => ({
          DATA_DIR: dataDir,
          ...(origin() ? { API_URL: origin() } : {}),
          ...(options.filesSecret ? { FILES_SECRET: options.filesSecret } : {}),
          ...(typeof options.worker?.env === 'function' ? options.worker.env() : options.worker?.env),
        }),
      });
}

/** Sets up storage and signed links, starts the job queue and closes it with the api. */
export async function startRemixService(app: FastifyInstance, deps: RemixServiceDeps, options: PaperRemixOptions): Promise<RemixSetup> {
  const dataDir = options.dataDir ?? defaultDataDir();
  const storage = options.storage ?? createLocalStorage(join(dataDir, 'files'));
  const signer = createUrlSigner(options.filesSecret ?? loadFilesSecret(dataDir), {
    ttlSec: options.urlTtlSec ?? 900,
    ...(options.now ? { now: options.now } : {}),
  });
  const limits = remixLimits(options);
  const origin = publicOrigin(app, options);
  const fileUrl = (key: string, ttlSec?: number) => `${origin()}${signer.signPath(key, ttlSec)}`;

  const runtime: JobRuntime = {
    db: deps.database.db,
    emit: deps.emitToUser,
    fileUrl,
    heartbeatMs: options.heartbeatMs ?? envNumber('REMIX_HEARTBEAT_MS') ?? 5000,
    ...(deps.log ? { log: deps.log } : {}),
    ...(options.now ? { now: options.now } : {}),
  };
  const queue = createQueue(runtime, options.redisUrl ?? deps.redisUrl, dataDir, origin, options);
  await queue.start();
  app.addHook('onClose', async () => {
    await queue.close();
  });
  return { queue, runtime, storage, fileUrl, signer, origin, limits };
}
