// Vite aliases from every workspace package's `exports` to its source, mapped the way bin/build.mjs
// maps them back (`./dist/x.js` → `src/x.ts(x)`, `./styles.css` → `src/index.ts`, whose `.css.ts`
// imports the consumer's vanilla-extract plugin compiles, `./dist/y.css` → `src/y.ts`). Storybook
// and the site's `pnpm dev` use it, so package edits reload without a build and a fresh clone needs
// no dist/. Packages added later are found automatically.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const packagesDir = join(dirname(fileURLToPath(import.meta.url)), '../../packages');

/** @returns {Array<{ find: RegExp, replacement: string }>} */
export function packageSourceAliases() {
  const aliases = [];
  for (const dir of readdirSync(packagesDir)) {
    const manifestPath = join(packagesDir, dir, 'package.json');
    if (!existsSync(manifestPath)) continue;
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
    for (const [subpath, target] of Object.entries(manifest.exports ?? {})) {
      const file = typeof target === 'string' ? target : (target?.import ?? target?.default);
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
