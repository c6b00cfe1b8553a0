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
import { readPaperSandboxed } from '../pdf-sandbox';
import { buildExtractiveScript, DEFAULT_SCRIPT_CONFIG, WORD_BUDGETS, type TracedScript } from '../script';
import type { ExtractedPaper, ScriptConfig, ScriptDuration } from '../types';
import { boilerplateSentences, factsCarried, pdftotext, readingOrderIndex, sharedSentenceShare, stitchedSentences, wordCount } from './content';
import { KEY_FACTS } from './key-facts';

const TARGET_FACTS = 4;
const DURATIONS: ScriptDuration[] = ['very_short', 'long'];

export interface ContentRow {
  paper: string;
  [column: string]: string | number;
}

export async function runContentBench(papersDir: string, opts: { verbose?: boolean } = {}): Promise<boolean> {
  const rows: ContentRow[] = [];
  let pass = true;
  const problems: string[] = [];
  let anyPoppler = false;
  // Every paper in the folder; the shared papers have key facts, any other paper is judged without them.
  const files = readdirSync(papersDir).filter((f) => f.toLowerCase().endsWith('.pdf')).sort();
  for (const file of files) {
    const facts = KEY_FACTS.find((k) => k.file === file)?.facts;
    const path = join(papersDir, file);
    let paper: ExtractedPaper;
    try {
      // Read as the jobs read it: in a child process, so the bench's own memory stays the worker's.
      paper = await readPaperSandboxed(new Uint8Array(readFileSync(path)));
    } catch (error) {
      problems.push(`${file}: ${(error as Error).message}`);
      pass = false;
      continue;
    }
    const reference = await pdftotext(path);
    anyPoppler ||= reference !== null;
    const index = reference ? readingOrderIndex(reference) : null;
    const row: ContentRow = { paper: file.replace(/\.pdf$/, '').slice(0, 30) };
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
      const stitched = index ? stitchedSentences(traced.trace, index) : [];
      const words = wordCount(traced.script);
      const budget = WORD_BUDGETS[duration];
      row[`facts_${short}`] = facts ? `${carried}/5${missing.length ? ` -${missing.map((m) => m.slice(0, 4)).join(',')}` : ''}` : 'no key facts';
      row[`boiler_${short}`] = boiler.length;
      row[`stitch_${short}`] = index ? stitched.length : 'n/a';
      row[`words_${short}`] = `${words}/${budget}`;
      pass &&= (!facts || carried >= TARGET_FACTS) && boiler.length === 0 && stitched.length === 0 && Math.abs(words - budget) <= budget * 0.15;
      if (opts.verbose) {
        for (const s of boiler) problems.push(`${file} ${duration} boilerplate: ${s}`);
        for (const s of stitched) problems.push(`${file} ${duration} reading order: ${s}`);
      }
    }
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
    facts_vs: `${mean(numeric('facts_vs'))}/5`, boiler_vs: mean(numeric('boiler_vs')), stitch_vs: mean(numeric('stitch_vs')),
    facts_long: `${mean(numeric('facts_long'))}/5`, boiler_long: mean(numeric('boiler_long')), stitch_long: mean(numeric('stitch_long')),
    't1∩t5': `${mean(rows.map((r) => Number.parseInt(String(r['t1∩t5'] ?? ''), 10)).filter(Number.isFinite))}%`,
  });
  console.log('Script content (built-in engine; vs = very_short default, long; facts = key facts carried, -kinds missing)');
  console.table(rows);
  if (!anyPoppler) console.log('pdftotext (poppler-utils) not found: reading-order check skipped');
  for (const p of problems) console.log(`  ${p}`);
  console.log(`targets: key facts ≥ ${TARGET_FACTS}/5, boilerplate 0, stitched 0, words ±15 % of budget, technicality 1 ∩ 5 < 50 %`);
  console.log(pass ? 'content PASS' : 'content FAIL');
  return pass;
}
