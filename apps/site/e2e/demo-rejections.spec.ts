import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

interface Row {
  manuscriptTitle: string;
  isPublished: boolean;
  doiLink: string | null;
  publicationDate: string | null;
  journalTitle: string | null;
  citationCount: number | null;
  isOa: boolean;
}
interface Sample {
  flags: { published: number; notPublished: number; oa: number; nonOa: number };
  publishers: { data: { item: string; count: number }[] };
  journals: { data: { item: string; count: number }[] };
  dateDifference: { count: number }[];
  citationsRecieved: { key: string; aggregated_value: number; doc_count: number }[];
  apcAmount: { key: string; aggregated_value: number }[];
  publishedJournalsFilter: { item: string }[];
  publishedManuscripts: { data: Row[]; totalHits: number };
}

const sample = JSON.parse(
  readFileSync(fileURLToPath(new URL('../../api/samples/rejection-analyzer/demo.json', import.meta.url)), 'utf8'),
) as Sample;
const PATH = '/demos/rejection-analyzer/demo';
const CHARTS = ['Top Publishers', 'Top Journals', 'Time to Publication After Rejection', 'Citations Received', 'APC Revenue'];

async function noAxeViolations(page: Page) {
  // axe schedules its own timers: let time flow again.
  await page.clock.resume();
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Records layout shifts (CLS without the input exclusion window) from the first paint on. */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: { value: number; sources: string[] }[] };
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] }[]) {
        if (entry.hadRecentInput) continue;
        w.__shifts.push({
          value: entry.value,
          sources: (entry.sources ?? []).map((source) =>
            source.node instanceof Element ? `${source.node.tagName}.${source.node.className}` : String(source.node?.nodeName),
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Opens the demo page, checks the loading screen holds for the 10 s minimum, and waits for the report. */
async function openReport(page: Page, query = '') {
  // Time stands still unless the test moves it, so a slow machine cannot eat into the 10 s.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1_000);
  const response = page.waitForResponse((r) => r.url().includes('/rejection-analyzer/sample/demo') && r.status() === 200);
  await page.goto(`${PATH}${query}`);
  await expect(page.getByRole('heading', { name: 'Rejections Analyzer Report' })).toBeVisible();
  await expect(page.getByTestId('report-skeleton')).toBeVisible();
  // The 10 s of pulse run on the compositor (opacity), never repainting the page each frame, and in
  // steps, so a software compositor draws a few frames a second rather than sixty (decision 0092).
  expect(await animatedProperties(page, '[data-testid="report-skeleton"]')).toEqual(['opacity']);
  expect(await animationEasings(page, '[data-testid="report-skeleton"]')).toEqual(['steps(4)']);
  await response;
  // The data is in, but the report waits for the 10 s minimum.
  await page.clock.runFor(8_000);
  await expect(page.locator('[data-state="loading"]')).toBeVisible();
  await page.clock.runFor(2_000);
  await expect(page.locator('[data-state="ready"]')).toBeVisible();
}

/** The properties the running CSS animations under `selector` change (pseudo-elements included). */
function animatedProperties(page: Page, selector: string) {
  return page.locator(selector).evaluate((element) => {
    const properties = element
      .getAnimations({ subtree: true })
      .flatMap((animation) => (animation.effect as KeyframeEffect).getKeyframes())
      .flatMap((keyframe) => Object.keys(keyframe));
    return [...new Set(properties)].filter((property) => !['offset', 'computedOffset', 'easing', 'composite'].includes(property)).sort();
  });
}

/** The timing functions of the running CSS animations' keyframes under `selector` (CSS puts them there). */
function animationEasings(page: Page, selector: string) {
  return page.locator(selector).evaluate((element) => {
    const easings = element
      .getAnimations({ subtree: true })
      .flatMap((animation) => (animation.effect as KeyframeEffect).getKeyframes())
      .map((keyframe) => keyframe.easing);
    return [...new Set(easings)];
  });
}

/** Waits until every chart is drawn (they mount one per task after the report shows). */
async function chartsDrawn(page: Page) {
  for (const title of CHARTS) await expect(page.locator(`[data-chart="${title}"] [data-drawing="drawn"] svg`).first(), title).toBeVisible();
}

const table = (page: Page) => page.getByRole('table', { name: 'Rejected manuscripts' });
/** The titles of the shown page (without the link's visually hidden 'opens in a new tab' note). */
const firstTitles = (page: Page) =>
  table(page)
    .locator('tbody tr td:first-child')
    .evaluateAll((cells) => cells.map((cell) => (cell.firstElementChild?.firstChild?.textContent ?? '').trim()));

test.describe('Rejections Analyzer demo', () => {
  test('loads for 10 s, then shows cards, charts with text alternatives and the table, without layout shift', async ({ page }) => {
    await recordLayoutShifts(page);
    await openReport(page);
    await expect(page.getByRole('status').filter({ hasText: 'Rejection analyzer results loaded.' })).toBeAttached();

    const { flags } = sample;
    const published = page.getByRole('region', { name: 'Published vs Not Published' });
    await expect(published.getByRole('progressbar', { name: 'Published' })).toHaveAttribute(
      'aria-valuenow',
      String(Math.round((flags.published / (flags.published + flags.notPublished)) * 100)),
    );
    await expect(published).toContainText(String(flags.published));
    await expect(published).toContainText(String(flags.notPublished));
    await expect(page.getByRole('region', { name: 'Open Access vs Not Open Access' })).toContainText(String(flags.oa));

    for (const title of CHARTS) {
      const chart = page.locator(`[data-chart="${title}"]`);
      await expect(chart.locator('svg').first(), title).toBeVisible();
      expect((await chart.boundingBox())!.height, title).toBeGreaterThan(150);
    }
    // Text alternatives carry the full data.
    const publishers = page.getByRole('table', { name: /Top Publishers/ });
    await expect(publishers.getByRole('row')).toHaveCount(sample.publishers.data.length + 1);
    await expect(publishers.getByRole('rowheader', { name: sample.publishers.data[0]!.item })).toBeAttached();
    await expect(page.getByRole('table', { name: /Top Journals/ }).getByRole('row')).toHaveCount(sample.journals.data.length + 1);
    await expect(page.getByRole('table', { name: 'Time to publication after rejection' }).getByRole('rowheader')).toHaveText([
      '1-30 days',
      '31-60 days',
      '61-90 days',
      '91-120 days',
    ]);
    await expect(page.getByRole('table', { name: 'Citations received by journal' }).getByRole('row')).toHaveCount(
      sample.citationsRecieved.length + 1,
    );
    const positiveApc = sample.apcAmount.filter((entry) => entry.aggregated_value > 0);
    await expect(page.getByRole('table', { name: /APC revenue by publisher/ }).getByRole('row')).toHaveCount(positiveApc.length + 1);
    // The donut legend cuts at 15 characters.
    await expect(page.locator('[data-chart="Top Publishers"]')).toContainText('Meridian Academ…');

    await expect(table(page).locator('tbody tr')).toHaveCount(10);
    await expect(page.getByText(`1–10 of ${sample.publishedManuscripts.totalHits}`)).toBeVisible();
    const first = sample.publishedManuscripts.data[0]!;
    const link = table(page).getByRole('link', { name: new RegExp(first.manuscriptTitle.slice(0, 30)) });
    await expect(link).toHaveAttribute('href', first.doiLink!);
    await expect(link).toHaveAttribute('target', '_blank');

    await page.waitForTimeout(500);
    const shifts = await page.evaluate(() => (window as unknown as { __shifts: { value: number; sources: string[] }[] }).__shifts);
    const cls = shifts.reduce((sum, shift) => sum + shift.value, 0);
    console.log(`CLS during load: ${cls.toFixed(4)} over ${shifts.length} shifts ${JSON.stringify(shifts.slice(0, 5))}`);
    expect(cls).toBeLessThan(0.05);
    await page.screenshot({ path: '/tmp/demo-rejections-1440.png', fullPage: true });
  });

  test('the journal search asks for 3 characters, debounces, says when nothing matches and locks choosing', async ({ page, context }) => {
    await openReport(page);
    const input = page.getByRole('combobox', { name: 'Select Published Journals' });
    await input.click();
    await expect(page.getByText('Enter at least 3 characters to search', { exact: true }).first()).toBeVisible();
    await input.pressSequentially('jou');
    await page.clock.runFor(300);
    const options = page.getByRole('listbox', { name: 'Published journals' }).getByRole('option');
    const expected = sample.publishedJournalsFilter.map((entry) => entry.item).filter((item) => item.toLowerCase().includes('jou'));
    await expect(options).toHaveCount(expected.length);
    expect((await page.getByRole('listbox', { name: 'Published journals' }).boundingBox())!.height).toBeLessThanOrEqual(240);

    const popup = context.waitForEvent('page');
    await options.first().click();
    const signUp = await popup;
    await signUp.waitForLoadState();
    expect(signUp.url()).toContain('/signup');
    await signUp.close();

    await input.fill('zebrafish');
    await page.clock.runFor(300);
    await expect(page.getByText('No matching options found', { exact: true }).first()).toBeVisible();
    await expect(options).toHaveCount(0);
  });

  test('the date range picker offers presets over two months, caps the end at today and keeps Apply locked', async ({ page }) => {
    await openReport(page);
    await page.getByRole('button', { name: /^Date Range/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose a date range' });
    await expect(dialog.getByRole('table')).toHaveCount(2);
    await dialog.getByRole('button', { name: 'Last 2 years' }).click();
    const today = await page.evaluate(() => {
      const d = new Date();
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    });
    await expect(dialog.getByLabel('End date')).toHaveValue(today);
    await dialog.getByLabel('End date').fill('2999-01-01');
    await dialog.getByLabel('End date').press('Enter');
    await expect(dialog.getByLabel('End date')).toHaveValue(today);
    await expect(dialog.getByRole('button', { name: 'Apply' })).toBeDisabled();
    await noAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('sorting and paging write page, pageSize, sort and order to the URL and survive a reload', async ({ page }) => {
    await openReport(page);
    await table(page)
      .getByRole('button', { name: /Total Citations/ })
      .click();
    await table(page)
      .getByRole('button', { name: /Total Citations/ })
      .click();
    await expect(page).toHaveURL(/sort=citationCount&order=desc/);
    await page.getByRole('button', { name: 'Next page' }).click();
    await page.getByLabel('Rows per page').selectOption('20');
    await expect(page).toHaveURL(/pageSize=20/);
    await expect(page).not.toHaveURL(/page=2/);
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/[?&]page=2/);

    const byCitations = sample.publishedManuscripts.data
      .map((row, index) => ({ row, index }))
      .sort((a, b) =>
        a.row.citationCount === null
          ? 1
          : b.row.citationCount === null
            ? -1
            : b.row.citationCount - a.row.citationCount || a.index - b.index,
      )
      .map(({ row }) => row.manuscriptTitle);
    const expected = byCitations.slice(20, 40);
    expect(await firstTitles(page)).toEqual(expected);

    const url = page.url();
    const reloaded = page.waitForResponse((r) => r.url().includes('/rejection-analyzer/sample/demo') && r.status() === 200);
    await page.reload();
    await reloaded;
    // The reloaded demo has mounted and started its wait before the clock moves (on a loaded runner the
    // response can arrive before the demo's code has run, and the 10 s would then pass unseen).
    await expect(page.locator('[data-state="loading"]')).toBeVisible();
    await page.clock.runFor(10_000);
    await expect(page.locator('[data-state="ready"]')).toBeVisible();
    expect(page.url()).toBe(url);
    await expect(page.getByText(`Page 2 of ${Math.ceil(sample.publishedManuscripts.totalHits / 20)}`)).toBeVisible();
    expect(await firstTitles(page)).toEqual(expected);
    await expect(table(page).getByRole('columnheader', { name: /Total Citations/ })).toHaveAttribute('aria-sort', 'descending');

    await table(page)
      .getByRole('button', { name: /Publication Date/ })
      .click();
    await expect(page).toHaveURL(/sort=publicationDate&order=asc/);
    const dates = (await table(page).locator('tbody tr td:nth-child(2)').allInnerTexts()).map((d) => d.split('/').reverse().join('-'));
    expect(dates).toEqual([...dates].sort());
  });

  for (const width of [1440, 390]) {
    test(`has no axe violations at ${width} px and fits the screen`, async ({ page }) => {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await openReport(page);
      await chartsDrawn(page);
      // Every label of 'Citations Received' lies inside its drawing: the longest rotated journal
      // name used to lose its first letter at the bottom edge.
      const outside = await page
        .locator('[data-chart="Citations Received"] svg')
        .first()
        .evaluate((svg) => {
          const box = svg.getBoundingClientRect();
          return [...svg.querySelectorAll('text')]
            .filter((text) => {
              const r = text.getBoundingClientRect();
              return (
                r.width > 0 &&
                (r.top < box.top - 0.5 || r.bottom > box.bottom + 0.5 || r.left < box.left - 0.5 || r.right > box.right + 0.5)
              );
            })
            .map((text) => text.textContent);
        });
      expect(outside).toEqual([]);
      await noAxeViolations(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `/tmp/demo-rejections-${width}.png`, fullPage: true });
    });
  }

  test('a failing sample shows the error after the 10 s wait and Try Again refetches', async ({ page }) => {
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000);
    let calls = 0;
    await page.route('**/rejection-analyzer/sample/demo', async (route) => {
      calls += 1;
      if (calls === 1) await route.fulfill({ status: 500, json: { statusCode: 500, message: 'Internal Server Error' } });
      else await route.continue();
    });
    const failed = page.waitForResponse((r) => r.url().includes('/rejection-analyzer/sample/demo'));
    await page.goto(PATH);
    await failed;
    await page.clock.runFor(8_000);
    await expect(page.getByText('Error Loading Results')).toBeHidden();
    await page.clock.runFor(2_000);
    await expect(page.getByRole('alert')).toContainText('Unable to load rejection analyzer results.');
    await noAxeViolations(page);
    const retried = page.waitForResponse((r) => r.url().includes('/rejection-analyzer/sample/demo') && r.status() === 200);
    await page.getByRole('button', { name: 'Try Again' }).click();
    await retried;
    await expect(page.locator('[data-state="loading"]')).toBeVisible();
    await page.clock.runFor(10_000);
    await expect(page.locator('[data-state="ready"]')).toBeVisible();
    expect(calls).toBe(2);
  });

  test('the tool page links the demo, and the landing page never loads the demo or nivo', async ({ page }) => {
    const scripts: string[] = [];
    const urls: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      urls.push(response.url());
      scripts.push(await response.text().catch(() => ''));
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    // Chunk names may be listed in a preload map; no nivo chunk and no report code may actually load.
    expect(urls.filter((url) => /nivo/i.test(url))).toEqual([]);
    expect(scripts.some((code) => code.includes('Rejections Analyzer Report'))).toBe(false);

    await page.goto('/tools/rejections-analyzer');
    await page.getByRole('link', { name: 'A year of rejections for one journal' }).click();
    await expect(page).toHaveURL(PATH);
    await expect(page.getByRole('heading', { name: 'Rejections Analyzer Report' })).toBeVisible();
    await expect.poll(() => scripts.some((code) => code.includes('Rejections Analyzer Report'))).toBe(true);
    // nivo is not part of the demo's first load either: it comes when the report's charts are drawn.
    await expect(page.locator('[data-state="loading"]')).toBeVisible();
    expect(urls.filter((url) => /nivo/i.test(url))).toEqual([]);
  });
});
