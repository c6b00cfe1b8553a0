import { isBusyError } from '@paperlight/db';
import type { FastifyInstance, FastifyRequest, onSendHookHandler, RouteOptions } from 'fastify';
import type { AccountGate } from './account-gate';
import { HttpError } from './errors';

/** Adds `hook` after a route's own onSend hooks (from an `onRoute` hook, before the route is built). */
export function appendOnSend(route: RouteOptions, hook: onSendHookHandler): void {
  route.onSend = [...(route.onSend === undefined ? [] : Array.isArray(route.onSend) ? route.onSend : [route.onSend]), hook];
}

/** Errors in the product's words: a busy database asks to retry, our HttpErrors speak for themselves, any other fault is a 500. */
export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: Error & { statusCode?: number; validation?: unknown }, request, reply) => {
    if (isBusyError(error)) {
      // A locked database: answer at once so the client tries again, instead of a 500.
      request.log.warn({ err: error }, 'database busy');
      return reply.code(503).header('retry-after', '1').send({ message: 'Service busy. Please try again shortly.', statusCode: 503 });
    }
    const statusCode = error instanceof HttpError ? error.statusCode : (error.statusCode ?? 500);
    if (statusCode >= 500) request.log.error({ err: error }, 'request failed');
    // Our own HttpErrors are written for users (a 503 says when to come back); anything else 5xx is a fault.
    const message = statusCode >= 500 && !(error instanceof HttpError) ? 'Internal Server Error' : error.message;
    return reply.code(statusCode).send({ message, statusCode });
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: 'Not Found', statusCode: 404 }));
}

/**
 * An administrator's change to an account (roles, trial, suspension, sign-out, erasure) or a user
 * erasing their own: this instance forgets its decisions about that user before the answer leaves,
 * without waiting for the revocation signal (which tells the other instances; decision 0105).
 * Register it before the routes: the hook is added to the account routes only (an `onRoute` hook),
 * so every other answer, the trial banner's above all, runs no onSend hook for it.
 */
export function forgetOnAccountChange(app: FastifyInstance, gate: AccountGate): void {
  const forgetWhom = (url: string): ((request: FastifyRequest) => string | null | undefined) | null => {
    if (url.startsWith('/administration/users/:id')) return (request) => (request.params as { id?: string }).id ?? null;
    if (url.startsWith('/administration/users/')) return () => null;
    if (url === '/account') return (request) => request.user?.sub;
    return null;
  };
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.every((method) => method === 'GET' || method === 'HEAD')) return;
    const whom = forgetWhom(route.url);
    if (!whom) return;
    // A callback hook, not an async one: a read returns at once.
    const forget: onSendHookHandler = (request, reply, payload, done) => {
      if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) {
        const sub = whom(request);
        // undefined: no signed-in caller (the route refused it), nothing to forget.
        if (sub !== undefined) gate.invalidate(sub);
      }
      done(null, payload);
    };
    appendOnSend(route, forget);
  });
}
