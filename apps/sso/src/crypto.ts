import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, base64url: refresh tokens and authorization codes. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** How tokens and codes are stored: only their sha256, so a database leak yields nothing usable. */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** PKCE S256: base64url(sha256(verifier)). */
export function pkceChallenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}
