import { auditSearchText, createEmailToken, endSessions, sql, type Kysely, type Schema } from '@paperlight/db';
import { passwordResetMail, RESET_TTL_MINUTES, type Mailer } from '@paperlight/mail';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { AccessClaims } from '../auth';
import { forbidden, HttpError } from '../errors';
import { writeAudit } from './administration-audit';
import { parseOrThrow } from './administration-contacts';

/** What erasure needs from Paper Remix: its file storage and its queue. */
export interface AccountActionDeps {
  mailer: Mailer;
  /** The sso's public address: reset links point at its /reset-password page. */
  ssoUrl: string;
  removeStored(key: string): Promise<void>;
  cancelJob(jobId: string): Promise<boolean>;
}

/** The erased person's audit entries keep what happened, not who it was (GDPR Art. 17). */
export const ERASED_ACTOR = 'erased account';

/** What an erased request's audited notes keep: that a note was written, not what it said. */
export const ERASED_NOTE = JSON.stringify({ note: null, erased: true });

/** What an erased request's audited replies keep: that one was sent or logged, not what it said. */
export const ERASED_REPLY = JSON.stringify({ reply: null, erased: true });

/** The audited actions whose values quote a request's notes or replies, and what erasure leaves of them. */
const ERASED_VALUES: ReadonlyArray<[action: string, after: string]> = [
  ['note.add', ERASED_NOTE],
  ['reply.send', ERASED_REPLY],
  ['reply.log', ERASED_REPLY],
];

const ConfirmSchema = v.object({ email: v.pipe(v.string('email is required'), v.trim(), v.toLowerCase()) });

/**
 * GDPR Art. 17 erasure: projects (with their nodes and jobs), stored files, contact requests (with
 * their notes and their thread of replies), emailed links, throttling counters, preferences and the account itself (its sessions
 * and refresh tokens go with it) are deleted; audit entries stay, with the person's address replaced
 * by {@link ERASED_ACTOR} and their requests' notes and replies by {@link ERASED_NOTE} and {@link ERASED_REPLY};
 * requests they owned are nobody's.
 */
