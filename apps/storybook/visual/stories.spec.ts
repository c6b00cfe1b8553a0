import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

// Every story of the built Storybook, at the two widths the product is checked at: its picture
// against the committed baseline, and axe on what it renders (a serious or critical violation fails
// the story, as `a11y: { test: 'error' }` in .storybook/preview.tsx says; a story may opt out with
// `parameters: { a11y: { test: 'off' } }`, which this reads from the story's own parameters).
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

async function openStory(page: Page, id: string) {
  await page.clock.setFixedTime(FIXED_NOW);
  await page.goto(`/iframe.html?id=${encodeURIComponent(id)}&viewMode=story`);
  // Storybook marks the story rendered (play function included) or failed on the body.
  await page.waitForFunction(() => {
    const channel = (window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } }).__STORYBOOK_PREVIEW__;
    const phase = channel?.currentRender?.phase;
    return phase === 'completed' || phase === 'errored' || phase === 'aborted' || document.body.classList.contains('sb-show-errordisplay');
  }, undefined, { timeout: 20_000 });
  await page.evaluate(() => document.fonts.ready);
  await page.waitForLoadState('networkidle');
}

async function a11yTestOf(page: Page): Promise<string> {
  return page.evaluate(() => {
    const preview = (window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { story?: { parameters?: { a11y?: { test?: string } } } } } }).__STORYBOOK_PREVIEW__;
    return preview?.currentRender?.story?.parameters?.a11y?.test ?? 'error';
  });
}

for (const story of stories) {
  for (const size of WIDTHS) {
    test(`${story.title} / ${story.name} @${size.name}`, async ({ page }) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      await openStory(page, story.id);
      await expect(page.locator('body')).not.toHaveClass(/sb-show-errordisplay/);
      await expect(page).toHaveScreenshot(`${story.id}--${size.name}.png`);
      if ((await a11yTestOf(page)) === 'off') return;
      const { violations } = await new AxeBuilder({ page }).exclude('#storybook-docs').analyze();
      const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(blocking.map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`)).toEqual([]);
    });
  }
}
