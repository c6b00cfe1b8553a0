import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { API_URL, asVisitor, createAccount, signIn } from './helpers';

/**
 * Issue 18, the console around the accounts: contact requests as an inbox (find, assign, note,
 * close, in a drawer), bulk actions on the tables, columns each person hides, and the administration
 * pages on a phone.
 */

async function expectNoAxeViolations(page: Page, include = 'main') {
  const results = await new AxeBuilder({ page }).include(include).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

// Axe scans and several round trips per journey on a shared 2-core machine.
test.describe.configure({ timeout: 150_000 });

const requestsTable = (page: Page) => page.getByRole('table', { name: 'Contact requests' });
const usersTable = (page: Page) => page.getByRole('table', { name: 'Registered users' });
/** The page's toasts: behind an open drawer they are hidden from assistive technology, but still on screen. */
const toast = (page: Page, text: string) => page.locator('ol[aria-label="Notifications"]').getByText(text);

async function sendRequest(page: Page, address: string, fields: Record<string, string>) {
  const res = await page.request.post(`${API_URL}/contact-requests`, { headers: asVisitor(address), data: fields });
  expect(res.status()).toBe(201);
}

async function search(page: Page, label: string, words: string) {
  await page.getByLabel(label).fill(words);
  await page.getByLabel(label).press('Enter');
  await page.waitForURL((url) => url.searchParams.get('search') === words);
}

test.describe('the contact inbox', () => {
  test('finds a request by words of its interest, assigns it, notes it and closes it, each with a toast and in its History', async ({
    page,
  }, testInfo) => {
    const stamp = Date.now().toString(36);
    const interest = `Narrated summaries of our ${stamp} lichen atlas, in three languages`;
    const email = `olga.${stamp}@atlas-editions.example.test`;
    await sendRequest(page, '198.51.100.201', {
      firstName: 'Olga',
      lastName: 'Inbox',
      email,
      companyName: 'Atlas Éditions',
      designation: 'Head of Digital',
      note: interest,
    });
    await signIn(page, 'admin@paperlight.test');
    await page.goto('/administration/contact-requests');

    // Found by words from the middle of the interest text.
    await search(page, 'Search requests', `${stamp} lichen atlas`);
    await expect(requestsTable(page).locator('tbody tr')).toHaveCount(1);
    const row = requestsTable(page).locator('tbody tr').first();
    await expect(row).toContainText('Head of Digital');
    await expect(row.getByRole('cell', { name: 'Nobody' })).toBeVisible();

    // The name opens the drawer, kept in the URL.
    const name = row.getByRole('link', { name: 'Olga Inbox' });
    await name.click();
    await page.waitForURL(/request=/);
    const drawer = page.getByRole('dialog', { name: 'Olga Inbox' });
    await expect(drawer).toBeVisible();
    await expect(drawer).toHaveAccessibleDescription(/^Contact request received \d{1,2} \w{3} \d{4}, \d{2}:\d{2}$/);
    const fact = (term: string) => drawer.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('+ dd');
    await expect(fact('Interest')).toHaveText(interest);
    await expect(fact('Designation')).toHaveText('Head of Digital');
    await expect(fact('Company')).toHaveText('Atlas Éditions');
    await expect(fact('Email')).toHaveText(email);
    await expect(fact('Owner')).toHaveText('Nobody yet');
    await expectNoAxeViolations(page, '[role="dialog"]');
    await page.screenshot({ path: testInfo.outputPath('inbox-drawer-1440.png') });

    // Assign it to Sam.
    await drawer.getByLabel('Owner', { exact: true }).selectOption({ label: 'Sam Sales (sales@paperlight.test)' });
    await drawer.getByRole('button', { name: 'Assign' }).click();
    await expect(toast(page, 'Olga Inbox is now looked after by Sam Sales')).toBeVisible();
    await expect(drawer.getByRole('status')).toHaveText('Olga Inbox is now looked after by Sam Sales');
    await expect(fact('Owner')).toHaveText('Sam Sales (sales@paperlight.test)');

    // A note, listed with its author; the field starts empty again.
    await drawer.getByLabel('Add a note').fill(`Called back: wants a quote for the ${stamp} atlas`);
    await drawer.getByRole('button', { name: 'Add note' }).click();
    await expect(toast(page, 'Note added to Olga Inbox')).toBeVisible();
    const notes = drawer.getByRole('list', { name: 'Internal notes' });
    await expect(notes.getByRole('listitem')).toHaveCount(1);
    await expect(notes.getByRole('listitem').first()).toContainText(`Called back: wants a quote for the ${stamp} atlas`);
    await expect(notes.getByRole('listitem').first()).toContainText('admin@paperlight.test');
    await expect(drawer.getByLabel('Add a note')).toHaveValue('');

    // Close it.
    await drawer.getByLabel('Status', { exact: true }).selectOption('closed');
    await drawer.getByRole('button', { name: 'Set status' }).click();
    await expect(toast(page, 'Status of Olga Inbox set to Closed')).toBeVisible();
    await expect(fact('Status')).toHaveText('Closed');

    // Its History, newest first, in words.
    const history = drawer.getByRole('table', { name: 'Changes to this request, newest first' });
    await expect(history.locator('tbody tr')).toHaveCount(3);
    await expect(history.locator('tbody tr').nth(0)).toContainText('Changed contact status');
    await expect(history.locator('tbody tr').nth(0)).toContainText('Status: New → Closed');
    await expect(history.locator('tbody tr').nth(1)).toContainText('Added note');
    await expect(history.locator('tbody tr').nth(2)).toContainText('Owner: nobody → Sam Sales (sales@paperlight.test)');
    await expectNoAxeViolations(page, '[role="dialog"]');

    // Escape closes it; the focus is back on the name, the URL without the request, the row up to date.
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);
    await expect(name).toBeFocused();
    await page.waitForURL((url) => !url.searchParams.has('request'));
    await expect(row.getByLabel('Status of Olga Inbox')).toHaveValue('closed');
    await expect(row.getByRole('cell', { name: 'Sam Sales' })).toBeVisible();

    // The note's words find the request too; the Owner filter finds Sam's, not the administrator's.
    await search(page, 'Search requests', `quote for the ${stamp} atlas`);
    await expect(requestsTable(page).locator('tbody tr')).toHaveCount(1);
    await page.getByLabel('Owner', { exact: true }).selectOption('me');
    await page.waitForURL(/owner=me/);
    await expect(requestsTable(page).getByRole('cell', { name: 'No Data' })).toBeVisible();

    // Activity shows the changes; its link opens the request's drawer, on a reload too.
    await page.goto(`/administration/activity?action=note.add&search=${encodeURIComponent(email)}`);
    const entry = page.getByRole('table', { name: 'Activity' }).locator('tbody tr').first();
    await expect(entry).toContainText('Added note');
    await expect(entry).toContainText(`Note: Called back: wants a quote for the ${stamp} atlas`);
    await entry.getByRole('link', { name: `Olga Inbox (${email})` }).click();
    await page.waitForURL(/\/administration\/contact-requests\?request=/);
    await expect(page.getByRole('dialog', { name: 'Olga Inbox' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('dialog', { name: 'Olga Inbox' })).toBeVisible();
  });

  test('gives sales the same inbox: they assign a request to themselves and find it under Mine', async ({ page }) => {
    const stamp = Date.now().toString(36);
    await sendRequest(page, '198.51.100.202', {
      firstName: 'Sven',
      lastName: 'Sales',
      email: `sven.${stamp}@press.example.test`,
      companyName: 'Press',
      note: `Audio for ${stamp}`,
    });
    await signIn(page, 'sales@paperlight.test');
    await page.goto(`/administration/contact-requests?search=${stamp}`);
    await requestsTable(page).getByRole('link', { name: 'Sven Sales' }).click();
    const drawer = page.getByRole('dialog', { name: 'Sven Sales' });
    await drawer.getByLabel('Owner', { exact: true }).selectOption({ label: 'Sam Sales (sales@paperlight.test)' });
    await drawer.getByRole('button', { name: 'Assign' }).click();
    await expect(drawer.getByRole('status')).toHaveText('Sven Sales is now looked after by Sam Sales');
    await drawer.getByRole('button', { name: 'Close' }).click();
    await page.getByLabel('Owner', { exact: true }).selectOption('me');
    await page.waitForURL(/owner=me/);
    await expect(requestsTable(page).locator('tbody tr')).toHaveCount(1);
    await expect(requestsTable(page).locator('tbody tr').first()).toContainText('Sven Sales');
  });
});

test.describe('bulk actions', () => {
  test('extends the trials of the selected accounts after a confirmation naming how many, each in its History', async ({
    page,
    browser,
  }) => {
    const stamp = `bulk${Date.now().toString(36)}`;
    const first = await createAccount(browser, `${stamp} Ada`);
    const second = await createAccount(browser, `${stamp} Bea`);
    await signIn(page, 'admin@paperlight.test');
    await page.goto(`/administration/users?search=${stamp}`);
    await expect(usersTable(page).locator('tbody tr')).toHaveCount(2);
    const endsBefore = await usersTable(page).locator('tbody tr td:nth-child(6)').allTextContents();

    await usersTable(page)
      .getByRole('checkbox', { name: `Select ${first.name}` })
      .check();
    await expect(page.getByRole('status').filter({ hasText: '1 row selected' })).toBeVisible();
    await usersTable(page).getByRole('checkbox', { name: 'Select every row on this page' }).check();
    await expect(page.getByRole('status').filter({ hasText: '2 rows selected' })).toBeVisible();
    await page.getByLabel('Days to add').fill('5');
    await page.getByRole('button', { name: 'Extend trial' }).click();
    const confirm = page.getByRole('dialog', { name: 'Extend the trial of 2 accounts by 5 days?' });
    // Newest first: the names in the table's order.
    await expect(confirm).toContainText(`${second.name} and ${first.name} get 5 days more`);
    await expectNoAxeViolations(page, '[role="dialog"]');
    await confirm.getByRole('button', { name: 'Extend 2 accounts' }).click();
    await expect(page.getByRole('list', { name: 'Notifications' }).getByText('Trial extended by 5 days for 2 accounts')).toBeVisible();
    // Done: the selection is cleared and each trial ends 5 days later.
    await expect(page.getByRole('button', { name: 'Clear selection' })).toHaveCount(0);
    await expect(usersTable(page).getByRole('checkbox', { checked: true })).toHaveCount(0);
    const endsAfter = await usersTable(page).locator('tbody tr td:nth-child(6)').allTextContents();
    expect(endsAfter.map((day, i) => (Date.parse(day) - Date.parse(endsBefore[i]!)) / 86_400_000)).toEqual([5, 5]);

    for (const account of [first, second]) {
      await usersTable(page).getByRole('link', { name: account.name }).click();
      const audit = page.getByRole('table', { name: /Changes to this account/ });
      await expect(audit.locator('tbody tr').first()).toContainText('Extended trial');
      await expect(audit.locator('tbody tr').first()).toContainText('admin@paperlight.test');
      await page.goBack();
    }
  });

  test('sets the status of the selected contact requests at once', async ({ page }) => {
    const stamp = Date.now().toString(36);
    for (const [i, first] of ['Bora', 'Cleo', 'Dara'].entries()) {
      await sendRequest(page, `198.51.100.${210 + i}`, {
        firstName: first,
        lastName: 'Bulk',
        email: `${first.toLowerCase()}.${stamp}@press.example.test`,
        companyName: `Bulk ${stamp}`,
        note: 'Peer review',
      });
    }
    await signIn(page, 'sales@paperlight.test');
    await page.goto(`/administration/contact-requests?search=bulk%20${stamp}&sort=name&order=asc`);
    const table = requestsTable(page);
    await expect(table.locator('tbody tr')).toHaveCount(3);
    await table.getByRole('checkbox', { name: 'Select Bora Bulk' }).check();
    await table.getByRole('checkbox', { name: 'Select Cleo Bulk' }).check();
    await page.getByLabel('New status').selectOption('closed');
    await page.getByRole('button', { name: 'Set status of 2 requests' }).click();
    await expect(toast(page, 'Status of 2 requests set to Closed')).toBeVisible();
    await expect(table.getByLabel('Status of Bora Bulk')).toHaveValue('closed');
    await expect(table.getByLabel('Status of Cleo Bulk')).toHaveValue('closed');
    await expect(table.getByLabel('Status of Dara Bulk')).toHaveValue('new');
    await expect(page.getByRole('status').filter({ hasText: /selected/ })).toHaveCount(0);
  });
});

test.describe('columns each person chooses', () => {
  test('hides columns of the users table, still hidden after a reload, for this person only', async ({ page, browser }) => {
    await signIn(page, 'admin@paperlight.test');
    await page.goto('/administration/users');
    const header = (name: string) => usersTable(page).getByRole('columnheader', { name: new RegExp(`^${name}`) });
    await expect(header('Last sign-in')).toBeVisible();
    await page.getByRole('button', { name: 'Columns' }).click();
    const list = page.getByRole('group', { name: 'Shown columns' });
    await expect(list.getByRole('checkbox', { name: 'Name' })).toBeDisabled();
    await expectNoAxeViolations(page);
    const saved = page.waitForResponse((res) => res.url().includes('/administration/table-columns') && res.request().method() === 'POST');
    await list.getByRole('checkbox', { name: 'Last sign-in' }).uncheck();
    await expect(header('Last sign-in')).toHaveCount(0);
    expect((await saved).status()).toBe(200);
    const savedAgain = page.waitForResponse(
      (res) => res.url().includes('/administration/table-columns') && res.request().method() === 'POST',
    );
    await list.getByRole('checkbox', { name: 'Signed up' }).uncheck();
    await savedAgain;
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Columns, 2 hidden' })).toBeFocused();

    await page.reload();
    await expect(header('Email')).toBeVisible();
    await expect(header('Last sign-in')).toHaveCount(0);
    await expect(header('Signed up')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Columns, 2 hidden' })).toBeVisible();

    // Someone else's table keeps every column.
    const other = await browser.newPage();
    await signIn(other, 'sales@paperlight.test');
    await other.goto('/administration/users');
    await expect(other.getByRole('table', { name: 'Registered users' }).getByRole('columnheader', { name: 'Last sign-in' })).toBeVisible();
    await other.close();

    // Back as it was, for the other journeys.
    await page.getByRole('button', { name: 'Columns, 2 hidden' }).click();
    const restored = page.waitForResponse(
      (res) => res.url().includes('/administration/table-columns') && res.request().method() === 'POST',
    );
    await list.getByRole('checkbox', { name: 'Last sign-in' }).check();
    await restored;
    const restoredAgain = page.waitForResponse(
      (res) => res.url().includes('/administration/table-columns') && res.request().method() === 'POST',
    );
    await list.getByRole('checkbox', { name: 'Signed up' }).check();
    await restoredAgain;
    await page.reload();
    await expect(header('Last sign-in')).toBeVisible();
  });
});

/** The scroll region of a table: focusable and named, for a keyboard. */
async function expectKeyboardScrollRegion(region: Locator, name: string) {
  await expect(region).toHaveAttribute('tabindex', '0');
  await expect(region).toHaveAccessibleName(name);
}

/** Scrolled sideways, the region's `cell` (of its first column) stays where it was. */
async function expectStickyWhileScrolling(region: Locator, cell: Locator) {
  const before = await cell.boundingBox();
  await region.evaluate((el) => el.scrollBy({ left: 400 }));
  await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(50);
  const after = await cell.boundingBox();
  expect(Math.abs((after?.x ?? 0) - (before?.x ?? -99))).toBeLessThanOrEqual(1);
}

test.describe('on a phone (390 px)', () => {
  // Signed in at the desktop width (the helper opens the account menu), then on a phone.
  const onPhone = (page: Page) => page.setViewportSize({ width: 390, height: 844 });

  test('every administration page fits, its table keeps the name in view while scrolling, and axe finds nothing', async ({
    page,
  }, testInfo) => {
    const stamp = Date.now().toString(36);
    await sendRequest(page, '198.51.100.220', {
      firstName: 'Phoebe',
      lastName: 'Phone',
      email: `phoebe.${stamp}@a-rather-long-publishing-house-name.example.test`,
      companyName: 'Pocket Press',
      designation: 'Editor',
      note: `Phone check ${stamp}`,
    });
    await signIn(page, 'admin@paperlight.test');
    await onPhone(page);
    const fits = () => expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // Users: the name column stays at the left edge while the table scrolls under it.
    await page.goto('/administration/users?pageSize=10');
    await fits();
    const region = page.getByRole('region', { name: 'Registered users' });
    await expectKeyboardScrollRegion(region, 'Registered users');
    await region.focus();
    await expectStickyWhileScrolling(region, usersTable(page).locator('tbody tr').first().locator('td').nth(1));
    // The pager wraps inside the screen.
    const pager = page.getByRole('navigation', { name: 'Registered users pages' });
    const box = await pager.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await page.screenshot({ path: testInfo.outputPath('users-390.png'), fullPage: true });
    await expectNoAxeViolations(page);

    // Selection and its bar on a phone.
    await usersTable(page).getByRole('checkbox', { name: 'Select every row on this page' }).check();
    await fits();
    await page.screenshot({ path: testInfo.outputPath('users-selected-390.png'), fullPage: true });
    await expectNoAxeViolations(page);

    // Contact requests and the drawer, full width.
    await page.goto(`/administration/contact-requests?search=${stamp}`);
    await fits();
    await expectKeyboardScrollRegion(page.getByRole('region', { name: 'Contact requests' }), 'Contact requests');
    await expectNoAxeViolations(page);
    await requestsTable(page).getByRole('link', { name: 'Phoebe Phone' }).click();
    const drawer = page.getByRole('dialog', { name: 'Phoebe Phone' });
    await expect(drawer).toBeVisible();
    const drawerBox = await drawer.boundingBox();
    expect(drawerBox && Math.round(drawerBox.width)).toBe(390);
    await page.screenshot({ path: testInfo.outputPath('inbox-drawer-390.png') });
    await expectNoAxeViolations(page, '[role="dialog"]');
    await page.keyboard.press('Escape');

    // Activity, a user's page with its History, the overview.
    for (const path of ['/administration/activity', '/administration/overview']) {
      await page.goto(path);
      await fits();
      await expectNoAxeViolations(page);
    }
    await page.goto('/administration/users?search=trial5');
    await usersTable(page).getByRole('link').first().click();
    await expect(page.getByRole('heading', { name: 'History', level: 2 })).toBeVisible();
    await fits();
    const history = page.getByRole('region', { name: 'Changes to this account' });
    await expectKeyboardScrollRegion(history, 'Changes to this account');
    await expectNoAxeViolations(page);

    // The overview's latest sign-ups, on the DataTable: the name stays too, the pager and search fit.
    await page.goto('/administration/overview');
    const latest = page.getByRole('region', { name: 'New accounts' });
    await expectKeyboardScrollRegion(latest, 'New accounts');
    await expectStickyWhileScrolling(latest, latest.locator('tbody tr').first().locator('td').first());
    const latestPager = await page.getByRole('navigation', { name: 'New accounts pages' }).boundingBox();
    expect(latestPager && latestPager.x >= 0 && latestPager.x + latestPager.width <= 390).toBe(true);
    await page.getByLabel('Search new accounts').fill('paperlight');
    await page.getByLabel('Search new accounts').press('Enter');
    await page.waitForURL(/search=paperlight/);
    await fits();
    await page.screenshot({ path: testInfo.outputPath('overview-390.png'), fullPage: true });
    await expectNoAxeViolations(page);
  });

  test('the tool catalogue fits too, its filters, pager and Columns list included', async ({ page }, testInfo) => {
    await signIn(page, 'tools@paperlight.test');
    await onPhone(page);
    await page.goto('/tools-administration');
    const fits = () => expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await fits();
    const region = page.getByRole('region', { name: 'Tool catalogue' });
    await expectKeyboardScrollRegion(region, 'Tool catalogue');
    await expectStickyWhileScrolling(region, region.locator('tbody tr').first().locator('td').first());
    const pager = await page.getByRole('navigation', { name: 'Tool catalogue pages' }).boundingBox();
    expect(pager && pager.x >= 0 && pager.x + pager.width <= 390).toBe(true);
    await page.screenshot({ path: testInfo.outputPath('tools-390.png'), fullPage: true });
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: /^Columns/ }).click();
    await fits();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await page.getByLabel('Status', { exact: true }).selectOption('coming-soon');
    await page.waitForURL(/status=coming-soon/);
    await fits();
    await expectNoAxeViolations(page);
  });
});

test.describe('at 1440 px', () => {
  test('axe finds nothing on the administration pages with rows selected and the Columns list open', async ({ page }) => {
    await signIn(page, 'admin@paperlight.test');
    for (const [path, table] of [
      ['/administration/users', 'Registered users'],
      ['/administration/contact-requests', 'Contact requests'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('table', { name: table }).getByRole('checkbox', { name: 'Select every row on this page' }).check();
      await page.getByRole('button', { name: /^Columns/ }).click();
      await expectNoAxeViolations(page);
    }
    await page.goto('/administration/activity');
    await page.getByRole('button', { name: /^Columns/ }).click();
    await expectNoAxeViolations(page);
  });
});
