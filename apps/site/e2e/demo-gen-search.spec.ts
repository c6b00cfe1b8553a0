import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

interface Source {
  dyson_id: string;
  title: string;
  doi: string;
  year: number;
  authors: { full_name?: string; name?: string }[];
}
interface Sample {
  question: string;
  summary: string;
  related_questions: string[];
  summary_references: Record<string, Source>;
}

const SAMPLE_ID = 'global-conflicts';
const sample = JSON.parse(
  readFileSync(fileURLToPath(new URL(`../../api/samples/generative-research/${SAMPLE_ID}.json`, import.meta.url)), 'utf8'),
) as Sample;
const CITATION = /\[([0-9a-f]{32}(?:\s*,\s*[0-9a-f]{32})*)\]/g;

// Written independently of the package: what the finished answer must read, character for character.
const surname = (author: Source['authors'][number]) => (author.full_name ?? author.name ?? '').trim().split(/\s+/).at(-1) ?? '';
function label(source: Source): string {
  const names = source.authors.map(surname);
  const who = names.length === 1 ? names[0] : names.length === 2 ? `${names[0]} & ${names[1]}` : `${names[0]} et al.`;
  return `${who}, ${source.year}`;
}
const order: string[] = [];
for (const match of sample.summary.matchAll(CITATION))
  for (const id of (match[1] ?? '').split(/\s*,\s*/)) if (!order.includes(id)) order.push(id);
const finalText = sample.summary
  .replace(CITATION, (_all, ids: string) => {
    const parts = ids
      .split(/\s*,\s*/)
      .map((id) => `${label(sample.summary_references[id] as Source)} (reference Q ${order.indexOf(id) + 1})`);
    return `(${parts.join('; ')})`;
  })
  .split(/\n\s*\n/)
  .join('');

