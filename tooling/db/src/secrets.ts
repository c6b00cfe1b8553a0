import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

function readSecrets(file: string): Record<string, unknown> {
  if (!existsSync(file)) return {};
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  } catch {
    return {};
  }
}

/**
 * A secret from the environment, else one generated on first use into `${dataDir}/secrets.json`
 * (outside the database, mode 0600) and shared by every service on the machine.
 */
export function loadSecret(dataDir: string, name: string, fromEnv: string | undefined): string {
  if (fromEnv) return fromEnv;
  const file = join(dataDir, 'secrets.json');
  const existing = readSecrets(file)[name];
  if (typeof existing === 'string' && existing.length >= 32) return existing;
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const value = randomBytes(32).toString('base64url');
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  writeFileSync(temp, `${JSON.stringify({ ...readSecrets(file), [name]: value }, null, 2)}\n`, { mode: 0o600 });
  renameSync(temp, file);
  // Another process may have won the race; whatever is on disk now is the shared answer.
  const final = readSecrets(file)[name];
  return typeof final === 'string' ? final : value;
}
