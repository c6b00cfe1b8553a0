/**
 * `POST /paper-remix/project/{id}/node/{clientNodeId}/upload` (SPEC §7): the paper a paper input node
 * reads, a PDF or a JATS article (decision 0125), stored within the user's storage quota and checked
 * by its content (upload-check.ts). It replaces the node's previous file and clears its result.
 */
import { randomUUID } from 'node:crypto';
import type { ProjectNode } from '@paperlight/db';
import { FileTooLargeError, nodeDir, parseJson, type FileStorage } from '@paperlight/remix-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../errors';
import { orderedId, type RemixRouteDeps } from './remix-deps';
import { checkUpload, countPageObjects, formatSize, UPLOAD_TYPES, UploadError, type UploadKind } from './upload-check';

/** What the multipart body brought: its text fields and its first file, stored under `key`. */
interface ReceivedUpload {
  key: string;
  fields: Record<string, string>;
  /** Undefined when the body held no file. */
  fileName: string | undefined;
  size: number;
}

/** The node's upload details, as its configuration's `basic` holds them. */
interface UploadBasic {
  fileName: string;
  fileType: string;
  title: string;
  description: string;
}

/** Reads the multipart body: its fields, and its first file written to storage within the user's room. */
async function receiveUpload(
  request: FastifyRequest,
  deps: RemixRouteDeps,
  userId: string,
  node: ProjectNode | undefined,
  stored: string,
): Promise<ReceivedUpload> {
  const {
    storage,
    limits: { maxBytes, storageQuota },
  } = deps;
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
    const room = storageQuota - (await deps.quota.used(userId)) + (node?.file_key ? ((await storage.size(node.file_key)) ?? 0) : 0);
    if (room <= 0) {
      part.file.resume();
      throw new HttpError(413, deps.quota.message());
    }
    try {
      size = await storage.write(key, part.file, { maxBytes: Math.min(maxBytes, room) });
    } catch (error) {
      if (error instanceof FileTooLargeError)
        throw new HttpError(413, error.maxBytes < maxBytes ? deps.quota.message() : `This PDF is larger than ${formatSize(maxBytes)}`);
      throw error;
    }
    // Busboy cuts the stream at the limit instead of failing it.
    if (part.file.truncated) {
      await storage.remove(key);
      throw new HttpError(413, `This PDF is larger than ${formatSize(maxBytes)}`);
    }
  }
  return { key, fields, fileName, size };
}

/** The stored file's kind, checked by its content; a file that fails the check is removed. */
async function checkReceived(storage: FileStorage, key: string, size: number, maxBytes: number): Promise<UploadKind> {
  try {
    return await checkUpload(storage, key, size, maxBytes);
  } catch (error) {
    await storage.remove(key);
    if (error instanceof UploadError) throw new HttpError(error.statusCode, error.message);
    throw error;
  }
}

/** Points the node at the new file with its result cleared, or adds the paper input node it is for. */
async function writeInputNode(
  deps: RemixRouteDeps,
  node: ProjectNode | undefined,
  target: { id: string; projectId: string; clientNodeId: string },
  key: string,
  basic: UploadBasic,
  now: string,
): Promise<void> {
  if (node) {
    const configuration = { ...parseJson<Record<string, unknown>>(node.configuration, {}), basic };
    await deps.db
      .updateTable('project_nodes')
      .set({ configuration: JSON.stringify(configuration), file_key: key, status: 'idle', execution: null, updated_at: now })
      .where('id', '=', node.id)
      .execute();
  } else {
    await deps.db
      .insertInto('project_nodes')
      .values({
        id: target.id,
        project_id: target.projectId,
        client_node_id: target.clientNodeId,
        node_type: 'paperInput',
        position: JSON.stringify({ x: 0, y: 0 }),
        label: 'Paper Input',
        configuration: JSON.stringify({ basic }),
        target_edges: '[]',
        status: 'idle',
        execution: null,
        file_key: key,
        updated_at: now,
      })
      .execute();
  }
}

export function registerUploadRoute(scope: FastifyInstance, deps: RemixRouteDeps): void {
  const { db, storage } = deps;
  const auth = { onRequest: deps.requireUser };

  scope.post<{ Params: { id: string; clientNodeId: string } }>(
    '/paper-remix/project/:id/node/:clientNodeId/upload',
    auth,
    async (request, reply) => {
      const { user, project } = await deps.ownProject(request, request.params.id);
      if (!request.isMultipart()) throw new HttpError(400, 'Send the PDF as multipart/form-data in a "file" field');
      const node = await deps.nodeByClientId(project.id, request.params.clientNodeId);
      if (node && node.node_type !== 'paperInput') throw new HttpError(400, 'Only a paper input node takes a file');
      const nodeId = node?.id ?? orderedId();
      const { key, fields, fileName, size } = await receiveUpload(
        request,
        deps,
        user.sub,
        node,
        `${nodeDir(project.id, nodeId)}/upload-${randomUUID()}`,
      );
      if (fileName === undefined) throw new HttpError(400, 'No file was uploaded');
      const kind = await checkReceived(storage, key, size, deps.limits.maxBytes);
      const { contentType } = UPLOAD_TYPES[kind];
      // For the read's estimate (decision 0088); a file whose pages do not show keeps its size alone.
      const pages = kind === 'pdf' ? await countPageObjects(storage, key) : null;
      if (node) await deps.cancelJobs([node.id]);
      const now = deps.stamp();
      const previousKey = node?.file_key;
      const title = fields.title?.trim() || fileName.replace(/\.(?:pdf|xml|zip)$/i, '');
      const basic = { fileName, fileType: contentType, title, description: fields.description?.trim() ?? '' };
      await writeInputNode(deps, node, { id: nodeId, projectId: project.id, clientNodeId: request.params.clientNodeId }, key, basic, now);
      await db.insertInto('files').values({ key, owner_id: user.sub, content_type: contentType, size, pages, created_at: now }).execute();
      if (previousKey && previousKey !== key) {
        await storage.remove(previousKey);
        await db.deleteFrom('files').where('key', '=', previousKey).execute();
      }
      await deps.touch(project.id);
      const saved = await deps.nodeByClientId(project.id, request.params.clientNodeId);
      return reply.send({ statusCode: 200, data: deps.showNode(saved!) });
    },
  );
}
