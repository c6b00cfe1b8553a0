import AxeBuilder from '@axe-core/playwright';
import { readFileSync, statSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { addFromPalette, connectSteps, newProjectWithSteps, uploadPaper } from './canvas';
import { createAccount, paperPath, signIn } from './helpers';

// Issue 35: a registered user adds the Presentation node, wires it to the Storyboard, sets it to 4:3,
// runs it, opens the deck (its first slide and its slides) and downloads the PowerPoint file and the
// PDF handout.
const PAPER = paperPath('socialscience-mexico-city-policy-abortion.pdf');
const JOURNEY_PASSWORD = 'Journey-account-2026';
const SHOTS = process.env.PAPERLIGHT_E2E_SHOTS;

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
const seriousAxe = async (page: Page) =>
  (await new AxeBuilder({ page }).exclude('.react-flow__attribution').analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => v.id);

async function generate(page: Page, name: string) {
  const step = card(page, name);
  await step.getByRole('button', { name: 'Generate' }).click();
  await expect(step).toHaveAttribute('data-status', 'completed', { timeout: 90_000 });
}

for (const width of [1440, 390] as const) {
  test(`a deck of the storyboard, opened and downloaded, at ${width} px`, async ({ page, browser }) => {
    test.setTimeout(300_000);
    const account = await createAccount(browser, `Presentation ${width}`);
    await signIn(page, account.email, JOURNEY_PASSWORD);
    await newProjectWithSteps(page, `Policy slides ${width}`);
    await uploadPaper(page, PAPER);
    if (width === 390) await page.setViewportSize({ width, height: 844 });

    // The palette offers the Presentation to a registered user.
    const deck = await addFromPalette(page, 'Presentation', width);
    // Before it is wired, it says what it needs first, in words.
    await expect(deck.getByText('Connect a storyboard first')).toBeVisible();
    await connectSteps(page, 'Storyboard', 'Presentation');

    // 4:3 slides, set in its drawer.
    await deck.getByRole('button', { name: 'Presentation options' }).click();
    await page.getByRole('list', { name: 'Presentation options' }).getByRole('button', { name: 'Configure' }).press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Configure Presentation' });
    await drawer.getByLabel('Slide size').selectOption('4:3');
    await expect(drawer.getByLabel('Speaker notes')).toHaveValue('yes');
    await page.keyboard.press('Escape');

    await generate(page, 'Script');
    await generate(page, 'Storyboard');
    await generate(page, 'Presentation');
    // The card: how many slides, their size, and the first slide.
    await expect(deck.getByText(/^\d+ slides · 4:3$/)).toBeVisible();
    await expect
      .poll(() =>
        deck
          .getByRole('img')
          .first()
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
      )
      .toBeGreaterThan(300);
    if (SHOTS) await deck.screenshot({ path: `${SHOTS}/card-presentation-${width}.png` });

    await deck.getByRole('button', { name: 'View' }).click();
    const panel = page.getByRole('dialog', { name: 'Presentation' });
    const first = panel.getByRole('img', { name: /^First slide: USA aid policy and induced abortion/ });
    await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(300);
    const slides = panel.getByRole('list', { name: 'Slides' }).getByRole('listitem');
    const count = Number(/^(\d+) slides/.exec((await deck.getByText(/^\d+ slides · 4:3$/).textContent())!)![1]);
    await expect(slides).toHaveCount(count);
    await expect(slides.first()).toContainText('Title');
    await expect(slides.last()).toContainText('Source');
    await expect(panel.getByText('4:3 · Paperlight theme · speaker notes included')).toBeVisible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/presentation-panel-${width}.png` });
    expect(await seriousAxe(page)).toEqual([]);

    // Both files download under dated names, and are what they say.
    const group = panel.getByRole('group', { name: 'Download the presentation' });
    for (const [label, extension, magic] of [
      ['Download PowerPoint (.pptx)', 'pptx', 'PK'],
      ['Download PDF handout', 'pdf', '%PDF'],
    ] as const) {
      const download = page.waitForEvent('download');
      await group.getByRole('button', { name: label }).click();
      const saved = await download;
      expect(saved.suggestedFilename()).toMatch(new RegExp(`^presentation-\\d{4}-\\d{2}-\\d{2}\\.${extension}$`));
      const path = (await saved.path())!;
      expect(statSync(path).size).toBeGreaterThan(20_000);
      expect(readFileSync(path).subarray(0, magic.length).toString('latin1')).toBe(magic);
    }
  });
}
