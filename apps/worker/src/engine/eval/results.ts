/**
 * The evaluation set of issue 30, items 2–4, for each paper of ../shared/papers: the numeric
 * results its abstract or conclusions state (written by hand from the papers, read with
 * pdftotext) and its method figure where it has one; and the checks `pnpm bench:remix` runs with
 * them: sentences narrated or shown that lean on one left out, comparisons cut to one side,
 * key-number cards, the method scene's figure, and crops that hold one whole figure and its caption.
 *
 * The checks are deliberately independent of the engine's own filters where they can be: crops are
 * read back with poppler's pdftotext, not with the reader that made them.
 */
import { execFile, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import { standsAlone } from '../script/narrative/context';
import { cutsContrast } from '../storyboard/claims';
import type { TracedSentence } from '../script/script';
import { splitSentences } from '../read/text';
import type { PaperFigure, StoryboardOutput } from '../types';

const run = promisify(execFile);

export interface NumericResult {
  /** The number as the paper prints it, decimal point normalised: '11.86', '3.15'. */
  value: string;
  /** What it measures, for people reading the bench. */
  measures: string;
}

export interface PaperResults {
  file: string;
  /** Numeric results with a unit or a ratio stated in the abstract or conclusions (counts left out). */
  results: NumericResult[];
  /** The figure that explains the method (overview, architecture, pipeline, principle, algorithm, study flow), if any. */
  methodFigure: string | null;
}

export const PAPER_RESULTS: PaperResults[] = [
  // Abstract and conclusions state no number; Figure 1 is 'Overview of SPECTER'.
  { file: 'conference-2col-specter-acl2020.pdf', results: [], methodFigure: 'figure-1' },
  // 'better effectiveness … especially in Precision', no number; Figure 2 is the overall architecture.
  { file: 'equations-semeagat-event-detection.pdf', results: [], methodFigure: 'figure-2' },
  // Counts only (898 regulations, 71 folk habitat types); the figures are a map and landscapes.
  { file: 'humanities-ethnoecology-szekely-village-laws.pdf', results: [], methodFigure: null },
  {
    file: 'journal-1col-plosone-wheat-heat-stress.pdf',
    results: [{ value: '1.5', measures: 'fold change of the 64 known metabolites under heat stress' }],
    methodFigure: null,
  },
  {
    file: 'medicine-lancet-inclusion-health-morbidity-mortality.pdf',
    results: [
      { value: '11.86', measures: 'all-cause SMR in female individuals' },
      { value: '7.88', measures: 'all-cause SMR in men' },
      { value: '99', measures: 'share of datapoints with significantly raised all-cause SMR (91 of 92)' },
      { value: '18.72', measures: 'SMR for injury, poisoning and external causes in women' },
      { value: '7.89', measures: 'SMR for injury, poisoning and external causes in men' },
    ],
    // The study selection flow (PRISMA) is how the review was done.
    methodFigure: 'figure-1',
  },
  {
    file: 'socialscience-mexico-city-policy-abortion.pdf',
    results: [
      { value: '4.8', measures: 'rise in abortions per 10 000 woman-years under the policy' },
      { value: '40', measures: 'relative rise in abortion rates' },
      { value: '3.15', measures: 'percentage-point fall in modern contraception use' },
      { value: '13.5', measures: 'relative decrease in modern contraception use' },
      { value: '3.2', measures: 'percentage-point rise in pregnancies' },
      { value: '12', measures: 'relative increase in pregnancies' },
    ],
    methodFigure: null,
  },
];

/** Opening words a bench reader would call leaning, broader than the engine's list. */
const BENCH_LEANING =
  /^(?:in this way|even though,|note that in this|this (?!paper|study|work|article|review)\w+|these|those|such|it (?!(?:is|was|would be|may be|might be|could be|should be|seems|remains|has been) (?:\w+ ){0,2}(?:important|possible|known|clear|worth|likely|unlikely|necessary|difficult|interesting|essential|noteworthy|evident|shown|reported|desirable)\b)|they|all (?:the )?others?|the others?|the latter|the former|thus,? (?:this|these|it)|however,? (?:this|these|it)|to this end|in this case|for this reason|on the other hand|then,)/i;

const leans = (sentence: string) => BENCH_LEANING.test(sentence.trim()) || !standsAlone(sentence);

/** The texts a storyboard shows as claims: bullets, quotes and the captions of key-number cards. */
function shownClaims(storyboard: StoryboardOutput): { text: string; scene: number; kind: string }[] {
  return storyboard.scenes.flatMap((scene) =>
    scene.visual_elements.flatMap((v) => {
      if (v.type === 'bullets') return (v.items ?? []).map((text) => ({ text, scene: scene.scene_number, kind: 'bullet' }));
      if (v.type === 'quote' || v.type === 'number')
        return [{ text: v.caption.replace(/^…/, ''), scene: scene.scene_number, kind: v.type }];
      return [];
    }),
  );
}

/**
 * Narrated or shown sentences that lean on one left out: a narrated entry whose first sentence
 * leans (an antecedent said with it is part of the same entry), and any card claim that leans.
 */
export function leaningSentences(trace: readonly TracedSentence[], storyboard?: StoryboardOutput): string[] {
  const out: string[] = [];
  for (const line of trace) {
    if (line.framing) continue;
    const first = splitSentences(line.text)[0] ?? line.text;
    if (leans(first)) out.push(`narrated: ${first}`);
  }
  for (const claim of storyboard ? shownClaims(storyboard) : []) {
    // A number card's caption is a clause before the number: only its first words can lean.
    if (claim.kind !== 'number' && leans(claim.text)) out.push(`scene ${claim.scene} ${claim.kind}: ${claim.text}`);
  }
  return out;
}

const tokens = (text: string) => new Set(text.toLowerCase().match(/[\p{L}\d]+/gu) ?? []);

/** Shown claims cut from a narrated sentence that lose a word turning or comparing it. */
export function oneSidedClaims(storyboard: StoryboardOutput): string[] {
  const out: string[] = [];
  for (const scene of storyboard.scenes) {
    const sentences = splitSentences(scene.narration);
    for (const v of scene.visual_elements) {
      if (v.type !== 'bullets') continue;
      for (const item of v.items ?? []) {
        const own = tokens(item);
        // The narrated sentence the bullet was cut from: the one sharing most of its words.
        const source = sentences
          .map((s) => ({ s, shared: [...own].filter((t) => tokens(s).has(t)).length }))
          .sort((a, b) => b.shared - a.shared)[0];
        if (source && source.shared >= Math.min(4, own.size) && cutsContrast(item, source.s))
          out.push(`scene ${scene.scene_number}: “${item}” from “${source.s}”`);
      }
    }
  }
  return out;
}

const normalise = (text: string) => text.replace(/(\d)·(\d)/g, '$1.$2');

/** Which of the paper's numeric results the storyboard shows on a key-number card, and which it narrates. */
export function numberCards(storyboard: StoryboardOutput, results: readonly NumericResult[]): { shown: string[]; narrated: string[] } {
  const cards = storyboard.scenes.flatMap((s) => s.visual_elements.filter((v) => v.type === 'number').map((v) => normalise(v.value ?? '')));
  const narration = normalise(storyboard.scenes.map((s) => s.narration).join(' '));
  const has = (text: string, value: string) => new RegExp(`(?<![\\d.])${value.replace('.', '\\.')}(?![\\d])`).test(text);
  return {
    shown: results.filter((r) => cards.some((c) => has(c, r.value))).map((r) => r.value),
    narrated: results.filter((r) => has(narration, r.value)).map((r) => r.value),
  };
}

/** The figure the method scene ('What the authors did') shows, if any. */
export function methodSceneFigures(storyboard: StoryboardOutput, methodHeading = 'What the authors did'): string[] {
  return storyboard.scenes
    .filter((s) => s.script_line.includes(methodHeading))
    .flatMap((s) => s.visual_elements.filter((v) => v.type === 'figure' || v.type === 'table').map((v) => v.figure ?? ''));
}

/** Whether poppler's pdftotext is installed (the crop check reads crops back with it). */
export function pdftotextAvailable(): boolean {
  return spawnSync('pdftotext', ['-v']).error === undefined;
}

const LABEL_LINE = /^\s*(fig(?:ure)?s?\.?|table|tab\.)\s*(S?\d{1,3})\b/i;

/**
 * Whether a crop holds exactly one figure with its whole caption, read back with pdftotext from
 * the crop's region of the page: its own label opens a line, no other caption's label does, and the
 * caption's last words are inside. Null when poppler is not installed.
 */
export async function cropHoldsOneFigure(pdfPath: string, figure: PaperFigure): Promise<{ ok: boolean; why?: string } | null> {
  if (!figure.bbox) return { ok: false, why: 'no region' };
  const [x0, y0, x1, y1] = figure.bbox;
  const pdftotext = async (page: number, region?: [number, number, number, number]) =>
    (
      await run(
        'pdftotext',
        [
          '-f',
          String(page),
          '-l',
          String(page),
          '-r',
          '72',
          ...(region ? ['-x', String(region[0]), '-y', String(region[1]), '-W', String(region[2]), '-H', String(region[3])] : []),
          '-enc',
          'UTF-8',
          pdfPath,
          '-',
        ],
        { maxBuffer: 16 * 1024 * 1024 },
      )
    ).stdout;
  let text: string;
  try {
    text = await pdftotext(figure.page, [Math.floor(x0), Math.floor(y0), Math.ceil(x1 - x0) + 1, Math.ceil(y1 - y0) + 1]);
  } catch {
    return null;
  }
  const number = figure.label.split(/\s+/).pop()!;
  const kind = figure.kind === 'table' ? /^tab/i : /^fig/i;
  const own = (m: RegExpExecArray) => kind.test(m[1]!) && m[2] === number;
  const labelsOf = (t: string) =>
    t
      .split('\n')
      .map((line) => LABEL_LINE.exec(line))
      .filter((m): m is RegExpExecArray => m !== null);
  const labels = labelsOf(text);
  const other = labels.find((m) => !own(m));
  if (other) return { ok: false, why: `holds another caption: ${other[0].trim()}` };
  const squash = (s: string) =>
    s
      .normalize('NFKC')
      .toLowerCase()
      .replace(/[^\p{L}\d]+/gu, '');
  const tail = squash(figure.caption).slice(-24);
  if (labels.some(own)) return tail && !squash(text).includes(tail) ? { ok: false, why: 'caption cut' } : { ok: true };
  // A whole-page figure whose caption is printed on the facing page (reader: cropFacingFigure).
  for (const page of [figure.page - 1, figure.page + 1]) {
    if (page < 1) continue;
    const facing = await pdftotext(page).catch(() => '');
    if (labelsOf(facing).some(own) && squash(facing).includes(tail)) return { ok: true };
  }
  return { ok: false, why: `own label '${figure.label}' not at a line start` };
}
