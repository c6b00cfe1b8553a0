import { basename } from 'node:path';
import helmet from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, onSendHookHandler } from 'fastify';
import { corsPolicy, registerPreflight } from './cors';

/** Types a browser may show in place; anything else from /files/ is downloaded. */
const INLINE_TYPES = /^(application\/pdf|video\/(mp4|webm)|audio\/(mpeg|mp4|wav|ogg|webm)|image\/(png|jpeg|webp|gif)|text\/vtt)\b/;

/**
 * Security headers on every answer of the api (nosniff, a strict CSP, Referrer-Policy, …); with `cors`,
 * the CORS headers of the request's origin too, copied with them in one go, and preflights answered
 * (decision 0209).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  cors?: { siteOrigin: string; embedOrigins: readonly string[] },
): Promise<void> {
  const headers = securityHeaders();
  const forOrigin = cors ? corsPolicy(cors.siteOrigin, cors.embedOrigins, headers).headers : () => headers;
  // Set on the reply, not on the raw response: headers set on the raw response send Node's writeHead
  // down its slow path (each of Fastify's headers set again, then every one checked twice). And copied
  // into the reply's header object in one go: `reply.headers()` sets them one by one, lower-casing each
  // name again, which cost 7 µs of the trial route's ~70 (`pnpm bench:api`, decision 0188).
  let replyHeaders: symbol | null | undefined;
  app.addHook('onRequest', (request, reply, done) => {
    replyHeaders ??= Object.getOwnPropertySymbols(reply).find((key) => key.description === 'fastify.reply.headers') ?? null;
    const own = replyHeaders ? (reply as unknown as Record<symbol, Record<string, unknown>>)[replyHeaders] : undefined;
    const answer = forOrigin(request.headers.origin);
    // A Fastify that keeps its headers elsewhere gets them the public way.
    if (own) Object.assign(own, answer);
    else reply.headers(answer);
    done();
  });
  if (cors) registerPreflight(app);
}

/**
 * The headers helmet sets, worked out once: they never change between requests here, and helmet's
 * middleware chain (a dozen functions, each a setHeader) cost a tenth of the api's busiest route
 * (`pnpm bench:api`, decision 0177).
 */
export function securityHeaders(): Record<string, string> {
  const middleware = helmet({
    // The api answers JSON and media, never pages: nothing may run or frame it.
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], baseUri: ["'none'"], formAction: ["'none'"], sandbox: [] },
    },
    // The site (another origin) shows the api's sample images, audio and video.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'no-referrer' },
    // HSTS belongs to the TLS terminator, which knows whether https is in use.
    strictTransportSecurity: false,
  });
  const headers: Record<string, string> = {};
  const response = {
    // Lower-case, as Fastify keeps a reply's headers: a route's own reply.header() then replaces one instead of doubling it.
    setHeader: (name: string, value: string | number | readonly string[]) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  let failed: unknown;
  // Helmet's middleware is synchronous; `next` runs before it returns.
  middleware({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => (failed = error));
  if (failed) throw failed;
  return headers;
}

/**
 * A Content-Disposition on user files (the `/files/*` route's onSend), so an uploaded or generated
 * file never runs as a page of the api's origin.
 */
export const userFileDisposition: onSendHookHandler = (request, reply, payload, done) => {
  if (reply.statusCode < 300) {
    const name = basename(decodeURIComponent(request.url.split('?')[0]!)).replace(/[^\w.-]+/g, '_') || 'file';
    const type = String(reply.getHeader('content-type') ?? '');
    reply.header('Content-Disposition', `${INLINE_TYPES.test(type) ? 'inline' : 'attachment'}; filename="${name}"`);
  }
  done(null, payload);
};
