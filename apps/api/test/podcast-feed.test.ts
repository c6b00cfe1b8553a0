/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are checked by the assertions, not by types */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import Parser from 'rss-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEED_GONE_MESSAGE, feedXml, uuidV5 } from '../src/paper-remix/podcast-feed';
import { feedSchemaErrors } from './feed-schema';
import { probe } from './ffprobe';
import { SITE_URL, startApi, type ApiHarness } from './harness';
import { remixClient } from './remix-client';

const at = { x: 0, y: 0 };
const TRANSCRIPT =
  'WEBVTT\n\n00:00.000 --> 00:01.000\n<v Sam>Welcome to the paper.\n\n00:01.200 --> 00:02.000\n<v Maya>Heat lowers wheat yield.\n';
const CHAPTERS = JSON.stringify({
  version: '1.2.0',
  chapters: [
    { startTime: 0, endTime: 1, title: 'Introduction' },
    { startTime: 1.2, endTime: 2, title: 'What they found' },
  ],
});
const PAPER = {
  title: 'Comparative physiological and metabolomics analysis of wheat (Triticum aestivum L.) following post-anthesis heat stress',
  authors: ['Thomason', 'Babar', 'Erickson', 'Mulvaney', 'Beecher', 'MacDonald'],
  citation: { venue: 'PLOS ONE 13(6): e0197919', year: '2018', doi: '10.1371/journal.pone.0197919', license: 'CC BY 4.0' },
};

const parser = new Parser({
  customFields: {
    feed: ['podcast:guid', 'itunes:type'],
    item: [
      ['podcast:transcript', 'transcript'],
      ['podcast:chapters', 'chapters'],
      ['itunes:duration', 'duration'],
      ['itunes:episodeType', 'episodeType'],
    ],
  },
});

/**
 * Issue 34: a user's podcast feed lists their shared episodes as RSS 2.0 with the iTunes and
 * Podcasting 2.0 tags, and podcast apps fetch it and its enclosures without a session.
 */
