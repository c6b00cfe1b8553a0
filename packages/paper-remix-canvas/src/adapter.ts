import {
  isApiError,
  NODE_PROCESSED_EVENT,
  NodePreviewResponseSchema,
  NodeProcessedEventSchema,
  SaveWorkflowResponseSchema,
  ServerProjectNodeSchema,
  UpdateProjectResponseSchema,
  type ApiClient,
  type NodeProcessedEvent,
  type NodeType,
  type PaperDetails,
  type SavedNodePayload,
  type ServerProjectNode,
} from '@paperlight/api-client';
import * as v from 'valibot';
import { NODE_PROGRESS_EVENT, NodeProgressEventSchema, NodeStateSchema, type NodeProgressEvent, type NodeState } from './workflow/live';

const UploadNodeResponseSchema = v.looseObject({ statusCode: v.optional(v.number()), data: ServerProjectNodeSchema });

/** One run of a node, as GET …/node/{clientNodeId}/history lists it. */
export const NodeRunSchema = v.looseObject({
  id: v.string(),
  status: v.string(),
  attempts: v.number(),
  createdAt: v.string(),
  startedAt: v.nullable(v.string()),
  finishedAt: v.nullable(v.string()),
  /** Seconds from start to finish; null while the run has not finished. */
  timeTaken: v.nullable(v.number()),
  error: v.nullable(v.string()),
  /** The kept output of a finished run (decision 0173), to open or play; null once deleted or never kept. */
  versionId: v.optional(v.nullable(v.string())),
});
export type NodeRun = v.InferOutput<typeof NodeRunSchema>;

/** A public, read-only link to a finished video (decision 0066). */
export const ShareLinkSchema = v.looseObject({ token: v.string(), clientNodeId: v.nullish(v.string()), createdAt: v.string() });
export type ShareLink = v.InferOutput<typeof ShareLinkSchema>;
const ShareLinkResponseSchema = v.looseObject({ data: ShareLinkSchema });
/** The owner's podcast feed (issue 34): its public RSS address, which podcast apps read without a session. */
export const PodcastFeedSchema = v.looseObject({ token: v.string(), url: v.string(), createdAt: v.string() });
export type PodcastFeed = v.InferOutput<typeof PodcastFeedSchema>;
const PodcastFeedResponseSchema = v.looseObject({ data: v.nullable(PodcastFeedSchema) });
const ShareLinksResponseSchema = v.looseObject({ data: v.array(ShareLinkSchema) });
/** One kept version of a script's or storyboard's result (issue 15): the engine's, an edit, or a restore. */
export const NodeVersionSchema = v.looseObject({
  id: v.string(),
  /** 'generated' | 'edited' | 'restored'; an unknown kind is shown as is. */
  kind: v.string(),
  createdAt: v.string(),
  /** The version the node's result is now. */
  current: v.boolean(),
});
export type NodeVersion = v.InferOutput<typeof NodeVersionSchema>;
/** A kept version's output with, for a film, its files' signed addresses: what History opens or plays. */
export const RunOutputSchema = v.looseObject({
  id: v.string(),
  output: v.unknown(),
  outputData: v.optional(v.nullable(v.record(v.string(), v.unknown()))),
  videoUrl: v.optional(v.string()),
  posterUrl: v.optional(v.string()),
  subtitlesUrl: v.optional(v.string()),
});
export type RunOutput = v.InferOutput<typeof RunOutputSchema>;
const NodeVersionOutputResponseSchema = v.looseObject({ statusCode: v.optional(v.number()), data: RunOutputSchema });
const NodeVersionsResponseSchema = v.looseObject({ statusCode: v.optional(v.number()), data: v.array(NodeVersionSchema) });
const NodeStateResponseSchema = v.looseObject({ statusCode: v.optional(v.number()), data: NodeStateSchema });
const NodeStatesResponseSchema = v.looseObject({
  statusCode: v.optional(v.number()),
  data: v.looseObject({ nodes: v.array(NodeStateSchema) }),
});
const NodeHistoryResponseSchema = v.looseObject({ statusCode: v.optional(v.number()), data: v.array(NodeRunSchema) });

export type ProjectId = string | number;

