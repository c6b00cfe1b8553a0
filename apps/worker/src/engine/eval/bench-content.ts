/**
 * The content half of `pnpm bench:remix`: for every paper, the default (very_short) and long
 * scripts of the built-in engine against the hand-written key facts, boilerplate or citation
 * sentences narrated, sentences outside the reading order of an independent extraction
 * (poppler's pdftotext), the word budget, and how much technicality 1 and 5 share.
 *   targets: key facts ≥ 4/5 for every paper and duration; boilerplate 0; stitched 0; words within
 *   ±15 % of the budget; technicality 1 vs 5 share < 50 % of their sentences.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readPaperSandboxed } from '../read/pdf-sandbox';
import { buildExtractiveScript, DEFAULT_SCRIPT_CONFIG, WORD_BUDGETS, type TracedScript } from '../script/script';
import type { ExtractedPaper, ScriptConfig, ScriptDuration } from '../types';
import {
  boilerplateSentences,
  factsCarried,
  pdftotext,
  readingOrderIndex,
  sharedSentenceShare,
  stitchedSentences,
  wordCount,
} from './content';
import { KEY_FACTS } from './key-facts';
import { generateStoryboard } from '../storyboard/storyboard';
import { cropHoldsOneFigure, leaningSentences, methodSceneFigures, numberCards, oneSidedClaims, PAPER_RESULTS } from './results';

const TARGET_FACTS = 4;
const DURATIONS: ScriptDuration[] = ['very_short', 'long'];

export interface ContentRow {
  paper: string;
  [column: string]: string | number;
}

/** The JATS articles of the evaluation set (engine/test/fixtures/jats), each named after its PDF. */
function jatsArticles(pdfs: string[]): { file: string; path: string; factsOf: string }[] {
  const dir = fileURLToPath(new URL('../test/fixtures/jats/', import.meta.url));
  return readdirSync(dir)
    .filter((f) => f.endsWith('.xml') && pdfs.includes(f.replace(/\.xml$/, '.pdf')))
    .sort()
    .map((file) => ({ file, path: join(dir, file), factsOf: file.replace(/\.xml$/, '.pdf') }));
}

export async function runContentBench(papersDir: string, opts: { verbose?: boolean } = {}): Promise<boolean> {
  const rows: ContentRow[] = [];
  let pass = true;
  const problems: string[] = [];
  let anyPoppler = false;
  // Every paper in the folder; the shared papers have key facts, any other paper is judged without them.
  const files = readdirSync(papersDir)
    .filter((f) => f.toLowerCase().endsWith('.pdf'))
    .sort();
  // Then each JATS article beside its PDF (decision 0125): the same key facts from the publisher's XML.
  const inputs = [...files.map((file) => ({ file, path: join(papersDir, file), factsOf: file })), ...jatsArticles(files)];
  for (const { file, path, factsOf } of inputs) {
    const facts = KEY_FACTS.find((k) => k.file === factsOf)?.facts;
    let paper: ExtractedPaper;
    try {
      // Read as the jobs read it: in a child process, so the bench's own memory stays the worker's.
      paper = await readPaperSandboxed(new Uint8Array(readFileSync(path)));
    } catch (error) {
      problems.push(`${file}: ${(error as Error).message}`);
      pass = false;
      continue;
    }
    const reference = path.endsWith('.pdf') ? await pdftotext(path) : null;
    anyPoppler ||= reference !== null;
    const index = reference ? readingOrderIndex(reference) : null;
    const row: ContentRow = { paper: file.endsWith('.pdf') ? file.replace(/\.pdf$/, '').slice(0, 30) : `${file.slice(0, 25)} (JATS)` };
    const leaning: string[] = [];
    for (const duration of DURATIONS) {
      const config: ScriptConfig = { ...DEFAULT_SCRIPT_CONFIG, script_duration: duration };
      const short = duration === 'very_short' ? 'vs' : 'long';
      let traced: TracedScript;
      try {
        traced = buildExtractiveScript(paper, config);
      } catch (error) {
        problems.push(`${file} ${duration}: ${(error as Error).message}`);
        pass = false;
        continue;
      }
      const { carried, missing } = facts ? factsCarried(traced.script, facts) : { carried: Number.NaN, missing: [] as string[] };
      const boiler = boilerplateSentences(traced.trace, paper.references);
      leaning.push(...leaningSentences(traced.trace).map((l) => `${duration} ${l}`));
      const stitched = index ? stitchedSentences(traced.trace, index) : [];
      const words = wordCount(traced.script);
      const budget = WORD_BUDGETS[duration];
      row[`facts_${short}`] = facts
        ? `${carried}/5${missing.length ? ` -${missing.map((m) => m.slice(0, 4)).join(',')}` : ''}`
        : 'no key facts';
      row[`boiler_${short}`] = boiler.length;
      row[`stitch_${short}`] = index ? stitched.length : 'n/a';
      row[`words_${short}`] = `${words}/${budget}`;
      pass &&=
        (!facts || carried >= TARGET_FACTS) && boiler.length === 0 && stitched.length === 0 && Math.abs(words - budget) <= budget * 0.15;
      if (opts.verbose) {
        for (const s of boiler) problems.push(`${file} ${duration} boilerplate: ${s}`);
        for (const s of stitched) problems.push(`${file} ${duration} reading order: ${s}`);
      }
    }
    const story = await storyChecks(file, path, paper, leaning, opts.verbose ? problems : []);
    Object.assign(row, story.row);
    pass &&= story.pass;
    try {
      const low = buildExtractiveScript(paper, { ...DEFAULT_SCRIPT_CONFIG, script_duration: 'short', script_technicality: 1 });
      const high = buildExtractiveScript(paper, { ...DEFAULT_SCRIPT_CONFIG, script_duration: 'short', script_technicality: 5 });
      const share = sharedSentenceShare(low.trace, high.trace);
      row['t1∩t5'] = `${Math.round(share * 100)}%`;
      pass &&= share < 0.5;
    } catch (error) {
      problems.push(`${file} technicality: ${(error as Error).message}`);
      pass = false;
    }
    rows.push(row);
  }
  const numeric = (key: string) => rows.map((r) => Number.parseInt(String(r[key] ?? ''), 10)).filter(Number.isFinite);
  const mean = (xs: number[]) => (xs.length ? (xs.reduce((s, x) => s + x, 0) / xs.length).toFixed(2) : 'n/a');
  rows.push({
    paper: 'average',
    facts_vs: `${mean(numeric('facts_vs'))}/5`,
    boiler_vs: mean(numeric('boiler_vs')),
    stitch_vs: mean(numeric('stitch_vs')),
    facts_long: `${mean(numeric('facts_long'))}/5`,
    boiler_long: mean(numeric('boiler_long')),
    stitch_long: mean(numeric('stitch_long')),
    't1∩t5': `${mean(rows.map((r) => Number.parseInt(String(r['t1∩t5'] ?? ''), 10)).filter(Number.isFinite))}%`,
  });
  console.log('Script content (built-in engine; vs = very_short default, long; facts = key facts carried, -kinds missing)');
  console.table(rows);
  if (!anyPoppler) console.log('pdftotext (poppler-utils) not found: reading-order check skipped');
  for (const p of problems) console.log(`  ${p}`);
  console.log(`targets: key facts ≥ ${TARGET_FACTS}/5, boilerplate 0, stitched 0, words ±15 % of budget, technicality 1 ∩ 5 < 50 %`);
  console.log(
    'issue 30 targets: lean 0, 1side 0, numcard ≥ 1 where the abstract or conclusions state a numeric result (shown/stated, and how many the narration says), methodfig = the method figure where there is one, crops 100 % whole single figures',
  );
  console.log(pass ? 'content PASS' : 'content FAIL');
  return pass;
}

