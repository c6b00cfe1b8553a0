import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { PNG } from 'pngjs';

/**
 * A story's picture against its committed baseline (decision 0184).
 *
 * Chromium's software raster is not the same to the last unit from one run to the next: a blurred
 * shadow or a backdrop comes out ±1 of 255 depending on what its caches hold from the story before,
 * and a focus ring's anti-aliased edge moves by a few units. So a pixel counts as changed when one
 * of its channels is more than TOLERANCE away from the baseline, and a picture fails when more than
 * MAX_CHANGED pixels changed. A colour two units off, on anything larger than a dot, fails.
 */
export const TOLERANCE = 1;
export const MAX_CHANGED = 100;

export interface Comparison {
  changed: number;
  diff: PNG;
}

/** Pixels whose channels differ by more than the tolerance, drawn red on a faded copy of the baseline. */
export function comparePictures(expected: PNG, actual: PNG): Comparison {
  const diff = new PNG({ width: expected.width, height: expected.height });
  let changed = 0;
  for (let i = 0; i < expected.data.length; i += 4) {
    let far = false;
    for (let c = 0; c < 3; c += 1) {
      if (Math.abs(expected.data[i + c]! - actual.data[i + c]!) > TOLERANCE) far = true;
    }
    if (far) {
      changed += 1;
      diff.data.set([255, 0, 0, 255], i);
    } else {
      // The baseline faded to a tenth of its contrast, as Playwright's own diff images are.
      const grey = 255 - Math.round((255 - (expected.data[i]! + expected.data[i + 1]! + expected.data[i + 2]!) / 3) * 0.1);
      diff.data.set([grey, grey, grey, 255], i);
    }
  }
  return { changed, diff };
}

/**
 * A screenshot taken until two in a row are the same (a late font, image, focus or layout settles
 * first), two animation frames apart.
 */
async function steadyScreenshot(page: Page): Promise<Buffer> {
  const shoot = () => page.screenshot({ animations: 'disabled', caret: 'hide', scale: 'css' });
  const frames = () => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  let last = await shoot();
  for (let attempt = 0; attempt < 10; attempt += 1) {
    await frames();
    const next = await shoot();
    if (next.equals(last)) return next;
    last = next;
  }
  throw new Error('The story did not come to rest: ten screenshots in a row differed.');
}

/**
 * Fails the test when the page differs from the baseline `name`; writes the baseline when it is
 * missing or when the run accepts changes (`--update-snapshots`). On a difference the baseline,
 * the new picture and the diff are attached under the names Playwright's HTML report shows side by side.
 */
export async function expectPicture(page: Page, name: string, testInfo: TestInfo): Promise<void> {
  const path = testInfo.snapshotPath(name);
  const actualBytes = await steadyScreenshot(page);
  const update = testInfo.config.updateSnapshots;
  const write = () => {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, actualBytes);
  };
  if (!existsSync(path)) {
    write();
    if (update === 'all' || update === 'changed') return;
    // A story added without its pictures fails, so they are committed with it.
    throw new Error(`No baseline for ${name}; the new picture is written at ${path}: look at it and commit it.`);
  }
  const expectedBytes = readFileSync(path);
  if (expectedBytes.equals(actualBytes)) return;
  const expected = PNG.sync.read(expectedBytes);
  const actual = PNG.sync.read(actualBytes);
  const sameSize = expected.width === actual.width && expected.height === actual.height;
  const comparison = sameSize ? comparePictures(expected, actual) : undefined;
  if (comparison && comparison.changed <= MAX_CHANGED) return;
  if (update === 'all' || update === 'changed') {
    write();
    return;
  }
  // Kept beside the test's results as Playwright keeps its own, and attached under the names its
  // HTML report puts side by side.
  const stem = name.replace(/\.png$/, '');
  const pictures: [string, Buffer][] = [
    ['expected', expectedBytes],
    ['actual', actualBytes],
  ];
  if (comparison) pictures.push(['diff', PNG.sync.write(comparison.diff)]);
  for (const [kind, body] of pictures) {
    const file = testInfo.outputPath(`${stem}-${kind}.png`);
    writeFileSync(file, body);
    await testInfo.attach(`${stem}-${kind}.png`, { path: file, contentType: 'image/png' });
  }
  throw new Error(
    comparison
      ? `${name}: ${comparison.changed} pixels differ from the baseline by more than ${TOLERANCE}/255 (at most ${MAX_CHANGED} may).`
      : `${name}: the picture is ${actual.width}×${actual.height}, the baseline ${expected.width}×${expected.height}.`,
  );
}
