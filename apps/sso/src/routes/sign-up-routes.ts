/**
 * Sign-up (GET and POST /signup) and the e-mail confirmation that creates the account
 * (GET and POST /verify-email).
 */
import { randomUUID } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { createEmailToken, trialEndFor } from '@paperlight/db';
import type { User } from '@paperlight/db';
import { alreadyRegisteredMail, SIGNUP_TTL_HOURS, signupConfirmMail } from '@paperlight/mail';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { parseAuthRequest } from '../auth-request';
import { confirmEmailPage, forbiddenPage, invalidLinkPage, linkExpiredPage, signupPage, signupSentPage } from '../pages';
import { validateSignup } from '../validation';
import type { SsoRouteDeps } from './deps';
import { first, sendLater, sendPage } from './helpers';

const SignupPayload = v.object({ name: v.string(), passwordHash: v.string() });

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return e.code === '23505' || e.code === 'SQLITE_CONSTRAINT_UNIQUE' || /unique/i.test(e.message ?? '');
}

export type SignUpRouteDeps = Pick<
  SsoRouteDeps,
  | 'db'
  | 'siteUrl'
  | 'ssoUrl'
  | 'now'
  | 'limits'
  | 'mailer'
  | 'limit'
  | 'startSsoSession'
  | 'completeSignIn'
  | 'fromForeignOrigin'
  | 'findEmailToken'
  | 'spendEmailToken'
>;

export function registerSignUpRoutes(app: FastifyInstance, deps: SignUpRouteDeps): void {
  const {
    db,
    siteUrl,
    ssoUrl,
    now,
    limits,
    mailer,
    limit,
    startSsoSession,
    completeSignIn,
    fromForeignOrigin,
    findEmailToken,
    spendEmailToken,
  } = deps;

  app.get('/signup', async (request, reply) => {
    const authRequest = parseAuthRequest(request.query as Record<string, unknown>, siteUrl);
    if (!authRequest) return sendPage(reply, 400, invalidLinkPage(siteUrl));
    return sendPage(reply, 200, signupPage({ siteUrl, request: authRequest }));
  });

  /**
   * Always the same answer ("check your email"): a new address gets a confirmation link (the account
   * is created when it is followed), a known one a note that it already has an account.
   */
  app.post('/signup', limit(limits.signup), async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const authRequest = parseAuthRequest(body, siteUrl);
    if (!authRequest) return sendPage(reply, 400, invalidLinkPage(siteUrl));
    if (fromForeignOrigin(request)) return sendPage(reply, 403, forbiddenPage(siteUrl));
    const result = validateSignup(body);
    if ('errors' in result) {
      return sendPage(
        reply,
        400,
        signupPage({ siteUrl, request: authRequest, values: { name: result.name, email: result.email }, errors: result.errors }),
      );
    }
    const { input } = result;
    // Hashed whether or not the address is known, so both answers take the same time.
    const passwordHash = await hash(input.password);
    const existing = await db.selectFrom('users').select('id').where('email', '=', input.email).executeTakeFirst();
    if (existing) {
      sendLater(request, 'already-registered', () =>
        mailer.send(alreadyRegisteredMail({ to: input.email, loginLink: `${siteUrl}/auth/login`, resetLink: `${ssoUrl}/forgot-password` })),
      );
    } else {
      const token = await createEmailToken(db, {
        kind: 'signup',
        email: input.email,
        userId: null,
        payload: { name: input.name, passwordHash },
        ttlMs: SIGNUP_TTL_HOURS * 60 * 60_000,
        now: now(),
      });
      sendLater(request, 'signup', () =>
        mailer.send(signupConfirmMail({ to: input.email, name: input.name, link: `${ssoUrl}/verify-email?token=${token}` })),
      );
    }
    request.log.info({ event: 'signup_requested' }, 'sign-up requested');
    return sendPage(reply, 200, signupSentPage(siteUrl, input.email));
  });

  app.get('/verify-email', async (request, reply) => {
    const token = first((request.query as Record<string, unknown>).token);
    const row = await findEmailToken('signup', token);
    if (!row) return sendPage(reply, 410, linkExpiredPage(siteUrl, 'signup'));
    return sendPage(reply, 200, confirmEmailPage(siteUrl, token, row.email));
  });

  app.post('/verify-email', async (request, reply) => {
    if (fromForeignOrigin(request)) return sendPage(reply, 403, forbiddenPage(siteUrl));
    const token = first((request.body as Record<string, unknown> | undefined)?.token);
    const row = await findEmailToken('signup', token);
    const payload = row ? v.safeParse(SignupPayload, JSON.parse(row.payload ?? 'null')) : null;
    if (!row || !payload?.success || !(await spendEmailToken(row))) return sendPage(reply, 410, linkExpiredPage(siteUrl, 'signup'));
    const createdAt = now();
    const user: User = {
      id: randomUUID(),
      name: payload.output.name,
      email: row.email,
      password_hash: payload.output.passwordHash,
      is_admin: 0,
      is_sales: 0,
      is_tool_admin: 0,
      // The trial starts when the account does (decision 0006).
      trial_end_date: trialEndFor(createdAt).toISOString(),
      created_at: createdAt.toISOString(),
      last_sign_in_at: null,
      status: 'active',
      email_verified_at: createdAt.toISOString(),
      password_changed_at: createdAt.toISOString(),
    };
    try {
      await db.insertInto('users').values(user).execute();
    } catch (error) {
      // Two confirmation links for one address: the first one followed made the account.
      if (isUniqueViolation(error)) return sendPage(reply, 410, linkExpiredPage(siteUrl, 'signup'));
      throw error;
    }
    await startSsoSession(reply, user);
    request.log.info({ event: 'signup', userId: user.id }, 'account created');
    return completeSignIn(reply, user, { redirectUri: null, state: '', codeChallenge: '', codeChallengeMethod: '' });
  });
}
