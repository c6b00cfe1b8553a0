import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { fileURLToPath } from 'node:url';

/**
 * Vitest config for a React package (or the site): jsdom, jest-dom matchers, axe, vanilla-extract.
 * @param {{ environment?: 'jsdom' | 'node', setupFiles?: string[], include?: string[] }} [options]
 */
export function defineReactPackageConfig(options = {}) {
  return {
    plugins: [vanillaExtractPlugin()],
    test: {
      environment: options.environment ?? 'jsdom',
      setupFiles: [fileURLToPath(new URL('./setup-dom.mjs', import.meta.url)), ...(options.setupFiles ?? [])],
      include: options.include ?? ['src/**/*.test.{ts,tsx}'],
      css: true,
      // A safety net, not a speed check: jsdom renders of the whole canvas take seconds when CI
      // runs two suites on two cores.
      testTimeout: 15_000,
    },
  };
}

/** Vitest config for a Node service or plain TypeScript package. */
export function defineNodeConfig(options = {}) {
  return {
    test: {
      environment: 'node',
      include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
      testTimeout: 20_000,
      hookTimeout: 30_000,
      ...options,
    },
  };
}
