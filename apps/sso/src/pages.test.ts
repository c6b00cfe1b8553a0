import { postgresAvailable } from '@paperlight/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CALLBACK,
  DEMO_PASSWORD,
  SITE_URL,
  authQuery,
  cookieFrom,
  exchange,
  pkce,
  linkIn,
  path,
  postForm,
  randomIp,
  startSso,
} from './test/harness';
import type { Harness } from './test/harness';
import { SESSION_COOKIE } from './server';

const hasPostgres = await postgresAvailable();
const DAY = 24 * 60 * 60_000;

describe.each([
  { dialect: 'sqlite' as const, run: true },
  { dialect: 'postgres' as const, run: hasPostgres },
])('sign-in pages on $dialect', ({ dialect, run }) => {
  let h: Harness;
  beforeAll(async () => {
    if (run) h = await startSso(dialect);
  });
  afterAll(async () => {
    await h?.close();
  });

  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${h.base}${path}`, { redirect: 'manual', headers });
  const query = (fields: Record<string, string>) => `?${new URLSearchParams(fields).toString()}`;

  describe.runIf(run)('given a valid sign-in request', () => {
    it('renders an accessible login form that keeps the request', async () => {
      const { challenge } = pkce();
      const response = await get(`/login${query(authQuery(challenge, 'st&"<'))}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      const html = await response.text();
      expect(html).toContain('<html lang="en">');
      expect(html).toMatch(/<label for="email">/);
      expect(html).toMatch(/<input id="email" name="email" type="email" autocomplete="email"/);
      expect(html).toMatch(/name="password" type="password" autocomplete="current-password"/);
      expect(html).toContain(`<input type="hidden" name="code_challenge" value="${challenge}">`);
      expect(html).toContain('<input type="hidden" name="state" value="st&amp;&quot;&lt;">');
      expect(html).toContain(`href="/signup?redirect_uri=${encodeURIComponent(CALLBACK)}&amp;state=`);
      expect(html).toContain(`<a href="${SITE_URL}/">Back to Paperlight</a>`);
      expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
      expect(html).not.toContain('role="alert"');
    });

    it('sends security headers', async () => {
      const response = await get('/login');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('same-origin');
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toMatch(/style-src 'sha256-[A-Za-z0-9+/=]+'/);
    });

    it('renders the sign-up form with a link back to login that keeps the query', async () => {
      const { challenge } = pkce();
      const html = await (await get(`/signup${query(authQuery(challenge))}`)).text();
      expect(html).toMatch(/<label for="name">Name<\/label>/);
      expect(html).toMatch(/name="name" type="text" autocomplete="name"/);
      expect(html).toMatch(/name="password" type="password" autocomplete="new-password"/);
      expect(html).toContain(`href="/login?redirect_uri=${encodeURIComponent(CALLBACK)}&amp;state=xyz&amp;code_challenge=${challenge}`);
      expect(html).toContain('FREE 7-day trial');
    });
  });

  describe.runIf(run)('given a redirect_uri that is not the site', () => {
    it.each([
      'https://evil.example/auth/callback',
      'http://site.test.evil.example/auth/callback',
      'http://site.test@evil.example/x',
      'http://site.test',
      '//evil.example/x',
      'javascript:alert(1)',
      // Exact matching (RFC 9700): other pages of the site, other cases, extra query or fragment.
      'http://site.test/auth/callback/../../evil',
      'http://site.test/dashboard',
      'http://site.test/auth/callback?next=x',
      'http://site.test/auth/callback#x',
      'HTTP://SITE.TEST/auth/callback',
    ])('refuses %s with the invalid-link page', async (redirectUri) => {
      const { challenge } = pkce();
      const response = await get(`/login${query(authQuery(challenge, 's', redirectUri))}`);
      expect(response.status).toBe(400);
      expect(await response.text()).toContain('This sign-in link is not valid.');
      const signup = await get(`/signup${query(authQuery(challenge, 's', redirectUri))}`);
      expect(signup.status).toBe(400);
    });

    it('does not sign in or redirect when the form is posted with it', async () => {
      const { challenge } = pkce();
      const response = await postForm(h, '/login', {
        email: 'admin@paperlight.test',
        password: DEMO_PASSWORD,
        ...authQuery(challenge, 's', 'https://evil.example/cb'),
      });
      expect(response.status).toBe(400);
      expect(response.headers.get('location')).toBeNull();
      expect(await response.text()).toContain('This sign-in link is not valid.');
    });

    it('refuses a request without a proper S256 challenge', async () => {
      const plain = await get(`/login${query({ ...authQuery(pkce().challenge), code_challenge_method: 'plain' })}`);
      expect(plain.status).toBe(400);
      const missing = await get(`/login${query({ redirect_uri: CALLBACK, state: 's' })}`);
      expect(missing.status).toBe(400);
    });
  });

  describe.runIf(run)('given the login form', () => {
    it('redirects with code and state on success, and sets an httpOnly sso cookie', async () => {
      const { challenge, verifier } = pkce();
      const response = await postForm(h, '/login', {
        email: 'Admin@Paperlight.test ',
        password: DEMO_PASSWORD,
        ...authQuery(challenge, 'abc'),
      });
      expect(response.status).toBe(303);
      const location = new URL(response.headers.get('location')!);
      expect(`${location.origin}${location.pathname}`).toBe(CALLBACK);
      expect(location.searchParams.get('state')).toBe('abc');
      expect((await exchange(h, location.searchParams.get('code')!, verifier)).status).toBe(200);
      const cookie = response.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
    });

    it('goes to the site login start when there was no request', async () => {
      const response = await postForm(h, '/login', { email: 'admin@paperlight.test', password: DEMO_PASSWORD });
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe(`${SITE_URL}/auth/login`);
    });

    it.each([
      ['a wrong password', 'admin@paperlight.test', 'Wrong-password-1'],
      ['an unknown email', 'nobody@paperlight.test', DEMO_PASSWORD],
    ])('answers "Incorrect email or password." for %s and keeps the email', async (_, email, password) => {
      const response = await postForm(h, '/login', { email, password }, { 'x-forwarded-for': randomIp() });
      expect(response.status).toBe(401);
      const html = await response.text();
      expect(html).toContain('role="alert"');
      expect(html).toContain('Incorrect email or password.');
      expect(html).toContain(`value="${email}"`);
      expect(response.headers.getSetCookie()).toEqual([]);
    });

    it('asks for a valid email before checking anything', async () => {
      const response = await postForm(h, '/login', { email: 'not-an-email', password: 'x' });
      expect(response.status).toBe(400);
      const html = await response.text();
      expect(html).toContain('<a href="#email">Please enter a valid email address</a>');
      expect(html).toContain('aria-invalid="true"');
    });

    it('refuses a form posted from another origin', async () => {
      const response = await postForm(
        h,
        '/login',
        { email: 'admin@paperlight.test', password: DEMO_PASSWORD },
        { origin: 'https://evil.example' },
      );
      expect(response.status).toBe(403);
      expect(response.headers.get('location')).toBeNull();
    });
  });

  describe.runIf(run)('given a form posted by a browser on this sso', () => {
    it('accepts the Origin of the host it was reached on', async () => {
      const response = await postForm(h, '/login', { email: 'admin@paperlight.test', password: DEMO_PASSWORD }, { origin: h.base });
      expect(response.status).toBe(303);
    });

    it('moves focus to the error summary', async () => {
      const response = await postForm(h, '/login', { email: '', password: '' });
      expect(await response.text()).toMatch(/class="error-summary" role="alert"[^>]*autofocus/);
    });
  });

  describe.runIf(run)('given repeated failures', () => {
    it('slows one address against one account with growing delays, and never stops the right password from elsewhere', async () => {
      const email = 'trial5@paperlight.test';
      const ip = randomIp();
      for (let i = 1; i <= 5; i++) {
        const r = await postForm(h, '/login', { email, password: `Wrong-pass-${i}` }, { 'x-forwarded-for': ip });
        expect(r.status).toBe(401);
      }
      // The fifth failure costs a 1 s wait, the sixth 2 s, …: no attempt is even checked before then.
      const waiting = await postForm(h, '/login', { email, password: DEMO_PASSWORD }, { 'x-forwarded-for': ip });
      expect(waiting.status).toBe(429);
      expect(waiting.headers.get('retry-after')).toBe('1');
      expect(await waiting.text()).toContain('Too many failed attempts. Try again in 1 second.');
      const owner = await postForm(h, '/login', { email, password: DEMO_PASSWORD }, { 'x-forwarded-for': randomIp() });
      expect(owner.status).toBe(303);
      h.clock.offset = 1100;
      try {
        expect((await postForm(h, '/login', { email, password: DEMO_PASSWORD }, { 'x-forwarded-for': ip })).status).toBe(303);
      } finally {
        h.clock.offset = 0;
      }
    });

    it('doubles the wait after each further failure, up to 5 minutes', async () => {
      const email = 'expired@paperlight.test';
      const ip = randomIp();
      const waits: string[] = [];
      // The sso's clock stands still between requests, so a slow machine cannot blur the waits.
      h.clock.frozen = Date.now();
      try {
        for (let i = 0; i < 14; i++) {
          const r = await postForm(h, '/login', { email, password: `Wrong-pass-${i}` }, { 'x-forwarded-for': ip });
          expect(r.status).toBe(401);
          const row = await h.test.database.db
            .selectFrom('login_attempts')
            .select('locked_until')
            .where('key', '=', `pair:${ip}|${email}`)
            .executeTakeFirstOrThrow();
          const wait = row.locked_until ? (Date.parse(row.locked_until) - h.clock.frozen - h.clock.offset) / 1000 : 0;
          waits.push(wait > 0 ? String(wait) : '-');
          h.clock.offset += 10 * 60_000;
        }
      } finally {
        h.clock.offset = 0;
        delete h.clock.frozen;
      }
      expect(waits).toEqual(['-', '-', '-', '-', '1', '2', '4', '8', '16', '32', '64', '128', '256', '300']);
    });

    it('lets a browser that signed in before through while its address is slowed down (device cookie)', async () => {
      const email = 'trial2@paperlight.test';
      const ip = randomIp();
      const first = await postForm(h, '/login', { email, password: DEMO_PASSWORD }, { 'x-forwarded-for': ip });
      expect(first.status).toBe(303);
      const device = cookieFrom(first, 'pl_device')!;
      expect(first.headers.getSetCookie().find((c) => c.startsWith('pl_device='))).toMatch(/HttpOnly/i);
      for (let i = 0; i < 6; i++) await postForm(h, '/login', { email, password: `Wrong-pass-${i}` }, { 'x-forwarded-for': ip });
      expect((await postForm(h, '/login', { email, password: DEMO_PASSWORD }, { 'x-forwarded-for': ip })).status).toBe(429);
      const owner = await postForm(h, '/login', { email, password: DEMO_PASSWORD }, { 'x-forwarded-for': ip, cookie: device });
      expect(owner.status).toBe(303);
      // A device cookie made for another account counts for nothing.
      const other = await postForm(
        h,
        '/login',
        { email: 'trial5@paperlight.test', password: 'Wrong' },
        { 'x-forwarded-for': ip, cookie: device },
      );
      expect(other.status).toBe(401);
    });

    it('resets the count after a successful login', async () => {
      const email = 'notrial@paperlight.test';
      const ip = randomIp();
      const attempt = (password: string) => postForm(h, '/login', { email, password }, { 'x-forwarded-for': ip });
      for (let i = 0; i < 4; i++) expect((await attempt(`Wrong-pass-${i}`)).status).toBe(401);
      expect((await attempt(DEMO_PASSWORD)).status).toBe(303);
      for (let i = 0; i < 4; i++) expect((await attempt(`Wrong-pass-${i}`)).status).toBe(401);
    });

    it('slows a client address that tries many emails, but not the same people elsewhere', async () => {
      const ip = randomIp();
      for (let i = 0; i <= 50; i++) {
        const r = await postForm(h, '/login', { email: `user${i}@example.com`, password: 'Wrong-pass-1' }, { 'x-forwarded-for': ip });
        expect(r.status).toBe(401);
      }
      const blocked = await postForm(h, '/login', { email: 'admin@paperlight.test', password: DEMO_PASSWORD }, { 'x-forwarded-for': ip });
      expect(blocked.status).toBe(429);
      const elsewhere = await postForm(
        h,
        '/login',
        { email: 'admin@paperlight.test', password: DEMO_PASSWORD },
        { 'x-forwarded-for': randomIp() },
      );
      expect(elsewhere.status).toBe(303);
    });
  });

  describe.runIf(run)('given the sign-up form', () => {
    const valid = { name: 'Grace Hopper', email: 'grace@example.com', password: 'Cobol-1959-rocks' };

    it('answers "check your email" and creates the account with a 7-day trial when the mailed link is confirmed', async () => {
      const response = await postForm(h, '/signup', { ...valid, ...authQuery(pkce().challenge, 'st1') });
      expect(response.status).toBe(200);
      const page = await response.text();
      expect(page).toContain('Check your email');
      expect(await h.test.database.db.selectFrom('users').select('id').where('email', '=', valid.email).executeTakeFirst()).toBeUndefined();

      const mail = await h.smtp.next(valid.email);
      expect(mail.subject).toBe('Confirm your email address for Paperlight');
      const link = linkIn(mail.text);
      expect(link.pathname).toBe('/verify-email');
      // Opening the link (a mail scanner does) changes nothing; the button does.
      const opened = await get(path(link));
      expect(opened.status).toBe(200);
      expect(await opened.text()).toContain('Confirm and continue');
      const confirmed = await postForm(h, '/verify-email', { token: link.searchParams.get('token')! });
      expect(confirmed.status).toBe(303);
      expect(confirmed.headers.get('location')).toBe(`${SITE_URL}/auth/login`);
      const cookie = cookieFrom(confirmed, SESSION_COOKIE)!;
      const { challenge, verifier } = pkce();
      const code = await get(`/login${query(authQuery(challenge))}`, { cookie });
      expect(code.status).toBe(303);
      const tokens = await exchange(h, new URL(code.headers.get('location')!).searchParams.get('code')!, verifier);
      const user = tokens.body!.user as Record<string, unknown>;
      expect(user).toMatchObject({ name: 'Grace Hopper', email: 'grace@example.com', isFreeTrailActive: true, isAdmin: false });
      const daysLeft = (Date.parse(user.trialEndDate as string) - Date.now()) / DAY;
      // The trial runs to midnight UTC after the seventh day (decision 0006): 7 whole days left now.
      expect(Math.floor(daysLeft)).toBe(7);
      const row = await h.test.database.db
        .selectFrom('users')
        .select(['password_hash', 'email_verified_at'])
        .where('email', '=', 'grace@example.com')
        .executeTakeFirstOrThrow();
      expect(row.password_hash.startsWith('$argon2id$')).toBe(true);
      expect(row.email_verified_at).toBeTruthy();
      expect((await postForm(h, '/login', { email: valid.email, password: valid.password })).status).toBe(303);
      // The link works once.
      expect((await postForm(h, '/verify-email', { token: link.searchParams.get('token')! })).status).toBe(410);
      expect((await get(path(link))).status).toBe(410);
    });

    it('gives a known address the same answer, and mails its owner instead of revealing the account', async () => {
      const response = await postForm(h, '/signup', { ...valid, email: 'GRACE@example.com', password: 'Another-long-passphrase' });
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('Check your email');
      expect(html).not.toContain('already');
      const mail = await h.smtp.next('grace@example.com');
      expect(mail.subject).toBe('You already have a Paperlight account');
      // The existing password still works; the new one does not.
      expect((await postForm(h, '/login', { email: valid.email, password: 'Another-long-passphrase' })).status).toBe(401);
    });

    it.each([
      ['too short', 'Ab1!xyz', 'Use at least 8 characters.'],
      ['a common password', 'password12', 'This password is too easy to guess'],
      ['spaces around a common one', '         a1', 'This password is too easy to guess'],
      ['the email itself', 'weak1user@example.com', 'This password is too easy to guess'],
      ['too long', 'x'.repeat(257), 'Use at most 256 characters.'],
    ])('refuses a password that is %s', async (_, password, message) => {
      const response = await postForm(h, '/signup', { name: 'Weak', email: 'weak1user@example.com', password });
      expect(response.status).toBe(400);
      expect(await response.text()).toContain(message);
      const row = await h.test.database.db
        .selectFrom('email_tokens')
        .select('email')
        .where('email', '=', 'weak1user@example.com')
        .executeTakeFirst();
      expect(row).toBeUndefined();
    });

    it('accepts a long passphrase without any composition rule', async () => {
      const response = await postForm(h, '/signup', {
        name: 'Passphrase',
        email: 'phrase@example.com',
        password: 'blue kettle sings at dawn',
      });
      expect(response.status).toBe(200);
    });

    it('lists every problem in the summary, linked to its field, and escapes what was typed', async () => {
      const response = await postForm(h, '/signup', { name: ' ', email: '<script>@x', password: '' });
      expect(response.status).toBe(400);
      const html = await response.text();
      expect(html).toContain('<a href="#name">Name is required</a>');
      expect(html).toContain('<a href="#email">Please enter a valid email address</a>');
      expect(html).toContain('<a href="#password">Use at least 8 characters.</a>');
      expect(html).toContain('value="&lt;script&gt;@x"');
      expect(html).not.toContain('<script>');
      expect(html).toContain('<script src="/assets/password-meter.js" defer></script>');
      expect(html).toContain('15 or more is better');
    });
  });

  describe.runIf(run)('given a successful sign-in', () => {
    const account = { name: 'Katherine Johnson', email: 'katherine@example.com', password: 'Orbit-1962-trajectory' };
    const lastSignIn = async () =>
      (await h.test.database.db.selectFrom('users').select('last_sign_in_at').where('email', '=', account.email).executeTakeFirstOrThrow())
        .last_sign_in_at;

    it('records the time of the sign-up, of each password sign-in and of each code the sso cookie answers with, not of a failure', async () => {
      h.clock.offset = 0;
      const before = Date.now();
      await postForm(h, '/signup', { ...account, ...authQuery(pkce().challenge) });
      const token = linkIn((await h.smtp.next(account.email)).text).searchParams.get('token')!;
      expect((await postForm(h, '/verify-email', { token })).status).toBe(303);
      const atSignup = await lastSignIn();
      expect(Date.parse(atSignup!)).toBeGreaterThanOrEqual(before - 1000);

      h.clock.offset = DAY;
      const login = await postForm(h, '/login', { email: account.email, password: account.password, ...authQuery(pkce().challenge) });
      expect(login.status).toBe(303);
      const atLogin = await lastSignIn();
      expect(Date.parse(atLogin!) - Date.parse(atSignup!)).toBeGreaterThanOrEqual(DAY);

      h.clock.offset = 2 * DAY;
      const failed = await postForm(h, '/login', { email: account.email, password: 'Wrong-password-1' }, { 'x-forwarded-for': randomIp() });
      expect(failed.status).toBe(401);
      expect(await lastSignIn()).toBe(atLogin);

      h.clock.offset = 3 * DAY;
      const cookie = cookieFrom(login, SESSION_COOKIE)!;
      const auto = await get(`/login${query(authQuery(pkce().challenge))}`, { cookie });
      expect(auto.status).toBe(303);
      expect(Date.parse((await lastSignIn())!) - Date.parse(atLogin!)).toBeGreaterThanOrEqual(2 * DAY);
      h.clock.offset = 0;
    });
  });

  describe.runIf(run)('given a visitor already signed in on the sso', () => {
    it('gets a code at once, until they log out', async () => {
      const first = pkce();
      const login = await postForm(h, '/login', {
        email: 'notrial@paperlight.test',
        password: DEMO_PASSWORD,
        ...authQuery(first.challenge),
      });
      const cookie = cookieFrom(login, SESSION_COOKIE)!;
      expect(cookie).toBeTruthy();

      const second = pkce();
      const again = await get(`/login${query(authQuery(second.challenge, 'again'))}`, { cookie });
      expect(again.status).toBe(303);
      const location = new URL(again.headers.get('location')!);
      expect(location.searchParams.get('state')).toBe('again');
      const tokens = await exchange(h, location.searchParams.get('code')!, second.verifier);
      expect((tokens.body!.user as Record<string, unknown>).email).toBe('notrial@paperlight.test');

      const forged = await get(`/login${query(authQuery(pkce().challenge))}`, {
        cookie: `${SESSION_COOKIE}=${cookie.split('=')[1]!.slice(0, -2)}xx`,
      });
      expect(forged.status).toBe(200);

      // The site's logout posts here from its own origin (a GET only asks, see logout.test.ts).
      const logout = await postForm(h, '/logout', { redirect_uri: `${SITE_URL}/` }, { cookie, origin: SITE_URL });
      expect(logout.status).toBe(303);
      expect(logout.headers.get('location')).toBe(`${SITE_URL}/`);
      const cleared = logout.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
      expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/i);
      // A copy of the cookie taken before logout no longer signs anyone in: the session ended on the server.
      const copied = await get(`/login${query(authQuery(pkce().challenge))}`, { cookie });
      expect(copied.status).toBe(200);
      expect(await copied.text()).toContain('Sign in to Paperlight');
    });

    it('shows "You have been signed out" when the return address is not the registered one', async () => {
      for (const target of [`${SITE_URL}/dashboard`, `${SITE_URL}`, `${SITE_URL}/?x=1`]) {
        expect((await get(`/logout${query({ redirect_uri: target })}`)).status).toBe(200);
      }
      const response = await get(`/logout${query({ redirect_uri: 'https://evil.example/' })}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('You have been signed out');
      expect(html).toContain(`href="${SITE_URL}/"`);
    });
  });

  describe.runIf(run)('given operations', () => {
    it('answers /health', async () => {
      const response = await get('/health');
      expect(await response.json()).toEqual({ status: 'ok', service: 'sso' });
    });

    it('answers unknown routes with a JSON error', async () => {
      const response = await get('/nope');
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: 'Not Found', statusCode: 404 });
    });
  });
});
