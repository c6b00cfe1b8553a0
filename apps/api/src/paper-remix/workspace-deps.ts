/**
 * What the workspace's routes (workspace-routes.ts and the share, edit and details routes it
 * registers) are given by the Paper Remix service. Its own module, so those routes depend on it
 * rather than on each other (share-routes.ts ↔ workspace-routes.ts was the api's one import cycle).
 */
import type { Database, Project } from '@paperlight/db';
import type { FileStorage } from '@paperlight/remix-core';
import type { FastifyRequest } from 'fastify';
import type { AccessClaims } from '../auth';
import type { StorageQuota } from './quota';

export interface WorkspaceRouteDeps {
  db: Database['db'];
  fileUrl: (key: string, ttlSec?: number) => string;
  /** The api's public origin (API_URL), for stable addresses such as a share's files. */
  publicOrigin: () => string;
  /** The caller's own project, else 404 (someone else's answers like a missing one). */
  ownProject: (request: FastifyRequest, projectId: string) => Promise<{ user: AccessClaims; project: Project }>;
  requireUser: (request: FastifyRequest) => Promise<void>;
  /** The signed-in, registered user (a guest is refused with 403). */
  registeredUser: (request: FastifyRequest) => AccessClaims;
  /** The site's origin (SITE_URL), for links to public pages such as an episode's; else the api's. */
  siteUrl?: string;
  storage: FileStorage;
  /** The user's storage quota and edit rate, which saved edits count against. */
  quota: StorageQuota;
  emit: (userId: string, event: string, payload: unknown) => void;
  now?: () => number;
  /**
   * This host's speed against the estimates' reference host (2 = half as fast); default: probed
   * soon after start-up (host-speed.ts: ffmpeg's encoder in a child process, else a JavaScript task
   * under 100 ms). Used until runs are measured.
   */
  hostSpeed?: number;
  /** The ffmpeg the host-speed probe times (default FFMPEG_PATH, else `ffmpeg` on PATH). */
  ffmpegPath?: string;
  /**
   * Whether the worker that runs the next job started with this api (the supervised default): the
   * first run of each kind after start-up is then expected cold. False for BullMQ workers elsewhere.
   */
  workerStartsWithApi?: boolean;
}
