import type { FastifyInstance } from 'fastify';
import { registerConsoleRoutes } from './administration-console-routes';
import { registerContactReplyRoutes, registerContactRoutes } from './administration-contact-routes';
import { createAdminScope, type AdministrationRoutesOptions } from './administration-scope';
import { registerToolRoutes } from './administration-tool-routes';
import { registerTrialRoutes, registerUserRoutes } from './administration-user-routes';

export { overview } from './administration-console-routes';
export { ADMINISTRATION_ENDPOINTS, createAdminScope } from './administration-scope';
export type { AdminScope, AdministrationRoutesOptions } from './administration-scope';
export { extendedTrialEnd, MAX_EXTEND_DAYS, typedEmailMatches } from './administration-user-routes';

/**
 * `/administration/*` (administrators and sales) and `/tools-administration/*` (tool administrators),
 * a module per resource, each given the same scope (administration-scope.ts).
 */
export async function registerAdministrationRoutes(app: FastifyInstance, options: AdministrationRoutesOptions): Promise<void> {
  const scope = createAdminScope(app, options);
  registerConsoleRoutes(scope);
  registerUserRoutes(scope);
  registerTrialRoutes(scope);
  registerContactRoutes(scope);
  registerContactReplyRoutes(scope);
  registerToolRoutes(scope);
}
