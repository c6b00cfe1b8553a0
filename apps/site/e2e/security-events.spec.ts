import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { asVisitor, newVisitorAddress, signIn, SITE_URL, SSO_URL } from './helpers';

/** Issue 33 item 10: an administrator finds a failed sign-in in Activity's security events, filters it and exports JSON lines. */

test.describe.configure({ timeout: 120_000 });

const SHOTS = process.env.PAPERLIGHT_E2E_SHOTS_DIR;

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).include('main').analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** A wrong password typed on the sso's sign-in page, from `address` (as the site forwards a visitor's). */
async function failSignIn(page: Page, email: string, address: string) {
  await page.goto(`${SITE_URL}/auth/login`);
  await page.waitForURL((url) => url.origin === SSO_URL && url.pathname === '/login');
  const loginUrl = `${SSO_URL}/login`;
  const visitor = asVisitor(address);
  await page.route(loginUrl, (route) =>
    route.continue(route.request().method() === 'POST' ? { headers: { ...route.request().headers(), ...visitor } } : undefined),
  );
  await page.getByLabel(/email/i).fill(email);
  await page.getByLabel(/password/i).fill('Not-the-right-one-2026');
  await page.getByRole('button', { name: /sign in|log in/i }).click();
  await expect(page.getByText('Incorrect email or password.')).toBeVisible();
  await page.unroute(loginUrl);
}

for (const width of [1440, 390]) {
  test(`an administrator sees a failed sign-in in Activity, filters it and exports JSON lines (${width} px)`, async ({
    browser,
    page,
  }, testInfo) => {
    const email = `intruder-${width}-${Date.now()}@paperlight.test`;
    const address = newVisitorAddress();
    const attacker = await browser.newContext();
    await failSignIn(await attacker.newPage(), email, address);
    await attacker.close();

    await signIn(page, 'admin@paperlight.test');
    // Signed in through the desktop header; then the page at the journey's width.
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.goto('/administration/activity');
    await page.getByRole('navigation', { name: 'Activity' }).getByRole('link', { name: 'Security events' }).click();
    await page.waitForURL('**/administration/activity/security');
    const table = page.getByRole('table', { name: 'Security events' });

    // Filtered to failed sign-ins from that address: the one attempt, with who, what, when and where.
    await page.getByLabel('Event', { exact: true }).selectOption({ label: 'Sign-in' });
    await page.waitForURL(/kind=sign-in/);
    await page.getByLabel('Outcome', { exact: true }).selectOption({ label: 'Failure' });
    await page.waitForURL(/outcome=failure/);
    await page.getByLabel('Address', { exact: true }).fill(address);
    await page.getByLabel('Address', { exact: true }).press('Enter');
    await page.waitForURL((url) => url.searchParams.get('address') === address);
    await expect(table.locator('tbody tr')).toHaveCount(1);
    const row = table.locator('tbody tr').first();
    await expect(row).toContainText('Sign-in');
    await expect(row).toContainText('Failure');
    await expect(row).toContainText(email);
    await expect(row).toContainText(address);
    await expect(row).toContainText('wrong email or password');
    // And by the start of the actor's address, the way a security team narrows to one person.
    await page.getByLabel('Actor', { exact: true }).fill(email.slice(0, 20));
    await page.getByLabel('Actor', { exact: true }).press('Enter');
    await page.waitForURL((url) => url.searchParams.get('actor') === email.slice(0, 20));
    await expect(table.locator('tbody tr')).toHaveCount(1);
    await expectNoAxeViolations(page);

    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export JSON lines' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toMatch(/^security-events-\d{4}-\d{2}-\d{2}\.jsonl$/);
    const text = (await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks))).toString('utf8');
    const lines = text
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toEqual([
      expect.objectContaining({ kind: 'sign-in', outcome: 'failure', actorEmail: email, address, detail: { reason: 'wrong-credentials' } }),
    ]);

    // The page fits the width; the table scrolls inside its region on a phone.
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({
      path: SHOTS ? `${SHOTS}/security-events-${width}.png` : testInfo.outputPath(`security-events-${width}.png`),
      fullPage: true,
    });
  });
}
