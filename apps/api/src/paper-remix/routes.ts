import multipart from '@fastify/multipart';
import type { Database } from '@paperlight/db';
import type { JobRuntime } from '@paperlight/remix-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AccessClaims } from '../auth';
import { registerFileRoute } from './files-route';
import { registerGenerateRoute } from './generate-route';
import { registerNodeRoutes } from './node-routes';
import { registerProjectRoutes } from './project-routes';
import { createRemixRouteDeps } from './remix-deps';
import { startRemixService, type PaperRemixOptions, type PaperRemixService } from './service';
import { registerUploadRoute } from './upload-route';
import { registerWorkflowRoute } from './workflow-route';
import { registerWorkspaceRoutes } from './workspace-routes';

export type { PaperRemixOptions, PaperRemixService } from './service';
export { TRIAL_EXPIRED_MESSAGE } from './generate-route';

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
 * Fastify scope so multipart parsing stays local to the upload route. The service is set up in
 * service.ts; each resource's routes live in their own module and receive what they need through
 * RemixRouteDeps (remix-deps.ts) or, for the workspace's, WorkspaceRouteDeps (workspace-deps.ts).
 */
export async function registerPaperRemix(
  app: FastifyInstance,
  deps: PaperRemixRouteDeps,
  options: PaperRemixOptions = {},
): Promise<PaperRemixService> {
  const { db } = deps.database;
  const service = await startRemixService(app, deps, options);
  const { queue, runtime, storage, fileUrl, signer } = service;
  const routeDeps = createRemixRouteDeps(db, service, deps, options.now);

  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: service.limits.maxBytes, files: 1, fields: 10, fieldSize: 10_000 } });
    await registerWorkspaceRoutes(scope, {
      db,
      fileUrl,
      publicOrigin: service.origin,
      ownProject: routeDeps.ownProject,
      requireUser: deps.requireUser,
      registeredUser: routeDeps.registeredUser,
      storage,
      quota: routeDeps.quota,
      emit: deps.emitToUser,
      ...(options.now ? { now: options.now } : {}),
      ...(deps.siteUrl ? { siteUrl: deps.siteUrl } : {}),
      // The supervised worker starts with this api, so the first run of each kind after it is cold (decision 0088).
      workerStartsWithApi: queue.kind === 'supervised',
    });
    registerProjectRoutes(scope, routeDeps);
    registerWorkflowRoute(scope, routeDeps);
    registerUploadRoute(scope, routeDeps);
    registerGenerateRoute(scope, routeDeps);
    registerNodeRoutes(scope, routeDeps);
  });

  registerFileRoute(app, { db, storage, signer });
  return { queue, runtime, storage, fileUrl };
}
