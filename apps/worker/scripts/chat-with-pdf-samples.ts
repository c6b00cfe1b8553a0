// Builds the Chat With Paper guest samples (apps/api/samples/chat-with-pdf/<id>.json) from the
// hand-written questions in samples/chat-with-pdf/source/<id>.json and the papers in assets/.
// Every quote must be a real passage of its page: the script finds it in pdf.js's text content and
// computes the rectangles (PDF user space, origin bottom-left, one per line) that the demo's viewer
// highlights. A quote that is not found, or found twice, fails the build.
//
//   pnpm --filter @paperlight/api exec tsx scripts/chat-with-pdf-samples.ts
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api';

const here = path.dirname(fileURLToPath(import.meta.url));
const folder = path.join(here, '..', '..', 'api', 'samples', 'chat-with-pdf');
const require = createRequire(import.meta.url);
const standardFontDataUrl = `${path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts')}${path.sep}`;

interface SourceQuote {
  page: number;
  /** The passage as a reader sees it; a leading or trailing '…' marks a cut sentence and is not matched. */
  text: string;
}
interface SourceQuestion {
  question: string;
  /** The answer; `[n]` cites the n-th quote. */
  answer: string;
  quotes: SourceQuote[];
}
interface SourceSample {
  file: string;
  title: string;
  source: Record<string, string>;
  questions: SourceQuestion[];
}

export interface QuoteRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Rough Helvetica advance widths (1/1000 em) to place a quote's first and last word inside a text run. */
const WIDTHS: Record<string, number> = {};
const table: [string, number][] = [
  [' !,./:;I[\\]ft', 278], ['"', 355], ["'", 191], ['()-`r', 333], ['*', 389], ['+<=>', 584], ['%', 889], ['&ABEKPSVXY', 667],
  ['@', 1015], ['CDHNRUw', 722], ['FTZ', 611], ['GOQ', 778], ['J', 500], ['L', 556], ['Mm', 833], ['W', 944], ['^', 469],
  ['cksvxyz', 500], ['ijl', 222],
];
for (const [chars, width] of table) for (const char of chars) WIDTHS[char] = width;
const widthOf = (char: string) => WIDTHS[char] ?? 556;

/** What matching ignores: white space, hyphens (line breaks split words with them, or drop them) and accents. */
function normalizeChar(char: string): string {
  return char
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[\s\u00ad\-\u2010\u2011]/g, '')
    .toLowerCase();
}

interface CharRef {
  item: number;
  index: number;
}

function pageStream(items: TextItem[]) {
  let text = '';
  const refs: CharRef[] = [];
  items.forEach((item, itemIndex) => {
    [...item.str].forEach((char, index) => {
      for (const normalized of normalizeChar(char)) {
        text += normalized;
        refs.push({ item: itemIndex, index });
      }
    });
  });
  return { text, refs };
}

const round = (value: number) => Math.round(value * 100) / 100;

/** One rectangle per run of text the quote covers, then merged per line. */
function rectsFor(items: TextItem[], refs: CharRef[]): QuoteRect[] {
  const spans = new Map<number, { from: number; to: number }>();
  for (const ref of refs) {
    const span = spans.get(ref.item);
    if (!span) spans.set(ref.item, { from: ref.index, to: ref.index });
    else span.to = Math.max(span.to, ref.index);
  }
  const runs: (QuoteRect & { baseline: number; size: number })[] = [];
  for (const [itemIndex, { from, to }] of spans) {
    const item = items[itemIndex]!;
    const [a, b, c, d, e, f] = item.transform as number[];
    if (Math.abs(b!) > 1e-3 || Math.abs(c!) > 1e-3) throw new Error(`Rotated text is not supported: "${item.str}"`);
    const chars = [...item.str];
    const total = chars.reduce((sum, char) => sum + widthOf(char), 0) || 1;
    const before = chars.slice(0, from).reduce((sum, char) => sum + widthOf(char), 0);
    const covered = chars.slice(from, to + 1).reduce((sum, char) => sum + widthOf(char), 0);
    const size = Math.abs(d!) || Math.abs(a!) || item.height;
    const x = e! + (item.width * before) / total;
    runs.push({ x, y: f! - 0.22 * size, width: (item.width * covered) / total, height: 1.1 * size, baseline: f!, size });
  }
  // Runs on one line (same baseline, touching) become one rectangle; columns stay apart.
  runs.sort((p, q) => q.baseline - p.baseline || p.x - q.x);
  const lines: typeof runs = [];
  for (const run of runs) {
    const line = lines.find(
      (l) => Math.abs(l.baseline - run.baseline) < 0.5 * Math.max(l.size, run.size) && run.x <= l.x + l.width + 2 * l.size && run.x + run.width >= l.x - 2 * l.size,
    );
    if (!line) {
      lines.push({ ...run });
      continue;
    }
    const left = Math.min(line.x, run.x);
    const right = Math.max(line.x + line.width, run.x + run.width);
    const bottom = Math.min(line.y, run.y);
    const top = Math.max(line.y + line.height, run.y + run.height);
    Object.assign(line, { x: left, width: right - left, y: bottom, height: top - bottom, size: Math.max(line.size, run.size) });
  }
  return lines.map(({ x, y, width, height }) => ({ x: round(x), y: round(y), width: round(width), height: round(height) }));
}

