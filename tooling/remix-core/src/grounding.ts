/**
 * Grounding (issue 15): does each narrated sentence trace to a sentence of the paper? The built-in
 * engine knows, since it speaks the paper's own sentences (script.ts passes them in); for a script
 * from a language model, or one edited by hand, a sentence is matched to the paper sentence that
 * covers most of its content words and numbers. Sentences without support are listed for review,
 * and each slide's supporting sentences become its `sources.quotes`, which the workspace finds and
 * highlights in the PDF (decision 0067).
 *
 * Shared by the worker (a new script) and the api (a script edited by hand, matched against the
 * paper the worker already extracted: the api never reads a PDF). Pure text work, no I/O; imported
 * as `@paperlight/remix-core/grounding` so the worker's PDF reader bundle does not take the
 * database with it.
 */
import { detailsSentence, type DetailsCitation } from './details';

/** A sentence of the paper, verbatim as the reader extracted it, so a PDF viewer can find it on its page. */
export interface SourceQuote {
  text: string;
  /** 1-based page where its paragraph starts (the sentence may run on to the next page). */
  page?: number;
}

/** Where a slide's narration comes from in the paper (issue 15 shows it; the LLM path must name it). */
export interface SlideSources {
  pages: number[];
  section?: string;
  /** PaperFigure ids the slide talks about. */
  figures?: string[];
  /** The paper's sentences the narration was spoken from (built-in engine) or matched to (LLM path). */
  quotes?: SourceQuote[];
}

/** Where a narrated sentence sits in the script. */
export type ScriptPart = 'opening' | 'closing' | number;

/**
 * How much of the narration the paper supports (issue 15): of the sentences that state something
 * (not questions, not the engine's own framing, at least four content words), how many have a
 * supporting sentence in the paper. Untraced ones are listed for review.
 */
export interface ScriptGrounding {
  traced: number;
  total: number;
  untraced: { part: ScriptPart; text: string }[];
  /** 'source': each sentence was spoken from a known paper sentence; 'overlap': matched by shared words. */
  method: 'source' | 'overlap';
  /** narrationFingerprint of the narration it was computed on: an edit since makes it the engine version's. */
  narrationHash?: string;
}

/** What grounding reads of a script: the narration of each part, and the slides' sources. */
export interface NarratedScript {
  opening: { narration: string };
  slides: { number: number; narration: string; sources?: SlideSources }[];
  closing: { narration: string };
  grounding?: ScriptGrounding;
}

/** What grounding reads of an extracted paper (the worker's ExtractedPaper, as stored in paper.json). */
export interface GroundingPaper {
  title?: string;
  /** With the citation, the paper's details (issue 30): a narration naming the authors traces to them. */
  authors?: string[];
  citation?: DetailsCitation;
  abstract?: string;
  sections?: GroundingSection[];
  figures?: { caption: string; page?: number }[];
}

/** A section as the reader gives it: paragraphs, the page each starts on, and where each goes on to another page. */
export interface GroundingSection {
  heading: string;
  paragraphs: string[];
  /** 1-based page of each paragraph's first line (same length as `paragraphs`), where known. */
  pages?: number[];
  /**
   * Where a paragraph goes on to another page (over a page break, past full-page figures): for each
   * paragraph, the share of its text read before each new page, and that page. Empty where it stays
   * on one page; absent where the reader knows no pages.
   */
  pageTurns?: { at: number; page: number }[][];
}

/**
 * A section's paragraph as sentences, each with the page it starts on: the paragraph's first page, or
 * a later one where the paragraph goes on past a page break (or past pages of figures) before the
 * sentence starts.
 */
