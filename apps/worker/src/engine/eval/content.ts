/**
 * Content metrics of a script (issue 14): key facts carried, boilerplate or citation sentences
 * narrated, sentences not in the paper's reading order (stitched from two columns), budget, and how
 * much technicality 1 and 5 share. Used by `pnpm bench:remix` and the tests.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { TracedSentence } from '../script/script';
import { countWords } from '../read/text';
import type { ScriptOutput } from '../types';
import { carriedFacts, type KeyFact } from './key-facts';

const run = promisify(execFile);

/**
 * Deliberately broader than the engine's own filters, so the bench does not just repeat them:
 * anything that smells of page furniture, licences, funding, affiliations or references.
 */
const BENCH_BOILERPLATE =
  /permission|copyright|©|licen[cs]e|creative commons|all rights reserved|open access|https?:|www\.|\bdoi\b|@|\bfund(?:ed|ing)\b|\bgrants?\b|\bthank|acknowledg(?:e)?ments?|received:?\s|accepted:?\s|published (?:online|by)|corresponding author|affiliat|university of|department of|keywords?:|competing interests|conflicts? of interest|proceedings|journal of .{0,30}\d|vol\.\s*\d|pp\.\s*\d|\bsection \d|appendix|supplementa/i;
const BENCH_CITATION =
  /\bet al\b|\[\s*\d|\(\s*\p{Lu}[\p{L}-]+(?:,| and| &)[^()]{0,60}\d{4}\)|\b\p{Lu}[\p{L}-]+ \(\d{4}[a-z]?\)|^\s*\d+\.\s+\p{Lu}[\p{L}-]+,\s+\p{Lu}\./u;

/** Every sentence a script narrates, with the paper's sentence behind it when the engine traced one. */
export function narratedSentences(script: ScriptOutput): string[] {
  return [script.opening.narration, ...script.slides.map((s) => s.narration), script.closing.narration];
}

export function scriptText(script: ScriptOutput): string {
  return narratedSentences(script).join(' ');
}

export function factsCarried(script: ScriptOutput, facts: readonly KeyFact[]): { carried: number; missing: string[] } {
  const results = carriedFacts(scriptText(script), facts);
  return { carried: results.filter((r) => r.carried).length, missing: results.filter((r) => !r.carried).map((r) => r.kind) };
}

/** Narrated sentences (and the paper's sentences behind them) that are boilerplate or citations. */
export function boilerplateSentences(trace: readonly TracedSentence[], references: readonly string[] = []): string[] {
  const refs = references.map((r) => r.toLowerCase().replace(/\s+/g, ' '));
  return trace
    .filter((s) => !s.framing)
    .filter((s) => {
      // Asides the narration leaves out ("(appendix p 6)", "[95% CI …]") do not make a sentence boilerplate.
      const texts = [s.text, (s.original ?? '').replace(/\s*\([^()]*\)|\s*\[[^[\]]*\]/g, '')];
      if (texts.some((t) => BENCH_BOILERPLATE.test(t) || BENCH_CITATION.test(t))) return true;
      const key = (s.original ?? s.text).toLowerCase().replace(/\s+/g, ' ').slice(0, 60);
      return key.length > 30 && refs.some((r) => r.includes(key));
    })
    .map((s) => s.text);
}

/** Plain text of a PDF from poppler's pdftotext, or null when poppler is not installed. */
export async function pdftotext(pdfPath: string): Promise<string | null> {
  try {
    const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', pdfPath, '-'], { maxBuffer: 64 * 1024 * 1024 });
    return stdout;
  } catch {
    return null;
  }
}

const letters = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}]+/gu, '');

export interface ReadingOrderIndex {
  /** pdftotext’s text, letters only (footnote marks and citation numbers vanish): spacing, hyphens and punctuation cannot disagree. */
  text: string;
  /** Offsets where each page starts. */
  pageStarts: number[];
}

/** An independent reading of the PDF to check sentences against (pdftotext, pages split at form feeds). */
export function readingOrderIndex(reference: string): ReadingOrderIndex {
  let text = '';
  const pageStarts: number[] = [];
  for (const page of reference.split('\f')) {
    pageStarts.push(text.length);
    text += letters(page);
  }
  return { text, pageStarts };
}

function pageAt(index: ReadingOrderIndex, offset: number): number {
  let page = 0;
  while (page + 1 < index.pageStarts.length && index.pageStarts[page + 1]! <= offset) page += 1;
  return page;
}

