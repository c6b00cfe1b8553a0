import { availableParallelism, loadavg } from 'node:os';
import { randomUUID } from 'node:crypto';
import type { Job, Kysely, ProjectNode, Schema } from '@paperlight/db';
import { PRECONDITIONS, PROCESSED_EVENT, type NodeSources, type StageNode } from './contracts';

export const RESTART_MESSAGE = 'The server restarted while this step was running. Please try again.';
export const TIMEOUT_MESSAGE = 'This step took too long and was stopped. Please try again.';
export const GENERIC_MESSAGE = 'Something went wrong while running this step. Please try again.';
/** A crashed job runs at most this many times in all before it is failed. */
export const MAX_ATTEMPTS = 2;

/** What the job bookkeeping needs, whichever process (api or worker) does it. */
export interface JobRuntime {
  db: Kysely<Schema>;
  /** Delivers a realtime event to every socket of a user. */
  emit(userId: string, event: string, payload: unknown): void;
  /** Absolute, signed URL of a stored file. */
  fileUrl(key: string): string;
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
  /** The worker host's load per core while the run took `time_taken` (decision 0088: estimates). Never shown. */
  load?: number;
  /**
   * The first run of its kind (node type) in the worker process that ran it: it paid the process's
   * start-up (modules, fonts, caches), so the estimates measure the deployment's speed on the others
   * (decision 0088). Absent on runs recorded before it was kept. Never shown.
   */
  cold?: boolean;
  /**
   * The share of the result the worker took from its render cache (a film re-made after an edit
   * reuses every unchanged scene): such a run says little of the deployment's speed, so the estimates
   * leave it out (decision 0088). Absent when nothing was reused. Never shown.
   */
  reused?: number;
}

/** This host's 1-minute load average per core: 1 = every core busy. 0 where the platform has none (Windows). */
export function loadPerCore(): number {
  return loadavg()[0]! / Math.max(1, availableParallelism());
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
  const { sources, load: _load, cold: _cold, reused: _reused, ...rest } = execution;
  const urls: Record<string, string> = {};
  if (sources?.video) urls.videoUrl = fileUrl(sources.video);
  if (sources?.subtitles) urls.subtitlesUrl = fileUrl(sources.subtitles);
  if (sources?.poster) urls.posterUrl = fileUrl(sources.poster);
  if (sources?.chapters) urls.chaptersUrl = fileUrl(sources.chapters);
  // The paper's figure and table crops by figure id ('figures/figure-2.png' → 'figure-2').
  const figureUrls = sources?.figures?.length
    ? Object.fromEntries(sources.figures.map((key) => [key.slice(key.lastIndexOf('/') + 1).replace(/\.png$/, ''), fileUrl(key)]))
    : null;
  const sceneImageUrls = sceneImagesOf(execution, fileUrl);
  // A mind map's downloads (Markdown, OPML, SVG, PNG), a deck's (PowerPoint, PDF handout, first
  // slide) or an episode's (M4A, MP3, transcript, chapters), signed like the film's files.
  const files = sources?.mindmapFiles ?? sources?.presentationFiles ?? sources?.podcastFiles;
  const downloads = files
    ? Object.fromEntries(
        Object.entries(files)
          .filter(([, key]) => typeof key === 'string')
          .map(([kind, key]) => [kind, fileUrl(key)]),
      )
    : null;
  return {
    ...rest,
    videoUrl: urls.videoUrl ?? rest.videoUrl ?? null,
    outputData: rest.outputData
      ? {
          ...rest.outputData,
          ...urls,
          ...(figureUrls ? { figureUrls } : {}),
          ...(sceneImageUrls ? { sceneImageUrls } : {}),
          ...(downloads ? { downloads } : {}),
        }
      : rest.outputData,
  };
}

/**
 * A storyboard's scene images, scene by scene (null for a scene that shows no figure): the signed
 * address of the first figure crop each scene puts on screen (`visual_elements[].image`). Only files
 * of the storyboard's own project are signed, so a stored output can never hand out another's file.
 */
