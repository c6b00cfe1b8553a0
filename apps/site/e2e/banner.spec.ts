import { expect, test } from '@playwright/test';
import { backgroundBehind, siteHeader, signIn } from './helpers';

test.describe('trial banner for seeded accounts', () => {
  test('trial5 sees an active trial on green', async ({ page }) => {
    await signIn(page, 'trial5@paperlight.test');
    const text = page.getByText('Your free trial is active (5 days left)');
    await expect(text).toBeVisible();
    const [r, g, b] = await backgroundBehind(text);
    expect(g).toBeGreaterThan(r);
    expect(g).toBeGreaterThanOrEqual(b);
    await expect(page.getByRole('link', { name: 'Contact us!' })).toHaveCount(0);
  });

  test('trial2 sees a warning with Contact us! opening a full-screen dialog that Escape closes', async ({ page }) => {
    await signIn(page, 'trial2@paperlight.test');
    const text = page.getByText('Your free trial is active (2 days left)');
    await expect(text).toBeVisible();
    const [r, g] = await backgroundBehind(text);
    expect(r).toBeGreaterThan(g);

    await page
      .getByRole('button', { name: 'Contact us!' })
      .or(page.getByRole('link', { name: 'Contact us!' }))
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    const viewport = page.viewportSize();
    expect(box && viewport && box.width >= viewport.width * 0.95 && box.height >= viewport.height * 0.9).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('expired sees the expired message with a Book a call link in a new tab', async ({ page }) => {
    await signIn(page, 'expired@paperlight.test');
    await expect(page.getByText('Your free trial has expired!')).toBeVisible();
    const book = page.getByRole('link', { name: 'Book a call' });
    await expect(book).toHaveAttribute('target', '_blank');
    await expect(book).toHaveAttribute('href', 'https://calendly.com/paperlight/demo');
  });

  test('notrial sees no banner and the header sits at the top', async ({ page }) => {
    await signIn(page, 'notrial@paperlight.test');
    await expect(page.getByText('FREE 7-day trial.')).toHaveCount(0);
    await expect(page.getByText(/Your free trial/)).toHaveCount(0);
    const box = await siteHeader(page).boundingBox();
    expect(box?.y).toBe(0);
    expect(box?.height).toBe(67);
  });
});
