/**
 * Choosing the paper's sentences for each part of the story: every candidate scored for every role
 * under the settings, then the parts filled in the story's order of importance up to their share of
 * the word budget, without saying the same thing twice.
 */
import type { Role } from './narrative/framing';
import { overlap, restatesFigures, type Candidate } from './narrative/outline';
import { suitability } from './weights';
import type { ScriptConfig } from '../types';

/** One part of the story (the opening, a slide or the closing) and the sentences chosen for it. */
export interface Part {
  kind: 'opening' | 'slide' | 'closing';
  role: Role;
  allocation: number;
  chosen: Candidate[];
  /** A result sentence that opens the script, placed before the problem (teaser genres). */
  teaser?: Candidate;
}

/** The parts of a script: the opening, one slide per role of the plan, and the closing. */
export interface StoryParts {
  parts: Part[];
  opening: Part;
  slides: Part[];
  closing: Part;
}

/** The empty parts of the story a plan tells: the opening carries the problem, the closing the meaning. */
export function partsOf(plan: readonly Role[]): StoryParts {
  const parts: Part[] = [
    { kind: 'opening', role: 'problem', allocation: 0, chosen: [] },
    ...plan.map((role): Part => ({ kind: 'slide', role, allocation: 0, chosen: [] })),
    { kind: 'closing', role: 'meaning', allocation: 0, chosen: [] },
  ];
  return { parts, opening: parts[0]!, slides: parts.filter((p) => p.kind === 'slide'), closing: parts[parts.length - 1]! };
}

/** The words of some sentences. */
export const words = (cs: Candidate[]) => cs.reduce((s, c) => s + c.words, 0);

/** How each sentence scores for each role under the settings, and which sentences may be spoken at all. */
export interface Scoring {
  scoreFor: (c: Candidate, role: Role) => number;
  /** A sentence serves a role when that is (nearly) the part it plays best. */
  serves: (c: Candidate, role: Role) => boolean;
  /** The best score of any sentence for each role, so scores compare across roles. */
  maxRole: Record<Role, number>;
  /** The sentences that suit the settings at all. */
  eligible: Candidate[];
}

/** Scores the paper's sentences for the plan's roles at the script's settings. */
export function scoringFor(candidates: Candidate[], plan: readonly Role[], config: ScriptConfig): Scoring {
  const suit = new Map<Candidate, number>();
  for (const c of candidates) suit.set(c, suitability(c, config));
  const maxRole = {} as Record<Role, number>;
  // Without a slide of its own, the data or setting travels with the method.
  const dataWithMethod = !plan.includes('data');
  const roleScore = (c: Candidate, role: Role) => c.roleScore[role] + (dataWithMethod && role === 'method' ? 0.5 * c.roleScore.data : 0);
  const scoreFor = (c: Candidate, role: Role) => roleScore(c, role) * suit.get(c)!;
  const serves = (c: Candidate, role: Role) => roleScore(c, role) >= 0.6 * Math.max(...Object.values(c.roleScore));
  for (const role of Object.keys(candidates[0]?.roleScore ?? {}) as Role[]) {
    maxRole[role] = Math.max(1e-9, ...candidates.map((c) => scoreFor(c, role)));
  }
  const eligible = candidates.filter((c) => suit.get(c)! > 0);
  return { scoreFor, serves, maxRole, eligible };
}

/** The sentences chosen so far over the whole script, and the words they and the framing take. */
export class Chooser {
  readonly used = new Set<Candidate>();
  readonly chosenAll: Candidate[] = [];
  readonly scoring: Scoring;
  /** Words spoken so far: the framing's first, then every sentence taken. */
  total: number;

  constructor(scoring: Scoring, framingWords: number) {
    this.scoring = scoring;
    this.total = framingWords;
  }

  /** Whether a sentence says nearly what one already chosen says, or states its figures again. */
  isRepeat(c: Candidate): boolean {
    return this.chosenAll.some((x) => overlap(x.tokens, c.tokens) > 0.6 || restatesFigures(x.figures, c.figures));
  }

  /** Speaks a sentence in a part. */
  take(part: Part, c: Candidate): void {
    this.used.add(c);
    this.chosenAll.push(c);
    part.chosen.push(c);
    this.total += c.words;
  }

  /** Keeps words for a sentence spoken later (a podcast's recap of the main result). */
  reserve(wordCount: number): void {
    this.total += wordCount;
  }

  /** Speaks a sentence outside every part's list (the teaser, heard before the opening). */
  claim(c: Candidate): void {
    this.used.add(c);
    this.chosenAll.push(c);
    this.total += c.words;
  }

