import { describe, expect, it } from 'vitest';
import { cardAuthors, citationText, correctedDetails, detailsOf, DetailsError, withDetails, type PaperDetails } from './details';
import { withGrounding, type NarratedScript } from './grounding';

const READ: PaperDetails = {
  title: 'Bi-criteria Algorithm for Scheduling Jobs on Cluster Platforms',
  authors: [{ name: 'Lionel Eyraud' }],
  year: '2004',
  sources: { title: 'layout', authors: 'metadata', year: 'page' },
};

const ALL_FOUR = ['Pierre-François Dutot', 'Lionel Eyraud', 'Grégory Mounié', 'Denis Trystram'];

describe('correcting the details', () => {
  it('keeps what the user sent, trimmed, and marks each changed field as theirs', () => {
    const next = correctedDetails(READ, {
      title: ` ${READ.title} `,
      authors: ALL_FOUR.map((name) => ({ name: ` ${name}` })),
      year: '2004',
      venue: 'SPAA 2004',
      doi: 'https://doi.org/10.1145/1007912.1007926',
    });
    expect(next.authors.map((a) => a.name)).toEqual(ALL_FOUR);
    expect(next).toMatchObject({ title: READ.title, venue: 'SPAA 2004', doi: '10.1145/1007912.1007926', year: '2004' });
    expect(next.sources).toEqual({ title: 'layout', authors: 'user', year: 'page', venue: 'user', doi: 'user' });
  });

  it.each([
    [{ title: ' ', authors: [{ name: 'A B' }] }, 'The title cannot be empty.'],
    [{ title: 'T', authors: [] }, 'Name at least one author.'],
    [{ title: 'T', authors: [{ name: 'A B' }, { name: '  ' }] }, 'Author 2’s name cannot be empty.'],
    [{ title: 'T', authors: [{ name: 'A B' }], year: '20x4' }, 'The year should be four digits, like 2020.'],
    [{ title: 'T', authors: [{ name: 'A B' }], doi: 'not a doi' }, 'The DOI should look like 10.18653/v1/2020.acl-main.207.'],
    [{ title: 'T', authors: [{ name: 'A B', orcid: '1234' }] }, 'Author 1’s ORCID should look like 0000-0002-1825-0097.'],
    [{ title: 'T'.repeat(501), authors: [{ name: 'A B' }] }, 'The title is too long (at most 500 characters).'],
    [{ title: 'T' }, 'The authors are missing.'],
  ])('refuses %j with a message in the product’s words', (body, message) => {
    expect(() => correctedDetails(READ, body)).toThrow(new DetailsError(message));
  });

  it('puts the corrected details where every later step reads them: title, author names and citation', () => {
    const paper = { title: 'old', authors: ['Lionel Eyraud'], abstract: 'a', citation: { year: '2004' } };
    const next = withDetails(
      paper,
      correctedDetails(detailsOf(paper), {
        title: READ.title,
        authors: ALL_FOUR.map((name) => ({ name })),
        year: '2004',
        volume: '5',
        pages: '125–134',
      }),
    );
    expect(next).toMatchObject({
      title: READ.title,
      authors: ALL_FOUR,
      abstract: 'a',
      citation: { year: '2004', volume: '5', pages: '125–134' },
    });
  });
});

describe('the cards and the citation', () => {
  it('name every author up to six, and over six the first three and “et al.”', () => {
    expect(cardAuthors(ALL_FOUR)).toBe('Pierre-François Dutot, Lionel Eyraud, Grégory Mounié, Denis Trystram');
    expect(cardAuthors(['A', 'B', 'C', 'D', 'E', 'F'])).toBe('A, B, C, D, E, F');
    expect(cardAuthors(['A', 'B', 'C', 'D', 'E', 'F', 'G'])).toBe('A, B, C et al.');
  });

  it('prints the citation with volume, issue, pages, DOI and licence', () => {
    expect(
      citationText({
        title: 'Comparative physiological and metabolomics analysis of wheat',
        authors: ['Kayla Thomason', 'Md Ali Babar'],
        citation: {
          venue: 'PLOS ONE',
          volume: '13',
          issue: '6',
          pages: 'e0197919',
          year: '2018',
          doi: '10.1371/journal.pone.0197919',
          license: 'CC BY 4.0',
        },
      }),
    ).toBe(
      'Kayla Thomason, Md Ali Babar (2018). Comparative physiological and metabolomics analysis of wheat. PLOS ONE 13(6): e0197919. doi:10.1371/journal.pone.0197919. Licence: CC BY 4.0.',
    );
  });
});

describe('grounding with the corrected details', () => {
  const paper = {
    title: READ.title,
    abstract: 'The authors schedule moldable jobs on clusters with a bi-criteria algorithm.',
    sections: [],
  };
  const script: NarratedScript = {
    opening: { narration: 'This paper is by Pierre-François Dutot, Lionel Eyraud, Grégory Mounié and Denis Trystram.' },
    slides: [{ number: 1, narration: 'The authors schedule moldable jobs on clusters with a bi-criteria algorithm.' }],
    closing: { narration: 'Thanks.' },
  };

  it('traces a narration line naming the corrected authors to the details, not to nothing', () => {
    const before = withGrounding(script, { ...paper, authors: ['Lionel Eyraud'] });
    expect(before.grounding!.untraced.map((u) => u.text)).toContain(script.opening.narration);
    const after = withGrounding(script, { ...paper, authors: ALL_FOUR, citation: { year: '2004' } });
    expect(after.grounding!.untraced).toEqual([]);
    expect(after.grounding!.traced).toBe(after.grounding!.total);
  });
});
