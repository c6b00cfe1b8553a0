/**
 * `pnpm bench:mindmap` (issue 35): every paper of ../shared/papers read as the Paper Input node reads
 * it, then mapped and drawn as the Mind map node does (buildMindmap, SVG and PNG), against the
 * hand-written key facts (eval/key-facts.ts) and the grounding matcher.
 *   targets: each point traced to its sentence on the page it names; no point over 15 words;
 *            ≥ 4 of the 5 key facts among the points; the node's work ≤ 10 s a paper.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { mindmapPng, mindmapSvg } from '../mindmap/export';
import { buildMindmap, leavesOf } from '../mindmap/mindmap';
import { readPaperSandboxed } from '../read/pdf-sandbox';
import { KEY_FACTS } from './key-facts';
import { longLeaves, mapFactsCarried, untracedLeaves } from './mindmap-checks';

const TARGET_FACTS = 4;
const TARGET_SECONDS = 10;

export async function runMindmapBench(papersDir: string): Promise<boolean> {
  const files = readdirSync(papersDir)
    .filter((file) => file.toLowerCase().endsWith('.pdf'))
    .sort();
  const rows: Record<string, string | number>[] = [];
  let pass = true;
  for (const file of files) {
    const paper = await readPaperSandboxed(new Uint8Array(readFileSync(join(papersDir, file))));
    const started = performance.now();
    const map = buildMindmap(paper);
    const mapped = performance.now();
    await mindmapPng(await mindmapSvg(map));
    const seconds = (performance.now() - started) / 1000;
    const facts = KEY_FACTS.find((entry) => entry.file === file)?.facts;
    const carried = facts ? mapFactsCarried(map, facts) : null;
    const untraced = untracedLeaves(map, paper);
    const long = longLeaves(map);
    const ok = untraced.length === 0 && long.length === 0 && seconds <= TARGET_SECONDS && (!carried || carried.carried >= TARGET_FACTS);
    pass &&= ok;
    rows.push({
      paper: file.replace(/\.pdf$/, ''),
      branches: map.branches.length,
      points: leavesOf(map).length,
      'key facts': carried ? `${carried.carried}/5${carried.missing.length > 0 ? ` (no ${carried.missing.join(', ')})` : ''}` : 'unjudged',
      untraced: untraced.length,
      'over 15 words': long.length,
      'map ms': Math.round(mapped - started),
      'node s': Number(seconds.toFixed(2)),
      verdict: ok ? 'PASS' : 'FAIL',
    });
    if (untraced.length > 0) console.log(`${file}: untraced ${JSON.stringify(untraced)}`);
  }
  console.table(rows);
  console.log(
    `mind map: ${pass ? 'PASS' : 'FAIL'} (targets: every point traced, none over 15 words, ≥ ${TARGET_FACTS}/5 key facts, ≤ ${TARGET_SECONDS} s a paper)`,
  );
  return pass;
}
