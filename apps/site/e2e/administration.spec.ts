import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { siteHeader, signIn } from './helpers';

test.describe('given an administrator', () => {
  test('sees the Administration link and the users page', async ({ page }) => {
    await signIn(page, 'admin@paperlight.test');
    await siteHeader(page).getByRole('button', { name: /account menu/i }).click();
    await siteHeader(page).getByRole('link', { name: 'Administration', exact: true }).click();
    await page.waitForURL('**/administration/users');
    await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
    const table = page.getByRole('table', { name: 'Registered users' });
    await expect(table.getByRole('cell', { name: 'admin@paperlight.test' })).toBeVisible();
    await expect(table.getByRole('cell', { name: 'trial5@paperlight.test' })).toBeVisible();

    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });
});

test.describe('given a tool administrator', () => {
  test('sees Tools Administration but not Administration', async ({ page }) => {
    await signIn(page, 'tools@paperlight.test');
    await siteHeader(page).getByRole('button', { name: /account menu/i }).click();
    await expect(siteHeader(page).getByRole('link', { name: 'Administration', exact: true })).toHaveCount(0);
    await siteHeader(page).getByRole('link', { name: 'Tools Administration' }).click();
    await page.waitForURL('**/tools-administration');
    await expect(page.getByRole('heading', { name: 'Tools', level: 1 })).toBeVisible();
  });
});

test.describe('given a plain trial user', () => {
  test('gets the 403 page on /administration/users', async ({ page }) => {
    await signIn(page, 'trial5@paperlight.test');
    const response = await page.goto('/administration/users');
    expect(response?.status()).toBe(403);
    await expect(page.getByRole('heading', { name: "You don't have access to this page" })).toBeVisible();
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });
});

test.describe('the landing page', () => {
  test('has its section anchors and no serious accessibility violations', async ({ page }) => {
    await page.goto('/');
    for (const id of ['tools-showcase', 'full-ai-suite', 'ai-suite-for-growth', 'cobuild-section', 'contact-us-section']) {
      await expect(page.locator(`#${id}`)).toHaveCount(1);
    }
    await expect(page.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/dashboard');
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });

  test('turns the header solid after scrolling', async ({ page }) => {
    await page.goto('/');
    await expect(siteHeader(page)).toHaveAttribute('data-solid', 'false');
    await page.mouse.wheel(0, 400);
    await expect(siteHeader(page)).toHaveAttribute('data-solid', 'true');
  });
});
