import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from './server';
import { DEMO_PASSWORD, SITE_URL, cookieFrom, postForm, startSso } from './test/harness';
import type { Harness } from './test/harness';

// Issue 33, finding 9: logout was a state change on a cross-site GET (an image or a link on any
// page signed the visitor out).
describe('sso logout', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startSso('sqlite');
  });
  afterAll(async () => {
    await h?.close();
  });
  const after = `${SITE_URL}/`;
  const get = (path: string, cookie?: string) => fetch(`${h.base}${path}`, { redirect: 'manual', headers: cookie ? { cookie } : {} });
  const signIn = async () => {
    const login = await postForm(
      h,
      '/login',
      { email: 'notrial@paperlight.test', password: DEMO_PASSWORD },
      { 'x-forwarded-for': '10.9.9.9' },
    );
    return cookieFrom(login, SESSION_COOKIE)!;
  };
  /** Whether the sso session behind `cookie` still signs in (the login page answers with a code). */
  const alive = async (cookie: string) => {
    const response = await get(
      `/login?redirect_uri=${encodeURIComponent(`${SITE_URL}/auth/callback`)}&state=s&code_challenge=${'a'.repeat(43)}&code_challenge_method=S256`,
      cookie,
    );
    return response.status === 303;
  };

  it('asks on a GET, with a button that posts, and ends nothing', async () => {
    const cookie = await signIn();
    const page = await get(`/logout?redirect_uri=${encodeURIComponent(after)}`, cookie);
    expect(page.status).toBe(200);
    expect(page.headers.getSetCookie()).toEqual([]);
    const html = await page.text();
    expect(html).toContain('Sign out of Paperlight?');
    expect(html).toMatch(/<form method="post" action="\/logout">/);
    expect(html).toContain(`name="redirect_uri" value="${after}"`);
    expect(await alive(cookie)).toBe(true);

    // The page's own button: same origin, with the page's token.
    const csrf = /name="csrf" value="([^"]+)"/.exec(html)![1]!;
    const confirmed = await postForm(
      h,
      '/logout',
      { csrf, redirect_uri: after },
      { cookie, origin: new URL(h.base).origin, host: new URL(h.base).host },
    );
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe(after);
    expect(await alive(cookie)).toBe(false);
  });

  it('refuses a post from another site, and one without an origin or the token', async () => {
    const cookie = await signIn();
    expect((await postForm(h, '/logout', { redirect_uri: after }, { cookie, origin: 'https://evil.example' })).status).toBe(403);
    expect((await postForm(h, '/logout', { redirect_uri: after, csrf: 'guess' }, { cookie })).status).toBe(403);
    expect(await alive(cookie)).toBe(true);
    // Without an Origin header the page's token is enough (older browsers, privacy tools).
    const html = await (await get('/logout', cookie)).text();
    const csrf = /name="csrf" value="([^"]+)"/.exec(html)![1]!;
    const withToken = await postForm(h, '/logout', { csrf }, { cookie });
    expect(withToken.status).toBe(200);
    expect(await withToken.text()).toContain('You have been signed out');
    expect(await alive(cookie)).toBe(false);
  });

  it('signs out at once when the site posts from its origin, and a GET without a session goes straight back', async () => {
    const cookie = await signIn();
    const posted = await postForm(h, '/logout', { redirect_uri: after }, { cookie, origin: SITE_URL });
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toBe(after);
    expect(await alive(cookie)).toBe(false);
    const again = await get(`/logout?redirect_uri=${encodeURIComponent(after)}`, cookie);
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toBe(after);
    // A browser that kept the cookie from the site's cross-site post is asked here instead.
    const noCookie = await postForm(h, '/logout', { redirect_uri: after }, { origin: SITE_URL });
    expect(noCookie.status).toBe(303);
    expect(noCookie.headers.get('location')).toBe(`/logout?redirect_uri=${encodeURIComponent(after)}`);
  });
});

describe('HSTS', () => {
  it('is sent when the public address is https, and behind a believed proxy that says https, never over plain http', async () => {
    const https = await startSso('sqlite', { ssoUrl: 'https://sso.example.org' });
    const proxied = await startSso('sqlite', { trustProxy: 1 });
    try {
      const hsts = (response: Response) => response.headers.get('strict-transport-security');
      expect(hsts(await fetch(`${https.base}/login`))).toBe('max-age=31536000; includeSubDomains');
      expect(hsts(await fetch(`${proxied.base}/login`, { headers: { 'x-forwarded-proto': 'https' } }))).toBe(
        'max-age=31536000; includeSubDomains',
      );
      expect(hsts(await fetch(`${proxied.base}/login`))).toBeNull();
    } finally {
      await https.close();
      await proxied.close();
    }
  });
});
