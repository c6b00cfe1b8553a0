import { vitePlugin as remix } from '@remix-run/dev';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Alias } from 'vite';

declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true;
  }
}

const packagesDir = fileURLToPath(new URL('../../packages/', import.meta.url));
const uiKitSource = `${packagesDir}ui-kit/src/`;

/**
 * `pnpm dev` reads every workspace package from its source, the way Storybook does: an edit in a
 * package hot-reloads in the site without a build, and a fresh clone needs no dist/. Each entry of a
 * package's `exports` maps back to its source like tooling/build-config does (`./dist/x.js` →
 * `src/x.ts(x)`; `./styles.css` → `src/index.ts`, whose `.css.ts` imports vanilla-extract compiles
 * here; another CSS entry `./dist/y.css` → `src/y.ts`). Production builds keep ui-kit's aliases only.
 */
function packageSourceAliases(): Alias[] {
  const aliases: Alias[] = [];
  for (const folder of readdirSync(packagesDir)) {
    const manifestPath = `${packagesDir}${folder}/package.json`;
    if (!existsSync(manifestPath)) continue;
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { name: string; exports?: Record<string, unknown> };
    for (const [subpath, target] of Object.entries(manifest.exports ?? {})) {
      const file = typeof target === 'string' ? target : (target as { import?: string } | null)?.import;
      const match = file && /^\.\/dist\/(.+)\.(js|css)$/.exec(file);
      if (!match) continue;
      const entry = match[2] === 'css' && match[1] === 'styles' ? 'index' : match[1];
      const source = ['.ts', '.tsx'].map((ext) => `${packagesDir}${folder}/src/${entry}${ext}`).find((path) => existsSync(path));
      if (!source) continue;
      const specifier = subpath === '.' ? manifest.name : `${manifest.name}/${subpath.slice(2)}`;
      aliases.push({ find: new RegExp(`^${specifier.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`), replacement: source });
    }
  }
  return aliases;
}

export default defineConfig(({ command }) => ({
  // ui-kit's dist is one module, so every primitive any route or demo uses (Dialog, Tabs, DataTable…)
  // would ship with the landing page. From source, each route's chunks carry only the primitives it
  // imports; its styles compile here instead of coming from the prebuilt styles.css.
  resolve: process.env.VITEST
    ? undefined
    : {
        alias:
          command === 'serve'
            ? packageSourceAliases()
            : [
                { find: /^@paperlight\/ui-kit$/, replacement: `${uiKitSource}index.ts` },
                { find: /^@paperlight\/ui-kit\/styles\.css$/, replacement: `${uiKitSource}index.ts` },
                { find: /^@paperlight\/ui-kit\/vars$/, replacement: `${uiKitSource}vars.ts` },
              ],
      },
  plugins: [
    // The Remix plugin takes over the dev server and build; Vitest only needs plain Vite.
    !process.env.VITEST &&
      remix({
        // Tests and styles may sit beside a route; they must never become routes themselves.
        ignoredRouteFiles: ['**/*.test.{ts,tsx}', '**/*.css.ts'],
        future: {
          v3_fetcherPersist: true,
          v3_relativeSplatPath: true,
          v3_throwAbortReason: true,
          v3_singleFetch: true,
          v3_lazyRouteDiscovery: true,
        },
      }),
    vanillaExtractPlugin(),
  ],
  server: { host: process.env.HOST ?? '127.0.0.1' },
}));
