/**
 * A node's kept versions (issue 15, decision 0083): the list, one version's output (to compare two
 * scripts or play an older film, issue 31), deleting one the user no longer wants, and restoring one.
 */
import { nodeDir, parseJson, type StoredExecution } from '@paperlight/remix-core';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../errors';
import {
  createEditableNode,
  createResultSaver,
  CURRENT_VERSION_MESSAGE,
  EditError,
  NOT_EDITABLE_MESSAGE,
  RUNNING_MESSAGE,
  type EditRouteDeps,
  type VersionKind,
} from './edit-routes';

/** Versions listed per node, newest first; older ones stay stored. */
const VERSIONS_LIMIT = 50;

export function registerVersionRoutes(scope: FastifyInstance, deps: EditRouteDeps): void {
  const { db } = deps;
  const auth = { onRequest: deps.requireUser };
  const editableNode = createEditableNode(deps);
  const saveResult = createResultSaver(deps);

  scope.get<{ Params: { id: string; clientNodeId: string } }>(
    '/paper-remix/project/:id/node/:clientNodeId/versions',
    auth,
    async (request) => {
      const { node } = await editableNode(request, request.params.id, request.params.clientNodeId);
      const rows = await db
        .selectFrom('node_versions')
        .select(['id', 'kind', 'created_at', 'execution'])
        .where('project_node_id', '=', node.id)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(VERSIONS_LIMIT)
        .execute();
      // The current version is the one whose output the node holds (a re-run makes none current).
      const current = parseJson<StoredExecution | null>(node.execution, null);
      const currentOutput = JSON.stringify(current?.jsonOutput ?? null);
      let found = false;
      const data = rows.map((row) => {
        const isCurrent =
          !found &&
          node.status === 'completed' &&
          JSON.stringify(parseJson<StoredExecution | null>(row.execution, null)?.jsonOutput ?? null) === currentOutput;
        found ||= isCurrent;
        return { id: row.id, kind: row.kind as VersionKind, createdAt: row.created_at, current: isCurrent };
      });
      return { statusCode: 200, data };
    },
  );

  // One kept version's output, so two scripts can be compared side by side (issue 31); only the
  // owner's node's versions, like the list.
  scope.get<{ Params: { id: string; clientNodeId: string; versionId: string } }>(
    '/paper-remix/project/:id/node/:clientNodeId/versions/:versionId',
    auth,
    async (request) => {
      const { node } = await editableNode(request, request.params.id, request.params.clientNodeId);
      const version = await db
        .selectFrom('node_versions')
        .select(['id', 'kind', 'created_at', 'execution'])
        .where('id', '=', request.params.versionId)
        .where('project_node_id', '=', node.id)
        .executeTakeFirst();
      const execution = version ? parseJson<StoredExecution | null>(version.execution, null) : null;
      if (!version || !execution) throw new HttpError(404, 'Version not found');
      // A kept run's film, poster and captions, so History can play it (issue 31).
      const { video, poster, subtitles } = execution.sources ?? {};
      // A kept episode's audio, transcript and chapters, so History can play it (issue 34).
      const episode = execution.sources?.podcastFiles;
      const files = {
        ...(video ? { videoUrl: deps.fileUrl(video) } : {}),
        ...(poster ? { posterUrl: deps.fileUrl(poster) } : {}),
        ...(subtitles ? { subtitlesUrl: deps.fileUrl(subtitles) } : {}),
        ...(episode ? { downloads: Object.fromEntries(Object.entries(episode).map(([kind, key]) => [kind, deps.fileUrl(key)])) } : {}),
      };
      return {
        statusCode: 200,
        data: {
          id: version.id,
          kind: version.kind as VersionKind,
          createdAt: version.created_at,
          output: execution.jsonOutput ?? null,
          outputData: execution.outputData ?? null,
          ...files,
        },
      };
    },
  );

  // A kept version the user no longer wants, with the files only it names (an older run's film), so
  // History can free room under the storage quota. The node's current result is never deleted.
  scope.delete<{ Params: { id: string; clientNodeId: string; versionId: string } }>(
    '/paper-remix/project/:id/node/:clientNodeId/versions/:versionId',
    auth,
    async (request) => {
      const { node } = await editableNode(request, request.params.id, request.params.clientNodeId);
      const version = await db
        .selectFrom('node_versions')
        .select(['id', 'execution'])
        .where('id', '=', request.params.versionId)
        .where('project_node_id', '=', node.id)
        .executeTakeFirst();
      if (!version) throw new HttpError(404, 'Version not found');
      const keysOf = (stored: string | null) => {
        const sources = parseJson<StoredExecution | null>(stored, null)?.sources ?? {};
        return Object.values(sources).flatMap((value) =>
          typeof value === 'string' ? [value] : Array.isArray(value) ? value.filter((key): key is string => typeof key === 'string') : [],
        );
      };
      const gone = await db.transaction().execute(async (trx) => {
        const fresh = await trx.selectFrom('project_nodes').select('execution').where('id', '=', node.id).executeTakeFirst();
        // The node holds the very execution its current version was saved with.
        if (fresh?.execution === version.execution) throw new HttpError(409, CURRENT_VERSION_MESSAGE);
        await trx.deleteFrom('node_versions').where('id', '=', version.id).execute();
        // Files another kept version (or the current result) still names stay.
        const others = await trx.selectFrom('node_versions').select('execution').where('project_node_id', '=', node.id).execute();
        const named = new Set([...keysOf(fresh?.execution ?? null), ...others.flatMap((row) => keysOf(row.execution))]);
        const own = `${nodeDir(node.project_id, node.id)}/`;
        const unused = keysOf(version.execution).filter((key) => key.startsWith(own) && !named.has(key));
        if (unused.length > 0) await trx.deleteFrom('files').where('key', 'in', unused).execute();
        return unused;
      });
      for (const key of gone) await deps.storage.remove(key);
      return { statusCode: 200, data: { id: version.id, deleted: true } };
    },
  );

  scope.post<{ Params: { id: string; clientNodeId: string; versionId: string } }>(
    '/paper-remix/project/:id/node/:clientNodeId/versions/:versionId/restore',
    auth,
    async (request) => {
      const { user, node } = await editableNode(request, request.params.id, request.params.clientNodeId);
      const version = await db
        .selectFrom('node_versions')
        .selectAll()
        .where('id', '=', request.params.versionId)
        .where('project_node_id', '=', node.id)
        .executeTakeFirst();
      if (!version) throw new HttpError(404, 'Version not found');
      if (node.status === 'processing') throw new HttpError(409, RUNNING_MESSAGE);
      if (node.status !== 'completed') throw new EditError(NOT_EDITABLE_MESSAGE);
      const execution = parseJson<StoredExecution | null>(version.execution, null);
      if (!execution) throw new HttpError(404, 'Version not found');
      return saveResult(user, node, execution, 'restored');
    },
  );
}
