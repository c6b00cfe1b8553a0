import { chmodSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createLocalStorage, loadFilesSecret } from './storage';

const mode = (path: string) => statSync(path).mode & 0o777;

// Issue 33, finding 9: uploaded and generated files were created world-readable (0644).
describe('local file storage', () => {
  const roots: string[] = [];
  afterEach(() => {
    for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
  });

  it('keeps uploads, imported renders and their folders to the service: 0600 and 0700', async () => {
    const root = mkdtempSync(join(tmpdir(), 'paperlight-storage-'));
    roots.push(root);
    const storage = createLocalStorage(join(root, 'files'));
    expect(mode(join(root, 'files'))).toBe(0o700);
    await storage.write('users/u1/p1/paper.pdf', new Uint8Array([37, 80, 68, 70]));
    expect(mode(join(root, 'files/users/u1/p1/paper.pdf'))).toBe(0o600);
    expect(mode(join(root, 'files/users/u1'))).toBe(0o700);
    expect(mode(join(root, 'files/users/u1/p1'))).toBe(0o700);
    // A render made by ffmpeg with its own mode.
    const rendered = join(root, 'film.mp4');
    writeFileSync(rendered, 'mp4');
    chmodSync(rendered, 0o644);
    await storage.importFile('users/u1/p1/film.mp4', rendered);
    expect(mode(join(root, 'files/users/u1/p1/film.mp4'))).toBe(0o600);
  });

  it('writes the files secret 0600 in a DATA_DIR it creates 0700', () => {
    const root = mkdtempSync(join(tmpdir(), 'paperlight-storage-'));
    roots.push(root);
    const dataDir = join(root, 'data');
    expect(loadFilesSecret(dataDir, {}).length).toBeGreaterThanOrEqual(32);
    expect(mode(dataDir)).toBe(0o700);
    expect(mode(join(dataDir, 'secrets.json'))).toBe(0o600);
  });
});
