import { readPaper } from '@paperlight/remix-core/testing';
import { extractPaper } from '../read/paper';
import type { ExtractedPaper } from '../types';

export { PAPER_FILES, PAPERS_DIR, readPaper } from '@paperlight/remix-core/testing';

export interface Extraction {
  paper: ExtractedPaper;
  ms: number;
}

const cache = new Map<string, Promise<Extraction>>();

/** Extracts each paper once per test file: pdf.js is the slow part of every suite. */
export function extracted(file: string): Promise<Extraction> {
  let entry = cache.get(file);
  if (!entry) {
    entry = (async () => {
      const started = performance.now();
      const paper = await extractPaper(readPaper(file));
      return { paper, ms: performance.now() - started };
    })();
    cache.set(file, entry);
  }
  return entry;
}

/** All narration-eligible text of a paper, as the script engine sees it. */
export function paperText(paper: ExtractedPaper): string {
  return [paper.abstract, ...paper.sections.flatMap((s) => s.paragraphs)].join(' ');
}
