import { randomUUID } from 'node:crypto';
import type { Job, Kysely, ProjectNode, Schema } from '@paperlight/db';
import { PaperError } from './paper';
import { PRECONDITIONS, STAGES, type NodeSources, type PipelineDeps, type StageNode } from './pipeline';
import { SpeechError } from './speech';

export const PROCESSED_EVENT = 'paper-remix-node:processed';
export const PROGRESS_EVENT = 'paper-remix-node:progress';
export const RESTART_MESSAGE = 'The server restarted while this step was running. Please try again.';
export const TIMEOUT_MESSAGE = 'This step took too long and was stopped. Please try again.';
const GENERIC_MESSAGE = 'Something went wrong while running this step. Please try again.';
/** A crashed job runs at most this many times in all before it is failed. */
export const MAX_ATTEMPTS = 2;

/** Everything a job needs to run, whichever process (api or worker) runs it. */
export interface JobRuntime {
  db: Kysely<Schema>;
  deps: PipelineDeps;
  /** Delivers a realtime event to every socket of a user. */
  emit(userId: string, event: string, payload: unknown): void;
  /** Absolute, signed URL of a stored file. */
  fileUrl(key: string): string;
  timeoutMs: number;
  heartbeatMs: number;
  log?: (msg: string, detail?: Record<string, unknown>) => void;
  now?: () => number;
}

/** Why a job's signal fired; only a timeout is the job's own failure. */
export class JobStop extends Error {
  constructor(readonly reason: 'cancelled' | 'timeout' | 'shutdown') {
    super(`job ${reason}`);
    this.name = 'JobStop';
  }
}

const iso = (rt: { now?: () => number }) => new Date((rt.now ?? Date.now)()).toISOString();

export interface StoredExecution {
  time_taken: number | null;
  videoUrl: string | null;
  jsonOutput: unknown;
  outputData: Record<string, unknown> | null;
  sources?: NodeSources;
}

export function parseJson<T>(text: string | null | undefined, fallback: T): T {
  if (!text) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

/** Adds fresh signed URLs to a stored execution; signed URLs expire, so none is ever stored. */
export function publicExecution(execution: StoredExecution | null, fileUrl: (key: string) => string) {
  if (!execution) return null;
  const { sources, ...rest } = execution;
  const urls: Record<string, string> = {};
  if (sources?.video) urls.videoUrl = fileUrl(sources.video);
  if (sources?.subtitles) urls.subtitlesUrl = fileUrl(sources.subtitles);
  if (sources?.poster) urls.posterUrl = fileUrl(sources.poster);
  return {
    ...rest,
    videoUrl: urls.videoUrl ?? rest.videoUrl ?? null,
    outputData: rest.outputData ? { ...rest.outputData, ...urls } : rest.outputData,
  };
}

interface TargetEdge {
  clientNodeId: string;
}

/** Whether two saved nodes share an edge; either side may have saved it (decision 0007). */
export function connected(a: ProjectNode, b: ProjectNode): boolean {
  const targets = (n: ProjectNode) => parseJson<TargetEdge[]>(n.target_edges, []).map((e) => e?.clientNodeId);
  return targets(a).includes(b.client_node_id) || targets(b).includes(a.client_node_id);
}

/**
 * The completed upstream node a stage would build on, best type first; `null` means the SPEC §4
 * precondition fails. paperInput has no upstream and needs its uploaded file instead.
 */
export function findUpstream(node: ProjectNode, all: ProjectNode[]): ProjectNode | null | undefined {
  const rule = PRECONDITIONS[node.node_type];
  if (!rule) return undefined;
  for (const type of rule.upstream) {
    const found = all.find((n) => n.node_type === type && n.status === 'completed' && n.id !== node.id && connected(node, n));
    if (found) return found;
  }
  return null;
}

export function toStageNode(row: ProjectNode): StageNode {
  return {
    id: row.id,
    projectId: row.project_id,
    nodeType: row.node_type,
    configuration: parseJson<Record<string, unknown>>(row.configuration, {}),
    fileKey: row.file_key,
    sources: parseJson<StoredExecution | null>(row.execution, null)?.sources ?? null,
  };
}

/** Creates a queued job and marks the node processing, unless it already is (then null). */
export async function createJob(rt: Pick<JobRuntime, 'db' | 'now'>, node: ProjectNode): Promise<Job | null> {
  const now = iso(rt);
  const job: Job = {
    id: randomUUID(), project_id: node.project_id, project_node_id: node.id, node_type: node.node_type, status: 'queued',
    attempts: 0, progress: 0, heartbeat_at: null, error: null, created_at: now, started_at: null, finished_at: null,
  };
  return rt.db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('project_nodes')
      .set({ status: 'processing', execution: null, updated_at: now })
      .where('id', '=', node.id)
      .where('status', '!=', 'processing')
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) return null;
    await trx.insertInto('jobs').values(job).execute();
    return job;
  });
}

