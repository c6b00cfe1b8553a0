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
 * The key that signs the session cookie: `SESSION_SECRET`, else one generated on first start and
 * kept in `${DATA_DIR}/secrets.json`, so sessions survive restarts.
 */
export function loadSessionSecret(dataDir: string, fromEnv: string | undefined): string {
  if (fromEnv) return fromEnv;
  const file = join(dataDir, 'secrets.json');
  const existing = readSecrets(file);
  if (typeof existing.sessionSecret === 'string' && existing.sessionSecret.length >= 32) return existing.sessionSecret;
  mkdirSync(dataDir, { recursive: true });
  const sessionSecret = randomBytes(32).toString('base64url');
  // Other services may keep their own keys in the same file; merge, then rename so that no
  // reader ever sees a half-written file.
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, JSON.stringify({ ...readSecrets(file), sessionSecret }, null, 2), { mode: 0o600 });
  renameSync(tmp, file);
  return sessionSecret;
}

let cached: string | undefined;

export function getSessionSecret(): string {
  const env = getEnv();
  cached ??= loadSessionSecret(env.DATA_DIR, env.SESSION_SECRET);
  return cached;
}
