/**
 * The paper's details (issue 30, item 1): title, authors in order, venue, year, volume, issue,
 * pages, DOI and licence, with where each came from. The worker reads them from the PDF (or, for a
 * JATS article, from its XML); the user may correct any of them on the Paper Input node, and the
 * api stores the correction in the paper the next steps read. Title card, closing citation, share
 * page, captions file, MP4 metadata and grounding all take them from here.
 */

export interface PaperAuthor {
  name: string;
  affiliation?: string;
  orcid?: string;
}

/** Where a detail came from: the first page's layout, the PDF's XMP or Info metadata, text printed on the page, a JATS XML, or the user. */
export type DetailSource = 'layout' | 'metadata' | 'page' | 'jats' | 'user';

export const DETAIL_FIELDS = ['title', 'authors', 'venue', 'year', 'volume', 'issue', 'pages', 'doi', 'license'] as const;
export type DetailField = (typeof DETAIL_FIELDS)[number];

export interface PaperDetails {
  title: string;
  /** Every author, in the paper's order. */
  authors: PaperAuthor[];
  venue?: string;
  year?: string;
  volume?: string;
  issue?: string;
  pages?: string;
  doi?: string;
  /** As printed, normalised where the text names one: 'CC BY 4.0'. */
  license?: string;
  sources: Partial<Record<DetailField, DetailSource>>;
}

/** The citation fields the title and closing cards have always used. */
export interface DetailsCitation {
  venue?: string;
  year?: string;
  volume?: string;
  issue?: string;
  pages?: string;
  doi?: string;
  license?: string;
}

/** The part of a stored paper (paper.json) that its details decide. */
export interface PaperWithDetails {
  title: string;
  authors: string[];
  citation?: DetailsCitation;
  details?: PaperDetails;
}

const TEXT_FIELDS = ['venue', 'year', 'volume', 'issue', 'pages', 'doi', 'license'] as const;

/** The paper's details, from its stored `details` or, for a paper read before they existed, from its title, authors and citation. */
export function detailsOf(paper: PaperWithDetails): PaperDetails {
  if (paper.details) return paper.details;
  const details: PaperDetails = { title: paper.title, authors: paper.authors.map((name) => ({ name })), sources: {} };
  for (const field of TEXT_FIELDS) {
    const value = paper.citation?.[field];
    if (value) details[field] = value;
  }
  return details;
}

/** The paper with these details: its title, author names and citation follow them, so every later step reads them. */
export function withDetails<P extends PaperWithDetails>(paper: P, details: PaperDetails): P {
  const citation: DetailsCitation = {};
  for (const field of TEXT_FIELDS) {
    const value = details[field];
    if (value) citation[field] = value;
  }
  const { citation: _old, ...rest } = paper;
  return {
    ...rest,
    title: details.title,
    authors: details.authors.map((a) => a.name),
    ...(Object.keys(citation).length > 0 ? { citation } : {}),
    details,
  } as P;
}

/** Limits of a corrected detail: a title, a venue, a name. */
export const DETAIL_LIMITS = { title: 500, name: 200, affiliation: 500, text: 300, authors: 200 } as const;

export class DetailsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DetailsError';
  }
}

const FIELD_LABELS: Record<(typeof TEXT_FIELDS)[number], string> = {
  venue: 'The venue',
  year: 'The year',
  volume: 'The volume',
  issue: 'The issue',
  pages: 'The pages',
  doi: 'The DOI',
  license: 'The licence',
};

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

function optionalText(value: unknown, label: string, max: number): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw new DetailsError(`${label} must be text.`);
  const trimmed = value.replace(/\s+/g, ' ').trim();
  if (trimmed.length > max) throw new DetailsError(`${label} is too long (at most ${max} characters).`);
  return trimmed || undefined;
}

const ORCID = /^(?:https?:\/\/orcid\.org\/)?(\d{4}-\d{4}-\d{4}-\d{3}[\dX])$/i;
const DOI = /^(?:https?:\/\/(?:dx\.)?doi\.org\/|doi:\s*)?(10\.\d{4,9}\/\S+)$/i;

/**
 * The user's corrected details, checked: a title, at least one author with a name, every other
 * field optional text. Each field the user sent is marked as theirs where it differs from what was
 * read; an unchanged field keeps its source. Throws DetailsError with a message to show.
 */
