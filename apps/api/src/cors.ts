import type { FastifyInstance } from 'fastify';

const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE';
const ALLOWED_HEADERS = 'authorization, content-type, x-device-id';
/** How long a browser may reuse a preflight's answer (Chromium keeps it two hours at most). */
const PREFLIGHT_MAX_AGE_SECONDS = 600;

export interface CorsPolicy {
  /**
   * The CORS headers of an answer to a request from `origin`, merged into `base` and worked out once
   * per origin: the same object for every request from the same origin. Never mutate it.
   */
  headers(origin: string | undefined): Readonly<Record<string, string>>;
}

/**
 * CORS (decisions 0072, 0209): the site's origin is admitted with credentials, the embedding origins
 * without (they work with bearer tokens and never with cookies), any other origin not at all. Every
 * answer varies by Origin. The answers are worked out once per admitted origin, and the caller copies
 * them with its other constant headers: @fastify/cors worked them out again on every request, about
 * 7 µs of the trial banner route's 47 in one run (`pnpm bench:api`). A route that sets its own Vary
 * must keep Origin in it.
 */
export function corsPolicy(siteOrigin: string, embedOrigins: readonly string[], base: Readonly<Record<string, string>> = {}): CorsPolicy {
  const refused = Object.freeze({ ...base, vary: 'Origin' });
  const admitted = new Map<string, Readonly<Record<string, string>>>();
  for (const origin of embedOrigins) admitted.set(origin, Object.freeze({ ...refused, 'access-control-allow-origin': origin }));
  // Set last: the site keeps its credentials even if it is listed among the embedding origins too.
  admitted.set(
    siteOrigin,
    Object.freeze({ ...refused, 'access-control-allow-origin': siteOrigin, 'access-control-allow-credentials': 'true' }),
  );
  return { headers: (origin) => (origin === undefined ? refused : (admitted.get(origin) ?? refused)) };
}

/**
 * Answers preflights (`OPTIONS` on any path) before any route's own checks, as browsers send them
 * without credentials. The admitting headers come with every answer (`CorsPolicy.headers`); a
 * preflight without an Origin or a requested method is refused, as @fastify/cors did.
 */
export function registerPreflight(app: FastifyInstance): void {
  app.options('*', (request, reply) => {
    if (!request.headers.origin || !request.headers['access-control-request-method']) {
      return reply.code(400).type('text/plain').send('Invalid Preflight Request');
    }
    return reply
      .code(204)
      .header('access-control-allow-methods', ALLOWED_METHODS)
      .header('access-control-allow-headers', ALLOWED_HEADERS)
      .header('access-control-max-age', String(PREFLIGHT_MAX_AGE_SECONDS))
      .header('content-length', '0')
      .send();
  });
}
