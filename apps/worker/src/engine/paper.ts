/**
 * Upload checks and text extraction with pdf.js: title, authors, abstract and sections in
 * reading order (two-column layouts included), references set aside, narration text cleaned.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { cleanNarrationText, countWords, detectLanguage, joinHyphenated, tidySpacing } from './text';
import type { ExtractedPaper, PaperErrorCode, PaperSection, PdfLimits } from './types';

export type { ExtractedPaper, PaperErrorCode, PdfLimits } from './types';

export const DEFAULT_MAX_BYTES = 50 * 1024 * 1024;
export const DEFAULT_MAX_PAGES = 150;

export class PaperError extends Error {
  readonly code: PaperErrorCode;
  constructor(code: PaperErrorCode, message: string) {
    super(message);
    this.name = 'PaperError';
    this.code = code;
  }
}

const NO_TEXT_MESSAGE = 'This PDF has no extractable text';
/** Shared with pdf-sandbox.ts, which fails a reader past its memory or time cap with it. */
export const TOO_COMPLEX_MESSAGE = 'This PDF is too complex to read';
/** Fewer letters than this across the whole file means a scan or an empty document. */
const MIN_LETTERS = 200;

const require = createRequire(import.meta.url);
// Local font data only: pdf.js must never reach the network for standard fonts.
const standardFontDataUrl = `${path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts')}${path.sep}`;

function limitsOf(limits: PdfLimits | undefined) {
  return { maxBytes: limits?.maxBytes ?? DEFAULT_MAX_BYTES, maxPages: limits?.maxPages ?? DEFAULT_MAX_PAGES };
}

function formatSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round(bytes / (1024 * 1024))} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

function hasPdfHeader(bytes: Uint8Array): boolean {
  // The header may follow a little junk (the spec allows it within the first 1024 bytes).
  const head = Buffer.from(bytes.subarray(0, 1024)).toString('latin1');
  return head.includes('%PDF-');
}

async function openPdf(bytes: Uint8Array, limits: PdfLimits | undefined): Promise<PDFDocumentProxy> {
  const { maxBytes, maxPages } = limitsOf(limits);
  if (bytes.byteLength > maxBytes) {
    throw new PaperError('too_large', `This PDF is larger than ${formatSize(maxBytes)}`);
  }
  if (!hasPdfHeader(bytes)) throw new PaperError('not_pdf', 'This file is not a PDF');
  const task = getDocument({
    // pdf.js may detach the buffer it is given; the caller keeps theirs.
    data: bytes.slice(),
    disableFontFace: true,
    useSystemFonts: false,
    isEvalSupported: false,
    standardFontDataUrl,
    verbosity: 0,
  });
  let doc: PDFDocumentProxy;
  try {
    doc = await task.promise;
  } catch (error) {
    await task.destroy().catch(() => undefined);
    const name = (error as { name?: string }).name;
    if (name === 'PasswordException') throw new PaperError('encrypted', 'This PDF is password-protected');
    throw new PaperError('unreadable', 'This PDF could not be read');
  }
  if (doc.numPages > maxPages) {
    await doc.destroy();
    throw new PaperError('too_many_pages', `This PDF has more than ${maxPages} pages`);
  }
  return doc;
}

/** Checks an upload by content: a real, readable, unencrypted PDF within the limits that has text. */
export async function checkPdf(bytes: Uint8Array, limits?: PdfLimits): Promise<void> {
  const doc = await openPdf(bytes, limits);
  try {
    let letters = 0;
    // Stops at the first pages that carry enough text, so a normal paper costs one page.
    for (let n = 1; n <= doc.numPages && letters < MIN_LETTERS; n += 1) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      for (const item of content.items) if ('str' in item) letters += (item.str.match(/\p{L}/gu) ?? []).length;
      page.cleanup();
    }
    if (letters < MIN_LETTERS) throw new PaperError('no_text', NO_TEXT_MESSAGE);
  } finally {
    await doc.destroy();
  }
}

interface RawItem {
  x: number;
  y: number;
  w: number;
  size: number;
  font: string;
  str: string;
}

