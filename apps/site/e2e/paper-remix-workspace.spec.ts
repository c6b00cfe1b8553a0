import { availableParallelism, loadavg } from 'node:os';
import { expect, test, type Page } from '@playwright/test';
import { createAccount, paperPath, signIn } from './helpers';

// Issue 15: keyboard-only wiring and generation, the estimate and live progress, a second tab, 'Out of date',
// and a shared video viewed signed out, then revoked.
const PAPER = paperPath('socialscience-mexico-city-policy-abortion.pdf');
const JOURNEY_PASSWORD = 'Journey-account-2026';
const SHOTS = process.env.PAPERLIGHT_E2E_SHOTS;
/** A card's estimate before a run (formatEstimate): 'about 2.6 s', 'about 27 s', 'about 1 min 30 s', 'under 1 s'. */
const ESTIMATE = /^(?:about (?:([\d.]+) s|(\d+) min(?: (\d+) s)?)|under 1 s)$/;

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
const hydratedCanvas = (page: Page) => expect(page.locator('section[data-layout="canvas"]')).toBeVisible();
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
};

type Timed = { at: number; percent: number };
type ProgressWindow = { __progressEvents: Timed[]; __progressShown: Timed[] };

/**
 * In the page, on the page's own clock: when each progress event reaches the socket (a listener added
 * before the app's own), and when each new percent on a progress bar is about to be painted (the frame
 * after the attribute changed). Issue 15: progress shown within 100 ms of the event.
 */
