#!/usr/bin/env node
// `pnpm bench:mindmap`: every paper of ../shared/papers (or PAPERS_DIR) read, mapped and drawn as the
// Mind map node does it (apps/worker/src/engine/eval/bench-mindmap.ts), per paper: key facts among
// the points, untraced or long points, time. Run after `pnpm build` (the reader's built bundle).
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
const { runMindmapBench } = await import(pathToFileURL(join(root, 'apps/worker/src/engine/eval/bench-mindmap.ts')).href);
const pass = await runMindmapBench(process.env.PAPERS_DIR ?? resolve(root, '..', 'shared', 'papers'));
process.exit(pass ? 0 : 1);
