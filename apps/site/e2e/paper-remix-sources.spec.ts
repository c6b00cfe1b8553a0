import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { createAccount, paperPath, signIn } from './helpers';

// Issue 15, item 3: a script's 'From the paper' line opens the user's own PDF at the right page with
// the highlight on the sentence the slide was spoken from; the script opens with its grounding.
const PAPER = paperPath('conference-2col-specter-acl2020.pdf');
const JOURNEY_PASSWORD = 'Journey-account-2026';
const SHOTS = process.env.PAPERLIGHT_E2E_SHOTS;

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
const words = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .match(/\p{L}{3,}/gu) ?? [];

/** The text under the highlight: each character of the page's text layer whose centre a highlight covers. */
async function textUnder(page: Locator): Promise<string> {
  return page.evaluate((element) => {
    const boxes = [...element.querySelectorAll('[data-testid="pdf-highlight"]')].map((h) => h.getBoundingClientRect());
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    let text = '';
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const value = node.textContent ?? '';
      for (let i = 0; i < value.length; i++) {
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const r = range.getBoundingClientRect();
        const [x, y] = [r.left + r.width / 2, r.top + r.height / 2];
        text += boxes.some((b) => x >= b.left && x <= b.right && y >= b.top && y <= b.bottom) ? value[i] : ' ';
      }
      text += ' ';
    }
    return text;
  });
}

/** How much of the quote lies under the highlight (recall), and how much of what lies under it is the quote (precision), by words. */
async function coverage(page: Locator, quote: string): Promise<{ recall: number; precision: number }> {
  const under = words(await textUnder(page));
  const quoted = words(quote.replace(/…$/, ''));
  const underSet = new Set(under);
  const quotedSet = new Set(quoted);
  return {
    recall: quoted.filter((word) => underSet.has(word)).length / quoted.length,
    precision: under.filter((word) => quotedSet.has(word)).length / Math.max(1, under.length),
  };
}

