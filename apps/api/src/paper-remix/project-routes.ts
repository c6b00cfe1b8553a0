/**
 * A user's Paper Remix projects (SPEC §7): create, list, open, rename or switch auto-save, and delete
 * with everything stored for them; and what the user uses of the service (storage, steps waiting or
 * running) against their limits.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { parse, type RemixRouteDeps } from './remix-deps';

const NameSchema = v.pipe(v.string(), v.trim(), v.minLength(1, 'A project needs a name'), v.maxLength(200));
const CreateSchema = v.object({ name: v.optional(NameSchema, 'Untitled project') });
const UpdateSchema = v.object({ autoSaveEnabled: v.optional(v.boolean()), name: v.optional(NameSchema) });

const showProject = (p: { id: string; name: string; auto_save_enabled: number; created_at: string; updated_at: string }) => ({
  id: p.id,
  name: p.name,
  autoSaveEnabled: p.auto_save_enabled !== 0,
  createdAt: p.created_at,
  updatedAt: p.updated_at,
});

export function registerProjectRoutes(scope: FastifyInstance, deps: RemixRouteDeps): void {
  const { db, limits } = deps;
  const auth = { onRequest: deps.requireUser };

  scope.post('/paper-remix/projects', auth, async (request, reply) => {
    const user = deps.registeredUser(request);
    const { name } = parse(CreateSchema, request.body);
    const now = deps.stamp();
    const project = { id: randomUUID(), user_id: user.sub, name, auto_save_enabled: 1, created_at: now, updated_at: now };
    await db.insertInto('projects').values(project).execute();
    return reply.code(201).send({ statusCode: 201, data: { ...showProject(project), nodes: [] } });
  });

  scope.get('/paper-remix/usage', auth, async (request) => {
    const user = deps.registeredUser(request);
    const [used, active] = await Promise.all([deps.quota.used(user.sub), deps.activeJobsOf(user.sub)]);
    return {
      statusCode: 200,
      data: { storageUsedBytes: used, storageQuotaBytes: limits.storageQuota, activeJobs: active, maxActiveJobs: limits.maxJobsPerUser },
    };
  });

  scope.get('/paper-remix/projects', auth, async (request) => {
    const user = deps.registeredUser(request);
    const rows = await db.selectFrom('projects').selectAll().where('user_id', '=', user.sub).orderBy('updated_at', 'desc').execute();
    return { statusCode: 200, data: rows.map(showProject) };
  });

  scope.get<{ Params: { id: string } }>('/paper-remix/project/:id', auth, async (request) => {
    const { project } = await deps.ownProject(request, request.params.id);
    return { statusCode: 200, data: { ...showProject(project), nodes: (await deps.nodesOf(project.id)).map(deps.showNode) } };
  });

  scope.delete<{ Params: { id: string } }>('/paper-remix/project/:id', auth, async (request) => {
    const { project } = await deps.ownProject(request, request.params.id);
    const nodes = await deps.nodesOf(project.id);
    await deps.cancelJobs(nodes.map((n) => n.id));
    await db.deleteFrom('projects').where('id', '=', project.id).execute();
    await db.deleteFrom('files').where('key', 'like', `projects/${project.id}/%`).execute();
    await deps.storage.remove(`projects/${project.id}/`);
    return { statusCode: 200, data: { id: project.id } };
  });

  scope.post<{ Params: { id: string } }>('/paper-remix/project/:id/update', auth, async (request) => {
    const { project } = await deps.ownProject(request, request.params.id);
    const body = parse(UpdateSchema, request.body);
    const set: { updated_at: string; auto_save_enabled?: number; name?: string } = { updated_at: deps.stamp() };
    if (body.autoSaveEnabled !== undefined) set.auto_save_enabled = body.autoSaveEnabled ? 1 : 0;
    if (body.name !== undefined) set.name = body.name;
    await db.updateTable('projects').set(set).where('id', '=', project.id).execute();
    const autoSaveEnabled = set.auto_save_enabled ?? project.auto_save_enabled;
    return { statusCode: 200, data: { id: project.id, name: set.name ?? project.name, autoSaveEnabled: autoSaveEnabled !== 0 } };
  });
}
