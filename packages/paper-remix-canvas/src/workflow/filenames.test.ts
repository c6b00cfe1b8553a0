import { describe, expect, it } from 'vitest';
import { formatMinutesSeconds, inputFileName, presentationFileName, scriptFileName, storyboardFileName } from './filenames';

describe('file names', () => {
  it('names downloads by the local date', () => {
    const date = new Date(2026, 0, 9, 23, 59);
    expect(scriptFileName(date)).toBe('script-2026-01-09.txt');
    expect(storyboardFileName(date.getTime())).toBe('storyboard-2026-01-09.txt');
    expect(presentationFileName(date, 'pptx')).toBe('presentation-2026-01-09.pptx');
    expect(presentationFileName(date.getTime(), 'pdf')).toBe('presentation-2026-01-09.pdf');
  });
  it('names the input preview after its source file', () => {
    expect(inputFileName('paper.pdf')).toBe('paper.pdf');
    expect(inputFileName('')).toBe('downloaded-file.pdf');
    expect(inputFileName(undefined)).toBe('downloaded-file.pdf');
  });
});

describe('formatMinutesSeconds', () => {
  it.each([
    [0, '00:00'],
    [9.9, '00:09'],
    [65, '01:05'],
    [3600, '60:00'],
    [Number.NaN, '00:00'],
    [-3, '00:00'],
  ])('formats %s as %s', (seconds, text) => {
    expect(formatMinutesSeconds(seconds)).toBe(text);
  });
});