const CHUNK = 10;
/** Text the reader may leave out between two parts of a sentence: a citation, a footnote mark, a short footnote. */
const NEAR = 160;
/** Across a page break: the running heads, page number and footnotes of two pages. */
const ACROSS_PAGE = 5000;
/** Past a float the column breaks for: a table's or figure's caption and the footnotes under it. */
const PAST_FLOAT = 1500;

/**
 * True when a sentence does not follow the reading order of the independent extraction. The
 * sentence is walked through pdftotext's text ten letters at a time; each piece must come soon
 * after the one before (a removed citation or footnote is a short skip; a page break may skip the
 * page's furniture, and a column that breaks for a table or figure its caption and footnotes). A sentence stitched from two columns jumps a column's length or backwards and
 * cannot be walked. A short line the reader dropped is a short skip and is not caught.
 */
export function breaksReadingOrder(sentence: string, index: ReadingOrderIndex): boolean {
  const s = letters(sentence);
  if (s.length < 3 * CHUNK) return false;
  const chunks: string[] = [];
  for (let i = 0; i < s.length; i += CHUNK) chunks.push(s.slice(i, i + CHUNK));
  if (chunks.length > 1 && chunks.at(-1)!.length < 5) chunks[chunks.length - 2] += chunks.pop()!;
  const walk = (start: number, first: number): number => {
    let pos = start;
    let breaks = 0;
    let misses = 0;
    for (let c = first + 1; c < chunks.length; c += 1) {
      const at = index.text.indexOf(chunks[c]!, pos);
      const gap = at - pos;
      const near = (k: number) => {
        const x = k < chunks.length ? index.text.indexOf(chunks[k]!, pos) : -1;
        return x >= 0 && x - pos <= NEAR + (misses + 2) * CHUNK;
      };
      // Across a page only when the sentence does not simply continue here after a removed citation.
      const acrossPage = gap <= ACROSS_PAGE && pageAt(index, at) !== pageAt(index, pos) && !near(c + 1);
      // Past a float on the same page, when a caption starts where the sentence broke off.
      const pastFloat = gap <= PAST_FLOAT && /table|figure/.test(index.text.slice(Math.max(0, pos - 2 * CHUNK), pos + 3 * CHUNK));
      if (at >= 0 && (gap <= NEAR + misses * CHUNK || acrossPage || pastFloat)) {
        pos = at + chunks[c]!.length;
        misses = 0;
        continue;
      }
      misses += 1;
      pos += chunks[c]!.length;
      // Three pieces in a row not where they belong: the sentence left the reading order.
      if (misses === 3) {
        breaks += 1;
        const anywhere = index.text.indexOf(chunks[c]!);
        if (anywhere >= 0) pos = anywhere + chunks[c]!.length;
        misses = 0;
      }
    }
    return breaks + (misses >= 2 ? 1 : 0);
  };
  for (let first = 0; first < Math.min(3, chunks.length - 2); first += 1) {
    let at = index.text.indexOf(chunks[first]!);
    let tries = 0;
    while (at >= 0 && tries < 50) {
      if (walk(at + chunks[first]!.length, first) === 0) return false;
      at = index.text.indexOf(chunks[first]!, at + 1);
      tries += 1;
    }
  }
  return true;
}

/** Narrated sentences whose source sentence breaks the paper's reading order. */
export function stitchedSentences(trace: readonly TracedSentence[], index: ReadingOrderIndex): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const s of trace) {
    if (s.framing || !s.original || seen.has(s.original)) continue;
    seen.add(s.original);
    if (breaksReadingOrder(s.original, index)) out.push(s.original);
  }
  return out;
}

/** Share of sentences two scripts have in common, relative to the smaller script. */
export function sharedSentenceShare(a: readonly TracedSentence[], b: readonly TracedSentence[]): number {
  const own = (t: readonly TracedSentence[]) => new Set(t.filter((s) => !s.framing).map((s) => s.original ?? s.text));
  const sa = own(a);
  const sb = own(b);
  if (sa.size === 0 || sb.size === 0) return 0;
  let shared = 0;
  for (const s of sa) if (sb.has(s)) shared += 1;
  return shared / Math.min(sa.size, sb.size);
}

export function wordCount(script: ScriptOutput): number {
  return countWords(scriptText(script));
}