interface Line {
  page: number;
  x0: number;
  x1: number;
  y: number;
  size: number;
  font: string;
  text: string;
  /** 0 single column or spanning, 1 left, 2 right. */
  column: number;
}

interface PageText {
  number: number;
  width: number;
  height: number;
  lines: Line[];
}

const round1 = (v: number) => Math.round(v * 10) / 10;

function itemsToLines(items: RawItem[], page: number): Line[] {
  const sorted = [...items].sort((a, b) => b.y - a.y || a.x - b.x);
  const rows: RawItem[][] = [];
  for (const item of sorted) {
    const row = rows[rows.length - 1];
    if (row && Math.abs(row[0]!.y - item.y) <= Math.max(1.2, 0.15 * Math.max(row[0]!.size, item.size))) row.push(item);
    else rows.push([item]);
  }
  const lines: Line[] = [];
  for (const row of rows) {
    row.sort((a, b) => a.x - b.x);
    let current: { items: RawItem[]; x0: number; x1: number; text: string } | null = null;
    const flush = () => {
      if (!current || !current.text.trim()) return;
      const sizeChars = new Map<number, number>();
      const fontChars = new Map<string, number>();
      for (const it of current.items) {
        const n = it.str.trim().length;
        if (!n) continue;
        sizeChars.set(round1(it.size), (sizeChars.get(round1(it.size)) ?? 0) + n);
        fontChars.set(it.font, (fontChars.get(it.font) ?? 0) + n);
      }
      const size = [...sizeChars].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0]?.[0] ?? current.items[0]!.size;
      const font = [...fontChars].sort((a, b) => b[1] - a[1])[0]?.[0] ?? current.items[0]!.font;
      lines.push({ page, x0: current.x0, x1: current.x1, y: current.items[0]!.y, size, font, text: current.text.replace(/\s+/g, ' ').trim(), column: 0 });
    };
    for (const item of row) {
      const blank = !item.str.trim();
      if (current) {
        const gap = item.x - current.x1;
        const limit = 0.9 * Math.max(item.size, current.items[current.items.length - 1]!.size);
        // Section numbers sit a wide tab away from their heading text ("8   Conclusions").
        const sectionNumber = /^\s*(?:\d{1,2}(?:\.\d{1,2})*\.?|[IVX]{1,4}\.)\s*$/.test(current.text);
        if (!blank && gap > (sectionNumber ? limit * 3 : limit)) {
          flush();
          current = null;
        }
      }
      if (!current) {
        if (blank) continue;
        current = { items: [], x0: item.x, x1: item.x, text: '' };
      }
      const gap = item.x - current.x1;
      if (!blank && current.text && !/\s$/.test(current.text) && gap > 0.12 * item.size) current.text += ' ';
      current.text += item.str;
      current.items.push(item);
      // Some producers give spaces absurd widths; only ink moves the line's right edge.
      if (!blank) current.x1 = Math.max(current.x1, item.x + item.w);
    }
    flush();
  }
  return lines;
}

async function readPages(doc: PDFDocumentProxy, maxTextItems: number): Promise<PageText[]> {
  let seen = 0;
  const pages: PageText[] = [];
  for (let n = 1; n <= doc.numPages; n += 1) {
    const page = await doc.getPage(n);
    const viewport = page.getViewport({ scale: 1 });
    const content = await page.getTextContent();
    seen += content.items.length;
    // An endless content stream: more text runs than any paper has.
    if (seen > maxTextItems) throw new PaperError('too_complex', TOO_COMPLEX_MESSAGE);
    const items: RawItem[] = [];
    for (const item of content.items) {
      if (!('str' in item) || !item.str) continue;
      const [a, b, c, d, e, f] = item.transform as number[];
      // Rotated text (axis labels, margin stamps) is never part of the narrative.
      if (Math.abs(b!) > 0.01 || Math.abs(c!) > 0.01) continue;
      const size = Math.hypot(c!, d!) || Math.abs(a!);
      if (size <= 0) continue;
      const maxWidth = Math.max(item.str.length, 1) * size * 0.9;
      items.push({ x: e!, y: f!, w: Math.min(item.width, maxWidth), size, font: item.fontName, str: item.str });
    }
    pages.push({ number: n, width: viewport.width, height: viewport.height, lines: itemsToLines(items, n) });
    page.cleanup();
  }
  return pages;
}

