import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, SITE_URL, VIEWPORTS } from './helpers.ts';

// Issue 38, item 1: the legal and commercial pages a buyer's procurement asks for before a call.
const PAGES = [
  {
    path: '/privacy',
    title: 'Privacy notice',
    sections: ['What we store', 'Where it is stored', 'How long we keep it', 'Who else processes it', 'Your rights'],
  },
  {
    path: '/terms',
    title: 'Terms of service',
    sections: ['Free trial', 'Fair use', 'Your papers and what is made from them', 'Suspension and ending'],
  },
  {
    path: '/data-processing',
    title: 'Data processing agreement',
    sections: ['Parties and roles', 'Technical and organisational measures', 'Sub-processors'],
  },
  { path: '/cookies', title: 'Cookie statement', sections: ['The cookies we set', 'Why no consent banner'] },
  { path: '/pricing', title: 'Plans and pricing', sections: ['Guest demos', 'Free trial', 'Institutions'] },
  {
    path: '/integrations',
    title: 'Integrations',
    sections: ['Embeddable components', 'Shared videos, the embed player and oEmbed', 'The api for registered users', 'Not offered yet'],
  },
] as const;

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const vendorPage of PAGES) {
      test(`${vendorPage.path} shows its headings, fits the screen and passes axe`, async ({ page }) => {
        const response = await page.goto(vendorPage.path);
        expect(response?.status()).toBe(200);
        await expect(page).toHaveTitle(new RegExp(vendorPage.title === 'Plans and pricing' ? 'Pricing' : vendorPage.title));
        const main = page.locator('main');
        await expect(main.getByRole('heading', { level: 1, name: vendorPage.title, exact: true })).toBeVisible();
        for (const section of vendorPage.sections)
          await expect(main.getByRole('heading', { level: 2, name: section, exact: true })).toBeVisible();
        // Tables scroll inside their own region; the page itself never scrolls sideways.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
        await expectNoAxeViolations(page);
        await page.screenshot({ path: test.info().outputPath(`${vendorPage.path.slice(1)}-${viewport.width}.png`), fullPage: true });
      });
    }
  });
}

test('the footer and the Trust page link every new page, and the sitemap lists them', async ({ page, request }) => {
  await page.goto('/trust');
  const legal = page.locator('main').getByRole('heading', { level: 2, name: 'Legal documents' });
  await expect(legal).toBeVisible();
  const footer = page.locator('footer');
  for (const { path, name } of [
    { path: '/privacy', name: 'Privacy notice' },
    { path: '/terms', name: 'Terms of service' },
    { path: '/data-processing', name: 'Data processing agreement' },
    { path: '/cookies', name: 'Cookie statement' },
    { path: '/pricing', name: 'Pricing' },
    { path: '/integrations', name: 'Integrations' },
  ]) {
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', path);
    await expect(page.locator('main').getByRole('link', { name, exact: true }).first()).toHaveAttribute('href', path);
  }
  // From the footer, on the client: the page arrives with its heading.
  await footer.getByRole('link', { name: 'Data processing agreement', exact: true }).click();
  await expect(page).toHaveURL(`${SITE_URL}/data-processing`);
  await expect(page.getByRole('heading', { level: 1, name: 'Data processing agreement' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Services that process personal data' })).toContainText('SPEECH_BASE_URL');

  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const { path } of PAGES) expect(sitemap).toContain(`${SITE_URL}${path}</loc>`);
});
