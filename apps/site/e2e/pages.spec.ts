import { expect, test } from '@playwright/test';
import { catalogue, expectNoAxeViolations, signIn, VIEWPORTS } from './helpers.ts';

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('every tool page of the catalogue shows its title and passes axe', async ({ page }) => {
      const tools = await catalogue(page.request);
      expect(tools.length).toBeGreaterThanOrEqual(14);
      // A page load and an axe scan per tool of a catalogue that grows: a fixed 60 s for all of them
      // ran out (CI; 13–15 s a tool in a full run on this busy 2-core machine), so each tool gets a
      // step of its own with 30 s, and the test the sum.
      const perTool = 30_000;
      test.setTimeout(30_000 + tools.length * perTool);
      for (const tool of tools) {
        await test.step(
          tool.slug,
          async () => {
            const response = await page.goto(`/tools/${tool.slug}`);
            expect(response?.status(), tool.slug).toBe(200);
            await expect(page.getByRole('heading', { level: 1, name: tool.name })).toBeVisible();
            await expect(page).toHaveTitle(new RegExp(tool.name.replace(/[()]/g, '\\$&')));
            await expectNoAxeViolations(page);
          },
          { timeout: perTool },
        );
      }
    });

    test('the accessibility statement passes axe', async ({ page }) => {
      await page.goto('/accessibility');
      await expect(page.getByRole('heading', { level: 1, name: 'Accessibility statement' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Enforcement procedure' })).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('the 404 page passes axe', async ({ page }) => {
      await page.goto('/tools/no-such-tool');
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}

test('an unknown tool answers 404 with the not-found page and no index', async ({ page }) => {
  const response = await page.goto('/tools/no-such-tool');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await page.getByRole('link', { name: 'Alt Text' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Alt Text' })).toBeVisible();
});

test('the landing page carries security headers whose nonce matches every script', async ({ page, request }) => {
  const response = await request.get('/');
  const headers = response.headers();
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toBeTruthy();
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("'strict-dynamic'");
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  expect(nonce).toBeTruthy();
  const html = await response.text();
  const scriptTags = html.match(/<script\b[^>]*>/g) ?? [];
  const executable = scriptTags.filter((tag) => !tag.includes('application/ld+json'));
  expect(executable.length).toBeGreaterThan(0);
  for (const tag of executable) expect(tag).toContain(`nonce="${nonce}"`);
  // A second response gets a different nonce.
  const again = (await request.get('/')).headers()['content-security-policy'];
  expect(again).not.toContain(`'nonce-${nonce}'`);

  // The policy really allows the app: it hydrates without a CSP violation.
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto('/tools/alt-text');
  await page.getByRole('link', { name: 'Accessibility', exact: true }).click();
  await expect(page).toHaveURL(/\/accessibility$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Accessibility statement' })).toBeVisible();
  expect(violations).toEqual([]);
});

test("a guest's demo page may stay in the browser's back/forward cache; a signed-in visitor's page is kept by no cache", async ({
  page,
}) => {
  // No shared cache either way (each page embeds the visitor's token); decision 0092.
  const guest = await page.goto('/demos/chat-with-paper/medicine');
  expect(guest?.headers()['cache-control']).toBe('private, no-cache');
  await signIn(page, 'admin@paperlight.test');
  const signedIn = await page.goto('/demos/chat-with-paper/medicine');
  expect(signedIn?.headers()['cache-control']).toBe('private, no-store');
});

test('the sitemap lists every tool page of the catalogue and the company pages, and robots.txt points to it', async ({
  request,
  baseURL,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const tool of await catalogue(request)) expect(sitemap).toContain(`<loc>${baseURL}/tools/${tool.slug}</loc>`);
  for (const path of [
    '/accessibility',
    '/about',
    '/trust',
    '/privacy',
    '/terms',
    '/data-processing',
    '/cookies',
    '/pricing',
    '/integrations',
  ])
    expect(sitemap).toContain(`<loc>${baseURL}${path}</loc>`);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /administration');
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test('pages describe themselves to search engines and link previews', async ({ page, baseURL }) => {
  await page.goto('/tools/paper-remix');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/tools/paper-remix`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{70,}/);
  const image = await page.locator('meta[property="og:image"]').getAttribute('content');
  expect(image).toBe(`${baseURL}/og/paper-remix.png`);
  const png = await page.request.get(image ?? '');
  expect(png.headers()['content-type']).toBe('image/png');
  const body = await png.body();
  // PNG IHDR: width and height as big-endian integers at bytes 16 and 20.
  expect([body.readUInt32BE(16), body.readUInt32BE(20)]).toEqual([1200, 630]);

  await page.goto('/');
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as Record<string, string>;
  expect(jsonLd['@type']).toBe('Organization');
  expect(jsonLd.url).toBe(`${baseURL}/`);
});

test('a tool that is coming soon sends Notify Me to the contact form with the tool named', async ({ page }) => {
  await page.goto('/tools/llm-as-judge');
  const href = await page.getByRole('link', { name: 'Notify Me about LLM as Judge' }).getAttribute('href');
  const url = new URL(href ?? '', 'http://x');
  expect(url.hash).toBe('#contact-us-section');
  expect(url.searchParams.get('interest')).toContain('LLM as Judge');

  await page.getByRole('link', { name: 'Notify Me about LLM as Judge' }).click();
  await expect(page.locator('#contact-us-section').getByLabel('What are you interested in?')).toHaveValue(
    url.searchParams.get('interest') ?? '',
  );
  await expect(page).toHaveTitle('Paperlight: AI tools for research publishing');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /alt text, multi-lingual audio/);
});

test('keyboard: tabbing through the header and the footer always shows a focus indicator', async ({ page }) => {
  await page.goto('/tools/alt-text');
  await page.locator('body').click({ position: { x: 1, y: 300 } });
  const seen = new Set<string>();
  for (let step = 0; step < 60; step += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return null;
      const style = getComputedStyle(element);
      const inChrome = Boolean(element.closest('header, footer'));
      const visible =
        (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || (style.boxShadow !== 'none' && style.boxShadow !== '');
      return { label: `${element.tagName} ${element.textContent?.trim().slice(0, 40)}`, inChrome, visible };
    });
    if (!focused || !focused.inChrome) continue;
    seen.add(focused.label);
    expect(focused.visible, `${focused.label} has no visible focus`).toBe(true);
  }
  expect([...seen].some((label) => label.includes('Sign up'))).toBe(true);
  expect([...seen].some((label) => label.includes('Accessibility'))).toBe(true);
});

test('each demo page links its demo’s stylesheet in the head, before anything paints', async ({ request }) => {
  for (const path of [
    '/demos/rejection-analyzer/demo',
    '/demos/gen-ai-search/global-conflicts',
    '/demos/chat-with-paper/medicine',
    '/demos/paper-remix/retail-kiosk',
    '/demos/alt-text/medicine',
    '/demos/multi-lingual-audio/medicine',
  ]) {
    const html = await (await request.get(path)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const body = html.slice(html.indexOf('<body'));
    const inHead = [...head.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => match[1]!);
    // A demo package's compiled stylesheet is served as /assets/styles-….css: the demo's is in the
    // head, with the page's own, and none comes later in the body.
    expect(
      inHead.filter((href) => /\/assets\/styles-[\w-]+\.css$/.test(href)),
      path,
    ).toHaveLength(1);
    expect(body, path).not.toMatch(/<link rel="stylesheet"/);
  }
});

test('at 390 px nothing shows through the header once a page without a hero scrolls; the landing keeps it clear over the hero for 50 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const header = page.locator('header[data-site-header]');
  for (const path of ['/demos/gen-ai-search/global-conflicts', '/tools/alt-text']) {
    await page.goto(path);
    await expect(header).toHaveAttribute('data-solid', 'false');
    // A scripted scroll that leaves the heading ('SAMPLE RESULT' on a demo page) under the header.
    await page.evaluate(() => window.scrollTo(0, 40));
    await expect(header, path).toHaveAttribute('data-solid', 'true');
    const background = await header.evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(background, path).not.toMatch(/rgba\(0, 0, 0, 0\)|transparent/);
    const eyebrow = page.getByText('Sample result', { exact: true });
    if (path.startsWith('/demos/')) {
      // The label really is under the header, covered by it.
      const [label, bar] = await Promise.all([eyebrow.boundingBox(), header.boundingBox()]);
      expect(label!.y).toBeLessThan(bar!.y + bar!.height);
    }
  }
  await page.goto('/');
  await page.evaluate(() => window.scrollTo(0, 40));
  await expect(header).toHaveAttribute('data-solid', 'false');
  await page.evaluate(() => window.scrollTo(0, 60));
  await expect(header).toHaveAttribute('data-solid', 'true');
});
