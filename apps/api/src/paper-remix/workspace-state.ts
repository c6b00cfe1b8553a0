/**
 * The workspace's view of a project's nodes as the server holds them (issue 15, decision 0065):
 * status, result, the live run's progress, 'Out of date' and the estimate shown before a run.
 * Registered from routes.ts; the canvas reads it on load, on focus and after the socket reconnects,
 * so a second tab never guesses a status.
 */
import type { Kysely } from 'kysely';
import type { ProjectNode, Schema } from '@paperlight/db';
import { findUpstream, loadPerCore, parseJson, publicExecution, type StoredExecution } from '@paperlight/remix-core';
import { countWords } from '@paperlight/remix-core/grounding';
import { lastChanges } from './edit-routes';

type Db = Kysely<Schema>;

/**
 * What each step's time grows with, counted before it runs (decision 0088): the PDF's pages for the
 * read (counted at upload from its bytes, or by an earlier reading of the same file; a file whose
 * pages do not show counts PAGES_PER_MB a megabyte), the paper's words for the script (the engine ranks every
 * sentence), the script's words for the storyboard, and the narration's words for the video (speech
 * and the film's length follow them).
 */
export const ESTIMATE_UNITS: Record<string, string> = {
  paperInput: 'pages of PDF',
  script: 'words of the paper',
  storyboard: 'words of the script',
  video: 'words of narration',
};

/**
 * Seconds a step takes on the reference machine (2 cores, not busier than one task a core;
 * `pnpm bench:estimate` on the shared papers): a fixed part (starting the step, reading its input,
 * writing its result) plus a part per unit. A deployment that has not run a step of that kind yet
 * estimates with this curve, stretched by its load (`slowdown`).
 */
export const REFERENCE_CURVES: Record<string, { base: number; perUnit: number }> = {
  // Theil–Sen on six quiet reads (bench:estimate, load 2.3–3.1, 2026-11-25), on the same host scale
  // as the others: their median factor per page equals the old per-MB curve's (0.75 s + 1.1 s/MB).
  paperInput: { base: 0.15, perUnit: 0.135 },
  // Rescaled (×0.4) likewise: on that day they took 0.6–0.7 times the old curves.
  script: { base: 0.016, perUnit: 0.000012 },
  storyboard: { base: 0.008, perUnit: 0.000012 },
  // Five scenes whatever the length (their stills, the title and closing cards) cost as much as
  // ~170 words. Refitted after the narration came to be encoded per scene and the pictures beside it
  // (the first film of a fresh worker took 5.2–6.1 s for 161 words at load 3, later ones 4.4–5.0 s).
  video: { base: 2.5, perUnit: 0.012 },
};

/**
 * How much longer the first run of a kind in a fresh worker process takes than the later ones (it
 * loads the modules, fonts and caches the rest reuse), until this deployment has measured its own
 * (COLD_RUNS_TO_MEASURE cold runs). From two bench:estimate runs (the first paper's speed over the
 * median of the other five's): the read 1.0–1.15, the script 1.0–1.9; smaller under a heavy load,
 * which dwarfs it. The film's was 1.1–1.5 until the worker drew its backdrops at start-up; since,
 * 1.04 on a quiet run (the first film 6.66 s for 161 words, the others 5.8–7.0 s for 150–165).
 * The read takes 1: every read forks a fresh PDF reader that loads pdf.js (pdf-sandbox.ts), so the
 * first is no colder than the others; five runs on a second host measured 0.97–1.14, median 1.03
 * (2026-11-25), and at 1.2 a paper read after the first was shown a third too little.
 */
export const COLD_RATIO: Record<string, number> = { paperInput: 1, script: 1.5, storyboard: 1.5, video: 1.1 };
/** Cold runs a deployment measures before its own cold-to-warm ratio replaces COLD_RATIO's (one is noise). */
export const COLD_RUNS_TO_MEASURE = 3;
/** A measured cold-to-warm ratio is taken within these bounds (a cold run during a spike says little). */
const COLD_RATIO_LIMITS = { min: 1, max: 3 };

/** A script's words when the step builds on the paper itself (the engine writes a default, very short one). */
export const DEFAULT_SCRIPT_WORDS = 150;
/** Pages a megabyte, for a PDF whose page objects do not show in its bytes (the shared papers' median: 8.4–20). */
export const PAGES_PER_MB = 11.5;
/** A paper's words when its reading predates the word count (decision 0088: about 450 a page). */
const WORDS_PER_PAGE = 450;
/** How many of the newest completed runs of a kind the measured speed uses: recent enough to follow the machine's load. */
export const MEASURED_RUNS = 9;
/** The measured speed is read again at least this often, and whenever a run has finished since. */
const RATE_TTL_MS = 60_000;

