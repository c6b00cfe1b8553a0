/**
 * The built-in extractive script engine: deterministic, no network. It ranks the paper's own
 * sentences (TextRank over TF-IDF cosine similarity, per section) and arranges whole sentences
 * into slides within the word budget. The only sentences it writes itself are the framing
 * sentences built from FRAMING_TEMPLATES.
 */
import { generateStoryboard } from './storyboard';
import { contentTokens, countWords, headingForSlide, splitSentences } from './text';
import type { ExtractedPaper, LlmProvider, ScriptConfig, ScriptDuration, ScriptGenre, ScriptOutput, ScriptType } from './types';

export type { ScriptConfig, ScriptOutput, LlmProvider } from './types';

/** Narration words per script_duration at about 150 words a minute. */
export const WORD_BUDGETS: Record<ScriptDuration, number> = { very_short: 150, short: 375, medium: 675, long: 975 };
const SLIDE_COUNTS: Record<ScriptDuration, number> = { very_short: 2, short: 4, medium: 6, long: 8 };

export const DEFAULT_SCRIPT_CONFIG: ScriptConfig = { script_duration: 'very_short', script_genre: 'explainer', script_technicality: 3, script_type: 'video' };

interface FramingSet {
  opening: string[];
  transition: string[];
  closing: string[];
}

/**
 * The only sentences the engine writes itself; {title} and {heading} are filled in. Exported so
 * tests (and reviewers) can tell framing apart from the paper's own sentences.
 */
export const FRAMING_TEMPLATES: Record<ScriptType, Record<ScriptGenre, FramingSet>> = {
  video: {
    explainer: {
      opening: ['This video explains the paper {title}.'],
      transition: ['Next, {heading}.', 'Now to {heading}.', 'Turning to {heading}.'],
      closing: ['That is the paper in brief; read the full text for the details.'],
    },
    fun: {
      opening: ['Ready for some science? Let’s dive into {title}!'],
      transition: ['Here comes {heading}!', 'Time for {heading}!', 'On to {heading}!'],
      closing: ['And that’s a wrap, stay curious!'],
    },
    formal: {
      opening: ['This presentation summarises the paper {title}.'],
      transition: ['The following concerns {heading}.', 'We now consider {heading}.', 'The next part addresses {heading}.'],
      closing: ['This concludes the summary of the paper.'],
    },
    informal: {
      opening: ['So, let’s talk about {title}.'],
      transition: ['Okay, {heading}.', 'Now, {heading}.', 'Right, {heading}.'],
      closing: ['That’s it for this one, thanks for watching.'],
    },
  },
  podcast: {
    explainer: {
      opening: ['Welcome to the show, where today we unpack {title}.'],
      transition: ['Let’s talk about {heading}.', 'Moving on to {heading}.', 'Now let’s get into {heading}.'],
      closing: ['Thanks for listening, and see you next episode.'],
    },
    fun: {
      opening: ['Hey everyone, welcome back! Today’s episode is all about {title}!'],
      transition: ['Ooh, {heading} time!', 'Let’s chat about {heading}!', 'Now for {heading}!'],
      closing: ['That’s our episode, catch you next time!'],
    },
    formal: {
      opening: ['Welcome to this episode, which discusses {title}.'],
      transition: ['Our next topic is {heading}.', 'We turn now to {heading}.', 'Let us consider {heading}.'],
      closing: ['Thank you for listening to this episode.'],
    },
    informal: {
      opening: ['Hey, thanks for tuning in, today we’re chatting about {title}.'],
      transition: ['So, {heading}.', 'Alright, {heading}.', 'Anyway, {heading}.'],
      closing: ['That’s all for today, talk soon.'],
    },
  },
};

