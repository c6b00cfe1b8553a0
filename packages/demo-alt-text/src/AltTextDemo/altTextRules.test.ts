import { describe, expect, it } from 'vitest';
import { countWords, fetchErrorMessage, figureSrcSet, formatWordCount, visibleTag } from './altTextRules';

describe('countWords', () => {
  it('counts runs of non-space characters', () => {
    expect(countWords('Line graph of systolic blood pressure.')).toBe(6);
    expect(countWords('95% CI of ±2.1 mmHg')).toBe(5);
  });

  it('ignores leading, trailing and repeated whitespace, tabs and line breaks', () => {
    expect(countWords('  two\t\twords \n')).toBe(2);
  });

  it('answers 0 for an empty or blank text', () => {
    expect(countWords('')).toBe(0);
    expect(countWords('   \n ')).toBe(0);
  });
});

describe('formatWordCount', () => {
  it('uses the singular for one word only', () => {
    expect(formatWordCount(0)).toBe('0 words');
    expect(formatWordCount(1)).toBe('1 word');
    expect(formatWordCount(24)).toBe('24 words');
  });
});

describe('visibleTag', () => {
  it('keeps a classifier value', () => {
    expect(visibleTag('Line Graph')).toBe('Line Graph');
    expect(visibleTag('  Complex ')).toBe('Complex');
  });

  it("hides values beginning with 'Error', whatever their case", () => {
    expect(visibleTag('Error: image type could not be determined')).toBeNull();
    expect(visibleTag('ERROR')).toBeNull();
    expect(visibleTag('error while classifying')).toBeNull();
    expect(visibleTag(' Error')).toBeNull();
  });

  it("keeps values that only contain 'error' later on", () => {
    expect(visibleTag('Error bars chart')).toBeNull();
    expect(visibleTag('Chart with error bars')).toBe('Chart with error bars');
  });

  it('hides missing and blank values', () => {
    expect(visibleTag(null)).toBeNull();
    expect(visibleTag(undefined)).toBeNull();
    expect(visibleTag('  ')).toBeNull();
  });
});

describe('fetchErrorMessage', () => {
  it('names the HTTP status', () => {
    expect(fetchErrorMessage(503)).toBe('HTTP 503: Failed to fetch results');
  });
});

describe('figureSrcSet', () => {
  const renditions = [
    { url: '/f-640w.png', width: 640, height: 461 },
    { url: '/f-320w.png', width: 320, height: 230 },
  ];

  it('lists the renditions and the image itself by width, narrowest first', () => {
    expect(figureSrcSet({ url: '/f.png', width: 1000, renditions })).toBe('/f-320w.png 320w, /f-640w.png 640w, /f.png 1000w');
  });

  it('offers no choice without renditions or without the image’s own width', () => {
    expect(figureSrcSet({ url: '/f.png', width: 1000 })).toBeUndefined();
    expect(figureSrcSet({ url: '/f.png', width: 1000, renditions: [] })).toBeUndefined();
    expect(figureSrcSet({ url: '/f.png', renditions })).toBeUndefined();
  });

  it('leaves out a rendition whose URL would break the list or whose width is not a whole number of pixels', () => {
    expect(
      figureSrcSet({
        url: '/f.png',
        width: 1000,
        renditions: [{ url: '/a b.png', width: 320 }, { url: '/a,b.png', width: 480 }, { url: '/x.png', width: 0.5 }, ...renditions],
      }),
    ).toBe('/f-320w.png 320w, /f-640w.png 640w, /f.png 1000w');
    expect(figureSrcSet({ url: '/f.png', width: 1000, renditions: [{ url: '/a b.png', width: 320 }] })).toBeUndefined();
  });
});
