// `pnpm --filter @paperlight/sso rotate-signing-key`: adds a new token signing key. Every sso
// instance publishes it in the JWKS at once and signs with it after KEY_PUBLISH_DELAY_MS; the old
// key stays published until the tokens and cookies it signed have expired.
import { defaultDataDir, loadSecret, migrateToLatest, openDatabase } from '@paperlight/db';
import { createSigningKey, KEY_PUBLISH_DELAY_MS } from './keys';

const dataDir = process.env.DATA_DIR ?? defaultDataDir();
const database = openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
try {
  await migrateToLatest(database.db);
  const kid = await createSigningKey(database.db, loadSecret(dataDir, 'signingKeySecret', process.env.SIGNING_KEY_SECRET), new Date());
  console.log(`New signing key ${kid} published; it signs from ${new Date(Date.now() + KEY_PUBLISH_DELAY_MS).toISOString()}.`);
} finally {
  await database.destroy();
}
