import { usageOf } from '@paperlight/db';
import * as v from 'valibot';
import { HttpError } from '../errors';
import { listUsers, parseUsersQuery, rolesOf, toAdminUser, usersCsv, UsersExportQuerySchema, type UserRoleName } from './administration';
import { registerAccountActions } from './account-actions';
import { auditOf, writeAudit } from './administration-audit';
import { BulkIdsSchema, parseOrThrow } from './administration-contacts';
import { securityEventsOfUser } from './administration-security';
import { DAY, type AdminScope } from './administration-scope';

/** Longest single trial extension. */
export const MAX_EXTEND_DAYS = 90;

const RolesBodySchema = v.object({
  roles: v.pipe(
    v.array(v.picklist(['admin', 'sales', 'toolAdmin'], 'roles must be admin, sales or toolAdmin'), 'roles must be a list'),
    v.maxLength(3, 'roles must be a list of at most 3'),
  ),
  /** The account's e-mail address as the administrator typed it: required to grant Administrator (decision 0080). */
  confirmEmail: v.optional(v.pipe(v.string('confirmEmail must be text'), v.maxLength(320, 'confirmEmail is too long'))),
});
const DaysSchema = v.pipe(
  v.number('days must be a number'),
  v.integer('days must be a whole number'),
  v.minValue(1, 'days must be at least 1'),
  v.maxValue(MAX_EXTEND_DAYS, `days must be at most ${MAX_EXTEND_DAYS}`),
);
const ExtendBodySchema = v.object({ days: DaysSchema });
const BulkExtendBodySchema = v.object({ ids: BulkIdsSchema, days: DaysSchema });

/** Whether the typed address names the account: case and surrounding spaces do not matter (as ui-kit's `typedConfirms`). */
export const typedEmailMatches = (typed: string | undefined, email: string) =>
  typed !== undefined && typed.trim().toLowerCase() === email.trim().toLowerCase();

/**
 * The end of a trial extended by `days`: counted from the current end while the trial runs; from
 * the next midnight UTC otherwise, like every new trial end (decision 0006).
 */
export function extendedTrialEnd(current: string | null, days: number, now: Date): string {
  const end = current === null ? Number.NaN : Date.parse(current);
  const from = Number.isNaN(end) || end <= now.getTime() ? Math.ceil(now.getTime() / DAY) * DAY : end;
  return new Date(from + days * DAY).toISOString();
}

