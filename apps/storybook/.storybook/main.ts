import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { mergeConfig } from 'vite';
import { workspaceAliases } from '../workspace-aliases';

const config: StorybookConfig = {
  // Every package's stories, including packages added later, and the site's own components (landing sections, header, footer).
  // The introduction page comes first in the sidebar.
  stories: [
    '../src/Introduction.mdx',
    '../src/design-tokens/DesignTokens.mdx',
    '../src/packages/*.mdx',
    '../../../packages/*/src/**/*.stories.@(ts|tsx)',
    '../../site/app/components/**/*.stories.@(ts|tsx)',
  ],
  // Docs pages (autodocs, the introduction) and the accessibility panel (axe, per story).
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  // The site's public files (hero poster and film) for its landing stories.
  staticDirs: ['../../site/public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin()],
      resolve: { alias: workspaceAliases(), dedupe: ['storybook', '@storybook/react', 'react', 'react-dom'] },
    }),
};

export default config;
