/**
 * Finds a quote in the text of a PDF page and computes the rectangles that cover it, in PDF user
 * space (origin at the page box's bottom-left, y up, one rectangle per line). Pure: it works on
 * pdf.js's text content items (`page.getTextContent().items`), so the browser viewer and Node
 * build scripts share it (the Chat With Paper samples are located with it, decision 0013).
 *
 * Matching ignores white space, hyphens (line breaks split words with them, or drop them), accents,
 * ligatures and case. A quote that is not on the page whole may still be partly there: a sentence
 * running on to the next page, or interrupted by a footnote; then its longest beginning and end
 * found on the page are covered.
 */
import type { PdfRect } from './PdfViewer/geometry';

/** One run of text on a page, as pdf.js's `TextItem` has it. */
export interface PdfTextRun {
  str: string;
  /** The run's text matrix `[a, b, c, d, e, f]`: (e, f) is where its baseline starts. */
  transform: readonly number[];
  /** Advance width of the whole run in PDF units. */
  width: number;
  height: number;
}

/** What else pdf.js puts among the runs (marked content); it is skipped. */
export interface PdfMarkedContent {
  type: string;
}

export type PdfTextContentItem = PdfTextRun | PdfMarkedContent;

const isRun = (item: PdfTextContentItem): item is PdfTextRun =>
  typeof (item as PdfTextRun).str === 'string' && Array.isArray((item as PdfTextRun).transform);

export interface QuoteLocation {
  /** One rectangle per line the quote covers on this page, in PDF user space. */
  rects: PdfRect[];
  /** 'exact': the whole quote is on the page; 'partial': only its beginning and/or end. */
  match: 'exact' | 'partial';
  /** How many times the whole quote occurs on the page (0 for a partial match). */
  occurrences: number;
}

export interface LocateOptions {
  /**
   * Normalised characters a partial match needs (a beginning or an end of the quote); shorter
   * pieces are too likely to be found by chance. 0 turns partial matching off.
   * @default 24
   */
  minPartial?: number;
}

/** Rough Helvetica advance widths (1/1000 em) to place a quote's first and last word inside a text run. */
const WIDTHS: Record<string, number> = {};
const TABLE: [string, number][] = [
  [' !,./:;I[\\]ft', 278],
  ['"', 355],
  ["'", 191],
  ['()-`r', 333],
  ['*', 389],
  ['+<=>', 584],
  ['%', 889],
  ['&ABEKPSVXY', 667],
  ['@', 1015],
  ['CDHNRUw', 722],
  ['FTZ', 611],
  ['GOQ', 778],
  ['J', 500],
  ['L', 556],
  ['Mm', 833],
  ['W', 944],
  ['^', 469],
  ['cksvxyz', 500],
  ['ijl', 222],
];
for (const [chars, width] of TABLE) for (const char of chars) WIDTHS[char] = width;
const widthOf = (char: string) => WIDTHS[char] ?? 556;

/** What matching keeps of one character: nothing for white space and hyphens, base letters lower-cased otherwise ('ﬁ' → 'fi'). */
export function normalizeChar(char: string): string {
  return char
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[\s\u00ad\-\u2010\u2011]/g, '')
    .toLowerCase();
}

/** A quote as matching sees it; a leading or trailing '…' (a cut sentence) is not matched. */
export function normalizeQuote(quote: string): string {
  return [...quote.trim().replace(/^(?:…|\.\.\.)\s*|\s*(?:…|\.\.\.)$/g, '')].map(normalizeChar).join('');
}

interface CharRef {
  item: number;
  index: number;
}

/** The page's text as one normalised string, with where each of its characters comes from. */
function pageStream(runs: readonly PdfTextRun[]) {
  let text = '';
  const refs: CharRef[] = [];
  runs.forEach((run, item) => {
    [...run.str].forEach((char, index) => {
      for (const normalized of normalizeChar(char)) {
        text += normalized;
        refs.push({ item, index });
      }
    });
  });
  return { text, refs };
}

const round = (value: number) => Math.round(value * 100) / 100;

