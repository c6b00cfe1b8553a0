#!/usr/bin/env node
// The Paper Remix engine's rooms (decision 0152): apps/worker/src/engine holds one folder per stage,
// in the order tools → read → script → storyboard → render | speech → encode. A file in a stage
// folder imports its own folder, an earlier stage, and types.ts (the shared vocabulary, which
// imports nothing of the engine); never a later stage, a sibling (render ↔ speech), pipeline.ts or
// anything else above the stages. Tests beside their code may also use the test kit (test/ and
// eval/). No engine file is over 500 lines.
//
// Runs from the worker's `lint` script; `node tooling/stack/check-engine-rooms.mjs` alone prints
// the counts. Exits 1 on an upward import or a file over the limit.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, posix, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const engine = join(root, 'apps', 'worker', 'src', 'engine');
const MAX_LINES = 500;

/** Each stage folder's place in the order; folders of equal rank are siblings and do not meet. */
export const STAGE_RANK = { tools: 0, read: 1, script: 2, storyboard: 3, render: 4, speech: 4, encode: 5, mindmap: 5, deck: 5, podcast: 6 };
/** What a stage's tests may use besides earlier stages: fixtures and the bench's measures. */
const TEST_KIT = new Set(['test', 'eval']);

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'fixtures' ? [] : walk(path);
    return /\.(ts|mts|tsx)$/.test(name) ? [path] : [];
  });
}

/** The engine file a relative specifier names, relative to the engine ('read/paper.ts'); null outside it. */
function resolveSpec(from, spec) {
  const base = join(dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) {
      const rel = relative(engine, candidate).split(sep).join(posix.sep);
      return rel.startsWith('..') ? null : rel;
    }
  }
  return undefined;
}

/** The room of an engine path: its first folder, or '' for a file at the engine's top. */
const roomOf = (rel) => (rel.includes('/') ? rel.slice(0, rel.indexOf('/')) : '');

/** Why `file` may not import `target` (both relative to the engine), or null when it may. */
export function upwardImport(file, target) {
  const from = roomOf(file);
  const to = roomOf(target);
  if (target === 'types.ts') return null;
  if (file === 'types.ts') return 'types.ts imports nothing of the engine';
  if (!(from in STAGE_RANK)) return null; // pipeline, bench, providers, eval, test: above the stages
  if (to === from) return null;
  if (to in STAGE_RANK) {
    if (STAGE_RANK[to] < STAGE_RANK[from]) return null;
    return STAGE_RANK[to] === STAGE_RANK[from] ? `${from} and ${to} are siblings` : `${to} comes after ${from}`;
  }
  if (/\.test\.tsx?$/.test(file) && TEST_KIT.has(to)) return null;
  return `${target} is above the stages`;
}

export function checkEngineRooms() {
  const files = walk(engine).sort();
  const problems = [];
  const rooms = new Map();
  const sizes = [];
  for (const path of files) {
    const rel = relative(engine, path).split(sep).join(posix.sep);
    const text = readFileSync(path, 'utf8');
    const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
    sizes.push([rel, lines]);
    const room = roomOf(rel) || '(top)';
    const counts = rooms.get(room) ?? { files: 0, lines: 0, imports: 0 };
    counts.files += 1;
    counts.lines += lines;
    if (lines > MAX_LINES) problems.push(`${rel}: ${lines} lines (at most ${MAX_LINES})`);
    for (const match of text.matchAll(/(?:from\s+|import\(\s*|vi\.mock\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g)) {
      const target = resolveSpec(path, match[1]);
      if (target === undefined) {
        problems.push(`${rel}: cannot resolve '${match[1]}'`);
        continue;
      }
      if (target === null) continue;
      if (roomOf(target) !== roomOf(rel) && target !== 'types.ts') counts.imports += 1;
      const why = upwardImport(rel, target);
      if (why) problems.push(`${rel} imports ${target}: ${why}`);
    }
    rooms.set(room, counts);
  }
  return { files: files.length, rooms, sizes: sizes.sort((a, b) => b[1] - a[1]), problems };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { files, rooms, sizes, problems } = checkEngineRooms();
  const order = ['tools', 'read', 'script', 'storyboard', 'render', 'speech', 'encode'];
  const names = [...rooms.keys()].sort((a, b) => (order.indexOf(a) + 1 || 99) - (order.indexOf(b) + 1 || 99) || a.localeCompare(b));
  console.log(`engine rooms: ${files} files`);
  for (const name of names) {
    const { files: n, lines, imports } = rooms.get(name);
    console.log(
      `  ${name.padEnd(11)} ${String(n).padStart(3)} files ${String(lines).padStart(6)} lines ${String(imports).padStart(4)} imports of other rooms`,
    );
  }
  console.log(
    `largest: ${sizes
      .slice(0, 5)
      .map(([f, n]) => `${f} ${n}`)
      .join(', ')} (limit ${MAX_LINES})`,
  );
  if (problems.length > 0) {
    console.error(`\n${problems.length} problem(s):`);
    for (const problem of problems) console.error(`  ${problem}`);
    process.exit(1);
  }
  console.log('no upward import, no file over the limit');
}
