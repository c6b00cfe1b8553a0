/**
 * The built-in script engine: deterministic, offline. It tells the paper's story in the paper's own
 * sentences — the problem and why it matters, what the authors did, the key results with their
 * numbers, what it means and its limits — choosing each sentence by rhetorical role (cue phrases,
 * section, position, numbers) and centrality, then making it speakable (narrative/speakable.ts).
 * The only words it writes itself are headings and the framing of narrative/framing.ts, in the
 * paper's language or not at all (decision 0050).
 */
import { defaultNodeConfiguration } from '@paperlight/api-client/paper-remix';
import {
  authorPhrase,
  fill,
  framingFor,
  MAX_SPOKEN_TITLE_WORDS,
  ROLES,
  spokenTitle,
  type FramingSet,
  type FramingValues,
  type Role,
} from './narrative/framing';
import { buildInventory, type Candidate, type Inventory } from './narrative/outline';
import { assembleScript, type TracedScript } from './assemble';
import { Chooser, fillParts, partsOf, scoringFor, words, type Part } from './choose';
import { interpolate } from './weights';
import { countWords } from '../read/text';
import type { ExtractedPaper, ScriptConfig, ScriptDuration, ScriptOutput } from '../types';

export type { ScriptConfig, ScriptOutput, LlmProvider } from '../types';
export type { TracedScript, TracedSentence } from './assemble';
export { interpolate, suitability } from './weights';
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

/** Below this role score no sentence reads as a finding of the paper's own (a protocol, a design, a position). */
const FINDINGS_FLOOR = 1;

/**
 * The duration's plan, unless the paper reports no findings of its own: then no part asks "what
 * did they find?" of a sentence that only says what would be measured. Its result parts tell the
 * problem (where the plan has no part for it) and the method instead, in the story's order.
 */
function planFor(duration: ScriptDuration, candidates: readonly Candidate[], language: string): { plan: Role[]; findings: boolean } {
  const plan = PLANS[duration];
  // Other languages have no cue phrases, so a finding may score low there: they keep the plan.
  if (language !== 'en' || candidates.some((c) => c.roleScore.result >= FINDINGS_FLOOR)) return { plan, findings: true };
  let problem = plan.includes('problem');
  const told = plan.map((role): Role => {
    if (role !== 'result') return role;
    if (problem) return 'method';
    problem = true;
    return 'problem';
  });
  return { plan: told.sort((a, b) => ROLES.indexOf(a) - ROLES.indexOf(b)), findings: false };
}

/** The contract's defaults (SPEC §3): very short, explainer, technicality 3, video. */
export const DEFAULT_SCRIPT_CONFIG: ScriptConfig = defaultNodeConfiguration('script');

/** A failure the user can act on (too little text); its message is written for the node. */
export class ScriptError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ScriptError';
  }
}

/** What the framing says of the paper: its spoken title, its authors, the work, and where it was published (English only). */
function framingValues(paper: ExtractedPaper, set: FramingSet | null): FramingValues {
  const venue = paper.citation?.venue?.trim();
  const year = paper.citation?.year?.trim();
  const published =
    venue && year && !venue.includes(year)
      ? `, published in ${venue} in ${year}`
      : venue
        ? `, published in ${venue}`
        : year
          ? `, published in ${year}`
          : '';
  const title = spokenTitle(paper.title);
  const authors = authorPhrase(paper.authors, set);
  const work = countWords(title) <= MAX_SPOKEN_TITLE_WORDS ? `${title}, by ${authors}` : `a paper by ${authors}`;
  return { title, authors, work, published: paper.language === 'en' ? published : '' };
}

/** A duration as the error message names it. */
function durationLabel(duration: ScriptDuration): string {
  return { very_short: 'very short', short: 'short', medium: 'medium', long: 'long' }[duration];
}

/** Throws ScriptError when the sentences that can be narrated at these settings are too few for the duration. */
function assertEnoughText(eligible: Candidate[], inventory: Inventory, budget: number, set: FramingSet | null, config: ScriptConfig) {
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
}

/** The framing's words (opening, closing, each role's question, teaser, bridge and recap): they count against the budget like any other word. */
function framingWords(set: FramingSet | null, values: FramingValues, slides: Part[], podcast: boolean): number {
  const questionWords = set
    ? slides.reduce((s, p, i) => s + (i === 0 || slides[i - 1]!.role !== p.role ? countWords(set.questions[p.role]) : 0), 0)
    : 0;
  return set
    ? countWords(fill(set.opening, values)) +
        countWords(fill(set.closing, values)) +
        questionWords +
        (set.teaser ? countWords(set.teaser) + countWords(fill(set.bridge ?? '', values)) : 0) +
        (podcast && set.recap ? countWords(set.recap) : 0)
    : 0;
}

/**
 * What is said outside the parts, chosen before them: a teaser genre opens on the strongest result
 * sentence with a number, and a podcast's recap repeats the main result, whose words are reserved.
 */
function takeTeaserAndRecap(opening: Part, chooser: Chooser, set: FramingSet | null, podcast: boolean) {
  if (set?.teaser) {
    const teaser = chooser.best('result', (c) => c.hasResultNumber && c.words <= 32);
    if (teaser) {
      opening.teaser = teaser;
      chooser.claim(teaser);
    }
  }
  if (podcast && set?.recap) {
    const main = chooser.best('result', (c) => c.hasResultNumber && c.words <= 30) ?? chooser.best('result', () => true);
    chooser.reserve(main?.words ?? 0);
  }
}

/** Languages without framing close on the paper's own last word on what it means. */
function closeOnMeaning(slides: Part[], closing: Part) {
  const meaning = [...slides].reverse().find((p) => p.role === 'meaning' && p.chosen.length > 1);
  if (meaning) {
    const last = [...meaning.chosen].sort((a, b) => a.order - b.order).pop()!;
    meaning.chosen = meaning.chosen.filter((c) => c !== last);
    closing.chosen.push(last);
  }
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

  const { plan, findings } = planFor(config.script_duration, inventory.candidates, language);
  const scoring = scoringFor(inventory.candidates, plan, config);
  assertEnoughText(scoring.eligible, inventory, budget, set, config);

  const story = partsOf(plan);
  const chooser = new Chooser(scoring, framingWords(set, values, story.slides, podcast && findings));
  if (findings) takeTeaserAndRecap(story.opening, chooser, set, podcast);
  fillParts(story, chooser, budget, weights);
  if (!set) closeOnMeaning(story.slides, story.closing);

  const voice = { set, values, language, podcast, findings };
  return assembleScript({ paper, config, voice, story, chosenAll: chooser.chosenAll, scoreFor: scoring.scoreFor, inventory });
}

/** The deterministic extractive script of ARCHITECTURE.md. */
export function generateExtractiveScript(paper: ExtractedPaper, config: ScriptConfig = DEFAULT_SCRIPT_CONFIG): ScriptOutput {
  return buildExtractiveScript(paper, config).script;
}

/** Total narration words of a script: opening, every slide, closing. */
export function scriptWordCount(script: ScriptOutput): number {
  return (
    countWords(script.opening.narration) +
    script.slides.reduce((s, slide) => s + countWords(slide.narration), 0) +
    countWords(script.closing.narration)
  );
}