/** Everything the workspace asks of the backend; the default is built from the api client. */
export interface PaperRemixAdapter {
  /** POST /paper-remix/project/{id}/workflow → the server's project nodes. */
  saveWorkflow(projectId: ProjectId, nodes: SavedNodePayload[]): Promise<ServerProjectNode[]>;
  /** POST …/generate; resolves on an OK answer, throws otherwise. */
  generate(projectId: ProjectId, body: { clientNodeId: string; nodeType: NodeType }): Promise<void>;
  /** POST …/update with {autoSaveEnabled}. */
  updateAutoSave(projectId: ProjectId, enabled: boolean): Promise<{ ok: boolean; statusCode?: number }>;
  /** GET …/node/{projectNodeId}/preview → the short-lived signed URL of the input PDF. */
  preview(projectId: ProjectId, projectNodeId: string | number): Promise<string>;
  /** POST …/node/{clientNodeId}/upload (multipart `file`) → the input node as the server holds it. */
  upload?(projectId: ProjectId, clientNodeId: string, file: File): Promise<ServerProjectNode>;
  /** POST …/node/{clientNodeId}/reset, so the server forgets the node's result too. */
  reset?(projectId: ProjectId, clientNodeId: string): Promise<void>;
  /** GET …/node/{clientNodeId}/history → the node's last runs, newest first. */
  history?(projectId: ProjectId, clientNodeId: string): Promise<NodeRun[]>;
  /** POST …/node/{clientNodeId}/share → a new public link to the node's video. */
  createShare?(projectId: ProjectId, clientNodeId: string): Promise<ShareLink>;
  /** GET …/shares → the project's live links, newest first. */
  listShares?(projectId: ProjectId): Promise<ShareLink[]>;
  /** DELETE …/share/{token}: the public page answers 404 from then on. */
  revokeShare?(projectId: ProjectId, token: string): Promise<void>;
  /** GET /paper-remix/podcast-feed → the owner's live feed, or null. */
  podcastFeed?(): Promise<PodcastFeed | null>;
  /** POST /paper-remix/podcast-feed → a new feed address; the old one stops answering. */
  createPodcastFeed?(): Promise<PodcastFeed>;
  /** DELETE /paper-remix/podcast-feed/{token}: the feed answers 404 from then on. */
  revokePodcastFeed?(token: string): Promise<void>;
  /**
   * PUT …/node/{clientNodeId}/output with {output}: a completed script's or storyboard's result as the
   * owner edited it → the node with its new result. Refusals throw `ResultEditError` with the message to show.
   */
  saveOutput?(projectId: ProjectId, clientNodeId: string, output: unknown): Promise<NodeState>;
  /**
   * PUT …/node/{clientNodeId}/details with {details}: the paper's details as the owner corrected them on
   * the Paper Input node → the node with its new result. Refusals throw `ResultEditError` with the message to show.
   */
  saveDetails?(projectId: ProjectId, clientNodeId: string, details: PaperDetails): Promise<NodeState>;
  /** GET …/node/{clientNodeId}/versions → the node's kept results, newest first. */
  versions?(projectId: ProjectId, clientNodeId: string): Promise<NodeVersion[]>;
  /** GET …/node/{clientNodeId}/versions/{versionId} → that kept version's output (a script to compare). */
  versionOutput?(projectId: ProjectId, clientNodeId: string, versionId: string): Promise<unknown>;
  /** GET …/node/{clientNodeId}/versions/{versionId} → a run's kept output and its files, for History to open or play. */
  runOutput?(projectId: ProjectId, clientNodeId: string, versionId: string): Promise<RunOutput>;
  /** DELETE …/node/{clientNodeId}/versions/{versionId}: a kept output and the files only it names; refusals throw `ResultEditError`. */
  deleteVersion?(projectId: ProjectId, clientNodeId: string, versionId: string): Promise<void>;
  /** POST …/node/{clientNodeId}/versions/{versionId}/restore → the node with that version as its result. */
  restoreVersion?(projectId: ProjectId, clientNodeId: string, versionId: string): Promise<NodeState>;
  /** GET …/state → each node as the server holds it: status, result, live run, 'Out of date', estimate. */
  loadState?(projectId: ProjectId): Promise<NodeState[]>;
  /**
   * Listens to 'paper-remix-node:processed' (and, when given, 'paper-remix-node:progress' and
   * reconnections, after which the canvas reloads the state it may have missed); returns the unsubscribe.
   */
  subscribe?(listener: (event: NodeProcessedEvent) => void, more?: LiveListeners): () => void;
  /** Fetches a file for download; defaults to `fetch`. */
  fetchFile?(url: string): Promise<Blob>;
}

