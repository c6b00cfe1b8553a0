import { statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { createFiftyNodeProject, frameSummary, settledViewport, startFrameRecording, stopFrameRecording, viewportOf } from './canvas';
import { createAccount, paperPath, signIn } from './helpers';

// The smallest paper of ../shared/papers keeps the chain short on this 2-core machine.
const PAPER = paperPath('socialscience-mexico-city-policy-abortion.pdf');
const JOURNEY_PASSWORD = 'Journey-account-2026';

const axe = (page: Page) => new AxeBuilder({ page }).exclude('.react-flow__attribution');

/** When each node type's job finished (`jobs.finished_at`), from the stack's SQLite database (same machine, same clock). */
function jobsFinishedAt(projectId: string): Map<string, number> {
  // better-sqlite3 is the api's dependency; the site's journeys only borrow it to read.
  const require = createRequire(new URL('../../api/package.json', import.meta.url));
  const Database = require('better-sqlite3') as new (
    file: string,
    options: { readonly: boolean },
  ) => {
    prepare(sql: string): { all(...params: unknown[]): { node_type: string; finished_at: string }[] };
    close(): void;
  };
  const db = new Database(join(process.env.PAPERLIGHT_E2E_DATA_DIR!, 'paperlight.db'), { readonly: true });
  try {
    const rows = db
      .prepare(
        `select n.node_type, j.finished_at from jobs j join project_nodes n on n.id = j.project_node_id
         where n.project_id = ? and j.status = 'completed' order by j.finished_at`,
      )
      .all(projectId);
    return new Map(rows.map((row) => [row.node_type, Date.parse(row.finished_at)]));
  } finally {
    db.close();
  }
}

/**
 * Records every status a node card shows, with the wall-clock time it appeared: fast steps finish
 * within milliseconds, and the time the page shows 'completed' bounds when the event arrived.
 */
async function recordStatuses(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: { node: string; status: string; at: number }[] = [];
    (window as unknown as { __statuses: typeof seen }).__statuses = seen;
    new MutationObserver((records) => {
      const at = performance.timeOrigin + performance.now();
      for (const record of records) {
        const element = record.target as HTMLElement;
        if (element.dataset.nodeType) seen.push({ node: element.dataset.nodeType, status: element.dataset.status ?? '', at });
      }
    }).observe(document.body, { attributes: true, attributeFilter: ['data-status'], subtree: true });
  });
}

const recordedStatuses = (page: Page) =>
  page.evaluate(() => (window as unknown as { __statuses: { node: string; status: string; at: number }[] }).__statuses);

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

/** The server renders the stacked list; the canvas replaces it once the page has hydrated. */
const hydratedCanvas = (page: Page) => expect(page.locator('section[data-layout="canvas"]')).toBeVisible();

