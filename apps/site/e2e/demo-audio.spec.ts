import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { openAudioOptionsFromLanding } from './helpers';

interface Section {
  section: string;
  audioUrl: string | null;
  duration?: number;
}
interface Sample {
  paperTitle: string;
  original: { fullPaper?: { sections: Section[] } | null };
}
const medicine = JSON.parse(
  readFileSync(fileURLToPath(new URL('../../api/samples/ai-audio/medicine.json', import.meta.url)), 'utf8'),
) as Sample;
const sections = medicine.original.fullPaper!.sections;

async function expectNoAxeViolations(page: Page, include?: string) {
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const audioState = (page: Page) =>
  page.locator('audio').evaluate((audio: HTMLAudioElement) => ({
    src: audio.src,
    currentTime: audio.currentTime,
    duration: audio.duration,
    paused: audio.paused,
  }));

/** Click on Play → the element's `playing` event, measured inside the page. */
async function timePlayStart(page: Page, play: Locator): Promise<number> {
  await page.evaluate(() => {
    const w = window as unknown as { __clickAt?: number; __playingAt?: number };
    delete w.__clickAt;
    delete w.__playingAt;
    document.addEventListener('click', () => (w.__clickAt = performance.now()), { capture: true, once: true });
    document.querySelector('audio')!.addEventListener('playing', () => (w.__playingAt = performance.now()), { once: true });
  });
  await play.click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { __playingAt?: number }).__playingAt)).toBeGreaterThan(0);
  return page.evaluate(() => {
    const w = window as unknown as { __clickAt: number; __playingAt: number };
    return w.__playingAt - w.__clickAt;
  });
}

/** The player drives its <audio> once the server-rendered demo has hydrated: the section's audio is assigned then. */
const hydratedPlayer = (page: Page) => expect(page.locator('audio')).toHaveAttribute('src', /\/samples\/ai-audio\/assets\//);

test.describe('Multi-lingual Audio demo', () => {
  test('the sample page plays real audio and moves on to the next section at the end', async ({ page }) => {
    // Real playback plus two full-page axe runs: more than the default minute on a busy 2-core machine.
    test.setTimeout(120_000);
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    const sampleRequests: string[] = [];
    page.on('request', (request) => request.url().includes('/ai-audio/sample/') && sampleRequests.push(request.url()));
    const response = await page.goto('/demos/multi-lingual-audio/medicine');
    // The server renders the sample: its title is in the first HTML, and the page asks nothing for it.
    expect(await response!.text()).toContain(`<h2 id="audio-sample-title"`);
    await expect(page.getByRole('heading', { name: medicine.paperTitle })).toBeVisible();
    await hydratedPlayer(page);
    expect(sampleRequests).toEqual([]);
    expect(errors).toEqual([]);
    await expect(page.getByRole('tab')).toHaveText(['Audio', 'Read Original']);
    await expectNoAxeViolations(page);

    const player = page.getByRole('region', { name: 'Audio player: Full Paper' });
    const status = player.getByTestId('player-status');
    const play = player.getByRole('button', { name: 'Play', exact: true });

    // First play fills the HTTP cache; the measured one starts from a warm cache on a fresh page.
    await play.click();
    await expect(status).toContainText(`Playing ${sections[0]!.section}`);
    await player.getByRole('button', { name: 'Pause' }).click();
    await page.reload();
    await expect(play).toBeVisible();
    await hydratedPlayer(page);
    const startMs = await timePlayStart(page, play);
    console.log(`play click → playing (warm cache): ${startMs.toFixed(0)} ms`);
    expect(startMs).toBeLessThan(300);

    // Real playback: the element's clock moves.
    await expect(status).toContainText(`Playing ${sections[0]!.section}`);
    const first = await audioState(page);
    expect(first.src).toMatch(/\/samples\/ai-audio\/assets\/medicine-full-01-introduction\.m4a$/);
    expect(first.duration).toBeCloseTo(sections[0]!.duration!, 0);
    await expect.poll(async () => (await audioState(page)).currentTime, { timeout: 5_000 }).toBeGreaterThan(1);
    await expect(page.getByRole('button', { name: `Pause ${sections[0]!.section} (playing)` })).toHaveAttribute('aria-current', 'true');
    await expect(player.getByRole('button', { name: 'Back 10 seconds' })).toHaveAttribute('aria-disabled', 'true');
    await expectNoAxeViolations(page);

    // Near the end of the section: forward is off, then the next section plays by itself.
    await page.locator('audio').evaluate((audio: HTMLAudioElement) => (audio.currentTime = audio.duration - 1.5));
    await expect(player.getByRole('button', { name: 'Forward 10 seconds' })).toHaveAttribute('aria-disabled', 'true');
    await expect(status).toContainText(`Playing ${sections[1]!.section}`, { timeout: 10_000 });
    const second = await audioState(page);
    expect(second.src).toMatch(/medicine-full-02-methods\.m4a$/);
    await expect.poll(async () => (await audioState(page)).currentTime, { timeout: 5_000 }).toBeGreaterThan(0.5);
    await expect(page.getByRole('heading', { name: sections[1]!.section, level: 3 })).toBeVisible();

    // Speed applies to the element.
    await player.getByRole('combobox', { name: 'Playback speed' }).selectOption('1.5');
    expect(await page.locator('audio').evaluate((audio: HTMLAudioElement) => audio.playbackRate)).toBe(1.5);

    // The closing call opens sign-up in a new tab.
    const signUp = page.getByRole('link', { name: /Sign up to try your file/ });
    await expect(signUp).toHaveAttribute('target', '_blank');
  });

  test('an unknown sample is the site’s not-found page with a 404 status (SPEC §8)', async ({ page }) => {
    const response = await page.goto('/demos/multi-lingual-audio/no-such-sample');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });

  test('showcase → Health Science → Generate Now → options dialog → Generate Audio → overlay', async ({ page }) => {
    const dialog = await openAudioOptionsFromLanding(page);
    await expect(dialog.getByRole('radio', { name: 'Summary audio' })).toBeChecked();
    await expect(dialog.getByRole('radio', { name: 'Full paper audio' })).toBeDisabled();
    await expect(dialog.getByText('Pre-set audio type/language for demo—full options on our playground')).toBeVisible();
    const languages = dialog.getByRole('list', { name: 'Languages' }).getByRole('listitem');
    await expect(languages).toHaveCount(30);
    await expect(languages.first()).toContainText('Deutsch');
    await expectNoAxeViolations(page, '[role="dialog"]');

    await dialog.getByPlaceholder('Search Language').fill('ital');
    await expect(languages).toHaveCount(1);
    await expect(languages.first()).toContainText('Italiano');
    await expect(languages.first().getByRole('link')).toHaveAttribute('target', '_blank');

    await dialog.getByRole('button', { name: 'Generate Audio' }).click();
    await expect(dialog).toBeHidden();
    const sheet = page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: /USA aid policy and induced abortion/ }) });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('tab', { name: 'Read in the translated language' })).toBeVisible();
    await expect(sheet.getByRole('button', { name: /Play Hintergrund/ })).toBeVisible();
    await expectNoAxeViolations(page, '[role="dialog"]');
  });
});
