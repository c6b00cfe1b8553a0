/**
 * The built-in storyboard: turns a script into scenes with every field of SPEC §3. Scenes follow
 * the script — a title scene for the opening, one scene per slide, a closing scene — and
 * number_of_scenes caps them: adjacent slides merge (their visuals follow one another), and with
 * room to spare a long slide splits in two. Each scene shows one clear visual of the paper, chosen
 * here (issue 14): the figure or table the slide talks about with the paper's own caption and page,
 * a key-number card, a short quote, or two to four claim bullets — never filler keywords.
 * Deterministic.
 */
import { splitSentences, countWords, contentTokens } from './text';
import { quotable } from './narrative/speakable';
import type { ExtractedPaper, PaperFigure, Scene, ScriptOutput, SlideSources, StoryboardConfig, StoryboardOutput, StoryboardStyle, VisualElement } from './types';

export type { Scene, StoryboardConfig, StoryboardOutput } from './types';

export const DEFAULT_STORYBOARD_CONFIG: StoryboardConfig = { number_of_scenes: 5, style: 'abstract', audio_type: 'narration', narration_voice: 'female' };
export const WORDS_PER_MINUTE = 150;
/** A slide longer than this (seconds of narration) splits in two when number_of_scenes leaves room. */
const LONG_SCENE_SECONDS = 30;

/** What the storyboard needs of the paper: its title, and where known its figures, authors and citation. */
export type StoryboardPaper = Pick<ExtractedPaper, 'title'> & Partial<Pick<ExtractedPaper, 'figures' | 'authors' | 'citation' | 'sections' | 'abstract' | 'language'>>;

const STYLE_LOOK: Record<StoryboardStyle, { look: string; background: string; cue: string }> = {
  abstract: {
    look: 'clean abstract layout with soft gradients and geometric accents',
    background: 'Deep blue-to-violet gradient with slowly drifting translucent shapes',
    cue: 'Accents drift gently behind the content',
  },
  realistic: {
    look: 'photographic, documentary look',
    background: 'Softly lit research setting, shallow depth of field, kept behind a clear panel for the content',
    cue: 'Slow push-in on the main subject',
  },
  cartoon: {
    look: 'friendly flat illustration with bold outlines',
    background: 'Bright flat-colour backdrop with simple props',
    cue: 'Elements pop in with a light bounce',
  },
  sketch: {
    look: 'hand-drawn pencil sketch on paper',
    background: 'Off-white paper texture with faint grid lines',
    cue: 'Lines draw themselves on as the narration mentions them',
  },
};

/** Seconds a narration takes at WORDS_PER_MINUTE, to one decimal, never below one second. */
export function narrationSeconds(text: string): number {
  return Math.max(1, Math.round((countWords(text) / WORDS_PER_MINUTE) * 600) / 10);
}

interface Part {
  kind: 'opening' | 'slide' | 'closing';
  heading: string;
  /** 'Opening', 'Slide 2', 'Closing', joined with ' + ' when parts merge. */
  line: string;
  sentences: string[];
  sources?: SlideSources;
  visuals: VisualElement[];
}

const wordsOf = (part: Part) => part.sentences.reduce((s, x) => s + countWords(x), 0);

/** The paper's sentences, for quoting them in their own words. */
function paperSentences(paper: StoryboardPaper): { text: string; page?: number; tokens: Set<string> }[] {
  const out: { text: string; page?: number; tokens: Set<string> }[] = [];
  if (paper.abstract) for (const text of splitSentences(paper.abstract)) out.push({ text, page: 1, tokens: new Set(contentTokens(text)) });
  for (const section of paper.sections ?? []) {
    section.paragraphs.forEach((p, i) => {
      for (const text of splitSentences(p)) out.push({ text, ...(section.pages?.[i] ? { page: section.pages[i] } : {}), tokens: new Set(contentTokens(text)) });
    });
  }
  return out;
}

