// Issue 17: a foreign Vite + React 19 app, built by `pnpm check:packages` from the packages'
// tarballs alone, served on its own origin (listed in the stack's EMBED_ORIGINS), embeds the guest
// demos and the trial banner against the running api and sso — no cookie, no site in between.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { API_URL, FOREIGN_URL, SSO_URL } from '../playwright.config';

const DIST = fileURLToPath(new URL('../../../tooling/stack/foreign-app/dist/', import.meta.url));
const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

let server: Server;
test.beforeAll(async () => {
  if (!existsSync(join(DIST, 'index.html'))) {
    throw new Error(`The foreign app is not built: run \`pnpm check:packages\` first (it builds ${DIST} from the tarballs).`);
  }
  server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', FOREIGN_URL).pathname)).replace(/^(\.\.[/\\])+/, '');
    let file = join(DIST, path);
    if (!file.startsWith(DIST) || !existsSync(file) || statSync(file).isDirectory()) file = join(DIST, 'index.html');
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  const { port } = new URL(FOREIGN_URL);
  await new Promise<void>((resolve) => server.listen(Number(port), '127.0.0.1', resolve));
});
test.afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
});

test('a journal page on another origin runs Alt Text, Gen AI Search and the trial banner as a guest, without cookies', async ({ page }) => {
  const cookieHeaders: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (url.startsWith(API_URL) || url.startsWith(SSO_URL)) {
      const cookie = request.headers().cookie;
      if (cookie) cookieHeaders.push(`${url}: ${cookie}`);
    }
  });
  const guestToken = page.waitForResponse(
    (response) => response.url() === `${SSO_URL}/api/guest-token` && response.request().method() === 'POST',
  );
  await page.clock.install();
  await page.goto(`${FOREIGN_URL}/?api=${encodeURIComponent(API_URL)}&sso=${encodeURIComponent(SSO_URL)}`);
  expect((await guestToken).status()).toBe(200);
  await expect(page.getByTestId('react-version')).toHaveText(/^React 19\./);

  // The trial banner invites the guest to sign up on the sso.
  const banner = page.getByRole('complementary', { name: 'Free trial' });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('link').first()).toHaveAttribute('href', new RegExp(`^${SSO_URL}/`));

  // Alt Text: the sample's results with a figure that really loaded from the api.
  await expect(page.getByRole('heading', { name: 'Alt Text Results' })).toBeVisible();
  await expect
    .poll(() =>
      page
        .locator('main img')
        .evaluateAll(
          (imgs) =>
            imgs.length > 0 && imgs.every((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0),
        ),
    )
    .toBe(true);

  // Gen AI Search: the canned run steps through and finishes its answer.
  const search = page.getByRole('region', { name: 'Gen AI Search demo' });
  await expect(search.getByRole('heading', { name: 'Gen AI Search Results' })).toBeVisible();
  await page.clock.fastForward(120_000);
  await expect(search.getByText('Answer complete.')).toBeAttached();
  expect(await search.getByTestId('answer').textContent()).not.toBe('');

  expect(await page.evaluate(() => document.body.dataset.embedError ?? null)).toBeNull();
  expect(cookieHeaders).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('foreign-app-1440.png'), fullPage: false });
});