export function paragraphSentences(section: GroundingSection, index: number): { text: string; page?: number }[] {
  const paragraph = section.paragraphs[index]!;
  const turns = section.pageTurns?.[index] ?? [];
  let from = 0;
  return splitSentences(paragraph).map((text) => {
    const found = paragraph.indexOf(text, from);
    const start = found >= 0 ? found : from;
    from = start + text.length;
    const at = (start + 1) / Math.max(paragraph.length, 1);
    const page = turns.filter((turn) => turn.at < at).pop()?.page ?? section.pages?.[index];
    return page ? { text, page } : { text };
  });
}

/** Words in a text, as the script's budgets, the cards and the workspace count them: runs of non-space. */
export function countWords(text: string): number {
  const words = text.trim().split(/\s+/);
  return words[0] === '' ? 0 : words.length;
}

const ABBREVIATIONS = new Set([
  'al',
  'e.g',
  'i.e',
  'eg',
  'ie',
  'cf',
  'fig',
  'figs',
  'eq',
  'eqs',
  'eqn',
  'vs',
  'etc',
  'dr',
  'prof',
  'mr',
  'mrs',
  'ms',
  'st',
  'no',
  'nos',
  'approx',
  'ca',
  'ref',
  'refs',
  'sect',
  'sec',
  'tab',
  'resp',
  'inc',
  'ltd',
  'co',
  'jr',
  'sr',
  'vol',
  'pp',
  'p',
  'ed',
  'eds',
  'dept',
  'univ',
  'u.s',
  'a.m',
  'p.m',
  'var',
  'sp',
  'spp',
  'subsp',
  'cv',
  'min',
  'max',
  'avg',
  'est',
  'op',
  'cit',
  'ibid',
  'viz',
  'jan',
  'feb',
  'mar',
  'apr',
  'jun',
  'jul',
  'aug',
  'sep',
  'sept',
  'oct',
  'nov',
  'dec',
  'mt',
  'ft',
  'in',
  'l',
  'ssp',
]);

