import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { newProjectWithSteps, uploadPaper } from './canvas';
import { createAccount, paperPath, signIn } from './helpers';

// Issue 30 item 1: correct an author under 'Paper details' on the Paper Input result; the correction
// reaches the storyboard's title card and closing citation, the film's captions and MP4 metadata,
// and the public share page's citation.
const PAPER = paperPath('socialscience-mexico-city-policy-abortion.pdf');
const JOURNEY_PASSWORD = 'Journey-account-2026';
const SHOTS = process.env.PAPERLIGHT_E2E_SHOTS;
const CORRECTED = 'Grant R. Miller';
// A publisher's JATS XML (BMC, CC BY 4.0), the article whose PDF is a shared paper; kept with the worker's tests.
const JATS = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../../worker/src/engine/test/fixtures/jats/humanities-ethnoecology-szekely-village-laws.xml',
);
const JATS_AUTHORS = 'Zsolt Molnár, Krisztina Gellény, Katalin Margóczi, Marianna Biró';

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

async function generate(page: Page, name: string) {
  await card(page, name).getByRole('button', { name: 'Generate' }).click();
  await expect(card(page, name)).toHaveAttribute('data-status', 'completed', { timeout: 240_000 });
}

test('a corrected author reaches the title card, the citation, the captions, the MP4 and the share page', async ({ page, browser }) => {
  test.setTimeout(600_000);
  const account = await createAccount(browser, 'Details Journey');
  await signIn(page, account.email, JOURNEY_PASSWORD);
  await newProjectWithSteps(page, 'Corrected details');
  await uploadPaper(page, PAPER);

  // The details as read, each with its source; correct the third author with the keyboard.
  await card(page, 'Paper Input').getByRole('button', { name: 'Contents' }).click();
  const modal = page.getByRole('dialog', { name: 'Paper contents' });
  const details = modal.getByRole('region', { name: 'Paper details' });
  await expect(details).toContainText('Nina Brooks, Eran Bendavid, Grant Miller');
  await expect(details).toContainText('(read from the first page)');
  await details.getByRole('button', { name: 'Correct details' }).click();
  const form = details.getByRole('form', { name: 'Paper details' });
  await expect(form.getByLabel('Title')).toBeFocused();
  await form.getByLabel('Author 3 name').fill(CORRECTED);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/paper-details-form-1440.png` });
  await form.getByRole('button', { name: 'Save details' }).click();
  await expect(details.getByRole('button', { name: 'Correct details' })).toBeFocused({ timeout: 15_000 });
  await expect(details).toContainText(`Nina Brooks, Eran Bendavid, ${CORRECTED}(corrected by you)`);
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();

  for (const name of ['Script', 'Storyboard', 'Video Generation']) await generate(page, name);

  // The storyboard's title card and closing citation name the corrected author.
  await card(page, 'Storyboard').getByRole('button', { name: 'View' }).click();
  const board = page.getByRole('dialog', { name: 'Storyboard' });
  await expect(board).toContainText(`by Nina Brooks, Eran Bendavid, ${CORRECTED}, with its venue`);
  await expect(board).toContainText(`Nina Brooks, Eran Bendavid, ${CORRECTED} (2019). USA aid policy and induced abortion`);
  await page.keyboard.press('Escape');
  await expect(board).toBeHidden();

  // The film: captions open with a NOTE naming the paper; the MP4's artist tag lists the authors.
  await card(page, 'Video Generation').getByRole('button', { name: 'View' }).click();
  const player = page.getByRole('dialog', { name: 'Video' });
  const captionsUrl = await player.locator('track[kind="subtitles"], track[kind="captions"]').first().getAttribute('src');
  const vtt = await (await page.request.get(new URL(captionsUrl!, page.url()).href)).text();
  expect(vtt).toMatch(new RegExp(`^WEBVTT\\n\\nNOTE\\n.*${CORRECTED}`));
  const videoUrl = await player.locator('video').getAttribute('src');
  const dir = mkdtempSync(join(tmpdir(), 'details-journey-'));
  try {
    const file = join(dir, 'video.mp4');
    writeFileSync(file, await (await page.request.get(new URL(videoUrl!, page.url()).href)).body());
    const probe = JSON.parse(execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format_tags', '-of', 'json', file]).toString()) as {
      format: { tags: Record<string, string> };
    };
    expect(probe.format.tags.artist).toBe(`Nina Brooks, Eran Bendavid, ${CORRECTED}`);
    expect(probe.format.tags.date).toBe('2019');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }

  // The public share page, signed out: its authors and citation carry the correction.
  await player.getByRole('button', { name: 'Create public link' }).click();
  const link = await player.getByRole('textbox', { name: 'Public link' }).inputValue();
  const guest = await browser.newContext();
  const viewer = await guest.newPage();
  await viewer.goto(link);
  const cite = viewer.getByRole('region', { name: 'Cite the paper' });
  await expect(cite).toContainText(`Nina Brooks, Eran Bendavid, ${CORRECTED} (2019).`);
  if (SHOTS) await viewer.screenshot({ path: `${SHOTS}/share-page-corrected-1440.png` });
  await guest.close();
});

test('a publisher’s JATS XML makes the same script, storyboard and film, credited from the XML', async ({ page, browser }) => {
  test.setTimeout(600_000);
  const account = await createAccount(browser, 'JATS Journey');
  await signIn(page, account.email, JOURNEY_PASSWORD);
  await newProjectWithSteps(page, 'From the publisher’s XML');
  await uploadPaper(page, JATS);
  await expect(card(page, 'Paper Input')).toContainText('Zsolt Molnár et al.');

  // Every detail comes from the XML, and says so.
  await card(page, 'Paper Input').getByRole('button', { name: 'Contents' }).click();
  const modal = page.getByRole('dialog', { name: 'Paper contents' });
  const details = modal.getByRole('region', { name: 'Paper details' });
  await expect(details).toContainText(`${JATS_AUTHORS}(from the article’s XML)`);
  await expect(details).toContainText('Journal of Ethnobiology and Ethnomedicine');
  await expect(details).toContainText('10.1186/1746-4269-11-3');
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();

  for (const name of ['Script', 'Storyboard', 'Video Generation']) await generate(page, name);

  await card(page, 'Storyboard').getByRole('button', { name: 'View' }).click();
  const board = page.getByRole('dialog', { name: 'Storyboard' });
  await expect(board).toContainText(`${JATS_AUTHORS} (2015). Landscape ethnoecological knowledge base`);
  await page.keyboard.press('Escape');
  await expect(board).toBeHidden();

  await card(page, 'Video Generation').getByRole('button', { name: 'View' }).click();
  const player = page.getByRole('dialog', { name: 'Video' });
  const videoUrl = await player.locator('video').getAttribute('src');
  const dir = mkdtempSync(join(tmpdir(), 'jats-journey-'));
  try {
    const file = join(dir, 'video.mp4');
    writeFileSync(file, await (await page.request.get(new URL(videoUrl!, page.url()).href)).body());
    const probe = JSON.parse(
      execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration:format_tags', '-of', 'json', file]).toString(),
    ) as { format: { duration: string; tags: Record<string, string> } };
    expect(probe.format.tags.artist).toBe(JATS_AUTHORS);
    expect(probe.format.tags.date).toBe('2015');
    expect(Number(probe.format.duration)).toBeGreaterThan(20);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/jats-workspace-1440.png` });
});