/** The paper's own sentence behind a narrated one (the narration rewrites person and symbols). */
function sourceSentence(sentence: string, pool: ReturnType<typeof paperSentences>): { text: string; page?: number } | null {
  const tokens = new Set(contentTokens(sentence));
  if (tokens.size < 4) return null;
  let best: { text: string; page?: number; score: number } | null = null;
  for (const s of pool) {
    let shared = 0;
    for (const t of tokens) if (s.tokens.has(t)) shared += 1;
    const score = shared / Math.max(tokens.size, s.tokens.size);
    if (!best || score > best.score) best = { text: s.text, ...(s.page ? { page: s.page } : {}), score };
  }
  return best && best.score >= 0.6 ? best : null;
}

// 'percentage points' before 'percent', which is its prefix: a card must not turn points into a percentage.
const NUMBER = /(?:\b(?:by|of|to|at|from)\s+)?(\d+(?:[.,]\d+)*(?:\s*(?:percentage points?|percent|points?|-fold|times))?)/gi;
/** A claim's frame ('The authors show that …', 'Our results suggest that …'): not the claim. */
const CLAIM_FRAME = /^(?:the authors(?:’)?(?:\s+(?:findings|results|analysis|data))?|they|(?:our|their|these|the)\s+(?:findings|results|analyses|data))\s+(?:show|shows|find|finds|found|argue|argues|observe|observes|observed|report|reports|note|notes|demonstrate|demonstrates|suggest|suggests|indicate|indicates|reveal|reveals)\s+that\s+/i;

