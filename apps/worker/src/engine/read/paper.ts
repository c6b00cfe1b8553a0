/**
 * Upload checks and text extraction with pdf.js: title, authors, abstract and sections in
 * reading order (two-column layouts included), references set aside, narration text cleaned.
 */
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { withDetails } from '@paperlight/remix-core/details';
import { readDetails } from './details';
import { findCaptions, union, type Caption } from './captions';
import { cropFacingFigure, cropFigures, locateFigures, wholePageFigure } from './figures';
import { graphicsBoxes } from './graphics';
import { ocrPage, OCR_PAGE_LETTERS, pageLetters, paintsImage } from './ocr';
import { orderPages, readPageText, removeRunningHeaders, weightedMode, type Box, type Line, type PageText } from './layout';
import { detectLanguage, joinHyphenated, tidySpacing } from './text';
import type { ExtractedPaper, PaperDetails, PaperFigure, PaperSection, PdfLimits } from '../types';
import { completeDetails, INSTITUTION, parseNames, pickAuthors, pickTitle } from './front-matter';
import {
  ABSTRACT_LABEL,
  BACK_MATTER_HEADING,
  buildVocabulary,
  type Classified,
  isHeadingLine,
  KEYWORDS_LABEL,
  REFERENCES_HEADING,
  splitReferences,
  toParagraphs,
} from './paragraphs';
import {
  DEFAULT_MAX_OCR_PAGES,
  MIN_LETTERS,
  NO_TEXT_MESSAGE,
  openPdf,
  PaperError,
  SCAN_UNREADABLE_MESSAGE,
  TOO_COMPLEX_MESSAGE,
} from './pdf-open';

export type { ExtractedPaper, PaperErrorCode, PdfLimits } from '../types';

// Operators, Greek, mathematical alphanumerics and the stray astral-plane glyphs broken math fonts map to.
const MATH =
  /[=<>\u{2264}\u{2265}\u{2248}\u{2260}\u{223C}\u{221D}\u{B1}\u{D7}\u{F7}\u{B7}\u{2211}\u{220F}\u{222B}\u{2202}\u{2207}\u{221A}\u{221E}\u{2208}\u{2209}\u{2282}\u{2286}\u{222A}\u{2229}\u{2192}\u{2190}\u{2194}\u{21D2}\u{21D4}\u{2200}\u{2203}\u{3B1}\u{3B2}\u{3B3}\u{3B4}\u{3B5}\u{3B6}\u{3B7}\u{3B8}\u{3B9}\u{3BA}\u{3BB}\u{3BC}\u{3BD}\u{3BE}\u{3C0}\u{3C1}\u{3C3}\u{3C4}\u{3C5}\u{3C6}\u{3C7}\u{3C8}\u{3C9}\u{393}\u{394}\u{398}\u{39B}\u{39E}\u{3A0}\u{3A3}\u{3A6}\u{3A8}\u{3A9}\u{2016}|^_\u{210E}\u{1D400}-\u{1D7FF}\u{1F000}-\u{2FFFF}]/gu;

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
  const words = tokens.filter(
    (w) =>
      /^[\p{L}]{3,}[,.;:]?$/u.test(w) &&
      !/^(?:max|min|log|exp|sin|cos|tan|arg|sup|inf|lim|det|tanh|sigmoid|softmax|relu|where|and|if|for|otherwise)[,.;:]?$/i.test(w),
  );
  const symbols = (core.match(MATH) ?? []).length + (core.match(/\s[-+*/−]\s/g) ?? []).length;
  const nonSpace = core.replace(/\s/g, '').length;
  if (nonSpace === 0) return false;
  if (words.length >= 5) return false;
  if (numbered && (symbols >= 1 || words.length <= 2)) return true;
  return symbols >= 2 && words.length / Math.max(tokens.length, 1) < 0.4 && symbols / nonSpace > 0.08;
}

/**
 * Where the running text starts in a paper with no heading and no abstract label: the first line
 * under the title block that reads as prose (body size, a sentence's worth of words, no author or
 * affiliation line). The lines between (authors, addresses) are not narration.
 */
