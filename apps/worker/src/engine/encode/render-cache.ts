/**
 * A content-addressed cache of what a video is made of (issue 15, decision 0083): each scene's
 * narration audio and each still's encoded frames, keyed by a hash of everything that shapes them.
 * A re-render after one slide's edit finds every other scene here and redoes only what changed.
 * On disk, capped in size: the least recently used entries go first.
 */
import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface RenderCache {
  /** Whether an entry exists, without reading it. */
  has(key: string): Promise<boolean>;
  get(key: string): Promise<Uint8Array | null>;
  put(key: string, bytes: Uint8Array): Promise<void>;
}

/** 512 MiB: about sixty five-minute videos' stills and narration. */
export const DEFAULT_CACHE_BYTES = 512 * 1024 * 1024;

/**
 * What the engine's own code contributes to every key: a new build of the renderer or encoder never
 * reuses a picture the previous one made. The bundle (or, from source, the engine's files) is hashed.
 */
/** The engine's files whose code shapes a still, a narration or a chunk (src/engine/…). */
const ENGINE_SOURCES = [
  'render/render.ts',
  'render/look.ts',
  'render/fonts.ts',
  'render/png.ts',
  'render/figure-plan.ts',
  'render/slides.ts',
  'encode/video.ts',
  'encode/film.ts',
  'encode/stills.ts',
  'encode/narration.ts',
  'encode/loudnorm.ts',
  'encode/chunks.ts',
  'encode/h264.ts',
  'encode/subtitles.ts',
  'speech/speech.ts',
  'speech/pronounce.ts',
];

export const ENGINE_BUILD = (() => {
  const hash = createHash('sha256');
  const here = fileURLToPath(import.meta.url);
  // From source, the renderer's and encoder's files by their path under src/engine; in a build, the bundle alone.
  const engine = join(here, '..', '..');
  for (const file of [here, ...ENGINE_SOURCES.map((name) => join(engine, name))]) {
    if (existsSync(file)) hash.update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
})();

/** A cache key: the hash of its parts (strings, numbers, bytes, plain JSON). */
export function cacheKey(kind: string, ...parts: unknown[]): string {
  const hash = createHash('sha256').update(kind).update('\0').update(ENGINE_BUILD);
  for (const part of parts) {
    hash.update('\0');
    if (part instanceof Uint8Array) hash.update(part);
    else hash.update(typeof part === 'string' ? part : (JSON.stringify(part) ?? 'undefined'));
  }
  return `${kind}-${hash.digest('hex')}`;
}

export function createDiskCache(dir: string, maxBytes = DEFAULT_CACHE_BYTES): RenderCache {
  let total: number | null = null;
  let pruning: Promise<void> | null = null;

  const measure = async () => {
    if (total !== null) return total;
    await mkdir(dir, { recursive: true });
    let sum = 0;
    for (const name of await readdir(dir)) sum += (await stat(join(dir, name)).catch(() => null))?.size ?? 0;
    total = sum;
    return sum;
  };

  /** Removes the least recently used entries until the cache is at 80 % of its cap. */
  const prune = async () => {
    const entries = [];
    for (const name of await readdir(dir)) {
      const info = await stat(join(dir, name)).catch(() => null);
      if (info) entries.push({ name, size: info.size, used: info.mtimeMs });
    }
    entries.sort((a, b) => a.used - b.used);
    let sum = entries.reduce((n, e) => n + e.size, 0);
    for (const entry of entries) {
      if (sum <= maxBytes * 0.8) break;
      await rm(join(dir, entry.name), { force: true });
      sum -= entry.size;
    }
    total = sum;
  };

  return {
    has: async (key) => (await stat(join(dir, key)).catch(() => null)) !== null,
    async get(key) {
      const path = join(dir, key);
      try {
        const bytes = await readFile(path);
        // The modification time marks the last use, for pruning.
        const now = new Date();
        await utimes(path, now, now).catch(() => {});
        return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      } catch {
        return null;
      }
    },
    async put(key, bytes) {
      await measure();
      // Written aside, then renamed: a reader never sees half an entry.
      const partial = join(dir, `.${key}.${randomUUID().slice(0, 8)}`);
      await writeFile(partial, bytes);
      await rename(partial, join(dir, key));
      total = (total ?? 0) + bytes.byteLength;
      if (total > maxBytes && !pruning) pruning = prune().finally(() => (pruning = null));
      await pruning;
    },
  };
}

/** A cache in memory, for tests and the bench. */
export function createMemoryCache(): RenderCache & { keys(): string[] } {
  const entries = new Map<string, Uint8Array>();
  return {
    has: async (key) => entries.has(key),
    get: async (key) => entries.get(key) ?? null,
    put: async (key, bytes) => {
      entries.set(key, bytes);
    },
    keys: () => [...entries.keys()],
  };
}
