/**
 * The evaluation set of issue 30, item 1: each paper of ../shared/papers with its details as
 * printed — every author in order, the year and the venue where the paper prints one — written by
 * hand from the papers themselves and ../shared/papers/SOURCES.md. The bench reports, per paper,
 * whether the reader got them all right ("details right"); the reader's unit tests check the same.
 */
import type { PaperDetails } from '../types';

export interface ExpectedDetails {
  /** File name in ../shared/papers. */
  file: string;
  /** Every author, in the paper's order, as printed. */
  authors: string[];
  year: string;
  /** The venue as printed, when the paper prints one (a match ignores case and a leading 'The'). */
  venue?: string;
  doi?: string;
  license?: string;
  /** The start of the title, enough to tell it from another line. */
  title: string;
}

export const EXPECTED_DETAILS: ExpectedDetails[] = [
  {
    file: 'conference-2col-specter-acl2020.pdf',
    title: 'SPECTER: Document-level Representation Learning using Citation-informed Transformers',
    authors: ['Arman Cohan', 'Sergey Feldman', 'Iz Beltagy', 'Doug Downey', 'Daniel S. Weld'],
    year: '2020',
    venue: 'Proceedings of the 58th Annual Meeting of the Association for Computational Linguistics',
  },
  {
    file: 'journal-1col-plosone-wheat-heat-stress.pdf',
    title: 'Comparative physiological and metabolomics analysis of wheat (Triticum aestivum L.) following post-anthesis heat stress',
    authors: ['Kayla Thomason', 'Md Ali Babar', 'John E. Erickson', 'Michael Mulvaney', 'Chris Beecher', 'Greg MacDonald'],
    year: '2018',
    venue: 'PLOS ONE',
    doi: '10.1371/journal.pone.0197919',
    license: 'CC BY',
  },
  {
    file: 'equations-semeagat-event-detection.pdf',
    title: 'SemEAGAT: A Novel Approach by Incorporating Semantic Dependency Graph in Event Detection',
    authors: ['Yuqi Xi', 'Jiamin Lu', 'Tingting Hang', 'Yunfei Zhang', 'Zhongyi Wang', 'Jun Feng'],
    year: '2022',
    venue: 'Journal of Physics: Conference Series',
    doi: '10.1088/1742-6596/2188/1/012011',
    license: 'CC BY 3.0',
  },
  {
    file: 'medicine-lancet-inclusion-health-morbidity-mortality.pdf',
    title:
      'Morbidity and mortality in homeless individuals, prisoners, sex workers, and individuals with substance use disorders in high-income countries',
    authors: [
      'Robert W Aldridge',
      'Alistair Story',
      'Stephen W Hwang',
      'Merete Nordentoft',
      'Serena A Luchenski',
      'Greg Hartwell',
      'Emily J Tweed',
      'Dan Lewer',
      'Srinivasa Vittal Katikireddi',
      'Andrew C Hayward',
    ],
    year: '2018',
    venue: 'The Lancet',
    doi: '10.1016/S0140-6736(17)31869-X',
    license: 'CC BY 4.0',
  },
  {
    file: 'socialscience-mexico-city-policy-abortion.pdf',
    title: 'USA aid policy and induced abortion in sub-Saharan Africa: an analysis of the Mexico City Policy',
    authors: ['Nina Brooks', 'Eran Bendavid', 'Grant Miller'],
    year: '2019',
    venue: 'Lancet Global Health',
    doi: '10.1016/S2214-109X(19)30267-0',
    license: 'CC BY 4.0',
  },
  {
    file: 'humanities-ethnoecology-szekely-village-laws.pdf',
    title:
      'Landscape ethnoecological knowledge base and management of ecosystem services in a Székely-Hungarian pre-capitalistic village system',
    authors: ['Zsolt Molnár', 'Krisztina Gellény', 'Katalin Margóczi', 'Marianna Biró'],
    year: '2015',
    venue: 'Journal of Ethnobiology and Ethnomedicine',
    doi: '10.1186/1746-4269-11-3',
    license: 'CC BY 4.0',
  },
];

const norm = (s: string) =>
  s
    .normalize('NFC')
    .toLowerCase()
    .replace(/^the\s+/, '')
    .replace(/\s+/g, ' ')
    .trim();

/** What a reading got wrong against the evaluation set: empty when the details are right. */
export function detailsMistakes(
  expected: ExpectedDetails,
  details: Pick<PaperDetails, 'title' | 'authors' | 'year' | 'venue' | 'doi' | 'license'>,
): string[] {
  const mistakes: string[] = [];
  const names = details.authors.map((a) => a.name);
  if (names.length !== expected.authors.length || names.some((n, i) => norm(n) !== norm(expected.authors[i]!))) {
    mistakes.push(`authors: ${names.join(', ') || '(none)'} (expected ${expected.authors.join(', ')})`);
  }
  if (details.year !== expected.year) mistakes.push(`year: ${details.year ?? '(none)'} (expected ${expected.year})`);
  if (expected.venue && !norm(details.venue ?? '').includes(norm(expected.venue)))
    mistakes.push(`venue: ${details.venue ?? '(none)'} (expected ${expected.venue})`);
  if (!norm(details.title).startsWith(norm(expected.title))) mistakes.push(`title: ${details.title} (expected ${expected.title}…)`);
  if (expected.doi && details.doi !== expected.doi) mistakes.push(`doi: ${details.doi ?? '(none)'} (expected ${expected.doi})`);
  if (expected.license && details.license !== expected.license)
    mistakes.push(`licence: ${details.license ?? '(none)'} (expected ${expected.license})`);
  return mistakes;
}
