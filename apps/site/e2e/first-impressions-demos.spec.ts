import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { API_URL, openAudioOptionsFromLanding, SITE_URL } from './helpers';

// Issue 19 (First impressions): the journeys the other demo specs do not already walk, at 1440 and 390 px.
const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;

/** axe over `include`: no serious or critical violation. Time must flow (axe has timers of its own). */
async function noSeriousAxe(page: Page, include: string) {
  await page.clock.resume().catch(() => undefined);
  const { violations } = await new AxeBuilder({ page }).include(include).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** A link opens sign-up in a new tab: the sso's sign-up page answers in the popup. */
async function opensSignUp(context: BrowserContext, click: () => Promise<unknown>) {
  const popup = context.waitForEvent('page');
  await click();
  const tab = await popup;
  await tab.waitForURL(/\/signup/);
  await tab.close();
}

/** The closing call of SPEC §1: visible at the end of the demo, a link to sign-up in a new tab. */
async function closingCall(page: Page, title: string) {
  const call = page.getByRole('complementary', { name: title });
  await call.scrollIntoViewIfNeeded();
  await expect(call).toBeVisible();
  const link = call.getByRole('link', { name: /Sign up free/ });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('href', /\/signup/);
  // Nothing of the demo comes after it.
  expect(await call.evaluate((aside) => aside.nextElementSibling === null)).toBe(true);
  return { call, link };
}

test.describe('First impressions: demos opened from the landing showcase are styled on their first open', () => {
  for (const viewport of VIEWPORTS) {
    test(`Multi-lingual Audio's options dialog, first open on a fresh page, is styled at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const dialog = await openAudioOptionsFromLanding(page);
      // Read at once, on the first frame the dialog is on screen.
      const look = await dialog.evaluate((element) => {
        const fieldset = element.querySelector('fieldset')!;
        const list = element.querySelector('ul[aria-label="Languages"]')!;
        const link = list.querySelector('a')!;
        const f = getComputedStyle(fieldset);
        return {
          fieldsetBorder: `${f.borderTopStyle} ${f.borderTopWidth}`,
          fieldsetPadding: f.paddingTop,
          listStyle: getComputedStyle(list).listStyleType,
          listPadding: getComputedStyle(list).paddingLeft,
          linkDecoration: getComputedStyle(link).textDecorationLine,
          linkDisplay: getComputedStyle(link).display,
        };
      });
      expect(look.fieldsetBorder).not.toMatch(/groove/);
      expect(look.fieldsetBorder).toBe('none 0px');
      expect(look.fieldsetPadding).toBe('0px');
      expect(look.listStyle).toBe('none');
      expect(look.listPadding).not.toBe('40px');
      expect(look.linkDecoration).toBe('none');
      expect(look.linkDisplay).toBe('flex');
      if (viewport.width === 390) expect((await dialog.boundingBox())!.width).toBeLessThanOrEqual(390);
    });

    test(`every other showcase demo paints its first frame with its stylesheet loaded at ${viewport.width} px`, async ({ browser }) => {
      test.slow();
      // Each demo in a context of its own: a cold cache, a fresh page, a first open.
      const demos = [
        { tool: 'Alt Text', sample: 'Anatomy' },
        { tool: 'Chat with Paper', sample: 'Humanities' },
        { tool: 'Gen AI Search', sample: 'global conflicts' },
        { tool: 'Paper Remix', sample: 'Retail object classification' },
        { tool: 'Rejections Analyzer', sample: 'A year of rejections' },
      ];
      const opened: string[] = [];
      for (const { tool, sample } of demos) {
        const context = await browser.newContext({ viewport });
        const page = await context.newPage();
        // At the demo's first frame (the overlay's 'painted' mark), every stylesheet of the page has loaded.
        await page.addInitScript(() => {
          const original = performance.mark.bind(performance);
          const w = window as unknown as { __atPaint?: { links: number; loaded: boolean } };
          performance.mark = ((name: string, options?: PerformanceMarkOptions) => {
            if (name === 'demo-overlay:painted' && !w.__atPaint) {
              const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
              w.__atPaint = { links: links.length, loaded: links.every((link) => (link.sheet?.cssRules.length ?? 0) > 0) };
            }
            return original(name, options);
          }) as typeof performance.mark;
        });
        await page.goto(SITE_URL);
        const showcase = page.locator('#tools-showcase');
        const toolButton = showcase.getByRole('button', { name: tool, exact: true });
        if ((await toolButton.count()) === 0) {
          await context.close();
          continue; // Not featured by the catalogue.
        }
        const before = await page.locator('link[rel="stylesheet"]').count();
        await toolButton.click();
        await showcase.getByRole('button', { name: new RegExp(sample) }).click();
        await showcase.getByRole('button', { name: 'Generate Now' }).click();
        await expect(page.getByRole('dialog', { name: new RegExp(`^${tool} demo`) })).toBeVisible();
        const atPaint = await expect
          .poll(() => page.evaluate(() => (window as unknown as { __atPaint?: { links: number; loaded: boolean } }).__atPaint))
          .toBeTruthy()
          .then(() => page.evaluate(() => (window as unknown as { __atPaint: { links: number; loaded: boolean } }).__atPaint));
        expect(atPaint.loaded, `${tool}: every stylesheet loaded at the first frame`).toBe(true);
        expect(atPaint.links, `${tool}: its own stylesheet came with it`).toBeGreaterThan(before);
        opened.push(tool);
        await context.close();
      }
      expect(opened.length).toBeGreaterThanOrEqual(4);
      test.info().annotations.push({ type: 'demos opened', description: opened.join(', ') });
    });
  }
});

test.describe('First impressions: demo pages', () => {
  test('an unknown Paper Remix sample is the site’s not-found page with a 404 status (SPEC §8)', async ({ page }) => {
    const response = await page.goto('/demos/paper-remix/no-such-sample');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });

  test('the api’s audio samples all carry translated and original, each with fullPaper and summary sections', async ({ request }) => {
    // A guest's token, as the site holds it for a visitor.
    const session = (await (await request.get(`${SITE_URL}/api/session`)).json()) as { accessToken: string; deviceId?: string };
    expect(session.accessToken).toBeTruthy();
    const headers: Record<string, string> = { authorization: `Bearer ${session.accessToken}` };
    if (session.deviceId) headers['x-device-id'] = session.deviceId;
    for (const id of ['medicine', 'health-science', 'physical-science']) {
      const file = JSON.parse(readFileSync(fileURLToPath(new URL(`../../api/samples/ai-audio/${id}.json`, import.meta.url)), 'utf8')) as {
        language: string;
      };
      const response = await request.get(`${API_URL}/ai-audio/sample/${id}`, { headers });
      expect(response.status(), id).toBe(200);
      const { data } = (await response.json()) as { data: Record<string, unknown> & { language: string } };
      expect(data.language, id).toBe(file.language);
      for (const side of ['translated', 'original'] as const) {
        const part = data[side] as Record<string, { sections?: unknown } | null> | null;
        expect(part, `${id}.${side}`).toEqual(expect.any(Object));
        for (const kind of ['fullPaper', 'summary'] as const) {
          expect(part![kind], `${id}.${side}.${kind}`).toEqual(expect.any(Object));
          expect(Array.isArray(part![kind]!.sections), `${id}.${side}.${kind}.sections`).toBe(true);
        }
      }
    }
    // One of them is an English paper (nothing to translate): the shape holds all the same.
    expect(
      JSON.parse(readFileSync(fileURLToPath(new URL('../../api/samples/ai-audio/medicine.json', import.meta.url)), 'utf8'))
        .translateToLanguage,
    ).toBe('en');
  });

  test('at 390 px, choosing a quote in Chat With Paper scrolls the highlighted passage into view', async ({ page }) => {
    const sample = JSON.parse(
      readFileSync(fileURLToPath(new URL('../../api/samples/chat-with-pdf/medicine.json', import.meta.url)), 'utf8'),
    ) as {
      results: { question: string; result: string; quotesElements: { id: number; coordinates: { pageNumber: number } }[] }[];
    };
    await page.setViewportSize({ width: 390, height: 844 });
    await page.clock.install();
    const response = page.waitForResponse((r) => r.url().includes('/chat-with-pdf/sample/medicine') && r.status() === 200);
    await page.goto('/demos/chat-with-paper/medicine');
    await response;
    await expect(page.locator('[data-state="loading"]')).toBeVisible();
    await page.clock.runFor(5_000);
    const question = sample.results[1]!;
    await page.getByRole('tab', { name: 'General' }).click();
    await page.getByRole('tabpanel').getByRole('button', { name: question.question, exact: true }).click();
    await page.clock.runFor(50 * question.result.length + 500);
    await expect(page.getByText('Quotes from the paper', { exact: true })).toBeVisible();
    await page.clock.resume();
    const quote = question.quotesElements.at(-1)!;
    const show = page.getByRole('button', { name: `Show quote ${quote.id} on page ${quote.coordinates.pageNumber}` });
    await show.scrollIntoViewIfNeeded();
    // The viewer sits above the chat: it is off screen when the quote is chosen.
    await expect(page.getByTestId('pdf-scroller')).not.toBeInViewport();
    await show.click();
    const target = page.getByRole('group', { name: `Page ${quote.coordinates.pageNumber} of 10` });
    await expect(target).toHaveAttribute('data-rendered', 'true');
    await expect(target.getByTestId('pdf-highlight').first()).toBeInViewport();
  });
});

test.describe('First impressions: closing calls, the content lock and the guest canvas', () => {
  for (const viewport of VIEWPORTS) {
    test(`Rejections Analyzer ends with the sign-up call; its charts fit at ${viewport.width} px`, async ({ page, context }) => {
      await page.setViewportSize(viewport);
      await page.clock.install();
      await page.clock.pauseAt(Date.now() + 1_000);
      const response = page.waitForResponse((r) => r.url().includes('/rejection-analyzer/sample/demo') && r.status() === 200);
      await page.goto('/demos/rejection-analyzer/demo');
      await response;
      await expect(page.locator('[data-state="loading"]')).toBeVisible();
      // No call while the report loads; it comes with the report.
      await expect(page.locator('[data-sign-up-call]')).toHaveCount(0);
      await page.clock.runFor(10_000);
      await expect(page.locator('[data-state="ready"]')).toBeVisible();
      await page.clock.resume();
      const { link } = await closingCall(page, 'See where your own rejected manuscripts go');
      if (viewport.width === 1440) await opensSignUp(context, () => link.click());
      await noSeriousAxe(page, '[data-sign-up-call]');

      // 'Citations Received' is drawn whole inside its box.
      const chart = page.locator('[data-chart="Citations Received"]');
      await chart.scrollIntoViewIfNeeded();
      await expect(chart.locator('[data-drawing="drawn"] svg').first()).toBeVisible();
      const fit = await chart.evaluate((area) => {
        const svg = area.querySelector('svg')!.getBoundingClientRect();
        const box = area.getBoundingClientRect();
        const card = area.closest('section')!.getBoundingClientRect();
        return {
          inBox: svg.left >= box.left - 0.5 && svg.right <= box.right + 0.5 && svg.top >= box.top - 0.5 && svg.bottom <= box.bottom + 0.5,
          inCard: box.left >= card.left - 0.5 && box.right <= card.right + 0.5,
          inScreen: svg.right <= window.innerWidth + 0.5 && svg.left >= -0.5,
        };
      });
      expect(fit).toEqual({ inBox: true, inCard: true, inScreen: true });

      // The page's title is not its heading again.
      const h1 = ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').trim();
      const title = await page.title();
      expect(title).not.toBe(h1);
      expect(title).not.toBe('Rejections Analyzer Report');
      expect(h1).not.toBe('Rejections Analyzer Report');
    });

    test(`a truncated Gen AI Search answer ends in the content lock, then the sign-up call, at ${viewport.width} px`, async ({
      page,
      context,
    }) => {
      await page.setViewportSize(viewport);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.clock.install();
      await page.goto('/demos/gen-ai-search/leader-death-economy');
      const demo = page.getByRole('region', { name: 'Gen AI Search demo' });
      await expect(demo.getByText(/^Your question: /)).toBeVisible();
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 50);
      await page.clock.runFor(15_500);
      await expect(demo.getByTestId('answer')).not.toBeEmpty();
      await page.clock.runFor(500);
      await page.clock.fastForward(120_000);
      await expect(demo.getByText('Answer complete.')).toBeAttached();

      const lock = demo.locator('[data-locked]');
      await expect(lock).toBeVisible();
      await expect(demo).not.toContainText('[CONTENT_TRUNCATED_FOR_GUEST]');
      await expect(demo.getByTestId('answer')).toContainText('irregular changes of government grow more slowly');
      const filler = lock.getByTestId('content-lock-filler');
      await expect(filler).toHaveAttribute('aria-hidden', 'true');
      expect(await filler.evaluate((el) => getComputedStyle(el).filter)).toMatch(/blur/);
      const register = lock.getByRole('link', { name: /Register to view complete content/ });
      await expect(register).toHaveAttribute('target', '_blank');
      await expect(register).toHaveAttribute('href', /\/signup/);
      if (viewport.width === 1440) await opensSignUp(context, () => register.click());
      await register.scrollIntoViewIfNeeded();
      await expect(register).toBeInViewport();
      await noSeriousAxe(page, '[data-locked]');

      await closingCall(page, 'Ask your own research question');
      await noSeriousAxe(page, '[data-sign-up-call]');
    });

    test(`Paper Remix's guest palette is read-only, the output reads Completed and the demo ends with the sign-up call at ${viewport.width} px`, async ({
      page,
      context,
    }) => {
      test.slow();
      await page.setViewportSize(viewport);
      await page.goto('/demos/paper-remix/retail-kiosk');
      await expect(page.getByRole('heading', { name: 'Paper Remix Results' })).toBeVisible();
      const layout = viewport.width === 1440 ? 'canvas' : 'list';
      await expect(page.locator(`section[data-layout="${layout}"]`)).toBeVisible();
      const nodes = page.locator('article[data-node-type]');
      await expect(nodes).toHaveCount(5);

      // The finished workflow's output step is not idle.
      const output = page.getByRole('article', { name: 'Output', exact: true });
      await expect(output).toHaveAttribute('data-status', 'completed');
      await expect(output).not.toContainText('Idle');
      await expect(output).toContainText('Completed');

      // The palette, read-only: five active steps, four inactive, one 'Soon'.
      const palette = page.getByRole('region', { name: 'Nodes', exact: true });
      await expect(palette).toBeVisible();
      await expect(palette.getByText('Sign up to add steps to your own workflow.')).toBeVisible();
      for (const name of ['Paper Input', 'Script', 'Storyboard', 'Video Generation', 'Output']) {
        await expect(palette.getByRole('button', { name: new RegExp(`^${name}$`) })).toBeEnabled();
      }
      for (const name of ['Text to Speech', 'Image Generation', 'Podcast', 'Mindmap']) {
        await expect(palette.getByRole('button', { name: `${name} (not available)` })).toBeDisabled();
      }
      const soon = palette.getByRole('button', { name: /^Presentation\s*Soon \(coming soon\)$/ });
      await expect(soon).toBeDisabled();
      await expect(soon.getByText(/^Soon/)).toBeVisible();

      // Clicking an active step opens sign-up instead of adding it.
      const script = palette.getByRole('button', { name: /^Script$/ });
      await opensSignUp(context, () => script.click());
      await expect(nodes).toHaveCount(5);
      if (viewport.width === 1440) {
        // So does dragging it onto the canvas.
        await opensSignUp(context, () => script.dragTo(page.locator('.react-flow__pane')));
        await expect(nodes).toHaveCount(5);
      }
      await noSeriousAxe(page, 'section[aria-labelledby="paper-remix-palette"]');

      const { link } = await closingCall(page, 'Turn your own paper into a video');
      if (viewport.width === 1440) await opensSignUp(context, () => link.click());
      await noSeriousAxe(page, '[data-sign-up-call]');
    });
  }
});