function proseAfterTitle(main: Line[], titleLines: Line[], bodySize: number): number {
  const lastTitle = Math.max(-1, ...titleLines.map((l) => main.indexOf(l)));
  for (let i = lastTitle + 1; i < main.length; i += 1) {
    const line = main[i]!;
    if (line.size < bodySize * 0.85) continue;
    const text = line.text.trim();
    if (text.split(/\s+/).length < 7 || INSTITUTION.test(text) || parseNames(text).length > 1) continue;
    return i;
  }
  return main.length;
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
    const above = byY
      .slice(0, i)
      .reverse()
      .find((a) => a.y - l.y > 0.5 && Math.min(a.x1, l.x1) - Math.max(a.x0, l.x0) > 0);
    if (above && prose.has(above) && above.y - l.y <= l.size * 1.6 && Math.abs(above.x0 - l.x0) <= 2) prose.add(l);
  }
  return prose;
}

function captionText(caption: Caption, vocabulary: Set<string>): string {
  let text = '';
  for (const line of caption.lines)
    text = text ? (/[\p{L}]-$/u.test(text) ? joinHyphenated(text, line.text, vocabulary) : `${text} ${line.text}`) : line.text;
  return tidySpacing(text);
}

interface Reading {
  pages: PageText[];
  metaTitle: string | undefined;
  metaAuthor: string | undefined;
  metaSubject: string | undefined;
  /** Page-1 and page-2 text before furniture removal, for the citation. */
  firstPagesText: string[];
  /** Pages read by OCR (no text layer). */
  ocrPages: number;
  bodySize: number;
  bodyFont: string;
  vocabulary: Set<string>;
  captions: Caption[];
  figures: PaperFigure[];
  /** Lines that are captions or inside a figure. */
  figureLines: Set<Line>;
  details: PaperDetails;
}

/** Reads every page's text, then finds, locates and crops the captioned figures and tables. */
async function readDocument(doc: PDFDocumentProxy, limits: PdfLimits | undefined, figuresDir: string | undefined): Promise<Reading> {
  const metadata = await doc.getMetadata().catch(() => null);
  const info = (metadata?.info ?? {}) as { Title?: unknown; Author?: unknown; Subject?: unknown };
  const maxTextItems = limits?.maxTextItems ?? (Number(process.env.PDF_MAX_TEXT_ITEMS) || 2_000_000);
  const maxOcrPages = limits?.maxOcrPages ?? (Number(process.env.PDF_MAX_OCR_PAGES) || DEFAULT_MAX_OCR_PAGES);
  let seen = 0;
  let ocrPages = 0;
  const pages: PageText[] = [];
  for (let n = 1; n <= doc.numPages; n += 1) {
    const page = await doc.getPage(n);
    const read = await readPageText(page, n);
    let text = read.text;
    seen += read.runs;
    // An endless content stream: more text runs than any paper has.
    if (seen > maxTextItems) throw new PaperError('too_complex', TOO_COMPLEX_MESSAGE);
    // A page with no text layer but an image is a scan: OCR reads it.
    if (pageLetters(text) < OCR_PAGE_LETTERS && (await paintsImage(page))) {
      ocrPages += 1;
      if (ocrPages > maxOcrPages)
        throw new PaperError(
          'too_complex',
          `This scanned PDF has more than ${maxOcrPages} ${maxOcrPages === 1 ? 'page' : 'pages'} to read`,
        );
      text = await ocrPage(page, n);
    }
    pages.push(text);
    page.cleanup();
  }
  const firstPagesText = pages.slice(0, 2).map((p) =>
    [...p.lines]
      .sort((a, b) => b.y - a.y || a.x0 - b.x0)
      .map((l) => l.text)
      .join('\n'),
  );
  const details = await readDetails(doc, metadata, firstPagesText);
  const allLines = pages.flatMap((p) => p.lines);
  const bodySize = weightedMode(allLines.map((l): [number, number] => [Math.round(l.size * 2) / 2, l.text.length])) ?? 10;
  const bodyFont =
    weightedMode(allLines.filter((l) => Math.abs(l.size - bodySize) <= 0.6).map((l): [string, number] => [l.font, l.text.length])) ?? '';
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
      const regions = locateFigures(page, graphics, { prose: prose.get(page.number)!, captions: onPage, textBlock }).filter((r) =>
        fresh.includes(r.caption),
      );
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
    ocrPages,
    bodySize,
    bodyFont,
    vocabulary,
    captions,
    figures,
    figureLines,
    details,
  };
}

