/**
 * What the routes of projects and their nodes (project-routes.ts, workflow-route.ts, upload-route.ts,
 * generate-route.ts, node-routes.ts) are given by registerPaperRemix, and the helpers they share. Its
 * own module, as workspace-deps.ts is for the workspace's routes, so they depend on it rather than on
 * routes.ts or on each other.
 */
import { randomUUID } from 'node:crypto';
import type { Database, Project, ProjectNode } from '@paperlight/db';
import { parseJson, publicExecution, type FileStorage, type JobQueue, type JobRuntime, type StoredExecution } from '@paperlight/remix-core';
import type { FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { AccessClaims } from '../auth';
import { forbidden, HttpError } from '../errors';
import { createStorageQuota, type StorageQuota } from './quota';
import type { RemixLimits, RemixSetup } from './service';

type Db = Database['db'];

/** A body checked by the schema, or a 400 naming the first field at fault. */
export function parse<T extends v.GenericSchema>(schema: T, body: unknown): v.InferOutput<T> {
  const result = v.safeParse(schema, body ?? {});
  if (!result.success) {
    const issue = result.issues[0];
    const path = issue.path?.map((p) => String(p.key)).join('.');
    throw new HttpError(400, path ? `${path}: ${issue.message}` : issue.message);
  }
  return result.output;
}

/** The 404 of a missing project, or of another missing thing named. */
export const notFound = (what = 'Project') => new HttpError(404, `${what} not found`);

let idCounter = 0;
/** Time-ordered ids, so listing nodes by id lists them in the order they were first saved. */
export function orderedId(): string {
  idCounter = (idCounter + 1) % 0xffff;
  return `${Date.now().toString(16).padStart(12, '0')}-${idCounter.toString(16).padStart(4, '0')}-${randomUUID().slice(0, 18)}`;
}

/** A stored node as the canvas reads it (SPEC §3), its result's files behind signed links. */
export function nodeView(n: ProjectNode, fileUrl: (key: string, ttlSec?: number) => string) {
  return {
    id: n.id,
    projectNodeId: n.id,
    clientNodeId: n.client_node_id,
    node: { id: n.node_type, nodeType: n.node_type },
    position: parseJson(n.position, { x: 0, y: 0 }),
    label: n.label,
    configuration: parseJson<Record<string, unknown>>(n.configuration, {}),
    targetEdges: parseJson<unknown[]>(n.target_edges, []),
    status: n.status,
    execution: publicExecution(parseJson<StoredExecution | null>(n.execution, null), fileUrl),
  };
}
export type NodeView = ReturnType<typeof nodeView>;

/** What each route of a project and its nodes is given. */
export interface RemixRouteDeps {
  db: Db;
  storage: FileStorage;
  queue: JobQueue;
  runtime: JobRuntime;
  fileUrl: (key: string, ttlSec?: number) => string;
  limits: RemixLimits;
  /** Bytes of uploads, results and edited versions the user keeps (the storage quota counts them all). */
  quota: StorageQuota;
  requireUser: (request: FastifyRequest) => Promise<void>;
  /** The signed-in, registered user (a guest is refused with 403). */
  registeredUser: (request: FastifyRequest) => AccessClaims;
  /** The caller's own project, else 404 (someone else's answers like a missing one). */
  ownProject: (request: FastifyRequest, projectId: string) => Promise<{ user: AccessClaims; project: Project }>;
  /** A project's nodes in the order they were first saved. */
  nodesOf: (projectId: string) => Promise<ProjectNode[]>;
  nodeByClientId: (projectId: string, clientNodeId: string) => Promise<ProjectNode | undefined>;
  showNode: (n: ProjectNode) => NodeView;
  /** Cancels every live job of the nodes; false if one could not be stopped. */
  cancelJobs: (nodeIds: string[]) => Promise<boolean>;
  /** The user's jobs queued or running. */
  activeJobsOf: (userId: string) => Promise<number>;
  /** Marks the project changed now. */
  touch: (projectId: string) => Promise<unknown>;
  /** Now, as stored (ISO 8601). */
  stamp: () => string;
}

/** What the api gives the routes, for building their deps. */
interface ApiDeps {
  requireUser: (request: FastifyRequest) => Promise<void>;
  userOf: (request: FastifyRequest) => AccessClaims;
}

/** The routes' deps over the running service: ownership checks, node queries and views, job cancelling. */
export function createRemixRouteDeps(db: Db, service: RemixSetup, api: ApiDeps, now?: () => number): RemixRouteDeps {
  const { queue, fileUrl } = service;
  const stamp = () => new Date((now ?? Date.now)()).toISOString();
  const registeredUser = (request: FastifyRequest) => {
    const user = api.userOf(request);
    if (user.isGuest) throw forbidden();
    return user;
  };
  const ownProject = async (request: FastifyRequest, projectId: string) => {
    const user = registeredUser(request);
    const project = await db
      .selectFrom('projects')
      .selectAll()
      .where('id', '=', projectId)
      .where('user_id', '=', user.sub)
      .executeTakeFirst();
    // Someone else's project answers exactly like a missing one.
    if (!project) throw notFound();
    return { user, project };
  };
  const activeJobs = (nodeIds: string[]) =>
    nodeIds.length === 0
      ? Promise.resolve([])
      : db.selectFrom('jobs').select('id').where('project_node_id', 'in', nodeIds).where('status', 'in', ['queued', 'running']).execute();
  const cancelJobs = async (nodeIds: string[]) => {
    let ok = true;
    for (const job of await activeJobs(nodeIds)) ok = (await queue.cancel(job.id)) && ok;
    return ok;
  };
  const activeJobsOf = async (userId: string) => {
    const row = await db
      .selectFrom('jobs')
      .innerJoin('projects', 'projects.id', 'jobs.project_id')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('projects.user_id', '=', userId)
      .where('jobs.status', 'in', ['queued', 'running'])
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  };
  return {
    db,
    storage: service.storage,
    queue,
    runtime: service.runtime,
    fileUrl,
    limits: service.limits,
    quota: createStorageQuota(db, service.limits.storageQuota),
    requireUser: api.requireUser,
    registeredUser,
    ownProject,
    nodesOf: (projectId) => db.selectFrom('project_nodes').selectAll().where('project_id', '=', projectId).orderBy('id').execute(),
    nodeByClientId: (projectId, clientNodeId) =>
      db
        .selectFrom('project_nodes')
        .selectAll()
        .where('project_id', '=', projectId)
        .where('client_node_id', '=', clientNodeId)
        .executeTakeFirst(),
    showNode: (n) => nodeView(n, fileUrl),
    cancelJobs,
    activeJobsOf,
    touch: (projectId) => db.updateTable('projects').set({ updated_at: stamp() }).where('id', '=', projectId).execute(),
    stamp,
  };
}
