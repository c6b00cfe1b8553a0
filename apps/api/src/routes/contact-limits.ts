import { createHash, randomBytes } from 'node:crypto';
import type { Kysely, Schema } from '@paperlight/db';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import type { Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import ipaddr from 'ipaddr.js';
import * as v from 'valibot';

/**
 * The keys the contact limits count (decision 0100): the address itself (an IPv6 visitor holds a
 * whole /64, so that is one address) and its network, an IPv4 /24 or an IPv6 /48.
 */
export function contactKeys(address: string): { client: string; network: string } {
  if (!ipaddr.isValid(address)) return { client: address, network: address };
  // ipaddr.process turns an IPv4-mapped IPv6 address (::ffff:203.0.113.7) back into IPv4.
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') {
    const octets = (parsed as ipaddr.IPv4).octets;
    return { client: parsed.toString(), network: `${octets.slice(0, 3).join('.')}.0/24` };
  }
  const parts = (parsed as ipaddr.IPv6).parts.map((p) => p.toString(16));
  return { client: `${parts.slice(0, 4).join(':')}::/64`, network: `${parts.slice(0, 3).join(':')}::/48` };
}

/** PBKDF2 iterations of one try; a visitor's browser makes about 750 × level tries (about a second each level). */
const PROOF_COST = 1000;
const PROOF_TRIES = 500;
/** The highest level asked for: about 8 s of a visitor's browser. */
export const MAX_PROOF_LEVEL = 8;
/** A challenge must be solved and sent within this time. */
export const PROOF_TTL_MS = 10 * 60 * 1000;

/**
 * How much work a request must prove: 0 while its network and everyone together are under their hour's
 * limits, else the times over (rounded down), from 1 to MAX_PROOF_LEVEL.
 */
export function proofLevel(network: { count: number; limit: number }, total: { count: number; limit: number }): number {
  const over = Math.max(network.count / network.limit, total.count / total.limit);
  return over < 1 ? 0 : Math.min(MAX_PROOF_LEVEL, Math.floor(over));
}

const ProofPayload = v.object({
  challenge: v.object({
    parameters: v.object({
      algorithm: v.string(),
      nonce: v.pipe(v.string(), v.maxLength(200)),
      salt: v.string(),
      cost: v.number(),
      keyLength: v.number(),
      keyPrefix: v.string(),
      keySignature: v.optional(v.string()),
      data: v.optional(v.record(v.string(), v.union([v.string(), v.number(), v.boolean(), v.null()]))),
    }),
    signature: v.string(),
  }),
  solution: v.object({ counter: v.number(), derivedKey: v.string() }),
});

export interface ContactProofs {
  /** A signed challenge of `level` for the browser to solve (altcha PoW v2, PBKDF2/SHA-256). */
  challenge(level: number, at: number): Promise<Challenge>;
  /** Whether `proof` (base64 JSON of challenge and solution) solves a challenge of at least `level`, unexpired and never used before. */
  verify(proof: string, level: number, at: number): Promise<boolean>;
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return (
    e.code === '23505' ||
    e.code === 'SQLITE_CONSTRAINT_PRIMARYKEY' ||
    e.code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    /unique/i.test(e.message ?? '')
  );
}

/**
 * Proofs of work for the contact form, signed with a key derived from `secret` (the services'
 * internal secret, so every api instance accepts the others' challenges). Spent nonces are kept in
 * the shared database until they expire.
 */
export function createContactProofs(db: Kysely<Schema>, secret: string | undefined): ContactProofs {
  // Without a shared secret each instance signs its own; a challenge is then answered to the one that made it.
  const base = secret ?? randomBytes(32).toString('hex');
  const hmacSignatureSecret = createHash('sha256').update(`contact-proof:${base}`).digest('hex');
  const hmacKeySignatureSecret = createHash('sha256').update(`contact-proof-key:${base}`).digest('hex');
  return {
    challenge: (level, at) =>
      createChallenge({
        algorithm: 'PBKDF2/SHA-256',
        cost: PROOF_COST,
        counter: randomInt(PROOF_TRIES * level, PROOF_TRIES * 2 * level),
        deriveKey,
        // Checked against the api's clock on the way back, not altcha's.
        data: { issuedAt: at, level },
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      }),
    async verify(proof, level, at) {
      let payload: v.InferOutput<typeof ProofPayload>;
      try {
        const parsed = v.safeParse(ProofPayload, JSON.parse(Buffer.from(proof, 'base64').toString('utf8')));
        if (!parsed.success) return false;
        payload = parsed.output;
        const result = await verifySolution({ ...payload, deriveKey, hmacSignatureSecret, hmacKeySignatureSecret });
        if (!result.verified) return false;
      } catch {
        return false;
      }
      const issuedAt = Number(payload.challenge.parameters.data?.issuedAt);
      if (!(issuedAt <= at && at - issuedAt <= PROOF_TTL_MS)) return false;
      if (Number(payload.challenge.parameters.data?.level) < level) return false;
      const nowIso = new Date(at).toISOString();
      await db.deleteFrom('contact_proofs').where('expires_at', '<', nowIso).execute();
      try {
        const expiresAt = new Date(issuedAt + PROOF_TTL_MS).toISOString();
        await db.insertInto('contact_proofs').values({ nonce: payload.challenge.parameters.nonce, expires_at: expiresAt }).execute();
      } catch (error) {
        if (isUniqueViolation(error)) return false;
        throw error;
      }
      return true;
    },
  };
}
