import { expect, type Locator, type Page } from '@playwright/test';
import { API_URL } from './helpers';

/**
 * Ten chains of input → script → storyboard → video → output, saved through the api as the canvas
 * would save them, in a new project of the signed-in user whose access token is `token`.
 */
export async function createFiftyNodeProject(page: Page, token: string): Promise<string> {
  const types = ['paperInput', 'script', 'storyboard', 'video', 'output'] as const;
  const nodes = Array.from({ length: 50 }, (_, index) => {
    const row = Math.floor(index / 5);
    const column = index % 5;
    const position = { x: column * 340, y: row * 240 };
    const next =
      column < 4
        ? {
            clientNodeId: `${types[column + 1]}-${row}`,
            nodeType: types[column + 1],
            position: { x: (column + 1) * 340, y: row * 240 },
            label: types[column + 1],
          }
        : null;
    return {
      clientNodeId: `${types[column]}-${row}`,
      nodeType: types[column],
      position,
      label: `${types[column]} ${row + 1}`,
      targetEdges: next ? [next] : [],
      configuration: { basic: {} },
    };
  });
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const created = await page.request.post(`${API_URL}/paper-remix/projects`, { headers, data: { name: 'Fifty steps' } });
  expect(created.ok()).toBe(true);
  const projectId = ((await created.json()) as { data: { id: string } }).data.id;
  expect((await page.request.post(`${API_URL}/paper-remix/project/${projectId}/workflow`, { headers, data: { nodes } })).ok()).toBe(true);
  return projectId;
}

/** React Flow's viewport: its translation in px and its zoom, from the transform it paints with. */
export function viewportOf(page: Page): Promise<{ x: number; y: number; scale: number }> {
  return page.locator('.react-flow__viewport').evaluate((element) => {
    const matrix = new DOMMatrixReadOnly(getComputedStyle(element).transform);
    return { x: matrix.e, y: matrix.f, scale: matrix.a };
  });
}

/**
 * The viewport once it has stopped changing: React Flow fits the view again as the cards it had not
 * measured yet are measured (a run saw the zoom go from 0.242 to 0.264 during the first drag).
 */
export async function settledViewport(page: Page): Promise<{ x: number; y: number; scale: number }> {
  let last = '';
  await expect
    .poll(
      async () => {
        const now = JSON.stringify(await viewportOf(page));
        const settled = now === last;
        last = now;
        return settled;
      },
      { intervals: [100, 200, 300] },
    )
    .toBe(true);
  return JSON.parse(last) as { x: number; y: number; scale: number };
}

/** Starts recording requestAnimationFrame timestamps in the page. */
export async function startFrameRecording(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __frames: number[]; __recording: boolean };
    w.__frames = [];
    w.__recording = true;
    const tick = (time: number) => {
      w.__frames.push(time);
      if (w.__recording) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

/** Stops the recording; the time between consecutive frames, in ms, sorted ascending. */
export async function stopFrameRecording(page: Page): Promise<number[]> {
  const frames = await page.evaluate(() => {
    const w = window as unknown as { __frames: number[]; __recording: boolean };
    w.__recording = false;
    return w.__frames;
  });
  return frames
    .slice(1)
    .map((time, i) => time - frames[i]!)
    .sort((a, b) => a - b);
}

/** Median of sorted frame times. */
export const medianOf = (sorted: readonly number[]): number => sorted[Math.floor(sorted.length / 2)]!;

/** One line for a report: count, mean (and fps), median, p95 and max of sorted frame times. */
export function frameSummary(sorted: readonly number[]): string {
  const mean = sorted.reduce((sum, d) => sum + d, 0) / sorted.length;
  const p95 = sorted[Math.floor(sorted.length * 0.95)]!;
  return `${sorted.length} frames, mean ${mean.toFixed(1)} ms (${(1000 / mean).toFixed(1)} fps), median ${medianOf(sorted).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${sorted[sorted.length - 1]!.toFixed(1)} ms`;
}

/**
 * From the dashboard, a new project named `name` with Templates' five steps (Templates asks before
 * adding them, issue 31), its canvas shown.
 */
export async function newProjectWithSteps(page: Page, name: string): Promise<void> {
  await page.goto('/dashboard');
  await page.getByLabel('Project name').fill(name);
  await page.getByRole('button', { name: 'New project' }).click();
  await page.waitForURL(/\/paper-remix\/[0-9a-f-]+$/);
  await expect(page.locator('section[data-layout="canvas"]')).toBeVisible();
  await page.getByRole('button', { name: 'Templates' }).click();
  await page.getByRole('button', { name: 'Add steps' }).click();
  await expect(page.locator('.react-flow__edge')).toHaveCount(4);
}

/** Uploads `file` to the Paper Input card with the mouse and waits until the paper is read. */
export async function uploadPaper(page: Page, file: string): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload PDF to Paper Input' }).click();
  await (await chooser).setFiles(file);
  await expect(page.getByRole('article', { name: 'Paper Input', exact: true })).toHaveAttribute('data-status', 'completed', {
    timeout: 60_000,
  });
}

/** Adds `step` from the palette (opened first on a phone, where the steps are a list) and returns its card. */
export async function addFromPalette(page: Page, step: string, width: number): Promise<Locator> {
  if (width === 390) await page.getByRole('button', { name: 'Add Nodes' }).click();
  await page.getByRole('region', { name: 'Nodes' }).getByRole('button', { name: step, exact: true }).click();
  const added = page.getByRole('article', { name: step, exact: true });
  await expect(added).toBeVisible();
  return added;
}

/** Connects `from` to `to` with 'Connect to…' in `from`'s menu, by keyboard (at 1440 px the minimap can lie over a card's menu). */
export async function connectSteps(page: Page, from: string, to: string): Promise<void> {
  await page
    .getByRole('article', { name: from, exact: true })
    .getByRole('button', { name: `${from} options` })
    .click();
  await page
    .getByRole('list', { name: `${from} options` })
    .getByRole('button', { name: 'Connect to…' })
    .press('Enter');
  await page
    .getByRole('dialog', { name: `Connect ${from} to…` })
    .getByRole('button', { name: to, exact: true })
    .click();
}
