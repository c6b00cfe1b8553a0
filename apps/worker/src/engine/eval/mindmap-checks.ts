/**
 * What a mind map must hold (issue 35), shared by its tests and `pnpm bench:mindmap`: leaves of at
 * most MAX_LEAF_WORDS words, each traced to a sentence of the paper on the page it names (the
 * grounding matcher), and the paper's key facts (eval/key-facts.ts) among its leaves.
 */
import { numbersOf, paperSentences, supportOf } from '../script/grounding';
import { leavesOf, MAX_LEAF_WORDS, type MindmapOutput } from '../mindmap/mindmap';
import { countWords } from '../read/text';
import type { ExtractedPaper } from '../types';
import type { KeyFact } from './key-facts';

/** Numbers as the key facts' patterns expect them ('4·8' → '4.8', '46.5%' → '46.5 percent'). */
const normalised = (text: string) => text.replace(/(\d)·(\d)/g, '$1.$2').replace(/(\d)\s*%/g, '$1 percent');

export function mapFactsCarried(map: MindmapOutput, facts: readonly KeyFact[]): { carried: number; missing: string[] } {
  const text = normalised(
    leavesOf(map)
      .map((leaf) => leaf.text)
      .join(' '),
  );
  const missing = facts.filter((fact) => !fact.all.every((pattern) => pattern.test(text))).map((fact) => fact.kind);
  return { carried: facts.length - missing.length, missing };
}

/** Leaves over MAX_LEAF_WORDS words. */
export const longLeaves = (map: MindmapOutput) =>
  leavesOf(map)
    .filter((leaf) => countWords(leaf.text) > MAX_LEAF_WORDS)
    .map((leaf) => leaf.text);

/**
 * Leaves the grounding matcher does not find on the page they name: its best supporting sentence
 * of the paper is weaker than the threshold, on another page, or lacks one of the leaf's numbers.
 */
export function untracedLeaves(map: MindmapOutput, paper: ExtractedPaper): string[] {
  const pool = paperSentences(paper);
  return leavesOf(map)
    .filter((leaf) => {
      const support = supportOf(leaf.text, pool);
      const page = leaf.sources.pages[0];
      if (!support || (page !== undefined && support.sentence.page !== undefined && support.sentence.page !== page)) return true;
      const numbers = new Set(numbersOf(support.sentence.text));
      return !numbersOf(leaf.text).every((n) => numbers.has(n));
    })
    .map((leaf) => leaf.text);
}
