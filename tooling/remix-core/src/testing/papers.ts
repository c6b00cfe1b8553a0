import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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

/** The shortest shared paper: the quickest full chain for tests. */
export const SMALLEST_PAPER = 'socialscience-mexico-city-policy-abortion.pdf';