describe('a podcast feed', () => {
  let api: ApiHarness;
  let audio: { m4a: Buffer; mp3: Buffer };
  beforeAll(async () => {
    api = await startApi('sqlite', { paperRemix: { now: () => Date.parse('2026-11-02T10:00:00.000Z') } });
    // Two seconds of real audio, as the engine encodes it: AAC in MP4, and MP3.
    const dir = join(api.remixDir, 'encode');
    mkdirSync(dir, { recursive: true });
    const tone = ['-v', 'error', '-f', 'lavfi', '-i', 'sine=frequency=220:duration=2', '-ac', '1', '-y'];
    execFileSync(process.env.FFMPEG_PATH ?? 'ffmpeg', [...tone, '-c:a', 'aac', '-b:a', '48k', join(dir, 'a.m4a')]);
    execFileSync(process.env.FFMPEG_PATH ?? 'ffmpeg', [...tone, '-c:a', 'libmp3lame', '-b:a', '48k', join(dir, 'a.mp3')]);
    audio = { m4a: readFileSync(join(dir, 'a.m4a')), mp3: readFileSync(join(dir, 'a.mp3')) };
  });
  afterAll(async () => {
    await api?.close();
  });

  /** A finished episode from a read paper, its files in storage as the worker leaves them, and a link to it. */
  async function sharedEpisode(email: string) {
    const owner = remixClient(api, await api.tokenFor(email));
    const id = await owner.createProject('Wheat');
    await owner.save(id, [
      {
        clientNodeId: 'in',
        nodeType: 'paperInput',
        position: at,
        label: 'Paper',
        targetEdges: [{ clientNodeId: 'pod', nodeType: 'podcast', position: at, label: 'podcast' }],
        configuration: {},
      },
      {
        clientNodeId: 'pod',
        nodeType: 'podcast',
        position: { x: 300, y: 0 },
        label: 'Podcast',
        targetEdges: [],
        configuration: { podcast_duration: 'short', participants: 2 },
      },
    ]);
    const dir = `projects/${id}/nodes/pod/runs/job-1`;
    const files = {
      m4a: `${dir}/podcast.m4a`,
      mp3: `${dir}/podcast.mp3`,
      vtt: `${dir}/transcript.vtt`,
      transcript: `${dir}/transcript.json`,
      chapters: `${dir}/chapters.json`,
    };
    const bodies: Record<keyof typeof files, Buffer | string> = {
      m4a: audio.m4a,
      mp3: audio.mp3,
      vtt: TRANSCRIPT,
      transcript: '{}',
      chapters: CHAPTERS,
    };
    for (const [kind, key] of Object.entries(files)) {
      const path = join(api.remixDir, 'files', key);
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, bodies[kind as keyof typeof files]);
    }
    const db = api.testDb.database.db;
    const paperKey = `projects/${id}/nodes/in/paper.json`;
    await db
      .updateTable('project_nodes')
      .set({
        status: 'completed',
        execution: JSON.stringify({ time_taken: 1, jsonOutput: PAPER, outputData: {}, sources: { paper: paperKey } }),
      })
      .where('project_id', '=', id)
      .where('client_node_id', '=', 'in')
      .execute();
    const episode = {
      title: PAPER.title,
      authors: PAPER.authors,
      language: 'en',
      engine: 'built-in',
      durationSec: 2.04,
      participants: [
        { id: 'host', role: 'host', name: 'Sam', gender: 'male' },
        { id: 'guest-1', role: 'guest', name: 'Maya', gender: 'female' },
      ],
      chapters: [
        { title: 'Introduction', topic: 'introduction', start: 0, end: 1, turn: 't-001' },
        { title: 'What they found', topic: 'result', start: 1.2, end: 2, turn: 't-002' },
      ],
      turns: [
        {
          id: 't-001',
          speaker: 'host',
          name: 'Sam',
          text: 'Welcome to the paper.',
          start: 0,
          end: 1,
          topic: 'introduction',
          framing: true,
          sources: { pages: [] },
        },
        {
          id: 't-002',
          speaker: 'guest-1',
          name: 'Maya',
          text: 'Heat lowers wheat yield.',
          start: 1.2,
          end: 2,
          topic: 'result',
          sources: { pages: [4] },
        },
      ],
      fit: { targetSec: 450, estimatedSec: 2, paperLimited: true, note: 'Short.' },
    };
    await db
      .updateTable('project_nodes')
      .set({
        status: 'completed',
        execution: JSON.stringify({
          time_taken: 3,
          jsonOutput: episode,
          outputData: { durationSec: 2.04 },
          sources: { paper: paperKey, podcast: `${dir}/podcast.json`, podcastFiles: files },
        }),
      })
      .where('project_id', '=', id)
      .where('client_node_id', '=', 'pod')
      .execute();
    const created = await owner.call('POST', `/paper-remix/project/${id}/node/pod/share`);
    expect(created.status).toBe(201);
    return { owner, id, token: created.body.data.token as string };
  }

  it('shows a shared episode on its public page: the voices, chapters and transcript, the paper credited', async () => {
    const { token } = await sharedEpisode('trial5@paperlight.test');
    const page = await fetch(`${api.url}/paper-remix/shared/${token}`);
    expect(page.status).toBe(200);
    const { data } = (await page.json()) as any;
    expect(data).toMatchObject({
      kind: 'podcast',
      title: PAPER.title,
      durationSec: 2.04,
      audioUrl: `${api.url}/paper-remix/shared/${token}/episode.m4a`,
      mp3Url: `${api.url}/paper-remix/shared/${token}/episode.mp3`,
      transcriptUrl: `${api.url}/paper-remix/shared/${token}/transcript.vtt`,
      chaptersUrl: `${api.url}/paper-remix/shared/${token}/chapters.json`,
      paper: { title: PAPER.title, authors: PAPER.authors, doi: PAPER.citation.doi, license: 'CC BY 4.0' },
    });
    expect(data.turns).toEqual([
      { id: 't-001', speaker: 'host', name: 'Sam', text: 'Welcome to the paper.', start: 0, end: 1 },
      { id: 't-002', speaker: 'guest-1', name: 'Maya', text: 'Heat lowers wheat yield.', start: 1.2, end: 2 },
    ]);
    expect(data.participants.map((p: any) => `${p.name} (${p.role})`)).toEqual(['Sam (host)', 'Maya (guest)']);
  });

  it('lists each shared episode with its enclosure, duration, guid, date, transcript and chapters, without a session', async () => {
    const email = 'trial5@paperlight.test';
    const { owner, token } = await sharedEpisode(email);
    expect((await owner.call('GET', '/paper-remix/podcast-feed')).body.data).toBeNull();
    const created = await owner.call('POST', '/paper-remix/podcast-feed');
    expect(created.status).toBe(201);
    const feedUrl = created.body.data.url as string;
    expect(feedUrl).toMatch(new RegExp(`^${api.url}/paper-remix/feed/[A-Za-z0-9_-]{32}/podcast\\.xml$`));
    expect((await owner.call('GET', '/paper-remix/podcast-feed')).body.data.url).toBe(feedUrl);

    const response = await fetch(feedUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    const xml = await response.text();
    // Valid RSS 2.0 with valid iTunes, Podcasting 2.0 and Atom tags (libxml2 against the schemas in ./feed-schema).
    expect(await feedSchemaErrors(xml)).toEqual([]);
    const feed: any = await parser.parseString(xml);
    expect(feed.title).toContain('papers to listen to');
    expect(feed.link).toBe(SITE_URL);
    expect(feed.itunes).toMatchObject({ explicit: 'false', image: `${SITE_URL}/podcast/cover.jpg`, categories: ['Science'] });
    expect(feed['itunes:type']).toBe('episodic');
    expect(feed['podcast:guid']).toBe(uuidV5(feedUrl.replace(/^http:\/\//, ''), 'ead4c236-bf58-58c6-a2c6-a0b28ba0f9fc'));
    expect(xml).toContain(`<atom:link href="${feedUrl}" rel="self" type="application/rss+xml"/>`);
    // Both of this user's shared episodes (this test's and the one before), newest first.
    expect(feed.items.length).toBeGreaterThanOrEqual(2);
    const item = feed.items.find((candidate: any) => candidate.guid === `paperlight:episode:${token}`);
    expect(item).toMatchObject({
      title: PAPER.title,
      link: `${SITE_URL}/share/${token}`,
      pubDate: new Date('2026-11-02T10:00:00.000Z').toUTCString(),
      enclosure: { url: `${api.url}/paper-remix/shared/${token}/episode.m4a`, length: String(audio.m4a.length), type: 'audio/mp4' },
      duration: '2',
      episodeType: 'full',
      transcript: { $: { url: `${api.url}/paper-remix/shared/${token}/transcript.vtt`, type: 'text/vtt', language: 'en' } },
      chapters: { $: { url: `${api.url}/paper-remix/shared/${token}/chapters.json`, type: 'application/json+chapters' } },
    });
    // The paper's credit (SOURCES.md): authors, title, venue, DOI and licence.
    expect(item.content).toContain('Thomason, Babar, Erickson, Mulvaney, Beecher, MacDonald (2018).');
    expect(item.content).toContain('https://doi.org/10.1371/journal.pone.0197919 Licence: CC BY 4.0.');

    // Every enclosure answers without a session with its type and length, and by ranges.
    for (const episode of feed.items) {
      const { url, length, type } = episode.enclosure;
      const head = await fetch(url, { method: 'HEAD' });
      expect(head.status).toBe(200);
      expect(head.headers.get('content-type')).toBe(type);
      expect(head.headers.get('content-length')).toBe(length);
      const whole = await fetch(url);
      expect(whole.headers.get('content-type')).toBe(type);
      expect((await whole.arrayBuffer()).byteLength).toBe(Number(length));
      const part = await fetch(url, { headers: { range: 'bytes=0-99' } });
      expect(part.status).toBe(206);
      expect(part.headers.get('content-range')).toBe(`bytes 0-99/${length}`);
      expect((await part.arrayBuffer()).byteLength).toBe(100);
    }
    const probed = (await probe(item.enclosure.url, 'stream=codec_type,codec_name')) as any;
    expect(probed.streams[0]).toMatchObject({ codec_type: 'audio', codec_name: 'aac' });
    const transcript = await fetch(item.transcript.$.url);
    expect(transcript.headers.get('content-type')).toBe('text/vtt; charset=utf-8');
    expect(await transcript.text()).toContain('<v Maya>Heat lowers wheat yield.');
    const chapters = await fetch(item.chapters.$.url);
    expect(chapters.headers.get('content-type')).toBe('application/json+chapters');
    expect(((await chapters.json()) as any).chapters[1].title).toBe('What they found');
  });

  it('leaves out unshared episodes and other users’, and stops answering once revoked or replaced', async () => {
    const { owner, id, token } = await sharedEpisode('notrial@paperlight.test');
    const first = (await owner.call('POST', '/paper-remix/podcast-feed')).body.data;
    const before: any = await parser.parseString(await (await fetch(first.url)).text());
    expect(before.items.map((item: any) => item.guid)).toEqual([`paperlight:episode:${token}`]);
    // Revoking the episode's share takes it out of the feed.
    expect((await owner.call('DELETE', `/paper-remix/project/${id}/share/${token}`)).status).toBe(200);
    const after: any = await parser.parseString(await (await fetch(first.url)).text());
    expect(after.items).toEqual([]);
    // Its page and files answer 404 in an episode's words; an unknown link in the film's, as before.
    for (const path of [`/paper-remix/shared/${token}`, `/paper-remix/shared/${token}/episode.m4a`]) {
      const revoked = await fetch(`${api.url}${path}`);
      expect(revoked.status).toBe(404);
      expect(((await revoked.json()) as any).message).toBe('This episode is no longer shared');
    }
    expect(((await (await fetch(`${api.url}/paper-remix/shared/${'x'.repeat(32)}`)).json()) as any).message).toBe(
      'This video is no longer shared',
    );
    // A new address replaces the old one, which then answers 404; a revoked feed too.
    const second = (await owner.call('POST', '/paper-remix/podcast-feed')).body.data;
    expect(second.token).not.toBe(first.token);
    const gone = await fetch(first.url);
    expect(gone.status).toBe(404);
    expect(((await gone.json()) as any).message).toBe(FEED_GONE_MESSAGE);
    expect((await fetch(second.url)).status).toBe(200);
    expect((await owner.call('DELETE', `/paper-remix/podcast-feed/${second.token}`)).status).toBe(200);
    expect((await fetch(second.url)).status).toBe(404);
    expect((await fetch(`${api.url}/paper-remix/feed/not-a-token/podcast.xml`)).status).toBe(404);
  });

  it('is checked against the schemas: a feed that breaks RSS 2.0 or a tag it uses is refused, naming the fault', async () => {
    const episode = {
      token: 't',
      title: 'Heat and wheat',
      credit: 'Thomason (2018).',
      authors: ['Thomason'],
      language: 'en',
      durationSec: 452.4,
      sharedAt: '2026-11-02T10:00:00.000Z',
      pageUrl: `${SITE_URL}/share/t`,
      enclosure: { url: `${api.url}/e.m4a`, length: 2048, type: 'audio/mp4' as const },
      transcriptUrl: `${api.url}/t.vtt`,
      chaptersUrl: `${api.url}/c.json`,
    };
    const channel = {
      title: 'Papers',
      author: 'Sam',
      description: 'Papers to listen to.',
      siteUrl: SITE_URL,
      feedUrl: `${api.url}/f.xml`,
      imageUrl: `${SITE_URL}/podcast/cover.jpg`,
      episodes: [episode],
    };
    const xml = feedXml(channel, new Date('2026-11-03T00:00:00.000Z'));
    expect(await feedSchemaErrors(xml)).toEqual([]);
    expect(await feedSchemaErrors(feedXml({ ...channel, episodes: [] }, new Date()))).toEqual([]);
    const broken = async (from: string, to: string) => (await feedSchemaErrors(xml.replace(from, to))).join('\n');
    expect(await broken('length="2048"', 'length="0"')).toMatch(/'enclosure', attribute 'length'/);
    expect(await broken('<itunes:duration>452</itunes:duration>', '<itunes:duration>7 min</itunes:duration>')).toMatch(/duration/);
    expect(await broken('<itunes:explicit>false</itunes:explicit>', '<itunes:explicit>no</itunes:explicit>')).toMatch(/explicit/);
    expect(await broken('type="text/vtt"', 'type="vtt"')).toMatch(/transcript/);
    expect(
      await broken(
        '<generator>Paperlight</generator>',
        '<media:rating xmlns:media="http://search.yahoo.com/mrss/">nonadult</media:rating>',
      ),
    ).toMatch(/rating/);
    expect(await broken(`<pubDate>${new Date(episode.sharedAt).toUTCString()}</pubDate>`, '<pubDate>2026-11-02</pubDate>')).toMatch(
      /pubDate/,
    );
    expect(await broken('<description>Papers to listen to.</description>', '')).toMatch(/description/);
  });

  it("names the feed by Podcasting 2.0's UUIDv5 of its address (as Python's uuid.uuid5 computes it)", () => {
    expect(uuidV5('mp3s.nashownotes.com/pc20rss.xml', 'ead4c236-bf58-58c6-a2c6-a0b28ba0f9fc')).toBe('4e21714c-9e9e-5598-8c76-82844418fb37');
  });

  it('shares an episode only once it has its audio', async () => {
    const owner = remixClient(api, await api.tokenFor('trial5@paperlight.test'));
    const id = await owner.createProject('Empty');
    await owner.save(id, [
      { clientNodeId: 'pod', nodeType: 'podcast', position: at, label: 'Podcast', targetEdges: [], configuration: {} },
    ]);
    const refused = await owner.call('POST', `/paper-remix/project/${id}/node/pod/share`);
    expect(refused.body).toMatchObject({ statusCode: 409, message: 'Only a completed video or podcast can be shared' });
  });
});
