/**
 * The workspace's view of a project's nodes as the server holds them (issue 15, decision 0065):
 * status, result, the live run's progress, 'Out of date' and the estimate shown before a run.
 * Registered from routes.ts; the canvas reads it on load, on focus and after the socket reconnects,
 * so a second tab never guesses a status.
 */
import type { Kysely } from 'kysely';
import type { ProjectNode, Schema } from '@paperlight/db';
import { findUpstream, parseJson, publicExecution, type StoredExecution } from '@paperlight/remix-core';
import { lastChanges } from './edit-routes';

type Db = Kysely<Schema>;

/** Seconds per unit when this deployment has not run a step of that kind yet (measured on 2 shared cores). */
export const DEFAULT_SECONDS_PER_UNIT: Record<string, number> = {
  /** per MB of PDF */
  paperInput: 4,
  /** per page of the paper */
  script: 0.3,
  /** per slide of the script (or page, when built straight from the paper) */
  storyboard: 0.3,
  /** per scene */
  video: 7,
};
/** Fixed cost of any run: claiming the job, reading inputs, writing results. */
export const BASE_SECONDS: Record<string, number> = { paperInput: 2, script: 1, storyboard: 1, video: 4 };
/** How many of the newest completed runs of a kind the measured throughput uses. */
const SAMPLE_SIZE = 20;
const RATE_TTL_MS = 60_000;

const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const outputOf = (node: ProjectNode) => parseJson<StoredExecution | null>(node.execution, null);
const outputNumber = (node: ProjectNode | null | undefined, key: string) => (node ? num(outputOf(node)?.outputData?.[key]) : null);

/**
 * The size of a run's input in the unit its time grows with: MB of PDF, pages, slides or scenes.
 * `upstream` is the completed node it builds on; null when nothing can be said.
 */
export function unitsOf(node: ProjectNode, upstream: ProjectNode | null | undefined, fileBytes: (key: string) => number | undefined): number | null {
  switch (node.node_type) {
    case 'paperInput': {
      const bytes = node.file_key ? fileBytes(node.file_key) : undefined;
      return bytes === undefined ? null : Math.max(0.05, bytes / (1024 * 1024));
    }
    case 'script':
      return outputNumber(upstream, 'pageCount');
    case 'storyboard':
      return upstream?.node_type === 'script' ? outputNumber(upstream, 'slides') : outputNumber(upstream, 'pageCount');
    case 'video': {
      if (upstream?.node_type === 'storyboard') return outputNumber(upstream, 'scenes');
      const slides = outputNumber(upstream, 'slides');
      // A default storyboard has a scene per slide plus the opening and closing.
      if (slides !== null) return slides + 2;
      const pages = outputNumber(upstream, 'pageCount');
      return pages === null ? null : Math.max(3, Math.round(pages / 2));
    }
    default:
      return null;
  }
}

export interface Throughput {
  secondsPerUnit: number;
  base: number;
  /** How many finished runs of this deployment it was measured on; 0 = the default. */
  samples: number;
}

