/**
 * The built-in script engine: deterministic, offline. It tells the paper's story in the paper's own
 * sentences — the problem and why it matters, what the authors did, the key results with their
 * numbers, what it means and its limits — choosing each sentence by rhetorical role (cue phrases,
 * section, position, numbers) and centrality, then making it speakable (narrative/speakable.ts).
 * The only words it writes itself are headings and the framing of narrative/framing.ts, in the
 * paper's language or not at all (decision 0050).
 */
import { authorPhrase, fill, framingFor, MAX_SPOKEN_TITLE_WORDS, roleHeading, spokenTitle, type FramingSet, type FramingValues, type Role } from './narrative/framing';
import { buildInventory, cosine, overlap, sectionRole, type Candidate, type Inventory } from './narrative/outline';
import { groundSentences, narrationFingerprint, paperSentences, quoteOf } from './grounding';
import { figureRoles, methodFigure, type FigureRole, type FigureRoleScore } from './figure-role';
import { contentTokens, countWords, headingForSlide } from '../read/text';
import type { ExtractedPaper, ScriptConfig, ScriptDuration, ScriptOutput, ScriptSlide, SlideSources } from '../types';

export type { ScriptConfig, ScriptOutput, LlmProvider } from '../types';
export { technicalDensity } from './narrative/outline';

/** Narration words per script_duration at about 150 words a minute (SPEC §3: 1, 2–3, 4–5, 6–7 minutes). */
export const WORD_BUDGETS: Record<ScriptDuration, number> = { very_short: 150, short: 375, medium: 675, long: 975 };

/** The story each duration tells after the opening (which carries the hook and the problem). */
const PLANS: Record<ScriptDuration, Role[]> = {
  very_short: ['method', 'result', 'meaning'],
  short: ['problem', 'method', 'data', 'result', 'result', 'meaning'],
  medium: ['problem', 'method', 'method', 'data', 'result', 'result', 'meaning', 'limit'],
  long: ['problem', 'problem', 'method', 'method', 'data', 'result', 'result', 'result', 'meaning', 'limit'],
};

/** How much of the story each role gets, from plain language (1) to expert (5). */
const ROLE_WEIGHT: Record<1 | 3 | 5, Record<Role | 'opening', number>> = {
  1: { opening: 1.3, problem: 1.5, method: 0.6, data: 0.5, result: 1, meaning: 1.5, limit: 0.7 },
  3: { opening: 1.1, problem: 1, method: 1, data: 0.9, result: 1.2, meaning: 1, limit: 0.8 },
  5: { opening: 0.8, problem: 0.6, method: 1.6, data: 1.2, result: 1.4, meaning: 0.6, limit: 0.6 },
};

export const DEFAULT_SCRIPT_CONFIG: ScriptConfig = { script_duration: 'very_short', script_genre: 'explainer', script_technicality: 3, script_type: 'video' };

/** A failure the user can act on (too little text); its message is written for the node. */
export class ScriptError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ScriptError';
  }
}

/** One narrated sentence and where it comes from: how the bench and the tests check a script. */
export interface TracedSentence {
  /** 'opening', 'closing' or the slide number. */
  part: 'opening' | 'closing' | number;
  text: string;
  /** The engine's own words (framing), not the paper's. */
  framing: boolean;
  /** The paper's sentence it was spoken from. */
  original?: string;
  role?: Role;
  page?: number;
  section?: string;
}

export interface TracedScript {
  script: ScriptOutput;
  trace: TracedSentence[];
  inventory: Pick<Inventory, 'paperWords' | 'readableWords' | 'refused'>;
}

interface Part {
  kind: 'opening' | 'slide' | 'closing';
  role: Role;
  allocation: number;
  chosen: Candidate[];
  /** A result sentence that opens the script, placed before the problem (teaser genres). */
  teaser?: Candidate;
}

/** The weight of each part of the story at a technicality between 1 and 5 (a podcast weighs its parts the same way). */
export function interpolate(technicality: number): Record<Role | 'opening', number> {
  const t = Math.min(5, Math.max(1, technicality));
  const [lo, hi, f] = t <= 3 ? [ROLE_WEIGHT[1], ROLE_WEIGHT[3], (t - 1) / 2] : [ROLE_WEIGHT[3], ROLE_WEIGHT[5], (t - 3) / 2];
  const out = {} as Record<Role | 'opening', number>;
  for (const key of Object.keys(lo) as (Role | 'opening')[]) out[key] = lo[key] + (hi[key] - lo[key]) * f;
  return out;
}

