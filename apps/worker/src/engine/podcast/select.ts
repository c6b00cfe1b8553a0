/**
 * What an episode says (issue 34): the paper's own sentences, chosen from the script's reading and
 * outline (narrative/outline.ts) by the part of the story they tell — the problem, why it matters,
 * what the authors did and with what, what they found, what it means, what it does not show — and
 * weighed by the node's style and technicality, up to the words the duration band needs. When the
 * paper has no more sentences that tell its story, the selection stops short rather than pad.
 */
import { showsAlone } from '../script/narrative/context';
import type { Role } from '../script/narrative/framing';
import { buildInventory, overlap, type Candidate } from '../script/narrative/outline';
import { quoteOf } from '../script/grounding';
import { interpolate, suitability } from '../script/script';
import { splitSentences } from '../read/text';
import type { ExtractedPaper, PodcastConfig, PodcastStyle, ScriptConfig, SourceQuote } from '../types';
import type { Asked } from './lines';

/** One sentence an episode says, and where it comes from. */
export interface Said {
  text: string;
  words: number;
  quote?: SourceQuote;
  page?: number;
  section?: string;
  /** It points at what the sentence before it said ('these organisations'): never the first of a turn. */
  needsPrevious: boolean;
  /** A result with its number: what a recap repeats. */
  headline: number;
}

export interface Part {
  topic: Asked;
  items: Said[];
}

export interface Selection {
  parts: Part[];
  /** Every sentence the paper could still give was taken: the episode cannot grow honestly. */
  exhausted: boolean;
}

/** The parts of the story in the order an episode tells them, with the outline role each draws on. */
export const PART_ORDER: { topic: Asked; role: Role }[] = [
  { topic: 'problem', role: 'problem' },
  { topic: 'why', role: 'problem' },
  { topic: 'method', role: 'method' },
  { topic: 'data', role: 'data' },
  { topic: 'result', role: 'result' },
  { topic: 'meaning', role: 'meaning' },
  { topic: 'limit', role: 'limit' },
];

/**
 * How much of the episode each part takes, per style: a deep dive spends its time on the method, the
 * data and the results; a conversation and an interview give the problem and its meaning more room.
 */
const STYLE_WEIGHTS: Record<PodcastStyle, Record<Asked, number>> = {
  conversational_format: { problem: 1.1, why: 0.7, method: 1, data: 0.6, result: 1.3, meaning: 1, limit: 0.7 },
  technical_deep_dive: { problem: 0.55, why: 0.3, method: 1.8, data: 1.1, result: 1.9, meaning: 0.55, limit: 0.7 },
  interview_style: { problem: 1, why: 0.6, method: 1.2, data: 0.7, result: 1.3, meaning: 1, limit: 0.7 },
};

/** Results first, then the method and the problem: the spine of the story gets the best sentences. */
const FILL_PRIORITY: Asked[] = ['result', 'method', 'problem', 'meaning', 'why', 'data', 'limit'];

/** A sentence saying why a problem matters: a burden, a need, a risk. */
const IMPORTANCE =
  /\b(?:important|importance|crucial|critical|essential|burden|need|challeng|threat|concern|increasingly|matters?|risk|costs?|harm|benefit|useful|widely|vulnerable|urgent)/i;
/** A sentence of related work's or set-up detail's weight: it tells no part of the story well enough. */
const MIN_ROLE_SCORE = 0.5;

/** The suitability settings of a script written for the ear at the podcast's technicality. */
const scriptSettings = (config: PodcastConfig): ScriptConfig => ({
  script_duration: 'long',
  script_genre: 'explainer',
  script_technicality: config.podcast_script_technicality,
  script_type: 'podcast',
});

interface Chooser {
  pool: Candidate[];
  score(c: Candidate, topic: Asked): number;
  serves(c: Candidate, topic: Asked): boolean;
}

function chooser(paper: ExtractedPaper, config: PodcastConfig): Chooser {
  const inventory = buildInventory(paper, {
    language: paper.language || 'en',
    technicality: config.podcast_script_technicality,
    forEar: true,
  });
  const settings = scriptSettings(config);
  const suit = new Map(inventory.candidates.map((c) => [c, suitability(c, settings)] as const));
  const pool = inventory.candidates.filter((c) => suit.get(c)! > 0 && Math.max(...Object.values(c.roleScore)) >= MIN_ROLE_SCORE);
  const roleOf = (topic: Asked) => PART_ORDER.find((p) => p.topic === topic)!.role;
  const raw = (c: Candidate, topic: Asked) =>
    c.roleScore[roleOf(topic)] * suit.get(c)! * (topic === 'why' && IMPORTANCE.test(c.original) ? 1.5 : 1);
  const max = new Map(PART_ORDER.map(({ topic }) => [topic, Math.max(1e-9, ...pool.map((c) => raw(c, topic)))] as const));
  return {
    pool,
    score: (c, topic) => raw(c, topic) / max.get(topic)!,
    serves: (c, topic) =>
      c.roleScore[roleOf(topic)] >= 0.6 * Math.max(...Object.values(c.roleScore)) && (topic !== 'why' || IMPORTANCE.test(c.original)),
  };
}

