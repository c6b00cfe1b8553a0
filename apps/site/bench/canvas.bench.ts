import { expect, test } from '@playwright/test';
import {
  createFiftyNodeProject,
  frameSummary,
  medianOf,
  settledViewport,
  startFrameRecording,
  stopFrameRecording,
  viewportOf,
} from '../e2e/canvas';
import { signIn } from '../e2e/helpers';

// The Paper Remix canvas with 50 nodes, laid out by 'Tidy up' (issue 31), keeps a 60 Hz frame while it
// is panned and zoomed.
//   target: the median over BENCH_RUNS runs (default 5) of each run's median frame time ≤ 1000/55 ms
//   (each run: a 480 px drag, 15 wheel steps in and 15 out, a second drag, as a person would).
// The median of medians, because one run on a 2-core machine shared with other work swings widely.
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS) || 5);
const TARGET_MS = 1000 / 55;

test('50-node canvas: frame times while panning and zooming', async ({ context, page: signInPage }) => {
  // A run takes about a minute on the busy shared machine.
  test.setTimeout(120_000 + RUNS * 120_000);
  await signIn(signInPage, 'trial5@paperlight.test');
  const token = await signInPage.evaluate(
    async () => ((await (await fetch('/api/session')).json()) as { accessToken: string }).accessToken,
  );
  const projectId = await createFiftyNodeProject(signInPage, token);
  await signInPage.close();

  const medians: number[] = [];
  for (let run = 1; run <= RUNS; run++) {
    // A fresh tab each run, as the journey has (a reload of the same tab left the second drag unpanned).
    const page = await context.newPage();
    await page.goto(`/paper-remix/${projectId}`);
    await expect(page.locator('section[data-layout="canvas"]')).toBeVisible();
    // The layout a person gets from 'Tidy up' (elk), not the saved grid.
    await page.getByRole('button', { name: 'Tidy up' }).click();
    const box = (await page.locator('.react-flow__pane').boundingBox())!;
    await page.getByRole('button', { name: /fit view/i }).click();
    const fitted = await settledViewport(page);
    // The canvas opens at a readable zoom and draws only the cards in view; fitted, all 50 are.
    await expect(page.locator('.react-flow__node')).toHaveCount(50);

    await startFrameRecording(page);
    await page.mouse.move(box.x + box.width * 0.3, box.y + 12);
    await page.mouse.down();
    for (let i = 1; i <= 60; i++) await page.mouse.move(box.x + box.width * 0.3 + i * 8, box.y + 12 + i * 3);
    await page.mouse.up();
    // A run whose drag did not move the canvas measured nothing.
    expect((await viewportOf(page)).x, `run ${run}: the drag panned`).not.toBe(fitted.x);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    for (let i = 0; i < 30; i++) await page.mouse.wheel(0, i < 15 ? -60 : 60);
    await page.mouse.move(box.x + box.width * 0.6, box.y + 12);
    await page.mouse.down();
    for (let i = 1; i <= 60; i++) await page.mouse.move(box.x + box.width * 0.6 - i * 6, box.y + 12 + i * 4);
    await page.mouse.up();
    const deltas = await stopFrameRecording(page);
    medians.push(medianOf(deltas));
    console.log(`run ${run}/${RUNS}: ${frameSummary(deltas)}`);
    await page.close();
  }
  const sorted = [...medians].sort((a, b) => a - b);
  const result = medianOf(sorted);
  console.log(
    `median of ${RUNS} run medians: ${result.toFixed(1)} ms (target ≤ ${TARGET_MS.toFixed(1)} ms); runs ${sorted.map((m) => m.toFixed(1)).join(', ')} ms`,
  );
  expect(result, 'median frame time while panning and zooming 50 nodes').toBeLessThanOrEqual(TARGET_MS);
});