/** How well a sentence suits the settings, independent of its role (a podcast's turns are chosen by it too). */
export function suitability(c: Candidate, config: ScriptConfig): number {
  const t = config.script_technicality;
  let s = 0.45 + c.centrality;
  // Plain language keeps plain sentences; the expert script wants the method's detail.
  if (t <= 2 && c.setup) return 0;
  if (t === 1) s *= c.density > 0.12 ? 0 : (1 - c.density) ** 4 * (c.fromAbstract || c.sectionRole === 'problem' || c.sectionRole === 'meaning' ? 1.25 : 0.8);
  else if (t === 2) s *= c.density > 0.2 ? 0 : 1 - c.density;
  else if (t === 3) s *= 1 - Math.min(c.density, 0.6) * 0.5;
  else if (t === 4) s *= (1 + c.density) * (c.fromAbstract ? 0.85 : 1.1);
  else s *= (0.3 + 2.5 * c.density) * (c.fromAbstract ? 0.45 : 1.35);
  const ideal = config.script_type === 'podcast' ? 22 : config.script_genre === 'fun' || config.script_genre === 'informal' ? 20 : config.script_genre === 'formal' ? 30 : 25;
  const spread = Math.max(0, Math.abs(c.words - ideal) / ideal - 0.3);
  s *= Math.max(0.45, 1 - 0.5 * spread);
  if (config.script_genre === 'explainer' && /\b(?:is|are) (?:a|an|the)\b|\baims? to\b|\bbecause\b|\bmeans?\b|\bin order to\b/i.test(c.text)) s *= 1.15;
  if (config.script_genre === 'formal' && /\b(?:significant|respectively|compared with|relative to)\b/i.test(c.text)) s *= 1.1;
  if ((config.script_genre === 'fun' || config.script_genre === 'informal') && c.hasResultNumber) s *= 1.1;
  return s;
}

/** Spaces words out for a slide: the durations' budgets split by role weight. */
function allocate(parts: Part[], content: number, weights: Record<Role | 'opening', number>) {
  const total = parts.reduce((s, p) => s + (p.kind === 'closing' ? 0 : p.kind === 'opening' ? weights.opening : weights[p.role]), 0);
  for (const p of parts) p.allocation = p.kind === 'closing' ? 0 : (content * (p.kind === 'opening' ? weights.opening : weights[p.role])) / total;
}

const words = (cs: Candidate[]) => cs.reduce((s, c) => s + c.words, 0);

function figureIdsOf(paper: ExtractedPaper): Set<string> {
  return new Set((paper.figures ?? []).map((f) => f.id));
}

/** Where a slide comes from: pages, its main section and the figures it talks about. */
function sourcesOf(chosen: Candidate[], paper: ExtractedPaper, usedFigures: Set<string>): SlideSources {
  const pages = [...new Set(chosen.map((c) => c.page).filter((p): p is number => typeof p === 'number'))].sort((a, b) => a - b);
  const sectionWords = new Map<string, number>();
  for (const c of chosen) sectionWords.set(c.section, (sectionWords.get(c.section) ?? 0) + c.words);
  const section = [...sectionWords].sort((a, b) => b[1] - a[1])[0]?.[0];
  const existing = figureIdsOf(paper);
  const figures = [...new Set(chosen.flatMap((c) => c.figureRefs))].filter((id) => existing.has(id));
  for (const id of figures) usedFigures.add(id);
  // The paper's own sentences, in reading order, for the workspace to find and highlight in the PDF.
  const quotes = [...chosen].sort((a, b) => a.order - b.order).map((c) => quoteOf(c.original, c.page));
  return { pages, ...(section ? { section } : {}), ...(figures.length ? { figures } : {}), ...(quotes.length ? { quotes } : {}) };
}

const termVector = (text: string) => {
  const m = new Map<string, number>();
  for (const t of contentTokens(text)) m.set(t, (m.get(t) ?? 0) + 1);
  return m;
};

/** Which figures suit a slide of a role: the method shows its method figure, results their results. */
function suits(slideRole: Role, figureRole: FigureRole | undefined): boolean {
  // The data travel with the method when the plan has no slide of their own.
  if (slideRole === 'method') return figureRole === 'method' || figureRole === 'data';
  if (slideRole === 'data') return figureRole === 'data' || figureRole === 'other';
  return figureRole === 'result' || figureRole === 'other';
}

