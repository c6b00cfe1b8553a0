import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { API_URL, asVisitor, newVisitorAddress, signIn, VIEWPORTS } from './helpers';

/**
 * The consoles as an application (issue 38 item 5, decision 0170): no marketing frame, a sidebar
 * of the sections each role may open, full width, and the Ctrl-K quick search.
 */

// Sign-in, several pages, axe scans: the default 60 s is tight on a shared 2-core machine.
test.describe.configure({ timeout: 150_000 });

async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function expectNoMarketingFrame(page: Page) {
  await expect(page.locator('[data-site-header]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'AI Tools' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
}

/** Lines a piece of text is laid out on (one rect per line box). */
const linesOf = (locator: Locator) =>
  locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });

/** The sidebar: always there at 1440 px, behind Menu at 390 px. */
async function openSidebar(page: Page, name: string, narrow: boolean): Promise<Locator> {
  const nav = page.getByRole('navigation', { name, exact: true });
  if (narrow) {
    await expect(nav).toBeHidden();
    const menu = page.getByRole('button', { name: 'Menu', exact: true });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
  }
  await expect(nav).toBeVisible();
  return nav;
}

/** Signs in through the site's header at 1440 px (at 390 px Login sits in the menu drawer), then takes the viewport's size. */
async function signInAt(page: Page, email: string, viewport: { width: number; height: number }) {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, email);
  await page.setViewportSize({ width: viewport.width, height: viewport.height });
}

