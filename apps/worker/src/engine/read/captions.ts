/** Captions in the page text (issue 14): 'Figure 3: …', 'Table 1 | …', each with its lines and box in PDF user space. */
import type { Box, Line, PageText } from './layout';

export interface Caption {
  kind: 'figure' | 'table';
  /** 'Figure 3', 'Table 2', 'Figure S1'. */
  label: string;
  id: string;
  page: number;
  /** The caption's lines, first to last. */
  lines: Line[];
  box: Box;
}

export const LABEL = /^(fig(?:ure)?s?\.?|table|tab\.)\s*(S?\d{1,3}|[IVX]{1,5})(?![\d.]\d)([a-z]?)\b\s*(.*)$/i;

/**
 * Whether a line opens a caption: 'Figure 3: …', 'Fig. 2. …', 'Table 1 | …', 'TABLE IV …', or BMC's
 * 'Figure 1 Location of …' (no punctuation, a capital after the number). A sentence that starts
 * with a figure reference ('Figure 2 shows …', 'Table 9).') is not one.
 */
export function captionLabel(text: string): { kind: 'figure' | 'table'; number: string } | null {
  const match = LABEL.exec(text.trim());
  if (!match) return null;
  const [, word, number, , rest] = match;
  const kind = /^t/i.test(word!) ? 'table' : 'figure';
  if (/^fig(?:ure)?s$/i.test(word!.replace(/\.$/, ''))) return null;
  const tail = rest!.trim();
  // Roman numerals only in capitals (IEEE: 'TABLE IV'), so 'Table I' in prose is not taken for one.
  if (/^[IVX]+$/.test(number!) && word !== word!.toUpperCase()) return null;
  if (tail === '' || /^[.:|—–-]/.test(rest!.trimStart())) return { kind, number: number! };
  if (/^[\p{Lu}(]/u.test(tail) && !/^(?:and|or|to|in)\b/i.test(tail)) return { kind, number: number! };
  return null;
}

export const lineBox = (l: Line): Box => ({ x0: l.x0, y0: l.y - l.size * 0.28, x1: l.x1, y1: l.y + l.size * 0.85 });

export function union(a: Box | null, b: Box): Box {
  if (!a) return { ...b };
  return { x0: Math.min(a.x0, b.x0), y0: Math.min(a.y0, b.y0), x1: Math.max(a.x1, b.x1), y1: Math.max(a.y1, b.y1) };
}

export const overlapX = (a: Box, b: Box) => Math.max(0, Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0));

/**
 * Finds the captions of one page. A caption runs on from its first line over the lines set
 * directly below it in the same size and horizontal range; lines in `taken` are left alone.
 */
export function findCaptions(page: PageText, taken: ReadonlySet<Line>): Caption[] {
  const captions: Caption[] = [];
  const used = new Set<Line>();
  const byY = [...page.lines].sort((a, b) => b.y - a.y || a.x0 - b.x0);
  for (const first of byY) {
    if (used.has(first) || taken.has(first)) continue;
    const label = captionLabel(first.text);
    if (!label) continue;
    const lines = [first];
    let last = first;
    let range = { x0: first.x0, x1: first.x1 };
    for (let guard = 0; guard < 30; guard += 1) {
      const next = byY
        .filter((l) => !used.has(l) && !lines.includes(l) && l.y < last.y && last.y - l.y <= Math.max(l.size, last.size) * 1.5)
        .filter((l) => Math.abs(l.size - first.size) <= Math.max(0.8, first.size * 0.1))
        .filter((l) => Math.min(range.x1, l.x1) - Math.max(range.x0, l.x0) > Math.min(l.x1 - l.x0, range.x1 - range.x0) * 0.6)
        .sort((a, b) => b.y - a.y)[0];
      if (!next || captionLabel(next.text)) break;
      // A caption set in the body size with no gap before the prose: stop at a paragraph's first-line indent.
      lines.push(next);
      range = { x0: Math.min(range.x0, next.x0), x1: Math.max(range.x1, next.x1) };
      last = next;
      if (/[.]$/.test(next.text) && next.x1 < range.x1 - first.size * 4) break;
    }
    for (const l of lines) used.add(l);
    const kind = label.kind;
    const number = label.number.toUpperCase().startsWith('S') ? `S${label.number.slice(1)}` : label.number;
    const name = kind === 'figure' ? 'Figure' : 'Table';
    captions.push({
      kind,
      label: `${name} ${number}`,
      id: `${kind}-${number}`,
      page: page.number,
      lines,
      box: lines.map(lineBox).reduce<Box | null>((acc, b) => union(acc, b), null)!,
    });
  }
  return captions;
}