/** Accounts: the list and its CSV, one account, roles, and the account actions (account-actions.ts); trials are registerTrialRoutes'. */
export function registerUserRoutes({ app, db, now, userOf, route, idOf, findUser, requireUser, options }: AdminScope): void {
  app.route({
    ...route('GET', '/administration/users'),
    handler: async (request) => ({ statusCode: 200, data: await listUsers(db, parseUsersQuery(request.query), now()) }),
  });

  // The users table's current view as CSV (decision 0091): administrators and sales, as the table.
  app.route({
    ...route('GET', '/administration/users/export'),
    handler: async (request, reply) => {
      const csv = await usersCsv(db, parseOrThrow(UsersExportQuerySchema, request.query, 'Invalid query'), now());
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="users-${now().toISOString().slice(0, 10)}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  });

  app.route({
    ...route('GET', '/administration/users/:id'),
    handler: async (request) => {
      const id = idOf(request);
      const user = await findUser(id);
      const viewer = userOf(request);
      // Usage for everyone who sees the page; the account's security events for administrators only.
      const [audit, usage, security] = await Promise.all([
        auditOf(db, 'user', id, viewer),
        usageOf(db, id),
        viewer.isAdmin && !viewer.isGuest ? securityEventsOfUser(db, id) : Promise.resolve(null),
      ]);
      return { statusCode: 200, data: { user: toAdminUser(user, now()), audit, usage, security } };
    },
  });

  app.route({
    ...route('PUT', '/administration/users/:id/roles'),
    handler: async (request) => {
      const id = idOf(request);
      const body = parseOrThrow(RolesBodySchema, request.body, 'Invalid body');
      const actor = userOf(request);
      const wanted = new Set<UserRoleName>(body.roles);
      // An administrator demoting themselves could leave nobody able to undo it.
      if (id === actor.sub && !wanted.has('admin')) throw new HttpError(409, 'You cannot remove your own administrator role');
      const user = await findUser(id);
      const before = rolesOf(user);
      // Granting Administrator is confirmed by typing the account's address, here as on the page.
      if (wanted.has('admin') && !before.includes('admin') && !typedEmailMatches(body.confirmEmail, user.email)) {
        throw new HttpError(400, `Type ${user.email} to grant Administrator`);
      }
      await db
        .updateTable('users')
        .set({
          is_admin: wanted.has('admin') ? 1 : 0,
          is_sales: wanted.has('sales') ? 1 : 0,
          is_tool_admin: wanted.has('toolAdmin') ? 1 : 0,
        })
        .where('id', '=', id)
        .execute();
      const updated = await findUser(id);
      await writeAudit(db, {
        actor,
        targetType: 'user',
        targetId: id,
        action: 'roles.update',
        before: { roles: before },
        after: { roles: rolesOf(updated) },
        at: now(),
      });
      return { statusCode: 200, data: toAdminUser(updated, now()) };
    },
  });

  registerAccountActions(app, {
    db,
    now,
    adminRoute: (method, path) => ({ ...route(method, path), method }),
    requireUser,
    userOf,
    idOf,
    deps: options.accountDeps,
  });
}

/** Trials: extend one or many (up to MAX_EXTEND_DAYS), or end one now; each change audited. */
export function registerTrialRoutes({ app, db, now, userOf, route, idOf, findUser }: AdminScope): void {
  app.route({
    ...route('POST', '/administration/users/:id/trial/extend'),
    handler: async (request) => {
      const id = idOf(request);
      const { days } = parseOrThrow(ExtendBodySchema, request.body, 'Invalid body');
      const user = await findUser(id);
      const at = now();
      const trialEndDate = extendedTrialEnd(user.trial_end_date, days, at);
      await db.updateTable('users').set({ trial_end_date: trialEndDate }).where('id', '=', id).execute();
      await writeAudit(db, {
        actor: userOf(request),
        targetType: 'user',
        targetId: id,
        action: 'trial.extend',
        before: { trialEndDate: user.trial_end_date },
        after: { trialEndDate, days },
        at,
      });
      return { statusCode: 200, data: toAdminUser({ ...user, trial_end_date: trialEndDate }, at) };
    },
  });

  // Bulk: one transaction, one audit entry per account, as if each had been extended on its own.
  app.route({
    ...route('POST', '/administration/users/trial/extend'),
    handler: async (request) => {
      const { ids, days } = parseOrThrow(BulkExtendBodySchema, request.body, 'Invalid body');
      const actor = userOf(request);
      const at = now();
      const rows = await db.transaction().execute(async (trx) => {
        const users = await trx
          .selectFrom('users')
          .select([
            'id',
            'name',
            'email',
            'is_admin',
            'is_sales',
            'is_tool_admin',
            'trial_end_date',
            'created_at',
            'last_sign_in_at',
            'status',
          ])
          .where('id', 'in', ids)
          .execute();
        const done = [];
        for (const user of users) {
          const trialEndDate = extendedTrialEnd(user.trial_end_date, days, at);
          await trx.updateTable('users').set({ trial_end_date: trialEndDate }).where('id', '=', user.id).execute();
          await writeAudit(trx, {
            actor,
            targetType: 'user',
            targetId: user.id,
            action: 'trial.extend',
            before: { trialEndDate: user.trial_end_date },
            after: { trialEndDate, days },
            at,
          });
          done.push(toAdminUser({ ...user, trial_end_date: trialEndDate }, at));
        }
        return done;
      });
      if (rows.length === 0) throw new HttpError(404, 'None of these accounts exists any more');
      return { statusCode: 200, data: { updated: rows.length, missing: ids.length - rows.length, rows } };
    },
  });

  app.route({
    ...route('POST', '/administration/users/:id/trial/end'),
    handler: async (request) => {
      const id = idOf(request);
      const user = await findUser(id);
      const at = now();
      if (user.trial_end_date === null || Date.parse(user.trial_end_date) <= at.getTime())
        throw new HttpError(409, 'The trial is not active');
      const trialEndDate = at.toISOString();
      await db.updateTable('users').set({ trial_end_date: trialEndDate }).where('id', '=', id).execute();
      await writeAudit(db, {
        actor: userOf(request),
        targetType: 'user',
        targetId: id,
        action: 'trial.end',
        before: { trialEndDate: user.trial_end_date },
        after: { trialEndDate },
        at,
      });
      return { statusCode: 200, data: toAdminUser({ ...user, trial_end_date: trialEndDate }, at) };
    },
  });
}
