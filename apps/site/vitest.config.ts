import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: {
    environment: 'jsdom',
    setupFiles: ['./app/test/setup.ts'],
    include: ['app/**/*.test.{ts,tsx}'],
    css: true,
    // A safety net, not a speed check: jsdom renders with axe take seconds when CI runs two suites on two cores.
    testTimeout: 15_000,
  },
});