/** The key number of a sentence and a few words of context, or null. */
export function keyNumber(sentence: string): { value: string; caption: string } | null {
  let best: { value: string; index: number; weight: number } | null = null;
  for (const m of sentence.matchAll(NUMBER)) {
    const raw = m[1]!.trim();
    const digits = raw.replace(/[^\d.]/g, '');
    if (/^(?:19|20)\d{2}$/.test(digits) && !/percent|point|fold|times/i.test(raw)) continue;
    const weight = (/percent|point|fold|times/i.test(raw) ? 3 : 0) + (/\./.test(digits) ? 2 : 0) + (/\b(?:improv|increas|decreas|reduc|rose|fell|higher|lower|outperform|gain|drop|declin)/i.test(sentence) ? 1 : 0);
    if (!best || weight > best.weight) best = { value: raw, index: m.index!, weight };
  }
  if (!best || best.weight < 2) return null;
  const value = best.value.replace(/\s*percent$/i, '%').replace(/\s*percentage points?$/i, ' percentage points');
  // The clause around the number, at most 14 words.
  const clauses = sentence.replace(/[.!?]$/, '').split(/[,;:]\s+/);
  let offset = 0;
  let at = 0;
  for (const [i, c] of clauses.entries()) {
    if (best.index >= offset && best.index <= offset + c.length) {
      at = i;
      break;
    }
    offset += c.length + 2;
  }
  // A clause too short to say what was measured ('with nDCG of 53.9') takes the clause before it
  // ('SPECTER outperforms all baselines, with nDCG of 53.9').
  let first = at;
  while (first > 0 && clauses.slice(first, at + 1).join(', ').split(/\s+/).length < 8) first -= 1;
  const clause = clauses.slice(first, at + 1).join(', ').replace(CLAIM_FRAME, '');
  // The card sets the number large above its caption, so the caption says what was measured: the
  // words before the number ('SPECTER outperforms all other models on this task, with nDCG' under
  // 53.9), without the preposition that led to it, the last 14 of them.
  const numberAt = clause.indexOf(best.value.split(/\s/)[0]!);
  const before = (numberAt > 0 ? clause.slice(0, numberAt) : '').replace(/[\s,;:(]*(?:\b(?:by|to|at|of|from|with|was|were|is|are|about|around|nearly|approximately|roughly|almost|over|under|than|just)\b[\s,;:(]*|=\s*)*$/i, '').trim();
  let caption: string;
  if (before.split(/\s+/).length >= 4) {
    const words = before.split(/\s+/);
    caption = words.length > 14 ? `…${words.slice(-14).join(' ')}` : before;
    // A short rest of the clause after the number says where it was measured ('… improves on F1').
    const after = clause.slice(numberAt + best.value.length).replace(/^[\s%]*(?:percentage points?|percent|points?)?/i, '').trim();
    if (after && after.split(/\s+/).length <= 4) caption = `${caption} ${after}`;
  } else {
    // Too little before the number to say what it is: the clause around it, at most 14 words.
    const words = clause.trim().split(/\s+/);
    const where = Math.max(0, words.findIndex((word) => word.includes(best!.value.split(/\s/)[0]!)));
    const from = words.length > 14 ? Math.min(Math.max(0, where - 9), words.length - 14) : 0;
    caption = `${from > 0 ? '…' : ''}${words.slice(from, from + 14).join(' ')}${from + 14 < words.length ? '…' : ''}`;
  }
  return { value, caption: caption.charAt(0).toUpperCase() + caption.slice(1) };
}

/**
 * Room on a claim card, in words and characters (render.ts sets the card's type for these): a lone
 * claim, and each of two, three or four bullets. A claim that does not fit is not cut with an
 * ellipsis: it is shown to a clause boundary, or another claim is shown.
 */
export const CLAIM_ROOM = {
  lone: { words: 60, chars: 330 },
  bullets: { 2: { words: 24, chars: 190 }, 3: { words: 18, chars: 140 }, 4: { words: 12, chars: 110 } },
} as const;

/** Room for each of `count` bullets on one card. */
export function bulletRoom(count: number): { words: number; chars: number } {
  return CLAIM_ROOM.bullets[Math.min(4, Math.max(2, count)) as 2 | 3 | 4];
}

/** The claim of a sentence: its main clause, without a frame, an introductory phrase or an aside. */
export function mainClaim(sentence: string): string {
  let text = sentence
    .trim()
    .replace(/[.!?]$/, '')
    .replace(CLAIM_FRAME, '')
    // An aside between commas ('…organisations, especially those that…, increases…') is not the claim.
    .replace(/,\s+(?:especially|particularly|including|such as|notably|mainly|mostly|in particular)\b[^,]*,\s+/i, ' ');
  // An introductory phrase ("To train the model, …", "In a dataset of 4,113 clicks, …") is not the claim.
  const intro = /^(?:to|in|for|on|at|with|by|when|while|although|because|as|if|after|before|inspired|based|unlike|compared|consistent|using|given|during|among|across|from|under|overall|here)\b[^,]{0,80},\s+/i.exec(text);
  if (intro && text.length - intro[0].length > 20) text = text.slice(intro[0].length);
  const cut = text.search(/,\s|;\s|\s(?:which|while|whereas|because|although)\s/);
  // A comma that opens a list ('…are A, B, and C', '…are A, B and C') is not the end of the claim.
  const rest = text.slice(cut + 1);
  const items = rest.split(/,\s+/).map((item) => item.trim());
  const closing = items.findIndex((item, k) => k > 0 && /^(?:and|or)\s/.test(item));
  const list = text[cut] === ',' && ((closing > 0 && items.slice(0, closing).every((item) => item.split(/\s+/).length <= 12)) || /^\s[^,;]{1,80}\s(?:and|or)\s[^,;]+$/.test(rest));
  if (cut > 0 && !list && text.slice(0, cut).split(/\s+/).length >= 4) text = text.slice(0, cut);
  const clean = text.trim().replace(/\s+/g, ' ');
  return clean.charAt(0).toUpperCase() + clean.slice(1);
}

/**
 * Where a claim may end short of its last word and still read as a sentence: before a semicolon or
 * a colon, before a subordinate clause ('which', 'while', 'because'…), and before a second verb
 * phrase ('…excluded studies with only perinatal outcomes | and did not include…'). Not at a plain
 * comma: after the main clause (mainClaim) those are a list's, and half a list misreports it.
 */
const CLAUSE_END = /\s*[;:]\s|,?\s(?=(?:which|while|whereas|where|because|although|but|yet|so that|whereby|thereby)\s)|,?\s(?=and\s(?:did|does|do|was|were|is|are|has|have|had|can|could|may|might|will|would|should|must|not|also|then|thus|therefore|[a-z]+ed)\s)/g;

/**
 * A claim as a card shows it, in at most `maxWords` words and `maxChars` characters: the main claim
 * whole, or cut where a clause ends (at least five words); never cut mid-clause with an ellipsis.
 * Null when it fits neither way.
 */
export function claimBullet(sentence: string, maxWords = 12, maxChars = Number.POSITIVE_INFINITY): string | null {
  const claim = mainClaim(sentence);
  const fits = (text: string) => countWords(text) <= maxWords && text.length <= maxChars;
  if (fits(claim)) return claim;
  let best: string | null = null;
  for (const m of claim.matchAll(CLAUSE_END)) {
    const head = claim.slice(0, m.index).replace(/[\s,;:–—-]+$/, '');
    if (countWords(head) < 5) continue;
    if (!fits(head)) break;
    best = head;
  }
  return best;
}

function figureElement(figure: PaperFigure): VisualElement {
  return { type: figure.kind, caption: figure.caption, figure: figure.id, page: figure.page, ...(figure.image ? { image: figure.image } : {}) };
}

/** Sentences of a part that are the paper's (framing questions are short and end in '?'). */
function contentSentences(part: Part): string[] {
  return part.sentences.filter((s) => !/\?$/.test(s) && countWords(s) >= 6);
}

/**
 * Whether a sentence makes sense on a card of its own: one that opens by pointing back ('This is
 * unlikely to…', 'These results…', 'It…') needs the sentence before it, which the card does not show.
 */
export function standsAlone(sentence: string): boolean {
  return !/^(?:this|these|that|those|it|its|they|their|them|such|both|the latter|the former|here|he|she)\b/i.test(sentence.trim());
}

/** The one clear visual of a slide. */
function chooseVisual(part: Part, paper: StoryboardPaper, pool: ReturnType<typeof paperSentences>, previous: string | undefined): VisualElement | null {
  const figures = new Map((paper.figures ?? []).map((f) => [f.id, f]));
  const figure = part.sources?.figures?.map((id) => figures.get(id)).find((f): f is PaperFigure => Boolean(f));
  if (figure) return figureElement(figure);
  const sentences = contentSentences(part);
  if (sentences.length === 0) return null;
  const numbers = sentences.map((s) => keyNumber(s)).filter((n): n is { value: string; caption: string } => n !== null);
  const quote = sentences
    .map((s) => sourceSentence(s, pool))
    .map((s) => (s ? { ...s, text: quotable(s.text) } : null))
    .filter((s): s is { text: string; page?: number } => s !== null && countWords(s.text) >= 6 && countWords(s.text) <= 30)
    .sort((a, b) => Number(standsAlone(b.text)) - Number(standsAlone(a.text)))[0];
  // Bullets only of claims that make sense alone; when fewer than two do, another card fits better.
  const bullets = claimBullets(sentences.filter((sentence) => standsAlone(mainClaim(sentence))));
  const options: VisualElement[] = [];
  if (numbers[0]) options.push({ type: 'number', value: numbers[0].value, caption: numbers[0].caption });
  if (quote) options.push({ type: 'quote', caption: quote.text, ...(quote.page ? { page: quote.page } : {}) });
  if (bullets.length >= 2) options.push({ type: 'bullets', caption: part.heading, items: bullets });
  // Vary the screen: do not show the same kind of card twice in a row when another fits.
  return options.find((o) => o.type !== previous) ?? options[0] ?? null;
}

/**
 * Two to four claims as bullets, each whole or cut where a clause ends, within the card's room (two
 * bullets take up to 24 words each, three 18, four 12). Claims that fit whole in 12 words come first
 * when at least two do; a claim that fits neither way is left out, and with fewer than two left
 * there is no bullet card.
 */
export function claimBullets(sentences: readonly string[]): string[] {
  if (sentences.length < 2) return [];
  const whole = sentences.filter((sentence) => claimBullet(sentence, bulletRoom(4).words, bulletRoom(4).chars) === mainClaim(sentence));
  const chosen = (whole.length >= 2 ? whole : sentences).slice(0, 4);
  for (let count = chosen.length; count >= 2; count--) {
    const room = bulletRoom(count);
    const items = chosen.map((sentence) => claimBullet(sentence, room.words, room.chars)).filter((item): item is string => item !== null);
    if (items.length >= count) return items.slice(0, count);
  }
  return [];
}

/**
 * When nothing else fits: the slide's claims as bullets, or one claim on a card of its own. Never a
 * quote: the slide's sentences are the narration's (third person, cleaned), not the paper's words.
 * The lone claim is one that fits the card whole, else one cut where a clause ends; never one that
 * trails off ('…and did not include…').
 */
function fallbackVisual(part: Part): VisualElement {
  const sentences = contentSentences(part);
  const alone = sentences.filter((sentence) => standsAlone(mainClaim(sentence)));
  const bullets = claimBullets(alone.length >= 2 ? alone : sentences);
  if (bullets.length >= 2 && alone.length !== 1) return { type: 'bullets', caption: part.heading, items: bullets };
  return { type: 'bullets', caption: part.heading, items: [loneClaim(alone, sentences, part)] };
}

/** One claim for a card of its own: whole if one fits, else cut where a clause ends. */
export function loneClaim(alone: readonly string[], sentences: readonly string[], part?: { heading: string; sentences: string[] }): string {
  const { words, chars } = CLAIM_ROOM.lone;
  const candidates = [...alone, ...sentences.filter((sentence) => !alone.includes(sentence))];
  const whole = candidates.find((sentence) => claimBullet(sentence, words, chars) === mainClaim(sentence));
  if (whole) return mainClaim(whole);
  for (const sentence of candidates) {
    const claim = claimBullet(sentence, words, chars);
    if (claim) return claim;
  }
  // No claim of the slide fits at all (one very long sentence without a clause break): its shortest
  // sentence if that fits, else the heading, which is a whole line of its own.
  const shortest = [...(part?.sentences ?? sentences)].sort((a, b) => a.length - b.length)[0];
  if (shortest && countWords(shortest) <= words && shortest.length <= chars) return shortest.replace(/[.!?]$/, '');
  return part?.heading ?? '';
}

function citationLine(paper: StoryboardPaper): string {
  const authors = paper.authors ?? [];
  const names = authors.length > 6 ? `${authors.slice(0, 6).join(', ')} et al.` : authors.join(', ');
  const c = paper.citation ?? {};
  return [names && `${names}${c.year ? ` (${c.year})` : ''}.`, `${paper.title.replace(/\.$/, '')}.`, c.venue && `${c.venue}.`, c.doi && `doi:${c.doi.replace(/^doi:\s*/i, '')}.`, c.license && `Licence: ${c.license}.`]
    .filter(Boolean)
    .join(' ')
    .replace(/\.\./g, '.');
}

function scriptParts(script: ScriptOutput): Part[] {
  return [
    { kind: 'opening' as const, heading: 'Opening', line: 'Opening', sentences: splitSentences(script.opening.narration), visuals: [] },
    ...script.slides.map((slide) => ({ kind: 'slide' as const, heading: slide.heading, line: `Slide ${slide.number}`, sentences: splitSentences(slide.narration), ...(slide.sources ? { sources: slide.sources } : {}), visuals: [] })),
    { kind: 'closing' as const, heading: 'Closing', line: 'Closing', sentences: splitSentences(script.closing.narration), visuals: [] },
  ].filter((part) => part.sentences.length > 0);
}

/** Positions each visual where its part starts in the merged narration (share of words, 0–1). */
function merge(a: Part, b: Part): Part {
  const total = wordsOf(a) + wordsOf(b);
  const place = (v: VisualElement, base: number, span: number) => ({ ...v, at: Math.round(((base + (v.at ?? 0) * span) / Math.max(1, total)) * 100) / 100 });
  return {
    kind: a.kind === 'opening' ? 'opening' : b.kind === 'closing' ? 'closing' : 'slide',
    heading: [...new Set([...a.heading.split(' · '), ...b.heading.split(' · ')].map((h) => h.split(': ')[0]!))].join(' · '),
    line: `${a.line} + ${b.line}`,
    sentences: [...a.sentences, ...b.sentences],
    visuals: [...a.visuals.map((v) => place(v, 0, wordsOf(a))), ...b.visuals.map((v) => place(v, wordsOf(a), wordsOf(b)))],
    ...mergedSources(a.sources, b.sources),
  };
}

/** A merged scene comes from both slides: their pages, sections, figures and quotes together. */
export function mergedSources(a: SlideSources | undefined, b: SlideSources | undefined): { sources?: SlideSources } {
  if (!a && !b) return {};
  const pages = [...new Set([...(a?.pages ?? []), ...(b?.pages ?? [])])].sort((x, y) => x - y);
  const sections = [...new Set([a?.section, b?.section].filter((section): section is string => Boolean(section)))];
  const figures = [...new Set([...(a?.figures ?? []), ...(b?.figures ?? [])])];
  const quotes = [...(a?.quotes ?? []), ...(b?.quotes ?? [])].filter((quote, i, all) => all.findIndex((q) => q.text === quote.text) === i);
  return { sources: { pages, ...(sections.length ? { section: sections.join(', ') } : {}), ...(figures.length ? { figures } : {}), ...(quotes.length ? { quotes } : {}) } };
}

/**
 * A slide split in two: the first half keeps its sources; the second keeps the pages, and the
 * quotes its sentences were spoken from (those sharing most words with them).
 */
function splitSources(sources: SlideSources | undefined, first: string[], second: string[]): [SlideSources | undefined, SlideSources] {
  const quotes = sources?.quotes ?? [];
  const overlapWith = (sentences: string[], quote: string) => {
    const tokens = new Set(contentTokens(quote));
    return Math.max(0, ...sentences.map((s) => contentTokens(s).filter((t) => tokens.has(t)).length));
  };
  const secondQuotes = quotes.filter((quote) => overlapWith(second, quote.text) > overlapWith(first, quote.text));
  const firstQuotes = quotes.filter((quote) => !secondQuotes.includes(quote));
  const head = sources && { ...sources, ...(quotes.length ? { quotes: firstQuotes } : {}) };
  if (head && head.quotes?.length === 0) delete head.quotes;
  return [head, { pages: sources?.pages ?? [], ...(secondQuotes.length ? { quotes: secondQuotes } : {}) }];
}

/**
 * Fits the parts into at most `count` scenes, keeping their order. The title and the closing keep
 * scenes of their own while there are at least three; the slides between are grouped into runs of
 * adjacent slides so that the longest scene is as short as it can be.
 */
export function fitParts(input: Part[], count: number): Part[] {
  const target = Math.max(1, count);
  if (input.length <= target) return input;
  const mergeAll = (ps: Part[]) => ps.slice(1).reduce((acc, p) => merge(acc, p), ps[0]!);
  const opening = input[0]?.kind === 'opening' ? input[0] : undefined;
  const closing = input.at(-1)?.kind === 'closing' ? input.at(-1) : undefined;
  if (target < 3 || !opening || !closing) {
    if (target === 1) return [mergeAll(input)];
    // Two scenes: everything before the closing, then the closing (or the best split of the rest).
    if (closing) return [mergeAll(input.slice(0, -1)), closing];
    return [mergeAll(input.slice(0, -1)), input.at(-1)!];
  }
  const slides = input.slice(1, -1);
  const groups = target - 2;
  // Linear partition: best[k][i] = smallest possible longest group for the first i slides in k groups.
  const w = slides.map(wordsOf);
  const prefix = [0];
  for (const x of w) prefix.push(prefix.at(-1)! + x);
  const n = slides.length;
  const best: number[][] = Array.from({ length: groups + 1 }, () => new Array<number>(n + 1).fill(Number.POSITIVE_INFINITY));
  const cut: number[][] = Array.from({ length: groups + 1 }, () => new Array<number>(n + 1).fill(0));
  best[0]![0] = 0;
  for (let k = 1; k <= groups; k += 1) {
    for (let i = 1; i <= n; i += 1) {
      for (let j = k - 1; j < i; j += 1) {
        const value = Math.max(best[k - 1]![j]!, prefix[i]! - prefix[j]!);
        if (value < best[k]![i]!) {
          best[k]![i] = value;
          cut[k]![i] = j;
        }
      }
    }
  }
  const runs: Part[] = [];
  let end = n;
  for (let k = Math.min(groups, n); k >= 1; k -= 1) {
    const start = cut[k]![end]!;
    runs.unshift(mergeAll(slides.slice(start, end)));
    end = start;
  }
  return [opening, ...runs, closing];
}

function describe(visual: VisualElement | undefined, look: string): string {
  if (!visual) return `A ${look} card with the slide heading.`;
  switch (visual.type) {
    case 'title':
      return `Title card (${look}): the paper’s title “${visual.caption}” with its authors, venue, year and DOI.`;
    case 'closing':
      return `Closing card (${look}): the full citation and licence credit — ${visual.caption}`;
    case 'figure':
    case 'table':
      return `${visual.type === 'table' ? 'Table' : 'Figure'} from page ${visual.page ?? '?'} of the paper, shown large with its caption: “${visual.caption}”`;
    case 'number':
      return `Key-number card: “${visual.value}” — ${visual.caption}.`;
    case 'quote':
      return `Quote from ${visual.page ? `page ${visual.page} of ` : ''}the paper, in large type: “${visual.caption}”`;
    case 'bullets':
      return (visual.items ?? []).length === 1
        ? `One claim in large type under “${visual.caption}”: ${visual.items![0]}`
        : `${visual.items?.length ?? 0} claim bullets under “${visual.caption}”: ${(visual.items ?? []).join(' · ')}`;
    default:
      return visual.caption;
  }
}

function directions(visual: VisualElement | undefined, count: number): string {
  const more = count > 1 ? ' Then move to the next visual at its mark as the narration reaches it.' : '';
  switch (visual?.type) {
    case 'title':
      return `Open on the title card and hold it while the opening is spoken; fit the title to the card whatever its length.${more}`;
    case 'closing':
      return 'Show the closing card with the full citation and licence credit; hold two seconds after the narration, then fade out.';
    // What the film does (render.ts figurePlan, zoomPlan): it never pans.
    case 'figure':
      return `Reveal the figure with its caption and “p. ${visual.page ?? '?'}”; if it is too small to read whole, cross-fade to its lower part enlarged and hold there.${more}`;
    case 'table':
      return `Reveal the table with its caption and “p. ${visual.page ?? '?'}”; if it is too tall to read whole, show its top rows at reading size, fading where it goes on.${more}`;
    case 'number':
      return `Count the number up to ${visual.value} as it is spoken, caption beneath; hold.${more}`;
    case 'quote':
      return `Set the quote in large type with its page; highlight the key phrase as it is read.${more}`;
    case 'bullets':
      return `Reveal each bullet as the narration reaches it.${more}`;
    default:
      return `Keep the heading at the top.${more}`;
  }
}

/** Builds the storyboard of SPEC §3 from a script without any model. */
export function generateStoryboard(script: ScriptOutput, paper: StoryboardPaper, config: StoryboardConfig = DEFAULT_STORYBOARD_CONFIG): StoryboardOutput {
  const count = Math.max(1, Math.floor(config.number_of_scenes));
  const style = STYLE_LOOK[config.style] ?? STYLE_LOOK.abstract;
  const pool = paperSentences(paper);
  let parts = scriptParts(script);

  // With room to spare, a long slide splits in two at a sentence boundary: no long stills.
  while (parts.length < count) {
    let longest = -1;
    parts.forEach((p, i) => {
      if (p.kind === 'slide' && contentSentences(p).length >= 2 && narrationSeconds(p.sentences.join(' ')) > LONG_SCENE_SECONDS && (longest < 0 || wordsOf(p) > wordsOf(parts[longest]!))) longest = i;
    });
    if (longest < 0) break;
    const part = parts[longest]!;
    let half = 0;
    let acc = 0;
    while (half < part.sentences.length - 1 && acc < wordsOf(part) / 2) acc += countWords(part.sentences[half++]!);
    const [firstSources, secondSources] = splitSources(part.sources, part.sentences.slice(0, half), part.sentences.slice(half));
    const { sources: _dropped, ...rest } = part;
    parts = [
      ...parts.slice(0, longest),
      { ...rest, ...(firstSources ? { sources: firstSources } : {}), sentences: part.sentences.slice(0, half) },
      { ...rest, sources: secondSources, sentences: part.sentences.slice(half) },
      ...parts.slice(longest + 1),
    ];
  }

  // Each part's visual, chosen before merging so merged scenes keep every part's picture in order.
  let previous: string | undefined;
  for (const part of parts) {
    if (part.kind === 'opening') {
      part.visuals = [{ type: 'title', caption: paper.title }];
      // A long opening moves on from the title card to the problem once the first sentence is said.
      const rest = { ...part, sentences: part.sentences.slice(1) };
      if (narrationSeconds(part.sentences.join(' ')) > 12 && contentSentences(rest).length > 0) {
        const visual = chooseVisual(rest, paper, pool, undefined);
        if (visual) part.visuals.push({ ...visual, at: Math.round((countWords(part.sentences[0]!) / wordsOf(part)) * 100) / 100 });
      }
    }
    else if (part.kind === 'closing') part.visuals = [{ type: 'closing', caption: citationLine(paper) }];
    else {
      const visual = chooseVisual(part, paper, pool, previous);
      part.visuals = [visual ?? fallbackVisual(part)];
      previous = part.visuals[0]!.type;
    }
  }
  const fitted = fitParts(parts, count);

  const narrator = config.narration_voice === 'male' ? 'Male narrator' : 'Female narrator';
  const soundCues = config.audio_type === 'narration' ? 'Narration only, no background music' : 'Soft instrumental background music under the narration';
  const scenes: Scene[] = fitted.map((part, index) => {
    const narration = part.sentences.join(' ');
    const first = index === 0;
    const last = index === fitted.length - 1;
    const visuals = part.visuals.length ? part.visuals : [fallbackVisual(part)];
    const primary = visuals.find((v) => v.type !== 'title' && v.type !== 'closing') ?? visuals[0];
    const heading = part.kind === 'opening' && part.heading === 'Opening' ? paper.title : part.heading;
    const overlays = [heading, ...visuals.flatMap((v) => (v.type === 'number' ? [`${v.value} — ${v.caption}`] : v.type === 'figure' || v.type === 'table' ? [`p. ${v.page}`] : []))];
    return {
      scene_number: index + 1,
      visual_description: visuals.map((v) => describe(v, style.look)).join(' Then: '),
      script_line: `${part.line}: ${part.heading}`,
      background_details: `${style.background}; the paper’s content sits on a clear panel in the safe area, above the subtitles.`,
      narration,
      sound_cues: soundCues,
      duration: narrationSeconds(narration),
      directions_for_videographer: `${directions(visuals[0], visuals.length)} (${config.style} style)`,
      visual_elements: visuals,
      ...(part.sources ? { sources: part.sources } : {}),
      annotations: {
        text_overlays: overlays,
        visual_cues: [style.cue, ...(primary && (primary.type === 'figure' || primary.type === 'table') ? [`Keep ${primary.figure} and its caption fully visible`] : [])],
        audio_cues: [`${narrator} reads the narration at a steady pace`, soundCues],
        transition_notes: first ? 'Fade in from black; cross-fade into the next scene' : last ? 'Hold, then fade out to black' : 'Cross-fade into the next scene',
      },
    };
  });
  return { scenes };
}
