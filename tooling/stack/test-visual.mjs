#!/usr/bin/env node
// `pnpm test:visual`: every story at 390 and 1440 px against the committed baselines, and axe on
// each (apps/storybook/playwright.visual.config.ts). Builds Storybook first (turbo: a cache hit when
// nothing changed).
// `pnpm test:visual --update` accepts the new images as baselines; other arguments go to Playwright
// (e.g. `-g "Trial banner"`). On a difference: apps/storybook/visual/report/index.html.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pnpm, root } from './lib.mjs';

const args = process.argv.slice(2).map((arg) => (arg === '--update' ? '--update-snapshots' : arg));
const storybook = join(root, 'apps', 'storybook');
const built = await pnpm(['exec', 'turbo', 'run', 'build-storybook', '--output-logs=errors-only']);
if (built !== 0 || !existsSync(join(storybook, 'storybook-static', 'index.json'))) process.exit(built || 1);
const code = await pnpm(['exec', 'playwright', 'test', '--config', 'playwright.visual.config.ts', ...args], { cwd: storybook });
if (code !== 0 && !args.includes('--update-snapshots')) {
  console.error(
    `\nThe stories differ from their baselines or fail axe. Report: ${join(storybook, 'visual', 'report', 'index.html')}\nAccept intended changes with \`pnpm test:visual --update\` and commit the images.`,
  );
}
process.exit(code);
