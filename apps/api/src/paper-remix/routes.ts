import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import multipart from '@fastify/multipart';
import { defaultDataDir, trialFlag, type Database, type ProjectNode } from '@paperlight/db';
import {
  createJob, createLocalStorage, createUrlSigner, FileTooLargeError, findUpstream, isEngineNodeType, loadFilesSecret,
  nodeDir, parseJson, PRECONDITIONS, publicExecution, type FileStorage, type JobQueue, type JobRuntime, type StoredExecution,
} from '@paperlight/remix-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { AccessClaims } from '../auth';
import { forbidden, HttpError } from '../errors';
import { registerFileRoute } from './files-route';
import { createStorageQuota } from './quota';
import { checkUpload, countPageObjects, DEFAULT_MAX_BYTES, formatSize, UPLOAD_TYPES, UploadError, type UploadKind } from './upload-check';
import { createBullQueue } from './queue-bullmq';
import { createSupervisedQueue, type SupervisedQueueOptions } from './queue-supervised';
import { registerWorkspaceRoutes } from './workspace-routes';
import { configurationToStore, GenerateSchema, nodeSettings, WorkflowSchema } from './workflow-payload';

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

const envNumber = (name: string): number | undefined => {
  const n = Number(process.env[name]);
  return process.env[name] && Number.isFinite(n) && n > 0 ? n : undefined;
};

const NameSchema = v.pipe(v.string(), v.trim(), v.minLength(1, 'A project needs a name'), v.maxLength(200));
const CreateSchema = v.object({ name: v.optional(NameSchema, 'Untitled project') });
const UpdateSchema = v.object({ autoSaveEnabled: v.optional(v.boolean()), name: v.optional(NameSchema) });

function parse<T extends v.GenericSchema>(schema: T, body: unknown): v.InferOutput<T> {
  const result = v.safeParse(schema, body ?? {});
  if (!result.success) {
    const issue = result.issues[0];
    const path = issue.path?.map((p) => String(p.key)).join('.');
    throw new HttpError(400, path ? `${path}: ${issue.message}` : issue.message);
  }
  return result.output;
}

/** Shown on the node with the 'Book a call' link (decision 0018). */
export const TRIAL_EXPIRED_MESSAGE = 'Your free trial has expired';

const notFound = (what = 'Project') => new HttpError(404, `${what} not found`);

let idCounter = 0;
/** Time-ordered ids, so listing nodes by id lists them in the order they were first saved. */
function orderedId(): string {
  idCounter = (idCounter + 1) % 0xffff;
  return `${Date.now().toString(16).padStart(12, '0')}-${idCounter.toString(16).padStart(4, '0')}-${randomUUID().slice(0, 18)}`;
}

/** Runs listed by a node's History, newest first. */
const HISTORY_LIMIT = 20;
interface JobRow { id: string; status: string; attempts: number; error: string | null; created_at: string; started_at: string | null; finished_at: string | null }
const showRun = (job: JobRow) => {
  const started = job.started_at ? Date.parse(job.started_at) : NaN;
  const finished = job.finished_at ? Date.parse(job.finished_at) : NaN;
  const timeTaken = Number.isFinite(started) && Number.isFinite(finished) ? Math.max(0, Math.round((finished - started) / 100) / 10) : null;
  return {
    id: job.id, status: job.status, attempts: job.attempts, createdAt: job.created_at, startedAt: job.started_at,
    finishedAt: job.finished_at, timeTaken, error: job.error,
  };
};


export interface PaperRemixRouteDeps {
  database: Database;
  requireUser: (request: FastifyRequest) => Promise<void>;
  userOf: (request: FastifyRequest) => AccessClaims;
  emitToUser(userId: string, event: string, payload: unknown): void;
  redisUrl?: string;
  redisKey?: string;
  log?: JobRuntime['log'];
  /** The site's address (SITE_URL): a podcast feed links each episode's page there. */
  siteUrl?: string;
}

/**
 * SPEC §7's Paper Remix calls, the signed file route and the job queue. Registered in its own
 * Fastify scope so multipart parsing stays local to the upload route.
 */
