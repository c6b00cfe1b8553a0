import { createCipheriv, createDecipheriv, createHash, randomBytes, randomUUID } from 'node:crypto';
import { userToClaims } from '@paperlight/db';
import type { Kysely, Schema, User, UserClaims } from '@paperlight/db';
import { SignJWT, jwtVerify } from 'jose';
import type { JWTHeaderParameters } from 'jose';
import { ALGORITHM } from './keys';
import type { SigningKeySet } from './keys';
import { pkceChallenge, randomToken, sha256Hex } from './crypto';

export const ACCESS_TOKEN_SECONDS = 15 * 60;
export const CODE_TTL_MS = 60_000;
export const REFRESH_FAMILY_TTL_MS = 30 * 24 * 60 * 60_000;
export const SESSION_COOKIE_SECONDS = 7 * 24 * 60 * 60;
/** RFC 9700 §4.14.2: a just-rotated refresh token still yields the same successor this long. */
export const REFRESH_GRACE_MS = 30_000;
export const AUDIENCE = 'paperlight';

export interface TokenContext {
  db: Kysely<Schema>;
  /** Replaced in place when the key store reloads (rotation). */
  keys: SigningKeySet;
  issuer: string;
  now: () => Date;
  /** @default REFRESH_GRACE_MS */
  refreshGraceMs?: number;
}

/** The body of /api/auth/token and /api/auth/refresh-token. */
export interface TokenResponse {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  user: UserClaims;
}

/** Thrown for every refusal the api answers with `{ message, statusCode }`. */
export class AuthError extends Error {
  constructor(
    message: string,
    readonly statusCode: number,
  ) {
    super(message);
  }
}

export const invalidCode = 'The sign-in code is invalid or has expired.';
export const invalidRefresh = 'Your session has expired. Please sign in again.';

async function sign(ctx: TokenContext, subject: string, claims: Record<string, unknown>): Promise<string> {
  const issuedAt = Math.floor(ctx.now().getTime() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: ALGORITHM, kid: ctx.keys.kid, typ: 'JWT' })
    .setSubject(subject)
    .setIssuer(ctx.issuer)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ACCESS_TOKEN_SECONDS)
    .setJti(randomUUID())
    .sign(ctx.keys.privateKey);
}

/**
 * An access token for a user in a session; `sid` lets the api refuse it as soon as the session ends
 * (logout, sign-out everywhere, suspension, password change). The trial flag is computed at issue time.
 */
export async function issueAccessToken(ctx: TokenContext, user: User, sessionId: string): Promise<{ token: string; claims: UserClaims }> {
  const claims = userToClaims(user, ctx.now());
  const token = await sign(ctx, user.id, {
    sid: sessionId,
    name: claims.name,
    email: claims.email,
    isGuest: false,
    isAdmin: claims.isAdmin,
    isSales: claims.isSales,
    isToolAdmin: claims.isToolAdmin,
    isFreeTrailActive: claims.isFreeTrailActive,
    trialEndDate: claims.trialEndDate,
  });
  return { token, claims };
}

/** A guest token: the same claim shape, `sub` = `guest:<deviceId>`. */
export function issueGuestToken(ctx: TokenContext, deviceId: string): Promise<string> {
  return sign(ctx, `guest:${deviceId}`, {
    name: 'Guest',
    email: '',
    isGuest: true,
    isAdmin: false,
    isSales: false,
    isToolAdmin: false,
    deviceId,
    isFreeTrailActive: null,
    trialEndDate: null,
  });
}

/** Starts a server-side session (`sso`: the sso's cookie; `app`: a refresh-token family). */
export async function createSession(ctx: TokenContext, userId: string, kind: 'sso' | 'app', ttlMs: number): Promise<string> {
  const id = randomUUID();
  const now = ctx.now();
  await ctx.db
    .insertInto('sessions')
    .values({
      id,
      user_id: userId,
      kind,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + ttlMs).toISOString(),
      revoked_at: null,
    })
    .execute();
  return id;
}

/** The user of a live session (not revoked, not expired, account active), else null. */
async function liveSessionUser(ctx: TokenContext, sessionId: string, kind: 'sso' | 'app'): Promise<User | null> {
  const session = await ctx.db.selectFrom('sessions').selectAll().where('id', '=', sessionId).where('kind', '=', kind).executeTakeFirst();
  if (!session || session.revoked_at || session.expires_at <= ctx.now().toISOString()) return null;
  const user = await ctx.db.selectFrom('users').selectAll().where('id', '=', session.user_id).executeTakeFirst();
  return user && user.status === 'active' ? user : null;
}

