import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { Kysely, Schema, SigningKey } from '@paperlight/db';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK } from 'jose';
import type { CryptoKey, JWK } from 'jose';

export const ALGORITHM = 'ES256';
/** A new key is published this long before it signs, so every verifier's JWKS cache has it first. */
export const KEY_PUBLISH_DELAY_MS = 10 * 60_000;
/** A retired key stays published this long: longer than the sso cookie (7 days) it may have signed. */
export const RETIRED_KEY_KEPT_MS = 8 * 24 * 60 * 60_000;

const PREFIX = 'enc:v1:';

function aesKey(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'paperlight', 'signing-keys', 32));
}

/** AES-256-GCM with a key derived from SIGNING_KEY_SECRET, which never enters the database. */
export function encryptPrivateJwk(jwk: JWK, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', aesKey(secret), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(jwk), 'utf8'), cipher.final()]);
  return `${PREFIX}${iv.toString('base64url')}.${cipher.getAuthTag().toString('base64url')}.${body.toString('base64url')}`;
}

export function decryptPrivateJwk(stored: string, secret: string): JWK {
  if (!stored.startsWith(PREFIX)) return JSON.parse(stored) as JWK;
  const [iv, tag, body] = stored.slice(PREFIX.length).split('.');
  try {
    const decipher = createDecipheriv('aes-256-gcm', aesKey(secret), Buffer.from(iv ?? '', 'base64url'));
    decipher.setAuthTag(Buffer.from(tag ?? '', 'base64url'));
    return JSON.parse(Buffer.concat([decipher.update(Buffer.from(body ?? '', 'base64url')), decipher.final()]).toString('utf8')) as JWK;
  } catch {
    throw new Error('The token signing key cannot be decrypted: SIGNING_KEY_SECRET is not the one it was encrypted with.');
  }
}

/** The keys the sso signs and verifies with, re-read from the database by {@link KeyStore.reload}. */
export interface SigningKeySet {
  kid: string;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  /** Every published public key by kid (the active one, pending ones and recently retired ones). */
  publicKeys: Map<string, CryptoKey>;
  jwks: { keys: JWK[] };
}

/** Inserts a new key; it starts signing after {@link KEY_PUBLISH_DELAY_MS}. Returns its kid. */
export async function createSigningKey(db: Kysely<Schema>, secret: string, now: Date): Promise<string> {
  const { privateKey, publicKey } = await generateKeyPair(ALGORITHM, { extractable: true });
  const publicJwk = await exportJWK(publicKey);
  const kid = await calculateJwkThumbprint(publicJwk);
  await db
    .insertInto('signing_keys')
    .values({
      kid,
      private_jwk: encryptPrivateJwk(await exportJWK(privateKey), secret),
      public_jwk: JSON.stringify(publicJwk),
      created_at: now.toISOString(),
      retired_at: null,
    })
    .onConflict((oc) => oc.column('kid').doNothing())
    .execute();
  return kid;
}

/**
 * The signing key: the newest unretired key older than the publish delay (on the very first start,
 * the oldest one). Older unretired keys are retired once a newer one signs; keys stored in plain text
 * by an earlier version are encrypted in place.
 */
export async function loadSigningKeys(db: Kysely<Schema>, secret: string, now: Date = new Date()): Promise<SigningKeySet> {
  const all = () => db.selectFrom('signing_keys').selectAll().orderBy('created_at').orderBy('kid').execute();
  let rows = await all();
  if (rows.length === 0) {
    // Instances that start together may each insert one; all then agree on the oldest.
    await createSigningKey(db, secret, new Date(now.getTime() - KEY_PUBLISH_DELAY_MS));
    rows = await all();
  }
  for (const row of rows) {
    if (row.private_jwk.startsWith(PREFIX)) continue;
    const encrypted = encryptPrivateJwk(JSON.parse(row.private_jwk) as JWK, secret);
    await db
      .updateTable('signing_keys')
      .set({ private_jwk: encrypted })
      .where('kid', '=', row.kid)
      .where('private_jwk', '=', row.private_jwk)
      .execute();
  }
  const live = rows.filter((r) => r.retired_at === null);
  const ready = live.filter((r) => Date.parse(r.created_at) <= now.getTime() - KEY_PUBLISH_DELAY_MS);
  const active: SigningKey = ready.at(-1) ?? live[0] ?? rows.at(-1)!;
  const older = live.filter((r) => r.created_at < active.created_at);
  if (older.length > 0) {
    await db
      .updateTable('signing_keys')
      .set({ retired_at: now.toISOString() })
      .where(
        'kid',
        'in',
        older.map((r) => r.kid),
      )
      .where('retired_at', 'is', null)
      .execute();
  }
  const published = rows.filter(
    (r) => r.kid === active.kid || r.retired_at === null || Date.parse(r.retired_at) > now.getTime() - RETIRED_KEY_KEPT_MS,
  );
  const publicKeys = new Map<string, CryptoKey>();
  for (const row of published) publicKeys.set(row.kid, (await importJWK(JSON.parse(row.public_jwk) as JWK, ALGORITHM)) as CryptoKey);
  const privateKey = (await importJWK(
    decryptPrivateJwk(
      (await db.selectFrom('signing_keys').select('private_jwk').where('kid', '=', active.kid).executeTakeFirstOrThrow()).private_jwk,
      secret,
    ),
    ALGORITHM,
  )) as CryptoKey;
  return {
    kid: active.kid,
    privateKey,
    publicKey: publicKeys.get(active.kid)!,
    publicKeys,
    jwks: { keys: published.map((row) => ({ ...(JSON.parse(row.public_jwk) as JWK), kid: row.kid, alg: ALGORITHM, use: 'sig' })) },
  };
}
