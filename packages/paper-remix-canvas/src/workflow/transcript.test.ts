import { describe, expect, it } from 'vitest';
import { chaptersOf, parseVtt, transcriptParagraphs, transcriptText } from './transcript';

// The worker captions a long sentence in cues of two lines (apps/worker encode/subtitles.ts).
const VTT = `WEBVTT

1
00:00:00.000 --> 00:00:03.100
Heat stress and wheat: a paper published in
PLOS ONE in 2016, by Mohammad Ahsan and

2
00:00:03.100 --> 00:00:04.000
Paperlight Research.

3
00:00:04.000 --> 00:00:07.500
Heat lowered the Fv/Fm ratio of every cultivar.

4
00:00:07.500 --> 00:00:09.000
“Which lines kept their yield?”
`;

describe('transcriptParagraphs', () => {
  it('joins the cues of one sentence, so a name split between two cues reads whole', () => {
    const paragraphs = transcriptParagraphs(parseVtt(VTT));
    expect(paragraphs.map((p) => p.text)).toEqual([
      'Heat stress and wheat: a paper published in PLOS ONE in 2016, by Mohammad Ahsan and Paperlight Research.',
      'Heat lowered the Fv/Fm ratio of every cultivar.',
      '“Which lines kept their yield?”',
    ]);
    expect(paragraphs[0]).toMatchObject({ start: 0, end: 4 });
    expect(paragraphs[1]).toMatchObject({ start: 4, end: 7.5 });
  });

  it('keeps CJK sentences, which end with a full stop and no space, one per cue', () => {
    const cues = parseVtt('WEBVTT\n\n00:00.000 --> 00:01.000\n小麦は暑さに弱い。\n\n00:01.000 --> 00:02.000\n収量が減る。\n');
    expect(transcriptParagraphs(cues)).toHaveLength(2);
  });

  it('keeps a narration that never ends its last sentence', () => {
    const cues = parseVtt('WEBVTT\n\n00:00.000 --> 00:01.000\nA first part\n\n00:01.000 --> 00:02.000\nand no full stop\n');
    expect(transcriptParagraphs(cues).map((p) => p.text)).toEqual(['A first part and no full stop']);
  });
});

describe('transcriptText', () => {
  it('writes one paragraph per sentence under the title', () => {
    expect(transcriptText(parseVtt(VTT), 'Heat stress in wheat')).toBe(
      'Heat stress in wheat\n\nHeat stress and wheat: a paper published in PLOS ONE in 2016, by Mohammad Ahsan and Paperlight Research.\n\nHeat lowered the Fv/Fm ratio of every cultivar.\n\n“Which lines kept their yield?”\n',
    );
  });
});

describe('chaptersOf', () => {
  it('names each scene by the cue spoken at its start', () => {
    expect(chaptersOf(parseVtt(VTT), [{ start: 0 }, { start: 4 }])).toEqual([
      { start: 0, title: '1. Heat stress and wheat: a paper published in…' },
      { start: 4, title: '2. Heat lowered the Fv/Fm ratio of every cultivar.' },
    ]);
  });
});
