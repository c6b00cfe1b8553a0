import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { extractPaper } from '../paper';
import type { ExtractedPaper } from '../types';

function repoRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'pnpm-workspace.yaml'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('pnpm-workspace.yaml not found above the test folder');
    dir = parent;
  }
  return dir;
}

/** The shared test papers: `<repo>/../shared/papers`, or PAPERS_DIR. */
export const PAPERS_DIR = process.env.PAPERS_DIR ?? path.resolve(repoRoot(), '..', 'shared', 'papers');

export const PAPER_FILES = readdirSync(PAPERS_DIR)
  .filter((f) => f.toLowerCase().endsWith('.pdf'))
  .sort();

export function readPaper(file: string): Uint8Array {
  return new Uint8Array(readFileSync(path.join(PAPERS_DIR, file)));
}

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
