import { loadSecret } from '@paperlight/db/secrets';
import { getEnv } from './env.server.ts';

/** The key that signs and encrypts the session cookie: `SESSION_SECRET`, else generated (see {@link loadSecret}). */
export function loadSessionSecret(dataDir: string, fromEnv: string | undefined): string {
  return loadSecret(dataDir, 'sessionSecret', fromEnv);
}

let cached: string | undefined;
let cachedInternal: string | undefined;

export function getSessionSecret(): string {
  const env = getEnv();
  cached ??= loadSessionSecret(env.DATA_DIR, env.SESSION_SECRET);
  return cached;
}

/** Lets the sso and the api believe the visitor address the site forwards (decision 0032). */
export function getInternalSecret(): string {
  const env = getEnv();
  cachedInternal ??= loadSecret(env.DATA_DIR, 'internalSecret', env.INTERNAL_SECRET);
  return cachedInternal;
}
