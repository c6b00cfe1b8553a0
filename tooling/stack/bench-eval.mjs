#!/usr/bin/env node
// `pnpm bench:mindmap`, `pnpm bench:presentation` and `pnpm bench:podcast`: a bench of the engine's evaluation folder
// (apps/worker/src/engine/eval) over every paper of ../shared/papers (or PAPERS_DIR), run from its
// TypeScript source with tsx. Run after `pnpm build` (the paper reader's built bundle).
//   bench:mindmap — read, mapped and drawn as the Mind map node does it: key facts among the points,
//     untraced or long points, time (bench-mindmap.ts)
//   bench:presentation — read, its storyboard made and its deck written as the Presentation node does
//     it: slides, shortened text, figures, sizes, time; BENCH_DECK_DIR keeps the files (bench-deck.ts)
//   bench:podcast — read, written and voiced as the Podcast node does it, short and long, then one turn
//     edited and rendered again: key facts, speakers, turn lengths, band, loudness, times (bench-podcast.ts)
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const BENCHES = {
  mindmap: ['bench-mindmap.ts', 'runMindmapBench'],
  presentation: ['bench-deck.ts', 'runDeckBench'],
  podcast: ['bench-podcast.ts', 'runPodcastBench'],
};
const bench = BENCHES[process.argv[2]];
if (!bench) {
  console.error(`usage: bench-eval.mjs ${Object.keys(BENCHES).join('|')}`);
  process.exit(2);
}

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const requireFromWorker = createRequire(join(root, 'apps/worker/package.json'));
const { register } = await import(
  pathToFileURL(join(dirname(requireFromWorker.resolve('tsx/package.json')), 'dist/esm/api/index.mjs')).href
);
register();
const builtReader = join(root, 'apps/worker/dist/pdf-reader.js');
if (!process.env.PDF_READER_ENTRY && existsSync(builtReader)) process.env.PDF_READER_ENTRY = builtReader;
const module = await import(pathToFileURL(join(root, 'apps/worker/src/engine/eval', bench[0])).href);
const pass = await module[bench[1]](process.env.PAPERS_DIR ?? resolve(root, '..', 'shared', 'papers'));
process.exit(pass ? 0 : 1);
