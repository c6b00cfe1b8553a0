import type { FastifyInstance, onSendHookHandler } from 'fastify';
import { appendOnSend } from './http-basics';

/**
 * Answers leave together (decision 0209): every answer that is ready in one turn of the event loop
 * is written in that turn's check phase, one after another, instead of each the moment it is ready.
 * A client on the same host (the site's server, a local load balancer, a benchmark) sleeps between
 * the answers it reads, and each answer written alone woke it again: a wake-up across CPUs that cost
 * the api 6-7 µs of kernel time a request at full load (`pnpm bench:api`). One turn's answers now
 * wake it once. An answer waits at most for the rest of the turn it was ready in; alone, for nothing.
 *
 * The hook goes last on each route registered after this call (an `onRoute` hook appends it), so
 * every other onSend hook has run before an answer waits.
 */
export function registerAnswerBatching(app: FastifyInstance): void {
  let waiting: (() => void)[] = [];
  const writeAll = () => {
    const ready = waiting;
    waiting = [];
    for (const write of ready) {
      try {
        write();
      } catch (error) {
        app.log.error({ err: error }, 'writing an answer failed');
      }
    }
  };
  const batch: onSendHookHandler = (_request, _reply, payload, done) => {
    if (waiting.push(() => done(null, payload)) === 1) setImmediate(writeAll);
  };
  app.addHook('onRoute', (route) => appendOnSend(route, batch));
}
