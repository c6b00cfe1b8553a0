import AxeBuilder from '@axe-core/playwright';
import { statSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { addFromPalette, connectSteps, newProjectWithSteps, uploadPaper } from './canvas';
import { createAccount, paperPath, signIn } from './helpers';

// Issue 35: a registered user adds the Mind map node, wires it to the Paper Input, runs it, explores
// the map (fold a branch, choose a point, open the paper at its sentence) and downloads the picture.
const PAPER = paperPath('socialscience-mexico-city-policy-abortion.pdf');
const JOURNEY_PASSWORD = 'Journey-account-2026';
const SHOTS = process.env.PAPERLIGHT_E2E_SHOTS;

const seriousAxe = async (page: Page) =>
  (await new AxeBuilder({ page }).exclude('.react-flow__attribution').analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => v.id);

for (const width of [1440, 390] as const) {
  test(`a mind map of the paper, explored and downloaded, at ${width} px`, async ({ page, browser }) => {
    test.setTimeout(240_000);
    const account = await createAccount(browser, `Mind Map ${width}`);
    await signIn(page, account.email, JOURNEY_PASSWORD);
    await newProjectWithSteps(page, `Policy map ${width}`);
    await uploadPaper(page, PAPER);
    // On a phone the steps are a list (the canvas is for wide screens).
    if (width === 390) await page.setViewportSize({ width, height: 844 });

    // The palette offers the Mind map to a registered user; it lands on the canvas (or the list).
    const map = await addFromPalette(page, 'Mindmap', width);
    // Before it is wired, it says what it needs first, in words.
    await expect(map.getByText('Connect a paper first')).toBeVisible();
    await connectSteps(page, 'Paper Input', 'Mindmap');
    await map.getByRole('button', { name: 'Generate' }).click();
    await expect(map).toHaveAttribute('data-status', 'completed', { timeout: 60_000 });
    // The map's outline on its card.
    await expect(map.getByText(/^\d+ branches · \d+ points$/)).toBeVisible();
    await expect(map.getByText(/^Background · /)).toBeVisible();
    if (SHOTS) await map.screenshot({ path: `${SHOTS}/card-mindmap-${width}.png` });

    await map.getByRole('button', { name: 'View' }).click();
    const panel = page.getByRole('dialog', { name: 'Mind map' });
    const picture = panel.getByRole('group', { name: /^Mind map of USA aid policy and induced abortion/ });
    await expect(picture).toBeVisible();
    const branches = picture.getByRole('button', { expanded: true });
    const branchCount = await branches.count();
    expect(branchCount).toBeGreaterThanOrEqual(3);
    // A line joins the centre to each branch and each branch to its points, drawn.
    const parts = await picture.locator('.react-flow__node').count();
    await expect(picture.locator('.react-flow__edge')).toHaveCount(parts - 1);
    expect(
      await picture
        .locator('.react-flow__edge-path')
        .first()
        .evaluate((path) => getComputedStyle(path).stroke),
    ).not.toBe('none');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/mindmap-panel-${width}.png` });
    expect(await seriousAxe(page)).toEqual([]);

    // Fold the first branch with the keyboard; its points go, and come back.
    const first = picture.locator('button[aria-expanded]').first();
    await expect(first).toHaveAccessibleName(/^[A-Z][a-z]+ \d+ points?$/);
    const points = await picture.locator('button[aria-pressed]').count();
    await first.focus();
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect.poll(() => picture.locator('button[aria-pressed]').count()).toBeLessThan(points);
    await first.press('Enter');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect.poll(() => picture.locator('button[aria-pressed]').count()).toBe(points);

    // A point shows where the paper says it, and opens the paper there.
    const point = picture.locator('button[aria-pressed]').first();
    const text = (await point.textContent())!;
    await point.focus();
    await page.keyboard.press('Enter');
    await expect(panel.getByRole('status').getByText(text, { exact: true })).toBeVisible();
    const source = panel.getByRole('button', { name: /^From the paper: p\. \d+/ });
    await expect(source).toBeVisible();
    const page1 = Number(/p\. (\d+)/.exec((await source.textContent())!)![1]);
    await source.click();
    // The paper opens at the point's page with its sentence highlighted.
    const viewer = page.getByRole('dialog', { name: /, point \d+: from the paper$/ });
    await expect(viewer).toBeVisible();
    const highlighted = viewer
      .locator('[role="group"][aria-label^="Page "]')
      .filter({ has: page.getByTestId('pdf-highlight') })
      .first();
    await expect(highlighted.getByTestId('pdf-highlight').first()).toBeVisible({ timeout: 30_000 });
    expect(Number(/^Page (\d+) of/.exec((await highlighted.getAttribute('aria-label'))!)![1])).toBe(page1);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/mindmap-source-${width}.png` });
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();

    // The picture downloads as a PNG under a dated name.
    const download = page.waitForEvent('download');
    await panel.getByRole('group', { name: 'Download the map' }).getByRole('button', { name: 'PNG' }).click();
    const saved = await download;
    expect(saved.suggestedFilename()).toMatch(/^mindmap-\d{4}-\d{2}-\d{2}\.png$/);
    expect(statSync((await saved.path())!).size).toBeGreaterThan(10_000);
  });
}
