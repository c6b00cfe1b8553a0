/**
 * Runs one job of the `jobs` table with the engine: the same code whether the worker is
 * supervised by an api (IPC) or takes jobs from BullMQ.
 */
import { randomUUID } from 'node:crypto';
import {
  failJob,
  findUpstream,
  GENERIC_MESSAGE,
  JobStop,
  loadPerCore,
  PRECONDITIONS,
  PROCESSED_EVENT,
  PROGRESS_EVENT,
  PROGRESS_INTERVAL_MS,
  progressStage,
  publicExecution,
  TIMEOUT_MESSAGE,
  toStageNode,
  type JobRuntime as CoreRuntime,
  type StoredExecution,
} from '@paperlight/remix-core';
import { firstRunOfKind } from './cold-runs';
import { PaperError } from './engine/read/pdf-open';
import { SettingsError, STAGES, type PipelineDeps } from './engine/pipeline';
import { SpeechError } from './engine/speech/speech';

/** Everything a job needs to run. */
export interface JobRuntime extends CoreRuntime {
  deps: PipelineDeps;
  /** A job running longer is stopped and failed with TIMEOUT_MESSAGE. */
  timeoutMs: number;
  /** Whether a run of this kind is the first in this process (default: this process's own record). */
  firstRunOfKind?: (nodeType: string) => boolean;
}

const iso = (rt: { now?: () => number }) => new Date((rt.now ?? Date.now)()).toISOString();

async function ownerOf(rt: JobRuntime, projectId: string): Promise<string | undefined> {
  const project = await rt.db.selectFrom('projects').select('user_id').where('id', '=', projectId).executeTakeFirst();
  return project?.user_id;
}

export function userMessage(error: unknown, rt: JobRuntime): string {
  if (error instanceof JobStop && error.reason === 'timeout') return TIMEOUT_MESSAGE;
  if (error instanceof PaperError || error instanceof SpeechError || error instanceof SettingsError) return error.message;
  const message = error instanceof Error ? error.message : '';
  // The pipeline's own explanations are written for users; anything else is an internal fault.
  if (
    /^(The language model|The storyboard|No input source|Please ensure|The (paper|script) this step|The paper has no sentences)/.test(
      message,
    )
  )
    return message;
  rt.log?.('paper remix job failed', { err: error instanceof Error ? { message, stack: error.stack } : String(error) });
  return GENERIC_MESSAGE;
}

