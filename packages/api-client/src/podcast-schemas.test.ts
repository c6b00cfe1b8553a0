import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PodcastConfigSchema, PodcastEditSchema, PodcastOutputDataSchema, PodcastResultSchema } from './podcast-schemas';

const turn = {
  id: 't-003',
  speaker: 'guest-1',
  name: 'Maya',
  text: 'The authors found a 3.2 point rise.',
  start: 29.1,
  end: 36.4,
  topic: 'result',
  sources: { pages: [4], quotes: [{ text: 'We found a 3.2 point rise.', page: 4 }] },
};
const result = {
  title: 'USA aid policy and induced abortion',
  authors: ['Nina Brooks', 'Eran Bendavid', 'Grant Miller'],
  language: 'en',
  engine: 'built-in',
  durationSec: 455.5,
  participants: [
    { id: 'host', role: 'host', name: 'Daniel', gender: 'male', speaker: 0 },
    { id: 'guest-1', role: 'guest', name: 'Maya', gender: 'female', speaker: 0 },
  ],
  chapters: [{ title: 'What they found', topic: 'result', start: 26.1, end: 117.5, turn: 't-003' }],
  turns: [
    {
      id: 't-002',
      speaker: 'host',
      name: 'Daniel',
      text: 'What did they find?',
      start: 26.1,
      end: 28.6,
      topic: 'result',
      sources: { pages: [] },
      framing: true,
    },
    turn,
  ],
  fit: { band: { min: 300, max: 600 }, targetSec: 450, estimatedSec: 452, paperLimited: false },
};

describe('the Podcast node’s schemas', () => {
  it('fill SPEC §3’s defaults and refuse a value it does not offer', () => {
    expect(v.parse(PodcastConfigSchema, {})).toEqual({
      podcast_duration: 'short',
      podcast_style: 'conversational_format',
      podcast_script_technicality: 2,
      participants: 2,
      host_gender: 'male',
      guest_genders: 'female',
    });
    expect(v.safeParse(PodcastConfigSchema, { participants: 4 }).success).toBe(false);
    expect(v.safeParse(PodcastConfigSchema, { podcast_script_technicality: 6 }).success).toBe(false);
  });

  it('read a result with its turns, times, sources and chapters, and its files', () => {
    const parsed = v.parse(PodcastResultSchema, result);
    expect(parsed.turns[1]).toMatchObject({ name: 'Maya', start: 29.1, sources: { pages: [4] } });
    expect(v.safeParse(PodcastResultSchema, { ...result, turns: [{ ...turn, start: 'soon' }] }).success).toBe(false);
    const downloads = {
      m4a: 'https://api.test/files/a.m4a?sig=1',
      mp3: 'https://api.test/files/a.mp3?sig=1',
      vtt: 'v',
      transcript: 't',
      chapters: 'c',
    };
    expect(
      v.parse(PodcastOutputDataSchema, { durationSec: 455.5, participants: 2, turns: 45, chapters: 9, engine: 'built-in', downloads })
        .downloads.m4a,
    ).toMatch(/a\.m4a/);
    expect(
      v.safeParse(PodcastOutputDataSchema, { durationSec: 1, participants: 2, turns: 1, chapters: 1, engine: 'x', downloads: { m4a: 'a' } })
        .success,
    ).toBe(false);
  });

  it('send an edit as the changed turns, none empty', () => {
    expect(v.safeParse(PodcastEditSchema, { output: { turns: [{ id: 't-003', text: 'New words.' }] } }).success).toBe(true);
    expect(v.safeParse(PodcastEditSchema, { output: { turns: [{ id: 't-003', text: '  ' }] } }).success).toBe(false);
    expect(v.safeParse(PodcastEditSchema, { output: { turns: [] } }).success).toBe(false);
  });
});
