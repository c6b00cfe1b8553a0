/**
 * Password reset: the request (GET and POST /forgot-password), which mails a link, and the new
 * password (GET and POST /reset-password).
 */
import { hash } from '@node-rs/argon2';
import { createEmailToken, endSessions } from '@paperlight/db';
import { passwordResetMail, RESET_TTL_MINUTES } from '@paperlight/mail';
import type { FastifyInstance } from 'fastify';
import { forbiddenPage, forgotPasswordPage, linkExpiredPage, passwordChangedPage, resetPasswordPage, resetSentPage } from '../pages';
import { checkPassword } from '../passwords';
import { resetFailures, throttleKeys } from '../throttle';
import { messages, normaliseEmail } from '../validation';
import type { SsoRouteDeps } from './deps';
import { first, sendLater, sendPage, SESSION_COOKIE } from './helpers';

export type PasswordResetRouteDeps = Pick<
  SsoRouteDeps,
  | 'db'
  | 'siteUrl'
  | 'ssoUrl'
  | 'now'
  | 'limits'
  | 'mailer'
  | 'cookieOptions'
  | 'clientAddress'
  | 'logEvent'
  | 'limit'
  | 'fromForeignOrigin'
  | 'findEmailToken'
  | 'spendEmailToken'
>;

export function registerPasswordResetRoutes(app: FastifyInstance, deps: PasswordResetRouteDeps): void {
  const {
    db,
    siteUrl,
    ssoUrl,
    now,
    limits,
    mailer,
    cookieOptions,
    clientAddress,
    logEvent,
    limit,
    fromForeignOrigin,
    findEmailToken,
    spendEmailToken,
  } = deps;

  app.get('/forgot-password', async (_request, reply) => sendPage(reply, 200, forgotPasswordPage({ siteUrl })));

  app.post('/forgot-password', limit(limits.reset), async (request, reply) => {
    if (fromForeignOrigin(request)) return sendPage(reply, 403, forbiddenPage(siteUrl));
    const rawEmail = first((request.body as Record<string, unknown> | undefined)?.email).trim();
    const email = normaliseEmail(rawEmail);
    if (!email)
      return sendPage(
        reply,
        400,
        forgotPasswordPage({ siteUrl, email: rawEmail, errors: [{ field: 'email', message: messages.invalidEmail }] }),
      );
    const user = await db.selectFrom('users').select(['id', 'email']).where('email', '=', email).executeTakeFirst();
    if (user) {
      const hourAgo = new Date(now().getTime() - 60 * 60_000).toISOString();
      const recent = await db
        .selectFrom('email_tokens')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('email', '=', email)
        .where('kind', '=', 'reset')
        .where('created_at', '>', hourAgo)
        .executeTakeFirstOrThrow();
      // Past the cap the answer stays the same; only the mail is skipped (no mail bombing).
      const mailed = Number(recent.n) < limits.reset.mailsPerAccountPerHour;
      await logEvent(request, {
        kind: 'password-reset.requested',
        outcome: mailed ? 'success' : 'refused',
        actorEmail: email,
        subjectId: user.id,
        detail: mailed ? null : { reason: 'mail-cap' },
      });
      if (mailed) {
        const token = await createEmailToken(db, { kind: 'reset', email, userId: user.id, ttlMs: RESET_TTL_MINUTES * 60_000, now: now() });
        sendLater(request, 'reset', () => mailer.send(passwordResetMail({ to: email, link: `${ssoUrl}/reset-password?token=${token}` })));
      }
    } else {
      await logEvent(request, {
        kind: 'password-reset.requested',
        outcome: 'failure',
        actorEmail: email,
        detail: { reason: 'unknown-address' },
      });
    }
    request.log.info({ event: 'reset_requested' }, 'password reset requested');
    return sendPage(reply, 200, resetSentPage(siteUrl, email));
  });

  app.get('/reset-password', async (request, reply) => {
    const token = first((request.query as Record<string, unknown>).token);
    const row = await findEmailToken('reset', token);
    if (!row) return sendPage(reply, 410, linkExpiredPage(siteUrl, 'reset'));
    return sendPage(reply, 200, resetPasswordPage({ siteUrl, token, email: row.email }));
  });

  /** A new password ends every session of the account and proves the address. */
  app.post('/reset-password', limit(limits.login), async (request, reply) => {
    if (fromForeignOrigin(request)) return sendPage(reply, 403, forbiddenPage(siteUrl));
    const body = (request.body ?? {}) as Record<string, unknown>;
    const token = first(body.token);
    const password = first(body.password);
    const row = await findEmailToken('reset', token);
    const user = row?.user_id ? await db.selectFrom('users').selectAll().where('id', '=', row.user_id).executeTakeFirst() : undefined;
    if (!row || !user) return sendPage(reply, 410, linkExpiredPage(siteUrl, 'reset'));
    const verdict = checkPassword(password, [user.name, user.email]);
    if (!verdict.ok) {
      return sendPage(
        reply,
        400,
        resetPasswordPage({ siteUrl, token, email: row.email, errors: [{ field: 'password', message: verdict.message! }] }),
      );
    }
    if (!(await spendEmailToken(row))) return sendPage(reply, 410, linkExpiredPage(siteUrl, 'reset'));
    const at = now();
    await db
      .updateTable('users')
      .set({
        password_hash: await hash(password),
        password_changed_at: at.toISOString(),
        email_verified_at: user.email_verified_at ?? at.toISOString(),
      })
      .where('id', '=', user.id)
      .execute();
    await endSessions(db, user.id, at);
    await resetFailures(db, throttleKeys(user.email, clientAddress(request), null));
    reply.clearCookie(SESSION_COOKIE, cookieOptions);
    await logEvent(request, {
      kind: 'password-reset.completed',
      outcome: 'success',
      actorId: user.id,
      actorEmail: user.email,
      detail: { sessionsEnded: true },
    });
    request.log.info({ event: 'password_reset', userId: user.id }, 'password changed; sessions ended');
    return sendPage(reply, 200, passwordChangedPage(siteUrl));
  });
}
