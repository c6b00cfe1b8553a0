/**
 * Public, read-only links to a finished video (issue 15, decision 0066) or podcast episode (issue 34).
 * The owner creates, lists and revokes them; anyone with the token reads the film or the episode, its
 * transcript, chapters and the paper's citation. A shared episode is also an item of its owner's feed.
 */
import { randomBytes } from 'node:crypto';
import type { Database } from '@paperlight/db';
import { parseJson, type StoredExecution } from '@paperlight/remix-core';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../errors';
import { sendRanged } from '../http-range';
import { isSharedFile, paperFacts, paperOf, publicEpisode, SHARED_FILES, sharedFilesOf, type SharedFile } from './shared-files';
import type { WorkspaceRouteDeps } from './workspace-deps';

export const NOT_SHAREABLE_MESSAGE = 'Only a completed video or podcast can be shared';
export const SHARE_GONE_MESSAGE = 'This video is no longer shared';
/** The same 404 for a link that was an episode's: its holder had the link, so naming what it was tells them nothing new. */
export const EPISODE_GONE_MESSAGE = 'This episode is no longer shared';
/** Links one project may have live at once. */
const MAX_LINKS_PER_PROJECT = 20;

const TOKEN = /^[A-Za-z0-9_-]{32}$/;
const newToken = () => randomBytes(24).toString('base64url');

export function registerShareRoutes(scope: FastifyInstance, deps: WorkspaceRouteDeps & { db: Database['db'] }): void {
  const { db } = deps;
  const auth = { onRequest: deps.requireUser };
  const stamp = () => new Date((deps.now ?? Date.now)()).toISOString();
  const showLink = (link: { token: string; project_node_id: string; created_at: string }, clientNodeId: string | undefined) => ({
    token: link.token,
    projectNodeId: link.project_node_id,
    clientNodeId: clientNodeId ?? null,
    createdAt: link.created_at,
  });

  scope.post<{ Params: { id: string; clientNodeId: string } }>(
    '/paper-remix/project/:id/node/:clientNodeId/share',
    auth,
    async (request, reply) => {
      const { user, project } = await deps.ownProject(request, request.params.id);
      const node = await db
        .selectFrom('project_nodes')
        .selectAll()
        .where('project_id', '=', project.id)
        .where('client_node_id', '=', request.params.clientNodeId)
        .executeTakeFirst();
      if (!node) throw new HttpError(404, 'Node not found');
      if (!sharedFilesOf(node)) throw new HttpError(409, NOT_SHAREABLE_MESSAGE);
      const live = await db
        .selectFrom('share_links')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('project_id', '=', project.id)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      if (Number(live?.n ?? 0) >= MAX_LINKS_PER_PROJECT)
        throw new HttpError(409, `A project can have at most ${MAX_LINKS_PER_PROJECT} shared links; revoke one first.`);
      const link = {
        token: newToken(),
        project_id: project.id,
        project_node_id: node.id,
        owner_id: user.sub,
        created_at: stamp(),
        revoked_at: null,
      };
      await db.insertInto('share_links').values(link).execute();
      await request.server.securityLog?.record(request, {
        kind: 'share.created',
        outcome: 'success',
        actorId: user.sub,
        actorEmail: user.email,
        detail: { project: project.id, node: node.client_node_id },
      });
      return reply.code(201).send({ statusCode: 201, data: showLink(link, node.client_node_id) });
    },
  );

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
    const { user, project } = await deps.ownProject(request, request.params.id);
    const revoked = await db
      .updateTable('share_links')
      .set({ revoked_at: stamp() })
      .where('token', '=', request.params.token)
      .where('project_id', '=', project.id)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    if (Number(revoked.numUpdatedRows) === 0) throw new HttpError(404, 'Link not found');
    await request.server.securityLog?.record(request, {
      kind: 'share.revoked',
      outcome: 'success',
      actorId: user.sub,
      actorEmail: user.email,
      detail: { project: project.id },
    });
    return { statusCode: 200, data: { token: request.params.token, revoked: true } };
  });
  registerPublicShareRoutes(scope, deps);
}

