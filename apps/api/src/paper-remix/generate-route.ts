/**
 * `POST /paper-remix/project/{id}/generate` (SPEC §7): runs one saved node's step. The node must be
 * able to run (its kind, settings and upstream results), and the user may start it (trial, storage,
 * their steps waiting or running, the queue of everyone's); then a job is created and queued.
 */
import { trialFlag, type ProjectNode } from '@paperlight/db';
import { createJob, findUpstream, isEngineNodeType, parseJson, PRECONDITIONS } from '@paperlight/remix-core';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type * as v from 'valibot';
import { HttpError } from '../errors';
import { parse, type RemixRouteDeps } from './remix-deps';
import { GenerateSchema, nodeSettings } from './workflow-payload';

/** Shown on the node with the 'Book a call' link (decision 0018). */
export const TRIAL_EXPIRED_MESSAGE = 'Your free trial has expired';

/** The node asked for, if it can run now: saved, of that kind, an engine's, set up, idle and with its input. */
async function nodeToRun(deps: RemixRouteDeps, projectId: string, body: v.InferOutput<typeof GenerateSchema>): Promise<ProjectNode> {
  const nodes = await deps.nodesOf(projectId);
  const node = nodes.find((n) => n.client_node_id === body.clientNodeId);
  if (!node) throw new HttpError(404, 'Node not found; save the workflow first');
  if (node.node_type !== body.nodeType) throw new HttpError(400, `Node ${body.clientNodeId} is a ${node.node_type} node`);
  if (!isEngineNodeType(node.node_type)) throw new HttpError(400, 'This node cannot be generated yet');
  nodeSettings({ clientNodeId: node.client_node_id, nodeType: node.node_type, configuration: parseJson<unknown>(node.configuration, {}) });
  if (node.status === 'processing') throw new HttpError(409, 'This step is already processing');
  if (node.node_type === 'paperInput' && !node.file_key) throw new HttpError(409, 'No input source available');
  if (findUpstream(node, nodes) === null) throw new HttpError(409, PRECONDITIONS[node.node_type]!.message);
  return node;
}

/** Refuses a run the user may not start now: an expired trial, full storage, too many of their steps, a full queue. */
async function ensureMayStart(deps: RemixRouteDeps, userId: string, reply: FastifyReply): Promise<void> {
  const { db, limits } = deps;
  // Fair use (decision 0018): an expired trial keeps its projects but starts nothing new.
  const account = await db.selectFrom('users').select(['trial_end_date']).where('id', '=', userId).executeTakeFirst();
  if (account && trialFlag(account, new Date(deps.stamp())) === false) throw new HttpError(403, TRIAL_EXPIRED_MESSAGE);
  if ((await deps.quota.used(userId)) >= limits.storageQuota) throw new HttpError(403, deps.quota.message());
  if ((await deps.activeJobsOf(userId)) >= limits.maxJobsPerUser) {
    reply.header('retry-after', '30');
    throw new HttpError(
      429,
      `You already have ${limits.maxJobsPerUser === 1 ? 'a step' : `${limits.maxJobsPerUser} steps`} waiting or running. Please wait for one to finish.`,
    );
  }
  const waiting = await db
    .selectFrom('jobs')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('status', '=', 'queued')
    .executeTakeFirst();
  if (Number(waiting?.n ?? 0) >= limits.maxQueued) {
    reply.header('retry-after', '60');
    throw new HttpError(503, 'Paper Remix is busy right now. Please try again in a minute.');
  }
}

export function registerGenerateRoute(scope: FastifyInstance, deps: RemixRouteDeps): void {
  const auth = { onRequest: deps.requireUser };

  scope.post<{ Params: { id: string } }>('/paper-remix/project/:id/generate', auth, async (request, reply) => {
    const { user, project } = await deps.ownProject(request, request.params.id);
    const body = parse(GenerateSchema, request.body);
    const node = await nodeToRun(deps, project.id, body);
    await ensureMayStart(deps, user.sub, reply);
    const job = await createJob(deps.runtime, node);
    if (!job) throw new HttpError(409, 'This step is already processing');
    await deps.queue.enqueue(job.id);
    return { statusCode: 200, data: { jobId: job.id } };
  });
}