export function correctedDetails(current: PaperDetails, body: unknown): PaperDetails {
  const input = record(body);
  const title = optionalText(input.title, 'The title', DETAIL_LIMITS.title);
  if (!title) throw new DetailsError('The title cannot be empty.');
  if (!Array.isArray(input.authors)) throw new DetailsError('The authors are missing.');
  if (input.authors.length > DETAIL_LIMITS.authors)
    throw new DetailsError(`A paper may list at most ${DETAIL_LIMITS.authors} authors here.`);
  const authors: PaperAuthor[] = input.authors.map((raw, i) => {
    const a = record(raw);
    const name = optionalText(a.name, `Author ${i + 1}’s name`, DETAIL_LIMITS.name);
    if (!name) throw new DetailsError(`Author ${i + 1}’s name cannot be empty.`);
    const affiliation = optionalText(a.affiliation, `Author ${i + 1}’s affiliation`, DETAIL_LIMITS.affiliation);
    const orcidText = optionalText(a.orcid, `Author ${i + 1}’s ORCID`, 60);
    let orcid: string | undefined;
    if (orcidText) {
      const m = ORCID.exec(orcidText);
      if (!m) throw new DetailsError(`Author ${i + 1}’s ORCID should look like 0000-0002-1825-0097.`);
      orcid = m[1]!.toUpperCase();
    }
    return { name, ...(affiliation ? { affiliation } : {}), ...(orcid ? { orcid } : {}) };
  });
  if (authors.length === 0) throw new DetailsError('Name at least one author.');
  const next: PaperDetails = { title, authors, sources: { ...current.sources } };
  for (const field of TEXT_FIELDS) {
    let value = optionalText(input[field], FIELD_LABELS[field], DETAIL_LIMITS.text);
    if (value && field === 'year' && !/^(?:1[5-9]|20|21)\d{2}$/.test(value))
      throw new DetailsError('The year should be four digits, like 2020.');
    if (value && field === 'doi') {
      const m = DOI.exec(value);
      if (!m) throw new DetailsError('The DOI should look like 10.18653/v1/2020.acl-main.207.');
      value = m[1]!;
    }
    if (value) next[field] = value;
    if (value !== current[field]) {
      if (value) next.sources[field] = 'user';
      else delete next.sources[field];
    }
  }
  if (title !== current.title) next.sources.title = 'user';
  if (JSON.stringify(authors) !== JSON.stringify(current.authors)) next.sources.authors = 'user';
  return next;
}

/** Names for a card or citation: all of them up to six; over six, the first three and 'et al.'. */
export function cardAuthors(names: readonly string[]): string {
  const list = names.map((n) => n.trim()).filter(Boolean);
  return list.length > 6 ? `${list.slice(0, 3).join(', ')} et al.` : list.join(', ');
}

/** 'PLOS ONE 13(6): e0197919': the venue with its volume, issue and pages (the year goes beside the names). */
export function venueLine(c: DetailsCitation): string {
  let out = c.venue ?? '';
  const volume = c.volume ? `${c.volume}${c.issue ? `(${c.issue})` : ''}` : '';
  if (volume) out = out ? `${out} ${volume}` : volume;
  if (c.pages) out = out ? `${out}${volume ? ':' : ','} ${c.pages}` : c.pages;
  return out;
}

/**
 * The full citation as the closing card and the share page print it: 'Names (year). Title. Venue
 * volume(issue): pages. doi:…. Licence: ….', the names the first three and 'et al.' over six.
 */
export function citationText(paper: { title: string; authors: readonly string[]; citation?: DetailsCitation }): string {
  const names = cardAuthors(paper.authors);
  const c = paper.citation ?? {};
  const venue = venueLine(c);
  const doi = c.doi?.replace(/^doi:\s*/i, '');
  return [
    names && `${names}${c.year ? ` (${c.year})` : ''}.`,
    !names && c.year ? `(${c.year}).` : '',
    `${paper.title.replace(/\.$/, '')}.`,
    venue && `${venue}.`,
    doi && `doi:${doi}.`,
    c.license && `Licence: ${c.license}.`,
  ]
    .filter(Boolean)
    .join(' ')
    .replace(/\.\./g, '.');
}

/** The details as a sentence of the paper, for grounding: a narration naming the authors traces to it. */
export function detailsSentence(paper: { title?: string; authors?: readonly string[]; citation?: DetailsCitation }): string {
  const names = (paper.authors ?? []).filter(Boolean);
  const by = names.length > 0 ? ` by ${names.join(', ')}` : '';
  const venue = paper.citation ? venueLine(paper.citation) : '';
  const year = paper.citation?.year ? ` (${paper.citation.year})` : '';
  return `${paper.title ?? 'The paper'}${by}${venue ? `, ${venue}` : ''}${year}.`;
}
