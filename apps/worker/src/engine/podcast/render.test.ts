import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { measureLoudness } from '../encode/loudnorm';
import { createMemoryCache } from '../encode/render-cache';
import { createEspeakProvider, espeakVoiceFor, pcmRms } from '../speech/speech';
import { ffprobePath, run } from '../tools/ffmpeg';
import type { PodcastDialogue } from '../types';
import { castOf } from './cast';
import { DEFAULT_PODCAST_CONFIG } from './config';
import { makeEpisode } from './episode';
import { mp3Parts } from './render';

const speech = createEspeakProvider();
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'podcast-render-'));
  await speech.warmUp();
});
afterAll(async () => {
  await speech.close();
  await rm(dir, { recursive: true, force: true });
});

const config = { ...DEFAULT_PODCAST_CONFIG, participants: 3 as const, guest_genders: 'mixed' as const };
const cast = castOf(config);
const quote = (text: string, page: number) => ({ pages: [page], quotes: [{ text, page }] });

/** A short real episode: a host and two guests, two chapters. */
const dialogue: PodcastDialogue = {
  title: 'A Study of Things',
  authors: ['Ada Lovelace'],
  language: 'en',
  config,
  participants: cast,
  engine: 'built-in',
  fit: { band: { min: 300, max: 600 }, targetSec: 450, estimatedSec: 20, paperLimited: false },
  turns: [
    {
      id: 't-001',
      speaker: 'host',
      topic: 'introduction',
      text: 'Welcome to Paper Talk. Today’s paper is “A Study of Things”, by Ada Lovelace.',
      sources: { pages: [] },
      framing: true,
    },
    { id: 't-002', speaker: 'host', topic: 'result', text: 'So what did they find?', sources: { pages: [] }, framing: true },
    {
      id: 't-003',
      speaker: 'guest-1',
      topic: 'result',
      text: 'Things were forty percent more common in cities than in villages.',
      sources: quote('Things were 40 percent more common in cities than in villages.', 3),
    },
    {
      id: 't-004',
      speaker: 'guest-2',
      topic: 'result',
      text: 'The authors counted things in forty different places over two years.',
      sources: quote('We counted things in forty different places over two years.', 2),
    },
  ],
};

describe('the MP3’s parts', () => {
  it('group the turns by count, so an edit that lengthens a turn changes its own part only', () => {
    expect(mp3Parts(10)).toEqual([[0, 1, 2], [3, 4, 5], [6, 7, 8], [9]]);
    expect(mp3Parts(2)).toEqual([[0], [1]]);
  });
});

describe('voices', () => {
  it('gives each participant of one gender another eSpeak NG variant, and they sound different', async () => {
    const females = castOf({ ...DEFAULT_PODCAST_CONFIG, participants: 5, host_gender: 'female', guest_genders: 'female' });
    expect(new Set(females.map((p) => espeakVoiceFor('en', p.gender, p.speaker))).size).toBe(5);
    const text = 'The results show a clear difference between the two groups.';
    const [a, b] = await Promise.all([0, 1].map((speaker) => speech.synthesize(text, { language: 'en', voice: 'female', speaker })));
    expect(Buffer.compare(Buffer.from(a!.wav), Buffer.from(b!.wav))).not.toBe(0);
    expect(pcmRms(a!.wav)).toBeGreaterThan(0.01);
    expect(pcmRms(b!.wav)).toBeGreaterThan(0.01);
  });
});

describe('given a short real episode', () => {
  const cache = createMemoryCache();
  let first: Awaited<ReturnType<typeof makeEpisode>>;

  beforeAll(async () => {
    first = await makeEpisode(dialogue, dir, { speech, cache });
  });

  it('is at -16 LUFS with its true peak under -1.5 dBTP, in the M4A and the MP3', async () => {
    for (const name of ['podcast.m4a', 'podcast.mp3'] as const) {
      const loudness = await measureLoudness(first.files.find((f) => f.name === name)!.path);
      expect(loudness!.integrated, name).toBeGreaterThan(-17);
      expect(loudness!.integrated, name).toBeLessThan(-15);
      expect(loudness!.truePeak, name).toBeLessThanOrEqual(-1.5);
    }
  });

  it('times every turn, pauses between them, and carries its chapters in the M4A', async () => {
    const turns = first.result.turns;
    expect(turns.map((t) => t.name)).toEqual([cast[0]!.name, cast[0]!.name, cast[1]!.name, cast[2]!.name]);
    for (let i = 1; i < turns.length; i += 1) expect(turns[i]!.start - turns[i - 1]!.end).toBeGreaterThan(0.3);
    expect(first.result.chapters.map((c) => [c.title, c.turn])).toEqual([
      ['Introduction', 't-001'],
      ['What they found', 't-002'],
    ]);
    const { stdout } = await run(ffprobePath, [
      '-v',
      'error',
      '-show_chapters',
      '-show_entries',
      'format=duration',
      '-of',
      'json',
      join(dir, 'podcast.m4a'),
    ]);
    const probed = JSON.parse(stdout.toString()) as { chapters: { tags: { title: string } }[]; format: { duration: string } };
    expect(probed.chapters.map((c) => c.tags.title)).toEqual(['Introduction', 'What they found']);
    expect(Number(probed.format.duration)).toBeCloseTo(first.result.durationSec, 1);
    const vtt = await readFile(join(dir, 'transcript.vtt'), 'utf8');
    expect(vtt).toMatch(new RegExp(`^WEBVTT\\n\\nt-001\\n00:00:00\\.\\d{3} --> 00:00:0\\d\\.\\d{3}\\n<v ${cast[0]!.name}>Welcome`));
  });

  it('renders again after one edited turn by speaking that turn only', async () => {
    const edited = {
      ...dialogue,
      turns: dialogue.turns.map((t) =>
        t.id === 't-004' ? { ...t, text: 'The authors counted things in forty places.', edited: true } : t,
      ),
    };
    const again = await makeEpisode(edited, dir, { speech, cache });
    expect(again.reused).toBe(3);
    expect(again.result.turns[3]).toMatchObject({ text: 'The authors counted things in forty places.', edited: true });
    expect(again.result.turns[2]!.start).toBe(first.result.turns[2]!.start);
  });
});
