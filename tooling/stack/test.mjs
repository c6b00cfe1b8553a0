#!/usr/bin/env node
// `pnpm test`: every check of the project, in the order a failure is cheapest to find.
// Ends with one line 'N passed, N failed' counting the steps below.
import { spawn } from 'node:child_process';
import { root } from './lib.mjs';

// CI shows only the tail of this output, so the lines that name a failure are kept and printed
// again above the summary: which package, which file, which test.
const failureLine = /(^|\s)(FAIL|×|✘)\s|Failed:\s|Test Files .*failed|Tests .*failed|\d+ failed|ERROR\s+run failed/;
const digest = [];

function pnpm(args, options) {
  const execPath = process.env.npm_execpath;
  const [cmd, argv] = execPath && /pnpm/.test(execPath) ? [process.execPath, [execPath, ...args]] : ['pnpm', args];
  return new Promise((resolve) => {
    const child = spawn(cmd, argv, { cwd: root, stdio: ['inherit', 'pipe', 'pipe'], ...options });
    const keep = (stream, out) => {
      let rest = '';
      let after = 0;
      stream.on('data', (chunk) => {
        out.write(chunk);
        const lines = (rest + chunk.toString()).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) {
          if (digest.length >= 60 || line.includes('[WebServer]')) continue;
          if (failureLine.test(line)) {
            digest.push(line.slice(0, 300));
            // The error itself follows a FAIL line (a hook's timeout names no test).
            if (/(^|\s)FAIL\s/.test(line)) after = 4;
          } else if (after > 0 && line.trim() !== '') {
            after -= 1;
            digest.push(`  ${line.slice(0, 300)}`);
          }
        }
      });
    };
    keep(child.stdout, process.stdout);
    keep(child.stderr, process.stderr);
    child.on('exit', (code, signal) => resolve(signal ? 1 : (code ?? 1)));
    child.on('error', () => resolve(127));
  });
}

const only = process.argv.slice(2);
const steps = [
  // The decisions and specification sections the code cites exist, and the decision index is current.
  ['docs and references', ['run', 'check:docs']],
  // No import cycle, no component over 250 lines, no function over 150 (issue 37).
  ['code shape', ['run', 'check:shape']],
  // Every TypeScript and JavaScript file as Prettier writes it (decision 0187).
  ['formatting', ['run', 'format:check']],
  ['build', ['exec', 'turbo', 'run', 'build', '--output-logs=errors-only']],
  ['typecheck + lint', ['exec', 'turbo', 'run', 'typecheck', 'lint', '--output-logs=errors-only', '--continue']],
  ['unit, integration and story tests', ['exec', 'turbo', 'run', 'test', '--output-logs=new-only', '--continue', '--concurrency=2']],
  ['packages installed from their tarballs', ['run', 'check:packages']],
  // check:packages has just passed on this commit: the rehearsal's release skips its own run of it.
  ['release rehearsal', ['run', 'release:rehearse', '--checked']],
  ['storybook build', ['exec', 'turbo', 'run', 'build-storybook', '--output-logs=errors-only']],
  // Every story at 1440 and 390 px against the committed baselines, and axe (decision 0184).
  ['visual review', ['run', 'test:visual']],
  ['browser journeys', ['exec', 'turbo', 'run', 'e2e', '--output-logs=full', '--concurrency=1']],
].filter(([name]) => only.length === 0 || only.some((o) => name.includes(o)));

const results = [];
for (const [name, args] of steps) {
  const started = Date.now();
  console.log(`\n=== ${name} ===`);
  const code = await pnpm(args, { env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' } });
  results.push({ name, ok: code === 0, seconds: (Date.now() - started) / 1000 });
  if (code !== 0 && name === 'build') break;
}

if (results.some((r) => !r.ok) && digest.length > 0) {
  console.log('\n=== lines that name a failure (first 60) ===');
  for (const line of digest) console.log(line);
}
console.log('\n=== summary ===');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds.toFixed(1)} s)`);
const failed = results.filter((r) => !r.ok).length + (steps.length - results.length);
console.log(`${results.length - results.filter((r) => !r.ok).length} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
