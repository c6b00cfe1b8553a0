import { randomUUID } from 'node:crypto';
import { userToClaims } from '@paperlight/db';
import type { Kysely, Schema, User, UserClaims } from '@paperlight/db';
import { SignJWT, jwtVerify } from 'jose';
import { ALGORITHM } from './keys';
import type { SigningKeySet } from './keys';
import { pkceChallenge, randomToken, sha256Hex } from './crypto';

export const ACCESS_TOKEN_SECONDS = 15 * 60;
export const CODE_TTL_MS = 60_000;
export const REFRESH_FAMILY_TTL_MS = 30 * 24 * 60 * 60_000;
export const SESSION_COOKIE_SECONDS = 7 * 24 * 60 * 60;
export const AUDIENCE = 'paperlight';

export interface TokenContext {
  db: Kysely<Schema>;
  keys: SigningKeySet;
  issuer: string;
  now: () => Date;
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

/** An access token for a user; the trial flag is computed at issue time. */
export async function issueAccessToken(ctx: TokenContext, user: User): Promise<{ token: string; claims: UserClaims }> {
  const claims = userToClaims(user, ctx.now());
  const token = await sign(ctx, user.id, {
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

async function insertRefreshToken(ctx: TokenContext, userId: string, familyId: string, expiresAt: string): Promise<string> {
  const token = randomToken();
  await ctx.db
    .insertInto('refresh_tokens')
    .values({
      id: randomUUID(),
      user_id: userId,
      family_id: familyId,
      token_hash: sha256Hex(token),
      expires_at: expiresAt,
      used_at: null,
      revoked_at: null,
      created_at: ctx.now().toISOString(),
    })
    .execute();
  return token;
}

async function tokenResponse(ctx: TokenContext, user: User, refreshToken: string): Promise<TokenResponse> {
  const { token, claims } = await issueAccessToken(ctx, user);
  return { access_token: token, refresh_token: refreshToken, expires_in: ACCESS_TOKEN_SECONDS, user: claims };
}

/** A one-time code bound to the redirect_uri and the PKCE challenge. */
export async function createAuthCode(
  ctx: TokenContext,
  userId: string,
  redirectUri: string,
  codeChallenge: string,
): Promise<string> {
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
 * Exchanges a code for tokens. The code is spent before the verifier is checked, so a stolen code
 * cannot be tried against many verifiers.
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
  if (!user) throw new AuthError(invalidCode, 400);
  const familyExpiry = new Date(ctx.now().getTime() + REFRESH_FAMILY_TTL_MS).toISOString();
  return tokenResponse(ctx, user, await insertRefreshToken(ctx, user.id, randomUUID(), familyExpiry));
}

export async function revokeFamily(ctx: TokenContext, familyId: string): Promise<void> {
  await ctx.db
    .updateTable('refresh_tokens')
    .set({ revoked_at: ctx.now().toISOString() })
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute();
}

/**
 * Rotates a refresh token. Presenting a token that was already used means it was copied: the
 * whole family is revoked, so both the thief and the victim must sign in again.
 */
export async function rotateRefreshToken(
  ctx: TokenContext,
  refreshToken: string,
): Promise<{ response: TokenResponse } | { reuse: true; familyId: string } | null> {
  const now = ctx.now().toISOString();
  const row = await ctx.db
    .selectFrom('refresh_tokens')
    .selectAll()
    .where('token_hash', '=', sha256Hex(refreshToken))
    .executeTakeFirst();
  if (!row || row.revoked_at) return null;
  if (row.used_at) {
    await revokeFamily(ctx, row.family_id);
    return { reuse: true, familyId: row.family_id };
  }
  if (row.expires_at <= now) return null;
  const claimed = await ctx.db
    .updateTable('refresh_tokens')
    .set({ used_at: now })
    .where('id', '=', row.id)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) {
    await revokeFamily(ctx, row.family_id);
    return { reuse: true, familyId: row.family_id };
  }
  const user = await ctx.db.selectFrom('users').selectAll().where('id', '=', row.user_id).executeTakeFirst();
  if (!user) return null;
  const next = await insertRefreshToken(ctx, user.id, row.family_id, row.expires_at);
  return { response: await tokenResponse(ctx, user, next) };
}

/** Revokes the family of a refresh token; unknown tokens are ignored (the answer is the same). */
export async function revokeRefreshToken(ctx: TokenContext, refreshToken: string): Promise<void> {
  const row = await ctx.db
    .selectFrom('refresh_tokens')
    .select('family_id')
    .where('token_hash', '=', sha256Hex(refreshToken))
    .executeTakeFirst();
  if (row) await revokeFamily(ctx, row.family_id);
}

const SESSION_AUDIENCE = 'paperlight-sso-session';

/**
 * The sso's own sign-in cookie, signed with the shared key so every instance accepts it without
 * another secret to distribute.
 */
export async function signSessionCookie(ctx: TokenContext, userId: string): Promise<string> {
  const issuedAt = Math.floor(ctx.now().getTime() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: ALGORITHM, kid: ctx.keys.kid })
    .setSubject(userId)
    .setIssuer(ctx.issuer)
    .setAudience(SESSION_AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + SESSION_COOKIE_SECONDS)
    .sign(ctx.keys.privateKey);
}

/** The signed-in user of the sso cookie, or null. */
export async function readSessionCookie(ctx: TokenContext, cookie: string | undefined): Promise<User | null> {
  if (!cookie) return null;
  try {
    const { payload } = await jwtVerify(cookie, ctx.keys.publicKey, {
      issuer: ctx.issuer,
      audience: SESSION_AUDIENCE,
      algorithms: [ALGORITHM],
      currentDate: ctx.now(),
    });
    if (!payload.sub) return null;
    return (await ctx.db.selectFrom('users').selectAll().where('id', '=', payload.sub).executeTakeFirst()) ?? null;
  } catch {
    return null;
  }
}
