import { layoutPdf, readPaper, type PlacedText } from '@paperlight/remix-core/testing';
import { describe, expect, it } from 'vitest';
import { metaAuthors, volumeIssuePages } from './details';
import { detailsMistakes, EXPECTED_DETAILS } from '../eval/details';
import { extractPaper } from './paper';
import { withMetadata, xmpPacket } from '../test/details-pdf';

// Helvetica's advance widths (per 1000 em), so a superscript lands right after its name as a typesetter puts it.
const WIDTHS: Record<string, number> = {
  ' ': 278,
  '.': 278,
  ',': 278,
  '-': 333,
  '*': 389,
  a: 556,
  b: 556,
  c: 500,
  d: 556,
  e: 556,
  f: 278,
  g: 556,
  h: 556,
  i: 222,
  j: 222,
  k: 500,
  l: 222,
  m: 833,
  n: 556,
  o: 556,
  p: 556,
  q: 556,
  r: 333,
  s: 500,
  t: 278,
  u: 556,
  v: 500,
  w: 722,
  x: 500,
  y: 500,
  z: 500,
  é: 556,
  ç: 500,
  A: 667,
  B: 667,
  C: 722,
  D: 722,
  E: 667,
  F: 611,
  G: 778,
  H: 722,
  I: 278,
  J: 500,
  K: 667,
  L: 556,
  M: 833,
  N: 722,
  O: 778,
  P: 667,
  Q: 778,
  R: 722,
  S: 667,
  T: 611,
  U: 722,
  V: 667,
  W: 944,
  X: 667,
  Y: 667,
  Z: 611,
};
const widthOf = (text: string, size: number) =>
  [...text].reduce((w, ch) => w + (WIDTHS[ch] ?? (/\d/.test(ch) ? 556 : 600)), 0) * (size / 1000);

/** Names in a row, each followed by its superscript markers (affiliation numbers, '*'), from `x`. */
function authorRow(y: number, names: [string, string][], { x = 72, size = 11, separator = ', ' } = {}): PlacedText[] {
  const out: PlacedText[] = [];
  let at = x;
  names.forEach(([name, marks], i) => {
    const text = i < names.length - 1 || !separator ? name : name;
    out.push({ x: at, y, text, size });
    at += widthOf(text, size);
    if (marks) {
      out.push({ x: at, y: y + size * 0.36, text: marks, size: size * 0.65 });
      at += widthOf(marks, size * 0.65);
    }
    if (i < names.length - 1 && separator) {
      out.push({ x: at, y, text: separator.trimEnd(), size });
      at += widthOf(separator, size);
    }
  });
  return out;
}

const BODY = [
  'Scheduling parallel tasks on clusters is a central question for the users of shared machines in research centres.',
  'The authors study how jobs that may run on several processors can be placed so that the whole work ends early.',
  'They propose an algorithm that first chooses how many processors each job receives and then packs the jobs.',
  'Its performance ratio is proved and measured on workloads taken from real clusters over several months of use.',
  'The measurements show that the algorithm stays close to the lower bound while it remains simple to put in place.',
];

function body(top: number): PlacedText[] {
  return BODY.map((text, i) => ({ x: 72, y: top - i * 13, text, size: 10 }));
}

async function detailsOf(pdf: Uint8Array) {
  const paper = await extractPaper(pdf);
  return { paper, details: paper.details! };
}

