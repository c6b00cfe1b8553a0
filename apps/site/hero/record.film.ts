import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { newProjectWithSteps, uploadPaper } from '../e2e/canvas';
import { createAccount, paperPath, signIn } from '../e2e/helpers';

/**
 * The landing page's hero film, recorded from the real product (issue 38 item 2): two of the site's
 * demos tried as a guest finds them on the landing page (Alt Text, Gen AI Search), then a new project, a
 * paper uploaded and read, one Run from script to narrated video, the results on the cards, and the
 * film playing in its panel. The frames come from Chromium's screencast (each with the time it was
 * painted; Playwright's own recorder needs a browser download); each part's place in time goes to a
 * manifest, and record-hero.mjs cuts and speeds the parts, encodes the film, its poster and captions.
 */
const OUT = process.env.HERO_OUT ?? join(process.cwd(), 'test-results-hero');
const PAPER = 'socialscience-mexico-city-policy-abortion.pdf';
const JOURNEY_PASSWORD = 'Journey-account-2026';

interface Part {
  start: number;
  end: number;
  /** How many times faster than recorded the part plays in the film. */
  speed: number;
  caption: string;
}

test('the hero film: a paper to a narrated video in one Run', async ({ browser }) => {
  const account = await createAccount(browser, 'Hero Film');
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  const frames: { file: string; t: number }[] = [];
  mkdirSync(join(OUT, 'frames'), { recursive: true });
  const cdp = await context.newCDPSession(page);
  cdp.on('Page.screencastFrame', ({ data, metadata, sessionId }) => {
    const file = join(OUT, 'frames', `${String(frames.length).padStart(6, '0')}.jpg`);
    writeFileSync(file, Buffer.from(data, 'base64'));
    frames.push({ file, t: metadata.timestamp ?? Date.now() / 1000 });
    void cdp.send('Page.screencastFrameAck', { sessionId }).catch(() => undefined);
  });
  await cdp.send('Page.startScreencast', { format: 'jpeg', quality: 90, maxWidth: 1280, maxHeight: 720 });
  const at = () => Date.now() / 1000;
  const parts: Part[] = [];
  const part = async (caption: string, speed: number, body: () => Promise<void>, hold = 0) => {
    const start = at();
    await body();
    if (hold > 0) await page.waitForTimeout(hold);
    parts.push({ start, end: at(), speed, caption });
  };
  const card = (p: Page, name: string) => p.getByRole('article', { name, exact: true });

  // First the site as a guest finds it: the landing page's tools, tried in place with their samples.
  const demo = async (tool: string, sample: RegExp, ready: (dialog: Locator) => Promise<void>) => {
    const showcase = page.locator('#tools-showcase');
    await showcase.scrollIntoViewIfNeeded();
    await showcase.getByRole('button', { name: tool, exact: true }).click();
    await showcase.getByRole('button', { name: sample }).click();
    await showcase.getByRole('button', { name: 'Generate Now' }).click();
    const dialog = page.getByRole('dialog', { name: new RegExp(`^${tool} demo`) });
    await ready(dialog);
    return dialog;
  };
  await page.goto('/');
  await part(
    'Try the tools as a guest, right on the page: Alt Text describes every figure of a paper',
    1,
    async () => {
      const dialog = await demo('Alt Text', /Medicine/, async (sheet) => {
        await expect(sheet.getByRole('heading', { name: 'Alt Text Results' })).toBeVisible();
        await expect
          .poll(() =>
            sheet.locator('img').evaluateAll((imgs) => imgs.length > 0 && imgs.every((img) => (img as HTMLImageElement).complete)),
          )
          .toBe(true);
      });
      await page.waitForTimeout(2500);
      await dialog.getByRole('button', { name: 'Close demo' }).click();
    },
    300,
  );
  await part(
    'Gen AI Search answers a question with the studies behind each claim',
    3,
    async () => {
      const dialog = await demo('Gen AI Search', /global conflicts/, async (sheet) => {
        await expect(sheet.getByTestId('answer')).not.toBeEmpty({ timeout: 20_000 });
      });
      await page.waitForTimeout(4000);
      await dialog.getByRole('button', { name: 'Close demo' }).click();
    },
    300,
  );

  await signIn(page, account.email, JOURNEY_PASSWORD);
  await newProjectWithSteps(page, 'Mexico City Policy, explained');
  await page.getByRole('button', { name: 'Tidy up' }).click();

  await part(
    'Upload a paper: Paperlight reads its title, authors, sections and figures',
    1.5,
    async () => {
      await uploadPaper(page, paperPath(PAPER));
    },
    1500,
  );
  await part(
    'One Run makes the script, the storyboard and the narrated video',
    3,
    async () => {
      await page.getByRole('button', { name: 'Run', exact: true }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Run finished: every step is up to date' })).toBeVisible({
        timeout: 240_000,
      });
    },
    1500,
  );
  await part(
    'The results show on each step',
    1,
    async () => {
      await card(page, 'Storyboard').hover();
    },
    2500,
  );
  await part(
    'The film: the paper’s own figures and numbers, each line traced to its sentence',
    1,
    async () => {
      await card(page, 'Video Generation').getByRole('button', { name: 'View' }).click();
      const panel = page.getByRole('dialog', { name: 'Video' });
      await expect(panel.locator('video')).toBeVisible();
      await panel.getByRole('button', { name: 'Play', exact: true }).click();
    },
    7000,
  );

  await cdp.send('Page.stopScreencast');
  await context.close();
  writeFileSync(join(OUT, 'hero-manifest.json'), JSON.stringify({ frames, parts }, null, 2));
});
