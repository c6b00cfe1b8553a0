import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

async function noAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function fillContact(page: Page, interest = 'Alt text for our 40 journals') {
  const form = page.locator('#contact-us-section');
  await form.getByLabel('First name').fill('Ada');
  await form.getByLabel('Last name').fill('Lovelace');
  await form.getByLabel('Work email').fill('ada@analytical.press');
  await form.getByLabel('Company name').fill('Analytical Press');
  await form.getByLabel('What are you interested in?').fill(interest);
}

test.describe('landing page', () => {
  test('the audience word rotates every 2 seconds', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    const word = page.getByTestId('hero-word');
    await expect(word).toHaveText('Government Agencies');
    await page.clock.runFor(2000);
    await expect(word).toHaveText('Corporates');
    await page.clock.runFor(2000);
    await expect(word).toHaveText('Funders');
    await page.clock.runFor(4000);
    await expect(word).toHaveText('Healthcare');
    await page.clock.runFor(2000);
    await expect(word).toHaveText('Government Agencies');
    await expect(page.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/dashboard');
  });

  test('every section anchor exists and the page has no axe violations at 1440 px', async ({ page }) => {
    await page.goto('/');
    for (const id of ['tools-showcase', 'full-ai-suite', 'ai-suite-for-growth', 'cobuild-section', 'contact-us-section']) {
      await expect(page.locator(`#${id}`)).toHaveCount(1);
    }
    await expect(page.locator('video')).toHaveAttribute('poster', '/media/hero-poster.webp');
    const video = await page.request.get('/media/hero.mp4');
    expect(video.ok()).toBe(true);
    expect((await video.body()).byteLength).toBeGreaterThan(100_000);
    await noAxeViolations(page);
    await page.screenshot({ path: 'test-results/landing-1440.png', fullPage: true });
  });

  test('Notify Me prefills the interest and scrolls the form under the header', async ({ page }) => {
    await page.goto('/');
    await page.locator('#full-ai-suite').getByRole('tab', { name: 'Peer Review' }).click();
    await page.getByRole('button', { name: 'Notify Me about Reviewer Finder' }).click();
    const interest = page.locator('#contact-us-section').getByLabel('What are you interested in?');
    await expect(interest).toHaveValue("I'd like to hear when Reviewer Finder is available.");
    await expect(interest).toBeFocused();
    await expect
      .poll(() => page.locator('#contact-us-section').evaluate((el) => Math.round(el.getBoundingClientRect().top)))
      .toBe(67);
    // The programmatic scroll passed the hero film without expanding it.
    await expect(page.locator('[data-expanded]')).toHaveAttribute('data-expanded', 'false');
  });

  test('Generate Now waits for a sample, then hands off to the demo', async ({ page }) => {
    await page.goto('/');
    const showcase = page.locator('#tools-showcase');
    await showcase.getByRole('button', { name: 'Gen AI Search' }).click();
    const generate = showcase.getByRole('button', { name: 'Generate Now' });
    await expect(generate).toHaveAttribute('aria-disabled', 'true');
    await showcase.getByRole('button', { name: /global conflicts/ }).click();
    await generate.click();
    await expect(page.getByRole('dialog', { name: 'Gen AI Search demo' })).toBeVisible();
  });

  test('the contact form is stored and cleared, and a flood gets the failure toast with the server message', async ({ page }) => {
    await page.goto('/');
    const form = page.locator('#contact-us-section');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByText('First name is required')).toBeVisible();
    await expect(form.getByText("Please tell us what you're interested in")).toBeVisible();

    for (let i = 0; i < 5; i++) {
      await fillContact(page, `Request ${i}`);
      await form.getByRole('button', { name: 'Submit' }).click();
      await expect(page.getByText('Details submitted').last()).toBeVisible();
      await expect(form.getByLabel('First name')).toHaveValue('');
    }
    await fillContact(page, 'One too many');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Details submission failed please retry!')).toBeVisible();
    await expect(form.getByText('Too many requests. Please try again in a few minutes.')).toBeVisible();
    await expect(form.getByLabel('What are you interested in?')).toHaveValue('One too many');
  });

  test('a failing api shows the failure toast and keeps the values', async ({ page }) => {
    await page.route('**/api/contact-us', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'The Paperlight service is unavailable right now. Please try again shortly.' }) }),
    );
    await page.goto('/');
    await fillContact(page);
    await page.locator('#contact-us-section').getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Details submission failed please retry!')).toBeVisible();
    await expect(page.getByText('The Paperlight service is unavailable right now. Please try again shortly.')).toBeVisible();
    await expect(page.locator('#contact-us-section').getByLabel('First name')).toHaveValue('Ada');
  });

  test.describe('at 390 px', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('nothing overflows sideways and there are no axe violations', async ({ page }) => {
      await page.goto('/');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await noAxeViolations(page);
      await page.screenshot({ path: 'test-results/landing-390.png', fullPage: true });
    });
  });
});
