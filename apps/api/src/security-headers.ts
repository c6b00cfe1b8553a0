import { basename } from 'node:path';
import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';

/** Types a browser may show in place; anything else from /files/ is downloaded. */
const INLINE_TYPES = /^(application\/pdf|video\/(mp4|webm)|audio\/(mpeg|mp4|wav|ogg|webm)|image\/(png|jpeg|webp|gif)|text\/vtt)\b/;

/**
 * Security headers on every answer of the api (nosniff, a strict CSP, Referrer-Policy, …), and a
 * Content-Disposition on user files, so an uploaded or generated file never runs as a page of the
 * api's origin.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  // Built once: @fastify/helmet builds helmet's middleware again on every request (a twelfth of the
  // api's CPU on its busiest route, `pnpm bench:api`); the headers never change between requests here.
  const headers = helmet({
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
  app.addHook('onRequest', (request, reply, done) => headers(request.raw, reply.raw, (error) => done(error as Error | undefined)));
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.url.startsWith('/files/') || reply.statusCode >= 300) return payload;
    const name = basename(decodeURIComponent(request.url.split('?')[0]!)).replace(/[^\w.-]+/g, '_') || 'file';
    const type = String(reply.getHeader('content-type') ?? '');
    reply.header('Content-Disposition', `${INLINE_TYPES.test(type) ? 'inline' : 'attachment'}; filename="${name}"`);
    return payload;
  });
}
