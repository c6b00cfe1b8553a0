import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { newProjectWithSteps, uploadPaper } from './canvas';
import { createAccount, paperPath, signIn } from './helpers';

// Issue 15 item 1: edit a script line → storyboard and video 'Out of date' → run them again → the new
// narration is heard in the video's captions; the engine's version can be restored.
const PAPER = paperPath('socialscience-mexico-city-policy-abortion.pdf');
const JOURNEY_PASSWORD = 'Journey-account-2026';
const SHOTS = process.env.PAPERLIGHT_E2E_SHOTS;
const NEW_LINE = 'Edited by hand: the policy cut funding to family planning groups, and abortions rose where it bit hardest.';

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

async function generate(page: Page, name: string) {
  await card(page, name).getByRole('button', { name: 'Generate' }).click();
  await expect(card(page, name)).toHaveAttribute('data-status', 'completed', { timeout: 240_000 });
  await expect(card(page, name).getByText('Out of date')).toHaveCount(0);
}

test('an edited script line reaches the re-made video, and the engine version can be restored', async ({ page, browser }) => {
  test.setTimeout(600_000);
  const account = await createAccount(browser, 'Edit Journey');
  await signIn(page, account.email, JOURNEY_PASSWORD);
  await newProjectWithSteps(page, 'Edited video');
  await uploadPaper(page, PAPER);
  for (const name of ['Script', 'Storyboard', 'Video Generation']) await generate(page, name);

  // Results on the finished cards (issue 31 item 3): the storyboard's first scene images and the
  // film's poster frame are served (signed, the owner's), and each card keeps its 260 × 180 size.
  const board = card(page, 'Storyboard');
  const thumbnails = board.getByRole('list', { name: 'Storyboard scenes' }).getByRole('img');
  await expect(board.getByText(/^\d+ scenes?$/)).toBeVisible();
  const film = card(page, 'Video Generation');
  await expect(film.getByText(/^Length \d/)).toBeVisible();
  const poster = film.getByRole('button', { name: 'Play Video Generation' }).locator('img');
  await expect(poster).toHaveJSProperty('complete', true);
  expect(await poster.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  for (const image of await thumbnails.all()) {
    await expect(image).toHaveJSProperty('complete', true);
    expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
  }
  for (const name of ['Script', 'Storyboard', 'Video Generation']) {
    expect(await card(page, name).evaluate((element: HTMLElement) => element.offsetHeight)).toBeLessThanOrEqual(180);
  }
  if (SHOTS) {
    await page.locator('.react-flow__nodes').screenshot({ path: `${SHOTS}/cards-finished-1440.png` });
    await board.screenshot({ path: `${SHOTS}/card-storyboard-1440.png` });
    await film.screenshot({ path: `${SHOTS}/card-video-1440.png` });
  }

  // The Storyboard result shows each scene's picture, as many as the card's thumbnails and more, served.
  await board.getByRole('button', { name: 'View' }).click();
  const storyboardModal = page.getByRole('dialog', { name: 'Storyboard' });
  const scenePictures = storyboardModal.getByRole('region', { name: /^Scene \d+$/ }).getByRole('img');
  await expect(scenePictures.first()).toBeVisible();
  expect(await scenePictures.count()).toBeGreaterThanOrEqual(await thumbnails.count());
  await expect(scenePictures.first()).toHaveJSProperty('complete', true);
  expect(await scenePictures.first().evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
  if (SHOTS) {
    await scenePictures.first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/storyboard-pictures-1440.png` });
  }
  await page.keyboard.press('Escape');
  await expect(storyboardModal).toBeHidden();

  // Edit the first slide's narration in the Script modal, and save.
  await card(page, 'Script').getByRole('button', { name: 'View' }).click();
  const modal = page.getByRole('dialog', { name: 'Script' });
  await modal.getByRole('button', { name: 'Edit', exact: true }).click();
  // Focus goes into the first field.
  await expect(modal.getByRole('textbox', { name: 'Opening narration' })).toBeFocused();
  const field = modal.getByRole('textbox', { name: 'Slide 1 narration' });
  await field.fill(NEW_LINE);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/script-editing-1440.png` });
  await modal.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(modal.getByText(NEW_LINE).first()).toBeVisible();
  // The saved narration is checked against the paper again (decision 0088): the line written by hand
  // traces to nothing in it, so it is flagged for review, and the figures are the edited script's.
  const grounding = modal.getByRole('region', { name: 'Grounding in the paper' });
  const flagged = grounding.getByRole('list', { name: 'Sentences to review' }).getByRole('listitem').filter({ hasText: NEW_LINE });
  await expect(flagged).toHaveCount(1);
  await expect(flagged).toContainText('Slide 1:');
  await expect(grounding).toContainText(/\d+ of \d+ narration sentences trace to the paper/);
  await expect(grounding).not.toContainText('in the version the engine wrote');
  if (SHOTS) await modal.screenshot({ path: `${SHOTS}/script-edited-grounding-1440.png` });
  // Back on the result, focus returns to Edit; Escape then closes the modal.
  await expect(modal.getByRole('button', { name: 'Edit', exact: true })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();

  // What follows the script is out of date; the script itself is not.
  await expect(card(page, 'Storyboard').getByText('Out of date')).toBeVisible({ timeout: 15_000 });
  await expect(card(page, 'Video Generation').getByText('Out of date')).toBeVisible();
  await expect(card(page, 'Script').getByText('Out of date')).toHaveCount(0);
  if (SHOTS) await page.locator('.react-flow__nodes').screenshot({ path: `${SHOTS}/cards-after-edit.png` });

  // Run them again: the video's captions now say the edited line.
  await generate(page, 'Storyboard');
  await expect(card(page, 'Video Generation').getByText('Out of date')).toBeVisible();
  await generate(page, 'Video Generation');
  // The poster on the card is the play button: it opens the player.
  await card(page, 'Video Generation').getByRole('button', { name: 'Play Video Generation' }).click();
  const player = page.getByRole('dialog', { name: 'Video' });
  const track = player.locator('track[kind="subtitles"], track[kind="captions"]').first();
  const captionsUrl = await track.getAttribute('src');
  expect(captionsUrl).toBeTruthy();
  const vtt = await (await page.request.get(new URL(captionsUrl!, page.url()).href)).text();
  expect(vtt.replace(/\s+/g, ' ')).toContain('Edited by hand: the policy cut funding to family planning groups');
  const currentFilm = await player.locator('video').getAttribute('src');
  await page.keyboard.press('Escape');
  await expect(player).toBeHidden();

  // History keeps every run's output (issue 31, decision 0173): the first film still plays there.
  await card(page, 'Video Generation').getByRole('button', { name: 'Video Generation options' }).click();
  await page.getByRole('list', { name: 'Video Generation options' }).getByRole('button', { name: 'History' }).click();
  const history = page.getByRole('dialog', { name: 'Video Generation history' });
  const runs = history.getByRole('list', { name: 'Runs' }).getByRole('listitem');
  await expect(runs).toHaveCount(2);
  await runs
    .nth(1)
    .getByRole('button', { name: /^Play the output of the run started/ })
    .click();
  const pastFilm = runs
    .nth(1)
    .getByRole('region', { name: /^Output of the run started/ })
    .locator('video');
  await expect
    .poll(() => pastFilm.evaluate((element: HTMLVideoElement) => element.readyState), { timeout: 15_000 })
    .toBeGreaterThanOrEqual(1);
  expect(await pastFilm.evaluate((element: HTMLVideoElement) => element.duration)).toBeGreaterThan(10);
  expect(new URL((await pastFilm.getAttribute('src'))!).pathname).not.toBe(new URL(currentFilm!, page.url()).pathname);
  if (SHOTS) await history.screenshot({ path: `${SHOTS}/history-past-film-1440.png` });
  // The dialog and the past film's player pass axe at 1440 and 390 px; on a phone the player fits the screen.
  expect(
    (await new AxeBuilder({ page }).include('[role="dialog"]').analyze()).violations.filter(
      (v) => v.impact === 'serious' || v.impact === 'critical',
    ),
  ).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await pastFilm.scrollIntoViewIfNeeded();
  expect((await pastFilm.boundingBox())!.width).toBeLessThanOrEqual(390);
  expect(
    (await new AxeBuilder({ page }).include('[role="dialog"]').analyze()).violations.filter(
      (v) => v.impact === 'serious' || v.impact === 'critical',
    ),
  ).toEqual([]);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/history-past-film-390.png` });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.keyboard.press('Escape');
  await expect(history).toBeHidden();

  // The engine's script is kept: restore it, and what follows is out of date again.
  await card(page, 'Script').getByRole('button', { name: 'View' }).click();
  await modal.getByRole('button', { name: /^Versions/ }).click();
  // The edit beside the engine's script, side by side, the changed words marked (issue 31).
  await modal.getByRole('button', { name: 'Compare two versions' }).click();
  const compared = modal.getByRole('table');
  await expect(compared.getByRole('columnheader', { name: /^Before: Generated/ })).toBeVisible();
  await expect(compared.getByRole('columnheader', { name: /^After: Edited/ })).toBeVisible();
  const slide = compared.locator('tbody').filter({ has: page.locator('th', { hasText: /^Slide 1$/ }) });
  await expect(slide.locator('ins').first()).toBeVisible();
  await expect(slide.locator('ins')).toContainText(['Edited']);
  await expect(slide.locator('del').first()).toBeVisible();
  if (SHOTS) {
    await modal.screenshot({ path: `${SHOTS}/script-compare-1440.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await slide.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/script-compare-390.png` });
    await page.setViewportSize({ width: 1440, height: 900 });
  }
  await modal.getByRole('button', { name: /^Restore the generated version from/ }).click();
  await page.getByRole('dialog', { name: 'Restore this version?' }).getByRole('button', { name: 'Restore', exact: true }).click();
  await expect(modal.getByText(NEW_LINE)).toHaveCount(0, { timeout: 15_000 });
  await modal.getByRole('button', { name: 'Close' }).click();
  await expect(modal).toBeHidden();
  await expect(card(page, 'Storyboard').getByText('Out of date')).toBeVisible({ timeout: 15_000 });
});
