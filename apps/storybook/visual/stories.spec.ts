import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base, expect, type Page } from '@playwright/test';
import axe from 'axe-core';
import { expectPicture } from './picture';

// Every story of the built Storybook, at the two widths the product is checked at: its picture
// against the committed baseline, and axe on what it renders (a serious or critical violation fails
// the story, as `a11y: { test: 'error' }` in .storybook/preview.tsx says; a story may opt out with
// `parameters: { a11y: { test: 'off' } }`, which this reads from the story's own parameters). A story
// whose picture moves with time by design (a clock sped up to stream an answer) says
// `parameters: { visual: { disable: true } }` and is checked by axe only, as Chromatic's disableSnapshot.
const here = dirname(fileURLToPath(import.meta.url));
const index = JSON.parse(readFileSync(join(here, '..', 'storybook-static', 'index.json'), 'utf8')) as {
  entries: Record<string, { id: string; title: string; name: string; type: 'story' | 'docs' }>;
};
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');
const WIDTHS = [
  { name: '390', width: 390, height: 844 },
  { name: '1440', width: 1440, height: 900 },
] as const;
/** Every story sees the same day, so dates and days left never move a baseline. */
const FIXED_NOW = new Date('2026-06-01T10:00:00Z');

declare global {
  interface Window {
    axe: typeof axe;
  }
}

interface Preview {
  channel?: { emit: (event: string, payload: unknown) => void };
  currentRender?: {
    id?: string;
    phase?: string;
    story?: { parameters?: { a11y?: { test?: string }; visual?: { disable?: boolean } } };
  };
}

/**
 * One Storybook preview a worker keeps open: a story is switched to through Storybook's own channel
 * (as its manager does) instead of loading the preview again, about 0.7 s a story at both widths
 * instead of 5. Storybook unmounts the story before (portals included) when it renders the next.
 * A failed test ends its worker, so the next story starts in a fresh preview.
 */
const test = base.extend<object, { preview: Page }>({
  preview: [
    async ({ browser }, use, workerInfo) => {
      // A worker's context does not take the config's `use` by itself: the same options, passed on.
      const { baseURL, reducedMotion, colorScheme, locale, timezoneId, deviceScaleFactor } = workerInfo.project.use;
      const context = await browser.newContext({ baseURL, reducedMotion, colorScheme, locale, timezoneId, deviceScaleFactor });
      // The preview's shared clock stands still (.storybook/preview.tsx): timers a story does not drive itself never fire.
      await context.addInitScript(() => {
        (window as unknown as { __PAPERLIGHT_STILL_CLOCK__: boolean }).__PAPERLIGHT_STILL_CLOCK__ = true;
      });
      const page = await context.newPage();
      await page.clock.setFixedTime(FIXED_NOW);
      await page.goto(`/iframe.html?id=${encodeURIComponent(stories[0]!.id)}&viewMode=story`);
      await page.waitForFunction(() => Boolean((window as unknown as { __STORYBOOK_PREVIEW__?: Preview }).__STORYBOOK_PREVIEW__?.channel));
      // axe once per preview, not once per story: the page stays, only the story changes.
      await page.addScriptTag({ content: axe.source });
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

async function showStory(page: Page, id: string) {
  await page.evaluate((storyId) => {
    (window as unknown as { __STORYBOOK_PREVIEW__: Preview }).__STORYBOOK_PREVIEW__.channel!.emit('setCurrentStory', {
      storyId,
      viewMode: 'story',
    });
  }, id);
  // Storybook marks the story rendered (play function included) or failed.
  await page.waitForFunction(
    (storyId) => {
      const render = (window as unknown as { __STORYBOOK_PREVIEW__?: Preview }).__STORYBOOK_PREVIEW__?.currentRender;
      if (document.body.classList.contains('sb-show-errordisplay')) return true;
      return render?.id === storyId && ['completed', 'finished', 'errored', 'aborted'].includes(render.phase ?? '');
    },
    id,
    { timeout: 20_000 },
  );
  await page.evaluate(() => document.fonts.ready);
  // A playing film or sound (the hero's) stopped at its first frame: a picture must not depend on when it was taken.
  await page.evaluate(() =>
    Promise.all(
      [...document.querySelectorAll<HTMLMediaElement>('video, audio')].map((media) => {
        media.autoplay = false;
        media.pause();
        if (media.currentTime !== 0) {
          return new Promise((resolve) => {
            media.addEventListener('seeked', resolve, { once: true });
            media.currentTime = 0;
          });
        }
        // A film that loads shows its first frame once decoded, not its poster one time and its frame the next.
        if (media.preload === 'none' || media.readyState >= 2 || media.networkState === HTMLMediaElement.NETWORK_NO_SOURCE)
          return undefined;
        return new Promise((resolve) => {
          media.addEventListener('loadeddata', resolve, { once: true });
          media.addEventListener('error', resolve, { once: true });
        });
      }),
    ),
  );
}

const parametersOf = (page: Page) =>
  page.evaluate(() => {
    const parameters = (window as unknown as { __STORYBOOK_PREVIEW__?: Preview }).__STORYBOOK_PREVIEW__?.currentRender?.story?.parameters;
    return { a11y: parameters?.a11y?.test ?? 'error', pictures: parameters?.visual?.disable !== true };
  });

for (const story of stories) {
  test(`${story.title} / ${story.name}`, async ({ preview: page }, testInfo) => {
    await page.setViewportSize(WIDTHS[1]);
    await showStory(page, story.id);
    await expect(page.locator('body')).not.toHaveClass(/sb-show-errordisplay/);
    const parameters = await parametersOf(page);
    // 1440 px first, at the size the story was drawn, then 390 px, where axe runs.
    for (const size of parameters.pictures ? [WIDTHS[1], WIDTHS[0]] : []) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await expectPicture(page, `${story.id}--${size.name}.png`, testInfo);
    }
    if (parameters.a11y === 'off') return;
    // Every rule, as @axe-core/playwright runs them; only violations are collected (passes cost as much again).
    if (!parameters.pictures) await page.setViewportSize(WIDTHS[0]);
    const blocking = await page.evaluate(async () => {
      const { violations } = await window.axe.run({ exclude: ['#storybook-docs'] }, { resultTypes: ['violations'] });
      return violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map(
          (v) =>
            `${v.impact} ${v.id}: ${v.help} (${v.nodes
              .map((n) => n.target.join(' '))
              .slice(0, 3)
              .join(', ')})`,
        );
    });
    expect(blocking).toEqual([]);
  });
}