export interface LiveListeners {
  onProgress?: (event: NodeProgressEvent) => void;
  /** The socket connected again after a drop: events may have been missed. */
  onReconnect?: () => void;
}

/** A generate call that answered with a non-success status. */
export class GenerateResponseError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`Generate failed with status ${status}`);
  }
}

/** The server refused an edit or a restore (400, 404, 409, 422); `message` is in product words, for the user. */
export class ResultEditError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ResultEditError';
  }
}

const EDIT_REFUSALS = new Set([400, 404, 409, 422]);

/** A refusal (400, 404, 409, 422) with a `message` → ResultEditError; anything else is rethrown as is. */
function asEditError(error: unknown): unknown {
  if (!isApiError(error) || !EDIT_REFUSALS.has(error.status)) return error;
  const message = (error.body as { message?: unknown } | null | undefined)?.message;
  return typeof message === 'string' && message.trim() !== '' ? new ResultEditError(error.status, message) : error;
}

/** The canvas's live updates: each node's processed and progress events, and a callback when the socket reconnects. */
function liveUpdatesOf(client: ApiClient): PaperRemixAdapter['subscribe'] {
  return (listener, more = {}) => {
    const handler = (payload: unknown) => {
      const parsed = v.safeParse(NodeProcessedEventSchema, payload);
      if (parsed.success) listener(parsed.output);
    };
    const onProgress = (payload: unknown) => {
      const parsed = v.safeParse(NodeProgressEventSchema, payload);
      if (parsed.success) more.onProgress?.(parsed.output);
    };
    let connectedOnce = false;
    const onConnect = () => {
      if (connectedOnce) more.onReconnect?.();
      connectedOnce = true;
    };
    let unsubscribed = false;
    let socket: Awaited<ReturnType<ApiClient['connectSocket']>> | undefined;
    client
      .connectSocket()
      .then((connected) => {
        // The canvas may have unmounted while the socket client was loading.
        if (unsubscribed) return connected.disconnect();
        socket = connected;
        connected.on(NODE_PROCESSED_EVENT, handler);
        connected.on(NODE_PROGRESS_EVENT, onProgress);
        if (connected.connected) connectedOnce = true;
        connected.on('connect', onConnect);
      })
      .catch((error: unknown) => console.error('Live updates are unavailable', error));
    return () => {
      unsubscribed = true;
      socket?.off(NODE_PROCESSED_EVENT, handler);
      socket?.off(NODE_PROGRESS_EVENT, onProgress);
      socket?.off('connect', onConnect);
      socket?.disconnect();
    };
  };
}

