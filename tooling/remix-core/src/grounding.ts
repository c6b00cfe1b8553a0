/**
 * Grounding (issue 15): does each narrated sentence trace to a sentence of the paper? The built-in
 * engine knows, since it speaks the paper's own sentences (script.ts passes them in); for a script
 * from a language model, or one edited by hand, a sentence is matched to the paper sentence that
 * covers most of its content words and numbers. Sentences without support are listed for review,
 * and each slide's supporting sentences become its `sources.quotes`, which the workspace finds and
 * highlights in the PDF (decision 0067).
 */
import { sectionRole } from './narrative/outline';
import { contentTokens, splitSentences } from './text';
import type { ExtractedPaper, ScriptGrounding, ScriptOutput, ScriptPart, SlideSources, SourceQuote } from './types';

/** Share of a narrated sentence's content words and numbers a paper sentence must have. */
export const SUPPORT_THRESHOLD = 0.5;
/** A sentence with fewer content words states too little to check ("Let's dive in."). */
const MIN_CLAIM_TOKENS = 4;
/** Words that turn a claim around (English; other languages rely on the words and numbers). */
const NEGATION = /\b(?:not|no|never|neither|nor|cannot|without)\b|n[’']t\b/i;
/** Longest quote kept for a slide: a PDF viewer finds a cut one by its beginning. */
export const MAX_QUOTE_CHARS = 320;

export interface PaperSentence {
  text: string;
  page?: number;
  tokens: Set<string>;
}

/** A narrated sentence, and (when the engine knows it) the paper sentence it was spoken from. */
export interface NarratedSentence {
  part: ScriptPart;
  text: string;
  /** The engine's own words (its framing): neither checked nor flagged. */
  framing?: boolean;
  source?: SourceQuote;
}

/** Light stemming, so 'trains', 'trained' and 'training', or 'process' and 'processes', meet. */
export function stem(token: string): string {
  if (token.length <= 3) return token;
  if (token.length > 5 && /(?:ing|ed)$/.test(token)) return token.replace(/(?:ing|ed)$/, '');
  if (/sses$/.test(token)) return token.slice(0, -2);
  if (/ies$/.test(token)) return `${token.slice(0, -3)}y`;
  if (/[^su]s$/.test(token)) return token.slice(0, -1);
  return token;
}

/** The numbers of a sentence as written with digits: '1,200' and '1200' are one number, '94·5' is '94.5'. */
export function numbersOf(text: string): string[] {
  return (text.replace(/(\d)[,\u2009\u202f](?=\d{3}\b)/g, '$1').match(/\d+(?:[.,·]\d+)?/g) ?? []).map((n) => n.replace(/[,·]/g, '.'));
}

/** Content words (stemmed) and the numbers of a sentence: what a claim is made of. */
export function claimTokens(text: string): Set<string> {
  return new Set([...contentTokens(text).map(stem), ...numbersOf(text)]);
}

/** Every sentence of the paper that can support a narration: title, abstract, sections (not the back matter), captions. */
export function paperSentences(paper: Pick<ExtractedPaper, 'title' | 'abstract' | 'sections'> & Partial<Pick<ExtractedPaper, 'figures'>>): PaperSentence[] {
  const out: PaperSentence[] = [];
  const add = (text: string, page: number | undefined) => out.push({ text, ...(page ? { page } : {}), tokens: claimTokens(text) });
  if (paper.title) add(paper.title, 1);
  for (const text of splitSentences(paper.abstract ?? '')) add(text, 1);
  for (const section of paper.sections ?? []) {
    if (sectionRole(section.heading) === 'skip') continue;
    section.paragraphs.forEach((paragraph, i) => {
      for (const text of splitSentences(paragraph)) add(text, section.pages?.[i]);
    });
  }
  for (const figure of paper.figures ?? []) for (const text of splitSentences(figure.caption)) add(text, figure.page);
  return out;
}

/** Whether a sentence states something worth checking: not a question, enough content words. */
export function isClaim(text: string): boolean {
  return !/\?["”’)]*$/.test(text.trim()) && contentTokens(text).length >= MIN_CLAIM_TOKENS;
}

/**
 * The paper sentence that covers most of `sentence`'s content, if it covers at least
 * SUPPORT_THRESHOLD of it, has every number it states (a changed number is a different claim) and
 * is negated exactly when it is.
 */
export function supportOf(sentence: string, pool: readonly PaperSentence[]): { sentence: PaperSentence; score: number } | null {
  const tokens = claimTokens(sentence);
  if (tokens.size === 0) return null;
  const numbers = numbersOf(sentence);
  const negated = NEGATION.test(sentence);
  let best: { sentence: PaperSentence; score: number; shared: number } | null = null;
  for (const candidate of pool) {
    if (!numbers.every((n) => candidate.tokens.has(n))) continue;
    // 'did not improve' is not supported by 'improved': the words agree, the claim does not.
    if (NEGATION.test(candidate.text) !== negated) continue;
    let shared = 0;
    for (const token of tokens) if (candidate.tokens.has(token)) shared += 1;
    const score = shared / tokens.size;
    if (!best || score > best.score || (score === best.score && candidate.tokens.size < best.sentence.tokens.size)) best = { sentence: candidate, score, shared };
  }
  return best && best.score >= SUPPORT_THRESHOLD && best.shared >= 3 ? { sentence: best.sentence, score: best.score } : null;
}

/** A quote short enough to carry: a long sentence keeps its beginning, marked as cut. */
export function quoteOf(text: string, page: number | undefined): SourceQuote {
  const clean = text.replace(/\s+/g, ' ').trim();
  const cut = clean.length <= MAX_QUOTE_CHARS ? clean : `${clean.slice(0, clean.lastIndexOf(' ', MAX_QUOTE_CHARS)).replace(/[\s,;:]+$/, '')}…`;
  return { text: cut, ...(page ? { page } : {}) };
}

/** The narrated sentences of a script, part by part. */
export function narratedSentences(script: ScriptOutput): NarratedSentence[] {
  return [
    ...splitSentences(script.opening.narration).map((text) => ({ part: 'opening' as const, text })),
    ...script.slides.flatMap((slide) => splitSentences(slide.narration).map((text) => ({ part: slide.number, text }))),
    ...splitSentences(script.closing.narration).map((text) => ({ part: 'closing' as const, text })),
  ];
}

/**
 * Counts the claims that trace to the paper. A sentence with a known source traces; any other is
 * matched against `pool` (method 'overlap' as soon as one had to be). Returns the support found
 * for each sentence too, in order.
 */
export function groundSentences(sentences: readonly NarratedSentence[], pool: readonly PaperSentence[]): { grounding: ScriptGrounding; support: (SourceQuote | null)[] } {
  let traced = 0;
  let total = 0;
  let matched = false;
  const untraced: ScriptGrounding['untraced'] = [];
  const support = sentences.map((sentence): SourceQuote | null => {
    if (sentence.framing) return null;
    if (sentence.source) {
      total += 1;
      traced += 1;
      return sentence.source;
    }
    if (!isClaim(sentence.text)) return null;
    matched = true;
    total += 1;
    const found = supportOf(sentence.text, pool);
    if (!found) {
      untraced.push({ part: sentence.part, text: sentence.text });
      return null;
    }
    traced += 1;
    return quoteOf(found.sentence.text, found.sentence.page);
  });
  return { grounding: { traced, total, untraced, method: matched ? 'overlap' : 'source' }, support };
}

/**
 * A fingerprint of the narration a grounding was computed on (FNV-1a, 32 bits, of the opening, each
 * slide's and the closing narration joined by line feeds). A hand edit keeps the grounding but changes
 * the narration, so the workspace can tell the figures are the engine's version's (the canvas computes
 * the same in paper-remix-canvas's GroundingSummary; the test vectors agree).
 */
export function narrationFingerprint(script: Pick<ScriptOutput, 'opening' | 'slides' | 'closing'>): string {
  const text = [script.opening.narration, ...script.slides.map((slide) => slide.narration), script.closing.narration].join('\n');
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** Adds quotes to sources without repeating one; their pages join the sources' pages. */
export function withQuotes(sources: SlideSources | undefined, quotes: readonly SourceQuote[]): SlideSources | undefined {
  if (quotes.length === 0) return sources;
  const merged: SourceQuote[] = [...(sources?.quotes ?? [])];
  for (const quote of quotes) if (!merged.some((q) => q.text === quote.text)) merged.push(quote);
  const pages = [...new Set([...(sources?.pages ?? []), ...merged.flatMap((q) => (q.page ? [q.page] : []))])].sort((a, b) => a - b);
  return { ...(sources ?? {}), pages, quotes: merged };
}

/**
 * The script with its grounding and, on slides that have none, quotes of the paper sentences that
 * support their narration. A script that already carries its grounding (the built-in engine's) is
 * returned as it is.
 */
export function withGrounding(script: ScriptOutput, paper: Parameters<typeof paperSentences>[0]): ScriptOutput {
  if (script.grounding) return script;
  const sentences = narratedSentences(script);
  const { grounding, support } = groundSentences(sentences, paperSentences(paper));
  const slides = script.slides.map((slide) => {
    if (slide.sources?.quotes?.length) return slide;
    const quotes = support.filter((quote, i): quote is SourceQuote => quote !== null && sentences[i]!.part === slide.number);
    const sources = withQuotes(slide.sources, quotes);
    return sources ? { ...slide, sources } : slide;
  });
  return { ...script, slides, grounding: { ...grounding, narrationHash: narrationFingerprint(script) } };
}
