import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { corsPolicy } from '../src/cors';
import { registerSecurityHeaders, securityHeaders } from '../src/security-headers';

const SITE = 'https://paperlight.example';
const JOURNAL = 'https://journal.example.org';

describe('corsPolicy', () => {
  const policy = corsPolicy(SITE, [JOURNAL], { 'x-content-type-options': 'nosniff' });

  it('admits the site with credentials, an embedding origin without, and no other origin', () => {
    expect(policy.headers(SITE)).toEqual({
      'x-content-type-options': 'nosniff',
      vary: 'Origin',
      'access-control-allow-origin': SITE,
      'access-control-allow-credentials': 'true',
    });
    expect(policy.headers(JOURNAL)).toEqual({
      'x-content-type-options': 'nosniff',
      vary: 'Origin',
      'access-control-allow-origin': JOURNAL,
    });
    for (const origin of ['https://evil.example', `${SITE}.evil.example`, 'null', undefined])
      expect(policy.headers(origin)).toEqual({ 'x-content-type-options': 'nosniff', vary: 'Origin' });
  });

  it('works each answer out once: the same frozen object for every request from an origin', () => {
    expect(policy.headers(SITE)).toBe(policy.headers(SITE));
    expect(Object.isFrozen(policy.headers(JOURNAL))).toBe(true);
  });

  it('keeps credentials for the site even when it is listed among the embedding origins', () => {
    expect(corsPolicy(SITE, [SITE]).headers(SITE)['access-control-allow-credentials']).toBe('true');
  });
});

describe('registerSecurityHeaders with CORS', () => {
  async function app() {
    const server = Fastify();
    await registerSecurityHeaders(server, { siteOrigin: SITE, embedOrigins: [JOURNAL] });
    server.get('/json', async () => ({ ok: true }));
    return server;
  }

  it('answers the site with the security headers and its CORS headers, and a later answer to another origin without them', async () => {
    const server = await app();
    const site = await server.inject({ url: '/json', headers: { origin: SITE } });
    expect(site.headers['access-control-allow-origin']).toBe(SITE);
    expect(site.headers['access-control-allow-credentials']).toBe('true');
    expect(site.headers.vary).toBe('Origin');
    for (const [name, value] of Object.entries(securityHeaders())) expect(site.headers[name]).toBe(value);
    const other = await server.inject({ url: '/json', headers: { origin: 'https://evil.example' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    expect(other.headers['access-control-allow-credentials']).toBeUndefined();
    expect(other.headers.vary).toBe('Origin');
  });

  it('answers a preflight on any path with the agreed methods and headers, and lets the browser keep it 10 minutes', async () => {
    const server = await app();
    const preflight = await server.inject({
      method: 'OPTIONS',
      url: '/anything/at/all',
      headers: { origin: JOURNAL, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(JOURNAL);
    expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
    expect(preflight.headers['access-control-allow-methods']).toBe('GET, HEAD, POST, PUT, PATCH, DELETE');
    expect(preflight.headers['access-control-allow-headers']).toBe('authorization, content-type, x-device-id');
    expect(preflight.headers['access-control-max-age']).toBe('600');
    expect(preflight.body).toBe('');
  });

  it('refuses a preflight without an Origin or a requested method', async () => {
    const server = await app();
    for (const headers of [{ 'access-control-request-method': 'GET' }, { origin: SITE }]) {
      const refused = await server.inject({ method: 'OPTIONS', url: '/json', headers });
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toBe('Invalid Preflight Request');
    }
  });
});
