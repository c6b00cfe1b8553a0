import { expect, test } from '@playwright/test';
import { SITE_URL, SSO_URL, signUpThroughMail, siteHeader } from './helpers';

test.describe('given a first-time visitor', () => {
  test('signs up through the sso and its confirmation mail, starts a 7-day trial and logs out back to a guest', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await expect(page.getByText('FREE 7-day trial.')).toBeVisible();

    const register = page.getByRole('link', { name: 'Register Now!' });
    await expect(register).toHaveAttribute('target', '_blank');
    const popupPromise = context.waitForEvent('page');
    await register.click();
    const popup = await popupPromise;
    await popup.waitForURL((url) => url.origin === SSO_URL && url.pathname === '/signup');
    await popup.close();

    await siteHeader(page).getByRole('link', { name: 'Sign up', exact: true }).click();
    await page.waitForURL((url) => url.origin === SSO_URL && url.pathname === '/signup');
    const email = `reader-${Date.now()}@paperlight.test`;
    await signUpThroughMail(page, 'Rosalind Franklin', email, 'Double-helix-1953');
    await expect(page.getByText('Your free trial is active (7 days left)')).toBeVisible();

    const avatar = siteHeader(page).getByRole('button', { name: 'Account menu for Rosalind Franklin' });
    await avatar.click();
    await expect(siteHeader(page).getByText('Rosalind Franklin', { exact: true })).toBeVisible();
    await expect(siteHeader(page).getByText(email)).toBeVisible();
    await siteHeader(page).getByRole('button', { name: 'Logout' }).click();

    await page.waitForURL((url) => url.origin === SITE_URL && url.pathname === '/');
    await expect(page.getByText('FREE 7-day trial.')).toBeVisible();
    await expect(siteHeader(page).getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  });
});

test.describe('given a guest', () => {
  test('Login arrives at the sso host /login with a PKCE round', async ({ page }) => {
    await page.goto('/');
    await siteHeader(page).getByRole('link', { name: 'Login', exact: true }).click();
    await page.waitForURL((url) => url.origin === SSO_URL && url.pathname === '/login');
    const url = new URL(page.url());
    expect(url.searchParams.get('redirect_uri')).toBe(`${SITE_URL}/auth/callback`);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  test('gets a device-id cookie and a guest session', async ({ page, context }) => {
    await page.goto('/');
    const cookies = await context.cookies(SITE_URL);
    const device = cookies.find((cookie) => cookie.name === 'device-id');
    expect(device?.value).toMatch(/^[0-9a-f-]{36}$/);
    expect(device?.sameSite).toBe('Lax');
    expect(cookies.find((cookie) => cookie.name === '__session')?.httpOnly).toBe(true);

    const session = await page.request.get('/api/session');
    const body = (await session.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ isGuest: true, deviceId: device?.value, refreshToken: '' });
    expect(typeof body.accessToken).toBe('string');
    expect(body.accessToken).not.toBe('');
  });

  test('Get Started sends them to sign in and back to the dashboard', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Get Started' }).click();
    await page.waitForURL((url) => url.origin === SSO_URL && url.pathname === '/login');
    await page.getByLabel(/email/i).fill('trial5@paperlight.test');
    await page.getByLabel(/password/i).fill('Paperlight-demo-2026');
    await page.getByRole('button', { name: /sign in|log in|login/i }).click();
    await page.waitForURL(`${SITE_URL}/dashboard`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Welcome, /);
  });

  test('sees the 404 page for an unknown address', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});
