#!/usr/bin/env node
// `pnpm release:rehearse`: the whole release against a registry of our own, leaving no trace.
//
//   1. Verdaccio (from npm) on a free loopback port, its storage, users and config in a temp folder.
//   2. A detached git worktree of HEAD in the temp folder (the working tree here is never touched),
//      installed offline from the pnpm store.
//   3. There: `changeset version` when changesets are pending (committed in the detached worktree),
//      then `pnpm release --registry <verdaccio> --no-git-tag`: every gate of release.mjs, then
//      `changeset publish`.
//   4. The same release again must be refused (every version is on the registry already).
//   5. A snapshot: a patch changeset for every package, `changeset version --snapshot rehearsal`,
//      published under the dist-tag 'rehearsal'.
//   6. Two fresh apps outside any workspace (React 18 and React 19) install every package by
//      version from the registry (and the snapshot by its dist-tag); each package is imported and
//      rendered on the server (scratch-app.mjs, as check:packages does); the React 19 app builds
//      the foreign page of tooling/stack/foreign-app with Vite.
//   7. Verdaccio stopped, the worktree and temp folder removed; git status and tags unchanged.
//
// Options: --keep (keep the temp folder and print where); --checked (check:packages has just passed
// on this commit, as in `pnpm test`: the release's own run of it is skipped).
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { closeSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { root } from './lib.mjs';
import { smokeInstalled } from './scratch-app.mjs';

const started = Date.now();
const keep = process.argv.includes('--keep');
// `pnpm test` has run check:packages on this very commit just before: the release's gate need not run it twice.
const checked = process.argv.includes('--checked');
const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;
const say = (message) => console.log(`rehearse [${elapsed()}]: ${message}`);

function sh(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, ...options });
  if (result.status !== 0) {
    const output = `${result.stdout ?? ''}${result.stderr ?? ''}`.trim().split('\n').slice(-25).join('\n');
    throw new Error(`${cmd} ${args.join(' ')} failed (${result.status ?? result.signal}):\n${output}`);
  }
  return result.stdout ?? '';
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const statusBefore = git('status', '--porcelain');
const tagsBefore = git('tag', '--list');
const worktreesBefore = git('worktree', 'list', '--porcelain');
const scratch = mkdtempSync(join(tmpdir(), 'paperlight-release-'));
const repo = join(scratch, 'repo');
let registryProcess;
let failure;

async function startRegistry() {
  const port = await freePort();
  const dir = join(scratch, 'registry');
  mkdirSync(join(dir, 'storage'), { recursive: true });
  writeFileSync(
    join(dir, 'config.yaml'),
    [
      `storage: ${join(dir, 'storage')}`,
      'auth:',
      '  htpasswd:',
      `    file: ${join(dir, 'htpasswd')}`,
      '    max_users: 1',
      // A throwaway account: cheap to hash once at sign-up.
      '    rounds: 4',
      // Signed tokens (JWT) are checked without hashing the password again on every request, which
      // under load took seconds per request and stalled the publishes.
      'security:',
      '  api:',
      '    legacy: false',
      '    jwt:',
      '      sign:',
      '        expiresIn: 2h',
      '  web:',
      '    sign:',
      '      expiresIn: 1h',
      // No uplinks: everything not ours comes from the machine's own registry (scoped .npmrc below).
      'uplinks: {}',
      'packages:',
      "  '@paperlight/*':",
      '    access: $all',
      '    publish: $authenticated',
      "  '**':",
      '    access: $all',
      'log: { type: stdout, format: pretty, level: warn }',
      '',
    ].join('\n'),
  );
  const bin = join(root, 'tooling', 'stack', 'node_modules', 'verdaccio', 'bin', 'verdaccio');
  // Its log goes to a file: this script waits on release.mjs synchronously, and a pipe nobody reads
  // would fill and stop the registry mid-publish.
  const logFile = join(dir, 'verdaccio.log');
  const logFd = openSync(logFile, 'a');
  registryProcess = spawn(process.execPath, [bin, '--config', join(dir, 'config.yaml'), '--listen', `127.0.0.1:${port}`], {
    stdio: ['ignore', logFd, logFd],
  });
  closeSync(logFd);
  const log = () => readFileSync(logFile, 'utf8');
  const url = `http://127.0.0.1:${port}/`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      if ((await fetch(`${url}-/ping`, { signal: AbortSignal.timeout(1000) })).ok) break;
    } catch {
      // not listening yet
    }
    if (registryProcess.exitCode !== null || Date.now() > deadline) throw new Error(`Verdaccio did not start:\n${log()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  // The release engineer's account on this registry: its token is what `npm publish` sends.
  const user = await fetch(`${url}-/user/org.couchdb.user:rehearsal`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'rehearsal', password: `rehearsal-${port}-${Date.now()}` }),
  });
  const { token } = await user.json();
  if (!token) throw new Error(`Verdaccio gave no token (${user.status})`);
  return { url, auth: `//127.0.0.1:${port}/:_authToken=${token}\n` };
}