function weightedMode<T>(entries: Iterable<[T, number]>): T | undefined {
  const totals = new Map<T, number>();
  for (const [key, weight] of entries) totals.set(key, (totals.get(key) ?? 0) + weight);
  return [...totals].sort((a, b) => b[1] - a[1])[0]?.[0];
}

function removeRunningHeaders(pages: PageText[]): void {
  const marginKey = (line: Line, page: PageText) =>
    line.y > page.height * 0.88 || line.y < page.height * 0.12 ? line.text.toLowerCase().replace(/\d+/g, '#').replace(/\s+/g, ' ').trim() : null;
  const pagesByKey = new Map<string, Set<number>>();
  for (const page of pages) {
    for (const line of page.lines) {
      const key = marginKey(line, page);
      if (key) pagesByKey.set(key, (pagesByKey.get(key) ?? new Set()).add(page.number));
    }
  }
  const threshold = Math.max(2, Math.ceil(pages.length * 0.3));
  for (const page of pages) {
    page.lines = page.lines.filter((line) => {
      const key = marginKey(line, page);
      if (!key) return true;
      if (/^[#\s/|–—-]*$/.test(key) || /^(page|p\.)\s*#/.test(key)) return false;
      return (pagesByKey.get(key)?.size ?? 0) < (pages.length > 2 ? threshold : 99);
    });
  }
}

/**
 * Finds the vertical gutter of a two-column page, if any: an x band that no column-width line
 * crosses. Full-width lines (titles, structured abstracts, wide figures) are left out of the
 * vote so a page that is two-column only below its abstract still gets its gutter.
 */
function findGutter(page: PageText, bodySize: number): number | null {
  const body = page.lines.filter((l) => l.size >= bodySize * 0.85 && l.size <= bodySize * 1.25 && l.text.length >= 12);
  if (body.length < 10) return null;
  const left = Math.min(...body.map((l) => l.x0));
  const right = Math.max(...body.map((l) => l.x1));
  const narrow = body.filter((l) => l.x1 - l.x0 < (right - left) * 0.58);
  if (narrow.length < 10) return null;
  const bins = Math.ceil(page.width / 2);
  const coverage = new Array<number>(bins).fill(0);
  for (const line of narrow) {
    for (let b = Math.max(0, Math.floor(line.x0 / 2)); b <= Math.min(bins - 1, Math.floor(line.x1 / 2)); b += 1) coverage[b]! += 1;
  }
  const lo = Math.floor((page.width * 0.3) / 2);
  const hi = Math.ceil((page.width * 0.7) / 2);
  let min = Infinity;
  for (let b = lo; b <= hi; b += 1) min = Math.min(min, coverage[b]!);
  if (min > Math.max(1, narrow.length * 0.05)) return null;
  let best: [number, number] | null = null;
  for (let b = lo; b <= hi; b += 1) {
    if (coverage[b] !== min) continue;
    let e = b;
    while (e + 1 <= hi && coverage[e + 1] === min) e += 1;
    if (!best || e - b > best[1] - best[0]) best = [b, e];
    b = e;
  }
  if (!best) return null;
  // Bins are 2 pt wide: the centre of bins b0..b1 sits at b0 + b1 + 1 points.
  const gutter = best[0] + best[1] + 1;
  const leftCount = narrow.filter((l) => l.x1 <= gutter).length;
  const rightCount = narrow.filter((l) => l.x0 >= gutter).length;
  return leftCount >= 5 && rightCount >= 5 ? gutter : null;
}

function orderPage(page: PageText, bodySize: number): Line[] {
  const gutter = findGutter(page, bodySize);
  const byY = [...page.lines].sort((a, b) => b.y - a.y || a.x0 - b.x0);
  if (gutter === null) return byY;
  const spanning = byY.filter((l) => l.x0 < gutter - 3 && l.x1 > gutter + 3);
  const ordered: Line[] = [];
  let bandTop = Infinity;
  const emitBand = (bottom: number) => {
    const band = byY.filter((l) => l.y < bandTop && l.y > bottom && !spanning.includes(l));
    for (const l of band) l.column = l.x1 <= gutter + 3 ? 1 : 2;
    ordered.push(...band.filter((l) => l.column === 1), ...band.filter((l) => l.column === 2));
  };
  for (const span of spanning) {
    emitBand(span.y);
    ordered.push(span);
    bandTop = span.y;
  }
  emitBand(-Infinity);
  return ordered;
}

const REFERENCES_HEADING = /^(?:\d+\.?\s*|[IVX]+\.\s*)?(?:references?|bibliography|literature cited|works cited|references and notes|cited literature|reference list)\s*:?$/i;
const BACK_MATTER_HEADING =
  /^(?:\d+\.?\s*)?(?:acknowledge?ments?|funding(?: sources?| information)?|competing interests?|conflicts? of interests?|declaration of (?:competing )?interests?|author(?:s'|’s|s)? contributions?|contributors|supporting information|supplementary (?:material|information|data)|abbreviations|data availability(?: statement)?|availability of data.*|ethics(?: approval)?.*|consent.*|authors'? information|additional files?|declarations|disclosures?|notes|role of the funding source|funding statement)\s*:?$/i;
const ABSTRACT_LABEL = /^(abstract|summary)\b\s*[.:—–-]?\s*(.*)$/i;
const KEYWORDS_LABEL = /^(key\s?words|index terms)\b/i;
const CAPTION_START = /^(?:fig\.?|figure|figs\.?|table|tab\.|scheme|chart)\s*[A-Z]?\d+/i;
const CAPTION = /^(?:fig\.?|figure|figs\.?|table|tab\.|scheme|chart)\s*[A-Z]?\d+[a-z]?\s*[.:|]/i;

interface Classified extends Line {
  heading: boolean;
  body: boolean;
}

function isHeadingLine(line: Line, bodySize: number, bodyFont: string, lineWidth: number): boolean {
  const text = line.text.trim();
  if (text.length < 3 || text.length > 120) return false;
  const words = text.split(/\s+/);
  if (words.length > 14) return false;
  if (!/^[\p{Lu}\d]/u.test(text)) return false;
  if (/[,;]$/.test(text)) return false;
  const numbered = /^(?:\d{1,2}(?:\.\d{1,2}){0,3}\.?|[IVX]{1,4}\.)\s+\p{Lu}/u.test(text);
  if (/\.$/.test(text) && !numbered && words.length > 3) return false;
  const letters = (text.match(/\p{L}/gu) ?? []).length;
  if (letters / text.replace(/\s/g, '').length < 0.7) return false;
  if (!words.some((w) => /\p{L}{4,}/u.test(w))) return false;
  if (CAPTION_START.test(text)) return false;
  if (line.size >= bodySize * 1.12 && line.size <= bodySize * 2.2) return true;
  if (line.size < bodySize * 0.9) return false;
  const otherFont = line.font !== bodyFont;
  if (numbered && (otherFont || line.size >= bodySize * 1.05) && words.length <= 12) return true;
  // A line in another font is only a heading when it is also short: panels and italics fill the column.
  if (otherFont && words.length <= 10 && !/\.$/.test(text) && line.x1 - line.x0 < lineWidth * 0.8) return true;
  const caps = text.replace(/[^\p{L}]/gu, '');
  return caps.length >= 4 && caps === caps.toUpperCase() && words.length <= 8 && /^[\p{Lu}\d\s.:&,-]+$/u.test(text);
}

function buildVocabulary(lines: Line[]): Set<string> {
  const vocabulary = new Set<string>();
  for (const line of lines) {
    for (const word of line.text.toLowerCase().match(/[\p{L}]+(?:-[\p{L}]+)*/gu) ?? []) vocabulary.add(word);
  }
  return vocabulary;
}

/** Joins lines into paragraphs: breaks at vertical gaps, first-line indents and short last lines. */
function toParagraphs(lines: Classified[], vocabulary: Set<string>): string[] {
  const paragraphs: string[] = [];
  let current = '';
  let previous: Classified | null = null;
  const columnRight = new Map<string, number>();
  for (const l of lines) {
    const key = `${l.page}:${l.column}`;
    columnRight.set(key, Math.max(columnRight.get(key) ?? 0, l.x1));
  }
  for (const line of lines) {
    let breakHere = false;
    if (previous && previous.page === line.page && previous.column === line.column) {
      const gap = previous.y - line.y;
      if (gap > line.size * 1.9 || gap < 0) breakHere = true;
      if (line.x0 > previous.x0 + line.size * 0.7 && line.x0 - previous.x0 < line.size * 4) breakHere = true;
      const right = columnRight.get(`${line.page}:${line.column}`) ?? previous.x1;
      if (/[.!?:]["”’)]?$/.test(previous.text) && previous.x1 < right - line.size * 2.5) breakHere = true;
    } else if (previous && /[.!?]["”’)]?$/.test(previous.text) && /^\p{Lu}/u.test(line.text)) {
      // Across columns or pages a paragraph usually continues unless the sentence ended.
      const right = columnRight.get(`${previous.page}:${previous.column}`) ?? previous.x1;
      if (previous.x1 < right - line.size * 2.5) breakHere = true;
    }
    if (breakHere && current) {
      paragraphs.push(current);
      current = '';
    }
    current = current ? (/[\p{L}]-$/u.test(current) ? joinHyphenated(current, line.text, vocabulary) : `${current} ${line.text}`) : line.text;
    previous = line;
  }
  if (current) paragraphs.push(current);
  return paragraphs
    .map((p) => tidySpacing(p))
    .filter((p) => !CAPTION.test(p))
    .map((p) => cleanNarrationText(p))
    .filter((p) => {
      const chars = p.replace(/\s/g, '').length;
      const letters = (p.match(/\p{L}/gu) ?? []).length;
      return countWords(p) >= 4 && letters / Math.max(chars, 1) > 0.6;
    });
}

const JUNK_TITLE = /^(untitled|microsoft word|proceedings template|template|document\d*|title|paper|manuscript|article)\b|\.(docx?|pdf|tex|dvi|indd|qxd)$/i;

function words(text: string): string[] {
  return text.toLowerCase().match(/\p{L}+/gu) ?? [];
}

function pickTitle(metaTitle: string | undefined, page1: Line[]): { title: string; lines: Line[] } {
  const candidates = page1.filter((l) => (l.text.match(/\p{L}/gu) ?? []).length >= 3);
  const maxSize = Math.max(...candidates.map((l) => l.size));
  const titleLines = candidates
    .filter((l) => l.size >= maxSize - 0.6)
    .sort((a, b) => b.y - a.y);
  // A title block is contiguous: stop at the first big vertical jump.
  const block: Line[] = [];
  for (const line of titleLines) {
    const last = block[block.length - 1];
    if (last && last.y - line.y > line.size * 2.2) break;
    block.push(line);
  }
  const fromLayout = tidySpacing(block.map((l) => l.text).join(' ').replace(/([\p{L}])- (\p{Ll})/gu, '$1$2'));
  const meta = metaTitle?.replace(/\s+/g, ' ').trim() ?? '';
  if (meta.length >= 8 && meta.length <= 300 && meta.split(' ').length >= 2 && !JUNK_TITLE.test(meta)) {
    const pageWords = new Set(words(page1.map((l) => l.text).join(' ')));
    const metaWords = words(meta);
    const found = metaWords.filter((w) => pageWords.has(w)).length;
    if (metaWords.length > 0 && found / metaWords.length >= 0.6) return { title: meta, lines: block };
  }
  return { title: fromLayout, lines: block };
}

const INSTITUTION = /universit|institut|school|department|dept|laborator|college|cent(?:re|er)|hospital|academy|\binc\b|\bltd\b|\bllc\b|foundation|research|faculty|ministry|\bkey\b|corresponding|email|e-mail|@/i;
const NAME = /^\p{Lu}[\p{L}'’.-]*(?:\s+(?:(?:van|von|de|der|den|da|di|del|la|le)\s+)?\p{Lu}[\p{L}'’.-]*){1,4}$/u;

function parseNames(text: string): string[] {
  const cleaned = text.replace(/[\d*†‡§¶☯✉#∗⁎]+/g, ' ').replace(/\s+/g, ' ');
  return cleaned
    .split(/,|;|\band\b|&/)
    .map((part) => part.trim().replace(/\s+/g, ' '))
    .filter((part) => part && NAME.test(part) && !INSTITUTION.test(part));
}

function pickAuthors(metaAuthor: string | undefined, page1: Line[], titleLines: Line[], abstractY: number | null): string[] {
  const titleBottom = Math.min(...titleLines.map((l) => l.y));
  const below = page1
    .filter((l) => l.y < titleBottom - 1 && (abstractY === null || l.y > abstractY))
    .sort((a, b) => b.y - a.y || a.x0 - b.x0);
  const authors: string[] = [];
  let started = false;
  // Author lines sit directly under the title; the first line without names ends them.
  for (const line of below.slice(0, 12)) {
    if (line.size < 5.5) continue;
    const names = parseNames(line.text);
    const looksLikeAuthors = names.length > 0 && names.join(' ').length >= line.text.replace(/[\d*†‡§¶☯✉#∗,;]|\band\b/g, '').trim().length * 0.6;
    if (looksLikeAuthors) {
      started = true;
      authors.push(...names);
    } else if (started) break;
  }
  if (authors.length > 0) return [...new Set(authors)].slice(0, 40);
  const fromMeta = metaAuthor ? parseNames(metaAuthor) : [];
  return fromMeta.slice(0, 40);
}

function splitReferences(lines: Line[], vocabulary: Set<string>): string[] {
  const entries: string[] = [];
  let current = '';
  let currentX = 0;
  for (const line of lines) {
    const starts = /^(?:\[\d+\]|\d{1,3}\.\s|\d{1,3}\s+\p{Lu}|\[?\d{1,3}[\].]?$)/u.test(line.text);
    const hanging = /\.$/.test(current) && /^\p{Lu}/u.test(line.text) && line.x0 < currentX - 3;
    if (current && (starts || hanging)) {
      entries.push(current);
      current = '';
    }
    if (!current) currentX = line.x0;
    current = current ? (/[\p{L}]-$/u.test(current) ? joinHyphenated(current, line.text, vocabulary) : `${current} ${line.text}`) : line.text;
  }
  if (current) entries.push(current);
  return entries.map((e) => tidySpacing(e)).filter((e) => e.length > 10);
}

/** Extracts the paper's structure for narration. Throws PaperError for files that cannot serve. */
export async function extractPaper(bytes: Uint8Array, limits?: PdfLimits, _options: { figuresDir?: string } = {}): Promise<ExtractedPaper> {
  const doc = await openPdf(bytes, limits);
  let pages: PageText[];
  let metaTitle: string | undefined;
  let metaAuthor: string | undefined;
  try {
    const metadata = await doc.getMetadata().catch(() => null);
    const info = (metadata?.info ?? {}) as { Title?: unknown; Author?: unknown };
    metaTitle = typeof info.Title === 'string' ? info.Title : undefined;
    metaAuthor = typeof info.Author === 'string' ? info.Author : undefined;
    pages = await readPages(doc, limits?.maxTextItems ?? (Number(process.env.PDF_MAX_TEXT_ITEMS) || 2_000_000));
  } finally {
    await doc.destroy();
  }

  const allLines = pages.flatMap((p) => p.lines);
  const letters = allLines.reduce((sum, l) => sum + (l.text.match(/\p{L}/gu) ?? []).length, 0);
  if (letters < MIN_LETTERS) throw new PaperError('no_text', NO_TEXT_MESSAGE);

  const bodySize = weightedMode(allLines.map((l): [number, number] => [Math.round(l.size * 2) / 2, l.text.length])) ?? 10;
  const bodyFont = weightedMode(allLines.filter((l) => Math.abs(l.size - bodySize) <= 0.6).map((l): [string, number] => [l.font, l.text.length])) ?? '';
  const page1Lines = [...(pages[0]?.lines ?? [])];
  const widths = allLines.filter((l) => Math.abs(l.size - bodySize) <= 0.6 && l.text.length >= 30).map((l) => l.x1 - l.x0).sort((a, b) => a - b);
  const lineWidth = widths[Math.floor(widths.length / 2)] ?? 300;

  removeRunningHeaders(pages);
  const ordered: Classified[] = pages
    .flatMap((p) => orderPage(p, bodySize))
    .map((l) => ({ ...l, heading: isHeadingLine(l, bodySize, bodyFont, lineWidth), body: l.size >= bodySize * 0.85 }));
  const vocabulary = buildVocabulary(ordered);

  // References: the first references heading past the front matter; everything after is set aside.
  let refIndex = ordered.findIndex((l, i) => i > ordered.length * 0.2 && REFERENCES_HEADING.test(l.text.trim()));
  if (refIndex < 0) refIndex = ordered.length;
  const references = splitReferences(ordered.slice(refIndex + 1).filter((l) => l.size >= bodySize * 0.6), vocabulary);
  const main = ordered.slice(0, refIndex);

  const firstPages = main.filter((l) => l.page <= 2);
  const abstractIndex = main.findIndex((l) => l.page <= 2 && ABSTRACT_LABEL.test(l.text.trim()) && (l.text.trim().length < 12 || /^(abstract|summary)\s*[.:—–-]/i.test(l.text.trim())));
  const { title, lines: titleLines } = pickTitle(metaTitle, page1Lines);

  let bodyStart: number;
  let abstractLines: Classified[] = [];
  if (abstractIndex >= 0) {
    let end = abstractIndex + 1;
    while (end < main.length && !(main[end]!.heading && main[end]!.body) && !KEYWORDS_LABEL.test(main[end]!.text)) end += 1;
    const label = main[abstractIndex]!;
    const inline = ABSTRACT_LABEL.exec(label.text.trim())?.[2] ?? '';
    abstractLines = [...(inline ? [{ ...label, text: inline }] : []), ...main.slice(abstractIndex + 1, end).filter((l) => l.size >= bodySize * 0.88)];
    bodyStart = end;
  } else {
    const firstHeading = main.findIndex((l) => l.heading && l.body && !titleLines.some((t) => t.page === l.page && t.y === l.y));
    bodyStart = firstHeading >= 0 ? firstHeading : firstPages.length;
  }

  const sections: PaperSection[] = [];
  let heading = '';
  let buffer: Classified[] = [];
  let skipping = false;
  let inKeywords = false;
  const flushSection = () => {
    if (!skipping && buffer.length > 0) {
      const paragraphs = toParagraphs(buffer, vocabulary);
      if (paragraphs.length > 0) sections.push({ heading: heading || 'Introduction', paragraphs });
    }
    buffer = [];
  };
  for (let i = bodyStart; i < main.length; i += 1) {
    const line = main[i]!;
    if (KEYWORDS_LABEL.test(line.text)) {
      inKeywords = true;
      continue;
    }
    if (line.heading && line.body) {
      inKeywords = false;
      const text = tidySpacing(line.text);
      const previous = main[i - 1];
      // A heading wrapped over two lines arrives as two heading lines in a row.
      if (previous && previous.heading && buffer.length === 0 && i > bodyStart && previous.size === line.size && previous.font === line.font && previous.y - line.y < line.size * 1.8) {
        heading = `${heading} ${text}`.trim();
        continue;
      }
      flushSection();
      heading = text;
      skipping = BACK_MATTER_HEADING.test(text);
      continue;
    }
    if (!line.body || inKeywords) continue;
    buffer.push(line);
  }
  flushSection();

  let abstract = toParagraphs(abstractLines, vocabulary).join(' ');
  if (!abstract && sections[0]) abstract = sections[0].paragraphs[0] ?? '';
  const languageSample = [abstract, ...sections.slice(0, 3).flatMap((s) => s.paragraphs)].join(' ');

  const abstractY = abstractIndex >= 0 && main[abstractIndex]!.page === 1 ? main[abstractIndex]!.y : null;
  return {
    title: title || sections[0]?.heading || 'Untitled paper',
    authors: pickAuthors(metaAuthor, page1Lines, titleLines, abstractY),
    abstract,
    language: detectLanguage(languageSample),
    sections,
    references,
    pageCount: pages.length,
  };
}
