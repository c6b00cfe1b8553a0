import { usageOf, type Kysely, type Schema } from '@paperlight/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { requireRole, type AccessClaims, type Role } from '../auth';
import { HttpError } from '../errors';
import { listUsers, parseUsersQuery, rolesOf, toAdminUser, usersCsv, UsersExportQuerySchema, type UserRoleName } from './administration';
import { activity, ActivityQuerySchema } from './administration-activity';
import { registerAccountActions, type AccountActionDeps } from './account-actions';
import { auditCsv, AuditExportQuerySchema, auditOf, AuditQuerySchema, listAudit, writeAudit } from './administration-audit';
import {
  addNote, BulkIdsSchema, CONTACT_CSV_COLUMNS, BulkStatusBodySchema, contactOwners, contactsForExport, ContactsExportQuerySchema, ContactsQuerySchema, findContact, listContacts,
  notesOf, NoteBodySchema, OwnerBodySchema, parseOrThrow, StatusBodySchema,
} from './administration-contacts';
import { linksOf, logReceived, ReceivedBodySchema, ReplyBodySchema, sendReply, templatesFor, threadOf } from './administration-contact-replies';
import { administrationEvents } from '../security-log';
import { securityEventsCsv, securityEventsJsonl, SecurityEventsExportQuerySchema, securityEventsOfUser, securityEventsPage, SecurityEventsQuerySchema } from './administration-security';
import { readTableColumns, TableColumnsBodySchema, TableParamsSchema, writeTableColumns } from './administration-preferences';
import { viewCsv } from './administration-csv';
import { byCategory, createTool, findTool, listTools, restoreTool, retireTool, ToolCreateSchema, ToolUpdateSchema, updateTool } from './administration-tools';

const DAY = 86_400_000;
/** Longest single trial extension. */
export const MAX_EXTEND_DAYS = 90;

const IdParamsSchema = v.object({ id: v.pipe(v.string(), v.minLength(1), v.maxLength(100, 'id is too long')) });
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
export const typedEmailMatches = (typed: string | undefined, email: string) => typed !== undefined && typed.trim().toLowerCase() === email.trim().toLowerCase();

/**
 * The end of a trial extended by `days`: counted from the current end while the trial runs; from
 * the next midnight UTC otherwise, like every new trial end (decision 0006).
 */
export function extendedTrialEnd(current: string | null, days: number, now: Date): string {
  const end = current === null ? Number.NaN : Date.parse(current);
  const from = Number.isNaN(end) || end <= now.getTime() ? Math.ceil(now.getTime() / DAY) * DAY : end;
  return new Date(from + days * DAY).toISOString();
}

export interface AdministrationRoutesOptions {
  db: Kysely<Schema>;
  now: () => number;
  requireUser: (request: FastifyRequest) => Promise<void>;
  userOf: (request: FastifyRequest) => AccessClaims;
  /** Mail, storage and queue for the account actions; resolved when one is used. */
  accountDeps: () => AccountActionDeps;
}

/** Counts for the overview's stat cards: users by trial state, recent sign-ups, contact requests by status. */
export async function overview(db: Kysely<Schema>, now: Date) {
  const nowIso = now.toISOString();
  const weekAgo = new Date(now.getTime() - 7 * DAY).toISOString();
  const count = (n: unknown) => Number(n ?? 0);
  const [users, contacts] = await Promise.all([
    db
      .selectFrom('users')
      .select((eb) => [
        eb.fn.countAll().as('total'),
        eb.fn.sum(eb.case().when('trial_end_date', '>', nowIso).then(1).else(0).end()).as('activeTrials'),
        eb.fn.sum(eb.case().when('trial_end_date', '<=', nowIso).then(1).else(0).end()).as('expiredTrials'),
        eb.fn.sum(eb.case().when('created_at', '>', weekAgo).then(1).else(0).end()).as('signUps7d'),
      ])
      .executeTakeFirstOrThrow(),
    db.selectFrom('contact_requests').select((eb) => ['status', eb.fn.countAll().as('n')]).groupBy('status').execute(),
  ]);
  const byStatus = Object.fromEntries(contacts.map((row) => [row.status, count(row.n)]));
  return {
    users: count(users.total),
    activeTrials: count(users.activeTrials),
    expiredTrials: count(users.expiredTrials),
    signUps7d: count(users.signUps7d),
    contactRequests: { new: byStatus.new ?? 0, contacted: byStatus.contacted ?? 0, closed: byStatus.closed ?? 0 },
  };
}

