import { randomInt } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { simpleParser } from 'mailparser';
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';

import { API_URL, SITE_URL, SSO_URL } from '../playwright.config';

export { API_URL, SITE_URL, SSO_URL };

/** The shared papers, found from the repo (`../shared/papers` beside the checkout) unless PAPERS_DIR says where. */
export const PAPERS_DIR = process.env.PAPERS_DIR ?? resolve(dirname(fileURLToPath(import.meta.url)), '../../../..', 'shared', 'papers');
export const paperPath = (file: string): string => join(PAPERS_DIR, file);

/** The phone and desktop widths the page journeys are taken at. */
export const VIEWPORTS = [
  { name: 'mobile', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
];

/** No axe violation of WCAG 2.2 A/AA or of best practice on the whole page. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  expect(
    results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

/**
 * From the landing page: the showcase's Multi-lingual Audio, its Health Science sample, Generate Now;
 * answers the 'Select Audio Type' dialog, once it is on screen.
 */
export async function openAudioOptionsFromLanding(page: Page): Promise<Locator> {
  await page.goto('/');
  const showcase = page.locator('#tools-showcase');
  await showcase.getByRole('button', { name: 'Multi-lingual Audio', exact: true }).click();
  await showcase.getByRole('button', { name: 'Health Science' }).click();
  await showcase.getByRole('button', { name: 'Generate Now' }).click();
  const dialog = page.getByRole('dialog', { name: /Select Audio Type/ });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** A tool of the public catalogue. */
export interface PublicTool {
  slug: string;
  name: string;
  status: string;
  featured: boolean;
  demo: string | null;
  appPath: string | null;
}

/** The public catalogue, as the api answers it now: the truth the pages must follow. */
export async function catalogue(request: APIRequestContext): Promise<PublicTool[]> {
  const body = (await (await request.get(`${API_URL}/tools`)).json()) as { data: PublicTool[] };
  return body.data;
}

interface SeedFile {
  password: string;
  accounts: { email: string; name?: string; description: string }[];
}

function readSeed(): SeedFile {
  try {
    return JSON.parse(
      readFileSync(fileURLToPath(new URL('../../../tooling/db/src/seed-accounts.json', import.meta.url)), 'utf8'),
    ) as SeedFile;
  } catch {
    // Decision 0002 fixes the password; the file is just the single source when present.
    return { password: 'Paperlight-demo-2026', accounts: [] };
  }
}

export const seed = readSeed();
export const PASSWORD = seed.password;

/** The site's fixed header (the trial banner is a separate landmark). */
export function siteHeader(page: Page): Locator {
  return page.locator('header').filter({ has: page.getByRole('link', { name: 'Paperlight home' }) });
}

/** Fills the sso's sign-in form and waits to be back on the site. */
export async function signInOnSso(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.waitForURL((url) => url.origin === SSO_URL && url.pathname === '/login');
  await page.getByLabel(/email/i).fill(email);
  await page.getByLabel(/password/i).fill(password);
  await page.getByRole('button', { name: /sign in|log in|login/i }).click();
  await page.waitForURL((url) => url.origin === SITE_URL);
}

/**
 * Signs in through the header's Login link, the way a visitor does; from the Trust page, whose
 * header is the landing page's without the hero film playing (signup.spec.ts takes Login from the landing page).
 */
export async function signIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto('/trust');
  await siteHeader(page).getByRole('link', { name: 'Login', exact: true }).click();
  await signInOnSso(page, email, password);
  await expect(siteHeader(page).getByRole('button', { name: /account menu/i })).toBeVisible();
}

/** The stack's DATA_DIR (playwright.config.ts makes one per run). */
export const DATA_DIR = process.env.PAPERLIGHT_E2E_DATA_DIR!;

/**
 * The newest mail to `to` in the local outbox (DATA_DIR/outbox, one .eml per message), waiting for it:
 * the sso sends after answering. `after` skips messages that were there before.
 */
export async function mailTo(
  to: string,
  options: { subject?: RegExp; timeoutMs?: number } = {},
): Promise<{ subject: string; text: string }> {
  const dir = join(DATA_DIR, 'outbox');
  const deadline = Date.now() + (options.timeoutMs ?? 10_000);
  for (;;) {
    let files: string[] = [];
    try {
      files = readdirSync(dir)
        .filter((f) => f.endsWith('.eml'))
        .sort()
        .reverse();
    } catch {
      // No mail yet.
    }
    for (const file of files) {
      const mail = await simpleParser(readFileSync(join(dir, file)));
      const recipients = JSON.stringify(mail.to ?? '').toLowerCase();
      if (recipients.includes(to.toLowerCase()) && (!options.subject || options.subject.test(mail.subject ?? ''))) {
        return { subject: mail.subject ?? '', text: mail.text ?? '' };
      }
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${to} in ${dir}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The first link to the sso in a mail. */
export function ssoLinkIn(text: string): string {
  const match = new RegExp(`${SSO_URL.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/[^\\s]+`).exec(text);
  if (!match) throw new Error(`no sso link in: ${text}`);
  return match[0];
}

/**
 * An address of its own (198.18.0.0/15, the benchmarking range) for each journey that signs up or
 * sends a contact request: the sso allows one address 10 sign-ups in 10 minutes and the api 5 contact
 * requests (decision 0032), and every journey's browser is 127.0.0.1, which real visitors never share.
 */
export function newVisitorAddress(): string {
  return `198.${18 + randomInt(2)}.${randomInt(256)}.${1 + randomInt(254)}`;
}

/** Fills the sso's sign-up form, follows the confirmation mail and lands on the site signed in. */
export async function signUpThroughMail(page: Page, name: string, email: string, password: string): Promise<void> {
  await page.getByLabel(/name/i).first().fill(name);
  await page.getByLabel(/email/i).fill(email);
  await page.getByLabel(/password/i).fill(password);
  // The form posts straight to the sso; the visitor's address goes with it as the site would forward it.
  const signupUrl = `${SSO_URL}/signup`;
  const visitor = asVisitor(newVisitorAddress());
  await page.route(signupUrl, (route) =>
    route.continue(route.request().method() === 'POST' ? { headers: { ...route.request().headers(), ...visitor } } : undefined),
  );
  await page.getByRole('button', { name: /sign up|create/i }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await page.unroute(signupUrl);
  const mail = await mailTo(email, { subject: /Confirm your email address/ });
  await page.goto(ssoLinkIn(mail.text));
  await page.getByRole('button', { name: 'Confirm and continue' }).click();
  await page.waitForURL((url) => url.origin === SITE_URL);
}

/**
 * A new account made through the sso's sign-up form (and its confirmation mail) in its own browser
 * context, for journeys that change an account: the seeded ones are shared by every journey of the run.
 */
export async function createAccount(browser: Browser, name: string): Promise<{ name: string; email: string }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const email = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now()}@paperlight.test`;
  await page.goto(`${SITE_URL}/auth/signup`);
  await page.waitForURL((url) => url.origin === SSO_URL && url.pathname === '/signup');
  await signUpThroughMail(page, name, email, 'Journey-account-2026');
  await context.close();
  return { name, email };
}

/** Headers with which the site forwards a visitor's address to the api (decision 0032), for direct api calls. */
export function asVisitor(address: string): Record<string, string> {
  const secrets = JSON.parse(readFileSync(join(DATA_DIR, 'secrets.json'), 'utf8')) as { internalSecret: string };
  return { 'x-paperlight-client-address': address, 'x-paperlight-internal-key': secrets.internalSecret };
}

/** The nearest painted background behind an element, as [r, g, b]. */
export async function backgroundBehind(locator: Locator): Promise<[number, number, number]> {
  return locator.evaluate((element) => {
    for (let node: Element | null = element; node; node = node.parentElement) {
      const color = getComputedStyle(node).backgroundColor;
      const match = /rgba?\((\d+), (\d+), (\d+)(?:, ([\d.]+))?\)/.exec(color);
      if (match && (match[4] === undefined || Number(match[4]) > 0))
        return [Number(match[1]), Number(match[2]), Number(match[3])] as [number, number, number];
    }
    return [255, 255, 255] as [number, number, number];
  });
}