/** Builds the adapter over `@paperlight/api-client`: its session, retries and socket. */
export function createApiAdapter(client: ApiClient): PaperRemixAdapter {
  const base = `/paper-remix/project`;
  return {
    async saveWorkflow(projectId, nodes) {
      const answer = await client.post(`${base}/${projectId}/workflow`, { body: { nodes }, schema: SaveWorkflowResponseSchema });
      return answer.data;
    },
    async generate(projectId, body) {
      try {
        await client.post(`${base}/${projectId}/generate`, { body });
      } catch (error) {
        if (isApiError(error)) throw new GenerateResponseError(error.status, error.body);
        throw error;
      }
    },
    async updateAutoSave(projectId, enabled) {
      try {
        const answer = await client.post(`${base}/${projectId}/update`, {
          body: { autoSaveEnabled: enabled },
          schema: UpdateProjectResponseSchema,
        });
        return { ok: true, statusCode: answer.statusCode };
      } catch (error) {
        if (isApiError(error)) return { ok: false, statusCode: error.status };
        throw error;
      }
    },
    async preview(projectId, projectNodeId) {
      const answer = await client.get(`${base}/${projectId}/node/${projectNodeId}/preview`, { schema: NodePreviewResponseSchema });
      return answer.data.s3ObjOutput.presigned_url;
    },
    async upload(projectId, clientNodeId, file) {
      const form = new FormData();
      form.append('file', file, file.name);
      const answer = await client.post(`${base}/${projectId}/node/${encodeURIComponent(clientNodeId)}/upload`, {
        body: form,
        schema: UploadNodeResponseSchema,
      });
      return answer.data;
    },
    async reset(projectId, clientNodeId) {
      await client.post(`${base}/${projectId}/node/${clientNodeId}/reset`);
    },
    async history(projectId, clientNodeId) {
      const answer = await client.get(`${base}/${projectId}/node/${encodeURIComponent(clientNodeId)}/history`, {
        schema: NodeHistoryResponseSchema,
      });
      return answer.data;
    },
    async createShare(projectId, clientNodeId) {
      const answer = await client.post(`${base}/${projectId}/node/${encodeURIComponent(clientNodeId)}/share`, {
        schema: ShareLinkResponseSchema,
      });
      return answer.data;
    },
    async listShares(projectId) {
      const answer = await client.get(`${base}/${projectId}/shares`, { schema: ShareLinksResponseSchema });
      return answer.data;
    },
    async revokeShare(projectId, token) {
      await client.delete(`${base}/${projectId}/share/${encodeURIComponent(token)}`);
    },
    async podcastFeed() {
      return (await client.get('/paper-remix/podcast-feed', { schema: PodcastFeedResponseSchema })).data;
    },
    async createPodcastFeed() {
      const feed = (await client.post('/paper-remix/podcast-feed', { schema: PodcastFeedResponseSchema })).data;
      if (!feed) throw new Error('The api made no feed');
      return feed;
    },
    async revokePodcastFeed(token) {
      await client.delete(`/paper-remix/podcast-feed/${encodeURIComponent(token)}`);
    },
    async saveOutput(projectId, clientNodeId, output) {
      try {
        const answer = await client.put(`${base}/${projectId}/node/${encodeURIComponent(clientNodeId)}/output`, {
          body: { output },
          schema: NodeStateResponseSchema,
        });
        return answer.data;
      } catch (error) {
        throw asEditError(error);
      }
    },
    async saveDetails(projectId, clientNodeId, details) {
      try {
        const answer = await client.put(`${base}/${projectId}/node/${encodeURIComponent(clientNodeId)}/details`, {
          body: { details },
          schema: NodeStateResponseSchema,
        });
        return answer.data;
      } catch (error) {
        throw asEditError(error);
      }
    },
    async versions(projectId, clientNodeId) {
      const answer = await client.get(`${base}/${projectId}/node/${encodeURIComponent(clientNodeId)}/versions`, {
        schema: NodeVersionsResponseSchema,
      });
      return answer.data;
    },
    async versionOutput(projectId, clientNodeId, versionId) {
      const answer = await client.get(
        `${base}/${projectId}/node/${encodeURIComponent(clientNodeId)}/versions/${encodeURIComponent(versionId)}`,
        {
          schema: NodeVersionOutputResponseSchema,
        },
      );
      return answer.data.output;
    },
    async runOutput(projectId, clientNodeId, versionId) {
      const answer = await client.get(
        `${base}/${projectId}/node/${encodeURIComponent(clientNodeId)}/versions/${encodeURIComponent(versionId)}`,
        {
          schema: NodeVersionOutputResponseSchema,
        },
      );
      return answer.data;
    },
    async deleteVersion(projectId, clientNodeId, versionId) {
      try {
        await client.delete(`${base}/${projectId}/node/${encodeURIComponent(clientNodeId)}/versions/${encodeURIComponent(versionId)}`);
      } catch (error) {
        throw asEditError(error);
      }
    },
    async restoreVersion(projectId, clientNodeId, versionId) {
      try {
        const answer = await client.post(
          `${base}/${projectId}/node/${encodeURIComponent(clientNodeId)}/versions/${encodeURIComponent(versionId)}/restore`,
          {
            schema: NodeStateResponseSchema,
          },
        );
        return answer.data;
      } catch (error) {
        throw asEditError(error);
      }
    },
    async loadState(projectId) {
      const answer = await client.get(`${base}/${projectId}/state`, { schema: NodeStatesResponseSchema });
      return answer.data.nodes;
    },
    subscribe: liveUpdatesOf(client),
  };
}