/** What anyone with a link reads: the film's or episode's page data and its files. */
function registerPublicShareRoutes(scope: FastifyInstance, deps: WorkspaceRouteDeps & { db: Database['db'] }): void {
  const { db } = deps;
  // Public: no session. The token is the only key; a revoked link, a reset video, a deleted project or a
  // suspended owner answers 404 — checked on every request, the files' included (issue 33, decision 0135).
  scope.get<{ Params: { token: string } }>('/paper-remix/shared/:token', async (request, reply) => {
    const share = await liveShare(db, request.params.token);
    const { link, project, node, kind, files } = share;
    const paper = paperOf(node, share.nodes);
    const output = (parseJson<StoredExecution | null>(node.execution, null)?.jsonOutput ?? {}) as {
      durationSec?: number;
      scenes?: unknown;
      title?: string;
    };
    const base = `${deps.publicOrigin()}/paper-remix/shared/${link.token}`;
    const url = (file: SharedFile) => (files[file] ? `${base}/${file}` : null);
    reply.header('cache-control', 'no-store');
    const common = {
      kind,
      title: paper?.title ?? output.title ?? project.name,
      projectName: project.name,
      paper: paperFacts(paper),
      sharedAt: link.created_at,
    };
    if (kind === 'podcast') {
      // An episode (issue 34): its audio, transcript and chapters, and the turns its page shows as text.
      return {
        statusCode: 200,
        data: {
          ...common,
          ...publicEpisode(output),
          audioUrl: url('episode.m4a'),
          mp3Url: url('episode.mp3'),
          transcriptUrl: url('transcript.vtt'),
          chaptersUrl: url('chapters.json'),
        },
      };
    }
    return {
      statusCode: 200,
      data: {
        ...common,
        durationSec: output.durationSec ?? null,
        scenes: Array.isArray(output.scenes) ? output.scenes : [],
        videoUrl: url('video.mp4'),
        subtitlesUrl: url('captions.vtt'),
        chaptersUrl: url('chapters.vtt'),
        posterUrl: url('poster.png'),
      },
    };
  });

  // The film's or episode's files at stable addresses (link previews, og:video, embeds, podcast apps):
  // no expiring signature, and no answer once the share is revoked or its owner suspended (the old
  // signed URLs kept serving for 4 h). Podcast apps read enclosures by ranges; HEAD answers too.
  scope.get<{ Params: { token: string; file: string } }>('/paper-remix/shared/:token/:file', async (request, reply) => {
    const file = request.params.file;
    if (!isSharedFile(file)) throw new HttpError(404, 'File not found');
    const { files } = await liveShare(db, request.params.token);
    const key = files[file];
    if (!key) throw new HttpError(404, 'File not found');
    const size = await deps.storage.size(key);
    if (size === null) throw new HttpError(404, 'File not found');
    reply.header('content-type', SHARED_FILES[file].type);
    // Each request asks the api again, so a revoked share stops at once; no shared cache keeps a copy.
    reply.header('cache-control', 'private, no-cache');
    return sendRanged(request, reply, size, (range) => deps.storage.stream(key, range));
  });
}

/**
 * The share behind a token, if it may be shown now: the link is live, its project and finished video or episode
 * still exist, and the project's owner is active (a suspended owner's shares stop; reinstated, they
 * serve again — the owner never revoked them). Anything else is the same 404.
 */
async function liveShare(db: Database['db'], token: string) {
  if (!TOKEN.test(token)) throw new HttpError(404, SHARE_GONE_MESSAGE);
  const link = await db.selectFrom('share_links').selectAll().where('token', '=', token).executeTakeFirst();
  if (!link) throw new HttpError(404, SHARE_GONE_MESSAGE);
  const sharedNode = await db.selectFrom('project_nodes').select('node_type').where('id', '=', link.project_node_id).executeTakeFirst();
  const gone = () => new HttpError(404, sharedNode?.node_type === 'podcast' ? EPISODE_GONE_MESSAGE : SHARE_GONE_MESSAGE);
  if (link.revoked_at) throw gone();
  const project = await db
    .selectFrom('projects')
    .innerJoin('users', 'users.id', 'projects.user_id')
    .select(['projects.id', 'projects.name', 'users.status'])
    .where('projects.id', '=', link.project_id)
    .executeTakeFirst();
  if (!project || project.status !== 'active') throw gone();
  const nodes = await db.selectFrom('project_nodes').selectAll().where('project_id', '=', project.id).execute();
  const node = nodes.find((n) => n.id === link.project_node_id);
  const shared = node ? sharedFilesOf(node) : null;
  if (!node || !shared) throw gone();
  return { link, project, nodes, node, ...shared };
}
