import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { defineReactPackageConfig } from '@paperlight/vitest-config';
import { defineConfig, mergeConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default mergeConfig(
  defineReactPackageConfig(),
  defineConfig({
    // test/ holds the integration tests that start the real apps/api.
    test: { include: ['test/**/*.test.ts'] },
    // The shared setup file imports @testing-library/react, which tooling/vitest-config does not depend on.
    resolve: { alias: { '@testing-library/react': dirname(require.resolve('@testing-library/react/package.json')) } },
  }),
);