const framingPatterns: RegExp[] = Object.values(FRAMING_TEMPLATES)
  .flatMap((byGenre) => Object.values(byGenre))
  .flatMap((set) => [...set.opening, ...set.transition, ...set.closing])
  .map((template) => new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace('{title}', '.{1,400}').replace('{heading}', '[^.!?]{1,80}')}$`, 's'));

/** True for a sentence the engine wrote from FRAMING_TEMPLATES rather than took from the paper. */
export function isFramingSentence(sentence: string): boolean {
  return framingPatterns.some((re) => re.test(sentence.trim()));
}

/** Splits a narration into sentences, keeping each framing sentence whole even if it has "!" or "?" inside. */
export function narrationSentences(narration: string): { text: string; framing: boolean }[] {
  const parts = splitSentences(narration);
  const out: { text: string; framing: boolean }[] = [];
  for (let i = 0; i < parts.length; i += 1) {
    if (isFramingSentence(parts[i]!)) {
      out.push({ text: parts[i]!, framing: true });
      continue;
    }
    const two = i + 1 < parts.length ? `${parts[i]} ${parts[i + 1]}` : '';
    // Fun framing like "Ready for some science? Let’s dive into …!" spans two split sentences.
    if (two && isFramingSentence(two) && !isFramingSentence(parts[i + 1]!)) {
      out.push({ text: two, framing: true });
      i += 1;
    } else out.push({ text: parts[i]!, framing: false });
  }
  return out;
}

function fill(template: string, values: { title?: string; heading?: string }): string {
  return template.replace('{title}', values.title ?? '').replace('{heading}', values.heading ?? '');
}

interface Candidate {
  text: string;
  words: number;
  order: number;
  score: number;
  density: number;
}

/** Share of tokens that are numbers, symbols, acronyms or long jargon: high means technical. */
export function technicalDensity(sentence: string): number {
  const tokens = sentence.split(/\s+/).filter(Boolean);
  if (tokens.length === 0) return 0;
  let dense = 0;
  for (const token of tokens) {
    if (/\d/.test(token) || /[=±×<>%∑∫√≤≥αβγδελμσθπ]/.test(token) || /\p{Lu}.*\p{Lu}/u.test(token.slice(1)) || /^\p{Lu}{2,}/u.test(token) || token.replace(/[^\p{L}]/gu, '').length >= 13) dense += 1;
  }
  return dense / tokens.length;
}

function isNarratable(sentence: string): boolean {
  const words = countWords(sentence);
  if (words < 6 || words > 50) return false;
  if (!/^["“‘]?\p{Lu}/u.test(sentence)) return false;
  if (!/[.!?]["”’)]?$/.test(sentence)) return false;
  if (/^(?:fig\.?|figure|figs\.?|table|tab\.)\s*\d/i.test(sentence)) return false;
  if (/https?:|www\.|@|§|\[|\]|\bet al\.$|\bi\.e\.$|\be\.g\.$/.test(sentence)) return false;
  const open = (sentence.match(/\(/g) ?? []).length;
  if (open !== (sentence.match(/\)/g) ?? []).length) return false;
  const chars = sentence.replace(/\s/g, '').length;
  const letters = (sentence.match(/\p{L}/gu) ?? []).length;
  return letters / chars >= 0.72;
}

function textRank(vectors: Map<string, number>[], iterations = 30, damping = 0.85): number[] {
  const n = vectors.length;
  if (n === 0) return [];
  const norms = vectors.map((v) => Math.sqrt([...v.values()].reduce((s, x) => s + x * x, 0)) || 1);
  const weights: number[][] = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  for (let i = 0; i < n; i += 1) {
    for (let j = i + 1; j < n; j += 1) {
      let dot = 0;
      const [small, large] = vectors[i]!.size < vectors[j]!.size ? [vectors[i]!, vectors[j]!] : [vectors[j]!, vectors[i]!];
      for (const [term, w] of small) dot += w * (large.get(term) ?? 0);
      const sim = dot / (norms[i]! * norms[j]!);
      weights[i]![j] = sim;
      weights[j]![i] = sim;
    }
  }
  const outSums = weights.map((row) => row.reduce((s, x) => s + x, 0));
  let scores = new Array<number>(n).fill(1 / n);
  for (let it = 0; it < iterations; it += 1) {
    const next = new Array<number>(n).fill((1 - damping) / n);
    for (let j = 0; j < n; j += 1) {
      if (outSums[j]! === 0) continue;
      const share = (damping * scores[j]!) / outSums[j]!;
      const row = weights[j]!;
      for (let i = 0; i < n; i += 1) if (row[i]! > 0) next[i]! += share * row[i]!;
    }
    scores = next;
  }
  return scores;
}

function tfidfVectors(sentences: string[], idf: Map<string, number>): Map<string, number>[] {
  return sentences.map((s) => {
    const tf = new Map<string, number>();
    for (const t of contentTokens(s)) tf.set(t, (tf.get(t) ?? 0) + 1);
    for (const [t, c] of tf) tf.set(t, c * (idf.get(t) ?? 0));
    return tf;
  });
}

function cosine(a: Map<string, number>, b: Map<string, number>): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (const [t, w] of a) {
    na += w * w;
    dot += w * (b.get(t) ?? 0);
  }
  for (const w of b.values()) nb += w * w;
  return na && nb ? dot / Math.sqrt(na * nb) : 0;
}

const DANGLING_START = /^(?:however|nevertheless|nonetheless|moreover|furthermore|additionally|in addition|also|thus|therefore|hence|consequently|contrary|conversely|similarly|likewise|in contrast|on the other hand|this|these|those|that|it|they|such|here|there|second|secondly|third|finally|then)\b/i;

interface Unit {
  kind: 'opening' | 'slide' | 'closing';
  heading: string;
  framing: string;
  candidates: Candidate[];
  chosen: Candidate[];
  allocation: number;
  technical: boolean;
}

const normalise = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

/** The deterministic extractive script of ARCHITECTURE.md. */
export function generateExtractiveScript(paper: ExtractedPaper, config: ScriptConfig = DEFAULT_SCRIPT_CONFIG): ScriptOutput {
  const budget = WORD_BUDGETS[config.script_duration];
  const framing = FRAMING_TEMPLATES[config.script_type][config.script_genre];
  const technicality = config.script_technicality;
  const maxDensity = technicality === 1 ? 0.15 : technicality === 2 ? 0.25 : 1;

  const sectionSentences = paper.sections.map((section) => section.paragraphs.flatMap((p) => splitSentences(p)));
  const abstractSentences = splitSentences(paper.abstract);
  const allSentences = [...abstractSentences, ...sectionSentences.flat()];
  const documentFrequency = new Map<string, number>();
  for (const s of allSentences) for (const t of new Set(contentTokens(s))) documentFrequency.set(t, (documentFrequency.get(t) ?? 0) + 1);
  const idf = new Map<string, number>();
  for (const [t, df] of documentFrequency) idf.set(t, Math.log(1 + allSentences.length / df));

  const rank = (sentences: string[]): Candidate[] => {
    const kept = sentences.map((text, order) => ({ text, order })).filter((s) => isNarratable(s.text));
    const scores = textRank(tfidfVectors(kept.map((s) => s.text), idf));
    return kept
      .map((s, i) => {
        const density = technicalDensity(s.text);
        let score = scores[i]! * (s.order === 0 ? 1.15 : 1);
        // Out of context these lean on a previous sentence the listener never heard.
        if (DANGLING_START.test(s.text)) score *= 0.4;
        if (technicality === 3) score *= 1 - Math.min(density, 0.8) * 0.5;
        if (technicality === 5) score *= 1 + density;
        return { text: s.text, words: countWords(s.text), order: s.order, score, density };
      })
      .filter((c) => c.density <= maxDensity)
      .sort((a, b) => b.score - a.score || a.order - b.order);
  };

  const abstractVector = tfidfVectors([paper.abstract], idf)[0]!;
  const sections = paper.sections
    .map((section, index) => {
      const candidates = rank(sectionSentences[index]!);
      const density = candidates.length ? candidates.reduce((s, c) => s + c.density, 0) / candidates.length : 0;
      const salience = cosine(tfidfVectors([section.paragraphs.join(' ')], idf)[0]!, abstractVector);
      return { index, heading: headingForSlide(section.heading), candidates, density, salience };
    })
    .filter((s) => s.candidates.length >= 2 && s.heading.length > 0);

  const technicalThreshold = 0.2;
  const slots = SLIDE_COUNTS[config.script_duration];
  let pool = sections;
  if (technicality <= 2) {
    const plain = sections.filter((s) => s.density < technicalThreshold);
    if (plain.length >= Math.min(2, sections.length)) pool = plain;
  }
  let picked = pool;
  if (pool.length > slots) {
    // Keep the opening and closing sections of the paper; fill the middle by closeness to the abstract.
    const first = pool[0]!;
    const last = pool[pool.length - 1]!;
    const middle = pool
      .slice(1, -1)
      .map((s) => ({ s, weight: s.salience * (technicality <= 3 && s.density >= technicalThreshold ? 0.5 : 1) }))
      .sort((a, b) => b.weight - a.weight || a.s.index - b.s.index)
      .slice(0, Math.max(0, slots - 2))
      .map((x) => x.s);
    picked = [first, ...middle, last].sort((a, b) => a.index - b.index).slice(0, slots);
  }

  const shortTitle = paper.title.replace(/\s+/g, ' ').trim();
  const units: Unit[] = [
    { kind: 'opening', heading: 'Opening', framing: fill(framing.opening[0]!, { title: shortTitle }), candidates: rank(abstractSentences), chosen: [], allocation: 0, technical: false },
    ...picked.map((s, i): Unit => ({
      kind: 'slide',
      heading: s.heading,
      framing: fill(framing.transition[i % framing.transition.length]!, { heading: lowerFirst(s.heading) }),
      candidates: s.candidates,
      chosen: [],
      allocation: 0,
      technical: s.density >= technicalThreshold,
    })),
    { kind: 'closing', heading: 'Closing', framing: framing.closing[0]!, candidates: [], chosen: [], allocation: 0, technical: false },
  ];
  const opening = units[0]!;
  if (opening.candidates.length === 0 && picked[0]) opening.candidates = picked[0].candidates;
  const closing = units[units.length - 1]!;
  // The closing restates the paper's final point: the best sentence of its last section.
  closing.candidates = (picked[picked.length - 1]?.candidates ?? []).slice(0, 3);

  const framingWords = units.reduce((s, u) => s + countWords(u.framing), 0);
  const content = Math.max(0, budget - framingWords);
  const slideUnits = units.filter((u) => u.kind === 'slide');
  opening.allocation = content * 0.22;
  closing.allocation = content * 0.1;
  for (const u of slideUnits) u.allocation = (content * 0.68) / Math.max(1, slideUnits.length);

  const used = new Set<string>();
  let total = framingWords;
  const take = (unit: Unit, c: Candidate, limit: number): boolean => {
    const key = normalise(c.text);
    if (used.has(key) || total + c.words > limit) return false;
    used.add(key);
    unit.chosen.push(c);
    total += c.words;
    return true;
  };
  const ordered = [opening, ...slideUnits, closing];
  // Every part gets its best sentence first, so no slide is left empty.
  for (const unit of ordered) {
    for (const c of unit.candidates) if (take(unit, c, budget * 1.1)) break;
  }
  for (let round = 1; round < 40; round += 1) {
    let added = false;
    for (const unit of ordered) {
      const spent = unit.chosen.reduce((s, c) => s + c.words, 0);
      const c = unit.candidates[round];
      if (!c || spent + c.words > unit.allocation * 1.15 || unit.kind === 'closing') continue;
      if (take(unit, c, budget * 1.03)) added = true;
    }
    if (!added && round > 3) break;
  }
  // Close the remaining gap with whichever ranked sentence fits, best first.
  if (total < budget * 0.93) {
    const pool2 = slideUnits
      .flatMap((unit) => unit.candidates.map((c) => ({ unit, c })))
      .sort((a, b) => b.c.score - a.c.score || a.c.order - b.c.order);
    for (const { unit, c } of pool2) {
      if (total >= budget * 0.93) break;
      take(unit, c, budget * 1.08);
    }
  }

  const body = (unit: Unit) => [...unit.chosen].sort((a, b) => a.order - b.order).map((c) => c.text).join(' ');
  const slides = slideUnits
    .filter((u) => u.chosen.length > 0)
    .map((u, i) => ({
      number: i + 1,
      heading: u.heading,
      narration: `${u.framing} ${body(u)}`.trim(),
      is_technical: u.technical || u.chosen.reduce((s, c) => s + c.density, 0) / u.chosen.length >= technicalThreshold,
    }));
  return {
    opening: { narration: `${opening.framing} ${body(opening)}`.trim() },
    slides,
    closing: { narration: `${body(closing)} ${closing.framing}`.trim() },
  };
}

function lowerFirst(heading: string): string {
  // Acronyms keep their capitals ("SCIDOCS evaluation framework").
  return heading
    .split(' ')
    .map((word) => (/\p{Lu}.*\p{Lu}/u.test(word) ? word : word.toLowerCase()))
    .join(' ');
}

/** Total narration words of a script: opening, every slide, closing. */
export function scriptWordCount(script: ScriptOutput): number {
  return countWords(script.opening.narration) + script.slides.reduce((s, slide) => s + countWords(slide.narration), 0) + countWords(script.closing.narration);
}

/** The default provider: extractive script and storyboard, deterministic, no network. */
export function createExtractiveProvider(): LlmProvider {
  return {
    name: 'extractive',
    generateScript: async (paper, config) => generateExtractiveScript(paper, config),
    generateStoryboard: async (script, paper, config) => generateStoryboard(script, paper, config),
  };
}
