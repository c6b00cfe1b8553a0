/**
 * The JSON endpoints under /api, for the site and embedders: guest tokens, the code exchange,
 * refresh-token rotation, the session check and revocation. Registered in their own scope, so
 * their CORS policy applies to them alone.
 */
import fastifyCors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { AuthError, checkSession, exchangeCode, invalidRefresh, issueGuestToken, revokeRefreshToken, rotateRefreshToken } from '../tokens';
import type { SsoRouteDeps } from './deps';
import { first } from './helpers';

const DEVICE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const CodeExchange = v.object({
  code: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  code_verifier: v.pipe(v.string(), v.regex(/^[A-Za-z0-9._~-]{43,128}$/)),
  redirect_uri: v.pipe(v.string(), v.minLength(1), v.maxLength(2000)),
});
const RefreshBody = v.object({ refresh_token: v.pipe(v.string(), v.minLength(1), v.maxLength(200)) });

export type TokenRouteDeps = Pick<SsoRouteDeps, 'ctx' | 'siteOrigin' | 'limits' | 'limit' | 'logEvent' | 'options'>;

export async function registerTokenRoutes(api: FastifyInstance, deps: TokenRouteDeps): Promise<void> {
  const { ctx, siteOrigin, limits, limit, logEvent, options } = deps;

  const embedOrigins = options.embedOrigins ?? [];
  await api.register(fastifyCors, {
    delegator: (request, callback) => {
      // Embedders reach the guest token only; every other endpoint answers the site alone.
      const embedded = request.url.split('?')[0] === '/api/guest-token' && embedOrigins.includes(request.headers.origin ?? '');
      callback(null, {
        origin: embedded ? embedOrigins : [siteOrigin],
        credentials: !embedded,
        methods: ['GET', 'POST', 'OPTIONS'],
        allowedHeaders: ['content-type', 'authorization', 'x-device-id'],
        maxAge: 600,
      });
    },
  });

  api.post('/guest-token', limit(limits.guestToken), async (request, reply) => {
    const header = first(request.headers['x-device-id']);
    const deviceId = header || request.cookies['device-id'] || '';
    if (!DEVICE_ID.test(deviceId)) {
      return reply.status(400).send({ message: 'A valid device id is required.', statusCode: 400 });
    }
    return { token: await issueGuestToken(ctx, deviceId) };
  });

  api.post('/auth/token', async (request, reply) => {
    const parsed = v.safeParse(CodeExchange, request.body);
    if (!parsed.success) return reply.status(400).send({ message: 'Invalid request', statusCode: 400 });
    try {
      const response = await exchangeCode(ctx, {
        code: parsed.output.code,
        codeVerifier: parsed.output.code_verifier,
        redirectUri: parsed.output.redirect_uri,
      });
      request.log.info({ event: 'code_exchanged', userId: response.user.id }, 'code exchanged');
      return response;
    } catch (error) {
      if (error instanceof AuthError) {
        return reply.status(error.statusCode).send({ message: error.message, statusCode: error.statusCode });
      }
      throw error;
    }
  });

  api.post('/auth/refresh-token', async (request, reply) => {
    const parsed = v.safeParse(RefreshBody, request.body);
    if (!parsed.success) return reply.status(401).send({ message: invalidRefresh, statusCode: 401 });
    const result = await rotateRefreshToken(ctx, parsed.output.refresh_token);
    if (result && 'response' in result) return result.response;
    if (result) request.log.warn({ event: 'refresh_reuse', familyId: result.familyId }, 'refresh token reused; family revoked');
    return reply.status(401).send({ message: invalidRefresh, statusCode: 401 });
  });

  /** The site asks on every request of a signed-in visitor whether the session still lives, and who they are now. */
  api.post('/auth/session', async (request, reply) => {
    const parsed = v.safeParse(RefreshBody, request.body);
    const user = parsed.success ? await checkSession(ctx, parsed.output.refresh_token) : null;
    if (!user) return reply.status(401).send({ message: invalidRefresh, statusCode: 401 });
    return { user };
  });

  api.post('/auth/revoke', async (request, reply) => {
    const parsed = v.safeParse(RefreshBody, request.body);
    const ended = parsed.success ? await revokeRefreshToken(ctx, parsed.output.refresh_token) : null;
    if (ended)
      await logEvent(request, {
        kind: 'sign-out',
        outcome: 'success',
        actorId: ended.id,
        actorEmail: ended.email,
        detail: { session: 'app' },
      });
    return reply.status(204).send();
  });
}