describe('paper details from the first page', () => {
  it('reads a two-line title whole and four authors in an ACM grid, not the one the metadata names', async () => {
    const grid: PlacedText[] = [];
    const people = [
      ['Pierre-François Dutot', 'ID-IMAG', 'pfdutot@imag.fr'],
      ['Lionel Eyraud', 'ID-IMAG', 'eyraud@imag.fr'],
      ['Grégory Mounié', 'ID-IMAG', 'mounie@imag.fr'],
      ['Denis Trystram', 'ID-IMAG', 'trystram@imag.fr'],
    ] as const;
    // The cells stand close: the names' row is one line of text with 7 pt between names.
    let x = 40;
    for (const [name, lab, mail] of people) {
      grid.push(
        { x, y: 640, text: name, size: 12 },
        { x, y: 626, text: lab, size: 10 },
        { x, y: 613, text: 'Grenoble, France', size: 10 },
        { x, y: 600, text: mail, size: 10 },
      );
      x += Math.max(widthOf(name, 12), widthOf(mail, 10)) + 7;
    }
    const pdf = withMetadata(
      layoutPdf([
        {
          text: [
            { x: 72, y: 720, text: 'Bi-criteria Algorithm for Scheduling Jobs', size: 18, bold: true },
            { x: 72, y: 698, text: 'on Cluster Platforms', size: 18, bold: true },
            ...grid,
            { x: 72, y: 560, text: 'ABSTRACT', size: 11, bold: true },
            ...body(545),
          ],
        },
      ]),
      { info: { Title: 'paper-template.doc', Author: 'Lionel Eyraud', CreationDate: 'D:20040601' } },
    );
    const { details } = await detailsOf(pdf);
    expect(details.title).toBe('Bi-criteria Algorithm for Scheduling Jobs on Cluster Platforms');
    expect(details.authors.map((a) => a.name)).toEqual(['Pierre-François Dutot', 'Lionel Eyraud', 'Grégory Mounié', 'Denis Trystram']);
    expect(details.sources.authors).toBe('layout');
  });

  it('keeps a title’s second line in the title, never as an author (the JSS case)', async () => {
    const pdf = layoutPdf([
      {
        text: [
          { x: 72, y: 720, text: 'A Package for the Analysis of Infrared', size: 17, bold: true },
          { x: 72, y: 700, text: 'Spectroscopic Measurements', size: 15.5, bold: true },
          ...authorRow(
            665,
            [
              ['Bryan A. Hanson', ''],
              ['Edward Rowe', ''],
            ],
            { size: 12, separator: ', ' },
          ),
          { x: 72, y: 648, text: 'DePauw University', size: 10 },
          { x: 72, y: 620, text: 'Abstract', size: 11, bold: true },
          ...body(605),
        ],
      },
    ]);
    const { details } = await detailsOf(
      withMetadata(pdf, { info: { Title: 'A Package for the Analysis of Infrared Spectroscopic Measurements' } }),
    );
    expect(details.title).toBe('A Package for the Analysis of Infrared Spectroscopic Measurements');
    expect(details.authors.map((a) => a.name)).toEqual(['Bryan A. Hanson', 'Edward Rowe']);
  });

  it('reads sixteen authors over three lines with superscript markers, and their affiliations', async () => {
    const names = [
      'Ana Silva',
      'Bruno Costa',
      'Carla Mendes',
      'Daniel Rocha',
      'Eva Lopes',
      'Filipe Dias',
      'Gabriela Nunes',
      'Hugo Pires',
      'Ines Moura',
      'Jorge Faria',
      'Laura Pinto',
      'Miguel Sousa',
      'Nuno Alves',
      'Olga Ramos',
      'Paulo Reis',
      'Rita Gomes',
    ];
    const marks = names.map((_, i) => (i % 3 === 0 ? `${(i % 2) + 1},3*` : `${(i % 2) + 1}`));
    const rows = [names.slice(0, 6), names.slice(6, 12), names.slice(12)].map((row, r) =>
      authorRow(
        660 - r * 16,
        row.map((n) => [n, marks[names.indexOf(n)]!] as [string, string]),
        { size: 10.5 },
      ),
    );
    const pdf = layoutPdf([
      {
        text: [
          { x: 72, y: 715, text: 'A Multi-centre Study of Sixteen Things', size: 18, bold: true },
          ...rows.flat(),
          { x: 72, y: 606, text: '1', size: 6 },
          { x: 76, y: 602, text: 'Department of Physics, University of Lisbon, Lisbon, Portugal', size: 9 },
          { x: 72, y: 594, text: '2', size: 6 },
          { x: 76, y: 590, text: 'Institute of Chemistry, University of Porto, Porto, Portugal', size: 9 },
          { x: 72, y: 582, text: '3', size: 6 },
          { x: 76, y: 578, text: 'Research Centre for Data, Braga, Portugal', size: 9 },
          { x: 72, y: 550, text: 'Abstract', size: 11, bold: true },
          ...body(535),
        ],
      },
    ]);
    const { details, paper } = await detailsOf(pdf);
    expect(details.authors.map((a) => a.name)).toEqual(names);
    expect(paper.authors).toEqual(names);
    expect(details.authors[0]!.affiliation).toBe('Department of Physics, University of Lisbon, Lisbon, Portugal');
    expect(details.authors[1]!.affiliation).toBe('Institute of Chemistry, University of Porto, Porto, Portugal');
  });

  it('reads authors on one comma-separated line with “and”, and a one-page abstract’s five authors', async () => {
    const pdf = layoutPdf([
      {
        text: [
          { x: 72, y: 720, text: 'Sleep and Memory in Older Adults', size: 16, bold: true },
          ...authorRow(
            695,
            [
              ['J. Smith', '1'],
              ['A. Jones', '2'],
              ['M. García', '1'],
              ['K. Okafor', '2'],
            ],
            { size: 11 },
          ),
          { x: 72 + widthOf('J. Smith1, A. Jones2, M. García1, K. Okafor2', 11) + 6, y: 695, text: 'and L. Chen', size: 11 },
          { x: 72 + widthOf('J. Smith1, A. Jones2, M. García1, K. Okafor2 and L. Chen', 11) + 8, y: 699, text: '1', size: 7 },
          { x: 72, y: 676, text: '1 University of Leeds, UK; 2 Karolinska Institutet, Sweden', size: 9 },
          ...body(650),
        ],
      },
    ]);
    const { details } = await detailsOf(pdf);
    expect(details.authors.map((a) => a.name)).toEqual(['J. Smith', 'A. Jones', 'M. García', 'K. Okafor', 'L. Chen']);
  });

  it('takes title, authors, DOI, venue, volume, issue, pages and licence from XMP when the page prints none of them', async () => {
    const xmp = xmpPacket({
      title: 'Counting Birds with Microphones',
      creators: ['Lovelace, Ada', 'Grace Hopper', 'Mary Somerville'],
      doi: '10.1234/birds.5678',
      publicationName: 'Journal of Field Methods',
      volume: '12',
      number: '3',
      startingPage: '45',
      endingPage: '67',
      coverDate: '2024-03-01',
      rights: 'This article is distributed under the Creative Commons Attribution 4.0 License.',
    });
    const pdf = withMetadata(layoutPdf([{ text: body(720).concat(body(640)) }]), {
      info: { Title: 'Counting Birds with Microphones' },
      xmp,
    });
    const { details, paper } = await detailsOf(pdf);
    expect(details).toMatchObject({
      title: 'Counting Birds with Microphones',
      doi: '10.1234/birds.5678',
      venue: 'Journal of Field Methods',
      volume: '12',
      issue: '3',
      pages: '45–67',
      year: '2024',
      license: 'CC BY 4.0',
    });
    expect(details.authors.map((a) => a.name)).toEqual(['Ada Lovelace', 'Grace Hopper', 'Mary Somerville']);
    expect(details.sources).toMatchObject({ title: 'metadata', authors: 'metadata', doi: 'metadata', venue: 'metadata', year: 'metadata' });
    expect(paper.citation).toMatchObject({ venue: 'Journal of Field Methods', year: '2024', doi: '10.1234/birds.5678', volume: '12' });
  });

  it('reads a DOI and a CC BY statement printed on the page', async () => {
    const pdf = layoutPdf([
      {
        text: [
          { x: 72, y: 760, text: 'Journal of Field Methods 12 (2024) 45-67', size: 9 },
          { x: 72, y: 720, text: 'Counting Birds with Microphones', size: 18, bold: true },
          ...authorRow(695, [
            ['Ada Lovelace', '1'],
            ['Grace Hopper', '2'],
          ]),
          ...body(650),
          { x: 72, y: 90, text: 'https://doi.org/10.1234/birds.5678', size: 8 },
          { x: 72, y: 80, text: 'This is an open access article under the CC BY 4.0 licence.', size: 8 },
        ],
      },
    ]);
    const { details } = await detailsOf(pdf);
    expect(details).toMatchObject({ doi: '10.1234/birds.5678', license: 'CC BY 4.0', year: '2024', volume: '12', pages: '45-67' });
    expect(details.sources.doi).toBe('page');
  });

  it('reads a one-page abstract whose bold title is set in the body’s size, and its five authors', async () => {
    const pdf = layoutPdf([
      {
        text: [
          { x: 72, y: 740, text: 'Poster session B, abstract 17', size: 8 },
          { x: 72, y: 715, text: 'Soil Moisture Sensing with Low-cost Radio Links', size: 10, bold: true },
          { x: 72, y: 702, text: 'in Smallholder Farms', size: 10, bold: true },
          ...authorRow(
            684,
            [
              ['Amara Diallo', '1'],
              ['Tomás Ruiz', '2*'],
              ['Mei Lin', '1'],
              ['Kofi Mensah', '3'],
              ['Sara Haddad', '2'],
            ],
            { size: 10 },
          ),
          { x: 72, y: 671, text: '1 University of Dakar, Senegal; 2 University of Granada, Spain; 3 KNUST, Kumasi, Ghana', size: 8 },
          { x: 72, y: 661, text: '*Corresponding author: truiz@ugr.es', size: 8 },
          ...body(640),
        ],
      },
    ]);
    const { details } = await detailsOf(pdf);
    expect(details.title).toBe('Soil Moisture Sensing with Low-cost Radio Links in Smallholder Farms');
    expect(details.authors.map((a) => a.name)).toEqual(['Amara Diallo', 'Tomás Ruiz', 'Mei Lin', 'Kofi Mensah', 'Sara Haddad']);
  });
});

