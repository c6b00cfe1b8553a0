import { defineConfig } from '@playwright/test';
import config from './playwright.config';

// `pnpm bench:canvas`: browser benchmarks, on the same stack as the journeys but never part of `pnpm test`
// (timings on a shared 2-core machine are figures to judge over several runs, not a pass mark).
export default defineConfig({
  ...config,
  testDir: './bench',
  testMatch: '**/*.bench.ts',
  retries: 0,
  reporter: 'list',
  // Its own folder: a journey run started meanwhile empties test-results.
  outputDir: './test-results-bench',
  // Tracing and screenshots cost the page's CPU while frames are timed.
  use: { ...config.use, trace: 'off', screenshot: 'off' },
});
