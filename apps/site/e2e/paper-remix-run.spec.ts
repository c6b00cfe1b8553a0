import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { newProjectWithSteps, uploadPaper, viewportOf } from './canvas';
import { createAccount, paperPath, signIn } from './helpers';

// Issue 31 target: 'A new project from upload to finished video with one click on Run (journey,
// keyboard only as well as mouse)'; results open in a side panel that leaves the canvas in view
// (decision 0161); a read paper's card fits the height the canvas lays cards out by (decision 0160).
const PAPER = paperPath('socialscience-mexico-city-policy-abortion.pdf');
const JOURNEY_PASSWORD = 'Journey-account-2026';
const SHOTS = process.env.PAPERLIGHT_E2E_SHOTS;
/** The height the canvas lays every card out by (NODE_HEIGHT of @paperlight/paper-remix-canvas). */
const NODE_HEIGHT = 180;
const STEPS = ['Paper Input', 'Script', 'Storyboard', 'Video Generation'] as const;
/** The engine runs the whole chain of this 8-page paper in 10–40 s on the 2-core machine; the rest is margin. */
const RUN_TIMEOUT = 180_000;

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
};

/** Serious and critical axe findings on the page as it is (the workspace with its panel open). */
async function seriousAxeFindings(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
}

/** Presses Tab (Shift+Tab with `back`) until `target` has focus: it is reachable with the keyboard alone. */
async function tabTo(page: Page, target: Locator, { back = false, max = 120 } = {}): Promise<void> {
  for (let presses = 0; presses < max; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `reached with ${back ? 'Shift+Tab' : 'Tab'} within ${max} presses`).toBeFocused({ timeout: 1 });
}

/** Drags the canvas's empty top strip so `name`'s card comes into view, 24 px in from the left or right edge. */
async function panToCard(page: Page, name: string) {
  const flow = (await page.locator('.react-flow').boundingBox())!;
  const box = (await card(page, name).boundingBox())!;
  const dx =
    box.x < flow.x ? flow.x + 24 - box.x : box.x + box.width > flow.x + flow.width ? flow.x + flow.width - 24 - (box.x + box.width) : 0;
  if (dx === 0) return;
  const start = { x: flow.x + flow.width / 2, y: flow.y + 30 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x + dx, start.y, { steps: 10 });
  await page.mouse.up();
}

/** Every card of the chain is completed and no taller than the canvas lays cards out by. */
async function expectFinishedChain(page: Page) {
  for (const name of STEPS) await expect(card(page, name)).toHaveAttribute('data-status', 'completed');
  const heights = await page.getByRole('article').evaluateAll((cards) => cards.map((element) => (element as HTMLElement).offsetHeight));
  expect(heights).toHaveLength(5);
  for (const height of heights) expect(height).toBeLessThanOrEqual(NODE_HEIGHT);
  await expect(card(page, 'Paper Input').getByText('Nina Brooks et al.', { exact: true })).toBeVisible();
  await expect(card(page, 'Paper Input').getByText('8 pages · 4 figures found', { exact: true })).toBeVisible();
}