/** queued → running, counting the attempt; false when someone else took it or it was cancelled. */
export async function claimJob(rt: Pick<JobRuntime, 'db' | 'now'>, jobId: string, alsoStalled = false): Promise<boolean> {
  const now = iso(rt);
  const result = await rt.db
    .updateTable('jobs')
    .set((eb) => ({ status: 'running', attempts: eb('attempts', '+', 1), started_at: now, heartbeat_at: now }))
    .where('id', '=', jobId)
    .where((eb) =>
      alsoStalled
        ? eb.or([eb('status', '=', 'queued'), eb.and([eb('status', '=', 'running'), eb('attempts', '<', MAX_ATTEMPTS)])])
        : eb('status', '=', 'queued'),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

async function ownerOf(rt: JobRuntime, projectId: string): Promise<string | undefined> {
  const project = await rt.db.selectFrom('projects').select('user_id').where('id', '=', projectId).executeTakeFirst();
  return project?.user_id;
}

/**
 * Ends a job as failed (only if it is still live, so a cancelled job stays cancelled), marks its
 * node failed and tells the owner.
 */
export async function failJob(rt: JobRuntime, job: Pick<Job, 'id' | 'project_id' | 'project_node_id'>, message: string, fromStatuses: Job['status'][] = ['running']) {
  const now = iso(rt);
  const ended = await rt.db
    .updateTable('jobs')
    .set({ status: 'failed', error: message, finished_at: now })
    .where('id', '=', job.id)
    .where('status', 'in', fromStatuses)
    .executeTakeFirst();
  if (Number(ended.numUpdatedRows) === 0) return;
  const outputData = { error: message };
  const execution: StoredExecution = { time_taken: null, videoUrl: null, jsonOutput: null, outputData };
  const node = await rt.db.selectFrom('project_nodes').select(['client_node_id']).where('id', '=', job.project_node_id).executeTakeFirst();
  await rt.db
    .updateTable('project_nodes')
    .set({ status: 'failed', execution: JSON.stringify(execution), updated_at: now })
    .where('id', '=', job.project_node_id)
    .where('status', '=', 'processing')
    .execute();
  const owner = await ownerOf(rt, job.project_id);
  if (owner && node) {
    rt.emit(owner, PROCESSED_EVENT, { clientNodeId: node.client_node_id, projectId: job.project_id, projectNodeId: job.project_node_id, status: 'failed', outputData });
  }
}

function userMessage(error: unknown, rt: JobRuntime): string {
  if (error instanceof JobStop && error.reason === 'timeout') return TIMEOUT_MESSAGE;
  if (error instanceof PaperError || error instanceof SpeechError) return error.message;
  const message = error instanceof Error ? error.message : '';
  // The pipeline's own explanations are written for users; anything else is an internal fault.
  if (/^(The language model|The storyboard|No input source|Please ensure|The (paper|script) this step)/.test(message)) return message;
  rt.log?.('paper remix job failed', { err: error instanceof Error ? { message, stack: error.stack } : String(error) });
  return GENERIC_MESSAGE;
}

/** Runs one claimed job to its end: completed, failed, or left alone when cancelled/shut down. */
export async function executeJob(rt: JobRuntime, jobId: string, signal: AbortSignal): Promise<void> {
  const job = await rt.db.selectFrom('jobs').selectAll().where('id', '=', jobId).executeTakeFirst();
  if (job?.status !== 'running') return;
  const started = performance.now();
  try {
    const nodes = await rt.db.selectFrom('project_nodes').selectAll().where('project_id', '=', job.project_id).execute();
    const row = nodes.find((n) => n.id === job.project_node_id);
    if (!row) throw new JobStop('cancelled');
    const stage = STAGES[row.node_type];
    if (!stage) throw new Error(`No engine for ${row.node_type}`);
    const upstream = findUpstream(row, nodes);
    if (upstream === null) throw new Error(PRECONDITIONS[row.node_type]!.message);
    const owner = await ownerOf(rt, job.project_id);
    let lastPercent = -1;
    const result = await stage({
      deps: rt.deps,
      node: toStageNode(row),
      upstream: upstream ? toStageNode(upstream) : null,
      signal,
      progress: (percent) => {
        if (percent <= lastPercent || signal.aborted) return;
        lastPercent = percent;
        void rt.db.updateTable('jobs').set({ progress: percent }).where('id', '=', jobId).execute().catch(() => undefined);
        if (owner) rt.emit(owner, PROGRESS_EVENT, { clientNodeId: row.client_node_id, projectId: job.project_id, percent });
      },
    });
    if (signal.aborted) throw signal.reason;
    const now = iso(rt);
    const finished = await rt.db
      .updateTable('jobs')
      .set({ status: 'completed', progress: 100, finished_at: now })
      .where('id', '=', jobId)
      .where('status', '=', 'running')
      .executeTakeFirst();
    // Cancelled meanwhile: the node was already reset, so the result is dropped.
    if (Number(finished.numUpdatedRows) === 0) return;
    for (const file of result.written) {
      await rt.db
        .insertInto('files')
        .values({ key: file.key, owner_id: owner ?? '', content_type: file.contentType, size: file.size, created_at: now })
        .onConflict((oc) => oc.column('key').doUpdateSet({ content_type: file.contentType, size: file.size, created_at: now }))
        .execute();
    }
    const execution: StoredExecution = {
      time_taken: Math.round(performance.now() - started) / 1000,
      videoUrl: null,
      jsonOutput: result.jsonOutput,
      outputData: result.outputData,
      sources: result.sources,
    };
    await rt.db
      .updateTable('project_nodes')
      .set({ status: 'completed', execution: JSON.stringify(execution), file_key: result.fileKey, updated_at: now })
      .where('id', '=', row.id)
      .execute();
    if (owner) {
      const shown = publicExecution(execution, rt.fileUrl);
      rt.emit(owner, PROCESSED_EVENT, {
        clientNodeId: row.client_node_id, projectId: job.project_id, projectNodeId: row.id, status: 'completed',
        outputData: shown?.outputData ?? {}, execution: shown,
      });
    }
  } catch (error) {
    const stop = error instanceof JobStop ? error : signal.aborted && signal.reason instanceof JobStop ? signal.reason : null;
    if (stop && stop.reason !== 'timeout') return;
    await failJob(rt, job, userMessage(stop ?? error, rt));
  }
}

/**
 * Runs a claimed job with its heartbeat and timeout; `controller` lets the queue cancel it. Resolves
 * once the job is settled in the database.
 */
export async function runClaimedJob(rt: JobRuntime, jobId: string, controller: AbortController): Promise<void> {
  const heartbeat = setInterval(() => {
    void rt.db.updateTable('jobs').set({ heartbeat_at: iso(rt) }).where('id', '=', jobId).where('status', '=', 'running').execute().catch(() => undefined);
  }, rt.heartbeatMs);
  const timeout = setTimeout(() => controller.abort(new JobStop('timeout')), rt.timeoutMs);
  try {
    await executeJob(rt, jobId, controller.signal);
  } finally {
    clearInterval(heartbeat);
    clearTimeout(timeout);
  }
}

/** Marks a queued or running job cancelled; true when it was live. */
export async function markCancelled(rt: Pick<JobRuntime, 'db' | 'now'>, jobId: string): Promise<boolean> {
  const result = await rt.db
    .updateTable('jobs')
    .set({ status: 'cancelled', finished_at: iso(rt) })
    .where('id', '=', jobId)
    .where('status', 'in', ['queued', 'running'])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Jobs whose heartbeat stopped (their process died): re-queued while attempts remain, else failed
 * with RESTART_MESSAGE. Returns the ids put back in the queue. `runningHere` are jobs this process
 * is running: a busy event loop can delay their heartbeat, but they are alive.
 */
export async function recoverStaleJobs(rt: JobRuntime, staleMs: number, runningHere: ReadonlySet<string> = new Set()): Promise<string[]> {
  const cutoff = new Date((rt.now ?? Date.now)() - staleMs).toISOString();
  const stale = await rt.db
    .selectFrom('jobs')
    .selectAll()
    .where('status', '=', 'running')
    .where((eb) => eb.or([eb('heartbeat_at', 'is', null), eb('heartbeat_at', '<', cutoff)]))
    .execute();
  const requeued: string[] = [];
  for (const job of stale) {
    if (runningHere.has(job.id)) continue;
    if (job.attempts < MAX_ATTEMPTS) {
      const result = await rt.db
        .updateTable('jobs')
        .set({ status: 'queued', progress: 0 })
        .where('id', '=', job.id)
        .where('status', '=', 'running')
        .where('attempts', '=', job.attempts)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) > 0) requeued.push(job.id);
    } else {
      await failJob(rt, job, RESTART_MESSAGE);
    }
  }
  return requeued;
}

/** The queue behind generate and reset: in-process (queue-local) or BullMQ (queue-bullmq). */
export interface JobQueue {
  readonly kind: 'local' | 'bullmq';
  start(): Promise<void>;
  enqueue(jobId: string): Promise<void>;
  /** Stops a job wherever it runs; false when that was impossible (the caller answers 409). */
  cancel(jobId: string): Promise<boolean>;
  /** Resolves when nothing is queued or running here; tests and the bench use it. */
  idle(): Promise<void>;
  close(): Promise<void>;
}
