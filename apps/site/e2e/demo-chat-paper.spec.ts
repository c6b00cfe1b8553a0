import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page, type Worker } from '@playwright/test';

interface Quote {
  id: number;
  text: string;
  coordinates: { pageNumber: number; rects: { x: number; y: number; width: number; height: number }[] };
}
interface Sample {
  title: string;
  results: { id: string; question: string; result: string; quotesElements: Quote[] }[];
}

const sample = JSON.parse(
  readFileSync(fileURLToPath(new URL('../../api/samples/chat-with-pdf/medicine.json', import.meta.url)), 'utf8'),
) as Sample;

/** The answer as the page shows it: each citation `[n]` is a button labelled n. */
const shownAnswer = (result: string) => result.replace(/\[(\d+)\]/g, '$1');

/** Opens the medicine sample, skips the 5 s wait, and returns when (test time) the data arrived. */
async function openDemo(page: Page): Promise<number> {
  await page.clock.install();
  const response = page.waitForResponse((r) => r.url().includes('/chat-with-pdf/sample/medicine') && r.status() === 200);
  await page.goto('/demos/chat-with-paper/medicine');
  await expect(page.getByRole('heading', { name: 'Chat With Paper Results' })).toBeVisible();
  await response;
  const arrivedAt = Date.now();
  // The data is in, but the results wait for the 5 s minimum (counted from the request).
  await expect(page.locator('[data-state="loading"]')).toBeVisible();
  await page.clock.runFor(5_000);
  await expect(page.getByRole('tab', { name: 'General' })).toBeVisible();
  return arrivedAt;
}

async function ask(page: Page, question: string) {
  await page.getByRole('tab', { name: 'General' }).click();
  await page.getByRole('tabpanel').getByRole('button', { name: question, exact: true }).click();
  await expect(page.getByRole('tab', { name: 'My Questions', selected: true })).toBeVisible();
}

const answerOf = (page: Page, index: number): Locator => page.getByTestId('answer-text').nth(index);