/** Runs release.mjs in the rehearsal worktree; resolves with its exit status and output. */
function release(registry, extra = []) {
  return spawnSync(
    process.execPath,
    [join(repo, 'tooling', 'stack', 'release.mjs'), '--registry', registry.url, '--no-git-tag', ...extra],
    {
      cwd: repo,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, TURBO_CACHE_DIR: process.env.TURBO_CACHE_DIR ?? join(root, '.turbo', 'cache') },
    },
  );
}

const versions = () =>
  readdirSync(join(repo, 'packages'), { withFileTypes: true })
    .map((entry) => JSON.parse(readFileSync(join(repo, 'packages', entry.name, 'package.json'), 'utf8')))
    .filter((manifest) => !manifest.private)
    .map((manifest) => ({ name: manifest.name, version: manifest.version }));

const commitAll = (message) =>
  sh('git', ['-c', 'user.name=Release rehearsal', '-c', 'user.email=rehearsal@paperlight.local', 'commit', '-qam', message], { cwd: repo });

function freshApp(name, registry, specs, react) {
  const app = join(scratch, name);
  mkdirSync(app);
  writeFileSync(
    join(app, 'package.json'),
    JSON.stringify({ name: `paperlight-rehearsal-${name}`, private: true, type: 'module' }, null, 2),
  );
  // Only our scope comes from the rehearsal registry; React and Vite from the machine's own.
  writeFileSync(join(app, '.npmrc'), `@paperlight:registry=${registry.url}\n`);
  sh('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', ...specs, `react@${react}`, `react-dom@${react}`], { cwd: app });
  return app;
}

