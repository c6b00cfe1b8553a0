/**
 * Public, read-only links to a finished video (issue 15, decision 0066). The owner creates, lists and
 * revokes them; anyone with the token reads the video, captions, chapters and the paper's citation.
 */
import { randomBytes } from 'node:crypto';
import type { Database, ProjectNode } from '@paperlight/db';
import { parseJson, type StoredExecution } from '@paperlight/remix-core';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../errors';
import type { WorkspaceRouteDeps } from './workspace-routes';

export const NOT_SHAREABLE_MESSAGE = 'Only a completed video can be shared';
export const SHARE_GONE_MESSAGE = 'This video is no longer shared';
/** Signed file URLs on the public page last long enough to watch a long video paused halfway. */
const PUBLIC_URL_TTL_SEC = 4 * 3600;
/** Links one project may have live at once. */
const MAX_LINKS_PER_PROJECT = 20;

const TOKEN = /^[A-Za-z0-9_-]{32}$/;
const newToken = () => randomBytes(24).toString('base64url');

interface PaperFacts {
  title?: string;
  authors?: string[];
  citation?: { venue?: string; year?: string; doi?: string; license?: string };
}

/** The paper the video was made from: the input whose extraction its sources name, else the project's input. */
function paperOf(video: ProjectNode, nodes: ProjectNode[]): PaperFacts | null {
  const paperKey = parseJson<StoredExecution | null>(video.execution, null)?.sources?.paper;
  const inputs = nodes.filter((n) => n.node_type === 'paperInput' && n.status === 'completed');
  const input = inputs.find((n) => parseJson<StoredExecution | null>(n.execution, null)?.sources?.paper === paperKey) ?? inputs[0];
  const output = input ? parseJson<StoredExecution | null>(input.execution, null)?.jsonOutput : null;
  return output && typeof output === 'object' ? (output as PaperFacts) : null;
}

export function registerShareRoutes(scope: FastifyInstance, deps: WorkspaceRouteDeps & { db: Database['db'] }): void {
  const { db } = deps;
  const auth = { onRequest: deps.requireUser };
  const stamp = () => new Date((deps.now ?? Date.now)()).toISOString();
  const showLink = (link: { token: string; project_node_id: string; created_at: string }, clientNodeId: string | undefined) => ({
    token: link.token, projectNodeId: link.project_node_id, clientNodeId: clientNodeId ?? null, createdAt: link.created_at,
  });

  scope.post<{ Params: { id: string; clientNodeId: string } }>('/paper-remix/project/:id/node/:clientNodeId/share', auth, async (request, reply) => {
    const { user, project } = await deps.ownProject(request, request.params.id);
    const node = await db.selectFrom('project_nodes').selectAll().where('project_id', '=', project.id).where('client_node_id', '=', request.params.clientNodeId).executeTakeFirst();
    if (!node) throw new HttpError(404, 'Node not found');
    if (node.node_type !== 'video' || node.status !== 'completed' || !parseJson<StoredExecution | null>(node.execution, null)?.sources?.video) {
      throw new HttpError(409, NOT_SHAREABLE_MESSAGE);
    }
    const live = await db.selectFrom('share_links').select((eb) => eb.fn.countAll<number | string>().as('n')).where('project_id', '=', project.id).where('revoked_at', 'is', null).executeTakeFirst();
    if (Number(live?.n ?? 0) >= MAX_LINKS_PER_PROJECT) throw new HttpError(409, `A project can have at most ${MAX_LINKS_PER_PROJECT} shared links; revoke one first.`);
    const link = { token: newToken(), project_id: project.id, project_node_id: node.id, owner_id: user.sub, created_at: stamp(), revoked_at: null };
    await db.insertInto('share_links').values(link).execute();
    return reply.code(201).send({ statusCode: 201, data: showLink(link, node.client_node_id) });
  });

  scope.get<{ Params: { id: string } }>('/paper-remix/project/:id/shares', auth, async (request) => {
    const { project } = await deps.ownProject(request, request.params.id);
    const links = await db
      .selectFrom('share_links')
      .leftJoin('project_nodes', 'project_nodes.id', 'share_links.project_node_id')
      .select(['share_links.token', 'share_links.project_node_id', 'share_links.created_at', 'project_nodes.client_node_id'])
      .where('share_links.project_id', '=', project.id)
      .where('share_links.revoked_at', 'is', null)
      .orderBy('share_links.created_at', 'desc')
      .execute();
    return { statusCode: 200, data: links.map((link) => showLink(link, link.client_node_id ?? undefined)) };
  });

  scope.delete<{ Params: { id: string; token: string } }>('/paper-remix/project/:id/share/:token', auth, async (request) => {
    const { project } = await deps.ownProject(request, request.params.id);
    const revoked = await db.updateTable('share_links').set({ revoked_at: stamp() })
      .where('token', '=', request.params.token).where('project_id', '=', project.id).where('revoked_at', 'is', null)
      .executeTakeFirst();
    if (Number(revoked.numUpdatedRows) === 0) throw new HttpError(404, 'Link not found');
    return { statusCode: 200, data: { token: request.params.token, revoked: true } };
  });

  // Public: no session. The token is the only key; a revoked link, a reset video or a deleted project answers 404.
  scope.get<{ Params: { token: string } }>('/paper-remix/shared/:token', async (request, reply) => {
    const gone = () => new HttpError(404, SHARE_GONE_MESSAGE);
    if (!TOKEN.test(request.params.token)) throw gone();
    const link = await db.selectFrom('share_links').selectAll().where('token', '=', request.params.token).executeTakeFirst();
    if (!link || link.revoked_at) throw gone();
    const project = await db.selectFrom('projects').select(['id', 'name']).where('id', '=', link.project_id).executeTakeFirst();
    if (!project) throw gone();
    const nodes = await db.selectFrom('project_nodes').selectAll().where('project_id', '=', project.id).execute();
    const video = nodes.find((n) => n.id === link.project_node_id);
    const execution = video ? parseJson<StoredExecution | null>(video.execution, null) : null;
    const sources = execution?.sources;
    if (!video || video.status !== 'completed' || !sources?.video) throw gone();
    const output = (execution?.jsonOutput ?? {}) as { durationSec?: number; scenes?: { start: number; duration: number }[]; title?: string };
    const paper = paperOf(video, nodes);
    const url = (key: string | undefined) => (key ? deps.fileUrl(key, PUBLIC_URL_TTL_SEC) : null);
    reply.header('cache-control', 'no-store');
    return {
      statusCode: 200,
      data: {
        title: paper?.title ?? output.title ?? project.name,
        projectName: project.name,
        durationSec: output.durationSec ?? null,
        scenes: Array.isArray(output.scenes) ? output.scenes : [],
        videoUrl: url(sources.video),
        subtitlesUrl: url(sources.subtitles),
        posterUrl: url(sources.poster),
        paper: paper ? { title: paper.title ?? null, authors: paper.authors ?? [], ...(paper.citation ?? {}) } : null,
        sharedAt: link.created_at,
      },
    };
  });
}
