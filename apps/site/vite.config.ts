import { vitePlugin as remix } from '@remix-run/dev';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { packageSourceAliases } from '../../tooling/build-config/source-aliases.mjs';

declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true;
  }
}

const uiKitSource = fileURLToPath(new URL('../../packages/ui-kit/src/', import.meta.url));

// `pnpm dev` reads every workspace package from its source, as Storybook does: an edit in a package
// reloads in the site without a build, and a fresh clone needs no dist/ (decision 0071). Production
// builds keep ui-kit's aliases only.
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
  // Vite pre-bundles the dependencies it finds by crawling the routes. Package sources reached
  // through the aliases above import more (Radix, valibot, socket.io-client…); found only on the
  // first visit, they made Vite re-optimise and reload mid-hydration, and the page ran two copies
  // of React ('Invalid hook call'). Crawling the packages' sources up front finds them all, and
  // the one import vanilla-extract's plugin writes into compiled recipes is named outright.
  optimizeDeps:
    command === 'serve' && !process.env.VITEST
      ? {
          entries: ['app/**/*.{ts,tsx}', '../../packages/*/src/**/*.{ts,tsx}', '!**/*.{test,stories}.{ts,tsx}', '!**/*.css.ts'],
          include: ['@paperlight/ui-kit > @vanilla-extract/recipes/createRuntimeFn'],
        }
      : undefined,
  server: { host: process.env.HOST ?? '127.0.0.1' },
}));
