/**
 * One node of a project (SPEC §7): its file behind a signed link (the upload, else its result), a reset
 * to idle, and its History, the runs of its step newest first.
 */
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../errors';
import { notFound, type RemixRouteDeps } from './remix-deps';

/** Runs listed by a node's History, newest first. */
const HISTORY_LIMIT = 20;
interface JobRow {
  id: string;
  status: string;
  attempts: number;
  error: string | null;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
}
const showRun = (job: JobRow) => {
  const started = job.started_at ? Date.parse(job.started_at) : NaN;
  const finished = job.finished_at ? Date.parse(job.finished_at) : NaN;
  const timeTaken = Number.isFinite(started) && Number.isFinite(finished) ? Math.max(0, Math.round((finished - started) / 100) / 10) : null;
  return {
    id: job.id,
    status: job.status,
    attempts: job.attempts,
    createdAt: job.created_at,
    startedAt: job.started_at,
    finishedAt: job.finished_at,
    timeTaken,
    error: job.error,
  };
};

export function registerNodeRoutes(scope: FastifyInstance, deps: RemixRouteDeps): void {
  const { db } = deps;
  const auth = { onRequest: deps.requireUser };

  scope.get<{ Params: { id: string; projectNodeId: string } }>(
    '/paper-remix/project/:id/node/:projectNodeId/preview',
    auth,
    async (request) => {
      const { project } = await deps.ownProject(request, request.params.id);
      const node = await db
        .selectFrom('project_nodes')
        .selectAll()
        .where('project_id', '=', project.id)
        .where('id', '=', request.params.projectNodeId)
        .executeTakeFirst();
      if (!node) throw notFound('Node');
      if (!node.file_key)
        throw new HttpError(404, node.node_type === 'paperInput' ? 'No input source available' : 'This node has no result yet');
      return { statusCode: 200, data: { s3ObjOutput: { presigned_url: deps.fileUrl(node.file_key), key: node.file_key } } };
    },
  );

  scope.post<{ Params: { id: string; clientNodeId: string } }>(
    '/paper-remix/project/:id/node/:clientNodeId/reset',
    auth,
    async (request) => {
      const { project } = await deps.ownProject(request, request.params.id);
      const node = await deps.nodeByClientId(project.id, request.params.clientNodeId);
      if (!node) throw notFound('Node');
      if (!(await deps.cancelJobs([node.id]))) throw new HttpError(409, "Can not clear as it's processing");
      // The input node keeps its upload (back to 'Not Validated'); generated results are dropped.
      const keep = node.node_type === 'paperInput';
      await db
        .updateTable('project_nodes')
        .set({ status: 'idle', execution: null, updated_at: deps.stamp(), ...(keep ? {} : { file_key: null }) })
        .where('id', '=', node.id)
        .execute();
      const updated = await deps.nodeByClientId(project.id, node.client_node_id);
      return { statusCode: 200, data: deps.showNode(updated!) };
    },
  );

  scope.get<{ Params: { id: string; clientNodeId: string } }>(
    '/paper-remix/project/:id/node/:clientNodeId/history',
    auth,
    async (request) => {
      const { project } = await deps.ownProject(request, request.params.id);
      const node = await deps.nodeByClientId(project.id, request.params.clientNodeId);
      if (!node) throw notFound('Node');
      const jobs = await db
        .selectFrom('jobs')
        .leftJoin('node_versions', (join) =>
          join.onRef('node_versions.job_id', '=', 'jobs.id').on('node_versions.project_node_id', '=', node.id),
        )
        .select([
          'jobs.id',
          'jobs.status',
          'jobs.attempts',
          'jobs.error',
          'jobs.created_at',
          'jobs.started_at',
          'jobs.finished_at',
          'node_versions.id as version_id',
        ])
        .where('jobs.project_node_id', '=', node.id)
        .orderBy('jobs.created_at', 'desc')
        .orderBy('jobs.id', 'desc')
        .limit(HISTORY_LIMIT)
        .execute();
      // A finished run names its kept output (decision 0173), which History opens or plays.
      return { statusCode: 200, data: jobs.map((job) => ({ ...showRun(job), versionId: job.version_id ?? null })) };
    },
  );
}
