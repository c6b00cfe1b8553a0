import { defineReactPackageConfig } from '@paperlight/vitest-config';
import { defineConfig } from 'vitest/config';

export default defineConfig(defineReactPackageConfig({ include: ['app/**/*.test.{ts,tsx}'] }));