function sceneImagesOf(execution: StoredExecution, fileUrl: (key: string) => string): (string | null)[] | null {
  const own = /^projects\/[^/]+\//.exec(execution.sources?.storyboard ?? '')?.[0];
  const scenes = (execution.jsonOutput as { scenes?: unknown } | null | undefined)?.scenes;
  if (!own || !Array.isArray(scenes)) return null;
  const urls = scenes.map((scene) => {
    const elements = (scene as { visual_elements?: unknown } | null)?.visual_elements;
    const image = Array.isArray(elements)
      ? elements
          .map((element) => (element as { image?: unknown } | null)?.image)
          .find((key): key is string => typeof key === 'string' && key.startsWith(own) && !key.includes('..'))
      : undefined;
    return image ? fileUrl(image) : null;
  });
  return urls.some(Boolean) ? urls : null;
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
    id: randomUUID(),
    project_id: node.project_id,
    project_node_id: node.id,
    node_type: node.node_type,
    status: 'queued',
    attempts: 0,
    progress: 0,
    heartbeat_at: null,
    error: null,
    created_at: now,
    started_at: null,
    finished_at: null,
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
export async function failJob(
  rt: JobRuntime,
  job: Pick<Job, 'id' | 'project_id' | 'project_node_id'>,
  message: string,
  fromStatuses: Job['status'][] = ['running'],
) {
  const now = iso(rt);
  const outputData = { error: message };
  const execution: StoredExecution = { time_taken: null, videoUrl: null, jsonOutput: null, outputData };
  // Job and node change together (as on completion): a failed job never sits beside a processing node.
  const node = await rt.db.transaction().execute(async (trx) => {
    const ended = await trx
      .updateTable('jobs')
      .set({ status: 'failed', error: message, finished_at: now })
      .where('id', '=', job.id)
      .where('status', 'in', fromStatuses)
      .executeTakeFirst();
    if (Number(ended.numUpdatedRows) === 0) return null;
    await trx
      .updateTable('project_nodes')
      .set({ status: 'failed', execution: JSON.stringify(execution), updated_at: now })
      .where('id', '=', job.project_node_id)
      .where('status', '=', 'processing')
      .execute();
    return (
      (await trx.selectFrom('project_nodes').select(['client_node_id']).where('id', '=', job.project_node_id).executeTakeFirst()) ?? null
    );
  });
  if (!node) return;
  const owner = await ownerOf(rt, job.project_id);
  if (owner && node) {
    rt.emit(owner, PROCESSED_EVENT, {
      clientNodeId: node.client_node_id,
      projectId: job.project_id,
      projectNodeId: job.project_node_id,
      status: 'failed',
      outputData,
    });
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
 * Puts running jobs whose process is known to be gone back in the queue while attempts remain,
 * else fails them with RESTART_MESSAGE. Returns the ids queued again.
 */
export async function recoverJobs(
  rt: JobRuntime,
  jobs: Pick<Job, 'id' | 'project_id' | 'project_node_id' | 'attempts'>[],
): Promise<string[]> {
  const requeued: string[] = [];
  for (const job of jobs) {
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
  return recoverJobs(
    rt,
    stale.filter((job) => !runningHere.has(job.id)),
  );
}

/**
 * Claims the next queued job, fairly across users (decision 0018): round robin over the users who
 * have work waiting — the one with the fewest running jobs, then the one served least recently,
 * gets their oldest queued job — so one user's backlog never waits everyone else out. Returns the
 * claimed id, or null when nothing is queued.
 */
export async function claimNextJob(rt: Pick<JobRuntime, 'db' | 'now'>): Promise<string | null> {
  const queued = await rt.db
    .selectFrom('jobs')
    .innerJoin('projects', 'projects.id', 'jobs.project_id')
    .select(['jobs.id as id', 'projects.user_id as userId'])
    .where('jobs.status', '=', 'queued')
    .orderBy('jobs.created_at')
    .orderBy('jobs.id')
    .limit(1000)
    .execute();
  if (queued.length === 0) return null;
  const users = [...new Set(queued.map((job) => job.userId))];
  const served = await rt.db
    .selectFrom('jobs')
    .innerJoin('projects', 'projects.id', 'jobs.project_id')
    .select(['projects.user_id as userId'])
    .select((eb) => [
      eb.fn.sum<number | string>(eb.case().when('jobs.status', '=', 'running').then(1).else(0).end()).as('running'),
      eb.fn.max('jobs.started_at').as('lastStarted'),
    ])
    .where('projects.user_id', 'in', users)
    .groupBy('projects.user_id')
    .execute();
  const stats = new Map(served.map((row) => [row.userId, { running: Number(row.running ?? 0), lastStarted: row.lastStarted ?? '' }]));
  const order = new Map(users.map((user, i) => [user, i]));
  const turn = [...users].sort((a, b) => {
    const sa = stats.get(a) ?? { running: 0, lastStarted: '' };
    const sb = stats.get(b) ?? { running: 0, lastStarted: '' };
    return sa.running - sb.running || sa.lastStarted.localeCompare(sb.lastStarted) || order.get(a)! - order.get(b)!;
  });
  // Each user's queued jobs oldest first; a job someone else claimed meanwhile is skipped.
  for (const user of turn) {
    for (const job of queued) if (job.userId === user && (await claimJob(rt, job.id))) return job.id;
  }
  return null;
}

/** The queue behind generate and reset: a supervised worker process (queue-supervised) or BullMQ (queue-bullmq). */
export interface JobQueue {
  readonly kind: 'supervised' | 'bullmq';
  start(): Promise<void>;
  enqueue(jobId: string): Promise<void>;
  /** Stops a job wherever it runs; false when that was impossible (the caller answers 409). */
  cancel(jobId: string): Promise<boolean>;
  /** Resolves when nothing is queued or running here; tests and the bench use it. */
  idle(): Promise<void>;
  close(): Promise<void>;
}
