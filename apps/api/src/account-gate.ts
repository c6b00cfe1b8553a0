import type { Kysely, Schema } from '@paperlight/db';
import { CompiledQuery } from 'kysely';
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
  // Built and compiled once (the builder cost as much as the query on the trial banner's route);
  // each request only binds the session id and the user id where the compiled query put them.
  const SID = '\u0000sid';
  const SUB = '\u0000sub';
  const template = db
    .selectFrom('users')
    .leftJoin('sessions', (join) => join.onRef('sessions.user_id', '=', 'users.id').on('sessions.id', '=', SID))
    .select(['users.status', 'users.is_admin', 'users.is_sales', 'users.is_tool_admin', 'sessions.id as session_id', 'sessions.revoked_at', 'sessions.expires_at'])
    .where('users.id', '=', SUB)
    .compile();
  type Row = typeof template extends CompiledQuery<infer R> ? R : never;
  const bind = (sid: string, sub: string) => template.parameters.map((value) => (value === SID ? sid : value === SUB ? sub : value));

  return async function checkAccount(claims: AccessClaims): Promise<AccessClaims> {
    if (claims.isGuest) return claims;
    const { rows } = await db.executeQuery<Row>(CompiledQuery.raw(template.sql, bind(claims.sid ?? '', claims.sub)));
    const row = rows[0];
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
