import { redirect } from '@remix-run/node';
import type { SessionUser } from '@paperlight/api-client';
import { resolveSession, type ResolvedSession } from './session.server.ts';

export type Role = 'admin' | 'sales' | 'toolAdmin';

export interface Authed {
  user: SessionUser;
  resolved: ResolvedSession;
}

export function loginPath(request: Request): string {
  const url = new URL(request.url);
  return `/auth/login?returnTo=${encodeURIComponent(`${url.pathname}${url.search}`)}`;
}

/** A signed-in (non-guest) user, or a redirect to sign in and come back here. */
export async function requireUser(request: Request): Promise<Authed> {
  const resolved = await resolveSession(request);
  const user = resolved.user;
  if (user.isGuest) throw redirect(loginPath(request), { headers: await resolved.headers() });
  return { user, resolved };
}

export function hasRole(user: SessionUser, roles: readonly Role[]): boolean {
  return roles.some((role) => (role === 'admin' ? user.isAdmin : role === 'sales' ? user.isSales : user.isToolAdmin));
}

/** A signed-in user holding one of `roles`; others get the 403 page. */
export async function requireRole(request: Request, roles: readonly Role[]): Promise<Authed> {
  const authed = await requireUser(request);
  if (!hasRole(authed.user, roles)) {
    throw new Response("You don't have access to this page", {
      status: 403,
      statusText: 'Forbidden',
      headers: await authed.resolved.headers(),
    });
  }
  return authed;
}
