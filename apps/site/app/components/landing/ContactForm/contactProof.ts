import { solveChallenge } from 'altcha-lib';
import type { Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';

/** The challenge in a 429 answer of `POST /api/contact-us` during a busy hour (decision 0100), else null. */
export function challengeIn(body: unknown): Challenge | null {
  if (!body || typeof body !== 'object' || !('challenge' in body)) return null;
  const challenge = body.challenge;
  if (!challenge || typeof challenge !== 'object' || !('parameters' in challenge) || typeof challenge.parameters !== 'object') return null;
  return challenge as Challenge;
}

/**
 * Solves the api's proof of work with the browser's own PBKDF2 (WebCrypto): about a second, no
 * puzzle for the visitor. Returns the `proof` the request is sent again with, or null when the
 * challenge cannot be solved (then the answer's message is shown).
 */
export async function solveContactProof(challenge: Challenge): Promise<string | null> {
  const solution = await solveChallenge({ challenge, deriveKey }).catch(() => null);
  if (!solution) return null;
  return btoa(JSON.stringify({ challenge, solution }));
}
