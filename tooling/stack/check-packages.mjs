#!/usr/bin/env node
// `pnpm check:packages`: proves every package under packages/ works for an outside app that
// knows nothing of this repo, the way a release engineer would ship it.
//
// For each package (discovered: every packages/*/package.json that is not private):
//   1. `pnpm pack` into a temp folder (packages are built first when a dist/ is missing;
//      `--build` forces a rebuild);
//   2. publint on the packed files (errors fail, warnings are printed);
//   3. attw (@arethetypeswrong/cli) on the tarball, profile esm-only (the packages ship ESM only,
//      so node10 and require() resolution are out of scope): the declarations must resolve under
//      moduleResolution node16/nodenext and bundler;
//   4. two scratch apps in os.tmpdir(), outside the workspace, install all tarballs, one with
//      react@18 and react-dom@18, one with react@19 and react-dom@19, through `npm install`
//      (pnpm pack rewrote `workspace:` ranges to versions, which the sibling tarballs satisfy) —
//      every package claims `react: ^18 || ^19`, so both majors are exercised;
//   5. in each app a Node ESM script imports every JS entry of `exports`, checks every CSS entry
//      resolves to a non-empty file (Node cannot import CSS), then runs the package's smoke test;
//   6. in the React 19 app, every package's README (from the tarball) must exist, and its ts/tsx
//      code blocks are type-checked by tsc (strict, module/moduleResolution nodenext, React 19 types);
//   7. the React 19 app builds the foreign page of tooling/stack/foreign-app with Vite into
//      tooling/stack/foreign-app/dist: a journal's page embedding the guest demos on its own
//      origin, which the browser journey e2e/foreign-app.spec.ts drives against the running stack.
//
// Smoke test: a package declares it in its package.json as an ES module body:
//   "paperlight": { "smoke": "import { Button } from '@paperlight/ui-kit'; assert.match(renderToString(h(Button, null, 'Go')), /Go/);" }
// The body runs as a module with `h` (React.createElement), `renderToString`
// (react-dom/server) and `assert` (node:assert/strict) in scope; it fails by throwing.
// Without one, the package is only imported. DEFAULT_SMOKE covers packages whose owners
// have not declared theirs yet (tooling/stack/scratch-app.mjs, shared with release-rehearse).
//
// Options: --build (rebuild first), --keep (keep the scratch folder and print its path).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { unannouncedChanges } from './check-changesets.mjs';
import { smokeInstalled } from './scratch-app.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const args = new Set(process.argv.slice(2));

function discoverPackages() {
  const dir = join(root, 'packages');
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, 'package.json')))
    .map((entry) => {
      const path = join(dir, entry.name);
      return { path, manifest: JSON.parse(readFileSync(join(path, 'package.json'), 'utf8')) };
    })
    .filter(({ manifest }) => !manifest.private);
}

function sh(cmd, argv, options = {}) {
  return execFileSync(cmd, argv, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], ...options });
}

// A package change without a changeset would ship unversioned and unannounced: every package whose
// files changed since its last release (the last change of its version) needs a pending changeset
// naming it (check-changesets.mjs; on a branch and on main alike).
{
  const unannounced = unannouncedChanges();
  if (unannounced.length) {
    for (const p of unannounced)
      console.error(
        `check-packages: ${p.name} changed since its release (${p.release}) with no pending changeset — add one (pnpm changeset): ${p.changed.slice(0, 5).join(', ')}`,
      );
    process.exit(1);
  }
  console.log('check-packages: every package changed since its release has a pending changeset');
}

const packages = discoverPackages();
if (packages.length === 0) {
  console.error('check-packages: no packages found under packages/');
  process.exit(1);
}

