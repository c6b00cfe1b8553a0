import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerSecurityHeaders, securityHeaders } from '../src/security-headers';

async function app() {
  const server = Fastify();
  await registerSecurityHeaders(server);
  server.get('/json', async () => ({ ok: true }));
  server.get('/framed', async (_request, reply) =>
    reply.removeHeader('x-frame-options').header('Referrer-Policy', 'same-origin').send({ ok: true }),
  );
  server.get('/fails', async () => {
    throw new Error('boom');
  });
  return server;
}

describe('registerSecurityHeaders', () => {
  it('puts every header helmet would set on every answer: a route, an error and a 404', async () => {
    const server = await app();
    const expected = securityHeaders();
    expect(Object.keys(expected)).toEqual(
      expect.arrayContaining(['content-security-policy', 'x-content-type-options', 'referrer-policy', 'cross-origin-resource-policy']),
    );
    for (const url of ['/json', '/fails', '/nowhere']) {
      const res = await server.inject({ url });
      for (const [name, value] of Object.entries(expected)) expect(res.headers[name.toLowerCase()], `${url} ${name}`).toBe(value);
    }
    expect(expected['content-security-policy']).toContain("default-src 'none'");
  });

  it("lets a route change its own answer's headers without changing the next answer's", async () => {
    const server = await app();
    const framed = await server.inject({ url: '/framed' });
    expect(framed.headers['x-frame-options']).toBeUndefined();
    expect(framed.headers['referrer-policy']).toBe('same-origin');
    const next = await server.inject({ url: '/json' });
    expect(next.headers['x-frame-options']).toBe(securityHeaders()['x-frame-options']);
    expect(next.headers['referrer-policy']).toBe('no-referrer');
  });
});
