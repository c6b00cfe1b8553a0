/**
 * Putting the chosen sentences into a script: narration in reading order within each part, with its
 * framing, each slide's heading, sources and figures, and the trace of where every sentence comes from.
 */
import { fill, roleHeading, type FramingSet, type FramingValues, type Role } from './narrative/framing';
import { sectionRole, type Candidate, type Inventory } from './narrative/outline';
import { groundSentences, narrationFingerprint, paperSentences, quoteOf } from './grounding';
import { figureRoles } from './figure-role';
import { words, type Part, type Scoring, type StoryParts } from './choose';
import { attachFigures, figuresByRole, sourcesOf, type SlidePart } from './figures';
import { countWords, headingForSlide } from '../read/text';
import type { ExtractedPaper, ScriptConfig, ScriptOutput, ScriptSlide } from '../types';

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

/** How the script speaks: its framing (none in a language without one), the paper's language, and whether it is heard (a podcast). */
export interface Voice {
  set: FramingSet | null;
  values: FramingValues;
  language: string;
  podcast: boolean;
  /** Whether the paper reports findings of its own: a podcast recaps its main result only then. @default true */
  findings?: boolean;
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

/** The paper's sentences of a part, in reading order, each traced to the sentence it was spoken from. */
function sentencesOf(cs: Candidate[], part: TracedSentence['part'], role: Role, podcast: boolean): TracedSentence[] {
  return [...cs]
    .sort((a, b) => a.order - b.order)
    .flatMap((c) =>
      (podcast ? forEar(c.text) : [c.text]).map((text) => ({
        part,
        text,
        framing: false,
        original: c.original,
        role,
        ...(c.page ? { page: c.page } : {}),
        section: c.section,
      })),
    );
}

/** A line of the engine's own words. */
const framingLine = (part: TracedSentence['part'], text: string): TracedSentence => ({ part, text, framing: true });

/** The opening: its framing, the teaser and its bridge where the genre has them, then the problem. */
function openingLinesOf(opening: Part, voice: Voice): TracedSentence[] {
  const { set, values, podcast } = voice;
  const lines: TracedSentence[] = [];
  if (set) lines.push(framingLine('opening', fill(set.opening, values)));
  if (set?.teaser && opening.teaser) {
    lines.push(framingLine('opening', set.teaser), ...sentencesOf([opening.teaser], 'opening', 'result', podcast));
    if (set.bridge) lines.push(framingLine('opening', fill(set.bridge, values)));
  }
  lines.push(...sentencesOf(opening.chosen, 'opening', 'problem', podcast));
  return lines;
}

/** A slide's heading: its role's, or with its main section's name when another slide already has that one. */
function slideHeading(part: Part, language: string, headingsUsed: Set<string>): string {
  let heading = roleHeading(part.role, language);
  if (headingsUsed.has(heading)) {
    const sectionCounts = new Map<string, number>();
    for (const c of part.chosen) if (!c.fromAbstract) sectionCounts.set(c.section, (sectionCounts.get(c.section) ?? 0) + c.words);
    const section = [...sectionCounts].sort((a, b) => b[1] - a[1])[0]?.[0];
    // The section's own name tells two slides of one role apart, unless it only repeats the role ("Results").
    const named =
      section && !(sectionRole(section) === part.role && countWords(headingForSlide(section)) <= 2)
        ? `${heading}: ${headingForSlide(section, 40)}`
        : '';
    if (named && !headingsUsed.has(named)) heading = named;
  }
  headingsUsed.add(heading);
  return heading;
}

/** The slides that say something, numbered, each with its lines, heading, sources and figures. */
function narrateSlides(slides: Part[], voice: Voice, paper: ExtractedPaper, config: ScriptConfig) {
  const usedFigures = new Set<string>();
  const headingsUsed = new Set<string>();
  const lines: TracedSentence[] = [];
  const scriptSlides: ScriptSlide[] = [];
  const slideParts: SlidePart[] = [];
  let number = 0;
  slides.forEach((part, i) => {
    if (part.chosen.length === 0) return;
    number += 1;
    const slideLines: TracedSentence[] = [];
    const firstOfRole = i === 0 || slides[i - 1]!.role !== part.role;
    if (voice.set && firstOfRole) slideLines.push(framingLine(number, voice.set.questions[part.role]));
    slideLines.push(...sentencesOf(part.chosen, number, part.role, voice.podcast));
    lines.push(...slideLines);
    const heading = slideHeading(part, voice.language, headingsUsed);
    const density = part.chosen.reduce((s, c) => s + c.density * c.words, 0) / Math.max(1, words(part.chosen));
    const slide: ScriptSlide = {
      number,
      heading,
      narration: slideLines.map((l) => l.text).join(' '),
      is_technical: density >= 0.15 || (part.role === 'method' && config.script_technicality >= 4 && density >= 0.08),
      sources: sourcesOf(part.chosen, paper, usedFigures),
    };
    scriptSlides.push(slide);
    slideParts.push({ part, slide });
  });
  const roles = figureRoles(paper);
  figuresByRole(slideParts, paper, usedFigures, roles);
  attachFigures(slideParts, paper, usedFigures, roles);
  return { lines, scriptSlides };
}

/** The closing: the paper's last word on its meaning, a podcast's recap of the main result, and the framing's goodbye. */
function closingLinesOf(
  closing: Part,
  voice: Voice,
  scriptSlides: ScriptSlide[],
  chosenAll: Candidate[],
  scoreFor: Scoring['scoreFor'],
): TracedSentence[] {
  const { set, values, podcast, findings = true } = voice;
  const lines: TracedSentence[] = [...sentencesOf(closing.chosen, 'closing', 'meaning', podcast)];
  if (podcast && findings && set?.recap) {
    const main = scriptSlides.length
      ? [...chosenAll].filter((c) => c.hasResultNumber).sort((a, b) => scoreFor(b, 'result') - scoreFor(a, 'result'))[0]
      : undefined;
    if (main) lines.push(framingLine('closing', set.recap), ...sentencesOf([main], 'closing', 'result', podcast).map((l) => ({ ...l })));
  }
  if (set) lines.push(framingLine('closing', fill(set.closing, values)));
  return lines;
}

/** What `assembleScript` puts together: the filled parts, every sentence chosen and how they scored. */
export interface Assembly {
  paper: ExtractedPaper;
  config: ScriptConfig;
  voice: Voice;
  story: StoryParts;
  chosenAll: Candidate[];
  scoreFor: Scoring['scoreFor'];
  inventory: Inventory;
}

/** The script and its trace from the filled parts, grounded in the paper's sentences. */
export function assembleScript({ paper, config, voice, story, chosenAll, scoreFor, inventory }: Assembly): TracedScript {
  const trace: TracedSentence[] = [];
  const openingLines = openingLinesOf(story.opening, voice);
  trace.push(...openingLines);
  const { lines: slideLines, scriptSlides } = narrateSlides(story.slides, voice, paper, config);
  trace.push(...slideLines);
  const closingLines = closingLinesOf(story.closing, voice, scriptSlides, chosenAll, scoreFor);
  trace.push(...closingLines);

  // Every sentence but the framing is the paper's own: it traces to the sentence it was spoken from.
  const { grounding } = groundSentences(
    trace.map((line) => ({
      part: line.part,
      text: line.text,
      framing: line.framing,
      ...(line.original ? { source: quoteOf(line.original, line.page), original: line.original } : {}),
    })),
    trace.every((line) => line.framing || line.original) ? [] : paperSentences(paper),
  );
  const script: ScriptOutput = {
    opening: { narration: openingLines.map((l) => l.text).join(' ') },
    slides: scriptSlides,
    closing: { narration: closingLines.map((l) => l.text).join(' ') },
  };
  if (!script.closing.narration)
    script.closing.narration =
      scriptSlides
        .at(-1)
        ?.narration.split(/(?<=[.!?])\s+/)
        .pop() ?? '';
  script.grounding = { ...grounding, narrationHash: narrationFingerprint(script) };
  return {
    script,
    trace,
    inventory: { paperWords: inventory.paperWords, readableWords: inventory.readableWords, refused: inventory.refused },
  };
}