/** One rectangle per run of text the characters cover, then merged per line (columns stay apart). */
function rectsFor(runs: readonly PdfTextRun[], refs: readonly CharRef[]): PdfRect[] {
  const spans = new Map<number, { from: number; to: number }>();
  for (const ref of refs) {
    const span = spans.get(ref.item);
    if (!span) spans.set(ref.item, { from: ref.index, to: ref.index });
    else span.to = Math.max(span.to, ref.index);
  }
  const pieces: (PdfRect & { baseline: number; size: number })[] = [];
  for (const [itemIndex, { from, to }] of spans) {
    const run = runs[itemIndex]!;
    const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0] = run.transform;
    // Rotated text (a vertical label) is not covered: its rectangle would need a rotation.
    if (Math.abs(b) > 1e-3 || Math.abs(c) > 1e-3) continue;
    const chars = [...run.str];
    const total = chars.reduce((sum, char) => sum + widthOf(char), 0) || 1;
    const before = chars.slice(0, from).reduce((sum, char) => sum + widthOf(char), 0);
    const covered = chars.slice(from, to + 1).reduce((sum, char) => sum + widthOf(char), 0);
    const size = Math.abs(d) || Math.abs(a) || run.height;
    const x = e + (run.width * before) / total;
    pieces.push({ x, y: f - 0.22 * size, width: (run.width * covered) / total, height: 1.1 * size, baseline: f, size });
  }
  pieces.sort((p, q) => q.baseline - p.baseline || p.x - q.x);
  const lines: typeof pieces = [];
  for (const piece of pieces) {
    const line = lines.find(
      (l) =>
        Math.abs(l.baseline - piece.baseline) < 0.5 * Math.max(l.size, piece.size) &&
        piece.x <= l.x + l.width + 2 * l.size &&
        piece.x + piece.width >= l.x - 2 * l.size,
    );
    if (!line) {
      lines.push({ ...piece });
      continue;
    }
    const left = Math.min(line.x, piece.x);
    const right = Math.max(line.x + line.width, piece.x + piece.width);
    const bottom = Math.min(line.y, piece.y);
    const top = Math.max(line.y + line.height, piece.y + piece.height);
    Object.assign(line, { x: left, width: right - left, y: bottom, height: top - bottom, size: Math.max(line.size, piece.size) });
  }
  return lines.map(({ x, y, width, height }) => ({ x: round(x), y: round(y), width: round(width), height: round(height) }));
}

function occurrencesOf(text: string, wanted: string): number {
  let count = 0;
  for (let at = text.indexOf(wanted); at >= 0; at = text.indexOf(wanted, at + 1)) count += 1;
  return count;
}

/** The longest piece of `wanted` taken from its start (or end) that `text` contains: [index in text, length]. */
function longestPiece(text: string, wanted: string, fromEnd: boolean): [number, number] {
  const piece = (length: number) => (fromEnd ? wanted.slice(wanted.length - length) : wanted.slice(0, length));
  // Containment is monotone in the length, so a binary search finds the longest.
  let lo = 0;
  let hi = wanted.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (text.includes(piece(mid))) lo = mid;
    else hi = mid - 1;
  }
  return lo === 0 ? [-1, 0] : [text.indexOf(piece(lo)), lo];
}

/**
 * Where `quote` is on the page whose text content is `items`, or null when it is not there (nor enough
 * of its beginning or end). A quote found more than once is located at its first occurrence.
 * @example locateQuote((await page.getTextContent()).items, 'We propose a new model.')
 */
export function locateQuote(
  items: readonly PdfTextContentItem[],
  quote: string,
  { minPartial = 24 }: LocateOptions = {},
): QuoteLocation | null {
  let wanted = normalizeQuote(quote);
  if (!wanted) return null;
  const runs = items.filter(isRun);
  const { text, refs } = pageStream(runs);
  let at = text.indexOf(wanted);
  // A sentence the page ends with a citation the quote leaves out ('…in wheat [3].') is whole
  // without its full stop.
  const bare = wanted.replace(/[.!?]$/, '');
  if (at < 0 && bare !== wanted && text.includes(bare)) [wanted, at] = [bare, text.indexOf(bare)];
  if (at >= 0)
    return { rects: rectsFor(runs, refs.slice(at, at + wanted.length)), match: 'exact', occurrences: occurrencesOf(text, wanted) };
  if (minPartial <= 0 || wanted.length < minPartial) return null;
  const [headAt, headLength] = longestPiece(text, wanted, false);
  const [tailAt, tailLength] = longestPiece(text, wanted, true);
  const head = headLength >= minPartial ? [headAt, headAt + headLength] : null;
  const tail = tailLength >= minPartial ? [tailAt, tailAt + tailLength] : null;
  if (!head && !tail) return null;
  let ranges: number[][];
  // Beginning and end close together, in order: something sits between them (a footnote mark), cover it all.
  if (head && tail && tail[0]! >= head[0]! && tail[1]! - head[0]! <= wanted.length * 1.5) ranges = [[head[0]!, tail[1]!]];
  else ranges = [head, tail].filter((range): range is number[] => range !== null);
  const covered = ranges.flatMap(([from, to]) => refs.slice(from, to));
  const rects = rectsFor(runs, covered);
  return rects.length ? { rects, match: 'partial', occurrences: 0 } : null;
}