async function locate(doc: PDFDocumentProxy, quote: SourceQuote, label: string) {
  const page = await doc.getPage(quote.page);
  const content = await page.getTextContent();
  const items = content.items.filter((item): item is TextItem => 'str' in item);
  const { text, refs } = pageStream(items);
  const wanted = [...quote.text.replace(/^…\s*|\s*…$/g, '')].map(normalizeChar).join('');
  const at = text.indexOf(wanted);
  if (at < 0) throw new Error(`${label}: quote not found on page ${quote.page}: "${quote.text}"`);
  if (text.indexOf(wanted, at + 1) >= 0) throw new Error(`${label}: quote found twice on page ${quote.page}: "${quote.text}"`);
  return { pageNumber: quote.page, rects: rectsFor(items, refs.slice(at, at + wanted.length)) };
}

function checkCitations(answer: string, quoteCount: number, label: string) {
  const cited = new Set([...answer.matchAll(/\[(\d+)\]/g)].map((match) => Number(match[1])));
  for (let n = 1; n <= quoteCount; n++) if (!cited.has(n)) throw new Error(`${label}: quote ${n} is never cited`);
  for (const n of cited) if (n < 1 || n > quoteCount) throw new Error(`${label}: [${n}] cites no quote`);
}

async function build(sampleId: string) {
  const source = JSON.parse(readFileSync(path.join(folder, 'source', `${sampleId}.json`), 'utf8')) as SourceSample;
  const bytes = new Uint8Array(readFileSync(path.join(folder, 'assets', source.file)));
  const doc = await getDocument({ data: bytes, isEvalSupported: false, standardFontDataUrl, verbosity: 0 }).promise;
  const results = [];
  for (const [index, entry] of source.questions.entries()) {
    const label = `${sampleId} question ${index + 1}`;
    checkCitations(entry.answer, entry.quotes.length, label);
    const quotesElements = [];
    for (const [quoteIndex, quote] of entry.quotes.entries()) {
      if (quote.page < 1 || quote.page > doc.numPages) throw new Error(`${label}: page ${quote.page} does not exist`);
      quotesElements.push({ id: quoteIndex + 1, text: quote.text, coordinates: await locate(doc, quote, label) });
    }
    results.push({ id: `${sampleId}-${index + 1}`, question: entry.question, result: entry.answer, quotesElements });
  }
  await doc.destroy();
  const data = {
    pdf: `/samples/chat-with-pdf/assets/${source.file}`,
    title: source.title,
    source: source.source,
    results,
  };
  writeFileSync(path.join(folder, `${sampleId}.json`), `${JSON.stringify(data, null, 2)}\n`);
  const quotes = results.reduce((sum, result) => sum + result.quotesElements.length, 0);
  console.log(`chat-with-pdf/${sampleId}.json: ${results.length} questions, ${quotes} quotes located`);
}

const ids = readdirSync(path.join(folder, 'source'))
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.slice(0, -'.json'.length))
  .sort();
for (const id of ids) await build(id);
