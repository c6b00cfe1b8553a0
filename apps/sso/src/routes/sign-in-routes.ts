/**
 * Sign-in with a password (GET and POST /login), slowed per account and device (throttle.ts), and
 * answered with a code at once when the sso session cookie is still good.
 */
import { randomBytes } from 'node:crypto';
import { verify } from '@node-rs/argon2';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parseAuthRequest } from '../auth-request';
import { forbiddenPage, invalidLinkPage, loginPage } from '../pages';
import type { FormError } from '../pages';
import { creditSuccess, DEVICE_COOKIE, deviceCookieValue, deviceNonceFor, reserveAttempt, throttleKeys, waitMessage } from '../throttle';
import { readSessionCookie } from '../tokens';
import { MAX_PASSWORD, messages, normaliseEmail } from '../validation';
import type { SsoRouteDeps } from './deps';
import { first, sendPage, SESSION_COOKIE } from './helpers';

const DEVICE_COOKIE_SECONDS = 365 * 24 * 60 * 60;

export type SignInRouteDeps = Pick<
  SsoRouteDeps,
  | 'db'
  | 'ctx'
  | 'siteUrl'
  | 'now'
  | 'throttle'
  | 'limits'
  | 'deviceSecret'
  | 'dummyHash'
  | 'cookieOptions'
  | 'clientAddress'
  | 'logEvent'
  | 'startSsoSession'
  | 'completeSignIn'
  | 'fromForeignOrigin'
>;

export function registerSignInRoutes(app: FastifyInstance, deps: SignInRouteDeps): void {
  const {
    db,
    ctx,
    siteUrl,
    now,
    throttle,
    limits,
    deviceSecret,
    dummyHash,
    cookieOptions,
    clientAddress,
    logEvent,
    startSsoSession,
    completeSignIn,
    fromForeignOrigin,
  } = deps;

  app.get('/login', async (request, reply) => {
    const authRequest = parseAuthRequest(request.query as Record<string, unknown>, siteUrl);
    if (!authRequest) return sendPage(reply, 400, invalidLinkPage(siteUrl));
    const signedIn = authRequest.redirectUri ? await readSessionCookie(ctx, request.cookies[SESSION_COOKIE]) : null;
    if (signedIn) return completeSignIn(reply, signedIn.user, authRequest);
    return sendPage(reply, 200, loginPage({ siteUrl, request: authRequest }));
  });

  // The flood limit is checked once the form is read, so a browser that signed in to this account
  // before (device cookie) is never refused with the attacker sharing its address.
  const knownDevice = (request: FastifyRequest) => {
    const email = normaliseEmail(first((request.body as Record<string, unknown> | undefined)?.email));
    return email !== null && deviceNonceFor(deviceSecret, email, request.cookies[DEVICE_COOKIE]) !== null;
  };
  app.post(
    '/login',
    { config: { rateLimit: { max: limits.login.max, timeWindow: limits.login.windowMs, hook: 'preHandler', allowList: knownDevice } } },
    async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const authRequest = parseAuthRequest(body, siteUrl);
      if (!authRequest) return sendPage(reply, 400, invalidLinkPage(siteUrl));
      if (fromForeignOrigin(request)) return sendPage(reply, 403, forbiddenPage(siteUrl));
      const rawEmail = first(body.email).trim();
      const password = first(body.password);
      const email = normaliseEmail(rawEmail);
      const show = (status: number, errors: FormError[]) =>
        sendPage(reply, status, loginPage({ siteUrl, request: authRequest, values: { email: rawEmail }, errors }));

      const fieldErrors: FormError[] = [];
      if (!email) fieldErrors.push({ field: 'email', message: messages.invalidEmail });
      if (!password) fieldErrors.push({ field: 'password', message: messages.passwordRequired });
      if (fieldErrors.length > 0) return show(400, fieldErrors);

      const keys = throttleKeys(email!, clientAddress(request), deviceNonceFor(deviceSecret, email!, request.cookies[DEVICE_COOKIE]));
      // The attempt is counted before the password is hashed, so parallel posts cannot outrun the delays.
      const reservation = await reserveAttempt(db, keys, throttle, now());
      if (reservation.waitMs > 0) {
        await logEvent(request, { kind: 'sign-in', outcome: 'refused', actorEmail: email, detail: { reason: 'throttled' } });
        reply.header('Retry-After', String(Math.ceil(reservation.waitMs / 1000)));
        return show(429, [{ message: waitMessage(reservation.waitMs) }]);
      }

      const user = await db.selectFrom('users').selectAll().where('email', '=', email!).executeTakeFirst();
      const valid =
        password.length <= MAX_PASSWORD &&
        (await verify(user?.password_hash ?? dummyHash, password).catch(() => false)) &&
        user !== undefined;
      if (!valid || !user) {
        await logEvent(request, {
          kind: 'sign-in',
          outcome: 'failure',
          actorEmail: email,
          subjectId: user?.id ?? null,
          detail: { reason: 'wrong-credentials' },
        });
        request.log.info({ event: 'login_failed' }, 'login failed');
        return show(401, [{ message: messages.wrongCredentials }]);
      }
      await creditSuccess(db, keys, reservation.reserved, throttle);
      // The right password of a suspended account says so: only its owner can see this.
      if (user.status !== 'active')
        await logEvent(request, {
          kind: 'sign-in',
          outcome: 'refused',
          actorId: user.id,
          actorEmail: user.email,
          detail: { reason: 'suspended' },
        });
      if (user.status !== 'active') return show(403, [{ message: 'This account is suspended. Please contact Paperlight support.' }]);
      await startSsoSession(reply, user);
      reply.setCookie(DEVICE_COOKIE, deviceCookieValue(deviceSecret, email!, randomBytes(18).toString('base64url')), {
        ...cookieOptions,
        maxAge: DEVICE_COOKIE_SECONDS,
      });
      await logEvent(request, { kind: 'sign-in', outcome: 'success', actorId: user.id, actorEmail: user.email });
      request.log.info({ event: 'login', userId: user.id }, 'signed in');
      return completeSignIn(reply, user, authRequest);
    },
  );
}
