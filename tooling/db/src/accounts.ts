import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { EmailTokensTable, Schema } from './schema';

/** How tokens in links and cookies are stored: only their sha256, so a database leak yields nothing usable. */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** 32 random bytes, base64url. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Ends every session of a user at once: the sso's sign-in cookies and every refresh-token family
 * the site holds. Access tokens carry their session id, so the api refuses them from the next request.
 */
export async function endSessions(db: Kysely<Schema>, userId: string, at: Date): Promise<void> {
  const now = at.toISOString();
  await db.updateTable('sessions').set({ revoked_at: now }).where('user_id', '=', userId).where('revoked_at', 'is', null).execute();
  await db.updateTable('refresh_tokens').set({ revoked_at: now }).where('user_id', '=', userId).where('revoked_at', 'is', null).execute();
}

/**
 * A single-use link token (password reset or sign-up confirmation). Earlier unused tokens of the
 * same kind for the address stop working, so only the newest mail's link does.
 */
export async function createEmailToken(
  db: Kysely<Schema>,
  input: { kind: EmailTokensTable['kind']; email: string; userId: string | null; payload?: unknown; ttlMs: number; now: Date },
): Promise<string> {
  const token = randomToken();
  const now = input.now.toISOString();
  await db
    .updateTable('email_tokens')
    .set({ used_at: now })
    .where('email', '=', input.email)
    .where('kind', '=', input.kind)
    .where('used_at', 'is', null)
    .execute();
  await db
    .insertInto('email_tokens')
    .values({
      token_hash: sha256Hex(token),
      kind: input.kind,
      email: input.email,
      user_id: input.userId,
      payload: input.payload === undefined ? null : JSON.stringify(input.payload),
      created_at: now,
      expires_at: new Date(input.now.getTime() + input.ttlMs).toISOString(),
      used_at: null,
    })
    .execute();
  return token;
}