try {
  const registry = await startRegistry();
  say(`registry at ${registry.url}`);

  sh('git', ['worktree', 'add', '--detach', repo, 'HEAD'], { cwd: root });
  say(`worktree of ${git('rev-parse', '--short', 'HEAD')} at ${repo}; installing offline`);
  sh('pnpm', ['install', '--frozen-lockfile', '--prefer-offline', '--ignore-scripts'], { cwd: repo });
  // The publishing account's token, in the rehearsal worktree's own .npmrc (npm and pnpm read it
  // there; the user's npm configuration is left as it is).
  writeFileSync(join(repo, '.npmrc'), `${readFileSync(join(repo, '.npmrc'), 'utf8').trimEnd()}\n${registry.auth}`);
  sh('git', ['update-index', '--assume-unchanged', '.npmrc'], { cwd: repo });

  if (readdirSync(join(repo, '.changeset')).some((file) => file.endsWith('.md') && file !== 'README.md')) {
    sh('pnpm', ['exec', 'changeset', 'version'], { cwd: repo });
    commitAll('Version Packages (rehearsal)');
    say('versioned the pending changesets');
  }
  const released = versions();
  say(`releasing ${released.map((p) => `${p.name}@${p.version}`).join(', ')}`);
  const first = release(registry, checked ? ['--skip-package-checks'] : []);
  process.stdout.write(
    first.stdout
      .split('\n')
      .filter((line) => /^release|^check-packages|packages (pass|failed)|^@paperlight/.test(line))
      .join('\n') + '\n',
  );
  if (first.status !== 0)
    throw new Error(`pnpm release failed:\n${(first.stdout + first.stderr).trim().split('\n').slice(-30).join('\n')}`);
  say('published');

  const again = release(registry, ['--skip-package-checks']);
  if (again.status === 0 || !/already on the registry/.test(again.stderr))
    throw new Error(`publishing the same versions again was not refused:\n${again.stdout}${again.stderr}`);
  say('the same versions again: refused (already on the registry)');

  writeFileSync(
    join(repo, '.changeset', 'rehearsal-snapshot.md'),
    `---\n${released.map((p) => `"${p.name}": patch`).join('\n')}\n---\n\nRehearse a snapshot release.\n`,
  );
  sh('pnpm', ['exec', 'changeset', 'version', '--snapshot', 'rehearsal'], { cwd: repo });
  commitAll('Snapshot (rehearsal)');
  const snapshot = versions();
  const second = release(registry, ['--tag', 'rehearsal', '--skip-package-checks']);
  if (second.status !== 0)
    throw new Error(`snapshot release failed:\n${(second.stdout + second.stderr).trim().split('\n').slice(-30).join('\n')}`);
  say(`snapshot published as 'rehearsal': ${snapshot[0].version}`);

  const rows = [];
  for (const react of [18, 19]) {
    const app = freshApp(
      `app-react${react}`,
      registry,
      released.map((p) => `${p.name}@${p.version}`),
      react,
    );
    for (const p of released) {
      const installed = JSON.parse(readFileSync(join(app, 'node_modules', p.name, 'package.json'), 'utf8')).version;
      const result = installed === p.version ? smokeInstalled(app, p.name) : { ok: false, summary: `FAIL (got ${installed})`, output: '' };
      rows.push({ react, name: p.name, version: installed, ...result });
    }
    say(`React ${react} app: installed ${released.length} packages from the registry by version`);
    if (react === 19) {
      sh('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', 'vite@6'], { cwd: app });
      const template = join(root, 'tooling', 'stack', 'foreign-app');
      for (const file of ['index.html', 'vite.config.mjs', 'src/main.tsx']) {
        mkdirSync(dirname(join(app, file)), { recursive: true });
        writeFileSync(join(app, file), readFileSync(join(template, file)));
      }
      sh(process.execPath, [join(app, 'node_modules', 'vite', 'bin', 'vite.js'), 'build'], {
        cwd: app,
        env: { ...process.env, FOREIGN_APP_OUT: join(app, 'dist') },
      });
      say('React 19 app: the foreign page built with Vite from the registry packages');
    }
  }
  const snapApp = freshApp(
    'app-snapshot',
    registry,
    snapshot.map((p) => `${p.name}@rehearsal`),
    19,
  );
  for (const p of snapshot) {
    const installed = JSON.parse(readFileSync(join(snapApp, 'node_modules', p.name, 'package.json'), 'utf8')).version;
    const result =
      installed === p.version ? smokeInstalled(snapApp, p.name) : { ok: false, summary: `FAIL (got ${installed})`, output: '' };
    rows.push({ react: 'snapshot', name: p.name, version: installed, ...result });
  }
  say(`snapshot app: installed ${snapshot.length} packages by the dist-tag 'rehearsal'`);

  console.log('\napp        package                          version                         result');
  for (const row of rows) console.log(`${String(row.react).padEnd(10)} ${row.name.padEnd(32)} ${row.version.padEnd(31)} ${row.summary}`);
  const failed = rows.filter((row) => !row.ok);
  for (const row of failed) console.error(`\n${row.name} (${row.react}):\n${row.output}`);
  if (failed.length) throw new Error(`${failed.length} installs failed`);
} catch (error) {
  failure = error;
} finally {
  registryProcess?.kill();
  spawnSync('git', ['worktree', 'remove', '--force', repo], { cwd: root });
  spawnSync('git', ['worktree', 'prune'], { cwd: root });
  if (keep) console.log(`kept ${scratch}`);
  else rmSync(scratch, { recursive: true, force: true });
}

const traces = [
  git('status', '--porcelain') !== statusBefore && 'git status changed',
  git('tag', '--list') !== tagsBefore && 'git tags changed',
  git('worktree', 'list', '--porcelain') !== worktreesBefore && 'a worktree was left',
].filter(Boolean);
if (failure) {
  console.error(`\nrehearse: FAILED after ${elapsed()}: ${failure.message}`);
  process.exit(1);
}
if (traces.length) {
  console.error(`\nrehearse: the release worked but left a trace: ${traces.join(', ')}`);
  process.exit(1);
}
console.log(
  `\nrehearse: passed in ${elapsed()} — published, refused a second publish, published a snapshot, installed and rendered every package with React 18 and 19; no trace left.`,
);