export async function eraseAccount(
  db: Kysely<Schema>,
  deps: Pick<AccountActionDeps, 'removeStored' | 'cancelJob'>,
  userId: string,
): Promise<{ projects: number; files: number }> {
  const user = await db.selectFrom('users').select(['id', 'email']).where('id', '=', userId).executeTakeFirst();
  if (!user) throw new HttpError(404, 'User not found');
  const projectIds = (await db.selectFrom('projects').select('id').where('user_id', '=', userId).execute()).map((p) => p.id);
  if (projectIds.length > 0) {
    const live = await db
      .selectFrom('jobs')
      .select('id')
      .where('project_id', 'in', projectIds)
      .where('status', 'in', ['queued', 'running'])
      .execute();
    for (const job of live) await deps.cancelJob(job.id).catch(() => false);
  }
  const files = (await db.selectFrom('files').select('key').where('owner_id', '=', userId).execute()).map((f) => f.key);
  const suffix = `|${user.email}`;
  await db.transaction().execute(async (trx) => {
    if (projectIds.length > 0) await trx.deleteFrom('jobs').where('project_id', 'in', projectIds).execute();
    await trx.deleteFrom('projects').where('user_id', '=', userId).execute();
    await trx.deleteFrom('files').where('owner_id', '=', userId).execute();
    const requests = (
      await trx
        .selectFrom('contact_requests')
        .select('id')
        .where((eb) => eb.or([eb('user_id', '=', userId), eb(sql<string>`lower(email)`, '=', user.email.toLowerCase())]))
        .execute()
    ).map((r) => r.id);
    if (requests.length > 0) {
      // The notes and replies about the person go with their requests; so does what the audit kept of each.
      await trx.deleteFrom('contact_request_notes').where('contact_request_id', 'in', requests).execute();
      await trx.deleteFrom('contact_replies').where('contact_request_id', 'in', requests).execute();
      for (const [action, erased] of ERASED_VALUES) {
        const quoted = await trx
          .selectFrom('audit_log')
          .select(['id', 'actor_email'])
          .where('target_type', '=', 'contact_request')
          .where('action', '=', action)
          .where('target_id', 'in', requests)
          .execute();
        for (const entry of quoted) {
          await trx
            .updateTable('audit_log')
            .set({ after: erased, search_text: auditSearchText({ actor_email: entry.actor_email, before: null, after: erased }) })
            .where('id', '=', entry.id)
            .execute();
        }
      }
      await trx.deleteFrom('contact_requests').where('id', 'in', requests).execute();
    }
    // Requests the person looked after are nobody's now; their notes and replies stay, signed 'erased account'.
    await trx.updateTable('contact_requests').set({ owner_id: null }).where('owner_id', '=', userId).execute();
    await trx.updateTable('contact_request_notes').set({ author_email: ERASED_ACTOR }).where('author_id', '=', userId).execute();
    await trx.updateTable('contact_replies').set({ author_email: ERASED_ACTOR }).where('author_id', '=', userId).execute();
    await trx.deleteFrom('user_preferences').where('user_id', '=', userId).execute();
    await trx.deleteFrom('email_tokens').where('email', '=', user.email).execute();
    await trx
      .deleteFrom('login_attempts')
      .where((eb) =>
        eb.or([eb('key', '=', `account:${user.email}`), eb(sql`substr(key, length(key) - ${suffix.length - 1})`, '=', suffix)]),
      )
      .execute();
    // The address leaves the entries and their search text (migration 0035) alike.
    await trx
      .updateTable('audit_log')
      .set({ actor_email: ERASED_ACTOR, search_text: sql<string>`replace(search_text, ${user.email.toLowerCase()}, ${ERASED_ACTOR})` })
      .where('actor_id', '=', userId)
      .execute();
    // The security log keeps what happened and the account's id, not its address (decision 0110).
    await trx.updateTable('security_events').set({ actor_email: ERASED_ACTOR }).where('actor_id', '=', userId).execute();
    await trx
      .updateTable('security_events')
      .set({ actor_email: ERASED_ACTOR })
      .where('actor_email', '=', user.email.toLowerCase())
      .execute();
    await trx.deleteFrom('users').where('id', '=', userId).execute();
  });
  for (const id of projectIds) await deps.removeStored(`projects/${id}/`);
  for (const key of files) await deps.removeStored(key);
  return { projects: projectIds.length, files: files.length };
}

export interface AccountActionRoutes {
  db: Kysely<Schema>;
  now: () => Date;
  /** Route options with the role guard of `/administration/*` (administrators only). */
  adminRoute: (
    method: 'POST' | 'DELETE',
    path: string,
  ) => { method: 'POST' | 'DELETE'; url: string; onRequest: (request: FastifyRequest) => Promise<void> };
  requireUser: (request: FastifyRequest) => Promise<void>;
  userOf: (request: FastifyRequest) => AccessClaims;
  idOf: (request: FastifyRequest) => string;
  /** Resolved per request: Paper Remix is registered after the administration routes. */
  deps: () => AccountActionDeps;
}

/**
 * Administrators' account actions (suspend, reactivate, sign out everywhere, send a password reset,
 * erase), each audited, and `DELETE /account` for users deleting their own account.
 */