const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const outputOf = (node: ProjectNode) => parseJson<StoredExecution | null>(node.execution, null);
const outputNumber = (node: ProjectNode | null | undefined, key: string) => (node ? num(outputOf(node)?.outputData?.[key]) : null);
const wordsIn = (text: unknown) => (typeof text === 'string' ? countWords(text) : 0);

/** The paper's words, from its reading (or its pages, for a reading made before words were counted). */
function paperWords(input: ProjectNode | null | undefined): number | null {
  const words = outputNumber(input, 'words');
  if (words !== null) return words;
  const pages = outputNumber(input, 'pageCount');
  return pages === null ? null : pages * WORDS_PER_PAGE;
}

/** The words a script node's narration has (its count, kept up to date by an edit). */
function scriptWords(script: ProjectNode): number | null {
  const words = outputNumber(script, 'words');
  if (words !== null) return words;
  const json = outputOf(script)?.jsonOutput as
    { opening?: { narration?: unknown }; slides?: { narration?: unknown }[]; closing?: { narration?: unknown } } | null | undefined;
  if (!json || !Array.isArray(json.slides)) return null;
  return (
    wordsIn(json.opening?.narration) + json.slides.reduce((n, slide) => n + wordsIn(slide?.narration), 0) + wordsIn(json.closing?.narration)
  );
}

/** The words the film will speak: each scene's narration as the storyboard (maybe edited) holds it. */
function narrationWords(storyboard: ProjectNode): number | null {
  const scenes = (outputOf(storyboard)?.jsonOutput as { scenes?: { narration?: unknown }[] } | null | undefined)?.scenes;
  return Array.isArray(scenes) ? scenes.reduce((n, scene) => n + wordsIn(scene?.narration), 0) : null;
}

/**
 * The size of a run's input in the unit its time grows with (ESTIMATE_UNITS). `upstream` is the
 * completed node it builds on; null when nothing can be said.
 */
export function unitsOf(
  node: ProjectNode,
  upstream: ProjectNode | null | undefined,
  fileOf: (key: string) => StoredFile | undefined,
): number | null {
  switch (node.node_type) {
    case 'paperInput': {
      // A reading of this file (an upload clears the node's result) knows its pages for certain.
      const read = outputNumber(node, 'pageCount');
      if (read !== null && read > 0) return read;
      const file = node.file_key ? fileOf(node.file_key) : undefined;
      if (!file) return null;
      return file.pages ?? Math.max(1, (file.bytes / (1024 * 1024)) * PAGES_PER_MB);
    }
    case 'script':
      return paperWords(upstream);
    case 'storyboard':
      if (!upstream) return null;
      return upstream.node_type === 'script' ? scriptWords(upstream) : DEFAULT_SCRIPT_WORDS;
    case 'video':
      if (!upstream) return null;
      if (upstream.node_type === 'storyboard') return narrationWords(upstream);
      // The video writes its own storyboard from the script (same narration), or a default script first.
      return upstream.node_type === 'script' ? scriptWords(upstream) : DEFAULT_SCRIPT_WORDS;
    default:
      return null;
  }
}

export interface Throughput {
  /** The reference curve of this kind of step. */
  base: number;
  perUnit: number;
  /**
   * This deployment's time over the reference curve's at the same load: the median over its newest
   * runs of time taken ÷ (curve × slowdown of the load the run saw); 1 before any.
   */
  factor: number;
  /** How many finished runs of this deployment it was measured on; 0 = the reference curve × the host's speed. */
  samples: number;
  /** The first run of this kind in a worker process over a later one (measured, else COLD_RATIO's). */
  coldRatio: number;
  /** The next run of this kind is the first in its worker process: the estimate includes `coldRatio`. */
  nextCold: boolean;
}

/**
 * How much longer a step takes on a host with `loadPerCore` runnable tasks a core (its 1-minute load
 * average ÷ cores) than on one with at most one: the square root of the load above one a core. Fitted
 * on the recorded runs of bench:estimate (a linear stretch overshoots: the load counts every thread of
 * the other jobs, and a step gets more than an even share of the cores). 1 when the load is unknown.
 */
export function slowdown(loadPerCore: number | null | undefined): number {
  return Math.sqrt(Math.max(1, typeof loadPerCore === 'number' && Number.isFinite(loadPerCore) ? loadPerCore : 1));
}