/**
 * Figures by role (issue 30): the first method slide shows the paper's method figure (overview,
 * architecture, pipeline, principle, algorithm) where it has one, whatever its sentences name; a
 * results or meaning slide never shows a method figure.
 */
function figuresByRole(slides: { part: Part; slide: ScriptSlide }[], paper: ExtractedPaper, usedFigures: Set<string>, roles: Map<string, FigureRoleScore>) {
  const method = methodFigure(paper, roles);
  const methodSlide = slides.find(({ part }) => part.role === 'method');
  for (const { part, slide } of slides) {
    const figures = slide.sources?.figures;
    if (!figures?.length) continue;
    const kept = figures.filter((id) => (part.role === 'method' ? true : roles.get(id)?.role !== 'method' || part.role === 'problem') && !(method && slide !== methodSlide?.slide && id === method.id));
    if (kept.length === figures.length) continue;
    for (const id of figures) if (!kept.includes(id)) usedFigures.delete(id);
    const { figures: _dropped, ...rest } = slide.sources!;
    slide.sources = kept.length ? { ...rest, figures: kept } : rest;
  }
  if (method && methodSlide) {
    const others = (methodSlide.slide.sources?.figures ?? []).filter((id) => id !== method.id && roles.get(id)?.role === 'method');
    methodSlide.slide.sources = { ...(methodSlide.slide.sources ?? { pages: [] }), figures: [method.id, ...others] };
    usedFigures.add(method.id);
  }
}

/**
 * Figures no slide names: each goes to the method, data or result slide whose narration its caption
 * says most nearly, if one says it well enough, suits the slide's role and the slide has no figure yet.
 */
function attachFigures(slides: { part: Part; slide: ScriptSlide }[], paper: ExtractedPaper, usedFigures: Set<string>, roles: Map<string, FigureRoleScore>) {
  const open = slides.filter(({ part, slide }) => ['method', 'data', 'result'].includes(part.role) && !slide.sources?.figures?.length);
  const pairs: { figure: string; index: number; score: number }[] = [];
  for (const figure of paper.figures ?? []) {
    if (usedFigures.has(figure.id)) continue;
    const caption = termVector(figure.caption);
    open.forEach(({ part, slide }, index) => {
      if (!suits(part.role, roles.get(figure.id)?.role)) return;
      let score = cosine(caption, termVector(slide.narration));
      if (slide.sources?.pages.includes(figure.page)) score *= 1.3;
      pairs.push({ figure: figure.id, index, score });
    });
  }
  pairs.sort((a, b) => b.score - a.score);
  const taken = new Set<number>();
  for (const pair of pairs) {
    if (pair.score < 0.15 || taken.has(pair.index) || usedFigures.has(pair.figure)) continue;
    const slide = open[pair.index]!.slide;
    slide.sources = { ...(slide.sources ?? { pages: [] }), figures: [pair.figure] };
    taken.add(pair.index);
    usedFigures.add(pair.figure);
  }
}

function framingValues(paper: ExtractedPaper, set: FramingSet | null): FramingValues {
  const venue = paper.citation?.venue?.trim();
  const year = paper.citation?.year?.trim();
  const published = venue && year && !venue.includes(year) ? `, published in ${venue} in ${year}` : venue ? `, published in ${venue}` : year ? `, published in ${year}` : '';
  const title = spokenTitle(paper.title);
  const authors = authorPhrase(paper.authors, set);
  const work = countWords(title) <= MAX_SPOKEN_TITLE_WORDS ? `${title}, by ${authors}` : `a paper by ${authors}`;
  return { title, authors, work, published: paper.language === 'en' ? published : '' };
}

function durationLabel(duration: ScriptDuration): string {
  return { very_short: 'very short', short: 'short', medium: 'medium', long: 'long' }[duration];
}

/** Sentences of a podcast are heard, not read: split at semicolons into shorter ones. */
function forEar(text: string): string[] {
  return text
    .split(/;\s+/)
    .map((s, i, all) => {
      let out = s.charAt(0).toUpperCase() + s.slice(1);
      if (i < all.length - 1) out += '.';
      return out;
    })
    .filter((s) => countWords(s) >= 3);
}

/**
 * The script with where every sentence comes from. Throws ScriptError when the paper has too
 * little readable text for the requested duration.
 */