test.describe('Chat With Paper demo', () => {
  test('renders the PDF, streams canned answers and highlights their quotes in the page', async ({ page, context }) => {
    const workers: Worker[] = [];
    page.on('worker', (worker) => workers.push(worker));
    const arrivedAt = await openDemo(page);

    // The first page is drawn by pdf.js (canvas and text layer). The clock skipped the 5 s wait, so in
    // real time the results showed right after the data arrived. Measured from the test (Playwright's
    // clock fakes the page's own timers), so the figure is an upper bound.
    await page.waitForFunction(() => document.querySelector('[data-page-number="1"][data-rendered="true"]'), null, {
      polling: 10,
      timeout: 15_000,
    });
    const measured = Date.now() - arrivedAt;
    // Reported, not asserted: a timing is a benchmark figure (target 1 s), and a shared machine's
    // stolen CPU would make an assertion on it fail for reasons that are not the product's.
    console.log(`Chat With Paper: first page drawn ${measured} ms after the sample data arrived`);
    const firstPage = page.getByRole('group', { name: /^Page 1 of 10$/ });
    expect(await firstPage.locator('canvas').evaluate((canvas: HTMLCanvasElement) => canvas.width)).toBeGreaterThan(0);
    expect(await firstPage.locator('span').filter({ hasText: 'Morbidity and mortality in homeless' }).count()).toBeGreaterThan(0);
    // The PDF's bytes came through the viewer's fetch worker, not the page's main thread (decision 0092).
    const fetchWorker = workers.find((worker) => worker.url().includes('pdf-fetch.worker'));
    expect(fetchWorker, 'the PDF fetch worker started').toBeDefined();
    const pdfFetched = (entries: string[]) => entries.some((name) => /\.pdf(\?|$)/.test(name));
    expect(pdfFetched(await fetchWorker!.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name)))).toBe(true);
    expect(pdfFetched(await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name)))).toBe(false);
    // Later pages are laid out at their size but only drawn near the visible area.
    await expect(page.getByRole('group', { name: 'Page 10 of 10' })).not.toHaveAttribute('data-rendered', 'true');

    // Choosing a General question moves it to My Questions and types its answer out.
    const question = sample.results[1]!;
    // Hold time still so that exactly the ticks we run happen.
    await page.clock.pauseAt(new Date((await page.evaluate(() => Date.now())) + 1_000));
    await ask(page, question.question);
    await expect(page.getByRole('tabpanel')).toContainText(question.question);
    await page.clock.runFor(500);
    const partial = (await answerOf(page, 0).textContent()) ?? '';
    // 10 ticks of 1 to 3 characters.
    expect(partial.length).toBeGreaterThanOrEqual(10);
    expect(partial.length).toBeLessThanOrEqual(30);
    expect(shownAnswer(question.result).startsWith(partial)).toBe(true);
    await page.clock.runFor(50 * question.result.length);
    await expect(answerOf(page, 0)).toHaveText(shownAnswer(question.result));
    await expect(page.getByText('Quotes from the paper', { exact: true })).toBeVisible();
    // pdf.js draws in animation frames: let time flow again.
    await page.clock.resume();

    // A quote scrolls the viewer to its page and highlights the quoted words.
    const quote = question.quotesElements[1]!;
    await page.getByRole('button', { name: `Show quote ${quote.id} on page ${quote.coordinates.pageNumber}` }).click();
    const target = page.getByRole('group', { name: `Page ${quote.coordinates.pageNumber} of 10` });
    await expect(target).toHaveAttribute('data-rendered', 'true');
    const highlights = target.getByTestId('pdf-highlight');
    await expect(highlights).toHaveCount(quote.coordinates.rects.length);
    const scroller = page.getByTestId('pdf-scroller');
    await expect(async () => {
      const view = (await scroller.boundingBox())!;
      const first = (await highlights.first().boundingBox())!;
      expect(first.y).toBeGreaterThanOrEqual(view.y);
      expect(first.y + first.height).toBeLessThanOrEqual(view.y + view.height);
    }).toPass();
    // pdf.js's text layer puts each run of text where it is drawn; the runs holding the quote's
    // words must sit under the highlight. Measured in one frame, relative to the page.
    const coverage = await target.evaluate(
      (pageElement, words) => {
        const origin = pageElement.getBoundingClientRect();
        const rel = (r: DOMRect) => ({ x: r.left - origin.left, y: r.top - origin.top, width: r.width, height: r.height });
        const marks = [...pageElement.querySelectorAll('[data-testid="pdf-highlight"]')].map((h) => rel(h.getBoundingClientRect()));
        const spans = [...pageElement.querySelectorAll('span')];
        return words.map((word) => {
          let best = { width: 0, height: 0, spanHeight: 1 };
          for (const span of spans.filter((s) => s.textContent?.includes(word))) {
            const box = rel(span.getBoundingClientRect());
            for (const mark of marks) {
              const width = Math.max(0, Math.min(mark.x + mark.width, box.x + box.width) - Math.max(mark.x, box.x));
              const height = Math.max(0, Math.min(mark.y + mark.height, box.y + box.height) - Math.max(mark.y, box.y));
              if (width * height > best.width * best.height) best = { width, height, spanHeight: box.height };
            }
          }
          return { word, ...best };
        });
      },
      ['7946', 'duplicates'],
    );
    for (const { word, width, height, spanHeight } of coverage) {
      expect(height, `highlight covers the line of "${word}"`).toBeGreaterThan(0.6 * spanHeight);
      expect(width, `highlight covers "${word}"`).toBeGreaterThan(0);
    }

    // The input is locked: clicking it opens sign-up in a new tab.
    const input = page.getByPlaceholder('Please register to ask more questions');
    await expect(input).toBeDisabled();
    await input.scrollIntoViewIfNeeded();
    const inputBox = (await input.boundingBox())!;
    const [signUp] = await Promise.all([
      context.waitForEvent('page'),
      page.mouse.click(inputBox.x + inputBox.width / 3, inputBox.y + inputBox.height / 2),
    ]);
    await signUp.waitForLoadState('domcontentloaded');
    expect(signUp.url()).toMatch(/\/signup/);
    await signUp.close();

    // Only the first model is open to guests; the three others lead to sign-up.
    await page.getByRole('button', { name: /^Model:/ }).click();
    await expect(page.getByRole('link', { name: /locked: sign up to use it/ })).toHaveCount(3);
    await page.keyboard.press('Escape');

    // Use up every question: General says so and the history stays in My Questions.
    for (const next of sample.results.filter((r) => r.id !== question.id)) {
      await ask(page, next.question);
      await page.clock.runFor(50 * next.result.length);
    }
    await expect(page.getByTestId('answer-text')).toHaveCount(sample.results.length);
    await expect(answerOf(page, sample.results.length - 1)).toHaveText(shownAnswer(sample.results.at(-1)!.result));
    await page.getByRole('tab', { name: 'General' }).click();
    await expect(page.getByText('All demo questions used! Sign up for more.')).toBeVisible();
    await expect(page.getByText('Check the "My Questions" tab to see your conversation history.')).toBeVisible();
  });

  test('opens from the landing showcase in the overlay', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    const showcase = page.locator('#tools-showcase');
    await showcase.getByRole('button', { name: 'Chat with Paper' }).click();
    await showcase.getByRole('button', { name: /Humanities/ }).click();
    const response = page.waitForResponse((r) => r.url().includes('/chat-with-pdf/sample/humanities') && r.status() === 200);
    await showcase.getByRole('button', { name: 'Generate Now' }).click();
    const overlay = page.getByRole('dialog', { name: 'Chat with Paper demo' });
    await expect(overlay.getByRole('heading', { name: 'Chat With Paper Results' })).toBeVisible();
    await response;
    await page.clock.runFor(5_000);
    await expect(overlay.getByRole('group', { name: 'Page 1 of 22' })).toHaveAttribute('data-rendered', 'true', { timeout: 15_000 });
    await expect(overlay.getByRole('tabpanel').getByRole('button', { name: 'What sources did the authors analyse?' })).toBeVisible();
    await page.screenshot({ path: '/tmp/d2/chat-paper-overlay.png' });
  });

  for (const width of [1440, 390]) {
    test(`has no axe violations at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width > 1000 ? 900 : 844 });
      await openDemo(page);
      await expect(page.getByRole('group', { name: 'Page 1 of 10' })).toHaveAttribute('data-rendered', 'true');
      await ask(page, sample.results[0]!.question);
      await page.clock.runFor(50 * sample.results[0]!.result.length);
      await expect(answerOf(page, 0)).toHaveText(shownAnswer(sample.results[0]!.result));
      await page.screenshot({ path: `/tmp/d2/chat-paper-${width}.png`, fullPage: width < 1000 });
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
});
