// Builds the Chat With Paper guest samples (apps/api/samples/chat-with-pdf/<id>.json) from the
// hand-written questions in samples/chat-with-pdf/source/<id>.json and the papers in assets/.
// Every quote must be a real passage of its page: the script finds it in pdf.js's text content and
// computes the rectangles (PDF user space, origin bottom-left, one per line) that the demo's viewer
// highlights, with @paperlight/pdf-viewer's locateQuote (the same matcher the viewer runs in the
// browser). A quote that is not found, or found twice, fails the build.
//
//   pnpm --filter @paperlight/api exec tsx scripts/chat-with-pdf-samples.ts
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { locateQuote, type PdfTextContentItem } from '@paperlight/pdf-viewer/locate';

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

async function locate(doc: PDFDocumentProxy, quote: SourceQuote, label: string) {
  const page = await doc.getPage(quote.page);
  const content = await page.getTextContent();
  // Only the whole passage counts here: a sample's quote is checked by hand to sit on its page once.
  const location = locateQuote(content.items as PdfTextContentItem[], quote.text, { minPartial: 0 });
  if (!location) throw new Error(`${label}: quote not found on page ${quote.page}: "${quote.text}"`);
  if (location.rects.length === 0)
    throw new Error(`${label}: quote on page ${quote.page} is rotated text, which cannot be highlighted: "${quote.text}"`);
  if (location.occurrences > 1) throw new Error(`${label}: quote found twice on page ${quote.page}: "${quote.text}"`);
  return { pageNumber: quote.page, rects: location.rects };
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
