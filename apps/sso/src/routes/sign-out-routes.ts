/**
 * Sign-out of the sso session (GET and POST /logout, issue 33).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { registeredRedirects } from '../auth-request';
import { forbiddenPage, logoutConfirmPage, signedOutPage } from '../pages';
import { endSession, readSessionCookie } from '../tokens';
import type { SsoRouteDeps } from './deps';
import { first, sendPage, SESSION_COOKIE } from './helpers';

export type SignOutRouteDeps = Pick<
  SsoRouteDeps,
  'ctx' | 'siteUrl' | 'siteOrigin' | 'deviceSecret' | 'cookieOptions' | 'logEvent' | 'fromForeignOrigin'
>;

export function registerSignOutRoutes(app: FastifyInstance, deps: SignOutRouteDeps): void {
  const { ctx, siteUrl, siteOrigin, deviceSecret, cookieOptions, logEvent, fromForeignOrigin } = deps;

  // Logout (issue 33): a GET changes nothing and asks; only a POST from this sso's page (token) or
  // from the site (its Origin) ends the session.
  const logoutToken = (cookie: string) => createHmac('sha256', deviceSecret).update(`logout\n${cookie}`).digest('base64url');
  const afterLogout = (value: unknown) => {
    const uri = first(value);
    // Only the address registered for after logout, exactly (no open redirect).
    return uri && uri === registeredRedirects(siteUrl).afterLogout ? uri : null;
  };

  app.get('/logout', async (request, reply) => {
    const redirectUri = afterLogout((request.query as Record<string, unknown>).redirect_uri);
    const cookie = request.cookies[SESSION_COOKIE];
    const signedIn = await readSessionCookie(ctx, cookie);
    if (!signedIn || !cookie) {
      // Nothing to end: straight back to the site.
      if (redirectUri) return reply.redirect(redirectUri, 303);
      return sendPage(reply, 200, signedOutPage(siteUrl));
    }
    return sendPage(reply, 200, logoutConfirmPage({ siteUrl, token: logoutToken(cookie), redirectUri }));
  });

  app.post('/logout', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const redirectUri = afterLogout(body.redirect_uri);
    const cookie = request.cookies[SESSION_COOKIE];
    const origin = request.headers.origin;
    const token = Buffer.from(first(body.csrf));
    const expected = cookie ? Buffer.from(logoutToken(cookie)) : null;
    const tokenOk = expected !== null && token.length === expected.length && timingSafeEqual(token, expected);
    // With an Origin: this sso or the site; without one, the token of the confirmation page.
    const allowed = origin !== undefined ? origin === siteOrigin || !fromForeignOrigin(request) : tokenOk;
    if (!allowed) return sendPage(reply, 403, forbiddenPage(siteUrl));
    const signedIn = await readSessionCookie(ctx, cookie);
    // The site's post came without the cookie (a browser that keeps it from cross-site posts): ask here instead.
    if (!cookie && origin === siteOrigin && redirectUri)
      return reply.redirect(`/logout?redirect_uri=${encodeURIComponent(redirectUri)}`, 303);
    // Ends the session on the server, so a copy of the cookie stops working too.
    if (signedIn) await endSession(ctx, signedIn.sessionId);
    if (signedIn)
      await logEvent(request, {
        kind: 'sign-out',
        outcome: 'success',
        actorId: signedIn.user.id,
        actorEmail: signedIn.user.email,
        detail: { session: 'sso' },
      });
    reply.clearCookie(SESSION_COOKIE, cookieOptions);
    if (redirectUri) return reply.redirect(redirectUri, 303);
    return sendPage(reply, 200, signedOutPage(siteUrl));
  });
}
