/**
 * Routes of the Paper Remix workspace added by issue 15 (decision 0065), kept out of routes.ts so
 * the queue and engine surface stay the lead's: node states (progress, 'Out of date', estimates),
 * edits and versions of a result (edit-routes.ts) and shared video links (share-routes.ts).
 */
import type { FastifyInstance } from 'fastify';
import { registerDetailsRoutes } from './details-routes';
import { registerEditRoutes } from './edit-routes';
import { registerVersionRoutes } from './version-routes';
import { registerPodcastFeedRoutes } from './podcast-feed';
import { registerShareRoutes } from './share-routes';
import { ENCODE_PROBE_REFERENCE_MS, HOST_PROBE_DELAY_MS, HOST_PROBES, hostFactor, probeEncodeMs, probeHostMs } from './host-speed';
import { projectNodeStates, throughputCache } from './workspace-state';
import type { WorkspaceRouteDeps } from './workspace-deps';

export async function registerWorkspaceRoutes(scope: FastifyInstance, deps: WorkspaceRouteDeps): Promise<void> {
  const auth = { onRequest: deps.requireUser };
  // Probed a few seconds after start-up, or at the first estimate if that comes sooner, and again
  // each time the estimates are measured anew, HOST_PROBES times at most: the fastest reading counts.
  // Right after start-up the api compiles its modules and the worker loads its engines, and on a
  // small host a probe then reads up to 3 times slow. Where ffmpeg runs, the encoder's reading
  // decides (decision 0088); an estimate asked for before its first reading waits for it (a few
  // tenths of a second, once).
  let fastest: number | null = null;
  let probes = 0;
  let encodeFastest: number | null = null;
  let encodeProbes = 0;
  let encodeRunning: Promise<void> | null = null;
  const probeEncode = () => {
    if (encodeRunning || encodeProbes >= HOST_PROBES) return;
    encodeProbes += 1;
    encodeRunning = probeEncodeMs(deps.ffmpegPath ?? (process.env.FFMPEG_PATH || 'ffmpeg')).then((ms) => {
      encodeRunning = null;
      if (ms !== null) encodeFastest = Math.min(encodeFastest ?? ms, ms);
      scope.log.info({ encodeMs: ms, fastestMs: encodeFastest }, 'host speed: encoder probe');
    });
  };
  const probe = () => {
    if (probes < HOST_PROBES) {
      probes += 1;
      const ms = probeHostMs();
      if (ms !== null) fastest = Math.min(fastest ?? ms, ms);
    }
    probeEncode();
    return fastest;
  };
  if (deps.hostSpeed === undefined) setTimeout(probe, HOST_PROBE_DELAY_MS).unref();
  const host =
    deps.hostSpeed ??
    (async () => {
      const taskMs = probe();
      if (encodeFastest === null && encodeRunning) await encodeRunning;
      return encodeFastest !== null ? hostFactor(encodeFastest, ENCODE_PROBE_REFERENCE_MS) : hostFactor(taskMs);
    });
  const startedAt = new Date((deps.now ?? Date.now)()).toISOString();
  const rates = throughputCache(deps.db, deps.now, { host, ...(deps.workerStartsWithApi ? { workerSince: startedAt } : {}) });

  scope.get<{ Params: { id: string } }>('/paper-remix/project/:id/state', auth, async (request) => {
    const { project } = await deps.ownProject(request, request.params.id);
    const nodes = await projectNodeStates(deps.db, project.id, deps.fileUrl, await rates());
    return { statusCode: 200, data: { id: project.id, name: project.name, nodes } };
  });

  const editDeps = {
    db: deps.db,
    storage: deps.storage,
    quota: deps.quota,
    ownProject: deps.ownProject,
    requireUser: deps.requireUser,
    emit: deps.emit,
    fileUrl: deps.fileUrl,
    now: deps.now ?? Date.now,
    nodeState: async (projectId: string, nodeId: string) =>
      (await projectNodeStates(deps.db, projectId, deps.fileUrl, await rates())).find((node) => node.projectNodeId === nodeId) ?? null,
  };
  registerEditRoutes(scope, editDeps);
  registerVersionRoutes(scope, editDeps);
  registerDetailsRoutes(scope, editDeps);
  registerShareRoutes(scope, deps);
  registerPodcastFeedRoutes(scope, deps);
}
