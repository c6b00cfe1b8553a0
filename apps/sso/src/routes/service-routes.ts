/**
 * What is not a page of the sign-in flow: the favicon, the health check, the token signing keys
 * (JWKS) and the strength meter's script.
 */
import type { FastifyInstance } from 'fastify';
import type { SsoRouteDeps } from './deps';

export type ServiceRouteDeps = Pick<SsoRouteDeps, 'ctx' | 'options'>;

export function registerServiceRoutes(app: FastifyInstance, deps: ServiceRouteDeps): void {
  const { ctx, options } = deps;

  // Browsers ask for it on every page; answering keeps 404s out of the logs.
  app.get('/favicon.ico', async (_request, reply) => reply.status(204).send());

  app.get('/health', async () => ({ status: 'ok', service: 'sso' }));

  app.get('/.well-known/jwks.json', async (_request, reply) => {
    reply.header('Cache-Control', 'public, max-age=300');
    reply.header('Access-Control-Allow-Origin', '*');
    return ctx.keys.jwks;
  });

  app.get('/assets/password-meter.js', async (_request, reply) => {
    const script = options.passwordMeterJs ? await options.passwordMeterJs() : null;
    if (!script) return reply.status(404).send({ message: 'Not Found', statusCode: 404 });
    reply.header('Cache-Control', 'public, max-age=3600');
    return reply.type('text/javascript; charset=utf-8').send(script);
  });
}
