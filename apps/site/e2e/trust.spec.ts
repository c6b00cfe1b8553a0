import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { API_URL, PASSWORD, SITE_URL, SSO_URL, createAccount, mailTo, signIn, signInOnSso, siteHeader, ssoLinkIn } from './helpers';

const usersTable = (page: Page) => page.getByRole('table', { name: 'Registered users' });
const JOURNEY_PASSWORD = 'Journey-account-2026';

/** A signed-in browser of its own for `email`. */
async function signedIn(browser: Browser, email: string, password = JOURNEY_PASSWORD): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email, password);
  return { context, page };
}

async function openUser(page: Page, email: string, name: string) {
  await page.goto(`/administration/users?search=${encodeURIComponent(email)}`);
  await usersTable(page).getByRole('link', { name }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
}

test.describe('given a signed-in user who logs out', () => {
  test('a copy of the session cookie and the old access token are refused on the next request', async ({ browser }) => {
    const account = await createAccount(browser, 'Cookie Copy');
    const { context, page } = await signedIn(browser, account.email);
    const copied = await context.cookies();
    const session = (await (await page.request.get('/api/session')).json()) as { accessToken: string };
    expect(
      (await page.request.get(`${API_URL}/free-trial/time-left`, { headers: { authorization: `Bearer ${session.accessToken}` } })).status(),
    ).toBe(200);

    await siteHeader(page)
      .getByRole('button', { name: /account menu/i })
      .click();
    await siteHeader(page).getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${SITE_URL}/`);

    const thief = await browser.newContext();
    await thief.addCookies(copied);
    const stolen = await thief.newPage();
    await stolen.goto('/dashboard');
    await stolen.waitForURL((url) => url.origin === SSO_URL && url.pathname === '/login');
    expect(
      (
        await stolen.request.get(`${API_URL}/free-trial/time-left`, { headers: { authorization: `Bearer ${session.accessToken}` } })
      ).status(),
    ).toBe(401);
    await thief.close();
    await context.close();
  });
});

test.describe('given an administrator acting on an account', () => {
  // Two or three browsers each, on a shared two-core machine.
  test.slow();
  test('suspends it behind a confirmation naming the account, which ends its open session at once, then reactivates it', async ({
    page,
    browser,
  }) => {
    const account = await createAccount(browser, 'Sam Suspended');
    const user = await signedIn(browser, account.email);
    await signIn(page, 'admin@paperlight.test');
    await openUser(page, account.email, account.name);

    await page.getByRole('button', { name: 'Suspend account' }).click();
    const dialog = page.getByRole('dialog', { name: `Suspend ${account.name}?` });
    await expect(dialog).toContainText(account.email);
    await expect(dialog).toContainText('signed out on every device at once');
    await page.screenshot({ path: test.info().outputPath('suspend-dialog-1440.png') });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: test.info().outputPath('suspend-dialog-390.png') });
    await page.setViewportSize({ width: 1440, height: 900 });
    await dialog.getByRole('button', { name: 'Suspend account' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Account suspended; every session has ended' })).toBeVisible();
    await expect(
      page.getByRole('table', { name: /Changes to this account/ }).getByRole('cell', { name: 'Suspended account' }),
    ).toBeVisible();

    await user.page.goto('/dashboard');
    await user.page.waitForURL((url) => url.origin === SSO_URL && url.pathname === '/login');
    await user.page.getByLabel(/email/i).fill(account.email);
    await user.page.getByLabel(/password/i).fill(JOURNEY_PASSWORD);
    await user.page.getByRole('button', { name: /sign in/i }).click();
    await expect(user.page.getByText('This account is suspended.')).toBeVisible();

    await page.getByRole('button', { name: 'Reactivate account' }).click();
    await page
      .getByRole('dialog', { name: `Reactivate ${account.name}?` })
      .getByRole('button', { name: 'Reactivate account' })
      .click();
    await expect(page.getByRole('status').filter({ hasText: 'Account reactivated' })).toBeVisible();
    await user.page.getByLabel(/password/i).fill(JOURNEY_PASSWORD);
    await user.page.getByRole('button', { name: /sign in/i }).click();
    await user.page.waitForURL((url) => url.origin === SITE_URL);
    await user.context.close();
  });

  test('a role taken away counts on the user’s very next request', async ({ page, browser }) => {
    const account = await createAccount(browser, 'Ray Role');
    await signIn(page, 'admin@paperlight.test');
    await openUser(page, account.email, account.name);
    await page.getByLabel('Sales').check();
    await page.getByRole('button', { name: 'Save roles' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();

    const user = await signedIn(browser, account.email);
    expect((await user.page.goto('/administration/users'))?.status()).toBe(200);
    await page.getByLabel('Sales').uncheck();
    await page.getByRole('button', { name: 'Save roles' }).click();
    await expect(page.getByRole('table', { name: /Changes to this account/ }).getByRole('cell', { name: 'Changed roles' })).toHaveCount(2);
    expect((await user.page.goto('/administration/users'))?.status()).toBe(403);
    await user.context.close();
  });

  test('signs an account out everywhere', async ({ page, browser }) => {
    const account = await createAccount(browser, 'Eve Everywhere');
    const user = await signedIn(browser, account.email);
    await signIn(page, 'admin@paperlight.test');
    await openUser(page, account.email, account.name);
    await page.getByRole('button', { name: 'Sign out everywhere' }).click();
    await page
      .getByRole('dialog', { name: `Sign ${account.name} out everywhere?` })
      .getByRole('button', { name: 'Sign out everywhere' })
      .click();
    await expect(page.getByRole('status').filter({ hasText: 'Signed out on every device' })).toBeVisible();
    await user.page.goto('/dashboard');
    await user.page.waitForURL((url) => url.origin === SSO_URL && url.pathname === '/login');
    await user.context.close();
  });

  test('sends a password reset whose link works once and refuses a common password', async ({ page, browser }) => {
    const account = await createAccount(browser, 'Pat Reset');
    await signIn(page, 'admin@paperlight.test');
    await openUser(page, account.email, account.name);
    await page.getByRole('button', { name: 'Send password reset' }).click();
    await page
      .getByRole('dialog', { name: `Send ${account.name} a password reset?` })
      .getByRole('button', { name: 'Send the link' })
      .click();
    await expect(page.getByRole('status').filter({ hasText: 'Password reset link sent' })).toBeVisible();

    const mail = await mailTo(account.email, { subject: /Reset your Paperlight password/ });
    const link = ssoLinkIn(mail.text);
    const context = await browser.newContext();
    const user = await context.newPage();
    await user.goto(link);
    await user.getByLabel('New password').fill('password123');
    await user.getByRole('button', { name: 'Save the new password' }).click();
    await expect(user.locator('#password-error')).toContainText('This password is too easy to guess');
    await user.getByLabel('New password').fill('Tidal-observatory-lantern');
    await expect(user.locator('#password-strength-text')).toHaveText(/Good|Strong/);
    await user.getByRole('button', { name: 'Save the new password' }).click();
    await expect(user.getByRole('heading', { name: 'Your password has been changed' })).toBeVisible();
    await user.goto(link);
    await expect(user.getByRole('heading', { name: 'This link has expired or was already used.' })).toBeVisible();
    await user.goto(`${SITE_URL}/auth/login`);
    await signInOnSso(user, account.email, 'Tidal-observatory-lantern');
    await context.close();
  });

  test('erases an account after the email is typed in the confirmation', async ({ page, browser }) => {
    const account = await createAccount(browser, 'Erin Erased');
    await signIn(page, 'admin@paperlight.test');
    await openUser(page, account.email, account.name);
    await page.getByRole('button', { name: 'Erase account' }).click();
    const dialog = page.getByRole('dialog', { name: `Erase ${account.name}?` });
    await expect(dialog).toContainText('cannot be undone');
    const confirm = dialog.getByRole('button', { name: 'Erase permanently' });
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel(/to confirm/).fill(account.email);
    await confirm.click();
    await page.waitForURL(`${SITE_URL}/administration/users`);
    await page.goto(`/administration/users?search=${encodeURIComponent(account.email)}`);
    await expect(usersTable(page).getByRole('cell', { name: 'No Data' })).toBeVisible();
  });
});

test.describe('given a user leaving', () => {
  test('deletes their own account from account settings and can no longer sign in', async ({ browser }) => {
    const account = await createAccount(browser, 'Lee Leaving');
    const { context, page } = await signedIn(browser, account.email);
    await page.goto('/account');
    await page.getByRole('region', { name: 'Danger zone' }).getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your Paperlight account?' });
    await expect(dialog).toContainText(account.email);
    await page.screenshot({ path: test.info().outputPath('delete-account-1440.png') });
    await dialog.getByLabel(/to confirm/).fill(account.email);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await page.waitForURL(`${SITE_URL}/`);
    await expect(siteHeader(page).getByRole('link', { name: 'Login', exact: true })).toBeVisible();
    await siteHeader(page).getByRole('link', { name: 'Login', exact: true }).click();
    await page.waitForURL((url) => url.origin === SSO_URL && url.pathname === '/login');
    await page.getByLabel(/email/i).fill(account.email);
    await page.getByLabel(/password/i).fill(JOURNEY_PASSWORD);
    await page.getByRole('button', { name: /sign in/i }).click();
    await expect(page.getByText('Incorrect email or password.')).toBeVisible();
    await context.close();
  });
});

test.describe('given a visitor who forgot the password', () => {
  test('asks for a link from the sign-in page and gets the same answer for any address', async ({ page }) => {
    await page.goto('/auth/login');
    await page.waitForURL((url) => url.origin === SSO_URL);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.getByLabel('Work email').fill('nobody-here@paperlight.test');
    await page.getByRole('button', { name: 'Send the link' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('reset-sent-1440.png') });
  });

  test('the sign-up page shows a strength meter and refuses a common password', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/auth/signup');
    await page.waitForURL((url) => url.origin === SSO_URL && url.pathname === '/signup');
    await page.getByLabel(/name/i).first().fill('Meter Reader');
    await page.getByLabel(/email/i).fill(`meter-${Date.now()}@paperlight.test`);
    await page.getByLabel(/password/i).fill('password12');
    await expect(page.locator('#password-strength-text')).toHaveText(/easy to guess/i);
    await page.screenshot({ path: test.info().outputPath('signup-meter-390.png'), fullPage: true });
    await page.getByRole('button', { name: /create/i }).click();
    await expect(page.getByText('This password is too easy to guess').first()).toBeVisible();
  });
});

test.describe('given requests that are not our own pages', () => {
  test('a cross-origin post gets 403, a body over 64 KB 413, and a contact request without JSON 415', async ({ request }) => {
    const foreign = await request.post('/dashboard', {
      headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      data: 'intent=create',
    });
    expect(foreign.status()).toBe(403);
    const big = await request.post('/api/contact-us', {
      headers: { 'content-type': 'application/json' },
      data: JSON.stringify({ note: 'x'.repeat(70 * 1024) }),
    });
    expect(big.status()).toBe(413);
    const text = await request.post('/api/contact-us', { headers: { 'content-type': 'text/plain' }, data: '{}' });
    expect(text.status()).toBe(415);
    const forged = await request.post(`${SSO_URL}/login`, {
      headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      data: `email=admin%40paperlight.test&password=${PASSWORD}`,
      maxRedirects: 0,
    });
    expect(forged.status()).toBe(403);
  });
});
