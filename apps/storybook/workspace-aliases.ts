import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const packagesDir = join(dirname(fileURLToPath(import.meta.url)), '../../packages');
const siteAppDir = join(dirname(fileURLToPath(import.meta.url)), '../site/app');

export interface Alias {
  find: RegExp;
  replacement: string;
}

/**
 * Points every `@paperlight/*` export at its source (`./dist/x.js` → `src/x.ts(x)`,
 * `./dist/x.css` → `src/x.ts`, `./styles.css` → `src/index.ts`), so Storybook and its tests
 * live-reload package edits without a build and never mix a source copy with a built copy of
 * the same package (two React contexts would not see each other). Packages added later are found
 * automatically. The site's `#app/*` imports resolve too, so its components' stories run here.
 */
export function workspaceAliases(): Alias[] {
  // The site's `#app/*` subpath imports (apps/site/package.json "imports"), for its components' stories.
  const aliases: Alias[] = [{ find: /^#app\/(.*)$/, replacement: `${siteAppDir}/$1` }];
  for (const dir of readdirSync(packagesDir)) {
    const manifestPath = join(packagesDir, dir, 'package.json');
    if (!existsSync(manifestPath)) continue;
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { name: string; exports?: Record<string, unknown> };
    for (const [subpath, target] of Object.entries(manifest.exports ?? {})) {
      const file = typeof target === 'string' ? target : ((target as Record<string, string>).import ?? (target as Record<string, string>).default);
      if (typeof file !== 'string') continue;
      const match = /^\.\/dist\/(.+)\.(js|css)$/.exec(file);
      if (!match) continue;
      const base = match[1] === 'styles' ? 'index' : match[1];
      const source = ['.ts', '.tsx'].map((ext) => join(packagesDir, dir, 'src', base + ext)).find((path) => existsSync(path));
      if (!source) continue;
      const specifier = subpath === '.' ? manifest.name : `${manifest.name}/${subpath.slice(2)}`;
      aliases.push({ find: new RegExp(`^${specifier.replace(/[/.]/g, '\\$&')}$`), replacement: source });
    }
  }
  return aliases;
}
