import { vitePlugin as remix } from '@remix-run/dev';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';

declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig({
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
});