export async function endSession(ctx: TokenContext, sessionId: string): Promise<void> {
  const now = ctx.now().toISOString();
  await ctx.db.updateTable('sessions').set({ revoked_at: now }).where('id', '=', sessionId).where('revoked_at', 'is', null).execute();
  await ctx.db
    .updateTable('refresh_tokens')
    .set({ revoked_at: now })
    .where('family_id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

async function insertRefreshToken(
  db: Kysely<Schema>,
  input: { token: string; userId: string; familyId: string; expiresAt: string; now: Date },
): Promise<void> {
  await db
    .insertInto('refresh_tokens')
    .values({
      id: randomUUID(),
      user_id: input.userId,
      family_id: input.familyId,
      token_hash: sha256Hex(input.token),
      expires_at: input.expiresAt,
      used_at: null,
      revoked_at: null,
      created_at: input.now.toISOString(),
      next_token_enc: null,
    })
    .execute();
}

async function tokenResponse(ctx: TokenContext, user: User, refreshToken: string, sessionId: string): Promise<TokenResponse> {
  const { token, claims } = await issueAccessToken(ctx, user, sessionId);
  return { access_token: token, refresh_token: refreshToken, expires_in: ACCESS_TOKEN_SECONDS, user: claims };
}

/** A one-time code bound to the redirect_uri and the PKCE challenge. */
export async function createAuthCode(ctx: TokenContext, userId: string, redirectUri: string, codeChallenge: string): Promise<string> {
  const code = randomToken();
  await ctx.db
    .insertInto('auth_codes')
    .values({
      code_hash: sha256Hex(code),
      user_id: userId,
      redirect_uri: redirectUri,
      code_challenge: codeChallenge,
      expires_at: new Date(ctx.now().getTime() + CODE_TTL_MS).toISOString(),
      used_at: null,
    })
    .execute();
  return code;
}

/**
 * Exchanges a code for tokens and starts the site's session (a new refresh-token family). The code
 * is spent before the verifier is checked, so a stolen code cannot be tried against many verifiers.
 */
export async function exchangeCode(
  ctx: TokenContext,
  input: { code: string; codeVerifier: string; redirectUri: string },
): Promise<TokenResponse> {
  const now = ctx.now().toISOString();
  const codeHash = sha256Hex(input.code);
  const spent = await ctx.db
    .updateTable('auth_codes')
    .set({ used_at: now })
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (Number(spent.numUpdatedRows) !== 1) throw new AuthError(invalidCode, 400);
  const code = await ctx.db.selectFrom('auth_codes').selectAll().where('code_hash', '=', codeHash).executeTakeFirstOrThrow();
  if (code.redirect_uri !== input.redirectUri) throw new AuthError(invalidCode, 400);
  if (pkceChallenge(input.codeVerifier) !== code.code_challenge) {
    throw new AuthError('The code verifier does not match the code challenge.', 400);
  }
  const user = await ctx.db.selectFrom('users').selectAll().where('id', '=', code.user_id).executeTakeFirst();
  if (!user || user.status !== 'active') throw new AuthError(invalidCode, 400);
  const sessionId = await createSession(ctx, user.id, 'app', REFRESH_FAMILY_TTL_MS);
  const session = await ctx.db.selectFrom('sessions').select('expires_at').where('id', '=', sessionId).executeTakeFirstOrThrow();
  const refreshToken = randomToken();
  await insertRefreshToken(ctx.db, {
    token: refreshToken,
    userId: user.id,
    familyId: sessionId,
    expiresAt: session.expires_at,
    now: ctx.now(),
  });
  return tokenResponse(ctx, user, refreshToken, sessionId);
}

// The successor of a rotated token is stored encrypted under a key only the rotated token's holder
// can derive, so the grace window hands out the same successor without storing it readable.
function graceKey(token: string): Buffer {
  return createHash('sha256').update(`paperlight-refresh-grace:${token}`).digest();
}

function sealSuccessor(successor: string, presented: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', graceKey(presented), iv);
  const body = Buffer.concat([cipher.update(successor, 'utf8'), cipher.final()]);
  return `${iv.toString('base64url')}.${cipher.getAuthTag().toString('base64url')}.${body.toString('base64url')}`;
}

function openSuccessor(sealed: string, presented: string): string | null {
  const [iv, tag, body] = sealed.split('.');
  try {
    const decipher = createDecipheriv('aes-256-gcm', graceKey(presented), Buffer.from(iv ?? '', 'base64url'));
    decipher.setAuthTag(Buffer.from(tag ?? '', 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body ?? '', 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

export type RotationResult = { response: TokenResponse } | { reuse: true; familyId: string } | null;

/**
 * Rotates a refresh token. Within the grace window a token that was just rotated answers with the
 * same successor (concurrent refreshes from two replicas, or a browser and a server, never sign the
 * user out). Presented later, it was copied: the whole family (the session) is ended, so both the
 * thief and the victim must sign in again.
 */
export async function rotateRefreshToken(ctx: TokenContext, refreshToken: string): Promise<RotationResult> {
  const tokenHash = sha256Hex(refreshToken);
  const row = await ctx.db.selectFrom('refresh_tokens').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
  if (!row || row.revoked_at) return null;
  const user = await liveSessionUser(ctx, row.family_id, 'app');
  if (!user) return null;
  const now = ctx.now();
  if (row.expires_at <= now.toISOString()) return null;

  if (!row.used_at) {
    const successor = randomToken();
    const claimed = await ctx.db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable('refresh_tokens')
        .set({ used_at: now.toISOString(), next_token_enc: sealSuccessor(successor, refreshToken) })
        .where('id', '=', row.id)
        .where('used_at', 'is', null)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return false;
      await insertRefreshToken(trx, { token: successor, userId: user.id, familyId: row.family_id, expiresAt: row.expires_at, now });
      return true;
    });
    if (claimed) return { response: await tokenResponse(ctx, user, successor, row.family_id) };
  }

  // Rotated already: by a concurrent request (just now) or long ago (a copy).
  const used = await ctx.db.selectFrom('refresh_tokens').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow();
  if (used.revoked_at) return null;
  const graceMs = ctx.refreshGraceMs ?? REFRESH_GRACE_MS;
  const successor =
    used.used_at && used.next_token_enc && now.getTime() - Date.parse(used.used_at) <= graceMs
      ? openSuccessor(used.next_token_enc, refreshToken)
      : null;
  if (successor) return { response: await tokenResponse(ctx, user, successor, row.family_id) };
  await endSession(ctx, row.family_id);
  return { reuse: true, familyId: row.family_id };
}

/** Ends the session (family) of a refresh token; unknown tokens are ignored (the answer is the same). */
export async function revokeRefreshToken(ctx: TokenContext, refreshToken: string): Promise<{ id: string; email: string } | null> {
  const row = await ctx.db
    .selectFrom('refresh_tokens')
    .leftJoin('users', 'users.id', 'refresh_tokens.user_id')
    .select(['refresh_tokens.family_id', 'refresh_tokens.revoked_at', 'refresh_tokens.user_id', 'users.email'])
    .where('token_hash', '=', sha256Hex(refreshToken))
    .executeTakeFirst();
  if (!row) return null;
  await endSession(ctx, row.family_id);
  // The account whose live session this ended (for the security log); null when it had already ended.
  return row.revoked_at === null ? { id: row.user_id, email: row.email ?? '' } : null;
}

/**
 * What the site asks on every request of a signed-in visitor: is the session of this refresh token
 * still live, and what are the user's claims now (so a role or trial change shows at once)?
 */
export async function checkSession(ctx: TokenContext, refreshToken: string): Promise<UserClaims | null> {
  const row = await ctx.db
    .selectFrom('refresh_tokens')
    .select(['family_id', 'revoked_at', 'expires_at'])
    .where('token_hash', '=', sha256Hex(refreshToken))
    .executeTakeFirst();
  if (!row || row.revoked_at || row.expires_at <= ctx.now().toISOString()) return null;
  const user = await liveSessionUser(ctx, row.family_id, 'app');
  return user ? userToClaims(user, ctx.now()) : null;
}

const SESSION_AUDIENCE = 'paperlight-sso-session';

/**
 * The sso's own sign-in cookie: a signed reference to a server-side `sso` session, so signing out
 * (or being suspended) ends it on the server and a copied cookie stops working.
 */
export async function signSessionCookie(ctx: TokenContext, userId: string, sessionId: string): Promise<string> {
  const issuedAt = Math.floor(ctx.now().getTime() / 1000);
  return new SignJWT({ sid: sessionId })
    .setProtectedHeader({ alg: ALGORITHM, kid: ctx.keys.kid })
    .setSubject(userId)
    .setIssuer(ctx.issuer)
    .setAudience(SESSION_AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + SESSION_COOKIE_SECONDS)
    .sign(ctx.keys.privateKey);
}

/** The `sso` session id and user of the sign-in cookie when it is still live, else null. */
export async function readSessionCookie(ctx: TokenContext, cookie: string | undefined): Promise<{ user: User; sessionId: string } | null> {
  if (!cookie) return null;
  try {
    const { payload } = await jwtVerify(
      cookie,
      (header: JWTHeaderParameters) => {
        const key = header.kid ? ctx.keys.publicKeys.get(header.kid) : undefined;
        if (!key) throw new Error('unknown key');
        return key;
      },
      { issuer: ctx.issuer, audience: SESSION_AUDIENCE, algorithms: [ALGORITHM], currentDate: ctx.now() },
    );
    if (!payload.sub || typeof payload.sid !== 'string') return null;
    const user = await liveSessionUser(ctx, payload.sid, 'sso');
    return user && user.id === payload.sub ? { user, sessionId: payload.sid } : null;
  } catch {
    return null;
  }
}