async function expectNoAxeViolations(page: Page) {
  // axe waits on timers of its own, which a paused page clock would never fire.
  await page.clock.resume();
  const { violations } = await new AxeBuilder({ page }).include('main').analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Sum of layout-shift values without recent input since the page started (a CLS-style total). */
const layoutShift = (page: Page) => page.evaluate(() => (window as unknown as { __layoutShift: number }).__layoutShift);

async function pageNow(page: Page) {
  return page.evaluate(() => Date.now());
}

test.describe('Gen AI Search demo page', () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.addInitScript(() => {
      const state = window as unknown as { __layoutShift: number };
      state.__layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) state.__layoutShift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.clock.install();
  });

  test('steps every 5 s, types the whole answer without layout shift, and opens cited references', async ({ page }, testInfo) => {
    await page.goto(`/demos/gen-ai-search/${SAMPLE_ID}`);
    const demo = page.getByRole('region', { name: 'Gen AI Search demo' });
    await expect(demo.getByRole('heading', { name: 'Gen AI Search Results' })).toBeVisible();
    const tryLink = demo.getByRole('link', { name: /Try your query/ });
    await expect(tryLink).toHaveAttribute('target', '_blank');
    await expect(tryLink).toHaveAttribute('href', /\/signup|\/auth\/signup/);

    // The sample question is the user's message; from here on, only the page's clock moves.
    await expect(demo.getByText(`Your question: ${sample.question}`, { exact: true })).toBeVisible();
    await page.clock.pauseAt((await pageNow(page)) + 50);
    const progress = demo.getByRole('list', { name: 'Progress' });
    const active = progress.locator('[aria-current="step"]');
    await expect(active).toContainText('Understanding your question');
    await page.clock.runFor(3_900);
    await expect(active).toContainText('Understanding your question');
    await page.clock.runFor(1_100);
    await expect(active).toContainText('Searching the research literature');
    await page.clock.runFor(5_000);
    await expect(active).toContainText('Reading the most relevant papers');
    await expect(demo.getByTestId('answer')).toHaveCount(0);
    await page.clock.runFor(5_000);
    await expect(active).toContainText('Writing the answer');

    // Streaming: 'Please wait...', 8 skeleton rows, a cursor that does not blink under reduced motion.
    const followUp = demo.getByRole('textbox', { name: 'Follow-up question' });
    await expect(followUp).toBeDisabled();
    await expect(followUp).toHaveAttribute('placeholder', 'Please wait...');
    const skeletonRows = demo.getByTestId('reference-skeletons').locator(':scope > [aria-hidden="true"]');
    await expect(skeletonRows).toHaveCount(8);
    const skeletonHeight = await skeletonRows.first().evaluate((row) => row.getBoundingClientRect().height);
    await page.clock.runFor(300);
    await expect(demo.getByTestId('typing-cursor')).toBeVisible();
    expect(await demo.getByTestId('typing-cursor').evaluate((cursor) => getComputedStyle(cursor).animationName)).toBe('none');
    const partial = (await demo.getByTestId('answer').textContent()) ?? '';
    expect(partial.length).toBeGreaterThan(0);
    expect(finalText.startsWith(partial)).toBe(true);

    // A third of the answer on real frames, then one jump of the clock past the end (timers fire once).
    for (let i = 0; i < 10; i += 1) {
      await page.clock.runFor(200);
      await page.waitForTimeout(20);
    }
    const midway = (await demo.getByTestId('answer').textContent()) ?? '';
    expect(finalText.startsWith(midway)).toBe(true);
    await page.clock.fastForward(60_000);
    await expect(demo.getByText('Answer complete.')).toBeAttached();
    expect(await demo.getByTestId('answer').textContent()).toBe(finalText);
    await expect(demo.getByTestId('typing-cursor')).toHaveCount(0);
    await page.waitForTimeout(300);

    const cls = await layoutShift(page);
    testInfo.annotations.push({ type: 'CLS during streaming (1440 px)', description: cls.toFixed(4) });
    console.log(`CLS during streaming at 1440 px: ${cls.toFixed(4)}`);
    expect(cls).toBeLessThan(0.05);

    // Done: related questions, the follow-up box leads to sign-up, eight numbered references.
    await expect(followUp).toBeEnabled();
    await expect(followUp).toHaveAttribute('placeholder', 'Ask a follow-up question');
    const related = demo.getByRole('region', { name: 'Related questions' });
    for (const question of sample.related_questions)
      await expect(related.getByRole('link', { name: new RegExp(`^${question.replace(/[?]/g, '\\?')}`) })).toHaveAttribute(
        'target',
        '_blank',
      );
    const toggles = demo.getByRole('button', { name: /^\[Q \d\]/ });
    await expect(toggles).toHaveCount(Object.keys(sample.summary_references).length);
    // Collapsed entries show only their [Q n] row, exactly as tall as a skeleton row was.
    for (const toggle of await toggles.all()) {
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`)).toBeHidden();
    }
    const rowHeights = await demo.locator('li[id*="-ref-"]').evaluateAll((rows) => rows.map((row) => row.getBoundingClientRect().height));
    expect(new Set([...rowHeights, skeletonHeight]).size).toBe(1);

    // A citation far down the list scrolls its reference into view and opens it.
    const lastId = order.at(-1) as string;
    const lastSource = sample.summary_references[lastId] as Source;
    const citation = demo.locator(`[data-citation="${lastId}"]`).first();
    await citation.click();
    const toggle = demo.getByRole('button', { name: new RegExp(`^\\[Q ${order.length}\\]`) });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toBeFocused();
    await expect(toggle).toBeInViewport();
    const panel = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    await expect(panel).toBeVisible();
    await expect(demo.getByRole('button', { name: /^\[Q \d\]/, expanded: true })).toHaveCount(1);
    await expect(panel.getByRole('link', { name: new RegExp(lastSource.doi.replace(/[.()]/g, '\\$&')) })).toHaveAttribute(
      'href',
      `https://doi.org/${lastSource.doi}`,
    );

    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath('gen-search-1440.png'), fullPage: false });

    // The title's discovery page exists and describes the source.
    const titleLink = panel.getByRole('link', { name: new RegExp(`^${lastSource.title.slice(0, 30).replace(/[.()?]/g, '\\$&')}`) });
    const href = (await titleLink.getAttribute('href')) as string;
    expect(href).toMatch(new RegExp(`^/discovery/[a-z0-9-]+-${lastId}$`));
    const discovery = await page.context().newPage();
    await discovery.goto(href);
    await expect(discovery.getByRole('heading', { level: 1 })).toHaveText(lastSource.title);
    await expect(discovery.getByRole('link', { name: sample.question })).toHaveAttribute('href', `/demos/gen-ai-search/${SAMPLE_ID}`);
    await expect(discovery.getByRole('link', { name: new RegExp(lastSource.doi.replace(/[.()]/g, '\\$&')) })).toHaveAttribute(
      'href',
      `https://doi.org/${lastSource.doi}`,
    );
    await expectNoAxeViolations(discovery);
    await discovery.close();
  });

  test('is accessible and stable on a 390 px screen', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/demos/gen-ai-search/${SAMPLE_ID}`);
    const demo = page.getByRole('region', { name: 'Gen AI Search demo' });
    await expect(demo.getByText(`Your question: ${sample.question}`, { exact: true })).toBeVisible();
    // A margin a busy machine cannot overrun between reading the time and pausing (50 ms was overrun once).
    await page.clock.pauseAt((await pageNow(page)) + 1_000);
    await page.clock.runFor(15_500);
    await expect(demo.getByTestId('answer')).not.toBeEmpty();
    await expectNoAxeViolations(page); // while the answer streams
    await page.clock.runFor(50); // still paused since the pauseAt above
    for (let i = 0; i < 8; i += 1) {
      await page.clock.runFor(250);
      await page.waitForTimeout(20);
    }
    await page.clock.fastForward(60_000);
    await expect(demo.getByText('Answer complete.')).toBeAttached();
    expect(await demo.getByTestId('answer').textContent()).toBe(finalText);
    await page.waitForTimeout(300);
    const cls = await layoutShift(page);
    testInfo.annotations.push({ type: 'CLS during streaming (390 px)', description: cls.toFixed(4) });
    console.log(`CLS during streaming at 390 px: ${cls.toFixed(4)}`);
    expect(cls).toBeLessThan(0.05);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath('gen-search-390.png'), fullPage: true });
  });

  test('answers an unknown sample with the site’s not-found page and a 404 status (SPEC §8)', async ({ page }) => {
    const response = await page.goto('/demos/gen-ai-search/no-such-question');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });
});
