#!/usr/bin/env node
// `pnpm bench:remix`: every paper of ../shared/papers (or PAPERS_DIR) through upload → script
// ('short') → storyboard (5 scenes) → video with the built-in engines, in this process, against
// the floor (bare TTS + one ffmpeg encode of the same slides and audio).
//   targets: wall / video duration ≤ 0.1, video stage / floor ≤ 1.3, peak RSS ≤ 1 GiB
//   env: PAPERS_DIR, BENCH_SCRIPT_DURATION (default short), BENCH_SCENES (default 5),
//        BENCH_CONTENT_ONLY=1 (only the details and script content tables: details right, key facts, boilerplate, reading order)
// First the content of the built-in scripts against the hand-written key facts
// (apps/worker/src/engine/eval/key-facts.ts): ≥ 4/5 per paper, no boilerplate, no stitched sentences.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
// tsx lives in apps/worker; registering it lets this script run the engine's TypeScript modules as they are.
const requireFromWorker = createRequire(join(root, 'apps/worker/package.json'));
const tsxDir = dirname(requireFromWorker.resolve('tsx/package.json'));
const { register } = await import(pathToFileURL(join(tsxDir, 'dist/esm/api/index.mjs')).href);
register();
const { runBench } = await import(pathToFileURL(join(root, 'apps/worker/src/engine/bench.ts')).href);

// The worker reads each PDF in a child process; in production that child is the built bundle, so
// the bench starts the same one (after `pnpm build`) instead of compiling TypeScript per paper.
const builtReader = join(root, 'apps/worker/dist/pdf-reader.js');
if (!process.env.PDF_READER_ENTRY) {
  if (existsSync(builtReader)) process.env.PDF_READER_ENTRY = builtReader;
  else
    console.warn(
      `bench:remix: ${builtReader} is missing (run \`pnpm build\`); the reader runs from source through tsx, slower than in production`,
    );
}
const papersDir = process.env.PAPERS_DIR ?? resolve(root, '..', 'shared', 'papers');
const pass = await runBench(papersDir, {
  duration: process.env.BENCH_SCRIPT_DURATION ?? 'short',
  scenes: Number(process.env.BENCH_SCENES ?? 5),
});
process.exit(pass ? 0 : 1);