export function registerAccountActions(app: FastifyInstance, options: AccountActionRoutes): void {
  const { db, now, userOf, idOf } = options;
  const base = '/administration/users/:id';

  const target = async (request: FastifyRequest) => {
    const id = idOf(request);
    const user = await db.selectFrom('users').select(['id', 'name', 'email', 'status']).where('id', '=', id).executeTakeFirst();
    if (!user) throw new HttpError(404, 'User not found');
    // An administrator locking themselves out could leave nobody able to undo it.
    if (user.id === userOf(request).sub) throw new HttpError(409, 'Use your own dashboard to change your own account');
    return user;
  };
  /** The security log's record of an administrator ending an account's sessions (decision 0110). */
  const sessionsEnded = (request: FastifyRequest, user: { id: string }, reason: string, count?: number) =>
    request.server.securityLog?.record(request, {
      kind: 'session.revoked',
      outcome: 'success',
      actorId: userOf(request).sub,
      actorEmail: userOf(request).email,
      subjectId: user.id,
      detail: { reason, ...(count === undefined ? {} : { sessions: count }) },
    });
  const audit = (request: FastifyRequest, targetId: string, action: string, before: unknown, after: unknown) =>
    writeAudit(db, { actor: userOf(request), targetType: 'user', targetId, action, before, after, at: now() });

  app.route({
    ...options.adminRoute('POST', `${base}/suspend`),
    handler: async (request) => {
      const user = await target(request);
      if (user.status === 'suspended') throw new HttpError(409, 'The account is already suspended');
      await db.updateTable('users').set({ status: 'suspended' }).where('id', '=', user.id).execute();
      await endSessions(db, user.id, now());
      await sessionsEnded(request, user, 'suspended');
      await audit(request, user.id, 'account.suspend', { status: user.status }, { status: 'suspended' });
      return { statusCode: 200, data: { id: user.id, status: 'suspended' } };
    },
  });

  app.route({
    ...options.adminRoute('POST', `${base}/reactivate`),
    handler: async (request) => {
      const user = await target(request);
      if (user.status === 'active') throw new HttpError(409, 'The account is already active');
      await db.updateTable('users').set({ status: 'active' }).where('id', '=', user.id).execute();
      await audit(request, user.id, 'account.reactivate', { status: user.status }, { status: 'active' });
      return { statusCode: 200, data: { id: user.id, status: 'active' } };
    },
  });

  app.route({
    ...options.adminRoute('POST', `${base}/sign-out`),
    handler: async (request) => {
      const user = await target(request);
      const live = await db
        .selectFrom('sessions')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('user_id', '=', user.id)
        .where('revoked_at', 'is', null)
        .executeTakeFirstOrThrow();
      await endSessions(db, user.id, now());
      await sessionsEnded(request, user, 'sign-out', Number(live.n));
      await audit(request, user.id, 'account.sign_out', null, { sessionsEnded: Number(live.n) });
      return { statusCode: 200, data: { id: user.id, sessionsEnded: Number(live.n) } };
    },
  });

  app.route({
    ...options.adminRoute('POST', `${base}/password-reset`),
    handler: async (request) => {
      const user = await target(request);
      const deps = options.deps();
      const token = await createEmailToken(db, {
        kind: 'reset',
        email: user.email,
        userId: user.id,
        ttlMs: RESET_TTL_MINUTES * 60_000,
        now: now(),
      });
      await deps.mailer.send(
        passwordResetMail({
          to: user.email,
          link: `${deps.ssoUrl.replace(/\/+$/, '')}/reset-password?token=${token}`,
          byAdministrator: true,
        }),
      );
      await request.server.securityLog?.record(request, {
        kind: 'password-reset.requested',
        outcome: 'success',
        actorId: userOf(request).sub,
        actorEmail: userOf(request).email,
        subjectId: user.id,
        detail: { by: 'administrator' },
      });
      await audit(request, user.id, 'account.password_reset', null, { mailed: true });
      return { statusCode: 200, data: { id: user.id, mailed: true } };
    },
  });

  app.route({
    ...options.adminRoute('DELETE', base),
    handler: async (request) => {
      const user = await target(request);
      const { email } = parseOrThrow(ConfirmSchema, request.body ?? {}, 'Invalid body');
      // The caller names the account: a mistyped id cannot erase the wrong person.
      if (email !== user.email) throw new HttpError(400, 'The email address does not match the account');
      const erased = await eraseAccount(db, options.deps(), user.id);
      await audit(request, user.id, 'account.erase', null, erased);
      return { statusCode: 200, data: { id: user.id, ...erased } };
    },
  });

  app.delete('/account', { onRequest: options.requireUser }, async (request) => {
    const caller = userOf(request);
    if (caller.isGuest) throw forbidden();
    const { email } = parseOrThrow(ConfirmSchema, request.body ?? {}, 'Invalid body');
    if (email !== caller.email.toLowerCase()) throw new HttpError(400, 'The email address does not match your account');
    const erased = await eraseAccount(db, options.deps(), caller.sub);
    await writeAudit(db, {
      actor: { ...caller, email: ERASED_ACTOR },
      targetType: 'user',
      targetId: caller.sub,
      action: 'account.delete',
      before: null,
      after: erased,
      at: now(),
    });
    return { statusCode: 200, data: { id: caller.sub, ...erased } };
  });
}
