import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// PAPERLIGHT_E2E_PORT_OFFSET moves all three ports, so several journey runs can share a machine.
const offset = Number(process.env.PAPERLIGHT_E2E_PORT_OFFSET ?? 0);
export const SITE_URL = `http://localhost:${3400 + offset}`;
export const API_URL = `http://localhost:${4400 + offset}`;
export const SSO_URL = `http://localhost:${4500 + offset}`;
/** A journal's page embedding the guest demos (e2e/foreign-app.spec.ts): another origin, in EMBED_ORIGINS. */
export const FOREIGN_URL = `http://127.0.0.1:${3600 + offset}`;

/**
 * Debian's chromium-headless-shell when it is installed (.ci/run installs it): the same Chromium
 * build without the browser's own UI, what Playwright itself runs headless, and a sixth less CPU on
 * a 2-core machine (decision 0181). Full Chromium otherwise; CHROMIUM_PATH chooses another.
 */
const CHROMIUM =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium');

// Workers load this file again; the environment carries the first run's folder to them.
process.env.PAPERLIGHT_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'paperlight-e2e-'));

export default defineConfig({
  testDir: './e2e',
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: SITE_URL,
    // A click that cannot land fails in seconds, not at the journey's timeout (a covered button cost CI an hour).
    actionTimeout: 20_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } }],
  // PAPERLIGHT_E2E_EXTERNAL_STACK=1 runs against a stack you started yourself on the same ports.
  webServer: process.env.PAPERLIGHT_E2E_EXTERNAL_STACK
    ? undefined
    : {
        command: 'node ../../tooling/stack/start.mjs',
        url: `${SITE_URL}/health`,
        wait: { stdout: /Paperlight is running/ },
        reuseExistingServer: false,
        timeout: 180_000,
        stdout: process.env.CI ? 'pipe' : 'ignore',
        env: {
          SITE_URL,
          API_URL,
          SSO_URL,
          EMBED_ORIGINS: FOREIGN_URL,
          DATA_DIR: process.env.PAPERLIGHT_E2E_DATA_DIR,
          // The journeys sign in as the seeded accounts (decision 0031: the tests set it, whatever the shell says).
          DEMO_ACCOUNTS: 'true',
          // Every request's two log lines cost the shared CPU; warnings and errors still show (LOG_LEVEL=info for all).
          LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
        },
      },
});
