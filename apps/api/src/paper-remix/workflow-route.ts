/**
 * `POST /paper-remix/project/{id}/workflow` (SPEC §7): the canvas saves its whole graph. Nodes are
 * added, changed or removed to match it in one transaction; a removed node's jobs are cancelled and
 * its files deleted.
 */
import type { Database, ProjectNode } from '@paperlight/db';
import { nodeDir, parseJson } from '@paperlight/remix-core';
import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import { HttpError } from '../errors';
import { orderedId, parse, type RemixRouteDeps } from './remix-deps';
import { configurationToStore, nodeSettings, WorkflowSchema } from './workflow-payload';

type Db = Database['db'];
type SavedNode = v.InferOutput<typeof WorkflowSchema>['nodes'][number];
type Settings = Map<string, ReturnType<typeof nodeSettings>>;

/** The saved nodes' client ids, or a 400 when one appears twice. */
function uniqueClientIds(nodes: SavedNode[]): Set<string> {
  const seen = new Set<string>();
  for (const n of nodes) {
    if (seen.has(n.clientNodeId)) throw new HttpError(400, `nodes: clientNodeId ${n.clientNodeId} appears twice`);
    seen.add(n.clientNodeId);
  }
  return seen;
}

/** Writes one saved node: a new row, or over the stored one under its client id. */
async function saveNode(
  trx: Db,
  projectId: string,
  payload: SavedNode,
  current: ProjectNode | undefined,
  settings: Settings,
  now: string,
): Promise<void> {
  const upload =
    current?.file_key && current.node_type === payload.nodeType
      ? (parseJson<{ basic?: Record<string, unknown> }>(current.configuration, {}).basic ?? {})
      : null;
  const configuration = configurationToStore(settings.get(payload.clientNodeId)!, upload);
  const fields = {
    position: JSON.stringify({ x: payload.position.x, y: payload.position.y }),
    label: payload.label,
    configuration: JSON.stringify(configuration),
    target_edges: JSON.stringify(payload.targetEdges),
    updated_at: now,
  };
  if (!current) {
    await trx
      .insertInto('project_nodes')
      .values({
        id: orderedId(),
        project_id: projectId,
        client_node_id: payload.clientNodeId,
        node_type: payload.nodeType,
        status: 'idle',
        execution: null,
        file_key: null,
        ...fields,
      })
      .execute();
  } else if (current.node_type !== payload.nodeType) {
    // A different kind of node under the same id starts over.
    await trx
      .updateTable('project_nodes')
      .set({ ...fields, node_type: payload.nodeType, status: 'idle', execution: null, file_key: null })
      .where('id', '=', current.id)
      .execute();
  } else {
    await trx.updateTable('project_nodes').set(fields).where('id', '=', current.id).execute();
  }
}

/** Inside a transaction: the project's nodes made to match the saved ones; returns the nodes removed. */
async function saveWorkflow(
  trx: Db,
  projectId: string,
  nodes: SavedNode[],
  seen: Set<string>,
  settings: Settings,
  now: string,
): Promise<ProjectNode[]> {
  const existing = await trx.selectFrom('project_nodes').selectAll().where('project_id', '=', projectId).execute();
  const byClient = new Map(existing.map((n) => [n.client_node_id, n]));
  for (const payload of nodes) await saveNode(trx, projectId, payload, byClient.get(payload.clientNodeId), settings, now);
  const gone = existing.filter((n) => !seen.has(n.client_node_id));
  if (gone.length > 0)
    await trx
      .deleteFrom('project_nodes')
      .where(
        'id',
        'in',
        gone.map((n) => n.id),
      )
      .execute();
  await trx.updateTable('projects').set({ updated_at: now }).where('id', '=', projectId).execute();
  return gone;
}

export function registerWorkflowRoute(scope: FastifyInstance, deps: RemixRouteDeps): void {
  const auth = { onRequest: deps.requireUser };

  scope.post<{ Params: { id: string } }>('/paper-remix/project/:id/workflow', auth, async (request) => {
    const { project } = await deps.ownProject(request, request.params.id);
    const { nodes } = parse(WorkflowSchema, request.body);
    const seen = uniqueClientIds(nodes);
    // Every node's settings are checked before anything is written (decision 0186).
    const settings = new Map(nodes.map((n) => [n.clientNodeId, nodeSettings(n)]));
    const now = deps.stamp();
    const removed = await deps.db.transaction().execute((trx) => saveWorkflow(trx, project.id, nodes, seen, settings, now));
    if (removed.length > 0) {
      await deps.cancelJobs(removed.map((n) => n.id));
      for (const n of removed) await deps.storage.remove(`${nodeDir(project.id, n.id)}/`);
    }
    return { statusCode: 200, data: (await deps.nodesOf(project.id)).map(deps.showNode) };
  });
}
