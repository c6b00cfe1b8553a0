import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { API_URL, asVisitor, createAccount, siteHeader, signIn } from './helpers';

/** Every axe rule on the administration screen itself; the shared header is checked by its own journeys. */
async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).include('main').analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** No axe violations inside the open dialog (it is portalled outside main). */
async function expectDialogWithoutAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

// Axe scans and several round trips per journey: the default 60 s is too tight on a shared 2-core machine.
test.describe.configure({ timeout: 120_000 });

const toolLink = (page: Page, name: string) => page.getByRole('table', { name: 'Tool catalogue' }).getByRole('link', { name, exact: true });
const usersTable = (page: Page) => page.getByRole('table', { name: 'Registered users' });
// The first column holds the row's checkbox (bulk actions), the second the name.
const emailsShown = (page: Page) => usersTable(page).locator('tbody tr td:nth-child(3)').allTextContents();
/**
 * The seeded accounts shown: other journeys running beside this one create accounts (their addresses
 * end in a timestamp) and some of them get active trials, so exact lists compare the seeded ones.
 */
const seededShown = async (page: Page) => (await emailsShown(page)).filter((email) => !/-\d{10,}@/.test(email));

test.describe('given an administrator', () => {
  test('sees the Administration link and the users page', async ({ page }) => {
    await signIn(page, 'admin@paperlight.test');
    await siteHeader(page)
      .getByRole('button', { name: /account menu/i })
      .click();
    await siteHeader(page).getByRole('link', { name: 'Administration', exact: true }).click();
    await page.waitForURL('**/administration/users');
    await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
    await expect(usersTable(page).getByRole('cell', { name: 'admin@paperlight.test' })).toBeVisible();
    await expect(usersTable(page).getByRole('cell', { name: 'trial5@paperlight.test' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('filters, sorts and searches, and the view survives a reload', async ({ page }) => {
    await signIn(page, 'admin@paperlight.test');
    await page.goto('/administration/users');

    await page.getByLabel('Trial', { exact: true }).selectOption('active');
    await page.waitForURL(/trial=active/);
    await page.getByRole('button', { name: /^Email/ }).click();
    await page.waitForURL(/sort=email&order=asc/);
    await expect(page.getByRole('columnheader', { name: /Email/ })).toHaveAttribute('aria-sort', 'ascending');
    await expect.poll(() => seededShown(page)).toEqual(['trial2@paperlight.test', 'trial5@paperlight.test']);

    // Keyboard: the header button sorts with Enter.
    await page.getByRole('button', { name: /^Email/ }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/order=desc/);
    await expect.poll(() => seededShown(page)).toEqual(['trial5@paperlight.test', 'trial2@paperlight.test']);

    await page.getByLabel('Search users').fill('tara');
    await page.waitForURL(/search=tara/);
    await expect.poll(() => emailsShown(page)).toEqual(['trial5@paperlight.test']);

    await page.reload();
    await expect(page.getByLabel('Search users')).toHaveValue('tara');
    await expect(page.getByLabel('Trial', { exact: true })).toHaveValue('active');
    await expect(page.getByRole('columnheader', { name: /Email/ })).toHaveAttribute('aria-sort', 'descending');
    await expect.poll(() => emailsShown(page)).toEqual(['trial5@paperlight.test']);

    await page.goto('/administration/users?search=nobody-at-all');
    await expect(usersTable(page).getByRole('cell', { name: 'No Data' })).toBeVisible();
    await page.goto('/administration/users?trial=active&page=99');
    await page.waitForURL((url) => url.searchParams.get('page') === null && url.searchParams.get('trial') === 'active');
    await expect(usersTable(page).getByRole('cell', { name: 'No Data' })).toHaveCount(0);
    await page.goto('/administration/users?page=abc&pageSize=7&sort=password_hash');
    await expect(usersTable(page).getByRole('cell', { name: 'admin@paperlight.test' })).toBeVisible();
  });

  test('changes roles and extends a trial, and sees both in the account’s History', async ({ page, browser }) => {
    const account = await createAccount(browser, 'Nora Audit');
    await signIn(page, 'admin@paperlight.test');
    await page.goto(`/administration/users?search=${encodeURIComponent(account.email)}`);
    await usersTable(page).getByRole('link', { name: 'Nora Audit' }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Nora Audit');
    await page.getByLabel('Sales').check();
    await page.getByRole('button', { name: 'Save roles' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
    await page.getByLabel('Days to add').fill('3');
    await page.getByRole('button', { name: 'Extend trial' }).click();
    const audit = page.getByRole('table', { name: /Changes to this account/ });
    await expect(audit.getByRole('cell', { name: 'Extended trial' })).toBeVisible();
    await expect(audit.getByRole('cell', { name: 'Changed roles' })).toBeVisible();
    await expect(audit.getByRole('cell', { name: 'Roles: no role → Sales' })).toBeVisible();
    await expect(audit.getByText(/T\d{2}:\d{2}|trialEndDate/)).toHaveCount(0);
    await expect(audit.getByRole('cell', { name: 'admin@paperlight.test' }).first()).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel('Sales').uncheck();
    await page.getByRole('button', { name: 'Save roles' }).click();
    await expect(audit.getByRole('cell', { name: 'Changed roles' })).toHaveCount(2);
  });

  test('confirms granting and removing Administrator (typing the e-mail to grant) and ending a trial', async ({ page, browser }) => {
    const account = await createAccount(browser, 'Gina Grant');
    await signIn(page, 'admin@paperlight.test');
    await page.goto(`/administration/users?search=${encodeURIComponent(account.email)}`);
    await usersTable(page).getByRole('link', { name: 'Gina Grant' }).first().click();
    await expect(page.getByRole('heading', { name: 'Gina Grant', level: 1 })).toBeVisible();
    const audit = page.getByRole('table', { name: /Changes to this account/ });

    await page.getByRole('button', { name: 'Grant Administrator' }).click();
    const grant = page.getByRole('dialog', { name: 'Make Gina Grant an administrator?' });
    await expect(grant).toContainText(`Gina Grant (${account.email}) will see every account`);
    const confirmGrant = grant.getByRole('button', { name: 'Grant Administrator' });
    await expect(confirmGrant).toBeDisabled();
    await grant.getByLabel(/to confirm/).fill(account.email.slice(0, -1));
    await expect(confirmGrant).toBeDisabled();
    await grant.getByLabel(/to confirm/).fill(account.email.toUpperCase());
    await expectDialogWithoutAxeViolations(page);
    await confirmGrant.click();
    await expect(page.getByRole('status').filter({ hasText: 'Gina Grant is now an administrator' })).toBeVisible();
    await expect(page.getByText('Administrator: Yes')).toBeVisible();
    await expect(audit.getByRole('cell', { name: 'Granted Administrator' })).toHaveCount(1);

    // Cancel changes nothing; the confirming button does.
    await page.getByRole('button', { name: 'Remove Administrator' }).click();
    const remove = page.getByRole('dialog', { name: 'Remove Administrator from Gina Grant?' });
    await remove.getByRole('button', { name: 'Cancel' }).click();
    await expect(remove).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Remove Administrator' })).toBeFocused();
    await expect(page.getByText('Administrator: Yes')).toBeVisible();
    await page.getByRole('button', { name: 'Remove Administrator' }).click();
    await remove.getByRole('button', { name: 'Remove Administrator' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Gina Grant is no longer an administrator' })).toBeVisible();
    await expect(page.getByText('Administrator: No')).toBeVisible();
    await expect(audit.getByRole('cell', { name: 'Removed Administrator' })).toHaveCount(1);

    // A post without the typed e-mail is refused by the page's action.
    const forged = await page.evaluate(async () => {
      const res = await fetch(window.location.pathname, { method: 'POST', body: new URLSearchParams({ intent: 'grant-admin' }) });
      return res.status;
    });
    expect(forged).toBe(400);

    await page.getByRole('button', { name: 'End trial now' }).click();
    const end = page.getByRole('dialog', { name: 'End the trial of Gina Grant now?' });
    await expect(end).toContainText(`The free trial of Gina Grant (${account.email}) ends now`);
    await expectDialogWithoutAxeViolations(page);
    await end.getByRole('button', { name: 'End trial', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Trial ended' })).toBeVisible();
    await expect(page.locator('dt', { hasText: /^Trial$/ }).locator('+ dd')).toHaveText('Expired');
    await expect(page.getByRole('button', { name: 'End trial now' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('pages through contact requests, sets a status and exports the view as CSV', async ({ page, request }) => {
    for (let i = 0; i < 12; i += 1) {
      const res = await request.post(`${API_URL}/contact-requests`, {
        headers: asVisitor(`198.51.100.${i + 1}`),
        data: {
          firstName: `Pat${String(i).padStart(2, '0')}`,
          lastName: i === 0 ? '=cmd' : 'Reader',
          email: `pat${i}@example.test`,
          companyName: i === 0 ? 'Journal Zoë Éditions' : 'Journal Co',
          note: 'Alt Text',
        },
      });
      expect(res.status()).toBe(201);
    }
    await signIn(page, 'admin@paperlight.test');
    await page.goto('/administration/contact-requests?search=journal');
    const table = page.getByRole('table', { name: 'Contact requests' });
    await expect(page.getByText('Page 1 of 2')).toBeVisible();
    await expect(table.locator('tbody tr')).toHaveCount(10);
    const pager = page.getByRole('navigation', { name: 'Contact requests pages' });
    await expect(pager.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await pager.getByRole('button', { name: 'Next page' }).click();
    await page.waitForURL(/page=2/);
    await expect(table.locator('tbody tr')).toHaveCount(2);
    // Next reached the end: the focus stays on it instead of dropping to the page.
    await expect(pager.getByRole('button', { name: 'Next page' })).toBeFocused();
    await expect(pager.getByRole('button', { name: 'Next page' })).toHaveAttribute('aria-disabled', 'true');
    await pager.getByRole('button', { name: 'First page' }).click();
    await page.waitForURL((url) => !url.searchParams.has('page'));
    await expect(pager.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await pager.getByRole('button', { name: 'Last page' }).click();
    await page.waitForURL(/page=2/);
    await expect(pager.getByRole('button', { name: 'Last page' })).toBeFocused();

    // A page past the end is clamped: the last page, not 'No Data'.
    await page.goto('/administration/contact-requests?search=journal&page=99');
    await page.waitForURL(/page=2/);
    await expect(page.getByText('Page 2 of 2')).toBeVisible();
    await expect(table.locator('tbody tr')).toHaveCount(2);
    await page.getByLabel('Rows per page').selectOption('20');
    await page.waitForURL(/pageSize=20/);
    await expect(table.locator('tbody tr')).toHaveCount(12);
    await expectNoAxeViolations(page);

    await table.getByLabel('Status of Pat00 =cmd').selectOption('contacted');
    await expect(table.getByLabel('Status of Pat00 =cmd')).toHaveValue('contacted');
    await page.getByLabel('Status', { exact: true }).selectOption('contacted');
    await page.waitForURL(/status=contacted/);
    await expect(table.locator('tbody tr')).toHaveCount(1);

    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloadPromise;
    const bytes = await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks));
    // UTF-8 with a byte order mark, so spreadsheet programs keep the accents.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain("Pat00,'=cmd,pat0@example.test,Journal Zoë Éditions");
  });

  test('finds a contact request by words of its interest, sees the designation, gets a toast after a status change and keeps every column on screen', async ({
    page,
    request,
  }) => {
    const email = `a.very.long.address.of.the.editorial.office.${Date.now()}@publishing-house-with-a-long-name.example.test`;
    const res = await request.post(`${API_URL}/contact-requests`, {
      headers: asVisitor('198.51.100.77'),
      data: {
        firstName: 'Ines',
        lastName: 'Inbox',
        email,
        companyName: 'Revue Médicale',
        designation: 'Managing Editor',
        note: 'We would like alt text for our whole seventeenth-century herbarium archive',
      },
    });
    expect(res.status()).toBe(201);
    await signIn(page, 'admin@paperlight.test');
    await page.goto('/administration/contact-requests');
    await page.getByLabel('Search requests').fill('herbarium archive');
    await page.getByLabel('Search requests').press('Enter');
    await page.waitForURL(/search=herbarium/);
    const table = page.getByRole('table', { name: 'Contact requests' });
    await expect(table.locator('tbody tr')).toHaveCount(1);
    const row = table.locator('tbody tr').first();
    await expect(row).toContainText('Ines Inbox');
    await expect(row).toContainText('Managing Editor');

    // At 1440 px the long address wraps: Status and Received stay inside the window.
    for (const name of ['Status', 'Received']) {
      const box = await table.getByRole('columnheader', { name: new RegExp(`^${name}`) }).boundingBox();
      expect(box && box.x + box.width).toBeLessThanOrEqual(1440);
    }

    await row.getByLabel('Status of Ines Inbox').selectOption('closed');
    await expect(page.getByRole('list', { name: 'Notifications' }).getByText('Status of Ines Inbox set to Closed')).toBeVisible();
    await page.reload();
    await expect(table.getByLabel('Status of Ines Inbox')).toHaveValue('closed');
    await expectNoAxeViolations(page);
  });

  test('sees the overview stat cards', async ({ page }) => {
    await signIn(page, 'admin@paperlight.test');
    await page.goto('/administration/overview');
    await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Users on an active trial' })).toHaveAttribute('aria-valuenow', /^\d+$/);
    await expect(page.getByText('Registered users')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('sees the activity charts with their text alternatives, and switches the period', async ({ page }) => {
    const nivo: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script' && /Activity(Bar|Line)Plot/.test(response.url())) nivo.push(response.url());
    });
    await signIn(page, 'admin@paperlight.test');
    // nivo is not part of the other pages.
    expect(nivo).toEqual([]);
    await page.goto('/administration/overview');
    await expect(page.getByRole('heading', { name: 'Activity, last 30 days', level: 2 })).toBeVisible();
    for (const title of ['Sign-ups per day', 'Active trials', 'Contact requests per day']) {
      const figure = page.getByRole('figure', { name: title });
      await expect(figure).toBeVisible();
      // The chart is an image named by its summary sentence, which is also printed above it.
      const chart = figure.getByRole('img');
      await expect(chart).toBeVisible();
      await expect(chart).toHaveAccessibleName(new RegExp(`^${title}: .+\\.$`));
      await expect(figure.locator('p').first()).toHaveText(/\.$/);
    }
    expect(nivo.length).toBeGreaterThan(0);
    const signUps = page.getByRole('figure', { name: 'Sign-ups per day' });
    await signUps.getByText('Show the data as a table').click();
    await expect(signUps.getByRole('table', { name: 'Sign-ups per day, by day' }).locator('tbody tr')).toHaveCount(30);
    const latest = page.getByRole('table', { name: 'New accounts' });
    await expect(latest.locator('tbody tr').first()).toBeVisible();
    expect(await latest.locator('tbody tr').count()).toBeLessThanOrEqual(10);
    await expectNoAxeViolations(page);

    await page.getByRole('navigation', { name: 'Period' }).getByRole('link', { name: 'Last 90 days' }).click();
    await page.waitForURL(/range=90/);
    await expect(page.getByRole('heading', { name: 'Activity, last 90 days', level: 2 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Last 90 days' })).toHaveAttribute('aria-current', 'page');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Activity, last 90 days', level: 2 })).toBeVisible();
  });

  test('shows the accessible analytics skeleton while another period loads', async ({ page }) => {
    await signIn(page, 'admin@paperlight.test');
    await page.goto('/administration/overview');
    await expect(page.getByRole('heading', { name: 'Activity, last 30 days', level: 2 })).toBeVisible();
    // Hold the new period's data until the skeleton has been checked.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/administration\/overview\.data\?.*range=365/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('navigation', { name: 'Period' }).getByRole('link', { name: 'Last 12 months' }).click();
    const skeleton = page.getByRole('status').filter({ hasText: 'Loading the overview' });
    await expect(skeleton).toHaveAttribute('aria-busy', 'true');
    await expect(skeleton.locator('[data-part="stat-cards"] > *')).toHaveCount(2);
    await expect(skeleton.locator('[data-part="charts"] > *')).toHaveCount(3);
    await expect(skeleton.locator('[data-part="table-row"]')).toHaveCount(10);
    await expect(page.getByRole('link', { name: 'Last 12 months' })).toHaveAttribute('aria-current', 'page');
    await expectNoAxeViolations(page);
    release();
    // The year's figures stream in after the response starts; on a loaded 2-core runner they took just
    // over 10 s (the failure screenshot showed them). Their speed is bench:admin's to measure, not this test's.
    await expect(page.getByRole('heading', { name: 'Activity, last 12 months', level: 2 })).toBeVisible({ timeout: 30_000 });
    await expect(skeleton).toHaveCount(0);
  });

  test('sorts, searches and pages the latest sign-ups on the overview, keeping the period, and a page past the end goes to the last', async ({
    page,
    browser,
  }, testInfo) => {
    const account = await createAccount(browser, 'Olive Overview');
    await signIn(page, 'admin@paperlight.test');
    await page.goto('/administration/overview?range=90');
    const latest = page.getByRole('table', { name: 'New accounts' });
    // Newest first: the account made a moment ago leads.
    await expect(latest.locator('tbody tr').first()).toContainText('Olive Overview');
    await expect(latest.getByRole('columnheader', { name: /Signed up/ })).toHaveAttribute('aria-sort', 'descending');
    // Setup: more than one page of accounts, whichever journeys ran before.
    const summary = page.locator('p[aria-live="polite"]').filter({ hasText: / of \d+$|^0 rows$/ });
    const total = Number(/of (\d+)$/.exec((await summary.textContent()) ?? '')?.[1] ?? 0);
    for (let n = total; n <= 10; n += 1) await createAccount(browser, `Olive Filler ${n}`);
    if (total <= 10) await page.reload();

    // Paging keeps the period, and the focus in the pager.
    const pager = page.getByRole('navigation', { name: 'New accounts pages' });
    await pager.getByRole('button', { name: 'Next page' }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2' && url.searchParams.get('range') === '90');
    await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(pager.getByRole('button', { name: 'Next page' })).toBeFocused();
    await expect(page.getByRole('heading', { name: 'Activity, last 90 days', level: 2 })).toBeVisible();

    // Sorted by name, then searched: the view is in the URL beside the period.
    await latest.getByRole('button', { name: /^Name/ }).click();
    await page.waitForURL(
      (url) => url.searchParams.get('sort') === 'name' && url.searchParams.get('range') === '90' && !url.searchParams.has('page'),
    );
    await expect(latest.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');
    await page.getByLabel('Search new accounts').fill(account.email);
    await page.getByLabel('Search new accounts').press('Enter');
    await page.waitForURL((url) => url.searchParams.get('search') === account.email);
    await expect(latest.locator('tbody tr')).toHaveCount(1);
    await expect(latest.getByRole('link', { name: 'Olive Overview' })).toHaveAttribute('href', /\/administration\/users\//);
    await expectNoAxeViolations(page);

    // Another period keeps the sign-ups' view; a reload keeps both.
    await page.getByRole('navigation', { name: 'Period' }).getByRole('link', { name: 'Last 12 months' }).click();
    await page.waitForURL((url) => url.searchParams.get('range') === '365' && url.searchParams.get('search') === account.email);
    await expect(page.getByRole('heading', { name: 'Activity, last 12 months', level: 2 })).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Search new accounts')).toHaveValue(account.email);
    await expect(latest.locator('tbody tr')).toHaveCount(1);
    await page.screenshot({ path: testInfo.outputPath('overview-1440.png'), fullPage: true });

    // A page past the end: the last page, the period kept.
    await page.goto('/administration/overview?range=365&page=999');
    await page.waitForURL(
      (url) =>
        url.searchParams.get('range') === '365' && Number(url.searchParams.get('page')) > 1 && Number(url.searchParams.get('page')) < 999,
    );
    await expect(latest.locator('tbody tr').first()).toBeVisible();
    await expect(latest.getByRole('cell', { name: 'No Data' })).toHaveCount(0);
  });

  test('sees when a user last signed in, in the list and on the detail', async ({ page, browser }) => {
    const account = await createAccount(browser, 'Lena Lastsignin');
    await signIn(page, 'admin@paperlight.test');
    await page.goto(`/administration/users?search=${encodeURIComponent(account.email)}`);
    const row = usersTable(page).locator('tbody tr').filter({ hasText: account.email });
    await expect(row).toHaveCount(1);
    await expect(usersTable(page).getByRole('columnheader', { name: 'Last sign-in' })).toBeVisible();
    // Signing up signs the new user in: the sso recorded it.
    await expect(row.locator('td').last()).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC$/);
    const seen = await row.locator('td').last().textContent();
    await row.getByRole('link', { name: account.name }).click();
    await expect(page.getByRole('heading', { name: account.name, level: 1 })).toBeVisible();
    await expect(page.locator('dt', { hasText: 'Last sign-in' }).locator('+ dd')).toHaveText(seen!);
    await expectNoAxeViolations(page);
  });
});

/** Today in a time zone, `YYYY-MM-DD` (Sweden writes dates that way). */
const dayIn = (timeZone: string, offsetDays = 0) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone }).format(new Date(Date.now() + offsetDays * 86_400_000));

test.describe('the Activity page', () => {
  // The reader's clock: times and the date range are in Paris, whatever the server's zone.
  test.use({ timezoneId: 'Europe/Paris' });

  test('shows a change made a moment ago in words and local time, filters it by action and days, and exports the view', async ({
    page,
    browser,
  }, testInfo) => {
    const account = await createAccount(browser, 'Ava Activity');
    await signIn(page, 'admin@paperlight.test');
    await page.goto(`/administration/users?search=${encodeURIComponent(account.email)}`);
    await usersTable(page).getByRole('link', { name: 'Ava Activity' }).first().click();
    await expect(page.getByRole('heading', { name: 'Ava Activity', level: 1 })).toBeVisible();
    await page.getByLabel('Days to add').fill('3');
    await page.getByRole('button', { name: 'Extend trial' }).click();
    await expect(page.getByRole('table', { name: /Changes to this account/ }).getByRole('cell', { name: 'Extended trial' })).toBeVisible();
    await page.getByLabel('Sales').check();
    await page.getByRole('button', { name: 'Save roles' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();

    await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Activity' }).click();
    await page.waitForURL('**/administration/activity');
    await expect(page.getByRole('heading', { name: 'Activity', level: 1 })).toBeVisible();
    // The browser told the server its zone: the page now reads Paris time.
    await expect(page.getByText('Times in Europe/Paris.')).toBeVisible();
    const table = page.getByRole('table', { name: 'Activity' });
    // The target by its address: this account's entries only, whatever other runs left.
    await page.getByLabel('Search activity').fill(account.email);
    await page.getByLabel('Search activity').press('Enter');
    await page.waitForURL((url) => url.searchParams.get('search') === account.email);
    await expect(table.locator('tbody tr')).toHaveCount(2);
    const [newest, older] = [table.locator('tbody tr').nth(0), table.locator('tbody tr').nth(1)];
    await expect(newest).toContainText('Changed roles');
    await expect(newest).toContainText('Roles: no role → Sales');
    await expect(older).toContainText('Extended trial');
    await expect(older).toContainText('admin@paperlight.test');
    await expect(older.locator('td').last()).toHaveText(
      /^Trial ends: (no trial|\d{1,2} \w{3} \d{4}(, \d{2}:\d{2})?) → \d{1,2} \w{3} \d{4}(, \d{2}:\d{2})?$/,
    );
    // Local time, to the minute, as a Paris clock reads the moment of the change.
    const moment = await older.locator('time').getAttribute('datetime');
    const paris = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Paris',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(new Date(moment!));
    await expect(older.locator('time')).toContainText(paris);
    await expect(table.getByText(/T\d{2}:\d{2}:\d{2}|trialEndDate|[{}]/)).toHaveCount(0);
    await expect(older.getByRole('link', { name: `Ava Activity (${account.email})` })).toHaveAttribute('href', /\/administration\/users\//);
    await expectNoAxeViolations(page);
    // At 1440 px long addresses wrap: the Change column stays inside the window.
    const change = await table.getByRole('columnheader', { name: 'Change' }).boundingBox();
    expect(change && change.x + change.width).toBeLessThanOrEqual(1440);

    // Filter by action: only the extension is left.
    await page.getByLabel('Action').selectOption({ label: 'Extended trial' });
    await page.waitForURL(/action=trial\.extend/);
    await expect(table.locator('tbody tr')).toHaveCount(1);
    await expect(table.locator('tbody tr').first()).toContainText('Extended trial');

    // Today in Paris holds it; a range that ended yesterday does not.
    const today = dayIn('Europe/Paris');
    await page.getByLabel('Time from').fill(today);
    await page.getByLabel('Time to').fill(today);
    await page.getByLabel('Time to').press('Enter');
    await page.waitForURL((url) => url.searchParams.get('createdAtFrom') === today && url.searchParams.get('createdAtTo') === today);
    await expect(table.locator('tbody tr')).toHaveCount(1);
    await page.getByLabel('Time from').fill(dayIn('Europe/Paris', -7));
    await page.getByLabel('Time to').fill(dayIn('Europe/Paris', -1));
    await page.getByLabel('Time to').press('Enter');
    await page.waitForURL((url) => url.searchParams.get('createdAtTo') === dayIn('Europe/Paris', -1));
    await expect(table.getByRole('cell', { name: 'No Data' })).toBeVisible();
    await page.getByLabel('Time to').fill(today);
    await page.getByLabel('Time to').press('Enter');
    await page.waitForURL((url) => url.searchParams.get('createdAtTo') === today);
    await expect(table.locator('tbody tr')).toHaveCount(1);

    // The view is the URL: a reload keeps it.
    await page.reload();
    await expect(page.getByLabel('Action')).toHaveValue('trial.extend');
    await expect(page.getByLabel('Time to')).toHaveValue(today);
    await expect(page.getByLabel('Search activity')).toHaveValue(account.email);
    await expect(table.locator('tbody tr')).toHaveCount(1);

    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toMatch(/^activity-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks));
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').trim().split('\r\n');
    expect(lines[0]).toBe('Time (Europe/Paris),Actor,Action,Target type,Target,Change');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(
      new RegExp(
        `^${today} \\d{2}:\\d{2},admin@paperlight\\.test,Extended trial,User,Ava Activity \\(${account.email.replace(/[.+]/g, '\\$&')}\\),"?Trial ends: `,
      ),
    );

    // A phone: the page and its filters fit 390 px, the table scrolls inside its region.
    await page.screenshot({ path: testInfo.outputPath('activity-1440.png'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: testInfo.outputPath('activity-390.png'), fullPage: true });
    await expectNoAxeViolations(page);
  });

  test('shows sales the contact requests and trials only', async ({ page }) => {
    await signIn(page, 'sales@paperlight.test');
    await page.goto('/administration/activity');
    await expect(page.getByText('Changes to contact requests and to users’ trials, newest first.')).toBeVisible();
    const actions = await page.getByLabel('Action').locator('option').allTextContents();
    expect(actions).toEqual([
      'All',
      'Extended trial',
      'Ended trial',
      'Changed contact status',
      'Changed owner',
      'Added note',
      'Sent reply',
      'Logged their reply',
    ]);
    await expect(page.getByRole('table', { name: 'Activity' }).getByText(/Changed roles|Granted Administrator|Changed tool/)).toHaveCount(
      0,
    );
    // Asking for an action they cannot see finds nothing rather than failing.
    expect((await page.goto('/administration/activity?action=roles.update'))?.status()).toBe(200);
    await expect(page.getByRole('table', { name: 'Activity' }).getByRole('cell', { name: 'No Data' })).toBeVisible();
  });
});

test.describe('the users export', () => {
  test('downloads the users table’s view as CSV: its search and filters, the columns shown, accents kept and formulas escaped', async ({
    page,
    browser,
  }) => {
    // A name and an address a spreadsheet would run as formulas, with accents.
    const account = await createAccount(browser, '=Zoë Brontë');
    await signIn(page, 'sales@paperlight.test');
    await page.goto(`/administration/users?search=${encodeURIComponent(account.email)}&trial=active`);
    await expect(usersTable(page).locator('tbody tr')).toHaveCount(1);
    await expect(usersTable(page).getByRole('link', { name: '=Zoë Brontë' })).toBeVisible();

    // Hide Last sign-in and Signed up: the file leaves them out too.
    await page.getByRole('button', { name: 'Columns' }).click();
    const list = page.getByRole('group', { name: 'Shown columns' });
    for (const name of ['Last sign-in', 'Signed up']) {
      const saved = page.waitForResponse((res) => res.url().includes('/administration/table-columns') && res.request().method() === 'POST');
      await list.getByRole('checkbox', { name }).uncheck();
      await saved;
    }
    await page.keyboard.press('Escape');

    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toMatch(/^users-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks));
    // UTF-8 with a byte order mark, so spreadsheet programs keep the accents.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n');
    expect(lines[0]).toBe('Name,Email,Role,Trial,Trial ends');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(new RegExp(`^'=Zoë Brontë,'${account.email.replace(/[.+]/g, '\\$&')},No role,Active,\\d{4}-\\d{2}-\\d{2}$`));

    // A filter that leaves nothing: the header alone.
    await page.getByLabel('Trial', { exact: true }).selectOption('expired');
    await page.waitForURL(/trial=expired/);
    await expect(usersTable(page).getByRole('cell', { name: 'No Data' })).toBeVisible();
    const emptyPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const empty = await (await (await emptyPromise).createReadStream()).toArray().then((chunks) => Buffer.concat(chunks));
    expect(empty.subarray(3).toString('utf8')).toBe('Name,Email,Role,Trial,Trial ends\r\n');

    // Every column again, for the other journeys.
    await page.getByRole('button', { name: 'Columns, 2 hidden' }).click();
    for (const name of ['Last sign-in', 'Signed up']) {
      const saved = page.waitForResponse((res) => res.url().includes('/administration/table-columns') && res.request().method() === 'POST');
      await list.getByRole('checkbox', { name }).check();
      await saved;
    }
  });
});

test.describe('given sales', () => {
  test('can extend a trial but cannot change roles or end trials', async ({ page, browser }) => {
    const account = await createAccount(browser, 'Sal Extension');
    await signIn(page, 'sales@paperlight.test');
    await page.goto(`/administration/users?search=${encodeURIComponent(account.email)}`);
    await usersTable(page).getByRole('link').first().click();
    await expect(page.getByRole('heading', { name: 'Trial', level: 2 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Roles', level: 2 })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Save roles' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'End trial now' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Extend trial' }).click();
    await expect(
      page
        .getByRole('table', { name: /Changes to this account/ })
        .getByRole('cell', { name: 'sales@paperlight.test' })
        .first(),
    ).toBeVisible();

    // A hand-made form post is refused by the api, not just hidden by the page.
    const forged = await page.evaluate(async () => {
      const body = new URLSearchParams({ intent: 'roles', roles: 'admin' });
      const res = await fetch(window.location.pathname, { method: 'POST', body });
      return res.status;
    });
    expect(forged).toBe(403);
  });
});

test.describe('given a tool administrator', () => {
  test('sees Tools Administration but not Administration', async ({ page }) => {
    await signIn(page, 'tools@paperlight.test');
    await siteHeader(page)
      .getByRole('button', { name: /account menu/i })
      .click();
    await expect(siteHeader(page).getByRole('link', { name: 'Administration', exact: true })).toHaveCount(0);
    await siteHeader(page).getByRole('link', { name: 'Tools Administration' }).click();
    await page.waitForURL('**/tools-administration');
    await expect(page.getByRole('heading', { name: 'Tools', level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('sorts, searches, filters and pages the catalogue; the view is in the URL and the columns are remembered', async ({
    page,
  }, testInfo) => {
    await signIn(page, 'tools@paperlight.test');
    await page.goto('/tools-administration');
    const table = page.getByRole('table', { name: 'Tool catalogue' });
    const names = () => table.locator('tbody tr td:first-child').allTextContents();
    // Twenty seeded tools: ten to a page, in the catalogue's order (Accessibility first).
    await expect(table.locator('tbody tr')).toHaveCount(10);
    expect((await names()).slice(0, 2)).toEqual(['Alt Text', 'Multi-lingual Audio']);
    const pager = page.getByRole('navigation', { name: 'Tool catalogue pages' });
    await pager.getByRole('button', { name: 'Next page' }).click();
    await page.waitForURL(/page=2/);
    await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(table.getByRole('link', { name: 'LMS Connector', exact: true })).toBeVisible();

    // Coming soon, by name: the view is in the URL and survives a reload.
    await page.getByLabel('Status', { exact: true }).selectOption('coming-soon');
    await page.waitForURL((url) => url.searchParams.get('status') === 'coming-soon' && !url.searchParams.has('page'));
    await table.getByRole('button', { name: /^Name/ }).click();
    await page.waitForURL(/sort=name&order=asc/);
    await expect.poll(async () => (await names()).slice(0, 3)).toEqual(['Citation Forecast', 'Concept Extraction', 'Correlation Tool']);
    await page.reload();
    await expect(page.getByLabel('Status', { exact: true })).toHaveValue('coming-soon');
    await expect(table.getByRole('columnheader', { name: /^Name/ })).toHaveAttribute('aria-sort', 'ascending');
    expect((await names()).every((name) => name !== 'Alt Text')).toBe(true);

    // Search: words of a name, without the accents or the case.
    await page.goto('/tools-administration');
    await page.getByLabel('Search tools').fill('CHAT WITH');
    await page.getByLabel('Search tools').press('Enter');
    await page.waitForURL(/search=CHAT/);
    await expect.poll(names).toEqual(['Chat with Paper']);
    await page.goto('/tools-administration?search=telescope-for-mars');
    await expect(table.getByRole('cell', { name: 'No Data' })).toBeVisible();
    // A page past the end: the last page.
    await page.goto('/tools-administration?category=Peer+Review&page=99');
    await page.waitForURL((url) => url.searchParams.get('category') === 'Peer Review' && !url.searchParams.has('page'));
    await expect(table.getByRole('link', { name: 'AI Review', exact: true })).toBeVisible();

    // Columns: Featured hidden, still hidden after a reload, then shown again for the other journeys.
    await page.goto('/tools-administration');
    await page.getByRole('button', { name: 'Columns' }).click();
    const list = page.getByRole('group', { name: 'Shown columns' });
    await expect(list.getByRole('checkbox', { name: 'Name' })).toBeDisabled();
    const saved = page.waitForResponse((res) => res.url().includes('/administration/table-columns') && res.request().method() === 'POST');
    await list.getByRole('checkbox', { name: 'Featured' }).uncheck();
    expect((await saved).status()).toBe(200);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await page.reload();
    await expect(table.getByRole('columnheader', { name: 'Featured' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Columns, 1 hidden' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('tools-1440.png'), fullPage: true });
    await page.getByRole('button', { name: 'Columns, 1 hidden' }).click();
    const restored = page.waitForResponse(
      (res) => res.url().includes('/administration/table-columns') && res.request().method() === 'POST',
    );
    await list.getByRole('checkbox', { name: 'Featured' }).check();
    await restored;
    await page.reload();
    await expect(table.getByRole('columnheader', { name: 'Featured' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('edits a tool and the landing page shows the change on the next request', async ({ page }) => {
    await signIn(page, 'tools@paperlight.test');
    await page.goto('/tools-administration');
    await toolLink(page, 'AI Summary').click();
    await page.getByLabel('Name').fill('AI Summary Pro');
    await page.getByRole('button', { name: 'Save tool' }).click();
    await page.waitForURL('**/tools-administration');
    await expect(toolLink(page, 'AI Summary Pro')).toBeVisible();
    await page.goto('/');
    await expect(page.getByText('AI Summary Pro').first()).toBeAttached();
    // Put the name back: the other journeys of the run read the same catalogue.
    await page.goto('/tools-administration');
    await toolLink(page, 'AI Summary Pro').click();
    // The tool's History says what changed, in words.
    const history = page.getByRole('table', { name: 'Changes to AI Summary Pro, newest first' });
    await expect(history.locator('tbody tr').first()).toContainText('Changed tool');
    await expect(history.locator('tbody tr').first()).toContainText('Name: AI Summary → AI Summary Pro');
    await expect(history.locator('tbody tr').first()).toContainText('tools@paperlight.test');
    await page.getByLabel('Name').fill('AI Summary');
    await page.getByRole('button', { name: 'Save tool' }).click();
    await page.waitForURL('**/tools-administration');
  });

  test('sees the tool form’s errors next to their fields, the first one focused, and keeps what was typed', async ({ page }) => {
    await signIn(page, 'tools@paperlight.test');
    await page.goto('/tools-administration/new');
    await page.getByLabel('Name').fill('Reference Sentinel');
    await page.getByLabel('Slug').fill('Reference Sentinel');
    await page.getByLabel('Where signed-in users use it').fill('javascript:alert(1)');
    await page.getByRole('button', { name: 'Create tool' }).click();
    const slug = page.getByLabel('Slug (the page is /tools/slug)');
    await expect(slug).toBeFocused();
    await expect(slug).toHaveAccessibleDescription(
      'Use lower-case letters and digits, with single hyphens between words, e.g. citation-guard.',
    );
    await expect(page.getByLabel('Where signed-in users use it')).toHaveAccessibleDescription(/starting with one \//);
    await expect(page.getByLabel('Description (the card)')).toHaveAccessibleDescription('Enter the sentence shown on the tool’s card.');
    await expect(page.getByText('3 fields need a change before the tool can be saved.')).toBeVisible();
    await expect(page.getByText(/Invalid body/)).toHaveCount(0);
    await expect(page.getByLabel('Name')).toHaveValue('Reference Sentinel');
    await expect(slug).toHaveValue('Reference Sentinel');
    await expectNoAxeViolations(page);

    // A slug another tool uses: the api's refusal lands under the slug field too.
    await slug.fill('alt-text');
    await page.getByLabel('Where signed-in users use it').fill('');
    await page.getByLabel('Description (the card)').fill('Watches references after publication.');
    await page.getByRole('button', { name: 'Create tool' }).click();
    await expect(slug).toBeFocused();
    await expect(slug).toHaveAccessibleDescription(
      'Another tool already uses alt-text; choose a different slug, or restore that tool if it is retired.',
    );
    await expect(page.getByLabel('Description (the card)')).toHaveValue('Watches references after publication.');
  });

  test('retires a tool only after a confirmation naming it, and restores it', async ({ page }) => {
    // Axe runs on the dialog and the list: slower than the default budget on a shared machine.
    test.setTimeout(120_000);
    await signIn(page, 'tools@paperlight.test');
    await page.goto('/tools-administration/new');
    await page.getByLabel('Name').fill('Citation Guard');
    await page.getByLabel('Slug').fill('citation-guard');
    await page.getByLabel('Category').selectOption('Peer Review');
    await page.getByLabel('Status').selectOption('coming-soon');
    await page.getByLabel('Description (the card)').fill('Checks every reference before review.');
    await page.getByRole('button', { name: 'Create tool' }).click();
    await page.waitForURL('**/tools-administration');
    await toolLink(page, 'Citation Guard').click();
    await page.getByRole('button', { name: 'Retire tool' }).click();
    const retire = page.getByRole('dialog', { name: 'Retire Citation Guard?' });
    await expect(retire).toContainText('/tools/citation-guard answers “not found”');
    await expectDialogWithoutAxeViolations(page);
    await retire.getByRole('button', { name: 'Retire tool' }).click();
    await page.waitForURL(/\/tools-administration\?retired=/);
    await expect(page.getByRole('status')).toContainText('Citation Guard is retired: it is off the site.');
    const row = page
      .getByRole('table', { name: 'Tool catalogue' })
      .locator('tr', { has: page.getByRole('link', { name: 'Citation Guard', exact: true }) });
    await expect(row).toContainText('Retired');
    await expectNoAxeViolations(page);
    expect((await page.goto('/tools/citation-guard'))?.status()).toBe(404);

    // Restore brings it back as it was (Coming soon); retire it again to leave the catalogue as found.
    await page.goto('/tools-administration');
    await row.getByRole('button', { name: 'Restore Citation Guard' }).click();
    await expect(page.getByRole('status')).toContainText('Citation Guard is back on the site');
    await expect(row).toContainText('Coming soon');
    expect((await page.goto('/tools/citation-guard'))?.status()).toBe(200);
    await page.goto('/tools-administration');
    await toolLink(page, 'Citation Guard').click();
    await page.getByRole('button', { name: 'Retire tool' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Retire tool' }).click();
    await expect(page.getByRole('status')).toContainText('Citation Guard is retired');
    await toolLink(page, 'Citation Guard').click();
    await expect(page.getByRole('heading', { name: 'Retired', level: 2 })).toBeVisible();
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

  test('gets 403 on the tool catalogue and the contact requests', async ({ page }) => {
    await signIn(page, 'trial5@paperlight.test');
    expect((await page.goto('/tools-administration'))?.status()).toBe(403);
    expect((await page.goto('/administration/contact-requests'))?.status()).toBe(403);
    expect((await page.goto('/administration/contact-requests/export'))?.status()).toBe(403);
    expect((await page.goto('/administration/users/export'))?.status()).toBe(403);
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
