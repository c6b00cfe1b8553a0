/**
 * The details half of `pnpm bench:remix` (issue 30, item 1): for every paper, whether the reader got
 * its details right against the hand-written evaluation set (eval/details.ts): every author in
 * order, the year, the venue where the paper prints one (and the DOI and licence where printed).
 *   target: details right for 100 % of the papers of the set.
 * A paper outside the set is listed with what was read, unjudged.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readPaperSandboxed } from '../read/pdf-sandbox';
import type { ExtractedPaper } from '../types';
import { detailsMistakes, EXPECTED_DETAILS } from './details';

export async function runDetailsBench(papersDir: string): Promise<boolean> {
  const files = readdirSync(papersDir)
    .filter((f) => f.toLowerCase().endsWith('.pdf'))
    .sort();
  const rows: Record<string, string | number>[] = [];
  const problems: string[] = [];
  let judged = 0;
  let right = 0;
  for (const file of files) {
    const expected = EXPECTED_DETAILS.find((e) => e.file === file);
    let paper: ExtractedPaper;
    try {
      paper = await readPaperSandboxed(new Uint8Array(readFileSync(join(papersDir, file))));
    } catch (error) {
      problems.push(`${file}: ${(error as Error).message}`);
      if (expected) judged += 1;
      continue;
    }
    const details = paper.details ?? {
      title: paper.title,
      authors: paper.authors.map((name) => ({ name })),
      sources: {},
      ...paper.citation,
    };
    const mistakes = expected ? detailsMistakes(expected, details) : [];
    if (expected) {
      judged += 1;
      if (mistakes.length === 0) right += 1;
    }
    for (const m of mistakes) problems.push(`${file}: ${m}`);
    rows.push({
      paper: file.replace(/\.pdf$/, '').slice(0, 30),
      authors: `${details.authors.length}${expected ? `/${expected.authors.length}` : ''}`,
      year: details.year ?? '—',
      venue: (details.venue ?? '—').slice(0, 40),
      'vol(issue):pages':
        [details.volume, details.issue ? `(${details.issue})` : '', details.pages ? `:${details.pages}` : ''].join('') || '—',
      doi: details.doi ? 'yes' : '—',
      licence: details.license ?? '—',
      right: expected ? (mistakes.length === 0 ? 'yes' : 'NO') : 'not in set',
    });
  }
  const share = judged > 0 ? right / judged : 1;
  console.log('Paper details (every author in order, year, venue where printed, DOI and licence where printed)');
  console.table(rows);
  for (const p of problems) console.log(`  ${p}`);
  console.log(`details right: ${right}/${judged} papers (${Math.round(share * 100)} %); target 100 %`);
  const pass = share === 1;
  console.log(pass ? 'details PASS' : 'details FAIL');
  return pass;
}
