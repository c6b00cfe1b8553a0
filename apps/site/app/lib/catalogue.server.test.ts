// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SEEDED_CATALOGUE } from '#app/test/catalogue.ts';
import { CATALOGUE_TTL_MS, CatalogueUnavailableError, getCatalogue, invalidateCatalogue } from './catalogue.server';

let server: Server;
let apiUrl: string;
let requests = 0;
let answer: () => { status: number; body: unknown } = () => ({ status: 200, body: { statusCode: 200, data: SEEDED_CATALOGUE } });

beforeAll(async () => {
  server = createServer((_request, response) => {
    requests += 1;
    const { status, body } = answer();
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => {
  invalidateCatalogue();
  requests = 0;
  answer = () => ({ status: 200, body: { statusCode: 200, data: SEEDED_CATALOGUE } });
});

describe('getCatalogue', () => {
  it('asks the api once per period and serves the copy in between', async () => {
    let now = 1_000;
    const clock = () => now;
    expect(await getCatalogue({ apiUrl, now: clock })).toHaveLength(SEEDED_CATALOGUE.length);
    now += CATALOGUE_TTL_MS - 1;
    await getCatalogue({ apiUrl, now: clock });
    expect(requests).toBe(1);
  });

  it('serves the stale copy at once while it fetches a fresh one, and keeps it when the api fails', async () => {
    let now = 1_000;
    const clock = () => now;
    await getCatalogue({ apiUrl, now: clock });
    answer = () => ({ status: 503, body: { message: 'down' } });
    now += CATALOGUE_TTL_MS + 1;
    expect(await getCatalogue({ apiUrl, now: clock })).toHaveLength(SEEDED_CATALOGUE.length);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests).toBe(2);
    expect(await getCatalogue({ apiUrl, now: clock })).toHaveLength(SEEDED_CATALOGUE.length);
  });

  it('shows an edit at once after Tools Administration invalidates it', async () => {
    await getCatalogue({ apiUrl });
    answer = () => ({ status: 200, body: { statusCode: 200, data: SEEDED_CATALOGUE.slice(0, 2) } });
    invalidateCatalogue();
    expect(await getCatalogue({ apiUrl })).toHaveLength(2);
  });

  it('drops hidden tools even if an api sent them', async () => {
    answer = () => ({
      status: 200,
      body: { statusCode: 200, data: SEEDED_CATALOGUE.map((tool, i) => (i === 0 ? { ...tool, status: 'hidden' } : tool)) },
    });
    const tools = await getCatalogue({ apiUrl });
    expect(tools.some((tool) => tool.slug === SEEDED_CATALOGUE[0]?.slug)).toBe(false);
  });

  it('throws CatalogueUnavailableError when it never got the catalogue', async () => {
    answer = () => ({ status: 500, body: {} });
    await expect(getCatalogue({ apiUrl })).rejects.toBeInstanceOf(CatalogueUnavailableError);
    answer = () => ({ status: 200, body: { statusCode: 200, data: [{ slug: 'x' }] } });
    await expect(getCatalogue({ apiUrl })).rejects.toBeInstanceOf(CatalogueUnavailableError);
  });
});
