import type { PaperAuthor, PaperDetails } from '@paperlight/api-client';

/** The fields of the form besides title and authors, in the order a citation prints them. */
export const TEXT_FIELDS = [
  ['venue', 'Venue'],
  ['year', 'Year'],
  ['volume', 'Volume'],
  ['issue', 'Issue'],
  ['pages', 'Pages'],
  ['doi', 'DOI'],
  ['license', 'Licence'],
] as const;

export type TextField = (typeof TEXT_FIELDS)[number][0];

/** Where a detail came from, as the form says it. */
export const SOURCE_LABELS: Record<string, string> = {
  layout: 'read from the first page',
  metadata: 'from the PDF’s metadata',
  page: 'printed in the paper',
  jats: 'from the article’s XML',
  user: 'corrected by you',
};

export interface DetailsDraft {
  title: string;
  authors: PaperAuthor[];
  fields: Record<TextField, string>;
}

const record = (value: unknown): Record<string, unknown> | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * The paper's details from Paper Input's result: its `details` when the reader wrote them, otherwise
 * (a paper read before they existed) its title, authors and citation.
 */
export function detailsOf(jsonOutput: unknown): PaperDetails | null {
  const output = record(jsonOutput);
  if (!output) return null;
  const stored = record(output.details);
  if (stored && typeof stored.title === 'string' && Array.isArray(stored.authors)) {
    const authors = stored.authors
      .map(record)
      .filter((a): a is Record<string, unknown> => a !== null && typeof a.name === 'string')
      .map((a) => ({
        name: a.name as string,
        ...(text(a.affiliation) ? { affiliation: text(a.affiliation) } : {}),
        ...(text(a.orcid) ? { orcid: text(a.orcid) } : {}),
      }));
    const details: PaperDetails = { title: stored.title, authors, sources: (record(stored.sources) ?? {}) as PaperDetails['sources'] };
    for (const [field] of TEXT_FIELDS) if (text(stored[field])) details[field] = text(stored[field]);
    return details;
  }
  const title = text(output.title);
  if (title === undefined) return null;
  const citation = record(output.citation) ?? {};
  const details: PaperDetails = {
    title,
    authors: Array.isArray(output.authors)
      ? output.authors.filter((a): a is string => typeof a === 'string').map((name) => ({ name }))
      : [],
    sources: {},
  };
  for (const [field] of TEXT_FIELDS) if (text(citation[field])) details[field] = text(citation[field]);
  return details;
}

export function draftOf(details: PaperDetails): DetailsDraft {
  const fields = Object.fromEntries(TEXT_FIELDS.map(([field]) => [field, details[field] ?? ''])) as Record<TextField, string>;
  return { title: details.title, authors: details.authors.length > 0 ? details.authors.map((a) => ({ ...a })) : [{ name: '' }], fields };
}

/** What the form checks before saving, in the api's words, keyed by field id ('title', 'author-0-name', 'year'). */
export function draftErrors(draft: DetailsDraft): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!draft.title.trim()) errors.title = 'The title cannot be empty.';
  draft.authors.forEach((a, i) => {
    if (!a.name.trim()) errors[`author-${i}-name`] = `Author ${i + 1}’s name cannot be empty.`;
    if (a.orcid?.trim() && !/^(?:https?:\/\/orcid\.org\/)?\d{4}-\d{4}-\d{4}-\d{3}[\dX]$/i.test(a.orcid.trim()))
      errors[`author-${i}-orcid`] = `Author ${i + 1}’s ORCID should look like 0000-0002-1825-0097.`;
  });
  const year = draft.fields.year.trim();
  if (year && !/^(?:1[5-9]|20|21)\d{2}$/.test(year)) errors.year = 'The year should be four digits, like 2020.';
  return errors;
}

/** The body of PUT …/details: texts trimmed, empty optional fields left out. */
export function payloadOf(draft: DetailsDraft, sources: PaperDetails['sources']): PaperDetails {
  const out: PaperDetails = {
    title: draft.title.trim(),
    authors: draft.authors.map((a) => ({
      name: a.name.trim(),
      ...(a.affiliation?.trim() ? { affiliation: a.affiliation.trim() } : {}),
      ...(a.orcid?.trim() ? { orcid: a.orcid.trim() } : {}),
    })),
    sources,
  };
  for (const [field] of TEXT_FIELDS) if (draft.fields[field].trim()) out[field] = draft.fields[field].trim();
  return out;
}

export function isDirty(details: PaperDetails, draft: DetailsDraft): boolean {
  return JSON.stringify(payloadOf(draft, details.sources)) !== JSON.stringify(payloadOf(draftOf(details), details.sources));
}

/** The field id a refusal names ('Author 2’s name cannot be empty.' → 'author-1-name'). */
export function fieldOfMessage(message: string): string | null {
  const author = /^Author (\d+)’s (name|affiliation|ORCID)/.exec(message);
  if (author) return `author-${Number(author[1]) - 1}-${author[2]!.toLowerCase()}`;
  if (message.startsWith('The title')) return 'title';
  const field = TEXT_FIELDS.find(([, label]) => message.startsWith(`The ${label === 'DOI' ? 'DOI' : label.toLowerCase()}`));
  return field ? field[0] : null;
}
