/**
 * Routes of the Paper Remix workspace added by issue 15 (decision 0065), kept out of routes.ts so
 * the queue and engine surface stay the lead's: node states (progress, 'Out of date', estimates),
 * edits and versions of a result (edit-routes.ts) and shared video links (share-routes.ts).
 */
import type { Database, Project } from '@paperlight/db';
import type { FileStorage } from '@paperlight/remix-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AccessClaims } from '../auth';
import { registerEditRoutes } from './edit-routes';
import { registerShareRoutes } from './share-routes';
import { hostFactor, probeHostMs } from './host-speed';
import { projectNodeStates, throughputCache } from './workspace-state';

export interface WorkspaceRouteDeps {
  db: Database['db'];
  fileUrl: (key: string, ttlSec?: number) => string;
  /** The caller's own project, else 404 (someone else's answers like a missing one). */
  ownProject: (request: FastifyRequest, projectId: string) => Promise<{ user: AccessClaims; project: Project }>;
  requireUser: (request: FastifyRequest) => Promise<void>;
  storage: FileStorage;
  emit: (userId: string, event: string, payload: unknown) => void;
  now?: () => number;
  /**
   * This host's speed against the estimates' reference host (2 = half as fast); default: probed
   * now, at start-up (host-speed.ts, under 100 ms). Used until runs are measured.
   */
  hostSpeed?: number;
  /**
   * Whether the worker that runs the next job started with this api (the supervised default): the
   * first run of each kind after start-up is then expected cold. False for BullMQ workers elsewhere.
   */
  workerStartsWithApi?: boolean;
}

export async function registerWorkspaceRoutes(scope: FastifyInstance, deps: WorkspaceRouteDeps): Promise<void> {
  const auth = { onRequest: deps.requireUser };
  // Probed now; when the host was too busy for the probe to finish in its budget, again when the
  // estimates are next measured (the task's code optimised by then).
  let probed = deps.hostSpeed === undefined ? probeHostMs() : null;
  const host = deps.hostSpeed ?? (() => hostFactor(probed ??= probeHostMs()));
  const startedAt = new Date((deps.now ?? Date.now)()).toISOString();
  const rates = throughputCache(deps.db, deps.now, { host, ...(deps.workerStartsWithApi ? { workerSince: startedAt } : {}) });

  scope.get<{ Params: { id: string } }>('/paper-remix/project/:id/state', auth, async (request) => {
    const { project } = await deps.ownProject(request, request.params.id);
    const nodes = await projectNodeStates(deps.db, project.id, deps.fileUrl, await rates());
    return { statusCode: 200, data: { id: project.id, name: project.name, nodes } };
  });

  registerEditRoutes(scope, {
    db: deps.db, storage: deps.storage, ownProject: deps.ownProject, requireUser: deps.requireUser, emit: deps.emit,
    now: deps.now ?? Date.now,
    nodeState: async (projectId, nodeId) => (await projectNodeStates(deps.db, projectId, deps.fileUrl, await rates())).find((node) => node.projectNodeId === nodeId) ?? null,
  });
  registerShareRoutes(scope, deps);
}