/** Adds a section's paragraphs; a heading that comes back (a panel or a float broke the section) continues it. */
function addSection(sections: PaperSection[], heading: string, paragraphs: ReturnType<typeof toParagraphs>): void {
  const read = {
    paragraphs: paragraphs.map((p) => p.text),
    pages: paragraphs.map((p) => p.page),
    pageTurns: paragraphs.map((p) => p.turns),
  };
  const last = sections[sections.length - 1];
  if (last && last.heading === heading) {
    last.paragraphs.push(...read.paragraphs);
    last.pages!.push(...read.pages);
    last.pageTurns!.push(...read.pageTurns);
  } else sections.push({ heading, ...read });
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
  if (letters < MIN_LETTERS) throw new PaperError('no_text', reading.ocrPages > 0 ? SCAN_UNREADABLE_MESSAGE : NO_TEXT_MESSAGE);

  const page1Lines = [...(pages[0]?.lines ?? [])];
  const widths = allLines
    .filter((l) => Math.abs(l.size - bodySize) <= 0.6 && l.text.length >= 30)
    .map((l) => l.x1 - l.x0)
    .sort((a, b) => a - b);
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
  const references = splitReferences(
    ordered.slice(refIndex + 1).filter((l) => l.size >= bodySize * 0.6 && l.role !== 'caption' && l.role !== 'figure'),
    vocabulary,
  );
  const main = ordered.slice(0, refIndex);

  const abstractIndex = main.findIndex(
    (l) =>
      l.page <= 2 &&
      ABSTRACT_LABEL.test(l.text.trim()) &&
      (l.text.trim().length < 12 || /^(abstract|summary)\s*[.:—–-]/i.test(l.text.trim())),
  );
  const { title, lines: titleLines } = pickTitle(reading.metaTitle, page1Lines);

  let bodyStart: number;
  let abstractLines: Classified[] = [];
  if (abstractIndex >= 0) {
    let end = abstractIndex + 1;
    while (end < main.length && !(main[end]!.heading && main[end]!.body && !main[end]!.role) && !KEYWORDS_LABEL.test(main[end]!.text))
      end += 1;
    const label = main[abstractIndex]!;
    const inline = ABSTRACT_LABEL.exec(label.text.trim())?.[2] ?? '';
    abstractLines = [
      ...(inline ? [{ ...label, text: inline }] : []),
      ...main.slice(abstractIndex + 1, end).filter((l) => l.size >= bodySize * 0.88 && !l.role),
    ];
    bodyStart = end;
  } else {
    const firstHeading = main.findIndex((l) => l.heading && l.body && !l.role && !titleLines.includes(l));
    // No heading at all (a one-page abstract): the body starts under the title block, not after page 2.
    bodyStart = firstHeading >= 0 ? firstHeading : proseAfterTitle(main, titleLines, bodySize);
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
        addSection(sections, heading || 'Introduction', paragraphs);
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
      if (
        previous &&
        previous.heading &&
        !previous.role &&
        buffer.length === 0 &&
        i > bodyStart &&
        previous.size === line.size &&
        previous.font === line.font &&
        previous.y - line.y < line.size * 1.8
      ) {
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
  const details = completeDetails(reading.details, title || sections[0]?.heading || 'Untitled paper', () =>
    pickAuthors(reading.metaAuthor, page1Lines, titleLines, abstractY),
  );
  return withDetails(
    {
      title: details.title,
      authors: [],
      abstract,
      language: detectLanguage(languageSample),
      sections,
      references,
      pageCount: pages.length,
      figures: reading.figures,
    },
    details,
  );
}