/** Two significant figures: '8.3', '0.17', '120'; a step never shows as taking no time at all. */
export function roundEstimate(seconds: number): number {
  if (!(seconds > 0)) return 0.01;
  return Math.max(0.01, Number(seconds.toPrecision(2)));
}

/**
 * Seconds a run of `units` should take now: the reference curve, scaled by this deployment's measured
 * speed and stretched by the load of the host the step runs on (`loadNow`, per core).
 */
export function estimateSeconds(rate: Throughput, units: number, loadNow?: number | null): number {
  const cold = rate.nextCold ? rate.coldRatio : 1;
  return roundEstimate(rate.factor * cold * slowdown(loadNow) * (rate.base + rate.perUnit * Math.max(0, units)));
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** A finished run: the seconds it took, its units, and its host's load per core (when recorded). */
export interface MeasuredRun {
  taken: number;
  units: number;
  load?: number | null;
  /** The first run of its kind in its worker process (`execution.cold`); absent = a later one. */
  cold?: boolean | null;
}

export interface ThroughputContext {
  /** This host's speed against the reference host's (host-speed.ts): the factor before any run. */
  host?: number;
  /** The next run of this kind will be the first in its worker process. */
  nextCold?: boolean;
}

/**
 * The throughput of one kind of step from its finished runs (newest first): each run's time over
 * what the reference curve gives for its units at the load it ran under, and the median of those,
 * so one odd run does not swing the estimate. The speed is measured on the warm runs (not the first
 * of their kind in a worker process); with none yet, on the cold ones divided by the cold-to-warm
 * ratio; with no run at all it is the host's probed speed.
 */
export function throughputOf(type: string, runs: readonly MeasuredRun[], context: ThroughputContext = {}): Throughput {
  const curve = REFERENCE_CURVES[type] ?? { base: 1, perUnit: 0 };
  const factorsOf = (list: readonly MeasuredRun[]) =>
    list.slice(0, MEASURED_RUNS).flatMap(({ taken, units, load }) => {
      const reference = (curve.base + curve.perUnit * units) * slowdown(load);
      return taken > 0 && reference > 0 ? [taken / reference] : [];
    });
  const warm = factorsOf(runs.filter((run) => run.cold !== true));
  const cold = factorsOf(runs.filter((run) => run.cold === true));
  const coldRatio =
    warm.length > 0 && cold.length >= COLD_RUNS_TO_MEASURE
      ? Math.min(COLD_RATIO_LIMITS.max, Math.max(COLD_RATIO_LIMITS.min, median(cold) / median(warm)))
      : (COLD_RATIO[type] ?? 1);
  const host = typeof context.host === 'number' && context.host > 0 ? context.host : 1;
  const factor = warm.length > 0 ? median(warm) : cold.length > 0 ? median(cold) / coldRatio : host;
  return { ...curve, factor, samples: warm.length > 0 ? warm.length : cold.length, coldRatio, nextCold: context.nextCold === true };
}

/** What the api knows of a stored file before it is read: its size, and its pages when its bytes show them. */
export interface StoredFile {
  bytes: number;
  pages: number | null;
}

async function storedFiles(db: Db, keys: string[]): Promise<Map<string, StoredFile>> {
  if (keys.length === 0) return new Map();
  const rows = await db.selectFrom('files').select(['key', 'size', 'pages']).where('key', 'in', keys).execute();
  return new Map(rows.map((row) => [row.key, { bytes: Number(row.size), pages: row.pages === null ? null : Number(row.pages) }]));
}

export interface MeasureOptions {
  /** This host's probed speed (host-speed.ts), used for a step no run has measured yet. */
  host?: number | (() => number | Promise<number>);
  /**
   * When the worker process that runs the next job started (ISO): a kind with no run completed since
   * is expected cold. Unknown (BullMQ workers elsewhere, whose lifetimes the api does not see): never.
   */
  workerSince?: string;
}

/** This deployment's throughput of each step, from its newest completed nodes (the time each run took, its units). */
export async function measureThroughput(db: Db, options: MeasureOptions = {}): Promise<Record<string, Throughput>> {
  const rates: Record<string, Throughput> = {};
  const ranSince = new Set<string>();
  const host = typeof options.host === 'function' ? await options.host() : options.host;
  if (options.workerSince) {
    const kinds = await db
      .selectFrom('jobs')
      .select('node_type')
      .distinct()
      .where('status', '=', 'completed')
      .where('finished_at', '>=', options.workerSince)
      .execute();
    for (const { node_type } of kinds) ranSince.add(node_type);
  }
  for (const type of Object.keys(REFERENCE_CURVES)) {
    const newest = await db
      .selectFrom('project_nodes')
      .selectAll()
      .where('node_type', '=', type)
      .where('status', '=', 'completed')
      .orderBy('updated_at', 'desc')
      .limit(MEASURED_RUNS * 2)
      .execute();
    // Cold runs are one a worker process and kind, so rarely among the newest: read apart.
    const coldOnes = await db
      .selectFrom('project_nodes')
      .selectAll()
      .where('node_type', '=', type)
      .where('status', '=', 'completed')
      .where('execution', 'like', '%"cold":true%')
      .orderBy('updated_at', 'desc')
      .limit(MEASURED_RUNS)
      .execute();
    const done = [...newest, ...coldOnes.filter((node) => !newest.some((n) => n.id === node.id))];
    const projectIds = [...new Set(done.map((n) => n.project_id))];
    const siblings =
      projectIds.length === 0 ? [] : await db.selectFrom('project_nodes').selectAll().where('project_id', 'in', projectIds).execute();
    const files = await storedFiles(
      db,
      done.flatMap((n) => (n.file_key && type === 'paperInput' ? [n.file_key] : [])),
    );
    const runs: MeasuredRun[] = [];
    for (const node of done) {
      const execution = outputOf(node);
      const taken = num(execution?.time_taken);
      // A film re-made from cached scenes took a fraction of a full render's time: not a measure of speed.
      if (taken === null || (num(execution?.reused) ?? 0) > 0) continue;
      const upstream = findUpstream(
        node,
        siblings.filter((s) => s.project_id === node.project_id),
      );
      const units = unitsOf(node, upstream, (key) => files.get(key));
      if (units === null) continue;
      runs.push({ taken, units, load: num(execution?.load), cold: execution?.cold === true });
    }
    rates[type] = throughputOf(type, runs, {
      ...(host !== undefined ? { host } : {}),
      nextCold: options.workerSince !== undefined && !ranSince.has(type),
    });
  }
  return rates;
}

/**
 * Measured throughput, read again when a run has finished since it was last read (one small query
 * per call), and at least once a minute: the estimate after a run already counts it.
 */
export function throughputCache(db: Db, now: () => number = Date.now, options: MeasureOptions = {}) {
  let cached: { at: number; key: string; rates: Promise<Record<string, Throughput>> } | null = null;
  return async () => {
    const last = await db
      .selectFrom('jobs')
      .select((eb) => [eb.fn.countAll<number | string>().as('n'), eb.fn.max('finished_at').as('at')])
      .where('status', '=', 'completed')
      .executeTakeFirst();
    const key = `${last?.n ?? 0}:${last?.at ?? ''}`;
    if (!cached || cached.key !== key || now() - cached.at > RATE_TTL_MS) {
      const rates = measureThroughput(db, options);
      cached = { at: now(), key, rates };
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
export function outOfDateNodes(
  nodes: ProjectNode[],
  completedAt: Map<string, string>,
  changedAt: Map<string, string> = completedAt,
): Set<string> {
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

/**
 * `loadNow` is the load per core of the host the steps run on: in the default deployment the worker
 * is the api's child on this host; with BullMQ workers elsewhere this host's load stands in for theirs.
 */
export async function projectNodeStates(
  db: Db,
  projectId: string,
  fileUrl: (key: string) => string,
  rates: Record<string, Throughput>,
  loadNow: number | null = loadPerCore(),
): Promise<NodeState[]> {
  const nodes = await db.selectFrom('project_nodes').selectAll().where('project_id', '=', projectId).orderBy('id').execute();
  const ids = nodes.map((n) => n.id);
  const jobs =
    ids.length === 0
      ? []
      : await db
          .selectFrom('jobs')
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
  const files = await storedFiles(
    db,
    nodes.flatMap((n) => (n.node_type === 'paperInput' && n.file_key ? [n.file_key] : [])),
  );
  return nodes.map((node) => {
    const execution = parseJson<StoredExecution | null>(node.execution, null);
    const rate = rates[node.node_type];
    const units = rate ? unitsOf(node, node.node_type === 'paperInput' ? null : findUpstream(node, nodes), (key) => files.get(key)) : null;
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
      estimateSec: rate && units ? estimateSeconds(rate, units, loadNow) : null,
    };
  });
}