export async function registerPaperRemix(app: FastifyInstance, deps: PaperRemixRouteDeps, options: PaperRemixOptions = {}): Promise<PaperRemixService> {
  const { db } = deps.database;
  const dataDir = options.dataDir ?? defaultDataDir();
  const storage = options.storage ?? createLocalStorage(join(dataDir, 'files'));
  const signer = createUrlSigner(options.filesSecret ?? loadFilesSecret(dataDir), { ttlSec: options.urlTtlSec ?? 900, ...(options.now ? { now: options.now } : {}) });
  const maxBytes = options.maxBytes ?? envNumber('PAPER_MAX_BYTES') ?? DEFAULT_MAX_BYTES;
  const maxJobsPerUser = options.maxJobsPerUser ?? envNumber('REMIX_USER_JOBS') ?? 2;
  const storageQuota = options.storageQuotaBytes ?? (envNumber('REMIX_USER_STORAGE_MB') ?? 500) * 1024 * 1024;
  const maxQueued = options.maxQueued ?? envNumber('REMIX_QUEUE_MAX') ?? 100;
  const origin = () => {
    if (options.publicUrl ?? process.env.API_URL) return (options.publicUrl ?? process.env.API_URL)!.replace(/\/+$/, '');
    const address = app.server.address();
    if (!address || typeof address === 'string') return '';
    return `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`;
  };
  const fileUrl = (key: string, ttlSec?: number) => `${origin()}${signer.signPath(key, ttlSec)}`;

  const runtime: JobRuntime = {
    db,
    emit: deps.emitToUser,
    fileUrl,
    heartbeatMs: options.heartbeatMs ?? envNumber('REMIX_HEARTBEAT_MS') ?? 5000,
    ...(deps.log ? { log: deps.log } : {}),
    ...(options.now ? { now: options.now } : {}),
  };
  const redisUrl = options.redisUrl ?? deps.redisUrl;
  const mode = options.queue ?? (redisUrl ? 'bullmq' : 'supervised');
  const staleMs = options.staleMs ?? runtime.heartbeatMs * 3;
  const queue =
    mode === 'bullmq' && redisUrl
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
  await queue.start();
  app.addHook('onClose', async () => {
    await queue.close();
  });

  const stamp = () => new Date((options.now ?? Date.now)()).toISOString();

  const registeredUser = (request: FastifyRequest) => {
    const user = deps.userOf(request);
    if (user.isGuest) throw forbidden();
    return user;
  };
  const ownProject = async (request: FastifyRequest, projectId: string) => {
    const user = registeredUser(request);
    const project = await db.selectFrom('projects').selectAll().where('id', '=', projectId).where('user_id', '=', user.sub).executeTakeFirst();
    // Someone else's project answers exactly like a missing one.
    if (!project) throw notFound();
    return { user, project };
  };
  const nodesOf = (projectId: string) => db.selectFrom('project_nodes').selectAll().where('project_id', '=', projectId).orderBy('id').execute();
  const nodeByClientId = (projectId: string, clientNodeId: string) =>
    db.selectFrom('project_nodes').selectAll().where('project_id', '=', projectId).where('client_node_id', '=', clientNodeId).executeTakeFirst();

  const showNode = (n: ProjectNode) => ({
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
  });
  const showProject = (p: { id: string; name: string; auto_save_enabled: number; created_at: string; updated_at: string }) => ({
    id: p.id, name: p.name, autoSaveEnabled: p.auto_save_enabled !== 0, createdAt: p.created_at, updatedAt: p.updated_at,
  });

  const activeJobs = (nodeIds: string[]) =>
    nodeIds.length === 0
      ? Promise.resolve([])
      : db.selectFrom('jobs').select('id').where('project_node_id', 'in', nodeIds).where('status', 'in', ['queued', 'running']).execute();
  /** Cancels every live job of the nodes; false if one could not be stopped. */
  const cancelJobs = async (nodeIds: string[]) => {
    let ok = true;
    for (const job of await activeJobs(nodeIds)) ok = (await queue.cancel(job.id)) && ok;
    return ok;
  };
  /** Bytes of uploads, results and edited versions the user keeps (the storage quota counts them all). */
  const quota = createStorageQuota(db, storageQuota);
  const storageUsed = quota.used;
  const quotaMessage = quota.message;
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
  const touch = (projectId: string) => db.updateTable('projects').set({ updated_at: stamp() }).where('id', '=', projectId).execute();

  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 10_000 } });
    const auth = { onRequest: deps.requireUser };
    await registerWorkspaceRoutes(scope, {
      db, fileUrl, publicOrigin: origin, ownProject, requireUser: deps.requireUser, registeredUser, storage, quota, emit: deps.emitToUser, ...(options.now ? { now: options.now } : {}),
      ...(deps.siteUrl ? { siteUrl: deps.siteUrl } : {}),
      // The supervised worker starts with this api, so the first run of each kind after it is cold (decision 0088).
      workerStartsWithApi: queue.kind === 'supervised',
    });

    scope.post('/paper-remix/projects', auth, async (request, reply) => {
      const user = registeredUser(request);
      const { name } = parse(CreateSchema, request.body);
      const now = stamp();
      const project = { id: randomUUID(), user_id: user.sub, name, auto_save_enabled: 1, created_at: now, updated_at: now };
      await db.insertInto('projects').values(project).execute();
      return reply.code(201).send({ statusCode: 201, data: { ...showProject(project), nodes: [] } });
    });

    scope.get('/paper-remix/usage', auth, async (request) => {
      const user = registeredUser(request);
      const [used, active] = await Promise.all([storageUsed(user.sub), activeJobsOf(user.sub)]);
      return { statusCode: 200, data: { storageUsedBytes: used, storageQuotaBytes: storageQuota, activeJobs: active, maxActiveJobs: maxJobsPerUser } };
    });

    scope.get('/paper-remix/projects', auth, async (request) => {
      const user = registeredUser(request);
      const rows = await db.selectFrom('projects').selectAll().where('user_id', '=', user.sub).orderBy('updated_at', 'desc').execute();
      return { statusCode: 200, data: rows.map(showProject) };
    });

    scope.get<{ Params: { id: string } }>('/paper-remix/project/:id', auth, async (request) => {
      const { project } = await ownProject(request, request.params.id);
      return { statusCode: 200, data: { ...showProject(project), nodes: (await nodesOf(project.id)).map(showNode) } };
    });

    scope.delete<{ Params: { id: string } }>('/paper-remix/project/:id', auth, async (request) => {
      const { project } = await ownProject(request, request.params.id);
      const nodes = await nodesOf(project.id);
      await cancelJobs(nodes.map((n) => n.id));
      await db.deleteFrom('projects').where('id', '=', project.id).execute();
      await db.deleteFrom('files').where('key', 'like', `projects/${project.id}/%`).execute();
      await storage.remove(`projects/${project.id}/`);
      return { statusCode: 200, data: { id: project.id } };
    });

    scope.post<{ Params: { id: string } }>('/paper-remix/project/:id/update', auth, async (request) => {
      const { project } = await ownProject(request, request.params.id);
      const body = parse(UpdateSchema, request.body);
      const set: { updated_at: string; auto_save_enabled?: number; name?: string } = { updated_at: stamp() };
      if (body.autoSaveEnabled !== undefined) set.auto_save_enabled = body.autoSaveEnabled ? 1 : 0;
      if (body.name !== undefined) set.name = body.name;
      await db.updateTable('projects').set(set).where('id', '=', project.id).execute();
      const autoSaveEnabled = set.auto_save_enabled ?? project.auto_save_enabled;
      return { statusCode: 200, data: { id: project.id, name: set.name ?? project.name, autoSaveEnabled: autoSaveEnabled !== 0 } };
    });

    scope.post<{ Params: { id: string } }>('/paper-remix/project/:id/workflow', auth, async (request) => {
      const { project } = await ownProject(request, request.params.id);
      const { nodes } = parse(WorkflowSchema, request.body);
      const seen = new Set<string>();
      for (const n of nodes) {
        if (seen.has(n.clientNodeId)) throw new HttpError(400, `nodes: clientNodeId ${n.clientNodeId} appears twice`);
        seen.add(n.clientNodeId);
      }
      // Every node's settings are checked before anything is written (decision 0186).
      const settings = new Map(nodes.map((n) => [n.clientNodeId, nodeSettings(n)]));
      const now = stamp();
      const removed = await db.transaction().execute(async (trx) => {
        const existing = await trx.selectFrom('project_nodes').selectAll().where('project_id', '=', project.id).execute();
        const byClient = new Map(existing.map((n) => [n.client_node_id, n]));
        for (const payload of nodes) {
          const current = byClient.get(payload.clientNodeId);
          const upload = current?.file_key && current.node_type === payload.nodeType ? (parseJson<{ basic?: Record<string, unknown> }>(current.configuration, {}).basic ?? {}) : null;
          const configuration = configurationToStore(settings.get(payload.clientNodeId)!, upload);
          const fields = {
            position: JSON.stringify({ x: payload.position.x, y: payload.position.y }),
            label: payload.label,
            configuration: JSON.stringify(configuration),
            target_edges: JSON.stringify(payload.targetEdges),
            updated_at: now,
          };
          if (!current) {
            await trx.insertInto('project_nodes').values({
              id: orderedId(), project_id: project.id, client_node_id: payload.clientNodeId, node_type: payload.nodeType, status: 'idle',
              execution: null, file_key: null, ...fields,
            }).execute();
          } else if (current.node_type !== payload.nodeType) {
            // A different kind of node under the same id starts over.
            await trx.updateTable('project_nodes').set({ ...fields, node_type: payload.nodeType, status: 'idle', execution: null, file_key: null }).where('id', '=', current.id).execute();
          } else {
            await trx.updateTable('project_nodes').set(fields).where('id', '=', current.id).execute();
          }
        }
        const gone = existing.filter((n) => !seen.has(n.client_node_id));
        if (gone.length > 0) await trx.deleteFrom('project_nodes').where('id', 'in', gone.map((n) => n.id)).execute();
        await trx.updateTable('projects').set({ updated_at: now }).where('id', '=', project.id).execute();
        return gone;
      });
      if (removed.length > 0) {
        await cancelJobs(removed.map((n) => n.id));
        for (const n of removed) await storage.remove(`${nodeDir(project.id, n.id)}/`);
      }
      return { statusCode: 200, data: (await nodesOf(project.id)).map(showNode) };
    });

    scope.post<{ Params: { id: string; clientNodeId: string } }>('/paper-remix/project/:id/node/:clientNodeId/upload', auth, async (request, reply) => {
      const { user, project } = await ownProject(request, request.params.id);
      if (!request.isMultipart()) throw new HttpError(400, 'Send the PDF as multipart/form-data in a "file" field');
      let node = await nodeByClientId(project.id, request.params.clientNodeId);
      if (node && node.node_type !== 'paperInput') throw new HttpError(400, 'Only a paper input node takes a file');
      const nodeId = node?.id ?? orderedId();
      const stored = `${nodeDir(project.id, nodeId)}/upload-${randomUUID()}`;
      // A JATS article comes as .xml or .zip (decision 0125); its content is checked below either way.
      let key = `${stored}.pdf`;
      const fields: Record<string, string> = {};
      let fileName: string | undefined;
      let size = 0;
      for await (const part of request.parts()) {
        if (part.type === 'field') {
          if (typeof part.value === 'string') fields[part.fieldname] = part.value;
          continue;
        }
        if (fileName !== undefined) {
          part.file.resume();
          continue;
        }
        fileName = part.filename || 'paper.pdf';
        key = `${stored}.${/\.(xml|zip)$/i.exec(fileName)?.[1]?.toLowerCase() ?? 'pdf'}`;
        // The file it replaces is freed once this one is stored, so it does not count against the room.
        const room = storageQuota - (await storageUsed(user.sub)) + (node?.file_key ? ((await storage.size(node.file_key)) ?? 0) : 0);
        if (room <= 0) {
          part.file.resume();
          throw new HttpError(413, quotaMessage());
        }
        try {
          size = await storage.write(key, part.file, { maxBytes: Math.min(maxBytes, room) });
        } catch (error) {
          if (error instanceof FileTooLargeError) throw new HttpError(413, error.maxBytes < maxBytes ? quotaMessage() : `This PDF is larger than ${formatSize(maxBytes)}`);
          throw error;
        }
        // Busboy cuts the stream at the limit instead of failing it.
        if (part.file.truncated) {
          await storage.remove(key);
          throw new HttpError(413, `This PDF is larger than ${formatSize(maxBytes)}`);
        }
      }
      if (fileName === undefined) throw new HttpError(400, 'No file was uploaded');
      let kind: UploadKind;
      try {
        kind = await checkUpload(storage, key, size, maxBytes);
      } catch (error) {
        await storage.remove(key);
        if (error instanceof UploadError) throw new HttpError(error.statusCode, error.message);
        throw error;
      }
      const { contentType } = UPLOAD_TYPES[kind];
      // For the read's estimate (decision 0088); a file whose pages do not show keeps its size alone.
      const pages = kind === 'pdf' ? await countPageObjects(storage, key) : null;
      if (node) await cancelJobs([node.id]);
      const now = stamp();
      const previousKey = node?.file_key;
      const title = fields.title?.trim() || fileName.replace(/\.(?:pdf|xml|zip)$/i, '');
      const basic = { fileName, fileType: contentType, title, description: fields.description?.trim() ?? '' };
      if (node) {
        const configuration = { ...parseJson<Record<string, unknown>>(node.configuration, {}), basic };
        await db.updateTable('project_nodes')
          .set({ configuration: JSON.stringify(configuration), file_key: key, status: 'idle', execution: null, updated_at: now })
          .where('id', '=', node.id).execute();
      } else {
        await db.insertInto('project_nodes').values({
          id: nodeId, project_id: project.id, client_node_id: request.params.clientNodeId, node_type: 'paperInput',
          position: JSON.stringify({ x: 0, y: 0 }), label: 'Paper Input', configuration: JSON.stringify({ basic }), target_edges: '[]',
          status: 'idle', execution: null, file_key: key, updated_at: now,
        }).execute();
      }
      await db.insertInto('files').values({ key, owner_id: user.sub, content_type: contentType, size, pages, created_at: now }).execute();
      if (previousKey && previousKey !== key) {
        await storage.remove(previousKey);
        await db.deleteFrom('files').where('key', '=', previousKey).execute();
      }
      await touch(project.id);
      node = await nodeByClientId(project.id, request.params.clientNodeId);
      return reply.send({ statusCode: 200, data: showNode(node!) });
    });

    scope.post<{ Params: { id: string } }>('/paper-remix/project/:id/generate', auth, async (request, reply) => {
      const { user, project } = await ownProject(request, request.params.id);
      const body = parse(GenerateSchema, request.body);
      const nodes = await nodesOf(project.id);
      const node = nodes.find((n) => n.client_node_id === body.clientNodeId);
      if (!node) throw new HttpError(404, 'Node not found; save the workflow first');
      if (node.node_type !== body.nodeType) throw new HttpError(400, `Node ${body.clientNodeId} is a ${node.node_type} node`);
      if (!isEngineNodeType(node.node_type)) throw new HttpError(400, 'This node cannot be generated yet');
      nodeSettings({ clientNodeId: node.client_node_id, nodeType: node.node_type, configuration: parseJson<unknown>(node.configuration, {}) });
      if (node.status === 'processing') throw new HttpError(409, 'This step is already processing');
      if (node.node_type === 'paperInput' && !node.file_key) throw new HttpError(409, 'No input source available');
      if (findUpstream(node, nodes) === null) throw new HttpError(409, PRECONDITIONS[node.node_type]!.message);
      // Fair use (decision 0018): an expired trial keeps its projects but starts nothing new.
      const account = await db.selectFrom('users').select(['trial_end_date']).where('id', '=', user.sub).executeTakeFirst();
      if (account && trialFlag(account, new Date(stamp())) === false) throw new HttpError(403, TRIAL_EXPIRED_MESSAGE);
      if ((await storageUsed(user.sub)) >= storageQuota) throw new HttpError(403, quotaMessage());
      if ((await activeJobsOf(user.sub)) >= maxJobsPerUser) {
        reply.header('retry-after', '30');
        throw new HttpError(429, `You already have ${maxJobsPerUser === 1 ? 'a step' : `${maxJobsPerUser} steps`} waiting or running. Please wait for one to finish.`);
      }
      const waiting = await db.selectFrom('jobs').select((eb) => eb.fn.countAll<number | string>().as('n')).where('status', '=', 'queued').executeTakeFirst();
      if (Number(waiting?.n ?? 0) >= maxQueued) {
        reply.header('retry-after', '60');
        throw new HttpError(503, 'Paper Remix is busy right now. Please try again in a minute.');
      }
      const job = await createJob(runtime, node);
      if (!job) throw new HttpError(409, 'This step is already processing');
      await queue.enqueue(job.id);
      return { statusCode: 200, data: { jobId: job.id } };
    });

    scope.get<{ Params: { id: string; projectNodeId: string } }>('/paper-remix/project/:id/node/:projectNodeId/preview', auth, async (request) => {
      const { project } = await ownProject(request, request.params.id);
      const node = await db.selectFrom('project_nodes').selectAll().where('project_id', '=', project.id).where('id', '=', request.params.projectNodeId).executeTakeFirst();
      if (!node) throw notFound('Node');
      if (!node.file_key) throw new HttpError(404, node.node_type === 'paperInput' ? 'No input source available' : 'This node has no result yet');
      return { statusCode: 200, data: { s3ObjOutput: { presigned_url: fileUrl(node.file_key), key: node.file_key } } };
    });

    scope.post<{ Params: { id: string; clientNodeId: string } }>('/paper-remix/project/:id/node/:clientNodeId/reset', auth, async (request) => {
      const { project } = await ownProject(request, request.params.id);
      const node = await nodeByClientId(project.id, request.params.clientNodeId);
      if (!node) throw notFound('Node');
      if (!(await cancelJobs([node.id]))) throw new HttpError(409, "Can not clear as it's processing");
      // The input node keeps its upload (back to 'Not Validated'); generated results are dropped.
      const keep = node.node_type === 'paperInput';
      await db.updateTable('project_nodes')
        .set({ status: 'idle', execution: null, updated_at: stamp(), ...(keep ? {} : { file_key: null }) })
        .where('id', '=', node.id).execute();
      const updated = await nodeByClientId(project.id, node.client_node_id);
      return { statusCode: 200, data: showNode(updated!) };
    });

    scope.get<{ Params: { id: string; clientNodeId: string } }>('/paper-remix/project/:id/node/:clientNodeId/history', auth, async (request) => {
      const { project } = await ownProject(request, request.params.id);
      const node = await nodeByClientId(project.id, request.params.clientNodeId);
      if (!node) throw notFound('Node');
      const jobs = await db.selectFrom('jobs')
        .leftJoin('node_versions', (join) => join.onRef('node_versions.job_id', '=', 'jobs.id').on('node_versions.project_node_id', '=', node.id))
        .select(['jobs.id', 'jobs.status', 'jobs.attempts', 'jobs.error', 'jobs.created_at', 'jobs.started_at', 'jobs.finished_at', 'node_versions.id as version_id'])
        .where('jobs.project_node_id', '=', node.id)
        .orderBy('jobs.created_at', 'desc').orderBy('jobs.id', 'desc')
        .limit(HISTORY_LIMIT)
        .execute();
      // A finished run names its kept output (decision 0173), which History opens or plays.
      return { statusCode: 200, data: jobs.map((job) => ({ ...showRun(job), versionId: job.version_id ?? null })) };
    });
  });

  registerFileRoute(app, { db, storage, signer });
  return { queue, runtime, storage, fileUrl };
}
