import { defineReactPackageConfig } from '@paperlight/vitest-config';
import react from '@vitejs/plugin-react';
import { defineConfig, mergeConfig } from 'vitest/config';
import { workspaceAliases } from './workspace-aliases';

const base = defineReactPackageConfig();

export default defineConfig(
  mergeConfig(base, {
    plugins: [react()],
    // Packages may link their own copy of storybook (another @types/node peer); one copy keeps `fn()` spies reset between stories.
    resolve: { alias: workspaceAliases(), dedupe: ['storybook', '@storybook/react', 'react', 'react-dom'] },
    test: { testTimeout: 60_000 },
  }),
);