export function buildExtractiveScript(paper: ExtractedPaper, config: ScriptConfig = DEFAULT_SCRIPT_CONFIG): TracedScript {
  const language = paper.language || 'en';
  const budget = WORD_BUDGETS[config.script_duration];
  const podcast = config.script_type === 'podcast';
  const set = framingFor(language, config.script_genre, config.script_type);
  const values = framingValues(paper, set);
  const inventory = buildInventory(paper, { language, technicality: config.script_technicality, forEar: podcast });
  const weights = interpolate(config.script_technicality);

  const suit = new Map<Candidate, number>();
  for (const c of inventory.candidates) suit.set(c, suitability(c, config));
  const maxRole = {} as Record<Role, number>;
  const plan = PLANS[config.script_duration];
  // Without a slide of its own, the data or setting travels with the method.
  const dataWithMethod = !plan.includes('data');
  const roleScore = (c: Candidate, role: Role) => c.roleScore[role] + (dataWithMethod && role === 'method' ? 0.5 * c.roleScore.data : 0);
  const scoreFor = (c: Candidate, role: Role) => roleScore(c, role) * suit.get(c)!;
  /** A sentence serves a role when that is (nearly) the part it plays best. */
  const serves = (c: Candidate, role: Role) => roleScore(c, role) >= 0.6 * Math.max(...Object.values(c.roleScore));
  for (const role of Object.keys(inventory.candidates[0]?.roleScore ?? {}) as Role[]) {
    maxRole[role] = Math.max(1e-9, ...inventory.candidates.map((c) => scoreFor(c, role)));
  }
  const eligible = inventory.candidates.filter((c) => suit.get(c)! > 0);
  // Spoken forms can be a little longer than the paper's ("%" → "percent"): never report more than it has.
  const eligibleWords = Math.min(words(eligible), inventory.paperWords);
  const needed = Math.round(budget * 0.85 - (set ? 45 : 0));
  if (eligibleWords < needed) {
    throw new ScriptError(
      `The paper this step builds on has too little text for a ${durationLabel(config.script_duration)} video: it has ${inventory.paperWords} words, ` +
        `${eligibleWords} of them in sentences that can be narrated at this technicality, and the script needs at least ${needed}.` +
        (config.script_duration === 'very_short' ? '' : ' Choose a shorter duration or a paper with more text.'),
    );
  }

  const parts: Part[] = [
    { kind: 'opening', role: 'problem', allocation: 0, chosen: [] },
    ...plan.map((role): Part => ({ kind: 'slide', role, allocation: 0, chosen: [] })),
    { kind: 'closing', role: 'meaning', allocation: 0, chosen: [] },
  ];
  const opening = parts[0]!;
  const closing = parts[parts.length - 1]!;
  const slides = parts.filter((p) => p.kind === 'slide');

  // Framing words first: they count against the budget like any other word.
  const teaserGenre = Boolean(set?.teaser);
  const questionWords = set ? slides.reduce((s, p, i) => s + (i === 0 || slides[i - 1]!.role !== p.role ? countWords(set.questions[p.role]) : 0), 0) : 0;
  const fixedFraming = set
    ? countWords(fill(set.opening, values)) + countWords(fill(set.closing, values)) + questionWords +
      (set.teaser ? countWords(set.teaser) + countWords(fill(set.bridge ?? '', values)) : 0) + (podcast && set.recap ? countWords(set.recap) : 0)
    : 0;
  let recapWords = 0;

  const used = new Set<Candidate>();
  const chosenAll: Candidate[] = [];
  let total = fixedFraming;
  const isRepeat = (c: Candidate) => chosenAll.some((x) => overlap(x.tokens, c.tokens) > 0.6);
  const take = (part: Part, c: Candidate) => {
    used.add(c);
    chosenAll.push(c);
    part.chosen.push(c);
    total += c.words;
  };
  const best = (role: Role, fits: (c: Candidate) => boolean, strict = false, target = 0) => {
    let top: Candidate | null = null;
    let topScore = 0;
    for (const c of eligible) {
      if (used.has(c) || !fits(c) || isRepeat(c) || (strict && !serves(c, role))) continue;
      // Near the part's share of words, a sentence costs nothing; well beyond it, it crowds out the rest.
      const lengthCost = target > 0 ? Math.min(1, (target * 1.2) / c.words) ** 2 : 1;
      const s = (scoreFor(c, role) / maxRole[role]) * lengthCost;
      if (s > topScore || (s === topScore && top && c.order < top.order)) {
        top = c;
        topScore = s;
      }
    }
    return topScore > 0.05 ? top : null;
  };

  // The teaser: the strongest result sentence with a number, heard first.
  if (teaserGenre) {
    const teaser = best('result', (c) => c.hasResultNumber && c.words <= 32);
    if (teaser) {
      opening.teaser = teaser;
      used.add(teaser);
      chosenAll.push(teaser);
      total += teaser.words;
    }
  }
  if (podcast && set?.recap) {
    // The recap repeats the main result: reserve its words.
    const main = best('result', (c) => c.hasResultNumber && c.words <= 30) ?? best('result', () => true);
    recapWords = main?.words ?? 0;
    total += recapWords;
  }

  allocate(parts, Math.max(0, budget - total), weights);
  // Results first, then what was done, then the problem and the meaning: the story's spine gets
  // the best sentences before anything else claims them.
  const priority: (Role | 'opening')[] = ['result', 'method', 'opening', 'problem', 'meaning', 'data', 'limit'];
  const fillOrder = priority.flatMap((role) => (role === 'opening' ? [opening] : slides.filter((p) => p.role === role)));
  // First every part gets its one best sentence, leaving room for the parts still empty…
  fillOrder.forEach((part, i) => {
    const reserve = fillOrder.slice(i + 1).filter((p) => p.chosen.length === 0).reduce((sum, p) => sum + Math.min(p.allocation, 22), 0);
    const fits = (x: Candidate) => total + x.words + reserve <= budget * 1.1;
    const c = best(part.role, fits, true, part.allocation) ?? best(part.role, fits, false, part.allocation);
    if (c) take(part, c);
  });
  // …then each part fills up to its share.
  for (const part of fillOrder) {
    while (words(part.chosen) < part.allocation * 0.85) {
      // The first sentence of a part is the best one that says it, even if a little long.
      const room = part.chosen.length === 0 ? Math.max(part.allocation * 1.8, 30) : part.allocation * 1.3 - words(part.chosen);
      const fits = (x: Candidate) => x.words <= room && total + x.words <= budget * 1.1;
      const c = best(part.role, fits, true) ?? (part.chosen.length === 0 ? best(part.role, fits) : null);
      if (!c) break;
      take(part, c);
    }
  }
  // Every slide says something: borrow the best sentence of any role rather than leave one empty.
  for (const part of slides) {
    if (part.chosen.length > 0) continue;
    const fallback = best(part.role, (x) => total + x.words <= budget * 1.12);
    if (fallback) take(part, fallback);
  }
  // Close the gap to the budget with the best remaining sentence for any slide.
  while (total < budget * 0.96) {
    let pick: { part: Part; c: Candidate; s: number } | null = null;
    for (const part of [opening, ...slides]) {
      const c = best(part.role, (x) => total + x.words <= budget * 1.08);
      if (!c) continue;
      const s = (scoreFor(c, part.role) / maxRole[part.role]) * weights[part.kind === 'opening' ? 'opening' : part.role];
      if (!pick || s > pick.s) pick = { part, c, s };
    }
    if (!pick) break;
    take(pick.part, pick.c);
  }

  // Languages without framing close on the paper's own last word on what it means.
  if (!set) {
    const meaning = [...slides].reverse().find((p) => p.role === 'meaning' && p.chosen.length > 1);
    if (meaning) {
      const last = [...meaning.chosen].sort((a, b) => a.order - b.order).pop()!;
      meaning.chosen = meaning.chosen.filter((c) => c !== last);
      closing.chosen.push(last);
    }
  }

  // Assemble: narration in reading order within each part, with its framing.
  const trace: TracedSentence[] = [];
  const sentencesOf = (cs: Candidate[], part: TracedSentence['part'], role: Role) =>
    [...cs].sort((a, b) => a.order - b.order).flatMap((c) =>
      (podcast ? forEar(c.text) : [c.text]).map((text) => ({ part, text, framing: false, original: c.original, role, ...(c.page ? { page: c.page } : {}), section: c.section })),
    );
  const framingLine = (part: TracedSentence['part'], text: string): TracedSentence => ({ part, text, framing: true });

  const openingLines: TracedSentence[] = [];
  if (set) openingLines.push(framingLine('opening', fill(set.opening, values)));
  if (set?.teaser && opening.teaser) {
    openingLines.push(framingLine('opening', set.teaser), ...sentencesOf([opening.teaser], 'opening', 'result'));
    if (set.bridge) openingLines.push(framingLine('opening', fill(set.bridge, values)));
  }
  openingLines.push(...sentencesOf(opening.chosen, 'opening', 'problem'));
  trace.push(...openingLines);

  const usedFigures = new Set<string>();
  const headingsUsed = new Set<string>();
  const scriptSlides: ScriptSlide[] = [];
  const slideParts: { part: Part; slide: ScriptSlide }[] = [];
  let number = 0;
  slides.forEach((part, i) => {
    if (part.chosen.length === 0) return;
    number += 1;
    const lines: TracedSentence[] = [];
    const firstOfRole = i === 0 || slides[i - 1]!.role !== part.role;
    if (set && firstOfRole) lines.push(framingLine(number, set.questions[part.role]));
    lines.push(...sentencesOf(part.chosen, number, part.role));
    trace.push(...lines);
    let heading = roleHeading(part.role, language);
    if (headingsUsed.has(heading)) {
      const sectionCounts = new Map<string, number>();
      for (const c of part.chosen) if (!c.fromAbstract) sectionCounts.set(c.section, (sectionCounts.get(c.section) ?? 0) + c.words);
      const section = [...sectionCounts].sort((a, b) => b[1] - a[1])[0]?.[0];
      // The section's own name tells two slides of one role apart, unless it only repeats the role ("Results").
      const named = section && !(sectionRole(section) === part.role && countWords(headingForSlide(section)) <= 2) ? `${heading}: ${headingForSlide(section, 40)}` : '';
      if (named && !headingsUsed.has(named)) heading = named;
    }
    headingsUsed.add(heading);
    const density = part.chosen.reduce((s, c) => s + c.density * c.words, 0) / Math.max(1, words(part.chosen));
    const slide: ScriptSlide = {
      number,
      heading,
      narration: lines.map((l) => l.text).join(' '),
      is_technical: density >= 0.15 || (part.role === 'method' && config.script_technicality >= 4 && density >= 0.08),
      sources: sourcesOf(part.chosen, paper, usedFigures),
    };
    scriptSlides.push(slide);
    slideParts.push({ part, slide });
  });
  const roles = figureRoles(paper);
  figuresByRole(slideParts, paper, usedFigures, roles);
  attachFigures(slideParts, paper, usedFigures, roles);

  const closingLines: TracedSentence[] = [...sentencesOf(closing.chosen, 'closing', 'meaning')];
  if (podcast && set?.recap) {
    const main = scriptSlides.length ? [...chosenAll].filter((c) => c.hasResultNumber).sort((a, b) => scoreFor(b, 'result') - scoreFor(a, 'result'))[0] : undefined;
    if (main) closingLines.push(framingLine('closing', set.recap), ...sentencesOf([main], 'closing', 'result').map((l) => ({ ...l })));
  }
  if (set) closingLines.push(framingLine('closing', fill(set.closing, values)));
  trace.push(...closingLines);

  // Every sentence but the framing is the paper's own: it traces to the sentence it was spoken from.
  const { grounding } = groundSentences(
    trace.map((line) => ({ part: line.part, text: line.text, framing: line.framing, ...(line.original ? { source: quoteOf(line.original, line.page), original: line.original } : {}) })),
    trace.every((line) => line.framing || line.original) ? [] : paperSentences(paper),
  );
  const script: ScriptOutput = {
    opening: { narration: openingLines.map((l) => l.text).join(' ') },
    slides: scriptSlides,
    closing: { narration: closingLines.map((l) => l.text).join(' ') },
  };
  if (!script.closing.narration) script.closing.narration = scriptSlides.at(-1)?.narration.split(/(?<=[.!?])\s+/).pop() ?? '';
  script.grounding = { ...grounding, narrationHash: narrationFingerprint(script) };
  return { script, trace, inventory: { paperWords: inventory.paperWords, readableWords: inventory.readableWords, refused: inventory.refused } };
}

/** The deterministic extractive script of ARCHITECTURE.md. */
export function generateExtractiveScript(paper: ExtractedPaper, config: ScriptConfig = DEFAULT_SCRIPT_CONFIG): ScriptOutput {
  return buildExtractiveScript(paper, config).script;
}

/** Total narration words of a script: opening, every slide, closing. */
export function scriptWordCount(script: ScriptOutput): number {
  return countWords(script.opening.narration) + script.slides.reduce((s, slide) => s + countWords(slide.narration), 0) + countWords(script.closing.narration);
}