/** Runs one claimed job to its end: completed, failed, or left alone when cancelled/shut down. */
export async function executeJob(rt: JobRuntime, jobId: string, signal: AbortSignal): Promise<void> {
  const job = await rt.db.selectFrom('jobs').selectAll().where('id', '=', jobId).executeTakeFirst();
  if (job?.status !== 'running') return;
  const started = performance.now();
  const loadAtStart = loadPerCore();
  try {
    const nodes = await rt.db.selectFrom('project_nodes').selectAll().where('project_id', '=', job.project_id).execute();
    const row = nodes.find((n) => n.id === job.project_node_id);
    if (!row) throw new JobStop('cancelled');
    const stage = STAGES[row.node_type];
    if (!stage) throw new Error(`No engine for ${row.node_type}`);
    const upstream = findUpstream(row, nodes);
    if (upstream === null) throw new Error(PRECONDITIONS[row.node_type]!.message);
    // The first run of a kind in this process pays its start-up (decision 0088: estimates).
    const cold = (rt.firstRunOfKind ?? firstRunOfKind)(row.node_type);
    const owner = await ownerOf(rt, job.project_id);
    let lastPercent = -1;
    let lastStage: string | undefined;
    // Issue 15: the card shows live progress, so an event goes out at least once a second (the
    // same percent again between the engine's steps), with the stage and the seconds elapsed.
    const emitProgress = () => {
      if (!owner || signal.aborted) return;
      const percent = Math.max(0, lastPercent);
      rt.emit(owner, PROGRESS_EVENT, {
        clientNodeId: row.client_node_id,
        projectId: job.project_id,
        percent,
        stage: lastStage ?? progressStage(row.node_type, percent),
        elapsedSec: Math.round(performance.now() - started) / 1000,
      });
    };
    const ticker = setInterval(emitProgress, PROGRESS_INTERVAL_MS);
    const result = await stage({
      deps: rt.deps,
      node: toStageNode(row),
      upstream: upstream ? toStageNode(upstream) : null,
      signal,
      runId: jobId,
      // An engine may say what it is doing ('rendering scene 3 of 6') as a second argument.
      progress: (percent: number, stageText?: string) => {
        if (percent <= lastPercent || signal.aborted) return;
        lastPercent = percent;
        lastStage = stageText;
        void rt.db
          .updateTable('jobs')
          .set({ progress: percent })
          .where('id', '=', jobId)
          .execute()
          .catch(() => undefined);
        emitProgress();
      },
    }).finally(() => clearInterval(ticker));
    if (signal.aborted) throw signal.reason;
    const now = iso(rt);
    const execution: StoredExecution = {
      time_taken: Math.round(performance.now() - started) / 1000,
      videoUrl: null,
      jsonOutput: result.jsonOutput,
      outputData: result.outputData,
      sources: result.sources,
      // How busy the machine was, so the workspace's estimates can tell a slow run from a busy host.
      load: Math.round(((loadAtStart + loadPerCore()) / 2) * 100) / 100,
      cold,
      ...(result.reused ? { reused: result.reused } : {}),
    };
    // The job row and the node change together, so nobody ever sees a finished job beside a node
    // still processing (a second generate would be refused).
    const landed = await rt.db.transaction().execute(async (trx) => {
      const finished = await trx
        .updateTable('jobs')
        .set({ status: 'completed', progress: 100, finished_at: now })
        .where('id', '=', jobId)
        .where('status', '=', 'running')
        .executeTakeFirst();
      // Cancelled meanwhile: the node was already reset, so the result is dropped.
      if (Number(finished.numUpdatedRows) === 0) return false;
      for (const file of result.written) {
        await trx
          .insertInto('files')
          .values({ key: file.key, owner_id: owner ?? '', content_type: file.contentType, size: file.size, created_at: now })
          .onConflict((oc) => oc.column('key').doUpdateSet({ content_type: file.contentType, size: file.size, created_at: now }))
          .execute();
      }
      const stored = JSON.stringify(execution);
      await trx
        .updateTable('project_nodes')
        .set({ status: 'completed', execution: stored, file_key: result.fileKey, updated_at: now })
        .where('id', '=', row.id)
        .execute();
      // Every run's output is kept, naming its run, for History to open or play (decision 0173).
      await trx
        .insertInto('node_versions')
        .values({ id: randomUUID(), project_node_id: row.id, kind: 'generated', execution: stored, created_at: now, job_id: jobId })
        .execute();
      return true;
    });
    if (!landed) return;
    if (owner) {
      const shown = publicExecution(execution, rt.fileUrl);
      rt.emit(owner, PROCESSED_EVENT, {
        clientNodeId: row.client_node_id,
        projectId: job.project_id,
        projectNodeId: row.id,
        status: 'completed',
        outputData: shown?.outputData ?? {},
        execution: shown,
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
    void rt.db
      .updateTable('jobs')
      .set({ heartbeat_at: iso(rt) })
      .where('id', '=', jobId)
      .where('status', '=', 'running')
      .execute()
      .catch(() => undefined);
  }, rt.heartbeatMs);
  const timeout = setTimeout(() => controller.abort(new JobStop('timeout')), rt.timeoutMs);
  try {
    await executeJob(rt, jobId, controller.signal);
  } finally {
    clearInterval(heartbeat);
    clearTimeout(timeout);
  }
}