test("a script's source opens the paper at its page with the sentence highlighted", async ({ page, browser }, testInfo) => {
  test.setTimeout(240_000);
  const account = await createAccount(browser, 'Sources Journey');
  await signIn(page, account.email, JOURNEY_PASSWORD);
  await page.goto('/dashboard');
  await page.getByLabel('Project name').fill('SPECTER explained');
  await page.getByRole('button', { name: 'New project' }).click();
  await page.waitForURL(/\/paper-remix\/[0-9a-f-]+$/);
  await expect(page.locator('section[data-layout="canvas"]')).toBeVisible();
  await page.getByRole('button', { name: 'Templates' }).click();
  // Templates asks before adding its steps (issue 31).
  await page.getByRole('button', { name: 'Add steps' }).click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload PDF to Paper Input' }).click();
  await (await chooser).setFiles(PAPER);
  await expect(card(page, 'Paper Input')).toHaveAttribute('data-status', 'completed', { timeout: 60_000 });

  // What the engine read (decision 0090): the paper's sections and its figures and tables, each crop
  // loaded from the owner's signed file address, with its page.
  await card(page, 'Paper Input').getByRole('button', { name: 'Contents' }).click();
  const read = page.getByRole('dialog', { name: 'Paper contents' });
  await expect(read.getByRole('region', { name: 'The paper' })).toContainText('SPECTER: Document-level Representation Learning');
  const crops = read.getByRole('region', { name: 'Figures and tables' }).getByRole('figure');
  await expect(crops.first()).toBeVisible();
  expect(await crops.count()).toBeGreaterThanOrEqual(3);
  await expect(crops.first()).toContainText(/(Figure|Table) \d+ · p\. \d+/);
  const crop = crops.first().getByRole('img');
  await expect.poll(() => crop.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(200);
  expect((await new AxeBuilder({ page }).include('[role="dialog"]').analyze()).violations).toEqual([]);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/paper-remix-paper-${testInfo.project.name}.png` });
  await page.keyboard.press('Escape');
  await expect(read).toBeHidden();

  await card(page, 'Script').getByRole('button', { name: 'Generate' }).click();
  await expect(card(page, 'Script')).toHaveAttribute('data-status', 'completed', { timeout: 60_000 });

  await card(page, 'Script').getByRole('button', { name: 'View' }).click();
  const script = page.getByRole('dialog', { name: 'Script' });
  // The built-in engine speaks the paper's own sentences: every one traces.
  const grounding = script.getByRole('region', { name: 'Grounding in the paper' });
  await expect(grounding).toHaveText(/^(\d+) of \1 narration sentences trace to the paper$/);
  expect((await new AxeBuilder({ page }).include('[role="dialog"]').analyze()).violations).toEqual([]);

  // The first slide drawn from beyond the first page, so 'the right page' means something.
  const links = script.getByRole('button', { name: /^From the paper: pp?\. / });
  await expect(links.first()).toBeVisible();
  const labels = await links.allTextContents();
  const index = Math.max(
    0,
    labels.findIndex((label) => !/^From the paper: pp?\. 1\b/.test(label)),
  );
  const label = labels[index]!;
  const pages = [
    ...label
      .replace(/^From the paper: pp?\. /, '')
      .split(' · ')[0]!
      .matchAll(/(\d+)(?:–(\d+))?/g),
  ].flatMap(([, from, to]) => {
    const start = Number(from);
    return Array.from({ length: (to ? Number(to) : start) - start + 1 }, (_, i) => start + i);
  });
  const link = links.nth(index);
  const slide = (await link.locator('xpath=ancestor::section[1]').getAttribute('aria-label'))!;
  // Chosen with the keyboard.
  await link.focus();
  await page.keyboard.press('Enter');

  const viewer = page.getByRole('dialog', { name: `${slide}: from the paper` });
  await expect(viewer).toBeVisible();
  const quote = (await viewer.getByTestId('source-quote').textContent())!;
  const highlighted = viewer
    .locator('[role="group"][aria-label^="Page "]')
    .filter({ has: page.getByTestId('pdf-highlight') })
    .first();
  await expect(highlighted.getByTestId('pdf-highlight').first()).toBeVisible({ timeout: 30_000 });
  await expect(highlighted).toHaveAttribute('data-rendered', 'true', { timeout: 30_000 });
  const pageNumber = Number(/^Page (\d+) of/.exec((await highlighted.getAttribute('aria-label'))!)![1]);
  // The page the slide names (a sentence may run on to the next one).
  expect([...pages, ...pages.map((p) => p + 1)]).toContain(pageNumber);
  // The highlight sits in view, on the sentence: the words under it are the quote's.
  const scroller = viewer.getByRole('region', { name: /^PDF: / });
  await expect
    .poll(
      async () => {
        const [box, area] = await Promise.all([highlighted.getByTestId('pdf-highlight').first().boundingBox(), scroller.boundingBox()]);
        return Boolean(box && area && box.y >= area.y && box.y + box.height <= area.y + area.height);
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  const { recall, precision } = await coverage(highlighted, quote);
  const figures = `${slide} ${label} → page ${pageNumber}; ${Math.round(recall * 100)} % of the quote's words under the highlight, ${Math.round(precision * 100)} % of the words under it the quote's`;
  testInfo.annotations.push({ type: 'source', description: figures });
  console.log(`source: ${figures}`);
  expect(recall).toBeGreaterThanOrEqual(0.9);
  expect(precision).toBeGreaterThanOrEqual(0.8);
  await expect(viewer.getByRole('status')).toHaveCount(0);
  expect((await new AxeBuilder({ page }).include('[role="dialog"]').analyze()).violations).toEqual([]);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/sources-viewer-1440.png` });

  // Escape closes the viewer, back on the line that opened it, the script still open.
  await page.keyboard.press('Escape');
  await expect(viewer).toHaveCount(0);
  await expect(link).toBeFocused();
  await expect(script).toBeVisible();

  // On a phone the same viewer fills the screen, zoomed in to the sentence's column so it can be read.
  await page.setViewportSize({ width: 390, height: 844 });
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/script-grounding-390.png` });
  await link.click();
  await expect(highlighted.getByTestId('pdf-highlight').first()).toBeVisible({ timeout: 30_000 });
  await expect(highlighted).toHaveAttribute('data-rendered', 'true', { timeout: 30_000 });
  await expect
    .poll(
      async () => {
        const [boxes, area] = await Promise.all([
          highlighted.getByTestId('pdf-highlight').evaluateAll((all) => all.map((h) => h.getBoundingClientRect().toJSON() as DOMRect)),
          scroller.boundingBox(),
        ]);
        if (!area || boxes.length === 0) return 'no layout';
        const left = Math.min(...boxes.map((b) => b.left));
        const right = Math.max(...boxes.map((b) => b.right));
        const inView =
          left >= area.x && right <= area.x + area.width && boxes[0]!.top >= area.y && boxes[0]!.bottom <= area.y + area.height;
        return inView && right - left >= 0.6 * area.width
          ? 'readable and in view'
          : `${Math.round(left)}–${Math.round(right)} in ${Math.round(area.x)}+${Math.round(area.width)}`;
      },
      { timeout: 10_000 },
    )
    .toBe('readable and in view');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/sources-viewer-390.png` });
});

test("the guest sample's sources open its PDF too, read-only", async ({ page }) => {
  await page.goto('/demos/paper-remix/retail-kiosk');
  await expect(page.locator('section[data-layout="canvas"]')).toBeVisible();
  await card(page, 'Script').getByRole('button', { name: 'View' }).click();
  const script = page.getByRole('dialog', { name: 'Script' });
  await expect(script.getByRole('region', { name: 'Grounding in the paper' })).toHaveText('6 of 6 narration sentences trace to the paper');
  await script.getByRole('button', { name: 'From the paper: p. 3 · 6 Evaluation protocol' }).click();
  const viewer = page.getByRole('dialog', { name: 'Slide 2: from the paper' });
  const highlighted = viewer.getByRole('group', { name: 'Page 3 of 4' });
  await expect(highlighted.getByTestId('pdf-highlight').first()).toBeVisible({ timeout: 30_000 });
  await expect(highlighted).toHaveAttribute('data-rendered', 'true');
  const { recall, precision } = await coverage(highlighted, (await viewer.getByTestId('source-quote').textContent())!);
  expect(recall).toBeGreaterThanOrEqual(0.9);
  expect(precision).toBeGreaterThanOrEqual(0.8);
});
