import AxeBuilder from '@axe-core/playwright';
import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { addFromPalette, connectSteps, newProjectWithSteps, uploadPaper } from './canvas';
import { createAccount, paperPath, signIn } from './helpers';

// Issue 34: a registered user adds the Podcast node, wires it to the Paper Input, checks its settings
// (a short, two-voice conversation), runs it, plays it on the node and in its panel with the
// transcript following along, edits one turn and re-renders, shares it, opens its page and reads the
// podcast feed (and its enclosure) as a podcast app does: without a session.
const PAPER = paperPath('socialscience-mexico-city-policy-abortion.pdf');
const JOURNEY_PASSWORD = 'Journey-account-2026';
const SHOTS = process.env.PAPERLIGHT_E2E_SHOTS;
const WIDTH = 1440;

const seriousAxe = async (page: Page) =>
  (await new AxeBuilder({ page }).exclude('.react-flow__attribution').analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => v.id);

/** Seconds an audio element has played. */
const playedOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((audio: HTMLAudioElement) => audio.currentTime);

test('a two-voice short episode: run, played, edited, re-rendered, shared and in the feed', async ({ page, browser }) => {
  // A short episode takes about 0.2 × its 5–10 minutes to make, then a re-render; this 2-core machine is shared.
  test.setTimeout(600_000);
  const account = await createAccount(browser, 'Podcast Journey');
  await signIn(page, account.email, JOURNEY_PASSWORD);
  await newProjectWithSteps(page, 'Policy podcast');
  await uploadPaper(page, PAPER);

  // The palette offers the Podcast to a registered user; before it is wired, it says what it needs.
  const podcast = await addFromPalette(page, 'Podcast', WIDTH);
  await expect(podcast.getByText('Connect a paper first')).toBeVisible();
  await connectSteps(page, 'Paper Input', 'Podcast');

  // SPEC §3's settings: short and two voices by default; the guests' genders only with guests.
  await podcast.getByRole('button', { name: 'Podcast options' }).click();
  await page.getByRole('list', { name: 'Podcast options' }).getByRole('button', { name: 'Configure' }).press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Configure Podcast' });
  await expect(drawer.getByLabel('Duration')).toHaveValue('short');
  await expect(drawer.getByLabel('Participants')).toHaveValue('2');
  await expect(drawer.getByRole('group', { name: 'Guest genders' })).toBeVisible();
  await drawer.getByLabel('Participants').selectOption('1');
  await expect(drawer.getByRole('group', { name: 'Guest genders' })).toBeHidden();
  await drawer.getByLabel('Participants').selectOption('2');
  await expect(drawer.getByRole('group', { name: 'Guest genders' })).toBeVisible();
  await expect(drawer.getByRole('group', { name: 'Guest genders' }).getByRole('radio', { name: 'Female', exact: true })).toBeChecked();
  await expect(drawer.getByRole('group', { name: 'Host gender' }).getByRole('radio', { name: 'Male', exact: true })).toBeChecked();
  await page.keyboard.press('Escape');

  // Progress and time left while it is made, then its voices and length.
  await podcast.getByRole('button', { name: 'Generate' }).click();
  await expect(podcast.getByRole('progressbar', { name: 'Podcast progress' })).toBeVisible({ timeout: 60_000 });
  await expect(podcast).toHaveAttribute('data-status', 'completed', { timeout: 300_000 });
  await expect(podcast.getByText(/^2 voices · \d+:\d\d$/)).toBeVisible();
  if (SHOTS) await podcast.screenshot({ path: `${SHOTS}/card-podcast-${WIDTH}.png` });

  // Played on the node.
  await podcast.getByRole('button', { name: 'Play Podcast' }).click();
  await expect(podcast.getByRole('button', { name: 'Pause Podcast' })).toBeVisible();
  await expect.poll(() => playedOf(page, '[data-node-type="podcast"] audio'), { timeout: 20_000 }).toBeGreaterThan(0.5);
  await podcast.getByRole('button', { name: 'Pause Podcast' }).click();
  await expect(podcast.getByRole('button', { name: 'Play Podcast' })).toBeVisible();

  // In its panel: the transcript follows the episode; a turn chosen plays from there.
  await podcast.getByRole('button', { name: 'View' }).click();
  const panel = page.getByRole('dialog', { name: 'Podcast' });
  const turns = panel.getByRole('list', { name: 'Transcript' }).getByRole('listitem');
  // The panel reads the episode's transcript first (a skeleton until then).
  await expect(turns.nth(4)).toBeVisible({ timeout: 20_000 });
  await expect(turns.first()).toHaveAttribute('aria-current', 'true');
  const third = turns.nth(2);
  await third.getByRole('button', { name: /^Play from \d+:\d\d / }).click();
  await expect(third).toHaveAttribute('aria-current', 'true');
  await expect.poll(() => playedOf(page, '[role="dialog"] audio')).toBeGreaterThan(1);
  await panel.locator('audio').evaluate((audio: HTMLAudioElement) => audio.pause());
  // Every guest turn that states the paper says where.
  await expect(panel.getByRole('button', { name: /^From the paper: p/ }).first()).toBeVisible();
  await expect(panel.getByRole('group', { name: 'Download the episode' }).getByRole('button')).toHaveText([
    'Download M4A',
    'Download MP3',
    'Download Transcript',
  ]);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/podcast-panel-${WIDTH}.png` });
  expect(await seriousAxe(page)).toEqual([]);

  // Edit one turn (the third), said otherwise; saved as a version, then re-rendered: only it is spoken again.
  const question = 'So, in a sentence, what did the authors set out to learn?';
  await panel.getByRole('button', { name: 'Edit', exact: true }).click();
  const form = panel.getByRole('form', { name: 'Edit episode' });
  const field = form.getByRole('textbox').nth(2);
  await field.fill(question);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(panel.getByRole('status').filter({ hasText: 'Your edits are saved.' })).toBeVisible();
  await expect(podcast.getByRole('button', { name: 'Re-render' })).toBeVisible();
  await panel.getByRole('button', { name: 'Re-render' }).click();
  await expect(podcast).toHaveAttribute('data-status', 'processing');
  await expect(podcast).toHaveAttribute('data-status', 'completed', { timeout: 180_000 });
  await expect(podcast.getByRole('button', { name: 'Re-render' })).toBeHidden({ timeout: 30_000 });
  await expect(panel.getByRole('list', { name: 'Transcript' }).getByRole('listitem').nth(2)).toContainText(question);

  // Shared: a public page with the player, the transcript with speaker names and the paper's credit.
  await panel.getByRole('button', { name: 'Create public link' }).click();
  const link = await panel.getByRole('textbox', { name: 'Public link' }).first().inputValue();
  expect(link).toMatch(/\/share\/[A-Za-z0-9_-]{32}$/);
  await panel.getByRole('button', { name: 'Create feed address' }).click();
  const feedUrl = await panel.getByRole('textbox', { name: 'Podcast feed address' }).inputValue();
  expect(feedUrl).toMatch(/\/paper-remix\/feed\/[A-Za-z0-9_-]{32}\/podcast\.xml$/);

  // The episode's page as a listener sees it: signed out, on a phone first, then at 1440 px.
  const visitor = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const episodePage = await visitor.newPage();
  await episodePage.goto(link);
  await expect(episodePage.getByRole('heading', { level: 1 })).toHaveText(/USA aid policy and induced abortion/);
  await expect(episodePage.getByText(/Brooks.*Bendavid.*Miller/).first()).toBeVisible();
  const transcript = episodePage.getByRole('list', { name: 'Transcript' });
  await expect(transcript).toContainText(question);
  // Speaker names on every turn, and the paper cited.
  await expect(
    transcript
      .getByRole('listitem')
      .first()
      .getByRole('button', { name: /^Play from 0:00 \w+/ }),
  ).toBeVisible();
  await expect(episodePage.getByRole('region', { name: 'Cite the paper' })).toContainText('USA aid policy and induced abortion');
  for (const width of [390, 1440]) {
    await episodePage.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await expect(episodePage.getByRole('heading', { level: 1 })).toBeInViewport();
    if (SHOTS) await episodePage.screenshot({ path: `${SHOTS}/podcast-page-${width}.png`, fullPage: true });
    expect(await seriousAxe(episodePage)).toEqual([]);
  }
  await visitor.close();

  // The feed, as a podcast app reads it: no cookies, no token.
  const app = await playwrightRequest.newContext();
  const feed = await app.get(feedUrl);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
  const xml = await feed.text();
  expect(xml).toContain('<rss version="2.0"');
  expect(xml).toMatch(/<itunes:duration>\d+<\/itunes:duration>/);
  expect(xml).toMatch(/<podcast:transcript url="[^"]+\/transcript\.vtt" type="text\/vtt"/);
  expect(xml).toMatch(/<podcast:chapters url="[^"]+\/chapters\.json" type="application\/json\+chapters"\/>/);
  const enclosure = /<enclosure url="([^"]+)" length="(\d+)" type="(audio\/mp4)"\/>/.exec(xml);
  expect(enclosure).not.toBeNull();
  const [, audioUrl, length, type] = enclosure!;
  const head = await app.head(audioUrl!);
  expect(head.status()).toBe(200);
  expect(head.headers()['content-type']).toBe(type);
  expect(head.headers()['content-length']).toBe(length);
  const start = await app.get(audioUrl!, { headers: { range: 'bytes=0-1023' } });
  expect(start.status()).toBe(206);
  expect((await start.body()).byteLength).toBe(1024);

  // On a phone the workspace is a list: the episode plays on its step and in its panel, transcript and all.
  await panel.getByRole('button', { name: 'Close' }).first().click();
  await page.setViewportSize({ width: 390, height: 844 });
  // The canvas gives way to the list: the steps are drawn again, so the old card is gone.
  await expect(page.locator('[data-layout="list"]')).toBeVisible();
  const onPhone = page.locator('[data-node-type="podcast"]');
  await expect(onPhone.getByText(/^2 voices · \d+:\d\d$/)).toBeVisible();
  await onPhone.getByRole('button', { name: 'Play Podcast' }).click();
  await expect(onPhone.getByRole('button', { name: 'Pause Podcast' })).toBeVisible();
  await onPhone.getByRole('button', { name: 'Pause Podcast' }).click();
  await onPhone.getByRole('button', { name: 'View' }).click();
  const phonePanel = page.getByRole('dialog', { name: 'Podcast' });
  await expect(phonePanel.getByRole('list', { name: 'Transcript' })).toContainText(question);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/podcast-panel-390.png` });
  expect(await seriousAxe(page)).toEqual([]);

  // Revoked, the link stops at once: its page says so in an episode's words, and the feed drops it.
  await phonePanel.getByRole('list', { name: 'Public links' }).getByRole('button', { name: 'Revoke' }).click();
  await expect(phonePanel.getByRole('list', { name: 'Public links' })).toBeHidden();
  const later = await browser.newPage();
  const gone = await later.goto(link);
  expect(gone?.status()).toBe(404);
  await expect(later.getByRole('heading', { level: 1 })).toHaveText('This episode is no longer shared');
  await later.close();
  expect(await (await app.get(feedUrl)).text()).not.toContain('<enclosure');
  await app.dispose();
});
