import type { GenAiSearchSource } from '@paperlight/api-client';
import { parseCitations, type SummarySegment } from './citations';

/** A source as the screen shows it: numbered [Q n] in the order the answer first cites it. */
export interface NumberedSource {
  number: number;
  id: string;
  source: GenAiSearchSource;
}

/**
 * Numbers the sources: cited ones first, in order of first citation, then the uncited rest in map order.
 * Sources are keyed by their `dyson_id` (the map's keys are not trusted to be the ids).
 */
export function numberSources(summary: string, references: Readonly<Record<string, GenAiSearchSource>>): NumberedSource[] {
  const byId = new Map<string, GenAiSearchSource>();
  for (const source of Object.values(references)) byId.set(source.dyson_id.toLowerCase(), source);
  const order: string[] = [];
  for (const segment of parseCitations(summary)) {
    if (segment.kind !== 'citation') continue;
    for (const id of segment.ids) if (byId.has(id) && !order.includes(id)) order.push(id);
  }
  for (const id of byId.keys()) if (!order.includes(id)) order.push(id);
  return order.map((id, index) => ({ number: index + 1, id, source: byId.get(id) as GenAiSearchSource }));
}

/**
 * The answer's segments with ids of unknown sources removed (a citation left with none is dropped),
 * so no citation ever points at a missing reference.
 */
export function resolveSegments(segments: readonly SummarySegment[], known: ReadonlySet<string>): SummarySegment[] {
  const resolved: SummarySegment[] = [];
  for (const segment of segments) {
    if (segment.kind === 'text') resolved.push(segment);
    else {
      const ids = segment.ids.filter((id) => known.has(id));
      if (ids.length > 0) resolved.push({ kind: 'citation', ids });
    }
  }
  return resolved;
}

/** Typing units of an answer: one per character (code point) of text, one per citation group. */
export function countUnits(segments: readonly SummarySegment[]): number {
  let units = 0;
  for (const segment of segments) units += segment.kind === 'text' ? Array.from(segment.text).length : 1;
  return units;
}

/** The first `units` typing units of an answer: whole characters and whole citations only. */
export function takeUnits(segments: readonly SummarySegment[], units: number): SummarySegment[] {
  const taken: SummarySegment[] = [];
  let left = Math.max(0, units);
  for (const segment of segments) {
    if (left <= 0) break;
    if (segment.kind === 'citation') {
      taken.push(segment);
      left -= 1;
      continue;
    }
    const chars = Array.from(segment.text);
    if (chars.length <= left) {
      taken.push(segment);
      left -= chars.length;
    } else {
      taken.push({ kind: 'text', text: chars.slice(0, left).join('') });
      left = 0;
    }
  }
  return taken;
}

/** Splits segments into paragraphs at blank lines; single line breaks stay inside a paragraph. */
export function toParagraphs(segments: readonly SummarySegment[]): SummarySegment[][] {
  const paragraphs: SummarySegment[][] = [[]];
  for (const segment of segments) {
    if (segment.kind === 'citation') {
      (paragraphs[paragraphs.length - 1] as SummarySegment[]).push(segment);
      continue;
    }
    const parts = segment.text.split(/\n\s*\n/);
    parts.forEach((part, index) => {
      if (index > 0) paragraphs.push([]);
      if (part) (paragraphs[paragraphs.length - 1] as SummarySegment[]).push({ kind: 'text', text: part });
    });
  }
  return paragraphs.filter((paragraph) => paragraph.some((segment) => segment.kind === 'citation' || segment.text.trim() !== ''));
}

// Made on first use and kept: one of each, not one per source shown.
let dayMonthYear: Intl.DateTimeFormat | undefined;
let monthYear: Intl.DateTimeFormat | undefined;

/** Formats a publication date: '2022-03-14' as '14 March 2022', '2022-03' as 'March 2022'; other strings pass through. */
export function formatPubDate(pubDate: string | null | undefined, year: string | number | null | undefined): string | null {
  const value = (pubDate ?? '').trim();
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (match) {
    const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
    return (dayMonthYear ??= new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })).format(
      date,
    );
  }
  // Sources often give only the month.
  const month = /^(\d{4})-(\d{2})$/.exec(value);
  if (month) {
    const date = new Date(Date.UTC(Number(month[1]), Number(month[2]) - 1, 1));
    return (monthYear ??= new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' })).format(date);
  }
  if (value) return value;
  return year === null || year === undefined || year === '' ? null : String(year);
}

/** The DOI resolver link of a DOI given bare, as 'doi:…' or as a URL. */
export function doiUrl(doi: string | null | undefined): string | null {
  const bare = (doi ?? '')
    .trim()
    .replace(/^https?:\/\/(dx\.)?doi\.org\//i, '')
    .replace(/^doi:\s*/i, '');
  if (!/^10\.\d{4,9}\/\S+$/.test(bare)) return null;
  return `https://doi.org/${bare}`;
}

/** The DOI without resolver prefix, for display. */
export function bareDoi(doi: string | null | undefined): string | null {
  const url = doiUrl(doi);
  return url ? url.slice('https://doi.org/'.length) : null;
}
