import type { Kysely, Schema } from '@paperlight/db';
import type { AccessClaims } from './auth';
import { unauthorized } from './errors';

/**
 * The account behind a verified access token, read on every request of a registered user (one
 * indexed query): a token whose session ended (logout, sign-out everywhere, password change) or whose
 * account is suspended or erased is refused at once (401, then the client refreshes and is signed
 * out), and roles count only while both the token and the database grant them, so a demotion takes
 * effect on the next request (decision 0030).
 */
export function createAccountGate(db: Kysely<Schema>) {
  return async function checkAccount(claims: AccessClaims): Promise<AccessClaims> {
    if (claims.isGuest) return claims;
    const row = await db
      .selectFrom('users')
      .leftJoin('sessions', (join) => join.onRef('sessions.user_id', '=', 'users.id').on('sessions.id', '=', claims.sid ?? ''))
      .select(['users.status', 'users.is_admin', 'users.is_sales', 'users.is_tool_admin', 'sessions.id as session_id', 'sessions.revoked_at', 'sessions.expires_at'])
      .where('users.id', '=', claims.sub)
      .executeTakeFirst();
    if (!row || row.status !== 'active') throw unauthorized();
    // Tokens issued before sessions existed carry no `sid`; they expire within 15 minutes.
    if (claims.sid !== undefined && (!row.session_id || row.revoked_at || (row.expires_at ?? '') <= new Date().toISOString())) throw unauthorized();
    return {
      ...claims,
      isAdmin: claims.isAdmin && Number(row.is_admin) === 1,
      isSales: claims.isSales && Number(row.is_sales) === 1,
      isToolAdmin: claims.isToolAdmin && Number(row.is_tool_admin) === 1,
    };
  };
}
