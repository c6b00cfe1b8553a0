import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSampleDocuments } from '../src/demo-samples/catalogue';
import { SAMPLES_DIR, startApi, type ApiHarness } from './harness';

/** A samples folder of its own, so these rules hold whatever the real samples contain. */
function fixtureSamples() {
  const dir = mkdtempSync(join(tmpdir(), 'paperlight-samples-'));
  mkdirSync(join(dir, 'alt-text', 'assets'), { recursive: true });
  mkdirSync(join(dir, 'ai-audio', 'assets'), { recursive: true });
  writeFileSync(
    join(dir, 'alt-text', 'medicine.json'),
    JSON.stringify({ images: [{ url: '/samples/alt-text/assets/figure-1.png', imageId: 'm-1' }] }),
  );
  writeFileSync(join(dir, 'alt-text', 'assets', 'figure-1.png'), Buffer.from('0123456789'));
  writeFileSync(join(dir, 'ai-audio', 'demo-en.json'), JSON.stringify({ paperTitle: 'A paper', uploadType: 'full_paper' }));
  writeFileSync(join(dir, 'secret.txt'), 'outside the assets folder');
  return dir;
}

describe('guest demo samples', () => {
  let api: ApiHarness;
  let headers: Record<string, string>;
  beforeAll(async () => {
    api = await startApi('sqlite', { samplesDir: fixtureSamples(), publicUrl: 'https://api.example.org' });
    headers = {
      authorization: `Bearer ${await api.guestToken('6f1c2a4e-0d4b-4c8e-9a53-2f3f0f7a1b11')}`,
      'x-device-id': '6f1c2a4e-0d4b-4c8e-9a53-2f3f0f7a1b11',
    };
  });
  afterAll(async () => {
    await api?.close();
  });

  it('answers a seeded sample to a guest as { statusCode, data } with absolute asset URLs', async () => {
    const response = await fetch(`${api.url}/alt-text/sample?sampleId=medicine`, { headers });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      statusCode: 200,
      data: { images: [{ url: 'https://api.example.org/samples/alt-text/assets/figure-1.png', imageId: 'm-1' }] },
    });
    const audio = await fetch(`${api.url}/ai-audio/sample/demo-en`, { headers });
    expect(((await audio.json()) as { data: { paperTitle: string } }).data.paperTitle).toBe('A paper');
  });

  it('answers 401 without a token', async () => {
    expect((await fetch(`${api.url}/alt-text/sample?sampleId=medicine`)).status).toBe(401);
  });

  it('answers 400 without a sample id and 404 for an unknown or malformed one', async () => {
    const missing = await fetch(`${api.url}/alt-text/sample`, { headers });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ statusCode: 400, message: 'A sample id is required' });
    for (const path of [
      '/alt-text/sample?sampleId=nope',
      '/ai-audio/sample/nope',
      '/chat-with-pdf/sample/medicine',
      '/rejection-analyzer/sample/a%20b',
    ]) {
      const response = await fetch(`${api.url}${path}`, { headers });
      expect(response.status, path).toBe(404);
      expect(((await response.json()) as { message: string }).message, path).toBe('Sample not found');
    }
  });

  it('serves assets publicly with byte ranges, and nothing outside the assets folders', async () => {
    const whole = await fetch(`${api.url}/samples/alt-text/assets/figure-1.png`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('image/png');
    expect(await whole.text()).toBe('0123456789');
    const part = await fetch(`${api.url}/samples/alt-text/assets/figure-1.png`, { headers: { range: 'bytes=2-4' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 2-4/10');
    expect(await part.text()).toBe('234');
    for (const path of [
      '/samples/alt-text/assets/..%2f..%2fsecret.txt',
      '/samples/other/assets/x.png',
      '/samples/alt-text/assets/missing.png',
    ]) {
      expect((await fetch(`${api.url}${path}`)).status, path).toBe(404);
    }
  });
});

describe("the repository's sample folder", () => {
  it('holds only valid JSON documents named by valid ids', () => {
    expect(() => readSampleDocuments(SAMPLES_DIR)).not.toThrow();
  });
});
