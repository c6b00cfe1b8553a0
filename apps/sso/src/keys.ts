import type { Kysely, Schema } from '@paperlight/db';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK } from 'jose';
import type { CryptoKey, JWK } from 'jose';

export const ALGORITHM = 'ES256';

export interface SigningKeySet {
  kid: string;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  jwks: { keys: JWK[] };
}

async function createKey(db: Kysely<Schema>): Promise<void> {
  const { privateKey, publicKey } = await generateKeyPair(ALGORITHM, { extractable: true });
  const publicJwk = await exportJWK(publicKey);
  const kid = await calculateJwkThumbprint(publicJwk);
  const privateJwk = await exportJWK(privateKey);
  await db
    .insertInto('signing_keys')
    .values({
      kid,
      private_jwk: JSON.stringify(privateJwk),
      public_jwk: JSON.stringify(publicJwk),
      created_at: new Date().toISOString(),
    })
    .onConflict((oc) => oc.column('kid').doNothing())
    .execute();
}

/**
 * Loads the signing key, creating it on the very first start. Instances that start together may
 * each insert one; all of them then sign with the oldest row and publish every row, so tokens
 * from any instance verify everywhere.
 */
export async function loadSigningKeys(db: Kysely<Schema>): Promise<SigningKeySet> {
  let rows = await db.selectFrom('signing_keys').selectAll().orderBy('created_at').orderBy('kid').execute();
  if (rows.length === 0) {
    await createKey(db);
    rows = await db.selectFrom('signing_keys').selectAll().orderBy('created_at').orderBy('kid').execute();
  }
  const active = rows[0]!;
  const privateKey = (await importJWK(JSON.parse(active.private_jwk) as JWK, ALGORITHM)) as CryptoKey;
  const publicKey = (await importJWK(JSON.parse(active.public_jwk) as JWK, ALGORITHM)) as CryptoKey;
  const jwks = {
    keys: rows.map((row) => ({ ...(JSON.parse(row.public_jwk) as JWK), kid: row.kid, alg: ALGORITHM, use: 'sig' })),
  };
  return { kid: active.kid, privateKey, publicKey, jwks };
}
