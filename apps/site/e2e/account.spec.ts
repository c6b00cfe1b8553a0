import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, SITE_URL, siteHeader, signInOnSso, SSO_URL, VIEWPORTS } from './helpers';

// Issue 31 item 5: around the workspace. Sign-in lands where the user was going or on the dashboard;
// deleting the account lives in account settings' danger zone; signed-in 'Try your file' tells the truth.
const OUT = process.env.PAPERLIGHT_E2E_SHOTS;
const EMAIL = 'trial5@paperlight.test';

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('signing in from the home page lands on the dashboard, whose delete moved to account settings', async ({ page }) => {
      await page.goto('/');
      // On a phone Login is in the drawer.
      if (viewport.width < 800) await siteHeader(page).getByRole('button', { name: 'Open menu' }).click();
      await page.locator('a:visible', { hasText: /^Login$/ }).click();
      await signInOnSso(page, EMAIL);
      await expect(page).toHaveURL(`${SITE_URL}/dashboard`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Welcome, /);
      await expect(page.getByRole('button', { name: 'Delete my account' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'New project' })).toBeVisible();

      await page.getByRole('link', { name: 'Account settings' }).first().click();
      await expect(page).toHaveURL(`${SITE_URL}/account`);
      await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Your account' })).toContainText(EMAIL);
      const danger = page.getByRole('region', { name: 'Danger zone' });
      await expect(danger).toContainText('removes your projects, files and personal data');
      await expectNoAxeViolations(page);
      if (OUT) await page.screenshot({ path: `${OUT}/account-settings-${viewport.width}.png`, fullPage: true });

      // The danger zone's button asks first, and only the typed address unlocks it.
      await danger.getByRole('button', { name: 'Delete my account' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete your Paperlight account?' });
      await expect(dialog).toContainText(EMAIL);
      const confirm = dialog.getByRole('button', { name: 'Delete my account' });
      await expect(confirm).toBeDisabled();
      await dialog.getByLabel(/to confirm/).fill('someone-else@paperlight.test');
      await expect(confirm).toBeDisabled();
      if (OUT) await page.screenshot({ path: `${OUT}/account-danger-dialog-${viewport.width}.png` });
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
    });
  });
}

test('signing in from a page that needs it brings the user back to that page', async ({ page }) => {
  await page.goto('/account');
  await signInOnSso(page, EMAIL);
  await expect(page).toHaveURL(`${SITE_URL}/account`);
  await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
});

test("signed in, a demo's 'Try your file' opens the tool the user has, or says the tool is not in the plan", async ({ page, context }) => {
  await page.goto('/auth/login');
  await signInOnSso(page, EMAIL);
  await page.goto('/demos/rejection-analyzer/demo');
  const tab = context.waitForEvent('page');
  await page
    .getByRole('link', { name: /Try your file/ })
    .first()
    .click();
  const opened = await tab;
  await opened.waitForURL(`${SITE_URL}/try/rejection-analyzer`);
  await expect(opened.getByRole('heading', { level: 1 })).toHaveText('Rejections Analyzer is not in your plan');
  await expect(opened.getByRole('link', { name: 'Go to your dashboard' })).toBeVisible();
  expect(opened.url().startsWith(SSO_URL)).toBe(false);
  await opened.close();

  // Paper Remix is in every account: its 'Try your file' opens the projects.
  await page.goto('/try/paper-remix');
  await expect(page).toHaveURL(`${SITE_URL}/dashboard`);
  await expect(page.getByRole('heading', { name: 'Paper Remix projects' })).toBeVisible();
});
