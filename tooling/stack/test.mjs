#!/usr/bin/env node
// `pnpm test`: every check of the project, in the order a failure is cheapest to find.
// Ends with one line 'N passed, N failed' counting the steps below.
import { pnpm } from './lib.mjs';

const only = process.argv.slice(2);
const steps = [
  ['build', ['exec', 'turbo', 'run', 'build', '--output-logs=errors-only']],
  ['typecheck + lint', ['exec', 'turbo', 'run', 'typecheck', 'lint', '--output-logs=errors-only', '--continue']],
  ['unit, integration and story tests', ['exec', 'turbo', 'run', 'test', '--output-logs=new-only', '--continue', '--concurrency=2']],
  ['packages installed from their tarballs', ['run', 'check:packages']],
  ['storybook build', ['exec', 'turbo', 'run', 'build-storybook', '--output-logs=errors-only']],
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

console.log('\n=== summary ===');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds.toFixed(1)} s)`);
const failed = results.filter((r) => !r.ok).length + (steps.length - results.length);
console.log(`${results.length - results.filter((r) => !r.ok).length} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