/** Splits text into sentences, keeping abbreviations ("et al.", "e.g.", "Fig."), initials and decimals intact. */
export function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  const boundary = /([.!?])(["'”’)\]]*)(\s+)/g;
  let start = 0;
  let match: RegExpExecArray | null;
  while ((match = boundary.exec(text)) !== null) {
    const end = match.index + match[1]!.length + match[2]!.length;
    const next = text.slice(boundary.lastIndex, boundary.lastIndex + 2);
    if (!/^["“‘([]?[\p{Lu}\d]/u.test(next)) continue;
    if (match[1] === '.') {
      const before = text.slice(start, match.index);
      const word = /([\p{L}.]+)$/u.exec(before)?.[1] ?? '';
      const bare = word.toLowerCase().replace(/^\.+/, '');
      if (ABBREVIATIONS.has(bare)) continue;
      // A lone capital before the period is an initial ("J. Smith", "Robert W. Aldridge").
      if (/^\p{Lu}$/u.test(word)) continue;
      // Dotted abbreviations like "U.S." or "e.g." mid-sentence.
      if (/^(\p{L}\.)+\p{L}$/u.test(word)) continue;
    }
    const sentence = text.slice(start, end).trim();
    if (sentence) sentences.push(sentence);
    start = boundary.lastIndex;
  }
  const rest = text.slice(start).trim();
  if (rest) sentences.push(rest);
  return sentences;
}

/** English stop words, as one line (the worker's language detection lists them beside other languages'). */
export const EN_STOP_WORDS =
  'the of and to in is that for are with as was on by this be from at we an which or were have has not their it these can also than been its but more our';
const EN_STOPS = new Set(EN_STOP_WORDS.split(' '));

/** Tokens for ranking: lower-cased words of two or more letters, stop words removed. */
export function contentTokens(text: string): string[] {
  const words = text.toLowerCase().match(/[\p{L}][\p{L}\p{N}'’-]*/gu) ?? [];
  return words.filter((w) => w.length > 1 && !EN_STOPS.has(w));
}

/**
 * Back matter a narration never speaks from: acknowledgements, funding, declarations, availability,
 * appendices, references… (the first of the engine's section roles, 'skip').
 */
export const SKIP_SECTION =
  /acknowledg|funding|contributors?\b|declaration|competing|conflicts? of|availability|abbreviations|ethic|consent|appendix|supplement|supporting|author(?:s’|s'|’s)? (?:contribution|information|details)|references|bibliograph|literatur(?:verzeichnis|e cited)|keywords|role of the funding|endnotes|footnotes/i;

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
  /** The source sentence in full, when `source` carries a cut quote of it. */
  original?: string;
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
export function paperSentences(paper: GroundingPaper): PaperSentence[] {
  const out: PaperSentence[] = [];
  const add = (text: string, page: number | undefined) => out.push({ text, ...(page ? { page } : {}), tokens: claimTokens(text) });
  if (paper.title) add(paper.title, 1);
  if (paper.authors?.length) add(detailsSentence(paper), 1);
  for (const text of splitSentences(paper.abstract ?? '')) add(text, 1);
  for (const section of paper.sections ?? []) {
    if (SKIP_SECTION.test(section.heading)) continue;
    section.paragraphs.forEach((_, i) => {
      for (const { text, page } of paragraphSentences(section, i)) add(text, page);
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
    // 'higher' is not supported by 'lower', nor 'all others' by 'all others except one'.
    if (!keepsClaim(sentence, candidate.text)) continue;
    let shared = 0;
    for (const token of tokens) if (candidate.tokens.has(token)) shared += 1;
    const score = shared / tokens.size;
    if (!best || score > best.score || (score === best.score && candidate.tokens.size < best.sentence.tokens.size))
      best = { sentence: candidate, score, shared };
  }
  return best && best.score >= SUPPORT_THRESHOLD && best.shared >= 3 ? { sentence: best.sentence, score: best.score } : null;
}

/** Words that say which way a comparison goes: a narration that says 'higher' where the paper says 'lower' is another claim. */
const UP =
  /\b(?:better|best|higher|highest|more|most|greater|larger|faster|increas\w*|rose|rise[sn]?|raised|improv\w*|outperform\w*|gains?)\b/i;
const DOWN =
  /\b(?:worse|worst|lower|lowest|less|least|fewer|smaller|slower|decreas\w*|fell|fall[sn]?|reduc\w*|underperform\w*|degrad\w*|declin\w*|drops?)\b/i;
/** Words that limit a claim to part of what it covers: leaving one out states the other side alone. */
const EXCEPTION = /\b(?:except|excluding|unless|only|but)\b/gi;

/** Numbers of a text, also with thousands grouped by a plain space ('743 691', which the narration says '743,691'). */
function numbersWithGroups(text: string): Set<string> {
  return new Set([...numbersOf(text), ...numbersOf(text.replace(/(\d{1,3}) (?=\d{3}\b)/g, '$1'))]);
}

/**
 * Whether a narrated sentence says what its source sentence says (issue 30): every number it states
 * is the source's, it is negated exactly when the source is, every word saying which way a
 * comparison goes is the source's, and it keeps the source's exceptions ('except', 'only', 'but').
 */
export function keepsClaim(narrated: string, source: string): boolean {
  const numbers = numbersWithGroups(source);
  if (!numbersOf(narrated).every((n) => numbers.has(n))) return false;
  if (NEGATION.test(narrated) !== NEGATION.test(source)) return false;
  // Each way a comparison goes in the narration is one the source goes too.
  if ((UP.test(narrated) && !UP.test(source)) || (DOWN.test(narrated) && !DOWN.test(source))) return false;
  const words = (text: string) => new Set((text.match(EXCEPTION) ?? []).map((w) => w.toLowerCase()));
  const kept = words(narrated);
  return [...words(source)].every((w) => kept.has(w));
}

/** A quote short enough to carry: a long sentence keeps its beginning, marked as cut. */
export function quoteOf(text: string, page: number | undefined): SourceQuote {
  const clean = text.replace(/\s+/g, ' ').trim();
  const cut =
    clean.length <= MAX_QUOTE_CHARS ? clean : `${clean.slice(0, clean.lastIndexOf(' ', MAX_QUOTE_CHARS)).replace(/[\s,;:]+$/, '')}…`;
  return { text: cut, ...(page ? { page } : {}) };
}

/** The narrated sentences of a script, part by part. */
export function narratedSentences(script: NarratedScript): NarratedSentence[] {
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
export function groundSentences(
  sentences: readonly NarratedSentence[],
  pool: readonly PaperSentence[],
): { grounding: ScriptGrounding; support: (SourceQuote | null)[] } {
  let traced = 0;
  let total = 0;
  let matched = false;
  const untraced: ScriptGrounding['untraced'] = [];
  const support = sentences.map((sentence): SourceQuote | null => {
    if (sentence.framing) return null;
    if (sentence.source) {
      total += 1;
      // Spoken from the paper, it still traces only when it keeps the source's numbers and polarity.
      if (!keepsClaim(sentence.text, sentence.original ?? sentence.source.text)) {
        untraced.push({ part: sentence.part, text: sentence.text });
        return sentence.source;
      }
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
export function narrationFingerprint(script: {
  opening: { narration: string };
  slides: readonly { narration: string }[];
  closing: { narration: string };
}): string {
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
export function withGrounding<S extends NarratedScript>(script: S, paper: GroundingPaper): S {
  if (script.grounding) return script;
  const sentences = narratedSentences(script);
  const { grounding, support } = groundSentences(sentences, paperSentences(paper));
  const slides = script.slides.map((slide) => {
    if (slide.sources?.quotes?.length) return slide;
    const quotes = support.filter((quote, i): quote is SourceQuote => quote !== null && sentences[i]!.part === slide.number);
    const sources = withQuotes(slide.sources, quotes);
    return sources ? { ...slide, sources } : slide;
  });
  return { ...script, slides, grounding: { ...grounding, narrationHash: narrationFingerprint(script) } } as S;
}

const partKey = (part: ScriptPart, text: string) => `${part}\u0000${text}`;

/**
 * The grounding of a script edited by hand (decision 0088): the edited narration checked against the
 * paper, so a sentence the user wrote is flagged unless the paper says it. A sentence kept word for
 * word in the same part keeps the verdict `previous` gave it: one that was flagged is matched again,
 * one that was not stays out of the flagged list (the engine spoke it from the paper, or it is the
 * engine's framing, which is never counted). Everything else is matched like a language model's
 * script. When `previous` has no grounding, or one computed on other narration (an edit made before
 * grounding was recomputed), every sentence is matched. The slides' sources are left as they are.
 */
export function regroundEdited<S extends NarratedScript>(previous: NarratedScript, edited: S, paper: GroundingPaper): S {
  const pool = paperSentences(paper);
  const before = previous.grounding;
  const trusted = before && (before.narrationHash === undefined || before.narrationHash === narrationFingerprint(previous));
  const kept = new Set(trusted ? narratedSentences(previous).map((s) => partKey(s.part, s.text)) : []);
  const flagged = new Set(trusted ? before.untraced.map((s) => partKey(s.part, s.text)) : []);
  const sentences = narratedSentences(edited).map((sentence): NarratedSentence => {
    const key = partKey(sentence.part, sentence.text);
    if (!kept.has(key) || flagged.has(key)) return sentence;
    const found = isClaim(sentence.text) ? supportOf(sentence.text, pool) : null;
    return found ? { ...sentence, source: quoteOf(found.sentence.text, found.sentence.page) } : { ...sentence, framing: true };
  });
  const { grounding } = groundSentences(sentences, pool);
  // Every sentence counted as traced was found by its words, kept ones included.
  return { ...edited, grounding: { ...grounding, method: 'overlap', narrationHash: narrationFingerprint(edited) } };
}
