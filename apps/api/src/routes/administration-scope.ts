import type { Kysely, Schema } from '@paperlight/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { requireRole, type AccessClaims, type Role } from '../auth';
import { HttpError } from '../errors';
import type { AccountActionDeps } from './account-actions';
import { parseOrThrow } from './administration-contacts';
import { administrationEvents } from '../security-log';

export const DAY = 86_400_000;

/** Every endpoint with the roles it admits; the security test walks this list. */
export const ADMINISTRATION_ENDPOINTS: ReadonlyArray<{
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  roles: readonly Role[];
}> = [
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

export interface AdministrationRoutesOptions {
  db: Kysely<Schema>;
  now: () => number;
  requireUser: (request: FastifyRequest) => Promise<void>;
  userOf: (request: FastifyRequest) => AccessClaims;
  /** Mail, storage and queue for the account actions; resolved when one is used. */
  accountDeps: () => AccountActionDeps;
}

const IdParamsSchema = v.object({ id: v.pipe(v.string(), v.minLength(1), v.maxLength(100, 'id is too long')) });

/**
 * What every administration route module is given: the app, the database, the clock, the caller,
 * and `route(method, path)`, which checks the caller's role before any input is read and logs refused
 * checks, exports and administrators' changes (decision 0110).
 */
export function createAdminScope(app: FastifyInstance, options: AdministrationRoutesOptions) {
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
    method,
    url: path,
    onRequest: guard(method, path),
    onResponse: administrationEvents(method, path, userOf),
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
  return { app, db, now, userOf, requireUser, route, idOf, findUser, options };
}

export type AdminScope = ReturnType<typeof createAdminScope>;
