/**
 * Upload checks and text extraction with pdf.js: title, authors, abstract and sections in
 * reading order (two-column layouts included), references set aside, narration text cleaned.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { cropFacingFigure, cropFigures, findCaptions, graphicsBoxes, locateFigures, union, wholePageFigure, type Caption } from './figures';
import { findCitation, isFurniture, removeEmails } from './furniture';
import { orderPages, readPageText, removeRunningHeaders, weightedMode, type Box, type Line, type PageText } from './layout';
import { cleanNarrationText, countWords, detectLanguage, joinHyphenated, tidySpacing } from './text';
import type { ExtractedPaper, PaperErrorCode, PaperFigure, PaperSection, PdfLimits } from './types';

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
  /** Set for lines that are never narration: a caption, a figure's inside, a display equation. */
  role?: 'caption' | 'figure' | 'equation';
}

interface Paragraph {
  text: string;
  /** Page of its first line. */
  page: number;
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

/**
 * pdf.js drops soft hyphens (U+00AD, which Elsevier sets for every hyphen) without a trace:
 * 'perfor' / 'ming' at a line end. The line stops short of its column's edge by about a hyphen,
 * and the joined word is one the paper uses elsewhere.
 */
function lostHyphen(previous: Line, line: Line, right: number, vocabulary: Set<string>): boolean {
  if (previous.page !== line.page || previous.column !== line.column) return false;
  const shortBy = right - previous.x1;
  if (shortBy < previous.size * 0.12 || shortBy > previous.size * 0.7) return false;
  const head = /(\p{L}+)$/u.exec(previous.text)?.[1];
  const tail = /^(\p{Ll}+)/u.exec(line.text)?.[1];
  if (!head || !tail) return false;
  return vocabulary.has((head + tail).toLowerCase());
}

/** Inside a line, a dropped soft hyphen leaves a space: 'sub Saharan' where the paper prints 'sub-Saharan' elsewhere. */
function restoreHyphens(text: string, vocabulary: Set<string>): string {
  return text.replace(/(?<=(\p{L}+)) (?=(\p{L}+))/gu, (space, a: string, b: string) => (vocabulary.has(`${a}-${b}`.toLowerCase()) ? '-' : space));
}

/** Joins lines into paragraphs: breaks at vertical gaps, first-line indents and short last lines. */
function toParagraphs(lines: Classified[], vocabulary: Set<string>): Paragraph[] {
  const paragraphs: Paragraph[] = [];
  let current = '';
  let currentPage = 0;
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
      paragraphs.push({ text: current, page: currentPage });
      current = '';
    }
    if (!current) currentPage = line.page;
    if (!current) current = line.text;
    else if (/[\p{L}]-$/u.test(current)) current = joinHyphenated(current, line.text, vocabulary);
    else if (previous && lostHyphen(previous, line, columnRight.get(`${previous.page}:${previous.column}`) ?? previous.x1, vocabulary)) current += line.text;
    else current = `${current} ${line.text}`;
    previous = line;
  }
  if (current) paragraphs.push({ text: current, page: currentPage });
  return paragraphs
    .map((p) => ({ ...p, text: restoreHyphens(tidySpacing(p.text), vocabulary) }))
    .filter((p) => !CAPTION.test(p.text) && !isFurniture(p.text))
    .map((p) => ({ ...p, text: cleanNarrationText(removeEmails(p.text)) }))
    .filter((p) => {
      const chars = p.text.replace(/\s/g, '').length;
      const letters = (p.text.match(/\p{L}/gu) ?? []).length;
      return countWords(p.text) >= 4 && letters / Math.max(chars, 1) > 0.6;
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
  if (fromMeta.length > 0) return fromMeta.slice(0, 40);
  // No person named: a group may sign the paper ('The ATLAS Collaboration', 'Paperlight Research')
  // on the line under the title. An affiliation line (a university, an address) is not an author.
  const first = below.find((line) => line.size >= 5.5);
  const group = first?.text.replace(/\s+/g, ' ').trim() ?? '';
  return GROUP_AUTHOR.test(group) && !AFFILIATION.test(group) && group.split(' ').length <= 6 ? [group] : [];
}

const GROUP_AUTHOR = /^(?:the\s+)?\p{Lu}[\p{L}-]*(?:\s+[\p{L}-]+){0,4}\s+(?:collaboration|consortium|group|team|research|labs?|initiative|network|project)$/iu;
const AFFILIATION = /universit|institut|department|dept\b|school|hospital|college|faculty|ministry|[,@\d]/i;

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


// Operators, Greek, mathematical alphanumerics and the stray astral-plane glyphs broken math fonts map to.
const MATH = /[=<>\u{2264}\u{2265}\u{2248}\u{2260}\u{223C}\u{221D}\u{B1}\u{D7}\u{F7}\u{B7}\u{2211}\u{220F}\u{222B}\u{2202}\u{2207}\u{221A}\u{221E}\u{2208}\u{2209}\u{2282}\u{2286}\u{222A}\u{2229}\u{2192}\u{2190}\u{2194}\u{21D2}\u{21D4}\u{2200}\u{2203}\u{3B1}\u{3B2}\u{3B3}\u{3B4}\u{3B5}\u{3B6}\u{3B7}\u{3B8}\u{3B9}\u{3BA}\u{3BB}\u{3BC}\u{3BD}\u{3BE}\u{3C0}\u{3C1}\u{3C3}\u{3C4}\u{3C5}\u{3C6}\u{3C7}\u{3C8}\u{3C9}\u{393}\u{394}\u{398}\u{39B}\u{39E}\u{3A0}\u{3A3}\u{3A6}\u{3A8}\u{3A9}\u{2016}|^_\u{210E}\u{1D400}-\u{1D7FF}\u{1F000}-\u{2FFFF}]/gu;

/**
 * A display equation: a line that is mostly symbols and single letters, often ending in an
 * equation number '(3)'. Prose with a formula in it keeps enough real words to stay prose.
 */
export function isEquationLine(text: string): boolean {
  const t = text.trim();
  if (!t) return false;
  if (/^\(\s*\d{1,3}[a-z]?\s*\)$/.test(t)) return true;
  // The equation number may come first when pdf.js hands the right margin over before the formula.
  const numbered = /\(\s*\d{1,3}[a-z]?\s*\)$|^\(\s*\d{1,3}[a-z]?\s*\)\s/.test(t);
  const core = t.replace(/\(\s*\d{1,3}[a-z]?\s*\)$|^\(\s*\d{1,3}[a-z]?\s*\)\s/, '');
  const tokens = core.split(/\s+/).filter(Boolean);
  const words = tokens.filter((w) => /^[\p{L}]{3,}[,.;:]?$/u.test(w) && !/^(?:max|min|log|exp|sin|cos|tan|arg|sup|inf|lim|det|tanh|sigmoid|softmax|relu|where|and|if|for|otherwise)[,.;:]?$/i.test(w));
  const symbols = (core.match(MATH) ?? []).length + (core.match(/\s[-+*/−]\s/g) ?? []).length;
  const nonSpace = core.replace(/\s/g, '').length;
  if (nonSpace === 0) return false;
  if (words.length >= 5) return false;
  if (numbered && (symbols >= 1 || words.length <= 2)) return true;
  return symbols >= 2 && words.length / Math.max(tokens.length, 1) < 0.4 && symbols / nonSpace > 0.08;
}

function boxOfLine(l: Line): Box {
  return { x0: l.x0, y0: l.y - l.size * 0.28, x1: l.x1, y1: l.y + l.size * 0.85 };
}

/**
 * Running prose of a page: body-size lines that fill most of their column, and the short last
 * lines of their paragraphs. Figures, tables, captions and equations are none of it.
 */
function proseOf(page: PageText, bodySize: number, exclude: ReadonlySet<Line>): Set<Line> {
  const lines = page.lines.filter((l) => !exclude.has(l));
  const xs = lines.filter((l) => Math.abs(l.size - bodySize) <= bodySize * 0.15);
  const left = Math.min(...xs.map((l) => l.x0));
  const right = Math.max(...xs.map((l) => l.x1));
  const columnWidth = (l: Line) => {
    const g = page.gutter;
    if (g === null) return right - left;
    if (l.x1 <= g + 3) return g - left;
    if (l.x0 >= g - 3) return right - g;
    return right - left;
  };
  const prose = new Set<Line>();
  for (const l of lines) {
    if (l.size < bodySize * 0.85 || l.size > bodySize * 1.2) continue;
    const letters = (l.text.match(/\p{L}/gu) ?? []).length;
    if (letters / Math.max(1, l.text.replace(/\s/g, '').length) < 0.6) continue;
    if (l.text.split(/\s+/).length < 5 || isEquationLine(l.text)) continue;
    if (l.x1 - l.x0 >= columnWidth(l) * 0.7) prose.add(l);
  }
  // Last lines of paragraphs sit right under a full line at its left edge.
  const byY = [...lines].sort((a, b) => b.y - a.y);
  for (let i = 1; i < byY.length; i += 1) {
    const l = byY[i]!;
    if (prose.has(l) || Math.abs(l.size - bodySize) > bodySize * 0.15 || isEquationLine(l.text)) continue;
    const above = byY.slice(0, i).reverse().find((a) => a.y - l.y > 0.5 && Math.min(a.x1, l.x1) - Math.max(a.x0, l.x0) > 0);
    if (above && prose.has(above) && above.y - l.y <= l.size * 1.6 && Math.abs(above.x0 - l.x0) <= 2) prose.add(l);
  }
  return prose;
}

function captionText(caption: Caption, vocabulary: Set<string>): string {
  let text = '';
  for (const line of caption.lines) text = text ? (/[\p{L}]-$/u.test(text) ? joinHyphenated(text, line.text, vocabulary) : `${text} ${line.text}`) : line.text;
  return tidySpacing(text);
}

interface Reading {
  pages: PageText[];
  metaTitle: string | undefined;
  metaAuthor: string | undefined;
  metaSubject: string | undefined;
  /** Page-1 and page-2 text before furniture removal, for the citation. */
  firstPagesText: string[];
  bodySize: number;
  bodyFont: string;
  vocabulary: Set<string>;
  captions: Caption[];
  figures: PaperFigure[];
  /** Lines that are captions or inside a figure. */
  figureLines: Set<Line>;
}

/** Reads every page's text, then finds, locates and crops the captioned figures and tables. */
async function readDocument(doc: PDFDocumentProxy, limits: PdfLimits | undefined, figuresDir: string | undefined): Promise<Reading> {
  const metadata = await doc.getMetadata().catch(() => null);
  const info = (metadata?.info ?? {}) as { Title?: unknown; Author?: unknown; Subject?: unknown };
  const maxTextItems = limits?.maxTextItems ?? (Number(process.env.PDF_MAX_TEXT_ITEMS) || 2_000_000);
  let seen = 0;
  const pages: PageText[] = [];
  for (let n = 1; n <= doc.numPages; n += 1) {
    const page = await doc.getPage(n);
    const { text, runs } = await readPageText(page, n);
    seen += runs;
    // An endless content stream: more text runs than any paper has.
    if (seen > maxTextItems) throw new PaperError('too_complex', TOO_COMPLEX_MESSAGE);
    pages.push(text);
    page.cleanup();
  }
  const firstPagesText = pages.slice(0, 2).map((p) => [...p.lines].sort((a, b) => b.y - a.y || a.x0 - b.x0).map((l) => l.text).join('\n'));
  const allLines = pages.flatMap((p) => p.lines);
  const bodySize = weightedMode(allLines.map((l): [number, number] => [Math.round(l.size * 2) / 2, l.text.length])) ?? 10;
  const bodyFont = weightedMode(allLines.filter((l) => Math.abs(l.size - bodySize) <= 0.6).map((l): [string, number] => [l.font, l.text.length])) ?? '';
  removeRunningHeaders(pages);
  orderPages(pages, bodySize);
  const vocabulary = buildVocabulary(pages.flatMap((p) => p.lines));

  const captions: Caption[] = [];
  const captionLines = new Set<Line>();
  const prose = new Map<number, Set<Line>>();
  for (const page of pages) {
    const found = findCaptions(page, captionLines);
    for (const c of found) for (const l of c.lines) captionLines.add(l);
    captions.push(...found);
  }
  let textBlock: Box | null = null;
  for (const page of pages) {
    const p = proseOf(page, bodySize, captionLines);
    prose.set(page.number, p);
    for (const l of p) textBlock = union(textBlock, boxOfLine(l));
  }
  const figureLines = new Set<Line>(captionLines);
  const figures: PaperFigure[] = [];
  const seenIds = new Set<string>();
  const usedPages = new Set<number>();
  for (const page of pages) {
    // The first caption of a label counts; 'Table 4 (continued)' repeats it.
    const onPage = captions.filter((c) => c.page === page.number);
    const fresh: Caption[] = [];
    for (const c of onPage) {
      if (!seenIds.has(c.id)) fresh.push(c);
      seenIds.add(c.id);
    }
    if (fresh.length === 0 || !textBlock) continue;
    const pdfPage = await doc.getPage(page.number);
    try {
      const graphics = await graphicsBoxes(pdfPage);
      const regions = locateFigures(page, graphics, { prose: prose.get(page.number)!, captions: onPage, textBlock }).filter((r) => fresh.includes(r.caption));
      for (const r of regions) for (const l of r.lines) figureLines.add(l);
      figures.push(...(await cropFigures(pdfPage, regions, (c) => captionText(c, vocabulary), figuresDir)));
      const missing = fresh.filter((c) => !regions.some((r) => r.caption === c));
      // A caption whose figure fills the facing page: the page before, else the page after.
      for (const caption of missing) {
        for (const other of [pages[page.number - 2], pages[page.number]]) {
          if (!other || captions.some((c) => c.page === other.number) || usedPages.has(other.number)) continue;
          const otherPage = await doc.getPage(other.number);
          try {
            const whole = wholePageFigure(other, await graphicsBoxes(otherPage), { prose: prose.get(other.number)!, textBlock });
            if (!whole) continue;
            usedPages.add(other.number);
            for (const l of whole.lines) figureLines.add(l);
            figures.push(await cropFacingFigure(otherPage, whole.box, pdfPage, caption, captionText(caption, vocabulary), figuresDir));
            break;
          } finally {
            otherPage.cleanup();
          }
        }
      }
    } finally {
      pdfPage.cleanup();
    }
  }
  figures.sort((a, b) => a.page - b.page);
  return {
    pages,
    metaTitle: typeof info.Title === 'string' ? info.Title : undefined,
    metaAuthor: typeof info.Author === 'string' ? info.Author : undefined,
    metaSubject: typeof info.Subject === 'string' ? info.Subject : undefined,
    firstPagesText,
    bodySize,
    bodyFont,
    vocabulary,
    captions,
    figures,
    figureLines,
  };
}

/**
 * Extracts the paper's structure for narration, its figures and tables (cropped into
 * `figuresDir` when given) and its citation. Throws PaperError for files that cannot serve.
 */
export async function extractPaper(bytes: Uint8Array, limits?: PdfLimits, options: { figuresDir?: string } = {}): Promise<ExtractedPaper> {
  const doc = await openPdf(bytes, limits);
  let reading: Reading;
  try {
    reading = await readDocument(doc, limits, options.figuresDir);
  } finally {
    await doc.destroy();
  }
  const { pages, bodySize, bodyFont, vocabulary, figureLines } = reading;

  const allLines = pages.flatMap((p) => p.lines);
  const letters = allLines.reduce((sum, l) => sum + (l.text.match(/\p{L}/gu) ?? []).length, 0);
  if (letters < MIN_LETTERS) throw new PaperError('no_text', NO_TEXT_MESSAGE);

  const page1Lines = [...(pages[0]?.lines ?? [])];
  const widths = allLines.filter((l) => Math.abs(l.size - bodySize) <= 0.6 && l.text.length >= 30).map((l) => l.x1 - l.x0).sort((a, b) => a - b);
  const lineWidth = widths[Math.floor(widths.length / 2)] ?? 300;

  const ordered: Classified[] = allLines.map((l) => {
    const classified = l as Classified;
    classified.heading = isHeadingLine(l, bodySize, bodyFont, lineWidth);
    classified.body = l.size >= bodySize * 0.85;
    if (figureLines.has(l)) classified.role = reading.captions.some((c) => c.lines.includes(l)) ? 'caption' : 'figure';
    else if (isEquationLine(l.text) && l.text.length < 160) classified.role = 'equation';
    return classified;
  });

  // References: the first references heading past the front matter; everything after is set aside.
  let refIndex = ordered.findIndex((l, i) => i > ordered.length * 0.2 && REFERENCES_HEADING.test(l.text.trim()));
  if (refIndex < 0) refIndex = ordered.length;
  const references = splitReferences(ordered.slice(refIndex + 1).filter((l) => l.size >= bodySize * 0.6 && l.role !== 'caption' && l.role !== 'figure'), vocabulary);
  const main = ordered.slice(0, refIndex);

  const firstPages = main.filter((l) => l.page <= 2);
  const abstractIndex = main.findIndex((l) => l.page <= 2 && ABSTRACT_LABEL.test(l.text.trim()) && (l.text.trim().length < 12 || /^(abstract|summary)\s*[.:—–-]/i.test(l.text.trim())));
  const { title, lines: titleLines } = pickTitle(reading.metaTitle, page1Lines);

  let bodyStart: number;
  let abstractLines: Classified[] = [];
  if (abstractIndex >= 0) {
    let end = abstractIndex + 1;
    while (end < main.length && !(main[end]!.heading && main[end]!.body && !main[end]!.role) && !KEYWORDS_LABEL.test(main[end]!.text)) end += 1;
    const label = main[abstractIndex]!;
    const inline = ABSTRACT_LABEL.exec(label.text.trim())?.[2] ?? '';
    abstractLines = [...(inline ? [{ ...label, text: inline }] : []), ...main.slice(abstractIndex + 1, end).filter((l) => l.size >= bodySize * 0.88 && !l.role)];
    bodyStart = end;
  } else {
    const firstHeading = main.findIndex((l) => l.heading && l.body && !l.role && !titleLines.includes(l));
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
      if (paragraphs.length > 0) {
        const name = heading || 'Introduction';
        const last = sections[sections.length - 1];
        // A heading that comes back (a panel or a float broke the section) continues it.
        if (last && last.heading === name) {
          last.paragraphs.push(...paragraphs.map((p) => p.text));
          last.pages!.push(...paragraphs.map((p) => p.page));
        } else sections.push({ heading: name, paragraphs: paragraphs.map((p) => p.text), pages: paragraphs.map((p) => p.page) });
      }
    }
    buffer = [];
  };
  for (let i = bodyStart; i < main.length; i += 1) {
    const line = main[i]!;
    if (line.role) continue;
    if (KEYWORDS_LABEL.test(line.text)) {
      inKeywords = true;
      continue;
    }
    if (line.heading && line.body) {
      inKeywords = false;
      const text = tidySpacing(line.text);
      const previous = main[i - 1];
      // A heading wrapped over two lines arrives as two heading lines in a row.
      if (previous && previous.heading && !previous.role && buffer.length === 0 && i > bodyStart && previous.size === line.size && previous.font === line.font && previous.y - line.y < line.size * 1.8) {
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

  let abstract = toParagraphs(abstractLines, vocabulary)
    .map((p) => p.text)
    .join(' ');
  if (!abstract && sections[0]) abstract = sections[0].paragraphs[0] ?? '';
  const languageSample = [abstract, ...sections.slice(0, 3).flatMap((s) => s.paragraphs)].join(' ');

  const abstractY = abstractIndex >= 0 && main[abstractIndex]!.page === 1 ? main[abstractIndex]!.y : null;
  const citation = findCitation(reading.firstPagesText, { subject: reading.metaSubject });
  return {
    title: title || sections[0]?.heading || 'Untitled paper',
    authors: pickAuthors(reading.metaAuthor, page1Lines, titleLines, abstractY),
    abstract,
    language: detectLanguage(languageSample),
    sections,
    references,
    pageCount: pages.length,
    figures: reading.figures,
    ...(Object.keys(citation).length > 0 ? { citation } : {}),
  };
}
