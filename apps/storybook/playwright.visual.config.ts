import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

// `pnpm test:visual`: every story of the built Storybook (storybook-static) at 390 and 1440 px,
// compared with the baseline images in visual/__screenshots__ (committed) by visual/picture.ts: a
// pixel counts when a channel is more than 1/255 off, a picture fails above 100 such pixels
// (decision 0184). `pnpm test:visual --update` accepts the new images. On a difference the HTML
// report (visual/report) shows the baseline, the new image and their diff side by side.
const port = Number(process.env.STORYBOOK_VISUAL_PORT ?? 6106);

export default defineConfig({
  testDir: './visual',
  outputDir: './visual/results',
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: [['list'], ['html', { open: 'never', outputFolder: './visual/report' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      // The headless shell of the same Chromium where it is installed, as the journeys (decision 0181).
      executablePath:
        process.env.CHROMIUM_PATH ??
        (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium'),
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--font-render-hinting=none', '--disable-lcd-text'],
    },
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    colorScheme: 'light',
    locale: 'en-GB',
    timezoneId: 'Europe/London',
  },
  webServer: {
    command: `node ./visual/serve.mjs ${port}`,
    url: `http://127.0.0.1:${port}/index.json`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