for (const viewport of VIEWPORTS) {
  const narrow = viewport.width < 900;
  // On a phone 'Back to site' moves from the bar into the sidebar.
  const back = viewport.width < 600 ? ['Back to site'] : [];

  test.describe(`at ${viewport.width} px`, () => {
    test('an administrator works in Administration as an application and finds a user with Ctrl-K', async ({ page, request }, testInfo) => {
      // A request with an ordinary editorial address: one line at 1440 px, not three.
      const email = `editor.${Date.now() % 1e6}@herbarium.example`;
      const sent = await request.post(`${API_URL}/contact-requests`, {
        headers: asVisitor(newVisitorAddress()),
        data: {
          firstName: 'Hana',
          lastName: 'Herbarium',
          email,
          companyName: 'Herbarium Press',
          designation: 'Managing Editor',
          note: 'Alt text for the plates',
        },
      });
      expect(sent.status()).toBe(201);
      await signInAt(page, 'admin@paperlight.test', viewport);
      await page.goto('/administration/users');
      await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
      await expectNoMarketingFrame(page);

      const bar = page.getByRole('banner');
      await expect(bar.getByRole('link', { name: 'Paperlight home' })).toBeVisible();
      await expect(bar.getByRole('link', { name: 'Administration', exact: true })).toBeVisible();
      await expect(bar.getByRole('button', { name: /account menu/i })).toBeVisible();
      await expect(bar.getByRole('button', { name: 'Search' })).toBeVisible();
      if (!narrow) await expect(bar.getByRole('link', { name: 'Back to site' })).toBeVisible();

      // Full width: the page is not held in a 1040 px column, and an address stays on one line.
      const content = await page.locator('main > div').first().boundingBox();
      expect(content?.width ?? 0).toBeGreaterThan(narrow ? 340 : 1150);
      if (!narrow) {
        const email = page
          .getByRole('table', { name: 'Registered users' })
          .getByRole('cell', { name: 'admin@paperlight.test', exact: true });
        expect(await linesOf(email)).toBe(1);
      }
      await page.screenshot({ path: testInfo.outputPath(`users-${viewport.width}.png`), fullPage: false });
      await expectNoSeriousAxeViolations(page);

      // The sidebar: every section an administrator may open, the current one marked.
      let nav = await openSidebar(page, 'Administration', narrow);
      await expect(nav.getByRole('link')).toHaveText(['Overview', 'Users', 'Contact requests', 'Activity', 'Security events', ...back]);
      await expect(nav.getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
      if (narrow) await page.screenshot({ path: testInfo.outputPath(`sidebar-open-${viewport.width}.png`) });
      await nav.getByRole('link', { name: 'Contact requests' }).click();
      await page.waitForURL('**/administration/contact-requests');
      await expect(page.getByRole('heading', { name: 'Contact requests', level: 1 })).toBeVisible();
      const address = page.getByRole('table', { name: 'Contact requests' }).getByText(email, { exact: true });
      await expect(address).toBeVisible();
      if (!narrow) expect(await linesOf(address)).toBe(1);
      await page.screenshot({ path: testInfo.outputPath(`requests-${viewport.width}.png`) });
      nav = await openSidebar(page, 'Administration', narrow);
      await expect(nav.getByRole('link', { name: 'Contact requests' })).toHaveAttribute('aria-current', 'page');
      await expect(nav.getByRole('link', { name: 'Users' })).not.toHaveAttribute('aria-current', 'page');
      if (narrow) {
        await page.keyboard.press('Escape');
        await expect(nav).toBeHidden();
        await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeFocused();
      }

      // Ctrl-K: the search dialog, a seeded user by e-mail, Enter opens their page.
      await page.keyboard.press('Control+k');
      const dialog = page.getByRole('dialog', { name: 'Quick search' });
      await expect(dialog).toBeVisible();
      const box = dialog.getByRole('combobox', { name: 'Search users and contact requests' });
      await expect(box).toBeFocused();
      await box.fill('zz-nobody-here');
      await expect(dialog.getByText('No results for “zz-nobody-here”')).toBeVisible();
      await box.fill('trial5@paperlight');
      const option = dialog.getByRole('option', { name: /Tara Trial.*trial5@paperlight\.test/ });
      await expect(option).toBeVisible();
      await expect(box).toHaveAttribute('aria-expanded', 'true');
      await expect(option).toHaveAttribute('aria-selected', 'true');
      await page.screenshot({ path: testInfo.outputPath(`search-${viewport.width}.png`) });
      await expectNoSeriousAxeViolations(page);
      await box.press('Enter');
      await page.waitForURL(/\/administration\/users\/[^/?]+$/);
      await expect(page.getByRole('heading', { name: 'Tara Trial', level: 1 })).toBeVisible();
      await expect(dialog).toBeHidden();
      nav = await openSidebar(page, 'Administration', narrow);
      await expect(nav.getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
      if (narrow) await page.keyboard.press('Escape');

      // The Search button opens it too; Escape closes it and focus goes back to the button.
      const searchButton = bar.getByRole('button', { name: 'Search' });
      await searchButton.click();
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(searchButton).toBeFocused();
    });

    test('sales see Administration without Security events; a tool administrator only Tools Administration', async ({
      page,
      context,
    }, testInfo) => {
      await signInAt(page, 'sales@paperlight.test', viewport);
      await page.goto('/administration/overview');
      await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();
      await expectNoMarketingFrame(page);
      const nav = await openSidebar(page, 'Administration', narrow);
      await expect(nav.getByRole('link')).toHaveText(['Overview', 'Users', 'Contact requests', 'Activity', ...back]);
      await expect(nav.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
      // What sales could not open before stays closed, in the site's frame.
      expect((await page.goto('/administration/activity/security'))?.status()).toBe(403);
      expect((await page.goto('/tools-administration'))?.status()).toBe(403);
      await expect(page.locator('[data-site-header]')).toHaveCount(1);

      await context.clearCookies();
      await signInAt(page, 'tools@paperlight.test', viewport);
      await page.goto('/tools-administration');
      await expect(page.getByRole('heading', { name: 'Tools', level: 1 })).toBeVisible();
      await expectNoMarketingFrame(page);
      const tools = await openSidebar(page, 'Tools Administration', narrow);
      await expect(tools.getByRole('link')).toHaveText(['Tools', 'New tool', ...back]);
      await expect(tools.getByRole('link', { name: 'Tools' })).toHaveAttribute('aria-current', 'page');
      if (narrow) await page.keyboard.press('Escape');
      await page.screenshot({ path: testInfo.outputPath(`tools-${viewport.width}.png`) });
      await expectNoSeriousAxeViolations(page);
      expect((await page.goto('/administration/users'))?.status()).toBe(403);

      await page.goto('/tools-administration');
      await page.keyboard.press('Control+k');
      const box = page.getByRole('dialog', { name: 'Quick search' }).getByRole('combobox', { name: 'Search tools' });
      await box.fill('alt-text');
      await expect(page.getByRole('option', { name: /Alt Text/ })).toBeVisible();
      await box.press('Enter');
      await page.waitForURL(/\/tools-administration\/[^/?]+$/);
      await expect(page.getByRole('heading', { name: 'Edit Alt Text', level: 1 })).toBeVisible();
    });
  });
}
