import { expect, test, type Page } from '@playwright/test';
import { createSharedFilm } from '../../../tooling/stack/shared-film.mjs';
import { API_URL, DATA_DIR, expectNoAxeViolations, SITE_URL, siteHeader, VIEWPORTS } from './helpers';

// Issue 31 item 4: a share page that is only the film; issue 33 finding 6: its files at stable addresses.
const OUT = process.env.PAPERLIGHT_E2E_SHOTS;
// The sample film (apps/api/samples/paper-remix): 52.42 s, five chapters, by 'Paperlight Research', CC BY 4.0.
const LENGTH = '00:52';

let token = '';
test.beforeAll(() => {
  token = createSharedFilm(DATA_DIR).token;
});

const metaContent = (page: Page, property: string) => page.locator(`meta[property="${property}"]`).getAttribute('content');

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('shows only the film: player with its length, title, authors, citation, chapters, transcript and embed code', async ({ page }) => {
      const response = await page.goto(`/share/${token}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Recognising Products at the Unmanned Kiosk/);
      await expect(page.getByText('Paperlight Research', { exact: true })).toBeVisible();
      // No trial banner, marketing menu or footer; a small credit.
      await expect(page.getByText('FREE 7-day trial.')).toHaveCount(0);
      await expect(siteHeader(page)).toHaveCount(0);
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
      await expect(page.getByText('Made with Paperlight')).toBeVisible();

      const video = page.locator('video');
      await expect.poll(() => video.evaluate((el: HTMLVideoElement) => el.readyState), { timeout: 20_000 }).toBeGreaterThanOrEqual(1);
      await expect(page.getByLabel('Time')).toHaveText(`00:00 / ${LENGTH}`);
      await page.getByRole('button', { name: 'Forward 10 seconds' }).click();
      await expect(page.getByLabel('Time')).toHaveText(`00:10 / ${LENGTH}`);
      await expect(page.getByRole('navigation', { name: 'Chapters' }).getByRole('button')).toHaveCount(5);
      await page.getByRole('button', { name: 'Show transcript' }).click();
      await expect(page.getByRole('region', { name: 'Transcript' }).locator('p').first()).toBeVisible();
      await expect(page.getByRole('region', { name: 'Cite the paper' })).toContainText(
        'Paperlight Research. Recognising Products at the Unmanned Kiosk',
      );
      await expect(page.getByRole('region', { name: 'Cite the paper' })).toContainText('Licence: CC BY 4.0.');
      await expect(page.getByRole('textbox', { name: 'Embed code' })).toHaveValue(new RegExp(`^<iframe src="${SITE_URL}/embed/${token}"`));

      // The share's address breaks inside the page rather than running past a phone's edge.
      const link = (await page.getByRole('link', { name: new RegExp(`/share/${token}$`) }).boundingBox())!;
      expect(link.x + link.width).toBeLessThanOrEqual(viewport.width);

      await expectNoAxeViolations(page);
      if (OUT) await page.screenshot({ path: `${OUT}/share-page-${viewport.width}.png`, fullPage: true });
    });
  });
}

test('copies the embed code, and the embed is the player alone that any site may frame', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: SITE_URL });
  await page.goto(`/share/${token}`);
  const code = await page.getByRole('textbox', { name: 'Embed code' }).inputValue();
  await page.getByRole('button', { name: 'Copy embed code' }).click();
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);

  const embed = await page.goto(`/embed/${token}`);
  expect(embed?.headers()['x-frame-options']).toBeUndefined();
  expect(embed?.headers()['content-security-policy']).toContain('frame-ancestors *');
  await expect(page.locator('video')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Play' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Chapters' })).toHaveCount(0);
  await expect(page.getByText('FREE 7-day trial.')).toHaveCount(0);
  // Everywhere else framing stays forbidden.
  expect((await page.request.get(`/share/${token}`)).headers()['x-frame-options']).toBe('DENY');
});

test('announces oEmbed in the head and gives link previews stable poster and film addresses', async ({ page, request }) => {
  await page.goto(`/share/${token}`);
  const oembedHref = await page.locator('link[rel="alternate"][type="application/json+oembed"]').getAttribute('href');
  expect(oembedHref).toBe(`${SITE_URL}/oembed?url=${encodeURIComponent(`${SITE_URL}/share/${token}`)}&format=json`);
  const oembed = await request.get(oembedHref!);
  expect(oembed.status()).toBe(200);
  expect(oembed.headers()['content-type']).toMatch(/^application\/json/);
  const answer = (await oembed.json()) as Record<string, unknown>;
  expect(answer).toMatchObject({
    type: 'video',
    version: '1.0',
    provider_name: 'Paperlight',
    author_name: 'Paperlight Research',
    width: 640,
    height: 420,
  });
  expect(answer.html).toMatch(new RegExp(`^<iframe src="${SITE_URL}/embed/${token}" width="640" height="420"`));

  const poster = await metaContent(page, 'og:image');
  const film = await metaContent(page, 'og:video');
  expect(poster).toBe(`${API_URL}/paper-remix/shared/${token}/poster.png`);
  expect(film).toBe(`${API_URL}/paper-remix/shared/${token}/video.mp4`);
  const image = await request.get(poster!);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/png');
  const part = await request.get(film!, { headers: { range: 'bytes=0-1023' } });
  expect(part.status()).toBe(206);

  expect((await request.get(`/oembed?url=${encodeURIComponent(`${SITE_URL}/share/${'x'.repeat(32)}`)}&format=json`)).status()).toBe(404);
  expect((await request.get(`/oembed?url=${encodeURIComponent(`${SITE_URL}/share/${token}`)}&format=xml`)).status()).toBe(501);
});
