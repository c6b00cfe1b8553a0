// @vitest-environment node
import { readFileSync } from 'node:fs';
import type { SessionUser } from '@paperlight/api-client';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type * as DemoSamples from './demoSamples.server';

const API = 'http://api.test';
const guest: SessionUser = {
  id: 'guest:device-1',
  name: 'Guest',
  email: '',
  accessToken: 'guest-token',
  refreshToken: '',
  isGuest: true,
  isAdmin: false,
  isSales: false,
  isToolAdmin: false,
  deviceId: '6f1c2a4e-0d4b-4c8e-9a53-2f3f0f7a1b11',
  isFreeTrailActive: null,
  trialEndDate: null,
};
const sampleFile = (kind: string, id: string) =>
  JSON.parse(readFileSync(new URL(`../../../../api/samples/${kind}/${id}.json`, import.meta.url), 'utf8')) as unknown;

let mod: typeof DemoSamples;
beforeAll(async () => {
  process.env.SESSION_SECRET = 'a-test-secret-that-is-long-enough-to-sign-cookies';
  process.env.SITE_URL = 'http://localhost:3400';
  process.env.API_URL = API;
  process.env.SSO_URL = 'http://sso.test';
  mod = await import('./demoSamples.server');
});

/** A fetch answering `status` with `body`, recording each request's method, URL and headers. */
function api(status: number, body?: unknown) {
  return vi.fn(async (_url: string | URL | Request, _init?: RequestInit) =>
    body === undefined ? new Response(null, { status }) : Response.json(body, { status }),
  );
}

describe('checkSample', () => {
  it('reads the sample with the guest’s token and device id when the page renders it on the server', async () => {
    const fetchImpl = api(200, { statusCode: 200, data: { images: [] } });
    expect(await mod.checkSample('alt-text', 'medicine', guest, { readBody: true, fetchImpl })).toEqual({
      found: true,
      data: { images: [] },
    });
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(String(url)).toBe(`${API}/alt-text/sample?sampleId=medicine`);
    expect(init?.method).toBe('GET');
    expect(init?.headers).toMatchObject({ authorization: 'Bearer guest-token', 'x-device-id': guest.deviceId });
  });

  it('only asks whether the sample exists (HEAD) for the demos that fetch it in the browser', async () => {
    const fetchImpl = api(200);
    expect(await mod.checkSample('rejection-analyzer', 'demo', guest, { fetchImpl })).toEqual({ found: true, data: undefined });
    expect(fetchImpl.mock.calls[0]![1]?.method).toBe('HEAD');
    expect(String(fetchImpl.mock.calls[0]![0])).toBe(`${API}/rejection-analyzer/sample/demo`);
  });

  it('answers not found for a 404 (the not-found page), unknown for any other failure (the demo asks itself)', async () => {
    expect(
      await mod.checkSample('multi-lingual-audio', 'nope', guest, { readBody: true, fetchImpl: api(404, { statusCode: 404 }) }),
    ).toEqual({ found: false });
    expect(
      await mod.checkSample('multi-lingual-audio', 'medicine', guest, { readBody: true, fetchImpl: api(500, { statusCode: 500 }) }),
    ).toEqual({ found: 'unknown' });
    const unreachable = vi.fn(async () => {
      throw new TypeError('fetch failed');
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await mod.checkSample('alt-text', 'medicine', guest, { readBody: true, fetchImpl: unreachable })).toEqual({ found: 'unknown' });
    expect(
      await mod.checkSample('alt-text', 'medicine', { ...guest, accessToken: '' }, { readBody: true, fetchImpl: unreachable }),
    ).toEqual({ found: 'unknown' });
    expect(unreachable).toHaveBeenCalledTimes(1);
  });

  it('gives no data when the body is not JSON', async () => {
    const fetchImpl = vi.fn(async () => new Response('<html>', { status: 200 }));
    expect(await mod.checkSample('alt-text', 'medicine', guest, { readBody: true, fetchImpl })).toEqual({ found: true, data: undefined });
  });
});

describe('readAltTextSample', () => {
  it('reads every canned sample with its figures’ sizes and renditions', () => {
    for (const id of ['medicine', 'anatomy', 'physical-science']) {
      const sample = mod.readAltTextSample(sampleFile('alt-text', id));
      expect(sample?.images.length, id).toBeGreaterThan(0);
      expect(sample?.reportUrl).toMatch(/alt-text-report\.docx$/);
      expect(sample?.images[0]).toMatchObject({ width: 1000, renditions: [{ width: 320 }, { width: 640 }] });
    }
  });

  it('answers null for what is not a sample, so the demo fetches and shows its own states', () => {
    expect(mod.readAltTextSample(undefined)).toBeNull();
    expect(mod.readAltTextSample({ images: [{ url: 1 }] })).toBeNull();
  });
});

describe('readAudioSample', () => {
  it('reads every canned sample', () => {
    for (const id of ['medicine', 'health-science', 'physical-science']) {
      expect(mod.readAudioSample(sampleFile('ai-audio', id))?.paperTitle, id).toBeTruthy();
    }
  });

  it('answers null for what is not a sample', () => {
    expect(mod.readAudioSample(null)).toBeNull();
    expect(mod.readAudioSample({ uploadType: 'podcast' })).toBeNull();
  });
});
