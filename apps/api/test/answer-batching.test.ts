import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerAnswerBatching } from '../src/answer-batching';

/** An app whose log shows when each request was handled and when its answer was written. */
async function app() {
  const server = Fastify();
  const log: string[] = [];
  server.addHook('onRequest', (request, reply, done) => {
    const end = reply.raw.end.bind(reply.raw) as (...args: unknown[]) => unknown;
    reply.raw.end = ((...args: unknown[]) => {
      log.push(`written ${request.url}`);
      return end(...args);
    }) as typeof reply.raw.end;
    done();
  });
  server.get('/early', async () => {
    log.push('handled /early');
    return { route: 'early' };
  });
  registerAnswerBatching(server);
  server.get('/json/:n', async (request) => {
    log.push(`handled ${request.url}`);
    return { n: Number((request.params as { n: string }).n) };
  });
  server.get('/hooked', {
    onSend: (_request, _reply, payload, done) => {
      log.push('own onSend hook');
      done(null, payload);
    },
    handler: async () => ({ ok: true }),
  });
  server.get('/fails', async () => {
    throw new Error('boom');
  });
  await server.ready();
  return { server, log };
}

describe('registerAnswerBatching', () => {
  it('writes the answers that are ready in one turn together, after all of them were handled, each intact', async () => {
    const { server, log } = await app();
    const answers = await Promise.all([1, 2, 3].map((n) => server.inject({ url: `/json/${n}` })));
    expect(answers.map((answer) => answer.json())).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    expect(log).toEqual(['handled /json/1', 'handled /json/2', 'handled /json/3', 'written /json/1', 'written /json/2', 'written /json/3']);
  });

  it("runs a route's own onSend hooks before its answer waits for the turn to end", async () => {
    const { server, log } = await app();
    const answers = Promise.all([server.inject({ url: '/hooked' }), server.inject({ url: '/json/1' })]);
    setImmediate(() => log.push('the turn ends'));
    const [hooked] = await answers;
    expect(hooked.json()).toEqual({ ok: true });
    expect(log.slice(log.indexOf('own onSend hook'))).toEqual(['own onSend hook', 'the turn ends', 'written /hooked', 'written /json/1']);
  });

  it("holds an error's answer like any other, and leaves the routes registered before it alone", async () => {
    const { server, log } = await app();
    const [failed, early] = await Promise.all([server.inject({ url: '/fails' }), server.inject({ url: '/early' })]);
    expect(failed.statusCode).toBe(500);
    expect(early.json()).toEqual({ route: 'early' });
    expect(log).toEqual(['handled /early', 'written /early', 'written /fails']);
  });
});
