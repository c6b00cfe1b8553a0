import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_URL, startApi, type ApiHarness } from './harness';

const JOURNAL = 'https://journal.example.org';

describe('given a foreign page listed in EMBED_ORIGINS (decision 0072)', () => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await startApi('sqlite', { embedOrigins: [JOURNAL] });
  });
  afterAll(async () => {
    await api?.close();
  });

  it('answers its guest calls with its origin and without credentials', async () => {
    const deviceId = crypto.randomUUID();
    const preflight = await fetch(`${api.url}/alt-text/sample?sampleId=anatomy`, {
      method: 'OPTIONS',
      headers: { origin: JOURNAL, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization,x-device-id' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBe(JOURNAL);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('authorization');
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
    const sample = await fetch(`${api.url}/alt-text/sample?sampleId=anatomy`, {
      headers: { origin: JOURNAL, authorization: `Bearer ${await api.guestToken(deviceId)}`, 'x-device-id': deviceId },
    });
    expect(sample.status).toBe(200);
    expect(sample.headers.get('access-control-allow-origin')).toBe(JOURNAL);
    expect(sample.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('keeps credentials for the site alone and admits no other origin', async () => {
    const site = await fetch(`${api.url}/health`, { headers: { origin: SITE_URL } });
    expect(site.headers.get('access-control-allow-origin')).toBe(SITE_URL);
    expect(site.headers.get('access-control-allow-credentials')).toBe('true');
    const other = await fetch(`${api.url}/health`, { headers: { origin: 'https://evil.example' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('given no EMBED_ORIGINS', () => {
  it('admits no foreign page', async () => {
    const api = await startApi('sqlite');
    try {
      const response = await fetch(`${api.url}/health`, { headers: { origin: JOURNAL } });
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
    } finally {
      await api.close();
    }
  });
});
