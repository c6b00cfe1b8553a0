import { describe, expect, it } from 'vitest';
import { buildChaptersVtt, buildWebVtt, cuePieces, ffmetadata, splitSentences } from './subtitles';

describe('buildWebVtt', () => {
  it('shares each scene out by sentence length and escapes arrows', () => {
    const vtt = buildWebVtt([
      { narration: 'Short one. A much longer second sentence --> here.', start: 0, duration: 6 },
      { narration: '', start: 6, duration: 2 },
      { narration: 'Third.', start: 8, duration: 3 },
    ]);
    expect(vtt).not.toContain('-->  here');
    expect(vtt).toContain('→ here');
    const stamps = [...vtt.matchAll(/(\S+) --> (\S+)/g)].map((m) => [m[1], m[2]]);
    expect(stamps).toEqual([
      ['00:00:00.000', '00:00:01.277'],
      ['00:00:01.277', '00:00:06.000'],
      ['00:00:08.000', '00:00:11.000'],
    ]);
  });
});

describe('buildWebVtt with text written without spaces', () => {
  it('keeps cue lines short', () => {
    const vtt = buildWebVtt([{ narration: `${'这是一个很长的中文句子'.repeat(6)}。`, start: 0, duration: 5 }]);
    const lines = vtt.split('\n').slice(4).filter(Boolean);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(42);
  });
});

describe('splitSentences', () => {
  it('splits Latin and CJK sentences and keeps abbreviations attached', () => {
    expect(splitSentences('First point. Second point! Third?')).toEqual(['First point.', 'Second point!', 'Third?']);
    expect(splitSentences('这是第一句。这是第二句。')).toEqual(['这是第一句。', '这是第二句。']);
    expect(splitSentences('See Fig. 2 for details.')).toEqual(['See Fig. 2 for details.']);
  });
});

describe('buildWebVtt with a long sentence', () => {
  it('keeps every cue to two lines so it stays in the band under the slide', () => {
    const long = `${'The reader keeps every figure and its caption together on the page. '.repeat(3).trim()}`;
    const vtt = buildWebVtt([{ narration: long.replace(/\. The/g, ', and the'), start: 0, duration: 12 }]);
    const cues = vtt.split('\n\n').slice(1);
    expect(cues.length).toBeGreaterThan(1);
    for (const cue of cues) expect(cue.split('\n').slice(2).filter(Boolean).length).toBeLessThanOrEqual(2);
  });
});

describe('cuePieces', () => {
  const opening = 'Heat stress and wheat: a paper published in PLOS ONE in 2016, by Mohammad Ahsan, Saima Aslam and Paperlight Research.';

  it('cuts a three-line sentence into two cues of about equal length, after a comma, never inside a name', () => {
    const pieces = cuePieces(opening);
    expect(pieces).toHaveLength(2);
    for (const piece of pieces) expect(piece.split('\n').length).toBeLessThanOrEqual(2);
    expect(pieces.join(' ').replace(/\n/g, ' ')).toBe(opening);
    expect(pieces[0]).toMatch(/,$/);
    expect(pieces[1]).toContain('Paperlight Research.');
    const [a, b] = pieces.map((piece) => piece.length);
    expect(Math.abs(a! - b!)).toBeLessThan(40);
  });

  it('leaves a sentence of two lines in one cue', () => {
    expect(cuePieces('Heat lowered the Fv/Fm ratio of every cultivar in the field trial.')).toHaveLength(1);
  });

  it('never leaves the last word alone in a cue', () => {
    const sentence =
      'The authors measured chlorophyll fluorescence, membrane stability and grain yield in twenty cultivars grown under terminal heat stress conditions.';
    const pieces = cuePieces(sentence);
    expect(pieces.length).toBeGreaterThan(1);
    for (const piece of pieces) expect(piece.split(/\s+/).length).toBeGreaterThan(2);
  });
});

describe('chapters', () => {
  const chapters = [
    { title: 'Title and introduction', start: 0, end: 12.5 },
    { title: 'Results: 12% = better; #1', start: 12.5, end: 30 },
  ];
  it('writes ffmpeg metadata with escaped titles in milliseconds', () => {
    expect(ffmetadata('A = B', chapters)).toBe(
      ';FFMETADATA1\ntitle=A \\= B\n[CHAPTER]\nTIMEBASE=1/1000\nSTART=0\nEND=12500\ntitle=Title and introduction\n[CHAPTER]\nTIMEBASE=1/1000\nSTART=12500\nEND=30000\ntitle=Results: 12% \\= better\\; \\#1\n',
    );
  });
  it('writes a WebVTT chapters track', () => {
    expect(buildChaptersVtt(chapters)).toBe(
      'WEBVTT\n\n1\n00:00:00.000 --> 00:00:12.500\nTitle and introduction\n\n2\n00:00:12.500 --> 00:00:30.000\nResults: 12% = better; #1\n',
    );
  });
});
