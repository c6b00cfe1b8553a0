#!/usr/bin/env node
// The release gate for changesets (RELEASING.md): a package whose published files changed since its
// last release must be named by a pending changeset, or it would ship unversioned and unannounced.
//
// A package's last release is the last commit that changed the "version" line of its package.json
// (the 'Version Packages' commit). What counts as a change: any file of the package that can reach
// its tarball or its build — not tests, stories, the CHANGELOG, or lint/test configuration. The
// working tree counts too (uncommitted and untracked files), so it fails locally before CI does.
//
// `pnpm check:changesets` runs it alone; check:packages (and so `pnpm test` and CI) runs it first.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();

/** Files that never reach a consumer. */
const IGNORED = [
  /\.test\.[cm]?[jt]sx?$/,
  /\.stories\.[cm]?[jt]sx?$/,
  /(^|\/)CHANGELOG\.md$/,
  /(^|\/)(test|__tests__|__snapshots__)\//,
  /(^|\/)(vitest\.config|eslint\.config)\.[cm]?[jt]s$/,
  /(^|\/)tsconfig(\.[\w-]+)?\.json$/,
];

/** Package names that pending changesets (.changeset/*.md) name in their front matter. */
export function pendingChangesetNames(dir = join(root, '.changeset')) {
  const names = new Set();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.md') && f !== 'README.md')) {
    const front = /^---\n([\s\S]*?)\n---/.exec(readFileSync(join(dir, file), 'utf8'));
    for (const match of front?.[1].matchAll(/^\s*["']?(@?[\w./-]+)["']?\s*:\s*(major|minor|patch)\s*$/gm) ?? []) names.add(match[1]);
  }
  return names;
}

export function unannouncedChanges() {
  if (git('rev-parse', '--is-shallow-repository') === 'true') {
    throw new Error('check-changesets needs the whole history (this clone is shallow): git fetch --unshallow');
  }
  const named = pendingChangesetNames();
  const problems = [];
  for (const entry of readdirSync(join(root, 'packages'), { withFileTypes: true })) {
    const dir = `packages/${entry.name}`;
    if (!entry.isDirectory() || !existsSync(join(root, dir, 'package.json'))) continue;
    const manifest = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'));
    if (manifest.private || named.has(manifest.name)) continue;
    const release = git('log', '-1', '--format=%H', '-G', '"version":', '--', `${dir}/package.json`);
    if (!release) continue; // never versioned: nothing to compare with
    const changed = [
      ...git('diff', '--name-only', release, '--', dir).split('\n'),
      ...git('ls-files', '--others', '--exclude-standard', '--', dir).split('\n'),
    ].filter((file) => file && !IGNORED.some((pattern) => pattern.test(file)));
    if (changed.length > 0) problems.push({ name: manifest.name, release: release.slice(0, 7), changed });
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const problems = unannouncedChanges();
  for (const p of problems) {
    console.error(
      `${p.name} changed since its release (${p.release}) with no pending changeset naming it:\n  ${p.changed.slice(0, 10).join('\n  ')}${p.changed.length > 10 ? `\n  … and ${p.changed.length - 10} more` : ''}`,
    );
  }
  if (problems.length) {
    console.error('\nAdd one with `pnpm changeset` (one imperative sentence naming the API), then commit it.');
    process.exit(1);
  }
  console.log('check-changesets: every package changed since its release has a pending changeset');
}