if (args.has('--build') || packages.some(({ path }) => !existsSync(join(path, 'dist')))) {
  console.log('check-packages: building packages…');
  // pnpm runs workspace scripts in dependency order, so ui-kit builds before trial-banner.
  const build = spawnSync('pnpm', ['--filter', './packages/*', 'run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const scratch = mkdtempSync(join(tmpdir(), 'paperlight-packages-'));
const tarballs = join(scratch, 'tarballs');
mkdirSync(tarballs);

const REACT_MAJORS = [18, 19];
const attw = join(root, 'tooling', 'stack', 'node_modules', '.bin', 'attw');

/** @type {Array<{ name: string, version: string, pack: string, publint: string, attw: string, react18: string, react19: string, readme: string, problems: string[] }>} */
const rows = [];

for (const { path, manifest } of packages) {
  const row = {
    name: manifest.name,
    version: manifest.version,
    pack: '-',
    publint: '-',
    attw: '-',
    react18: '-',
    react19: '-',
    readme: '-',
    problems: [],
  };
  rows.push(row);
  const before = new Set(readdirSync(tarballs));
  try {
    sh('pnpm', ['pack', '--pack-destination', tarballs], { cwd: path });
    const file = readdirSync(tarballs).find((name) => !before.has(name));
    if (!file) throw new Error('pnpm pack wrote no tarball');
    row.tarball = join(tarballs, file);
    // What a registry page and a legal review need: where it comes from and under which licence.
    const listing = sh('tar', ['-tzf', row.tarball]).split('\n');
    const missing = [
      ...['package/LICENSE', 'package/README.md'].filter((entry) => !listing.includes(entry)),
      ...['license', 'repository', 'homepage'].filter((field) => !manifest[field]).map((field) => `package.json "${field}"`),
    ];
    if (missing.length) throw new Error(`the tarball lacks ${missing.join(', ')}`);
    row.pack = 'ok';
  } catch (error) {
    row.pack = 'FAIL';
    row.problems.push(`pack: ${error.stderr || error.message}`);
    continue;
  }

  const { messages, pkg } = await publint({ pkgDir: path, level: 'warning', pack: 'pnpm' });
  const errors = messages.filter((message) => message.type === 'error');
  for (const message of messages) {
    const line = `publint ${message.type}: ${formatMessage(message, pkg) ?? message.code}`;
    if (message.type === 'error') row.problems.push(line);
    else console.warn(`${manifest.name}: ${line}`);
  }
  row.publint = errors.length ? `FAIL (${errors.length})` : messages.length ? `ok (${messages.length} warn)` : 'ok';

  // CSS entries carry no types; attw would report them as unresolvable.
  const cssSubpaths = Object.entries(manifest.exports ?? {})
    .filter(([, target]) => typeof target === 'string' && target.endsWith('.css'))
    .map(([subpath]) => subpath);
  const typesCheck = spawnSync(
    attw,
    [
      row.tarball,
      '--profile',
      'esm-only',
      '--format',
      'table-flipped',
      '--no-color',
      ...(cssSubpaths.length ? ['--exclude-entrypoints', ...cssSubpaths] : []),
    ],
    { encoding: 'utf8' },
  );
  row.attw = typesCheck.status === 0 ? 'ok' : 'FAIL';
  if (typesCheck.status !== 0) row.problems.push(`attw: ${(typesCheck.stdout + typesCheck.stderr).trim()}`);
}

const packed = rows.filter((row) => row.tarball);
for (const major of REACT_MAJORS) {
  const app = join(scratch, `app-react${major}`);
  const column = `react${major}`;
  mkdirSync(app);
  writeFileSync(
    join(app, 'package.json'),
    JSON.stringify({ name: `paperlight-scratch-app-react${major}`, private: true, type: 'module' }, null, 2),
  );
  let installed = false;
  try {
    sh(
      'npm',
      [
        'install',
        '--no-audit',
        '--no-fund',
        '--loglevel=error',
        ...packed.map((row) => row.tarball),
        `react@${major}`,
        `react-dom@${major}`,
      ],
      { cwd: app },
    );
    installed = true;
  } catch (error) {
    for (const row of packed) {
      row[column] = 'FAIL (install)';
      row.problems.push(`npm install (React ${major}): ${(error.stderr || error.message).trim().split('\n').slice(-8).join('\n')}`);
    }
  }
  if (!installed) continue;
  const reactVersion = JSON.parse(readFileSync(join(app, 'node_modules', 'react', 'package.json'), 'utf8')).version;
  console.log(`check-packages: scratch app with react@${reactVersion}`);

  for (const row of packed) {
    const result = smokeInstalled(app, row.name);
    row[column] = result.summary;
    if (!result.ok) row.problems.push(`scratch app, React ${major}: ${result.output}`);
  }
}

// README examples: the code a product team copies first must compile against what it installs.
{
  const app = join(scratch, `app-react${REACT_MAJORS.at(-1)}`);
  const examples = join(app, 'examples');
  if (existsSync(join(app, 'node_modules'))) {
    mkdirSync(examples);
    const owners = new Map();
    for (const row of packed) {
      const readme = join(app, 'node_modules', row.name, 'README.md');
      if (!existsSync(readme)) {
        row.readme = 'FAIL (missing)';
        row.problems.push('README.md is not in the tarball');
        continue;
      }
      const blocks = [...readFileSync(readme, 'utf8').matchAll(/^```(tsx?)\n([\s\S]*?)^```$/gm)];
      blocks.forEach(([, lang, code], i) => {
        const file = `${row.name.replace(/\W/g, '_')}-${i + 1}.${lang}`;
        writeFileSync(join(examples, file), `${code}\nexport {};\n`);
        owners.set(file, row);
      });
      row.readme = blocks.length ? `ok (${blocks.length} ex)` : 'ok (no ex)';
    }
    try {
      sh(
        'npm',
        [
          'install',
          '--no-audit',
          '--no-fund',
          '--loglevel=error',
          'typescript@5.9',
          `@types/react@${REACT_MAJORS.at(-1)}`,
          `@types/react-dom@${REACT_MAJORS.at(-1)}`,
        ],
        { cwd: app },
      );
      writeFileSync(
        join(app, 'tsconfig.json'),
        JSON.stringify(
          {
            compilerOptions: {
              target: 'ES2022',
              lib: ['ES2023', 'DOM', 'DOM.Iterable'],
              module: 'NodeNext',
              moduleResolution: 'NodeNext',
              jsx: 'react-jsx',
              strict: true,
              noEmit: true,
              skipLibCheck: true,
              types: [],
            },
            include: ['examples'],
          },
          null,
          2,
        ),
      );
      const tsc = spawnSync(process.execPath, [join(app, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.json'], {
        cwd: app,
        encoding: 'utf8',
      });
      for (const line of tsc.stdout.split('\n').filter((l) => /^examples\//.test(l))) {
        const row = owners.get(line.slice('examples/'.length).split('(')[0]);
        if (!row) continue;
        row.readme = 'FAIL (tsc)';
        row.problems.push(`README example: ${line}`);
      }
      if (tsc.status !== 0 && ![...owners.values()].some((row) => row.readme === 'FAIL (tsc)')) {
        throw new Error(tsc.stdout + tsc.stderr);
      }
    } catch (error) {
      for (const row of packed) {
        row.readme = 'FAIL';
        row.problems.push(`README type-check: ${(error.stderr || error.message).trim().split('\n').slice(-8).join('\n')}`);
      }
    }
  }
}

// The foreign app: built by Vite from the tarballs alone, on its own origin in the journeys.
let foreignApp = 'not built';
{
  const app = join(scratch, `app-react${REACT_MAJORS.at(-1)}`);
  const template = join(root, 'tooling', 'stack', 'foreign-app');
  const out = join(template, 'dist');
  if (existsSync(join(app, 'node_modules'))) {
    try {
      sh('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', 'vite@6'], { cwd: app });
      for (const file of ['index.html', 'vite.config.mjs', 'src/main.tsx']) {
        mkdirSync(dirname(join(app, file)), { recursive: true });
        writeFileSync(join(app, file), readFileSync(join(template, file)));
      }
      sh(process.execPath, [join(app, 'node_modules', 'vite', 'bin', 'vite.js'), 'build'], {
        cwd: app,
        env: { ...process.env, FOREIGN_APP_OUT: out },
      });
      foreignApp = `built into ${out}`;
    } catch (error) {
      foreignApp = 'FAIL';
      console.error(`foreign app build:\n${(error.stderr || error.stdout || error.message).trim().split('\n').slice(-12).join('\n')}`);
    }
  }
}
console.log(`check-packages: foreign app ${foreignApp}`);

const columns = ['name', 'version', 'pack', 'publint', 'attw', ...REACT_MAJORS.map((major) => `react${major}`), 'readme'];
const widths = columns.map((column) => Math.max(column.length, ...rows.map((row) => String(row[column]).length)));
const line = (cells) => cells.map((cell, i) => String(cell).padEnd(widths[i])).join('  ');
console.log('\n' + line(columns));
console.log(line(widths.map((width) => '-'.repeat(width))));
for (const row of rows) console.log(line(columns.map((column) => row[column])));

const failed = rows.filter((row) => row.problems.length > 0);
for (const row of failed) console.error(`\n${row.name}:\n  ${row.problems.join('\n  ')}`);

if (args.has('--keep')) console.log(`\nscratch apps kept in ${scratch}`);
else rmSync(scratch, { recursive: true, force: true });

console.log(
  failed.length
    ? `\n${failed.length} of ${rows.length} packages failed.`
    : `\nAll ${rows.length} packages pass attw and install and render outside the workspace with React ${REACT_MAJORS.join(' and ')}.`,
);
if (foreignApp === 'FAIL') console.log('The foreign app did not build from the tarballs.');
process.exit(failed.length || foreignApp === 'FAIL' ? 1 : 0);