  /**
   * The best unused sentence for a role that fits, or null when none scores above the floor;
   * `strict` asks for one that serves the role, `target` is the part's share of words.
   */
  best(role: Role, fits: (c: Candidate) => boolean, strict = false, target = 0): Candidate | null {
    const { eligible, serves, scoreFor, maxRole } = this.scoring;
    let top: Candidate | null = null;
    let topScore = 0;
    for (const c of eligible) {
      if (this.used.has(c) || !fits(c) || this.isRepeat(c) || (strict && !serves(c, role))) continue;
      // Near the part's share of words, a sentence costs nothing; well beyond it, it crowds out the rest.
      const lengthCost = target > 0 ? Math.min(1, (target * 1.2) / c.words) ** 2 : 1;
      const s = (scoreFor(c, role) / maxRole[role]) * lengthCost;
      if (s > topScore || (s === topScore && top && c.order < top.order)) {
        top = c;
        topScore = s;
      }
    }
    return topScore > 0.05 ? top : null;
  }
}

/** Spaces words out for a slide: the durations' budgets split by role weight. */
function allocate(parts: Part[], content: number, weights: Record<Role | 'opening', number>) {
  const total = parts.reduce((s, p) => s + (p.kind === 'closing' ? 0 : p.kind === 'opening' ? weights.opening : weights[p.role]), 0);
  for (const p of parts)
    p.allocation = p.kind === 'closing' ? 0 : (content * (p.kind === 'opening' ? weights.opening : weights[p.role])) / total;
}

/**
 * Results first, then what was done, then the problem and the meaning: the story's spine gets the
 * best sentences before anything else claims them.
 */
function fillOrderOf(opening: Part, slides: Part[]): Part[] {
  const priority: (Role | 'opening')[] = ['result', 'method', 'opening', 'problem', 'meaning', 'data', 'limit'];
  return priority.flatMap((role) => (role === 'opening' ? [opening] : slides.filter((p) => p.role === role)));
}

/** Every part gets its one best sentence first, leaving room for the parts still empty. */
function takeFirstSentences(fillOrder: Part[], chooser: Chooser, budget: number) {
  fillOrder.forEach((part, i) => {
    const reserve = fillOrder
      .slice(i + 1)
      .filter((p) => p.chosen.length === 0)
      .reduce((sum, p) => sum + Math.min(p.allocation, 22), 0);
    const fits = (x: Candidate) => chooser.total + x.words + reserve <= budget * 1.1;
    const c = chooser.best(part.role, fits, true, part.allocation) ?? chooser.best(part.role, fits, false, part.allocation);
    if (c) chooser.take(part, c);
  });
}

/** Each part then fills up to its share. */
function fillToShares(fillOrder: Part[], chooser: Chooser, budget: number) {
  for (const part of fillOrder) {
    while (words(part.chosen) < part.allocation * 0.85) {
      // The first sentence of a part is the best one that says it, even if a little long.
      const room = part.chosen.length === 0 ? Math.max(part.allocation * 1.8, 30) : part.allocation * 1.3 - words(part.chosen);
      const fits = (x: Candidate) => x.words <= room && chooser.total + x.words <= budget * 1.1;
      const c = chooser.best(part.role, fits, true) ?? (part.chosen.length === 0 ? chooser.best(part.role, fits) : null);
      if (!c) break;
      chooser.take(part, c);
    }
  }
}

/** Every slide says something: borrow the best sentence of any role rather than leave one empty. */
function fillEmptySlides(slides: Part[], chooser: Chooser, budget: number) {
  for (const part of slides) {
    if (part.chosen.length > 0) continue;
    const fallback = chooser.best(part.role, (x) => chooser.total + x.words <= budget * 1.12);
    if (fallback) chooser.take(part, fallback);
  }
}

/** Closes the gap to the budget with the best remaining sentence for any part but the closing. */
function closeTheGap(opening: Part, slides: Part[], chooser: Chooser, budget: number, weights: Record<Role | 'opening', number>) {
  const { scoreFor, maxRole } = chooser.scoring;
  while (chooser.total < budget * 0.96) {
    let pick: { part: Part; c: Candidate; s: number } | null = null;
    for (const part of [opening, ...slides]) {
      const c = chooser.best(part.role, (x) => chooser.total + x.words <= budget * 1.08);
      if (!c) continue;
      const s = (scoreFor(c, part.role) / maxRole[part.role]) * weights[part.kind === 'opening' ? 'opening' : part.role];
      if (!pick || s > pick.s) pick = { part, c, s };
    }
    if (!pick) break;
    chooser.take(pick.part, pick.c);
  }
}

/** Fills the parts of the story with the paper's sentences, within the budget left after the framing. */
export function fillParts(story: StoryParts, chooser: Chooser, budget: number, weights: Record<Role | 'opening', number>): void {
  allocate(story.parts, Math.max(0, budget - chooser.total), weights);
  const fillOrder = fillOrderOf(story.opening, story.slides);
  takeFirstSentences(fillOrder, chooser, budget);
  fillToShares(fillOrder, chooser, budget);
  fillEmptySlides(story.slides, chooser, budget);
  closeTheGap(story.opening, story.slides, chooser, budget, weights);
}
