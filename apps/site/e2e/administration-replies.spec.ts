import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { API_URL, asVisitor, mailTo, newVisitorAddress, signIn, VIEWPORTS } from './helpers';

/**
 * Issue 38 item 4, "Reply from the console": an administrator opens a contact request, starts a
 * reply from a saved template, sends it through the product's mail (the stack's local outbox), sees
 * it in the request's thread, logs the person's answer by hand, and opens their earlier request from
 * the same address; at a desk's width and a phone's.
 */

// Axe scans and several round trips per journey on a shared 2-core machine.
test.describe.configure({ timeout: 150_000 });

async function expectNoAxeViolations(page: Page, include: string) {
  const results = await new AxeBuilder({ page }).include(include).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** The page's toasts: behind an open drawer they are hidden from assistive technology, but still on screen. */
const toast = (page: Page, text: string) => page.locator('ol[aria-label="Notifications"]').getByText(text);

async function sendRequest(page: Page, fields: Record<string, string>) {
  const res = await page.request.post(`${API_URL}/contact-requests`, { headers: asVisitor(newVisitorAddress()), data: fields });
  expect(res.status()).toBe(201);
}

for (const viewport of VIEWPORTS) {
  test(`replies to a contact request from a template, keeps it in the thread and mails it (${viewport.width} px)`, async ({
    page,
  }, testInfo) => {
    const stamp = `${Date.now().toString(36)}${viewport.width}`;
    const email = `rita.${stamp}@herbarium.example.test`;
    // An earlier request, then today's, from the same address typed in another case.
    await sendRequest(page, {
      firstName: 'Rita',
      lastName: 'Reply',
      email,
      companyName: `Herbier ${stamp}`,
      designation: 'Curator',
      note: 'Audio guides',
    });
    await sendRequest(page, {
      firstName: 'Rita',
      lastName: 'Reply',
      email: email.toUpperCase(),
      companyName: `Herbarium ${stamp}`,
      designation: 'Curator',
      note: 'Alt text for 4,000 plates',
    });

    // Signed in at the desktop width (the helper opens the account menu), then at the journey's.
    await signIn(page, 'admin@paperlight.test');
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.goto(`/administration/contact-requests?search=${stamp}`);
    const rows = page.getByRole('table', { name: 'Contact requests' }).locator('tbody tr');
    await expect(rows).toHaveCount(2);
    const today = rows.filter({ hasText: `Herbarium ${stamp}` });
    // Its age in the table; answered within its target, so not overdue.
    await expect(today).toContainText('Under an hour old');
    await expect(today).not.toContainText('Overdue');

    await today.getByRole('link', { name: 'Rita Reply' }).click();
    await page.waitForURL(/request=/);
    const first = new URL(page.url()).searchParams.get('request');
    const drawer = page.getByRole('dialog', { name: 'Rita Reply' });
    await expect(drawer).toBeVisible();
    const fact = (term: string) => drawer.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('+ dd');
    await expect(fact('Age')).toHaveText('Under an hour old');
    await expect(fact('Account')).toHaveText('No account with this address');
    await expect(fact('Other requests').getByRole('link', { name: `Rita Reply, Herbier ${stamp}` })).toBeVisible();
    await expect(drawer.getByText('No replies yet. A reply sent from here is kept below the request.')).toBeVisible();

    // A template fills in her first name, her company and the sender's name.
    await drawer.getByLabel('Start from a template').selectOption({ label: 'Thanks — book a call' });
    const reply = drawer.getByLabel('Reply', { exact: true });
    await expect(reply).toHaveValue(new RegExp(`^Hello Rita,\\n\\nThank you for your interest in Paperlight for Herbarium ${stamp}\\.`));
    await expect(reply).toHaveValue(/Ada Admin\nPaperlight$/);
    await reply.press('End');
    await reply.pressSequentially(`\nPS: ${stamp} plates`);
    await drawer.getByRole('button', { name: 'Send reply' }).click();
    await expect(toast(page, 'Reply sent to Rita Reply; status set to Contacted')).toBeVisible();
    await expect(drawer.getByRole('status')).toHaveText('Reply sent to Rita Reply; status set to Contacted');

    // In the thread, sent; the request is contacted, the form empty again.
    const thread = drawer.getByRole('list', { name: 'Replies' });
    await expect(thread.getByRole('listitem')).toHaveCount(1);
    await expect(thread.getByRole('listitem').first()).toContainText('Sent by admin@paperlight.test');
    await expect(thread.getByRole('listitem').first()).toContainText(`PS: ${stamp} plates`);
    await expect(thread.getByRole('listitem').first()).toContainText(/Sent$/);
    await expect(fact('Status')).toHaveText('Contacted');
    await expect(reply).toHaveValue('');

    // The mail, in the stack's outbox, to her address with the text as sent.
    const mail = await mailTo(email, { subject: /^Re: your enquiry to Paperlight$/ });
    expect(mail.text).toContain('Hello Rita,');
    expect(mail.text).toContain(`Thank you for your interest in Paperlight for Herbarium ${stamp}.`);
    expect(mail.text).toContain(`PS: ${stamp} plates`);

    // Her answer, logged by hand, below the reply.
    await drawer.getByText('Log their reply').click();
    await drawer.getByLabel('Their reply, pasted as they wrote it').fill('Tuesday at 10 suits us.');
    await drawer.getByRole('button', { name: 'Add to the thread' }).click();
    await expect(toast(page, 'Their reply was added to the thread of Rita Reply')).toBeVisible();
    await expect(thread.getByRole('listitem')).toHaveCount(2);
    await expect(thread.getByRole('listitem').nth(1)).toContainText('Their reply, logged by admin@paperlight.test');

    // The drawer fits the screen and passes axe.
    const fits = await drawer.evaluate((element) => element.scrollWidth <= element.clientWidth);
    expect(fits).toBe(true);
    await expectNoAxeViolations(page, '[role="dialog"]');
    await page.screenshot({ path: testInfo.outputPath(`reply-drawer-${viewport.width}.png`) });

    // Her earlier request opens from the list, and lists today's.
    await fact('Other requests')
      .getByRole('link', { name: `Rita Reply, Herbier ${stamp}` })
      .click();
    await page.waitForURL((url) => url.searchParams.get('request') !== first);
    await expect(fact('Company')).toHaveText(`Herbier ${stamp}`);
    await expect(fact('Other requests').getByRole('link', { name: `Rita Reply, Herbarium ${stamp}` })).toBeVisible();
    await expect(drawer.getByRole('list', { name: 'Replies' })).toHaveCount(0);
  });
}
