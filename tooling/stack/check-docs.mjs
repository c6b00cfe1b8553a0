#!/usr/bin/env node
// `pnpm check:docs` (issue 37): the repository explains itself.
//   - every decision the code and the docs cite ("decision 0040", "decisions 0182 and 0184") is a record
//     in docs/decisions, and every record is named NNNN-title.md with its number in its heading;
//   - every section of the product specification the code cites ("SPEC §3") is in docs/product/spec.md;
//   - docs/decisions/README.md, the decision index, lists every record with what supersedes it
//     (`--write` writes it again);
//   - no source file reads a test input from an absolute path (they are found relative to the repository).
// Exits 1 with one line per fault.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { root } from './lib.mjs';

const DECISIONS = join(root, 'docs', 'decisions');
const INDEX = join(DECISIONS, 'README.md');
const SPEC = join(root, 'docs', 'product', 'spec.md');
const SKIP = new Set([
  'node_modules',
  'build',
  'dist',
  'storybook-static',
  '.turbo',
  'coverage',
  'test-results',
  'playwright-report',
  'visual',
  'fixtures',
]);
const SOURCE = /\.(ts|tsx|mts|mjs|js|css|md|mdx|sql|yml|yaml)$/;

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    if (SKIP.has(name) || name.startsWith('.')) return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return walk(path);
    return SOURCE.test(name) ? [path] : [];
  });
}

/** The records: number, title, file, and the numbers each one says it supersedes. */
export function readDecisions() {
  const faults = [];
  const records = readdirSync(DECISIONS)
    .filter((name) => name !== 'README.md' && name.endsWith('.md'))
    .sort()
    .map((file) => {
      const text = readFileSync(join(DECISIONS, file), 'utf8');
      const number = /^(\d{4})-[a-z0-9-]+\.md$/.exec(file)?.[1];
      const heading = /^# (\d{4}) — (.+)$/m.exec(text);
      if (!number) faults.push(`docs/decisions/${file}: not named NNNN-title.md`);
      else if (!heading || heading[1] !== number) faults.push(`docs/decisions/${file}: its first heading is not '# ${number} — title'`);
      const supersedes = [...new Set([...text.matchAll(/\bSupersedes\b([^.\n]*)/g)].flatMap((m) => m[1].match(/\b\d{4}\b/g) ?? []))];
      const continues = [...text.matchAll(/\bContinues\s+(\d{4})\b/g)].map((m) => m[1]);
      // A record may also say it was superseded ("Superseded in part by 0018 and 0152: …").
      const supersededIn = [...text.matchAll(/\bSuperseded (?:in part )?by\b([^:.\n]*)/gi)].flatMap((m) => m[1].match(/\b\d{4}\b/g) ?? []);
      return { number, title: heading?.[2] ?? file, file, supersedes, continues, supersededIn };
    });
  const seen = new Map();
  for (const record of records) {
    if (record.number && seen.has(record.number))
      faults.push(`docs/decisions: ${record.number} is used twice (${seen.get(record.number)}, ${record.file})`);
    seen.set(record.number, record.file);
  }
  return { records, faults };
}

/** The decision index, made from the records themselves. */
export function indexOf(records) {
  const by = (key) => {
    const map = new Map();
    for (const record of records)
      for (const n of record[key]) if (!map.get(n)?.includes(record.number)) map.set(n, [...(map.get(n) ?? []), record.number]);
    return map;
  };
  const supersededBy = by('supersedes');
  for (const record of records) {
    for (const n of record.supersededIn) {
      const list = supersededBy.get(record.number) ?? [];
      if (!list.includes(n)) supersededBy.set(record.number, [...list, n].sort());
    }
  }
  const continuedBy = by('continues');
  const rows = records.map((record) => {
    const notes = [
      ...(record.supersedes.length ? [`supersedes ${record.supersedes.join(', ')} in part`] : []),
      ...(record.continues.length ? [`continues ${record.continues.join(', ')}`] : []),
      ...(supersededBy.has(record.number) ? [`superseded in part by ${supersededBy.get(record.number).join(', ')}`] : []),
      ...(continuedBy.has(record.number) ? [`continued by ${continuedBy.get(record.number).join(', ')}`] : []),
    ];
    return `| [${record.number}](${record.file}) | ${record.title.replace(/\|/g, '\\|')} | ${notes.join('; ')} |`;
  });
  return [
    '# Decisions',
    '',
    'One short record per decision, numbered in the order they were taken (gaps are numbers never used).',
    'A record is not edited to change its decision: a later record supersedes it in part or continues it, and says so in its first lines ("Supersedes …", "Continues NNNN").',
    'This index is written by `pnpm check:docs --write`; `pnpm check:docs` fails when it is out of date or when the code cites a record that does not exist.',
    '',
    '| record | decision | relations |',
    '|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}

const { records, faults } = readDecisions();
const numbers = new Set(records.map((r) => r.number));
const specSections = new Set([...readFileSync(SPEC, 'utf8').matchAll(/^## (\d+)\. /gm)].map((m) => m[1]));

let files = 0;
for (const path of walk(root)) {
  const rel = relative(root, path);
  if (rel === 'docs/decisions/README.md') continue;
  files += 1;
  const text = readFileSync(path, 'utf8');
  for (const m of text.matchAll(/\bdecisions?\s+(\d{4}(?![-\d])(?:(?:,\s*|\s+and\s+|\s+or\s+|\s*\/\s*)\d{4}(?![-\d]))*)/gi)) {
    for (const n of m[1].match(/\d{4}/g))
      if (!numbers.has(n)) faults.push(`${rel}: cites decision ${n}, which has no record in docs/decisions`);
  }
  for (const m of text.matchAll(/\bSPEC\s*§\s*(\d+)/g)) {
    if (!specSections.has(m[1])) faults.push(`${rel}: cites SPEC §${m[1]}, which docs/product/spec.md does not have`);
  }
  if (!rel.startsWith('docs/') && /["'`]\/work\//.test(text))
    faults.push(`${rel}: reads from an absolute path under /work (find inputs relative to the repository)`);
}

const index = indexOf(records);
if (process.argv.includes('--write')) writeFileSync(INDEX, index);
else if (readFileSync(INDEX, { encoding: 'utf8', flag: 'a+' }) !== index)
  faults.push('docs/decisions/README.md is out of date: run `pnpm check:docs --write`');

for (const fault of faults) console.error(fault);
console.log(
  `check:docs: ${records.length} decisions, ${specSections.size} sections of the specification, ${files} files read, ${faults.length} faults`,
);
process.exit(faults.length === 0 ? 0 : 1);