/** Every endpoint with the roles it admits; the security test walks this list. */
export const ADMINISTRATION_ENDPOINTS: ReadonlyArray<{ method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; path: string; roles: readonly Role[] }> = [
  { method: 'GET', path: '/administration/overview', roles: ['admin', 'sales'] },
  { method: 'GET', path: '/administration/overview/activity', roles: ['admin', 'sales'] },
  { method: 'GET', path: '/administration/activity', roles: ['admin', 'sales'] },
  { method: 'GET', path: '/administration/activity/export', roles: ['admin', 'sales'] },
  { method: 'GET', path: '/administration/security-events', roles: ['admin'] },
  { method: 'GET', path: '/administration/security-events/export', roles: ['admin'] },
  { method: 'GET', path: '/administration/users', roles: ['admin', 'sales'] },
  { method: 'GET', path: '/administration/users/export', roles: ['admin', 'sales'] },
  { method: 'GET', path: '/administration/users/:id', roles: ['admin', 'sales'] },
  { method: 'PUT', path: '/administration/users/:id/roles', roles: ['admin'] },
  { method: 'POST', path: '/administration/users/:id/trial/extend', roles: ['admin', 'sales'] },
  { method: 'POST', path: '/administration/users/trial/extend', roles: ['admin', 'sales'] },
  { method: 'POST', path: '/administration/users/:id/trial/end', roles: ['admin'] },
  { method: 'POST', path: '/administration/users/:id/suspend', roles: ['admin'] },
  { method: 'POST', path: '/administration/users/:id/reactivate', roles: ['admin'] },
  { method: 'POST', path: '/administration/users/:id/sign-out', roles: ['admin'] },
  { method: 'POST', path: '/administration/users/:id/password-reset', roles: ['admin'] },
  { method: 'DELETE', path: '/administration/users/:id', roles: ['admin'] },
  { method: 'GET', path: '/administration/contact-requests', roles: ['admin', 'sales'] },
  { method: 'GET', path: '/administration/contact-requests/export', roles: ['admin', 'sales'] },
  { method: 'PUT', path: '/administration/contact-requests/:id/status', roles: ['admin', 'sales'] },
  { method: 'PUT', path: '/administration/contact-requests/status', roles: ['admin', 'sales'] },
  { method: 'GET', path: '/administration/contact-requests/:id', roles: ['admin', 'sales'] },
  { method: 'PUT', path: '/administration/contact-requests/:id/owner', roles: ['admin', 'sales'] },
  { method: 'POST', path: '/administration/contact-requests/:id/notes', roles: ['admin', 'sales'] },
  { method: 'POST', path: '/administration/contact-requests/:id/replies', roles: ['admin', 'sales'] },
  { method: 'POST', path: '/administration/contact-requests/:id/replies/received', roles: ['admin', 'sales'] },
  { method: 'GET', path: '/administration/table-columns/:table', roles: ['admin', 'sales', 'toolAdmin'] },
  { method: 'PUT', path: '/administration/table-columns/:table', roles: ['admin', 'sales', 'toolAdmin'] },
  { method: 'GET', path: '/tools-administration/tools', roles: ['toolAdmin'] },
  { method: 'POST', path: '/tools-administration/tools', roles: ['toolAdmin'] },
  { method: 'GET', path: '/tools-administration/tools/:id/history', roles: ['toolAdmin'] },
  { method: 'PATCH', path: '/tools-administration/tools/:id', roles: ['toolAdmin'] },
  { method: 'DELETE', path: '/tools-administration/tools/:id', roles: ['toolAdmin'] },
  { method: 'POST', path: '/tools-administration/tools/:id/restore', roles: ['toolAdmin'] },
];