/** Each part's share of `words`, from the style's weights and the technicality's (script.ts). */
function allocations(config: PodcastConfig, words: number): Map<Asked, number> {
  const technical = interpolate(config.podcast_script_technicality);
  const weight = ({ topic, role }: (typeof PART_ORDER)[number]) => STYLE_WEIGHTS[config.podcast_style][topic] * technical[role];
  const total = PART_ORDER.reduce((sum, part) => sum + weight(part), 0);
  return new Map(PART_ORDER.map((part) => [part.topic, (words * weight(part)) / total] as const));
}

/**
 * Chooses sentences for every part up to `words`: first each part's best sentence, then each part up
 * to its share, then the best of what is left for any part until the words are reached or the paper
 * has nothing left that tells its story.
 */
function choose(ch: Chooser, config: PodcastConfig, words: number): { chosen: Map<Asked, Candidate[]>; exhausted: boolean } {
  const share = allocations(config, words);
  const chosen = new Map<Asked, Candidate[]>(PART_ORDER.map(({ topic }) => [topic, []]));
  const used = new Set<Candidate>();
  // A sentence that repeats one already taken (most of its words) is never taken as well.
  const repeats = new Set<Candidate>();
  let total = 0;
  const sum = (topic: Asked) => chosen.get(topic)!.reduce((n, c) => n + c.words, 0);
  const best = (topic: Asked, fits: (c: Candidate) => boolean, strict: boolean) => {
    let top: Candidate | null = null;
    let topScore = 0.05;
    for (const c of ch.pool) {
      if (used.has(c) || repeats.has(c) || !fits(c) || (strict && !ch.serves(c, topic))) continue;
      const s = ch.score(c, topic);
      if (s > topScore) [top, topScore] = [c, s];
    }
    return top;
  };
  const take = (topic: Asked, c: Candidate) => {
    used.add(c);
    for (const other of ch.pool) if (!used.has(other) && overlap(other.tokens, c.tokens) > 0.6) repeats.add(other);
    chosen.get(topic)!.push(c);
    total += c.words;
  };
  for (const topic of FILL_PRIORITY) {
    const c = best(topic, () => true, true) ?? (topic === 'why' ? null : best(topic, () => true, false));
    if (c) take(topic, c);
  }
  for (const topic of FILL_PRIORITY) {
    for (
      let c = best(topic, (x) => sum(topic) + x.words <= share.get(topic)! * 1.15, true);
      c && sum(topic) < share.get(topic)! * 0.9;
      c = best(topic, (x) => sum(topic) + x.words <= share.get(topic)! * 1.15, true)
    )
      take(topic, c);
  }
  let exhausted = false;
  while (total < words * 0.97) {
    let pick: { topic: Asked; c: Candidate; s: number } | null = null;
    for (const topic of FILL_PRIORITY) {
      const c = best(topic, (x) => total + x.words <= words * 1.04, true);
      const s = c ? ch.score(c, topic) * STYLE_WEIGHTS[config.podcast_style][topic] : 0;
      if (c && (!pick || s > pick.s)) pick = { topic, c, s };
    }
    if (!pick) {
      // Nothing left that tells a part of the story (and is not a repeat), or only sentences too long for the room left.
      exhausted = ch.pool.every(
        (c) => used.has(c) || repeats.has(c) || !PART_ORDER.some(({ topic }) => ch.serves(c, topic)) || total + c.words > words * 1.04,
      );
      break;
    }
    take(pick.topic, pick.c);
  }
  return { chosen, exhausted };
}

/** Whether `c` follows `previous` in the paper with nothing between (a pair counts as its two sentences). */
function follows(previous: Candidate, c: Candidate): boolean {
  if (previous.section !== c.section) return false;
  const span = splitSentences(previous.original).length;
  return c.order > previous.order && c.order <= previous.order + Math.max(1, span);
}

/**
 * A part's sentences in the paper's order, as said: a sentence that points back at something
 * ('these organisations', 'this scenario') stays only right after the sentence it points at
 * (context.ts showsAlone), and never opens a turn.
 */
function inOrder(chosen: Candidate[], ch: Chooser): Said[] {
  const out: Said[] = [];
  let previous: Candidate | null = null;
  for (const c of [...chosen].sort((a, b) => a.order - b.order)) {
    const alone = showsAlone(c.text);
    if (!alone && !(previous && follows(previous, c))) continue;
    out.push({
      text: c.text,
      words: c.words,
      quote: quoteOf(c.original, c.page),
      ...(c.page ? { page: c.page } : {}),
      section: c.section,
      needsPrevious: !alone,
      headline: c.hasResultNumber ? ch.score(c, 'result') : 0,
    });
    previous = c;
  }
  // A part's first sentence opens a turn: it must stand alone.
  while (out[0]?.needsPrevious) out.shift();
  return out;
}

/** The paper's sentences for an episode of about `words` words, part by part. */
export function selectSentences(paper: ExtractedPaper, config: PodcastConfig, words: number): Selection {
  const ch = chooser(paper, config);
  const { chosen, exhausted } = choose(ch, config, words);
  const parts = PART_ORDER.map(({ topic }) => ({ topic, items: inOrder(chosen.get(topic)!, ch) })).filter((part) => part.items.length > 0);
  return { parts, exhausted };
}
