// @vitest-environment node
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSessionSecret } from './secrets.server';

describe('loadSessionSecret', () => {
  it('prefers SESSION_SECRET from the environment and writes nothing', () => {
    const dir = mkdtempSync(join(tmpdir(), 'pl-secrets-'));
    expect(loadSessionSecret(dir, 'from-env')).toBe('from-env');
    expect(() => statSync(join(dir, 'secrets.json'))).toThrow();
  });

  describe('given no SESSION_SECRET', () => {
    it('generates one on first start and reuses it afterwards', () => {
      const dir = join(mkdtempSync(join(tmpdir(), 'pl-secrets-')), 'nested');
      const first = loadSessionSecret(dir, undefined);
      expect(first.length).toBeGreaterThanOrEqual(32);
      expect(loadSessionSecret(dir, undefined)).toBe(first);
      expect(statSync(join(dir, 'secrets.json')).mode & 0o077).toBe(0);
    });

    it('keeps other services’ keys in the same file', () => {
      const dir = mkdtempSync(join(tmpdir(), 'pl-secrets-'));
      writeFileSync(join(dir, 'secrets.json'), JSON.stringify({ apiSigningKey: 'keep-me' }));
      const secret = loadSessionSecret(dir, undefined);
      expect(JSON.parse(readFileSync(join(dir, 'secrets.json'), 'utf8'))).toEqual({ apiSigningKey: 'keep-me', sessionSecret: secret });
    });
  });
});
