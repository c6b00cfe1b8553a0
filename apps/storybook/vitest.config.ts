import { defineReactPackageConfig } from '@paperlight/vitest-config';
import react from '@vitejs/plugin-react';
import { defineConfig, mergeConfig } from 'vitest/config';
import { workspaceAliases } from './workspace-aliases';

const base = defineReactPackageConfig();

export default defineConfig(
  mergeConfig(base, {
    plugins: [react()],
    resolve: { alias: workspaceAliases() },
    test: { testTimeout: 20_000 },
  }),
);