describe('metadata authors', () => {
  it('splits lists, flips “Surname, Given” entries and refuses machine names', () => {
    expect(metaAuthors('Kayla Thomason, Md Ali Babar, John E. Erickson', [])).toEqual([
      'Kayla Thomason',
      'Md Ali Babar',
      'John E. Erickson',
    ]);
    expect(metaAuthors(undefined, ['Lovelace, Ada', 'Hopper, Grace'])).toEqual(['Ada Lovelace', 'Grace Hopper']);
    expect(metaAuthors('End User Computing Services', [])).toEqual([]);
    expect(metaAuthors('jsmith', [])).toEqual([]);
  });
});

describe('volume, issue and pages as printed', () => {
  it.each([
    ['Lancet 2018; 391: 241–50', { volume: '391', pages: '241–50' }],
    ['Lancet Glob Health 2019; 7: e1046–53', { volume: '7', pages: 'e1046–53' }],
    ['post-anthesis heat stress. PLoS ONE 13(6): e0197919.', { volume: '13', issue: '6', pages: 'e0197919' }],
    ['Journal of Physics: Conference Series 2188 (2022) 012011', { volume: '2188', pages: '012011' }],
    ['Journal of Ethnobiology and Ethnomedicine 2015, 11:3', { volume: '11', pages: '3' }],
    ['IEEE Trans. Vol. 12, No. 3, pp. 45-67', { volume: '12', issue: '3', pages: '45-67' }],
    ['Proceedings of ACL, pages 2270–2282', { pages: '2270–2282' }],
  ])('%s', (text, expected) => {
    expect(volumeIssuePages(text)).toEqual(expected);
  });
});

describe('the six papers of ../shared/papers', () => {
  it.each(EXPECTED_DETAILS.map((e) => [e.file, e] as const))(
    '%s: every author in order, year, venue, DOI and licence',
    async (file, expected) => {
      const paper = await extractPaper(readPaper(file));
      expect(detailsMistakes(expected, paper.details!)).toEqual([]);
    },
    60_000,
  );
});
