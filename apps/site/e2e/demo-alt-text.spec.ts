import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { SITE_URL, SSO_URL } from './helpers';

interface Sample {
  reportUrl: string;
  images: {
    url: string;
    figureTag: string;
    category: string;
    complexity: string;
    altText: { academic: { short: string; long: string } };
  }[];
}
const readSample = (id: string) =>
  JSON.parse(readFileSync(fileURLToPath(new URL(`../../api/samples/alt-text/${id}.json`, import.meta.url)), 'utf8')) as Sample;
const medicine = readSample('medicine');
const physical = readSample('physical-science');
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

async function expectNoAxeViolations(page: Page, include?: string) {
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function openFromShowcase(page: Page, sample: string) {
  const showcase = page.locator('#tools-showcase');
  await showcase.getByRole('button', { name: 'Alt Text', exact: true }).click();
  await showcase.getByRole('button', { name: sample }).click();
  await showcase.getByRole('button', { name: 'Generate Now' }).click();
  return page.getByRole('dialog', { name: `Alt Text demo · ${sample}` });
}

/** Every figure image on screen has really loaded. */
async function expectImagesLoaded(page: Page) {
  await expect
    .poll(() =>
      page
        .locator('[data-bottom-sheet] img, main img')
        .evaluateAll((imgs) => imgs.every((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0)),
    )
    .toBe(true);
}

test.describe('Alt Text demo', () => {
  test('showcase → sample → Generate Now → overlay → results → sign-up in a new tab', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: SITE_URL });
    await page.clock.install();
    await page.goto('/');
    const sheet = await openFromShowcase(page, 'Medicine');
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('heading', { name: 'Alt Text Results' })).toBeVisible();

    // 94 % of the height on a large screen, and the page behind it does not scroll.
    // Polled: the sheet may still be finishing its slide-up.
    await expect.poll(async () => Math.round((await sheet.boundingBox())!.y + (await sheet.boundingBox())!.height)).toBe(900);
    const box = (await sheet.boundingBox())!;
    expect(Math.round(box.height)).toBe(Math.round(900 * 0.94));
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');

    // The first figure with its image, tags, both alt texts and their word counts.
    const [first, second] = medicine.images;
    await expect(sheet.getByRole('img', { name: first!.altText.academic.short })).toBeVisible();
    await expectImagesLoaded(page);
    await page.screenshot({ path: '/tmp/alt-text-overlay-1440.png' });
    const details = sheet.getByRole('region', { name: 'Alt text for Figure 1' });
    await expect(details.getByText(first!.category, { exact: true })).toBeVisible();
    await expect(details.getByText(first!.complexity, { exact: true })).toBeVisible();
    const short = sheet.getByRole('region', { name: 'Short alt text' });
    await expect(short).toContainText(first!.altText.academic.short);
    await expect(short).toContainText(`${words(first!.altText.academic.short)} words`);
    await expect(sheet.getByRole('region', { name: 'Long alt text' })).toContainText(`${words(first!.altText.academic.long)} words`);

    // Copy: 'Copied' for 2 s of the page's clock, and the text is on the clipboard.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await short.getByRole('button', { name: 'Copy short alt text' }).click();
    await expect(short.getByRole('button', { name: 'Copied short alt text' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first!.altText.academic.short);
    await page.clock.runFor(1_900);
    await expect(short.getByRole('button', { name: 'Copied short alt text' })).toBeVisible();
    await page.clock.runFor(200);
    await expect(short.getByRole('button', { name: 'Copy short alt text' })).toBeVisible();

    await page.clock.resume();
    // The carousel: Next, then the thumbnails.
    await sheet.getByRole('button', { name: 'Next figure' }).click();
    await expect(sheet.getByRole('img', { name: second!.altText.academic.short })).toBeVisible();
    await sheet.getByRole('button', { name: 'Show Figure 3' }).click();
    await expect(sheet.getByRole('heading', { name: 'Figure 3', level: 3 })).toBeVisible();
    await expect(sheet.getByRole('button', { name: 'Next figure' })).toBeDisabled();

    await expectNoAxeViolations(page, '[data-bottom-sheet]');

    // The report is a real DOCX file.
    const downloadPromise = page.waitForEvent('download');
    await sheet.getByRole('link', { name: /Download report/ }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe('alt-text-report.docx');
    const bytes = readFileSync((await download.path())!);
    expect(bytes.subarray(0, 2).toString()).toBe('PK');

    // 'Try your file' opens the SSO sign-up page in a new tab.
    const popupPromise = context.waitForEvent('page');
    await sheet.getByRole('link', { name: /Try your file/ }).click();
    const popup = await popupPromise;
    await popup.waitForURL((url) => url.origin === SSO_URL && url.pathname === '/signup');
    await expect(page).toHaveURL(`${SITE_URL}/`);
    await popup.close();

    // Closing gives the page its scrolling back.
    await sheet.getByRole('button', { name: 'Close demo' }).click();
    await expect(sheet).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  });

  test('at 390 px the overlay covers 95 % of the height and has no axe violations', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(SITE_URL);
    const sheet = await openFromShowcase(page, 'Anatomy');
    await expect(sheet.getByRole('heading', { name: 'Alt Text Results' })).toBeVisible();
    await expectImagesLoaded(page);
    const box = (await sheet.boundingBox())!;
    expect(Math.round(box.height)).toBe(Math.round(844 * 0.95));
    expect(box.width).toBe(390);
    // A single JPEG: one image, no carousel controls.
    await expect(sheet.getByRole('button', { name: 'Next figure' })).toHaveCount(0);
    await expect(sheet.getByText('1 image · Academic style')).toBeVisible();
    expect(await sheet.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await page.screenshot({ path: '/tmp/alt-text-overlay-390.png' });
    await expectNoAxeViolations(page, '[data-bottom-sheet]');
    await context.close();
  });

  test('at tablet width the overlay covers 80 % of the height', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 800, height: 1000 } });
    const page = await context.newPage();
    await page.goto(SITE_URL);
    const sheet = await openFromShowcase(page, 'Physical Science');
    await expect(sheet.getByRole('heading', { name: 'Alt Text Results' })).toBeVisible();
    expect(Math.round((await sheet.boundingBox())!.height)).toBe(800);
    await context.close();
  });

  test('the public sample page shows the results, hides Error values and has no axe violations at 1440 and 390 px', async ({ page }) => {
    // The server renders the sample: no request for it from the page, the figure in the first HTML.
    const sampleRequests: string[] = [];
    page.on('request', (request) => request.url().includes('/alt-text/sample') && sampleRequests.push(request.url()));
    const response = await page.goto('/demos/alt-text/physical-science');
    const html = await response!.text();
    expect(html).toContain('Alt Text Results');
    expect(html).toMatch(new RegExp(`<img[^>]*${physical.images[0]!.url.replace(/[.]/g, '\\.')}[^>]*fetchpriority="high"`));
    expect(html).toMatch(/<link rel="preload" as="image"[^>]*imageSrcSet=/i);
    await expect(page.getByRole('heading', { level: 1, name: 'Alt Text: Physical Science' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Alt Text Results' })).toBeVisible();
    await expectImagesLoaded(page);
    expect(sampleRequests).toEqual([]);
    await expect(page).toHaveTitle('Alt Text: Physical Science sample result · Paperlight');
    await page.screenshot({ path: '/tmp/alt-text-page-1440.png', fullPage: true });
    await expectNoAxeViolations(page);

    const equation = physical.images[2]!;
    expect(equation.category).toMatch(/^Error/);
    const details = page.getByRole('region', { name: `Alt text for ${equation.figureTag}` });
    // A click counts once the server-rendered demo has hydrated.
    await expect(async () => {
      await page.getByRole('button', { name: `Show ${equation.figureTag}` }).click();
      await expect(details).toBeVisible({ timeout: 500 });
    }).toPass();
    await expect(details.getByText(equation.complexity, { exact: true })).toBeVisible();
    await expect(details.getByText('Image type:')).toHaveCount(0);
    await expect(page.getByText(equation.category)).toHaveCount(0);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/demos/alt-text/medicine');
    await expect(page.getByRole('heading', { name: 'Alt Text Results' })).toBeVisible();
    await expectImagesLoaded(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: '/tmp/alt-text-page-390.png', fullPage: true });
    await expectNoAxeViolations(page);
  });

  test("a failing api shows 'Error Loading Results' and 'Try Again' refetches", async ({ page }) => {
    let fail = true;
    await page.route('**/alt-text/sample?*', (route) =>
      fail
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"statusCode":500,"message":"Internal Server Error"}' })
        : route.fallback(),
    );
    // The sample page reads its sample on the server; the overlay asks from the browser.
    await page.goto('/');
    const sheet = await openFromShowcase(page, 'Anatomy');
    const alert = sheet.getByRole('alert');
    await expect(alert.getByRole('heading', { name: 'Error Loading Results' })).toBeVisible();
    await expect(alert).toContainText('Unable to load alt text results.');
    await expect(alert).toContainText('HTTP 500: Failed to fetch results');
    fail = false;
    await alert.getByRole('button', { name: 'Try Again' }).click();
    await expect(sheet.getByRole('heading', { name: 'Alt Text Results' })).toBeVisible();
  });

  test('unknown tools and malformed sample ids are the 404 page; the tool page links its sample', async ({ page }) => {
    for (const path of ['/demos/not-a-tool/medicine', '/demos/alt-text/..%2Fsecret']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    }
    await page.goto('/tools/alt-text');
    await page.getByRole('link', { name: 'A labelled anatomy diagram' }).click();
    await expect(page).toHaveURL(`${SITE_URL}/demos/alt-text/anatomy`);
    await expect(page.getByRole('heading', { name: 'Alt Text Results' })).toBeVisible();

    const sitemap = await (await page.request.get('/sitemap.xml')).text();
    for (const id of ['medicine', 'anatomy', 'physical-science']) expect(sitemap).toContain(`${SITE_URL}/demos/alt-text/${id}`);
  });

  test('demo code is not in the landing page’s JavaScript, and the overlay paints right after its code (figures reported)', async ({
    page,
  }) => {
    const scripts = new Map<string, string>();
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script' || response.url().endsWith('.js')) {
        scripts.set(response.url(), await response.text().catch(() => ''));
      }
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const initial = [...scripts.entries()];
    // Strings that only the Alt Text demo's code contains.
    const demoMarkers = ['Failed to fetch results', 'Unable to load alt text results.'];
    const carrying = initial.filter(([, body]) => demoMarkers.some((marker) => body.includes(marker))).map(([url]) => url);
    expect(carrying).toEqual([]);
    const initialBytes = initial.reduce((sum, [, body]) => sum + body.length, 0);

    // Records when the results heading first appears, in the page's own timeline.
    await page.evaluate(() => {
      performance.clearMarks();
      new MutationObserver((_records, observer) => {
        if ([...document.querySelectorAll('h2')].some((h) => h.textContent === 'Alt Text Results')) {
          requestAnimationFrame(() => performance.mark('demo-overlay:results'));
          observer.disconnect();
        }
      }).observe(document.body, { childList: true, subtree: true });
    });
    const sheet = await openFromShowcase(page, 'Medicine');
    await expect(sheet.getByRole('heading', { name: 'Alt Text Results' })).toBeVisible();
    await page.waitForFunction(() => performance.getEntriesByName('demo-overlay:results').length > 0);
    const lateScripts = [...scripts.keys()].filter((url) => !initial.some(([known]) => known === url));
    expect(lateScripts.some((url) => demoMarkers.some((marker) => scripts.get(url)?.includes(marker)))).toBe(true);

    const marks = await page.evaluate(() =>
      Object.fromEntries(
        ['demo-overlay:open', 'demo-overlay:code-loaded', 'demo-overlay:painted', 'demo-overlay:results'].map((name) => [
          name,
          performance.getEntriesByName(name)[0]?.startTime ?? null,
        ]),
      ),
    );
    const open = marks['demo-overlay:open']!;
    const codeLoaded = marks['demo-overlay:code-loaded']!;
    const painted = marks['demo-overlay:painted']!;
    const results = marks['demo-overlay:results']!;
    // The 100 ms target is a figure this journey reports (below), not asserts: on a shared machine a
    // stolen millisecond would fail it. The bound only catches a regression by an order of magnitude.
    expect(painted - codeLoaded).toBeLessThan(1000);

    // Opened again, the code is cached: click to first paint of the demo.
    await sheet.getByRole('button', { name: 'Close demo' }).click();
    await expect(sheet).toBeHidden();
    await page.evaluate(() => performance.clearMarks());
    await openFromShowcase(page, 'Medicine');
    await page.waitForFunction(() => performance.getEntriesByName('demo-overlay:painted').length > 0);
    const warm = await page.evaluate(
      () =>
        performance.getEntriesByName('demo-overlay:painted')[0]!.startTime -
        performance.getEntriesByName('demo-overlay:open')[0]!.startTime,
    );
    expect(warm).toBeLessThan(1000);

    const figures = {
      landingScripts: initial.length,
      landingScriptKiB: Math.round(initialBytes / 1024),
      demoChunks: lateScripts.length,
      clickToCodeLoadedMs: Math.round(codeLoaded - open),
      codeLoadedToFirstPaintMs: Math.round(painted - codeLoaded),
      codeLoadedToResultsMs: Math.round(results - codeLoaded),
      clickToResultsMs: Math.round(results - open),
      warmClickToFirstPaintMs: Math.round(warm),
    };
    console.log(`alt-text overlay timing: ${JSON.stringify(figures)}`);
    test.info().annotations.push({ type: 'figures', description: JSON.stringify(figures) });
  });
});
