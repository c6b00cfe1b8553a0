#!/usr/bin/env node
// `pnpm release`: publishes every package whose version is not on the registry yet, after the gates
// of RELEASING.md. Refuses, in this order:
//   1. a working tree with uncommitted or untracked changes (what is published must be a commit);
//   2. pending changesets (run `pnpm version-packages` and commit the result first; a snapshot is
//      versioned with `changeset version --snapshot`, which consumes them too);
//   3. a failed build of the packages;
//   4. a failed `pnpm check:packages` (tarballs, publint, attw, React 18 and 19 apps, README examples);
//   5. a package version that is already on the registry (a published version is never replaced).
// Then `changeset publish` (git tags unless --no-git-tag; npm provenance with NPM_CONFIG_PROVENANCE=true).
//
// Options: --registry URL (default: npm's configured registry), --tag NAME (a dist-tag, for
// snapshots), --no-git-tag, --skip-package-checks (release-rehearse's second, snapshot publish only:
// the same commit's checks have just passed: its second, snapshot publish, and `pnpm test`, which ran
// check:packages a step earlier).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pendingChangesetNames } from './check-changesets.mjs';
import { root } from './lib.mjs';

const argv = process.argv.slice(2);
const option = (name) => {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : undefined;
};
const registry = option('--registry');
const tag = option('--tag');
// Only publishing and the registry look-ups go to --registry; the checks install from the usual one.
const publishEnv = { ...process.env, ...(registry ? { npm_config_registry: registry } : {}) };

function refuse(message) {
  console.error(`release: ${message}`);
  process.exit(1);
}

function step(name, cmd, args, env = process.env) {
  console.log(`\nrelease: ${name}…`);
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) refuse(`${name} failed; nothing was published.`);
}

export function publicPackages() {
  return readdirSync(join(root, 'packages'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(root, 'packages', entry.name, 'package.json')))
    .map((entry) => JSON.parse(readFileSync(join(root, 'packages', entry.name, 'package.json'), 'utf8')))
    .filter((manifest) => !manifest.private);
}

/** True when `name@version` is on the registry (npm view answers 404 for a version it lacks). */
function published(name, version) {
  const result = spawnSync('npm', ['view', `${name}@${version}`, 'version', '--json', ...(registry ? ['--registry', registry] : [])], {
    cwd: root,
    encoding: 'utf8',
    env: publishEnv,
  });
  if (result.status === 0) return result.stdout.trim() !== '';
  if (/E404|404 Not Found|is not in this registry/.test(result.stderr + result.stdout)) return false;
  refuse(`could not ask the registry about ${name}@${version}:\n${(result.stderr || result.stdout).trim()}`);
}

const dirty = execFileSync('git', ['status', '--porcelain'], { cwd: root, encoding: 'utf8' }).trim();
if (dirty) refuse(`the working tree has changes; commit or stash them first:\n${dirty.split('\n').slice(0, 10).join('\n')}`);

const pending = pendingChangesetNames();
if (pending.size > 0)
  refuse(`pending changesets name ${[...pending].join(', ')}; run \`pnpm version-packages\`, review the CHANGELOGs and commit them first.`);

step('build', 'pnpm', ['exec', 'turbo', 'run', 'build', '--filter=./packages/*', '--output-logs=errors-only']);
if (!argv.includes('--skip-package-checks'))
  step('check:packages', process.execPath, [join(root, 'tooling', 'stack', 'check-packages.mjs')]);

const packages = publicPackages();
const taken = packages.filter((manifest) => published(manifest.name, manifest.version));
if (taken.length)
  refuse(
    `already on the registry: ${taken.map((m) => `${m.name}@${m.version}`).join(', ')}. A published version is never replaced; version the packages again.`,
  );

step(
  `publish ${packages.length} packages${registry ? ` to ${registry}` : ''}${tag ? ` as '${tag}'` : ''}`,
  'pnpm',
  ['exec', 'changeset', 'publish', ...(tag ? ['--tag', tag] : []), ...(argv.includes('--no-git-tag') ? ['--no-git-tag'] : [])],
  publishEnv,
);
console.log(`\nrelease: published ${packages.map((m) => `${m.name}@${m.version}`).join(', ')}`);