/** `/administration/*` (administrators and sales) and `/tools-administration/*` (tool administrators). */
export async function registerAdministrationRoutes(app: FastifyInstance, options: AdministrationRoutesOptions): Promise<void> {
  const { db, requireUser, userOf } = options;
  const now = () => new Date(options.now());
  const roles = new Map(ADMINISTRATION_ENDPOINTS.map((e) => [`${e.method} ${e.path}`, e.roles]));
  // The role is checked before any input is read, so a refused caller learns nothing from error messages.
  const guard = (method: string, path: string) => async (request: FastifyRequest) => {
    await requireUser(request);
    const allowed = roles.get(`${method} ${path}`);
    if (!allowed) throw new Error(`no roles declared for ${method} ${path}`);
    requireRole(userOf(request), allowed);
  };
  // Refused role checks, exports and administrators' changes go to the security event log (decision 0110).
  const route = (method: (typeof ADMINISTRATION_ENDPOINTS)[number]['method'], path: string) => ({
    method, url: path, onRequest: guard(method, path), onResponse: administrationEvents(method, path, userOf),
  });
  const idOf = (request: FastifyRequest) => parseOrThrow(IdParamsSchema, request.params, 'Invalid id').id;

  const findUser = async (id: string) => {
    const user = await db
      .selectFrom('users')
      .select(['id', 'name', 'email', 'is_admin', 'is_sales', 'is_tool_admin', 'trial_end_date', 'created_at', 'last_sign_in_at', 'status'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!user) throw new HttpError(404, 'User not found');
    return user;
  };

  app.route({
    ...route('GET', '/administration/overview'),
    handler: async () => ({ statusCode: 200, data: await overview(db, now()) }),
  });

  app.route({
    ...route('GET', '/administration/overview/activity'),
    handler: async (request) => {
      const { days } = parseOrThrow(ActivityQuerySchema, request.query ?? {}, 'Invalid query');
      return { statusCode: 200, data: { days, series: await activity(db, days, now()) } };
    },
  });

  // Every audited change (decision 0084): administrators see all of it, sales contact requests and trials.
  app.route({
    ...route('GET', '/administration/activity'),
    handler: async (request) => ({
      statusCode: 200,
      data: await listAudit(db, parseOrThrow(AuditQuerySchema, request.query, 'Invalid query'), userOf(request)),
    }),
  });

  app.route({
    ...route('GET', '/administration/activity/export'),
    handler: async (request, reply) => {
      const csv = await auditCsv(db, parseOrThrow(AuditExportQuerySchema, request.query, 'Invalid query'), userOf(request));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="activity-${now().toISOString().slice(0, 10)}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  });

  // The security event log (decision 0110): administrators only.
  app.route({
    ...route('GET', '/administration/security-events'),
    handler: async (request) => ({
      statusCode: 200,
      data: await securityEventsPage(db, parseOrThrow(SecurityEventsQuerySchema, request.query, 'Invalid query')),
    }),
  });

  app.route({
    ...route('GET', '/administration/security-events/export'),
    handler: async (request, reply) => {
      const query = parseOrThrow(SecurityEventsExportQuerySchema, request.query, 'Invalid query');
      const day = now().toISOString().slice(0, 10);
      reply.header('cache-control', 'no-store');
      if (query.format === 'jsonl') {
        return reply
          .header('content-type', 'application/x-ndjson; charset=utf-8')
          .header('content-disposition', `attachment; filename="security-events-${day}.jsonl"`)
          .send(securityEventsJsonl(db, query));
      }
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="security-events-${day}.csv"`)
        .send(await securityEventsCsv(db, query));
    },
  });

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
        .set({ is_admin: wanted.has('admin') ? 1 : 0, is_sales: wanted.has('sales') ? 1 : 0, is_tool_admin: wanted.has('toolAdmin') ? 1 : 0 })
        .where('id', '=', id)
        .execute();
      const updated = await findUser(id);
      await writeAudit(db, { actor, targetType: 'user', targetId: id, action: 'roles.update', before: { roles: before }, after: { roles: rolesOf(updated) }, at: now() });
      return { statusCode: 200, data: toAdminUser(updated, now()) };
    },
  });

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
        actor: userOf(request), targetType: 'user', targetId: id, action: 'trial.extend',
        before: { trialEndDate: user.trial_end_date }, after: { trialEndDate, days }, at,
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
          .select(['id', 'name', 'email', 'is_admin', 'is_sales', 'is_tool_admin', 'trial_end_date', 'created_at', 'last_sign_in_at', 'status'])
          .where('id', 'in', ids)
          .execute();
        const done = [];
        for (const user of users) {
          const trialEndDate = extendedTrialEnd(user.trial_end_date, days, at);
          await trx.updateTable('users').set({ trial_end_date: trialEndDate }).where('id', '=', user.id).execute();
          await writeAudit(trx, {
            actor, targetType: 'user', targetId: user.id, action: 'trial.extend', before: { trialEndDate: user.trial_end_date }, after: { trialEndDate, days }, at,
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
      if (user.trial_end_date === null || Date.parse(user.trial_end_date) <= at.getTime()) throw new HttpError(409, 'The trial is not active');
      const trialEndDate = at.toISOString();
      await db.updateTable('users').set({ trial_end_date: trialEndDate }).where('id', '=', id).execute();
      await writeAudit(db, {
        actor: userOf(request), targetType: 'user', targetId: id, action: 'trial.end',
        before: { trialEndDate: user.trial_end_date }, after: { trialEndDate }, at,
      });
      return { statusCode: 200, data: toAdminUser({ ...user, trial_end_date: trialEndDate }, at) };
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

  app.route({
    ...route('GET', '/administration/contact-requests'),
    handler: async (request) => ({
      statusCode: 200,
      data: await listContacts(db, parseOrThrow(ContactsQuerySchema, request.query, 'Invalid query'), userOf(request), now()),
    }),
  });

  app.route({
    ...route('GET', '/administration/contact-requests/export'),
    handler: async (request, reply) => {
      const query = parseOrThrow(ContactsExportQuerySchema, request.query, 'Invalid query');
      const csv = viewCsv(CONTACT_CSV_COLUMNS, await contactsForExport(db, query, userOf(request), now()), query.hidden, ['name']);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="contact-requests-${now().toISOString().slice(0, 10)}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  });

  app.route({
    ...route('PUT', '/administration/contact-requests/:id/status'),
    handler: async (request) => {
      const id = idOf(request);
      const { status } = parseOrThrow(StatusBodySchema, request.body, 'Invalid body');
      const row = await db.selectFrom('contact_requests').select(['id', 'status']).where('id', '=', id).executeTakeFirst();
      if (!row) throw new HttpError(404, 'Contact request not found');
      await db.updateTable('contact_requests').set({ status }).where('id', '=', id).execute();
      await writeAudit(db, { actor: userOf(request), targetType: 'contact_request', targetId: id, action: 'status.update', before: { status: row.status }, after: { status }, at: now() });
      return { statusCode: 200, data: { id, status } };
    },
  });

  // Several requests at once: one transaction, one audit entry per request whose status changes.
  app.route({
    ...route('PUT', '/administration/contact-requests/status'),
    handler: async (request) => {
      const { ids, status } = parseOrThrow(BulkStatusBodySchema, request.body, 'Invalid body');
      const actor = userOf(request);
      const at = now();
      const { found, changed } = await db.transaction().execute(async (trx) => {
        const rows = await trx.selectFrom('contact_requests').select(['id', 'status']).where('id', 'in', ids).execute();
        const toChange = rows.filter((row) => row.status !== status);
        if (toChange.length > 0) {
          await trx.updateTable('contact_requests').set({ status }).where('id', 'in', toChange.map((row) => row.id)).execute();
        }
        for (const row of toChange) {
          await writeAudit(trx, { actor, targetType: 'contact_request', targetId: row.id, action: 'status.update', before: { status: row.status }, after: { status }, at });
        }
        return { found: rows.length, changed: toChange.map((row) => row.id) };
      });
      if (found === 0) throw new HttpError(404, 'None of these contact requests exists any more');
      return { statusCode: 200, data: { status, updated: changed.length, unchanged: found - changed.length, missing: ids.length - found, ids: changed } };
    },
  });

  // The inbox's drawer: every field, the owner and who may own it, the notes, the thread of replies
  // with the templates a new one can start from, the other requests of the address, and the History.
  app.route({
    ...route('GET', '/administration/contact-requests/:id'),
    handler: async (request) => {
      const id = idOf(request);
      const contact = await findContact(db, id, now());
      const viewer = userOf(request);
      const [notes, history, owners, thread, links] = await Promise.all([
        notesOf(db, id), auditOf(db, 'contact_request', id, viewer), contactOwners(db), threadOf(db, id), linksOf(db, contact),
      ]);
      return { statusCode: 200, data: { request: contact, notes, history, owners, thread, templates: templatesFor(contact, viewer), links } };
    },
  });

  app.route({
    ...route('PUT', '/administration/contact-requests/:id/owner'),
    handler: async (request) => {
      const id = idOf(request);
      const { ownerId } = parseOrThrow(OwnerBodySchema, request.body, 'Invalid body');
      const contact = await findContact(db, id, now());
      if (ownerId !== null) {
        const owner = await db.selectFrom('users').select(['id', 'name', 'is_admin', 'is_sales']).where('id', '=', ownerId).executeTakeFirst();
        if (!owner) throw new HttpError(400, 'This person no longer has an account; choose someone else');
        if (Number(owner.is_admin) !== 1 && Number(owner.is_sales) !== 1) throw new HttpError(400, `${owner.name} is neither sales nor an administrator; choose someone who is`);
      }
      const before = contact.owner?.id ?? null;
      if (before !== ownerId) {
        await db.updateTable('contact_requests').set({ owner_id: ownerId }).where('id', '=', id).execute();
        // Ids only: the History shows each owner as they are now (an erased one as 'Erased account').
        await writeAudit(db, { actor: userOf(request), targetType: 'contact_request', targetId: id, action: 'owner.update', before: { ownerId: before }, after: { ownerId }, at: now() });
      }
      return { statusCode: 200, data: await findContact(db, id, now()) };
    },
  });

  app.route({
    ...route('POST', '/administration/contact-requests/:id/notes'),
    handler: async (request, reply) => {
      const id = idOf(request);
      const { body } = parseOrThrow(NoteBodySchema, request.body, 'Invalid body');
      await findContact(db, id, now());
      const actor = userOf(request);
      const at = now();
      const note = await db.transaction().execute(async (trx) => {
        const added = await addNote(trx, id, actor, body, at);
        await writeAudit(trx, { actor, targetType: 'contact_request', targetId: id, action: 'note.add', before: null, after: { note: body }, at });
        return added;
      });
      return reply.code(201).send({ statusCode: 201, data: note });
    },
  });

  // A reply from the console (issue 38, decision 0174): kept in the thread even when the mail fails.
  app.route({
    ...route('POST', '/administration/contact-requests/:id/replies'),
    handler: async (request, reply) => {
      const id = idOf(request);
      const { body, subject, template } = parseOrThrow(ReplyBodySchema, request.body, 'Invalid body');
      const contact = await findContact(db, id, now());
      const sent = await sendReply(db, options.accountDeps().mailer, { contact, actor: userOf(request), subject, body, template, at: now() });
      return reply.code(201).send({ statusCode: 201, data: sent });
    },
  });

  // Their answer, pasted by hand ('Log their reply').
  app.route({
    ...route('POST', '/administration/contact-requests/:id/replies/received'),
    handler: async (request, reply) => {
      const id = idOf(request);
      const { body } = parseOrThrow(ReceivedBodySchema, request.body, 'Invalid body');
      await findContact(db, id, now());
      return reply.code(201).send({ statusCode: 201, data: await logReceived(db, { contactId: id, actor: userOf(request), body, at: now() }) });
    },
  });

  // The columns each person hid in each administration table (decision 0087).
  app.route({
    ...route('GET', '/administration/table-columns/:table'),
    handler: async (request) => {
      const { table } = parseOrThrow(TableParamsSchema, request.params, 'Invalid table');
      return { statusCode: 200, data: await readTableColumns(db, userOf(request).sub, table) };
    },
  });

  app.route({
    ...route('PUT', '/administration/table-columns/:table'),
    handler: async (request) => {
      const { table } = parseOrThrow(TableParamsSchema, request.params, 'Invalid table');
      const body = parseOrThrow(TableColumnsBodySchema, request.body, 'Invalid body');
      return { statusCode: 200, data: await writeTableColumns(db, userOf(request).sub, table, body, now()) };
    },
  });

  app.route({
    ...route('GET', '/tools-administration/tools'),
    handler: async () => ({ statusCode: 200, data: byCategory(await listTools(db, { includeHidden: true })) }),
  });

  app.route({
    ...route('POST', '/tools-administration/tools'),
    handler: async (request, reply) => {
      const input = parseOrThrow(ToolCreateSchema, request.body, 'Invalid body');
      const tool = await createTool(db, input, now());
      await writeAudit(db, { actor: userOf(request), targetType: 'tool', targetId: tool.id, action: 'tool.create', before: null, after: tool, at: now() });
      return reply.code(201).send({ statusCode: 201, data: tool });
    },
  });

  app.route({
    ...route('GET', '/tools-administration/tools/:id/history'),
    handler: async (request) => {
      const id = idOf(request);
      await findTool(db, id);
      return { statusCode: 200, data: await auditOf(db, 'tool', id, userOf(request)) };
    },
  });

  app.route({
    ...route('PATCH', '/tools-administration/tools/:id'),
    handler: async (request) => {
      const id = idOf(request);
      const input = parseOrThrow(ToolUpdateSchema, request.body, 'Invalid body');
      const { before, after } = await updateTool(db, id, input, now());
      await writeAudit(db, { actor: userOf(request), targetType: 'tool', targetId: id, action: 'tool.update', before, after, at: now() });
      return { statusCode: 200, data: after };
    },
  });

  app.route({
    ...route('DELETE', '/tools-administration/tools/:id'),
    handler: async (request) => {
      const id = idOf(request);
      const { before, after } = await retireTool(db, id, now());
      await writeAudit(db, { actor: userOf(request), targetType: 'tool', targetId: id, action: 'tool.retire', before, after, at: now() });
      return { statusCode: 200, data: after };
    },
  });

  app.route({
    ...route('POST', '/tools-administration/tools/:id/restore'),
    handler: async (request) => {
      const id = idOf(request);
      const { before, after } = await restoreTool(db, id, now());
      await writeAudit(db, { actor: userOf(request), targetType: 'tool', targetId: id, action: 'tool.restore', before, after, at: now() });
      return { statusCode: 200, data: after };
    },
  });
}
