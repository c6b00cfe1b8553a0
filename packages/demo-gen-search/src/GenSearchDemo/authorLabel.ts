export interface SourceAuthor {
  full_name?: string;
  name?: string;
}

// Surname particles that belong to the family name ("van der Berg", "de la Cruz").
const PARTICLES = new Set([
  'van',
  'von',
  'der',
  'den',
  'de',
  'del',
  'della',
  'di',
  'da',
  'dos',
  'das',
  'du',
  'la',
  'le',
  'ter',
  'ten',
  'bin',
  'al',
]);

/** The display name of an author: `full_name`, else `name`, trimmed; empty when neither is set. */
export function authorName(author: SourceAuthor): string {
  return (author.full_name ?? author.name ?? '').trim().replace(/\s+/g, ' ');
}

/**
 * The family name of an author for a citation label. "Surname, Given" gives the part before the
 * comma; "Given Surname" the last word together with lower-case particles before it.
 */
export function familyName(author: SourceAuthor): string {
  const name = authorName(author);
  if (!name) return '';
  if (name.includes(',')) return name.slice(0, name.indexOf(',')).trim();
  const words = name.split(' ');
  let start = words.length - 1;
  while (start > 1 && PARTICLES.has((words[start - 1] ?? '').toLowerCase())) start -= 1;
  // A lone word (an organisation or a mononym) is used whole.
  return words.slice(start).join(' ');
}

/** The year of a source from `year`, else from the first four digits of `pubDate`; `null` when unknown. */
export function sourceYear(source: { year?: string | number | null; pubDate?: string | null }): string | null {
  if (source.year !== undefined && source.year !== null && String(source.year).trim() !== '') return String(source.year).trim();
  const match = /\b(\d{4})\b/.exec(source.pubDate ?? '');
  return match?.[1] ?? null;
}

/**
 * The author part of an inline citation, APA-like: 'Smith' for one author, 'Smith & Jones' for two,
 * 'Smith et al.' for three or more, 'Anonymous' without authors.
 */
export function authorsShort(authors: readonly SourceAuthor[]): string {
  const names = authors.map(familyName).filter(Boolean);
  if (names.length === 0) return 'Anonymous';
  if (names.length === 1) return names[0] as string;
  if (names.length === 2) return `${names[0]} & ${names[1]}`;
  return `${names[0]} et al.`;
}

/**
 * The label of one cited source, e.g. 'Patone et al., 2022', 'Smith, 2021', 'Smith & Jones, n.d.'.
 */
export function citationLabel(source: {
  authors: readonly SourceAuthor[];
  year?: string | number | null;
  pubDate?: string | null;
}): string {
  return `${authorsShort(source.authors)}, ${sourceYear(source) ?? 'n.d.'}`;
}