/**
 * Issue 30's checks on one paper: the film of the video bench (short script, 5 scenes) and the
 * vs/long scripts' leaning sentences gathered by the caller.
 */
async function storyChecks(
  file: string,
  path: string,
  paper: ExtractedPaper,
  leaning: string[],
  problems: string[],
): Promise<{ row: Record<string, string | number>; pass: boolean }> {
  const expected = PAPER_RESULTS.find((r) => r.file === file);
  let traced: TracedScript;
  try {
    traced = buildExtractiveScript(paper, { ...DEFAULT_SCRIPT_CONFIG, script_duration: 'short' });
  } catch (error) {
    problems.push(`${file} short: ${(error as Error).message}`);
    return { row: {}, pass: false };
  }
  const storyboard = generateStoryboard(traced.script, paper, {
    number_of_scenes: 5,
    style: 'abstract',
    audio_type: 'narration',
    narration_voice: 'female',
  });
  const lean = [...leaning, ...leaningSentences(traced.trace, storyboard).map((l) => `short ${l}`)];
  const oneSided = oneSidedClaims(storyboard);
  let crops = 0;
  let cropsChecked = 0;
  for (const figure of paper.figures ?? []) {
    const check = await cropHoldsOneFigure(path, figure);
    if (!check) continue;
    cropsChecked += 1;
    if (check.ok) crops += 1;
    else problems.push(`${file} crop ${figure.id}: ${check.why}`);
  }
  const row: Record<string, string | number> = { lean: lean.length, '1side': oneSided.length };
  let pass = lean.length === 0 && oneSided.length === 0 && crops === cropsChecked;
  row.crops = cropsChecked ? `${Math.round((crops / cropsChecked) * 100)}%` : 'n/a';
  if (expected) {
    const cards = numberCards(storyboard, expected.results);
    // Shown on a card / stated in the abstract or conclusions, and how many of them the narration says.
    row.numcard = expected.results.length
      ? `${cards.shown.length}/${expected.results.length} said ${cards.narrated.length}`
      : 'none stated';
    pass &&= expected.results.length === 0 || cards.shown.length >= 1;
    const shown = methodSceneFigures(storyboard);
    row.methodfig = expected.methodFigure
      ? shown.includes(expected.methodFigure)
        ? expected.methodFigure
        : `missing ${expected.methodFigure}`
      : 'none';
    pass &&= !expected.methodFigure || shown.includes(expected.methodFigure);
  }
  for (const l of lean) problems.push(`${file} leans: ${l}`);
  for (const o of oneSided) problems.push(`${file} one-sided: ${o}`);
  return { row, pass };
}
