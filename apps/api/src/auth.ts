import { createRemoteJWKSet, jwtVerify } from 'jose';
import * as v from 'valibot';
import { forbidden, unauthorized } from './errors';

/** The verified access-token claims of decision 0001. */
export const AccessClaimsSchema = v.object({
  sub: v.pipe(v.string(), v.minLength(1)),
  /** The session (refresh-token family) the token belongs to; ended sessions are refused (account-gate.ts). */
  sid: v.optional(v.string()),
  exp: v.number(),
  name: v.optional(v.string(), ''),
  email: v.optional(v.string(), ''),
  isGuest: v.optional(v.boolean(), false),
  isAdmin: v.optional(v.boolean(), false),
  isSales: v.optional(v.boolean(), false),
  isToolAdmin: v.optional(v.boolean(), false),
  deviceId: v.optional(v.string()),
  isFreeTrailActive: v.optional(v.nullable(v.boolean()), null),
  trialEndDate: v.optional(v.nullable(v.string()), null),
});

export type AccessClaims = v.InferOutput<typeof AccessClaimsSchema>;

export interface TokenVerifierOptions {
  jwksUrl: string;
  issuer: string;
  /** @default 'paperlight' */
  audience?: string;
  /** How many verified tokens to remember. @default 10000 */
  cacheSize?: number;
  now?: () => number;
}

export interface TokenVerifier {
  /** Resolves with the claims of a valid access token; rejects with a 401 HttpError otherwise. */
  verify(token: string): Promise<AccessClaims>;
  /** The claims of a token verified before and not yet expired, without waiting; else undefined. */
  verified(token: string): AccessClaims | undefined;
}

/**
 * Verifies ES256 access tokens against the sso's JWKS. The key set is fetched once and cached by
 * jose (refetched on an unknown `kid`); verified tokens are remembered until they expire, so a
 * client reusing its token costs a map lookup instead of a signature check.
 */
export function createTokenVerifier(options: TokenVerifierOptions): TokenVerifier {
  const jwks = createRemoteJWKSet(new URL(options.jwksUrl), { cooldownDuration: 30_000, cacheMaxAge: 10 * 60_000 });
  const audience = options.audience ?? 'paperlight';
  const cacheSize = options.cacheSize ?? 10_000;
  const now = options.now ?? Date.now;
  /**
   * Keyed by the token's signature, holding the token: a header's string is new on every request, and
   * hashing its ~600 characters for a Map cost about 1 µs, the signature's 86 a tenth of that.
   */
  const verified = new Map<string, { token: string; claims: AccessClaims }>();
  const keyOf = (token: string) => token.slice(token.lastIndexOf('.') + 1);
  const lookup = (token: string) => {
    const hit = verified.get(keyOf(token));
    return hit?.token === token ? hit.claims : undefined;
  };
  /** Signature checks under way: concurrent requests with one new token share a single check. */
  const pending = new Map<string, Promise<AccessClaims>>();

  const check = async (token: string): Promise<AccessClaims> => {
    let payload: unknown;
    try {
      ({ payload } = await jwtVerify(token, jwks, {
        issuer: options.issuer,
        audience,
        algorithms: ['ES256'],
        currentDate: new Date(now()),
      }));
    } catch {
      throw unauthorized();
    }
    const parsed = v.safeParse(AccessClaimsSchema, payload);
    if (!parsed.success) throw unauthorized();
    if (verified.size >= cacheSize) {
      const oldest = verified.keys().next().value;
      if (oldest !== undefined) verified.delete(oldest);
    }
    verified.set(keyOf(token), { token, claims: parsed.output });
    return parsed.output;
  };

  return {
    verified(token) {
      const cached = lookup(token);
      return cached && cached.exp * 1000 > now() ? cached : undefined;
    },
    async verify(token) {
      const cached = lookup(token);
      if (cached) {
        if (cached.exp * 1000 > now()) return cached;
        verified.delete(keyOf(token));
        throw unauthorized();
      }
      let checking = pending.get(token);
      if (!checking) {
        checking = check(token).finally(() => pending.delete(token));
        pending.set(token, checking);
      }
      return checking;
    },
  };
}

/** `Bearer <token>` → token, else null. */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * The claims of a request whose token was verified before (see `authenticate`), without waiting; else
 * undefined (no token, a new or expired one, or a guest's token without its device).
 */
export function authenticatedBefore(
  verifier: TokenVerifier,
  authorization: string | undefined,
  deviceId: string | undefined,
): AccessClaims | undefined {
  const token = bearerToken(authorization);
  const claims = token ? verifier.verified(token) : undefined;
  if (!claims || (claims.isGuest && (!claims.deviceId || claims.deviceId !== deviceId))) return undefined;
  return claims;
}

/**
 * Verifies a request's credentials: a bearer token, and for guests a `x-device-id` equal to the
 * token's device, so a leaked guest token is useless without its device cookie.
 */
export async function authenticate(
  verifier: TokenVerifier,
  authorization: string | undefined,
  deviceId: string | undefined,
): Promise<AccessClaims> {
  const token = bearerToken(authorization);
  if (!token) throw unauthorized();
  const claims = await verifier.verify(token);
  if (claims.isGuest && (!claims.deviceId || claims.deviceId !== deviceId)) throw unauthorized();
  return claims;
}

export type Role = 'admin' | 'sales' | 'toolAdmin';

/** Throws 403 unless the verified claims carry one of the roles. */
export function requireRole(claims: AccessClaims, roles: readonly Role[]): void {
  const has: Record<Role, boolean> = { admin: claims.isAdmin, sales: claims.isSales, toolAdmin: claims.isToolAdmin };
  if (claims.isGuest || !roles.some((role) => has[role])) throw forbidden();
}