function watchProgressInPage() {
  const w = window as unknown as ProgressWindow & { WebSocket: typeof WebSocket };
  w.__progressEvents = [];
  w.__progressShown = [];
  const Native = w.WebSocket;
  w.WebSocket = class extends Native {
    constructor(...args: ConstructorParameters<typeof WebSocket>) {
      super(...args);
      this.addEventListener('message', (event: MessageEvent) => {
        const match = typeof event.data === 'string' ? /paper-remix-node:progress".*?"percent":(\d+)/.exec(event.data) : null;
        if (match) w.__progressEvents.push({ at: performance.now(), percent: Number(match[1]) });
      });
    }
  };
  const seen = new WeakMap<Element, string | null>();
  new MutationObserver(() => {
    for (const bar of document.querySelectorAll('[role="progressbar"]')) {
      const value = bar.getAttribute('aria-valuenow');
      if (seen.get(bar) === value) continue;
      seen.set(bar, value);
      requestAnimationFrame(() => w.__progressShown.push({ at: performance.now(), percent: Number(value) }));
    }
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-valuenow'] });
}

/** Presses a menu item of a node card with the keyboard only. */
async function menuWithKeys(page: Page, nodeTitle: string, item: string) {
  await card(page, nodeTitle)
    .getByRole('button', { name: `${nodeTitle} options` })
    .focus();
  await page.keyboard.press('Enter');
  await page
    .getByRole('list', { name: `${nodeTitle} options` })
    .getByRole('button', { name: item })
    .focus();
  await page.keyboard.press('Enter');
}

test('keyboard-only wiring and generation, live progress in two tabs, out of date, and a shared video', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(420_000);
  const account = await createAccount(browser, 'Workspace Journey');
  await signIn(page, account.email, JOURNEY_PASSWORD);
  await page.goto('/dashboard');
  await page.getByLabel('Project name').fill('Policy video');
  await page.getByRole('button', { name: 'New project' }).click();
  await page.waitForURL(/\/paper-remix\/[0-9a-f-]+$/);
  // A user's own project is titled by its name.
  await expect(page.getByRole('heading', { level: 1, name: 'Policy video' })).toBeVisible();
  await hydratedCanvas(page);

  await page.getByRole('button', { name: 'Templates' }).focus();
  await page.keyboard.press('Enter');
  // Templates asks before adding its steps (issue 31); the keyboard answers too.
  await page.getByRole('button', { name: 'Add steps' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('.react-flow__edge')).toHaveCount(4);

  // Unwire and rewire the input with the keyboard: Disconnect…, then Connect to….
  await menuWithKeys(page, 'Script', 'Disconnect…');
  await page.getByRole('dialog', { name: 'Disconnect Script' }).getByRole('button', { name: 'From Paper Input' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('.react-flow__edge')).toHaveCount(3);
  // Ctrl+Z after a click on the empty canvas brings the edge back; Shift+Ctrl+Z takes it away again.
  await page.locator('.react-flow__pane').click({ position: { x: 20, y: 20 } });
  await page.keyboard.press('Control+z');
  await expect(page.locator('.react-flow__edge')).toHaveCount(4);
  await page.keyboard.press('Control+Shift+z');
  await expect(page.locator('.react-flow__edge')).toHaveCount(3);
  await menuWithKeys(page, 'Paper Input', 'Connect to…');
  await page.getByRole('dialog', { name: 'Connect Paper Input to…' }).getByRole('button', { name: 'Script', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('.react-flow__edge')).toHaveCount(4);

  // Enter on Upload PDF opens the file picker.
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload PDF to Paper Input' }).focus();
  await page.keyboard.press('Enter');
  await (await chooser).setFiles(PAPER);
  await expect(card(page, 'Paper Input')).toHaveAttribute('data-status', 'completed', { timeout: 60_000 });
  await expect(card(page, 'Paper Input').getByText('Valid', { exact: true })).toBeVisible();

  // The estimate before a run, then generation with the keyboard.
  await expect(card(page, 'Script').getByText(ESTIMATE)).toBeVisible();
  for (const name of ['Script', 'Storyboard']) {
    await card(page, name).getByRole('button', { name: 'Generate' }).focus();
    await page.keyboard.press('Enter');
    await expect(card(page, name)).toHaveAttribute('data-status', 'completed', { timeout: 60_000 });
  }

  // A second tab on the same project: it follows the run started in the first.
  const second = await page.context().newPage();
  await second.goto(page.url());
  await hydratedCanvas(second);

  const estimateText = (await card(page, 'Video Generation').getByText(ESTIMATE).textContent())!;
  // A film never takes under a second: a full run once showed 'under 1 s' for a 3 s film, its speed
  // measured on the edit journey's re-render from cached scenes (now left out, execution.reused).
  expect(estimateText).not.toBe('under 1 s');
  const [, secondsOnly, minutes, seconds] = ESTIMATE.exec(estimateText)!;
  const estimateSec = secondsOnly ? Number(secondsOnly) : Number(minutes) * 60 + Number(seconds ?? 0);
  // Every 'paper-remix-node:progress' frame the socket delivers to this tab, with its arrival time.
  const progressAt: number[] = [];
  page.on('websocket', (socket) =>
    socket.on('framereceived', (frame) => {
      if (String(frame.payload).includes('paper-remix-node:progress')) progressAt.push(Date.now());
    }),
  );
  await page.addInitScript(watchProgressInPage);
  await page.reload();
  await hydratedCanvas(page);
  const started = Date.now();
  await card(page, 'Video Generation').getByRole('button', { name: 'Generate' }).focus();
  await page.keyboard.press('Enter');
  const bar = card(page, 'Video Generation').getByRole('progressbar');
  await expect(bar).toBeVisible({ timeout: 15_000 });
  await expect(card(page, 'Video Generation').getByText('Hold on, this may take sometime!')).toBeVisible();
  await expect(card(page, 'Video Generation').getByText(/left$|^Almost done$/)).toBeVisible();
  // The other tab shows it running, with progress, never 'Error'.
  await expect(card(second, 'Video Generation')).toHaveAttribute('data-status', 'processing', { timeout: 15_000 });
  await expect(card(second, 'Video Generation').getByRole('progressbar')).toBeVisible({ timeout: 15_000 });
  await shot(page, 'workspace-progress-1440');
  if (SHOTS) await card(page, 'Video Generation').screenshot({ path: `${SHOTS}/card-progress.png` });
  await expect(card(second, 'Video Generation').getByRole('alert')).toHaveCount(0);

  await expect(card(page, 'Video Generation')).toHaveAttribute('data-status', 'completed', { timeout: 300_000 });
  const actualSec = (Date.now() - started) / 1000;
  await expect(card(second, 'Video Generation')).toHaveAttribute('data-status', 'completed', { timeout: 15_000 });
  const gaps = progressAt.slice(1).map((at, i) => at - progressAt[i]!);
  const maxGap = Math.max(...gaps);
  const sorted = [...gaps].sort((a, b) => a - b);
  const summary = `estimate ${estimateSec} s, actual ${actualSec.toFixed(1)} s (${((actualSec / estimateSec - 1) * 100).toFixed(0)} %); ${progressAt.length} progress events, gaps median ${sorted[Math.floor(sorted.length / 2)]} ms, p95 ${sorted[Math.floor(sorted.length * 0.95)]} ms, max ${maxGap} ms`;
  testInfo.annotations.push({ type: 'video progress', description: summary });
  console.log(`video progress: ${summary}`);
  // At least one event a second while it ran (the worker ticks every 500 ms, PROGRESS_INTERVAL_MS): 95 % of
  // the gaps hold it; one may pay for a busy event loop on this shared 2-core machine, and the max is reported.
  // On an oversubscribed machine the worker's own synchronous work (slide layout, speech) delays its
  // ticks past a second; there the bound is 2 s (decision 0153) and the figures above are reported.
  const busy = loadavg()[0]! / availableParallelism() > 1;
  expect(progressAt.length).toBeGreaterThan(3);
  expect(sorted[Math.floor(sorted.length * 0.95)]!).toBeLessThan(busy ? 2_000 : 1_000);
  // Each new percent the bar shows, from the first event that carried it to the frame that paints it.
  const { events, shown } = await page.evaluate(() => {
    const w = window as unknown as ProgressWindow;
    return { events: w.__progressEvents, shown: w.__progressShown };
  });
  const latencies = shown
    .flatMap(({ at, percent }) => {
      const first = events.find((event) => event.percent === percent && event.at <= at);
      return first ? [at - first.at] : [];
    })
    .sort((a, b) => a - b);
  const shownSummary = `${latencies.length} new percents shown, event to paint median ${latencies[Math.floor(latencies.length / 2)]?.toFixed(0)} ms, max ${latencies.at(-1)?.toFixed(0)} ms`;
  testInfo.annotations.push({ type: 'progress shown', description: shownSummary });
  console.log(`progress shown: ${shownSummary}`);
  // The journey's worker encodes the film with ffmpeg on the same 2 cores as this browser, which users'
  // never do: the median holds the 100 ms (27–34 ms measured); the max is reported (67–154 ms, the
  // high end in a full run), not held.
  // On a machine whose cores are oversubscribed (the whole suite on CI's 2 cores: load 2.5–3 per core,
  // medians of 100–146 ms where the journey alone measures 33 ms) the bound doubles (decision 0153).
  const loadPerCore = loadavg()[0]! / availableParallelism();
  const bound = busy ? 200 : 100;
  testInfo.annotations.push({ type: 'progress shown bound', description: `${bound} ms at load ${loadPerCore.toFixed(1)} per core` });
  expect(latencies.length).toBeGreaterThan(2);
  expect(latencies[Math.floor(latencies.length / 2)]!).toBeLessThan(bound);
  await second.close();

  // Share the finished video: a public page, read signed out, then revoked.
  await card(page, 'Video Generation').getByRole('button', { name: 'View' }).click();
  const player = page.getByRole('dialog', { name: 'Video' });
  await expect(player.getByRole('slider', { name: 'Seek' })).toBeVisible();
  await expect(player.getByRole('navigation', { name: 'Chapters' }).getByRole('button').first()).toBeVisible();
  await expect(player.getByRole('button', { name: 'Captions', exact: true })).toHaveAttribute('aria-pressed', 'true');
  const txt = page.waitForEvent('download');
  await player.getByRole('button', { name: 'Transcript (.txt)' }).click();
  expect((await txt).suggestedFilename()).toMatch(/^transcript-\d{4}-\d{2}-\d{2}\.txt$/);
  await player.getByRole('button', { name: 'Create public link' }).click();
  const link = await player.getByRole('textbox', { name: 'Public link' }).inputValue();
  expect(link).toMatch(/\/share\/[A-Za-z0-9_-]{32}$/);
  await shot(page, 'video-modal-share-1440');

  const guest = await browser.newContext();
  const viewer = await guest.newPage();
  await viewer.goto(link);
  await expect(viewer.getByText('Made with Paperlight')).toBeVisible();
  await expect(viewer.getByRole('heading', { name: 'Cite the paper' })).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'Copy embed code' })).toBeVisible();
  const video = viewer.locator('video');
  await expect.poll(() => video.evaluate((el: HTMLVideoElement) => el.readyState), { timeout: 20_000 }).toBeGreaterThanOrEqual(1);
  await expect(viewer.getByRole('navigation', { name: 'Chapters' })).toBeVisible();
  await viewer.getByRole('button', { name: 'Show transcript' }).click();
  await expect(viewer.getByRole('region', { name: 'Transcript' }).locator('p').first()).toBeVisible();
  await shot(viewer, 'share-page-1440');
  await viewer.setViewportSize({ width: 390, height: 844 });
  await shot(viewer, 'share-page-390');

  await player.getByRole('button', { name: 'Revoke' }).click();
  await expect(player.getByRole('textbox', { name: 'Public link' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  const revoked = await viewer.goto(link);
  expect(revoked?.status()).toBe(404);
  await expect(viewer.getByRole('heading', { name: 'This video is no longer shared' })).toBeVisible();
  await guest.close();

  // A new upload puts every result after the input out of date.
  const again = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Replace PDF of Paper Input' }).click();
  await (await again).setFiles(PAPER);
  for (const name of ['Script', 'Storyboard', 'Video Generation'])
    await expect(card(page, name).getByText('Out of date')).toBeVisible({ timeout: 30_000 });
  await expect(card(page, 'Paper Input')).toHaveAttribute('data-status', 'completed', { timeout: 60_000 });
  await expect(card(page, 'Script').getByText('Out of date')).toBeVisible();
  await shot(page, 'workspace-out-of-date-1440');
  if (SHOTS) await page.locator('.react-flow__nodes').screenshot({ path: `${SHOTS}/cards-out-of-date.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.locator('section[data-layout="list"]')).toBeVisible();
  await shot(page, 'workspace-list-390');
});