test.describe('Paper Remix guest sample', () => {
  test('shows the whole retail-kiosk sample with every change locked', async ({ page }) => {
    // Seven sign-up tabs and two axe scans: 59 s to 66 s on the shared 2-core machine (24 Nov), over the 60 s default.
    test.slow();
    await page.goto('/demos/paper-remix/retail-kiosk');
    await expect(page.getByRole('heading', { name: 'Paper Remix Results' })).toBeVisible();
    await hydratedCanvas(page);
    await expect(page.getByText('Retail object classification for unmanned kiosks', { exact: true })).toBeVisible();
    for (const name of ['Paper Input', 'Script', 'Storyboard', 'Video Generation'])
      await expect(card(page, name)).toHaveAttribute('data-status', 'completed');
    await expect(page.locator('.react-flow__edge')).toHaveCount(4);
    const autoSave = page.getByRole('switch', { name: 'Auto-save' });
    await expect(autoSave).toHaveAttribute('aria-disabled', 'true');
    await expect(autoSave).toHaveAttribute('aria-checked', 'false');

    // Locked controls open sign-up in a new tab.
    for (const name of ['Try your file', 'Save', 'Clear', 'Templates', 'Add Nodes', 'Project', 'Help']) {
      const popup = page.waitForEvent('popup');
      await page.getByRole('button', { name, exact: true }).click();
      const tab = await popup;
      await tab.waitForURL(/\/signup/);
      await tab.close();
    }
    await expect(page.locator('article[data-node-type]')).toHaveCount(5);

    await card(page, 'Script').getByRole('button', { name: 'Script options' }).click();
    const menu = page.getByRole('list', { name: 'Script options' });
    for (const name of ['Reset', 'Delete', 'History']) await expect(menu.getByRole('button', { name })).toBeDisabled();
    await menu.getByRole('button', { name: 'Configure' }).click();
    const drawer = page.getByRole('dialog', { name: 'Configure Script' });
    await expect(drawer).toBeVisible();
    for (const control of await drawer.locator('input, select, textarea').all()) await expect(control).toBeDisabled();
    expect(
      await axe(page)
        .analyze()
        .then((r) => r.violations),
    ).toEqual([]);
    const popup = page.waitForEvent('popup');
    await drawer
      .getByRole('button', { name: /sign up to change/ })
      .first()
      .click();
    await (await popup).close();
    await page.keyboard.press('Escape');

    // The results are real: what was read from the paper (its figure cropped), the script, the
    // storyboard and a playable video.
    await card(page, 'Paper Input').getByRole('button', { name: 'Contents' }).click();
    const contents = page.getByRole('dialog', { name: 'Paper contents' });
    const figure = contents.getByRole('figure').first();
    await expect(figure).toContainText('Figure 1 · p. 2');
    await expect
      .poll(() => figure.getByRole('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(400);
    await page.keyboard.press('Escape');
    await card(page, 'Script').getByRole('button', { name: 'View' }).click();
    await expect(page.getByRole('dialog', { name: 'Script' }).getByRole('heading', { name: 'Opening' })).toBeVisible();
    await page.keyboard.press('Escape');
    await card(page, 'Video Generation').getByRole('button', { name: 'View' }).click();
    const player = page.getByRole('dialog', { name: 'Video' });
    const video = player.locator('video');
    await expect.poll(() => video.evaluate((el: HTMLVideoElement) => el.readyState)).toBeGreaterThanOrEqual(1);
    expect(await video.evaluate((el: HTMLVideoElement) => [el.videoWidth, el.videoHeight, Math.round(el.duration)])).toEqual([
      1920,
      1080,
      expect.any(Number),
    ]);
    await player.getByRole('button', { name: 'Download' }).click();
    await expect(player.getByRole('alert')).toHaveText('Not able to download file.');
    expect(
      await axe(page)
        .analyze()
        .then((r) => r.violations),
    ).toEqual([]);
  });
});

test.describe('Paper Remix workspace', () => {
  test('an expired trial opens its workspace but the engine says why it starts nothing, with a way to book a call', async ({ page }) => {
    await signIn(page, 'expired@paperlight.test');
    await page.goto('/dashboard');
    await expect(page.getByText(/^Storage: .+ of 500 MB used/)).toBeVisible();
    await page.getByLabel('Project name').fill('Expired trial remix');
    await page.getByRole('button', { name: 'New project' }).click();
    await page.waitForURL(/\/paper-remix\/[0-9a-f-]+$/);
    await hydratedCanvas(page);
    await page.getByRole('button', { name: 'Templates' }).click();
    // Templates asks before adding its steps (issue 31).
    await page.getByRole('button', { name: 'Add steps' }).click();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload PDF to Paper Input' }).click();
    await (await chooser).setFiles(PAPER);
    const input = card(page, 'Paper Input');
    await expect(input.getByRole('alert')).toContainText('Your free trial has expired');
    await expect(input.getByRole('link', { name: 'Book a call' })).toHaveAttribute('href', /^https?:\/\//);
    // The upload itself was kept: the file is there to open once the trial is extended.
    await expect(input.getByText('socialscience-mexico-city-policy-abortion.pdf')).toBeVisible();
  });

  test('a registered user uploads a paper, generates the chain live and finds it saved after a reload', async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(300_000);
    const account = await createAccount(browser, 'Remix Journey');
    await signIn(page, account.email, JOURNEY_PASSWORD);

    await page.goto('/dashboard');
    await page.getByLabel('Project name').fill('Mexico City policy remix');
    await page.getByRole('button', { name: 'New project' }).click();
    await page.waitForURL(/\/paper-remix\/[0-9a-f-]+$/);
    const projectId = page.url().split('/').pop()!;
    // A user's own project is titled by its name (issue 15); 'Paper Remix Results' is the guest sample's.
    await expect(page.getByRole('heading', { level: 1, name: 'Mexico City policy remix' })).toBeVisible();
    await expect(page.getByText('Start Building Your Workflow')).toBeVisible();
    await hydratedCanvas(page);
    await recordStatuses(page);

    await page.getByRole('button', { name: 'Templates' }).click();
    // Templates asks before adding its steps (issue 31).
    await page.getByRole('button', { name: 'Add steps' }).click();
    await expect(page.locator('.react-flow__edge')).toHaveCount(4);
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload PDF to Paper Input' }).click();
    await (await chooser).setFiles(PAPER);
    const input = card(page, 'Paper Input');
    await expect(input).toHaveAttribute('data-status', 'completed', { timeout: 60_000 });
    await expect(input.getByText('Valid', { exact: true })).toBeVisible();
    // A read paper shows what was read (issue 31); its file name is in the title's tooltip.
    await expect(input.getByText(/^USA aid policy and induced abortion/)).toHaveAttribute(
      'title',
      /socialscience-mexico-city-policy-abortion\.pdf$/,
    );
    await expect(input.getByText('Nina Brooks et al.', { exact: true })).toBeVisible();

    for (const [name, timeout] of [
      ['Script', 30_000],
      ['Storyboard', 30_000],
      ['Video Generation', 180_000],
    ] as const) {
      await card(page, name).getByRole('button', { name: 'Generate' }).click();
      await expect(card(page, name)).toHaveAttribute('data-status', 'completed', { timeout });
      await expect(card(page, name).getByRole('button', { name: 'Regenerate' })).toBeDisabled();
    }

    // Live status: each card went processing → completed without a reload (the socket event).
    const statuses = await recordedStatuses(page);
    const jobTypes = ['paperInput', 'script', 'storyboard', 'video'];
    for (const type of jobTypes) {
      expect(
        statuses
          .filter((entry) => entry.node === type)
          .map((entry) => entry.status)
          .slice(-2),
      ).toEqual(['processing', 'completed']);
    }
    // The output step runs no job of its own: it shows the state of the video that feeds it.
    expect(statuses.filter((entry) => entry.node === 'output').at(-1)?.status).toBe('completed');
    const finishedAt = jobsFinishedAt(projectId);
    const latencies = statuses
      .filter((entry) => entry.status === 'completed' && jobTypes.includes(entry.node))
      .map((entry) => Math.round(entry.at - finishedAt.get(entry.node)!));
    testInfo.annotations.push({ type: 'status event latency (ms)', description: latencies.join(', ') });
    console.log(`status latency, job finished → page shows completed (ms): ${latencies.join(', ')}`);
    expect(latencies).toHaveLength(4);
    // The page has no polling, and these statuses were seen by one document: only the socket event can
    // have turned the cards completed. How soon is reported above, not judged: with the 2-core machine
    // shared (load average 8 to 40 in the runs of 24 Nov) single steps took 16 to 2,411 ms, so no bound
    // held in a journey; the 100 ms target wants a benchmark on a quiet machine.

    // Each result can be viewed and downloaded.
    await card(page, 'Script').getByRole('button', { name: 'View' }).click();
    const scriptDialog = page.getByRole('dialog', { name: 'Script' });
    await expect(scriptDialog.getByRole('heading', { name: 'Opening' })).toBeVisible();
    const scriptDownload = page.waitForEvent('download');
    await scriptDialog.getByRole('button', { name: 'Download' }).click();
    expect((await scriptDownload).suggestedFilename()).toMatch(/^script-\d{4}-\d{2}-\d{2}\.txt$/);
    await page.keyboard.press('Escape');

    await card(page, 'Storyboard').getByRole('button', { name: 'View' }).click();
    const storyboardDialog = page.getByRole('dialog', { name: 'Storyboard' });
    await expect(storyboardDialog.getByText('Directions for videographer').first()).toBeVisible();
    const storyboardDownload = page.waitForEvent('download');
    await storyboardDialog.getByRole('button', { name: 'Download' }).click();
    expect((await storyboardDownload).suggestedFilename()).toMatch(/^storyboard-\d{4}-\d{2}-\d{2}\.txt$/);
    await page.keyboard.press('Escape');

    await card(page, 'Video Generation').getByRole('button', { name: 'View' }).click();
    const player = page.getByRole('dialog', { name: 'Video' });
    const video = player.locator('video');
    await expect.poll(() => video.evaluate((el: HTMLVideoElement) => el.readyState)).toBeGreaterThanOrEqual(1);
    expect(await video.evaluate((el: HTMLVideoElement) => [el.videoWidth, el.videoHeight])).toEqual([1920, 1080]);
    const videoDownload = page.waitForEvent('download');
    await player.getByRole('button', { name: 'Download' }).click();
    const saved = await videoDownload;
    expect(statSync((await saved.path())!).size).toBeGreaterThan(50_000);
    await page.keyboard.press('Escape');

    expect(
      await axe(page)
        .analyze()
        .then((r) => r.violations),
    ).toEqual([]);

    // Reload: the workflow is as saved, results included.
    await page.reload();
    await hydratedCanvas(page);
    await expect(page.locator('article[data-node-type]')).toHaveCount(5);
    for (const name of ['Paper Input', 'Script', 'Storyboard', 'Video Generation'])
      await expect(card(page, name)).toHaveAttribute('data-status', 'completed');
    await expect(page.locator('.react-flow__edge')).toHaveCount(4);

    // History lists the script's run from the jobs table.
    await card(page, 'Script').getByRole('button', { name: 'Script options' }).click();
    await page.getByRole('list', { name: 'Script options' }).getByRole('button', { name: 'History' }).click();
    const history = page.getByRole('dialog', { name: 'Script history' });
    await expect(history.getByRole('list', { name: 'Runs' }).getByRole('listitem')).toHaveCount(1);
    await expect(history.getByRole('listitem').first()).toContainText('Completed');
    expect(
      await axe(page)
        .analyze()
        .then((r) => r.violations),
    ).toEqual([]);
    await page.keyboard.press('Escape');

    // The dashboard lists it; it can be renamed.
    await page.goto('/dashboard');
    await expect(page.getByRole('link', { name: 'Mexico City policy remix' })).toHaveAttribute('href', `/paper-remix/${projectId}`);
    await page.getByText('Rename', { exact: true }).click();
    await page.getByLabel('New name').fill('Policy remix');
    await page.getByRole('button', { name: 'Save name' }).click();
    await expect(page.getByRole('link', { name: 'Policy remix' })).toBeVisible();
    expect(
      await axe(page)
        .analyze()
        .then((r) => r.violations),
    ).toEqual([]);
  });

  test('a 50-node canvas pans and zooms, painting frames throughout (frame times reported)', async ({ page, browser }, testInfo) => {
    test.setTimeout(120_000);
    const account = await createAccount(browser, 'Remix Canvas');
    await signIn(page, account.email, JOURNEY_PASSWORD);
    const token = await page.evaluate(async () => ((await (await fetch('/api/session')).json()) as { accessToken: string }).accessToken);
    const projectId = await createFiftyNodeProject(page, token);

    await page.goto(`/paper-remix/${projectId}`);
    await hydratedCanvas(page);
    // It opens at a readable zoom on the chains' start; the minimap shows the rest, and fit view all of it.
    await expect(page.locator('.react-flow__minimap')).toBeVisible();
    const opened = await settledViewport(page);
    expect(opened.scale).toBeGreaterThanOrEqual(12 / 14 - 0.001);
    await expect(page.getByRole('article', { name: 'paperInput 1', exact: true })).toBeInViewport();
    const pane = page.locator('.react-flow__pane');
    const box = (await pane.boundingBox())!;
    await page.getByRole('button', { name: /fit view/i }).click();
    const fitted = await settledViewport(page);
    await expect(page.locator('.react-flow__node')).toHaveCount(50);

    // Frame times from requestAnimationFrame while the mouse pans and the wheel zooms.
    await startFrameRecording(page);
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height / 2;
    // The top band of the pane is empty after fit view (its padding), so the drag pans instead of moving a node.
    await page.mouse.move(box.x + box.width * 0.3, box.y + 12);
    await page.mouse.down();
    for (let i = 1; i <= 60; i++) await page.mouse.move(box.x + box.width * 0.3 + i * 8, box.y + 12 + i * 3);
    await page.mouse.up();
    // The canvas followed the pointer 480 px right and 180 px down (a loaded machine may lose the
    // first moves of the drag, never add any), and no node was dragged along instead.
    const panned = await viewportOf(page);
    expect(panned.x - fitted.x).toBeGreaterThan(480 / 2);
    expect(panned.x - fitted.x).toBeLessThanOrEqual(480 + 1);
    expect(panned.y - fitted.y).toBeGreaterThan(180 / 2);
    expect(panned.y - fitted.y).toBeLessThanOrEqual(180 + 1);
    expect(panned.scale).toBe(fitted.scale);

    await page.mouse.move(cx, cy);
    for (let i = 0; i < 15; i++) await page.mouse.wheel(0, -60);
    await expect.poll(async () => (await viewportOf(page)).scale).toBeGreaterThan(panned.scale * 1.5);
    const zoomedIn = (await viewportOf(page)).scale;
    for (let i = 0; i < 15; i++) await page.mouse.wheel(0, 60);
    await expect.poll(async () => (await viewportOf(page)).scale).toBeLessThan(zoomedIn / 1.5);

    await page.mouse.move(box.x + box.width * 0.6, box.y + 12);
    await page.mouse.down();
    for (let i = 1; i <= 60; i++) await page.mouse.move(box.x + box.width * 0.6 - i * 6, box.y + 12 + i * 4);
    await page.mouse.up();
    const deltas = await stopFrameRecording(page);

    // The page kept painting through the whole gesture (a frozen main thread records next to nothing).
    expect(deltas.length).toBeGreaterThan(60);
    // Frame times are a benchmark, not a pass mark, on a 2-core machine shared with other work: the
    // 60 fps target is judged by `pnpm bench:canvas` over several runs; here they are only reported.
    const summary = frameSummary(deltas);
    testInfo.annotations.push({ type: '50-node pan/zoom frame times', description: summary });
    console.log(`50-node canvas pan/zoom: ${summary}`);
  });
});
