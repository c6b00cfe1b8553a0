/**
 * Helpers of the sso's pages: the session cookie, form fields, answers and mail, and (made once per
 * server by createRouteHelpers) sign-in, the Origin check and emailed tokens.
 */
import { sha256Hex } from '@paperlight/db';
import type { EmailToken, User } from '@paperlight/db';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthRequest } from '../auth-request';
import { SESSION_COOKIE_SECONDS, createAuthCode, createSession, signSessionCookie } from '../tokens';
import type { RouteHelpers, SsoRouteDeps } from './deps';

export const SESSION_COOKIE = 'pl_sso_session';

/** A form or query field as one string (the first when repeated, '' when absent). */
export function first(value: unknown): string {
  if (Array.isArray(value)) return first(value[0]);
  return typeof value === 'string' ? value : '';
}

export const sendPage = (reply: FastifyReply, status: number, body: string) =>
  reply.status(status).type('text/html; charset=utf-8').send(body);

/** Mail is sent after the answer, so a new and a known address take the same time (no enumeration). */
export const sendLater = (request: FastifyRequest, what: string, send: () => Promise<void>) => {
  send().catch((error: unknown) => request.log.error({ err: error, event: 'mail_failed', what }, 'could not send mail'));
};

/** The page helpers bound to one server's database, clock, addresses and cookie options. */
export function createRouteHelpers(
  base: Pick<SsoRouteDeps, 'db' | 'ctx' | 'now' | 'siteUrl' | 'cookieOptions'> & { ssoOrigin: string },
): RouteHelpers {
  const { db, ctx, now, siteUrl, ssoOrigin, cookieOptions } = base;

  /** Starts a server-side sso session and sets the cookie that refers to it. */
  const startSsoSession = async (reply: FastifyReply, user: User) => {
    const sessionId = await createSession(ctx, user.id, 'sso', SESSION_COOKIE_SECONDS * 1000);
    reply.setCookie(SESSION_COOKIE, await signSessionCookie(ctx, user.id, sessionId), { ...cookieOptions, maxAge: SESSION_COOKIE_SECONDS });
  };

  /**
   * After sign-in (a password, a confirmed sign-up, or the sso cookie answering with a code):
   * records the time for /administration/users, then a code for the site, or the site's own
   * login start when it sent no request.
   */
  const completeSignIn = async (reply: FastifyReply, user: User, request: AuthRequest) => {
    await db.updateTable('users').set({ last_sign_in_at: now().toISOString() }).where('id', '=', user.id).execute();
    if (!request.redirectUri) return reply.redirect(`${siteUrl}/auth/login`, 303);
    const code = await createAuthCode(ctx, user.id, request.redirectUri, request.codeChallenge);
    const target = new URL(request.redirectUri);
    target.searchParams.set('code', code);
    if (request.state) target.searchParams.set('state', request.state);
    return reply.redirect(target.toString(), 303);
  };

  /** Login CSRF guard: browsers send Origin on form posts; a foreign one is refused. */
  const fromForeignOrigin = (request: FastifyRequest) => {
    const origin = request.headers.origin;
    if (origin === undefined || origin === ssoOrigin) return false;
    // Also accept the host the visitor actually used (127.0.0.1 vs localhost, a proxy's name).
    try {
      return new URL(origin).host !== request.headers.host;
    } catch {
      return true;
    }
  };

  /** An unused, unexpired emailed token of `kind`, else null. */
  const findEmailToken = async (kind: EmailToken['kind'], token: string): Promise<EmailToken | null> => {
    if (!token || token.length > 100) return null;
    const row = await db
      .selectFrom('email_tokens')
      .selectAll()
      .where('token_hash', '=', sha256Hex(token))
      .where('kind', '=', kind)
      .executeTakeFirst();
    if (!row || row.used_at || row.expires_at <= now().toISOString()) return null;
    return row;
  };
  /** Uses the token up; false when another request did first. */
  const spendEmailToken = async (row: EmailToken) => {
    const at = now().toISOString();
    const spent = await db
      .updateTable('email_tokens')
      .set({ used_at: at })
      .where('token_hash', '=', row.token_hash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', at)
      .executeTakeFirst();
    return Number(spent.numUpdatedRows) === 1;
  };

  return { startSsoSession, completeSignIn, fromForeignOrigin, findEmailToken, spendEmailToken };
}