export function estimateSeconds(rate: Throughput, units: number): number {
  return Math.max(1, Math.round(rate.base + rate.secondsPerUnit * units));
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

async function fileSizes(db: Db, keys: string[]): Promise<Map<string, number>> {
  if (keys.length === 0) return new Map();
  const rows = await db.selectFrom('files').select(['key', 'size']).where('key', 'in', keys).execute();
  return new Map(rows.map((row) => [row.key, Number(row.size)]));
}

/**
 * This deployment's time per unit of each step, from its newest completed nodes: the median of
 * (time taken − base) ÷ units, so one slow run on a busy machine does not swing the estimate.
 */
export async function measureThroughput(db: Db): Promise<Record<string, Throughput>> {
  const rates: Record<string, Throughput> = {};
  for (const type of Object.keys(DEFAULT_SECONDS_PER_UNIT)) {
    const done = await db
      .selectFrom('project_nodes').selectAll()
      .where('node_type', '=', type).where('status', '=', 'completed')
      .orderBy('updated_at', 'desc').limit(SAMPLE_SIZE).execute();
    const projectIds = [...new Set(done.map((n) => n.project_id))];
    const siblings = projectIds.length === 0 ? [] : await db.selectFrom('project_nodes').selectAll().where('project_id', 'in', projectIds).execute();
    const sizes = await fileSizes(db, done.flatMap((n) => (n.file_key && type === 'paperInput' ? [n.file_key] : [])));
    const perUnit: number[] = [];
    const base = BASE_SECONDS[type] ?? 1;
    for (const node of done) {
      const taken = num(outputOf(node)?.time_taken);
      if (taken === null) continue;
      const upstream = findUpstream(node, siblings.filter((s) => s.project_id === node.project_id));
      const units = unitsOf(node, upstream, (key) => sizes.get(key));
      if (!units) continue;
      perUnit.push(Math.max(0, taken - base) / units);
    }
    rates[type] = perUnit.length > 0
      ? { secondsPerUnit: median(perUnit), base, samples: perUnit.length }
      : { secondsPerUnit: DEFAULT_SECONDS_PER_UNIT[type]!, base, samples: 0 };
  }
  return rates;
}

/** Measured throughput, recomputed at most once a minute. */
export function throughputCache(db: Db, now: () => number = Date.now) {
  let cached: { at: number; rates: Promise<Record<string, Throughput>> } | null = null;
  return () => {
    if (!cached || now() - cached.at > RATE_TTL_MS) {
      const rates = measureThroughput(db);
      cached = { at: now(), rates };
      rates.catch(() => (cached = null));
    }
    return cached.rates;
  };
}

export interface LiveRun {
  status: 'queued' | 'running';
  percent: number;
  startedAt: string | null;
}

export interface NodeState {
  clientNodeId: string;
  projectNodeId: string;
  status: string;
  error: string | null;
  execution: ReturnType<typeof publicExecution>;
  /** When the node's current result was made (its last completed run, edit or restore). */
  completedAt: string | null;
  /** A result exists but what it was made from has changed since (a new upload, a re-run, a reset). */
  outOfDate: boolean;
  run: LiveRun | null;
  /** Seconds the next (or current) run should take; null when its input is not known yet. */
  estimateSec: number | null;
}

/**
 * 'Out of date': a completed node whose upstream is no longer completed, changed after it ran, or is
 * itself out of date. `completedAt` is when each node's engine run finished (the `jobs` rows);
 * `changedAt`, when its result last changed, by a run or by hand (an edit or a restore, decision
 * 0083). An edit makes what follows out of date, never the edited node itself. Computed from the
 * database, so every tab and reload agrees.
 */
export function outOfDateNodes(nodes: ProjectNode[], completedAt: Map<string, string>, changedAt: Map<string, string> = completedAt): Set<string> {
  const memo = new Map<string, boolean>();
  const visit = (node: ProjectNode, depth: number): boolean => {
    if (memo.has(node.id)) return memo.get(node.id)!;
    if (node.status !== 'completed' || node.node_type === 'paperInput' || depth > nodes.length) return false;
    memo.set(node.id, false);
    const upstream = findUpstream(node, nodes);
    const mine = completedAt.get(node.id);
    const stale =
      !upstream ||
      (mine !== undefined && (changedAt.get(upstream.id) ?? completedAt.get(upstream.id) ?? '') > mine) ||
      visit(upstream, depth + 1);
    memo.set(node.id, stale);
    return stale;
  };
  return new Set(nodes.filter((node) => visit(node, 0)).map((node) => node.id));
}

export async function projectNodeStates(
  db: Db,
  projectId: string,
  fileUrl: (key: string) => string,
  rates: Record<string, Throughput>,
): Promise<NodeState[]> {
  const nodes = await db.selectFrom('project_nodes').selectAll().where('project_id', '=', projectId).orderBy('id').execute();
  const ids = nodes.map((n) => n.id);
  const jobs = ids.length === 0
    ? []
    : await db.selectFrom('jobs')
        .select(['project_node_id', 'status', 'progress', 'started_at', 'finished_at', 'created_at'])
        .where('project_node_id', 'in', ids)
        .where('status', 'in', ['queued', 'running', 'completed'])
        .orderBy('created_at', 'asc')
        .execute();
  const completedAt = new Map<string, string>();
  const live = new Map<string, LiveRun>();
  for (const job of jobs) {
    if (job.status === 'completed' && job.finished_at) {
      if ((completedAt.get(job.project_node_id) ?? '') < job.finished_at) completedAt.set(job.project_node_id, job.finished_at);
    } else if (job.status === 'queued' || job.status === 'running') {
      live.set(job.project_node_id, { status: job.status, percent: Number(job.progress) || 0, startedAt: job.started_at });
    }
  }
  const edits = await lastChanges(db, ids);
  const changedAt = new Map(completedAt);
  for (const [id, at] of edits) if ((changedAt.get(id) ?? '') < at) changedAt.set(id, at);
  const stale = outOfDateNodes(nodes, completedAt, changedAt);
  const sizes = await fileSizes(db, nodes.flatMap((n) => (n.node_type === 'paperInput' && n.file_key ? [n.file_key] : [])));
  return nodes.map((node) => {
    const execution = parseJson<StoredExecution | null>(node.execution, null);
    const rate = rates[node.node_type];
    const units = rate ? unitsOf(node, node.node_type === 'paperInput' ? null : findUpstream(node, nodes), (key) => sizes.get(key)) : null;
    const error = execution?.outputData?.error;
    return {
      clientNodeId: node.client_node_id,
      projectNodeId: node.id,
      status: node.status,
      error: node.status === 'failed' && typeof error === 'string' ? error : null,
      execution: publicExecution(execution, fileUrl),
      completedAt: node.status === 'completed' ? (changedAt.get(node.id) ?? null) : null,
      outOfDate: stale.has(node.id),
      run: node.status === 'processing' ? (live.get(node.id) ?? null) : null,
      estimateSec: rate && units ? estimateSeconds(rate, units) : null,
    };
  });
}
