import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { getEnv } from './env.server.ts';

function readSecrets(file: string): Record<string, unknown> {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  } catch {
    return {};
  }
}

/**
 * A secret from the environment, else one generated on first start and kept in
 * `${DATA_DIR}/secrets.json` (shared with the other services on the machine), so it survives restarts.
 */
export function loadSecret(dataDir: string, name: string, fromEnv: string | undefined): string {
  if (fromEnv) return fromEnv;
  const file = join(dataDir, 'secrets.json');
  const existing = readSecrets(file)[name];
  if (typeof existing === 'string' && existing.length >= 32) return existing;
  mkdirSync(dataDir, { recursive: true });
  const value = randomBytes(32).toString('base64url');
  // Other services may keep their own keys in the same file; merge, then rename so that no
  // reader ever sees a half-written file.
  const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  writeFileSync(tmp, JSON.stringify({ ...readSecrets(file), [name]: value }, null, 2), { mode: 0o600 });
  renameSync(tmp, file);
  // Another process may have won the race; whatever is on disk now is the shared answer.
  const final = readSecrets(file)[name];
  return typeof final === 'string' ? final : value;
}

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
