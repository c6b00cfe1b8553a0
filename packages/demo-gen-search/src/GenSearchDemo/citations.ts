/**
 * Inline citations of SPEC §5: one or more 32-character hex ids in square brackets, comma separated,
 * e.g. `[0f3c…9a]` or `[0f3c…9a, 7be1…02]`.
 */
export const CITATION_PATTERN = /\[\s*([0-9a-f]{32}(?:\s*,\s*[0-9a-f]{32})*)\s*\]/gi;

export type SummarySegment = { kind: 'text'; text: string } | { kind: 'citation'; ids: string[] };

/** Splits an answer into plain text and citation groups, in order. Ids are lower-cased. */
export function parseCitations(text: string): SummarySegment[] {
  const segments: SummarySegment[] = [];
  let last = 0;
  for (const match of text.matchAll(CITATION_PATTERN)) {
    const at = match.index;
    if (at > last) segments.push({ kind: 'text', text: text.slice(last, at) });
    const ids = (match[1] ?? '').split(',').map((id) => id.trim().toLowerCase());
    segments.push({ kind: 'citation', ids });
    last = at + match[0].length;
  }
  if (last < text.length) segments.push({ kind: 'text', text: text.slice(last) });
  return segments;
}

/** Cited ids in order of first appearance, without repeats. */
export function citedIds(text: string): string[] {
  const seen = new Set<string>();
  for (const segment of parseCitations(text)) {
    if (segment.kind === 'citation') for (const id of segment.ids) seen.add(id);
  }
  return [...seen];
}

/** The text with every citation group removed (for blurred filler, plain-text previews). */
export function stripCitations(text: string): string {
  return text
    .replace(CITATION_PATTERN, '')
    .replace(/[ \t]+([.,;:])/g, '$1')
    .replace(/[ \t]{2,}/g, ' ');
}