test.describe('Paper Remix: one Run from upload to finished video', () => {
  test('with the mouse at 1440 px, results open beside the canvas, which stays pannable', async ({ page, browser }) => {
    test.setTimeout(240_000);
    const account = await createAccount(browser, 'Run Journey');
    await signIn(page, account.email, JOURNEY_PASSWORD);
    await newProjectWithSteps(page, 'One Run');
    await uploadPaper(page, PAPER);

    // One click: every step that has never run, in order.
    const started = Date.now();
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Run finished: every step is up to date' })).toBeVisible({
      timeout: RUN_TIMEOUT,
    });
    test.info().annotations.push({ type: 'Run, click to finished video (ms)', description: String(Date.now() - started) });
    await expectFinishedChain(page);

    // The film's card is beyond the canvas's right edge at a readable zoom: pan it into view.
    await panToCard(page, 'Video Generation');
    const view = card(page, 'Video Generation').getByRole('button', { name: 'View' });
    await view.click();

    // The result opens in a panel beside the canvas; the canvas stays in view and pannable.
    const panel = page.getByRole('dialog', { name: 'Video' });
    await expect(panel.locator('video')).toBeVisible();
    // A film of about a minute (the default length's word budget); the engine's choice of sentences moves it by seconds.
    await expect(panel.getByText(/^00:00 \/ (?:00:[45]\d|01:\d\d)$/)).toBeVisible();
    const flowBox = (await page.locator('.react-flow').boundingBox())!;
    const panelBox = (await panel.boundingBox())!;
    // Beside it, not over it: with the palette open the canvas keeps more width than the panel takes.
    expect(flowBox.x + flowBox.width).toBeLessThanOrEqual(panelBox.x);
    expect(panelBox.width).toBeGreaterThanOrEqual(360);
    expect(flowBox.width).toBeGreaterThan(panelBox.width);
    test.info().annotations.push({
      type: 'canvas and panel width at 1440 px',
      description: `${Math.round(flowBox.width)} px, ${Math.round(panelBox.width)} px`,
    });
    // The canvas narrowed for the panel: the card whose result it shows is panned back into view.
    await expect
      .poll(async () => {
        const shown = (await card(page, 'Video Generation').boundingBox())!;
        return shown.x >= flowBox.x && shown.x + shown.width <= flowBox.x + flowBox.width;
      })
      .toBe(true);
    const before = await viewportOf(page);
    const flowPane = (await page.locator('.react-flow__pane').boundingBox())!;
    await page.mouse.move(flowPane.x + 60, flowPane.y + flowPane.height - 60);
    await page.mouse.down();
    await page.mouse.move(flowPane.x + 260, flowPane.y + flowPane.height - 60, { steps: 8 });
    await page.mouse.up();
    expect((await viewportOf(page)).x).toBeGreaterThan(before.x + 150);
    await expect(panel).toBeVisible();
    await shot(page, 'run-panel-video-1440');
    expect(await seriousAxeFindings(page)).toEqual([]);

    // Another card's result replaces it in the same place; full screen is a choice.
    await panToCard(page, 'Script');
    await card(page, 'Script').getByRole('button', { name: 'View' }).click();
    const script = page.getByRole('dialog', { name: 'Script' });
    await expect(script.getByRole('heading', { name: 'Opening' })).toBeVisible();
    await expect(panel).toBeHidden();
    await script.getByRole('button', { name: 'Full screen' }).click();
    await expect(script.getByRole('button', { name: 'Full screen' })).toHaveAttribute('aria-pressed', 'true');
    const full = (await script.boundingBox())!;
    expect(full.width).toBe(1440);
    await script.getByRole('button', { name: 'Full screen' }).click();
    await expect(page.locator('.react-flow')).toBeVisible();
    await script.getByRole('button', { name: 'Close' }).click();
    await expect(script).toBeHidden();
    await expect(card(page, 'Script').getByRole('button', { name: 'View' })).toBeFocused();

    // A result's layout follows the room it has, not the screen: one column in the panel, two full screen.
    await panToCard(page, 'Storyboard');
    await card(page, 'Storyboard').getByRole('button', { name: 'View' }).click();
    const storyboard = page.getByRole('dialog', { name: 'Storyboard' });
    const fields = storyboard.locator('dl').first();
    const columns = () => fields.evaluate((dl) => getComputedStyle(dl).gridTemplateColumns.split(' ').length);
    await expect(fields).toBeVisible();
    expect(await columns()).toBe(1);
    await shot(page, 'run-panel-storyboard-1440');
    await storyboard.getByRole('button', { name: 'Full screen' }).click();
    await expect.poll(columns).toBe(2);
    await storyboard.getByRole('button', { name: 'Full screen' }).click();
    await expect.poll(columns).toBe(1);
    await storyboard.getByRole('button', { name: 'Close' }).click();
    await expect(storyboard).toBeHidden();

    // A new file puts every result out of date; the cards, with their estimates, keep their height.
    await panToCard(page, 'Paper Input');
    const again = page.waitForEvent('filechooser');
    await card(page, 'Paper Input').getByRole('button', { name: 'Replace PDF of Paper Input' }).click();
    await (await again).setFiles(PAPER);
    for (const name of ['Script', 'Storyboard', 'Video Generation'])
      await expect(card(page, name).getByText('Out of date')).toBeVisible({ timeout: 30_000 });
    await expect(card(page, 'Paper Input')).toHaveAttribute('data-status', 'completed', { timeout: 60_000 });
    const heights = await page.getByRole('article').evaluateAll((cards) => cards.map((element) => (element as HTMLElement).offsetHeight));
    for (const height of heights) expect(height).toBeLessThanOrEqual(NODE_HEIGHT);
    await shot(page, 'run-out-of-date-1440');
  });

  test('with the keyboard only at 1440 px (Tab, Enter and Space; no click from the dashboard on)', async ({ page, browser }) => {
    test.setTimeout(240_000);
    const account = await createAccount(browser, 'Run Keys Journey');
    await signIn(page, account.email, JOURNEY_PASSWORD);
    await page.goto('/dashboard');
    await tabTo(page, page.getByLabel('Project name'));
    await page.keyboard.type('One Run by keyboard');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/paper-remix\/[0-9a-f-]+$/);
    await expect(page.locator('section[data-layout="canvas"]')).toBeVisible();

    await tabTo(page, page.getByRole('button', { name: 'Templates' }));
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByRole('button', { name: 'Add steps' }));
    await page.keyboard.press('Enter');
    await expect(page.locator('.react-flow__edge')).toHaveCount(4);

    const chooser = page.waitForEvent('filechooser');
    await tabTo(page, page.getByRole('button', { name: 'Upload PDF to Paper Input' }));
    await page.keyboard.press('Enter');
    await (await chooser).setFiles(PAPER);
    await expect(card(page, 'Paper Input')).toHaveAttribute('data-status', 'completed', { timeout: 60_000 });

    // Run sits in the workspace's bar: back up to it and press Space.
    await tabTo(page, page.getByRole('button', { name: 'Run', exact: true }), { back: true });
    await page.keyboard.press('Space');
    await expect(page.getByRole('status').filter({ hasText: 'Run finished: every step is up to date' })).toBeVisible({
      timeout: RUN_TIMEOUT,
    });
    await expectFinishedChain(page);

    // The film's View: reaching its card pans the canvas to it.
    const view = card(page, 'Video Generation').getByRole('button', { name: 'View' });
    await tabTo(page, view);
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: 'Video' });
    await expect(panel).toBeVisible();
    // Focus moved into the panel; Full screen is a toggle the keyboard reaches.
    await expect.poll(() => panel.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await tabTo(page, panel.getByRole('button', { name: 'Full screen' }));
    await page.keyboard.press('Space');
    await expect(panel.getByRole('button', { name: 'Full screen' })).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Space');
    await expect(panel.getByRole('button', { name: 'Full screen' })).toHaveAttribute('aria-pressed', 'false');
    await tabTo(page, panel.getByRole('button', { name: 'Play', exact: true }));
    await page.keyboard.press('Enter');
    await expect(panel.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(view).toBeFocused();
  });

  test('at 390 px the Run button and the result panel are usable', async ({ page, browser }) => {
    test.setTimeout(240_000);
    const account = await createAccount(browser, 'Run Phone Journey');
    await signIn(page, account.email, JOURNEY_PASSWORD);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/dashboard');
    await page.getByLabel('Project name').fill('One Run on a phone');
    await page.getByRole('button', { name: 'New project' }).click();
    await page.waitForURL(/\/paper-remix\/[0-9a-f-]+$/);
    await expect(page.locator('section[data-layout="list"]')).toBeVisible();
    await page.getByRole('button', { name: 'Templates' }).click();
    await page.getByRole('button', { name: 'Add steps' }).click();
    await expect(page.getByRole('list', { name: 'Workflow steps' }).getByRole('article')).toHaveCount(5);
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload PDF to Paper Input' }).click();
    await (await chooser).setFiles(PAPER);
    await expect(card(page, 'Paper Input')).toHaveAttribute('data-status', 'completed', { timeout: 60_000 });

    // The phone's workspace is a page that scrolls; its bar stays at the top, Run in reach.
    const run = page.getByRole('button', { name: 'Run', exact: true });
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(card(page, 'Video Generation')).toBeInViewport();
    await expect(run).toBeInViewport();
    await shot(page, 'run-bar-390');
    // The sticky bar keeps to two short rows (it held three, 164 px of the 844 px screen): the name
    // on one line beside the saved state, every action on one row.
    const bar = page.locator('header').filter({ has: run });
    expect((await bar.boundingBox())!.height).toBeLessThanOrEqual(110);
    for (const name of ['Run', 'Share', 'Save', 'Clear'])
      await expect(bar.getByRole('button', { name, exact: true })).toBeInViewport({ ratio: 1 });
    const runBox = (await run.boundingBox())!;
    // A thumb's target: at least 24 × 24 px (WCAG 2.2 target size).
    expect(Math.min(runBox.width, runBox.height)).toBeGreaterThanOrEqual(24);
    await run.click();
    await expect(page.getByRole('status').filter({ hasText: 'Run finished: every step is up to date' })).toBeVisible({
      timeout: RUN_TIMEOUT,
    });
    for (const name of STEPS) await expect(card(page, name)).toHaveAttribute('data-status', 'completed');

    // On a phone the panel covers the screen; its Close stays in reach.
    await card(page, 'Video Generation').getByRole('button', { name: 'View' }).click();
    const panel = page.getByRole('dialog', { name: 'Video' });
    await expect(panel.locator('video')).toBeVisible();
    const box = (await panel.boundingBox())!;
    expect([box.x, box.y, box.width, box.height]).toEqual([0, 0, 390, 844]);
    await expect(panel.getByRole('button', { name: 'Full screen' })).toBeHidden();
    await expect(panel.getByRole('button', { name: 'Close' })).toBeInViewport();
    await shot(page, 'run-panel-video-390');
    expect(await seriousAxeFindings(page)).toEqual([]);
    await panel.getByRole('button', { name: 'Close' }).click();
    await expect(panel).toBeHidden();
    await expect(run).toBeVisible();
  });
});
