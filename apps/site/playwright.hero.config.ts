import { defineConfig } from '@playwright/test';
import config from './playwright.config';

// `pnpm hero:record` (tooling/stack/record-hero.mjs): the landing page's film, recorded from the running
// product on the same stack as the journeys; never part of `pnpm test`.
export default defineConfig({
  ...config,
  testDir: './hero',
  testMatch: '**/*.film.ts',
  retries: 0,
  reporter: 'list',
  outputDir: './test-results-hero',
  timeout: 300_000,
  use: { ...config.use, trace: 'off', screenshot: 'off', viewport: { width: 1280, height: 720 } },
  projects: [{ name: 'chromium', use: { viewport: { width: 1280, height: 720 } } }],
});
