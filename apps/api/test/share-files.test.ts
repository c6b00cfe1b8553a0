/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are checked by the assertions, not by types */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** A response's status, its body read so that no connection stays open when the api closes. */
const statusOf = async (response: Promise<Response>) => {
  const answer = await response;
  await answer.arrayBuffer();
  return answer.status;
};
import { startApi, type ApiHarness } from './harness';
import { chainNodes, remixClient } from './remix-client';

const DAY_MS = 86_400_000;
const VIDEO = Buffer.from('not really an mp4, but 40 bytes of film.');
const POSTER = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
const CAPTIONS = 'WEBVTT\n\n00:00.000 --> 00:04.500\nHeat stress lowers wheat yield.\n';

/**
 * Issue 33 finding 6: a share's files are served from stable, share-scoped addresses that ask on
 * every request whether the share is live and its owner active (decision 0135). Before, the page
 * handed out signed /files/ URLs valid for 4 h: they kept serving after a revocation and expired
 * under a link preview.
 */
describe('a shared video’s files', () => {
  let api: ApiHarness;
  let clock = Date.parse('2026-11-01T09:00:00.000Z');
  beforeAll(async () => {
    api = await startApi('sqlite', { paperRemix: { now: () => clock } });
  });
  afterAll(async () => {
    await api?.close();
  });

  /** A finished chain as the worker leaves it, with its files really in storage, and a link to it. */
  async function sharedFilm(email: string) {
    const owner = remixClient(api, await api.tokenFor(email));
    const id = await owner.createProject('Wheat');
    await owner.save(id, chainNodes());
    const dir = `projects/${id}/nodes/v`;
    const keys = { video: `${dir}/video.mp4`, poster: `${dir}/poster.png`, subtitles: `${dir}/subtitles.vtt` };
    for (const [key, body] of [
      [keys.video, VIDEO],
      [keys.poster, POSTER],
      [keys.subtitles, CAPTIONS],
    ] as const) {
      const path = join(api.remixDir, 'files', key);
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, body);
    }
    const execution = JSON.stringify({
      time_taken: 2,
      videoUrl: null,
      jsonOutput: { durationSec: 9, scenes: [{ start: 0, duration: 9 }] },
      outputData: {},
      sources: keys,
    });
    await api.testDb.database.db
      .updateTable('project_nodes')
      .set({ status: 'completed', execution })
      .where('project_id', '=', id)
      .where('client_node_id', '=', 'video')
      .execute();
    const created = await owner.call('POST', `/paper-remix/project/${id}/node/video/share`);
    expect(created.status).toBe(201);
    const token = created.body.data.token as string;
    const page = await fetch(`${api.url}/paper-remix/shared/${token}`);
    expect(page.status).toBe(200);
    const { data } = (await page.json()) as any;
    return { owner, id, token, data };
  }

  const setStatus = (email: string, status: 'active' | 'suspended') =>
    api.testDb.database.db.updateTable('users').set({ status }).where('email', '=', email).execute();

  it('serves the film, its poster and captions at stable addresses, ranges included', async () => {
    const { token, data } = await sharedFilm('trial5@paperlight.test');
    expect(data.videoUrl).toBe(`${api.url}/paper-remix/shared/${token}/video.mp4`);
    expect(data.posterUrl).toBe(`${api.url}/paper-remix/shared/${token}/poster.png`);
    expect(data.subtitlesUrl).toBe(`${api.url}/paper-remix/shared/${token}/captions.vtt`);
    expect(data.chaptersUrl).toBeNull();
    for (const url of [data.videoUrl, data.posterUrl, data.subtitlesUrl]) expect(url).not.toMatch(/sig=|expires=/);

    const whole = await fetch(data.videoUrl);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    expect(Buffer.from(await whole.arrayBuffer())).toEqual(VIDEO);
    const part = await fetch(data.videoUrl, { headers: { range: 'bytes=0-9' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-9/${VIDEO.length}`);
    expect(await part.text()).toBe(VIDEO.subarray(0, 10).toString());
    const captions = await fetch(data.subtitlesUrl);
    expect(captions.headers.get('content-type')).toMatch(/^text\/vtt/);
    expect(await captions.text()).toBe(CAPTIONS);
    expect(await statusOf(fetch(`${api.url}/paper-remix/shared/${token}/chapters.vtt`))).toBe(404);
    expect(await statusOf(fetch(`${api.url}/paper-remix/shared/${token}/secrets.json`))).toBe(404);
    expect(await statusOf(fetch(`${api.url}/paper-remix/shared/${'x'.repeat(32)}/video.mp4`))).toBe(404);
  });

  it('still serves the preview image a week later', async () => {
    const { data } = await sharedFilm('trial5@paperlight.test');
    clock += 7 * DAY_MS + 3_600_000;
    const poster = await fetch(data.posterUrl);
    expect(poster.status).toBe(200);
    expect(poster.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await poster.arrayBuffer())).toEqual(POSTER);
    expect(await statusOf(fetch(data.videoUrl, { headers: { range: 'bytes=0-0' } }))).toBe(206);
  });

  it('stops serving every file the moment the share is revoked', async () => {
    const { owner, id, token, data } = await sharedFilm('trial5@paperlight.test');
    expect(await statusOf(fetch(data.videoUrl))).toBe(200);
    expect((await owner.call('DELETE', `/paper-remix/project/${id}/share/${token}`)).status).toBe(200);
    for (const url of [data.videoUrl, data.posterUrl, data.subtitlesUrl]) {
      const after = await fetch(url, { headers: { range: 'bytes=0-' } });
      expect(after.status).toBe(404);
      expect(((await after.json()) as any).message).toBe('This video is no longer shared');
    }
  });

  it("stops serving a suspended owner's shares, and serves them again once the owner is reinstated", async () => {
    const email = 'notrial@paperlight.test';
    const { token, data } = await sharedFilm(email);
    await setStatus(email, 'suspended');
    try {
      expect(await statusOf(fetch(`${api.url}/paper-remix/shared/${token}`))).toBe(404);
      for (const url of [data.videoUrl, data.posterUrl, data.subtitlesUrl]) expect(await statusOf(fetch(url))).toBe(404);
    } finally {
      await setStatus(email, 'active');
    }
    expect(await statusOf(fetch(`${api.url}/paper-remix/shared/${token}`))).toBe(200);
    expect(await statusOf(fetch(data.videoUrl))).toBe(200);
  });
});
