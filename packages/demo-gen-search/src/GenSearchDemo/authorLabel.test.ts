import { describe, expect, it } from 'vitest';
import { authorsShort, citationLabel, familyName, sourceYear } from './authorLabel';

describe('familyName', () => {
  it.each([
    [{ full_name: 'Martina Patone' }, 'Patone'],
    [{ name: 'Patone, Martina' }, 'Patone'],
    [{ full_name: 'Nina von Uexkull' }, 'von Uexkull'],
    [{ full_name: 'Ana de la Cruz' }, 'de la Cruz'],
    [{ full_name: 'Eva P. Van Der Aa' }, 'Van Der Aa'],
    [{ full_name: 'WHO' }, 'WHO'],
    [{ full_name: '  Ľuboš   Pástor ' }, 'Pástor'],
    [{}, ''],
  ])('%j → %s', (author, expected) => {
    expect(familyName(author)).toBe(expected);
  });

  it('prefers full_name over name', () => {
    expect(familyName({ full_name: 'Noam Barda', name: 'N. Other' })).toBe('Barda');
  });
});

describe('authorsShort', () => {
  it('names a single author alone', () => {
    expect(authorsShort([{ full_name: 'Raymond Fisman' }])).toBe('Fisman');
  });
  it('joins two authors with an ampersand', () => {
    expect(authorsShort([{ full_name: 'Chen Lou' }, { full_name: 'Shupei Yuan' }])).toBe('Lou & Yuan');
  });
  it('uses et al. from three authors on', () => {
    expect(authorsShort([{ full_name: 'Solomon M. Hsiang' }, { full_name: 'Marshall Burke' }, { full_name: 'Edward Miguel' }])).toBe(
      'Hsiang et al.',
    );
  });
  it('skips nameless authors and says Anonymous when none is left', () => {
    expect(authorsShort([{}, { name: 'Walter, Barbara F.' }])).toBe('Walter');
    expect(authorsShort([])).toBe('Anonymous');
  });
});

describe('sourceYear', () => {
  it('prefers year, then the pubDate year', () => {
    expect(sourceYear({ year: 2022, pubDate: '2021-12-14' })).toBe('2022');
    expect(sourceYear({ year: null, pubDate: '2021-12-14' })).toBe('2021');
    expect(sourceYear({ year: '', pubDate: 'March 2015' })).toBe('2015');
    expect(sourceYear({})).toBeNull();
  });
});

describe('citationLabel', () => {
  it("reads '(Author et al., year)' without the parentheses", () => {
    expect(citationLabel({ authors: [{ full_name: 'A B' }, { full_name: 'C D' }, { full_name: 'E F' }], year: 2021 })).toBe(
      'B et al., 2021',
    );
  });
  it("says 'n.d.' without a date", () => {
    expect(citationLabel({ authors: [{ full_name: 'Raymond Fisman' }] })).toBe('Fisman, n.d.');
  });
});
