#!/usr/bin/env node
// `pnpm bench:presentation`: every paper of ../shared/papers (or PAPERS_DIR) read, its storyboard made and its deck written as the
// Presentation node does it (apps/worker/src/engine/eval/bench-deck.ts), per paper: slides, shortened
// text, figures, sizes, time. BENCH_DECK_DIR keeps the files. Run after `pnpm build` (the reader's built bundle).
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const requireFromWorker = createRequire(join(root, 'apps/worker/package.json'));
const { register } = await import(pathToFileURL(join(dirname(requireFromWorker.resolve('tsx/package.json')), 'dist/esm/api/index.mjs')).href);
register();
const builtReader = join(root, 'apps/worker/dist/pdf-reader.js');
if (!process.env.PDF_READER_ENTRY && existsSync(builtReader)) process.env.PDF_READER_ENTRY = builtReader;
const { runDeckBench } = await import(pathToFileURL(join(root, 'apps/worker/src/engine/eval/bench-deck.ts')).href);
const pass = await runDeckBench(process.env.PAPERS_DIR ?? resolve(root, '..', 'shared', 'papers'));
process.exit(pass ? 0 : 1);
