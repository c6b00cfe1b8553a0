import { describe, expect, it } from 'vitest';
import { ID_A, ID_B, ID_C, sample } from '../test/fixtures';
import { bareDoi, countUnits, doiUrl, formatPubDate, numberSources, resolveSegments, takeUnits, toParagraphs } from './answer';
import { parseCitations, type SummarySegment } from './citations';

describe('numberSources', () => {
  it('numbers cited sources in order of first citation, then the uncited rest', () => {
    const extra = { ...sample.summary_references[ID_A]!, dyson_id: 'ffffffffffffffffffffffffffffffff' };
    const refs = { extra, ...sample.summary_references };
    expect(numberSources(sample.summary, refs).map(({ number, id }) => [number, id])).toEqual([
      [1, ID_A],
      [2, ID_B],
      [3, ID_C],
      [4, 'ffffffffffffffffffffffffffffffff'],
    ]);
  });
});

describe('resolveSegments', () => {
  it('drops unknown ids and citations left empty', () => {
    const segments = parseCitations(`a [${ID_A}, ${ID_C}] b [${ID_C}]`);
    expect(resolveSegments(segments, new Set([ID_A]))).toEqual([
      { kind: 'text', text: 'a ' },
      { kind: 'citation', ids: [ID_A] },
      { kind: 'text', text: ' b ' },
    ]);
  });
});

describe('typing units', () => {
  const segments: SummarySegment[] = [
    { kind: 'text', text: 'Hé 👋' },
    { kind: 'citation', ids: [ID_A] },
    { kind: 'text', text: '.' },
  ];

  it('counts characters (code points) and one unit per citation', () => {
    expect(countUnits(segments)).toBe(4 + 1 + 1);
  });

  it('takes whole characters and whole citations only', () => {
    expect(takeUnits(segments, 4)).toEqual([{ kind: 'text', text: 'Hé 👋' }]);
    expect(takeUnits(segments, 3)).toEqual([{ kind: 'text', text: 'Hé ' }]);
    expect(takeUnits(segments, 5)).toEqual(segments.slice(0, 2));
    expect(takeUnits(segments, 99)).toEqual(segments);
    expect(takeUnits(segments, 0)).toEqual([]);
  });
});

describe('toParagraphs', () => {
  it('splits at blank lines and keeps citations in their paragraph', () => {
    const paragraphs = toParagraphs(parseCitations(`One [${ID_A}].\n\nTwo\nlines.\n\n\n`));
    expect(paragraphs).toEqual([
      [
        { kind: 'text', text: 'One ' },
        { kind: 'citation', ids: [ID_A] },
        { kind: 'text', text: '.' },
      ],
      [{ kind: 'text', text: 'Two\nlines.' }],
    ]);
  });
});

describe('formatPubDate', () => {
  it.each([
    ['2021-09-16', null, '16 September 2021'],
    ['2022-02', 2022, 'February 2022'],
    ['Spring 2020', null, 'Spring 2020'],
    [null, 2017, '2017'],
    ['', null, null],
  ])('%s / %s → %s', (pubDate, year, expected) => {
    expect(formatPubDate(pubDate, year)).toBe(expected);
  });
});

describe('doiUrl', () => {
  it.each([
    ['10.1016/S1473-3099(22)00320-6', 'https://doi.org/10.1016/S1473-3099(22)00320-6'],
    ['https://doi.org/10.1126/science.1235367', 'https://doi.org/10.1126/science.1235367'],
    ['doi: 10.1093/qje/qjw024', 'https://doi.org/10.1093/qje/qjw024'],
    ['not a doi', null],
    [null, null],
  ])('%s → %s', (doi, expected) => {
    expect(doiUrl(doi)).toBe(expected);
  });

  it('shows the bare DOI', () => {
    expect(bareDoi('https://dx.doi.org/10.1093/qje/qjw024')).toBe('10.1093/qje/qjw024');
  });
});
