import type { ViteUserConfig } from 'vitest/config';

export interface ReactPackageConfigOptions {
  /** @default 'jsdom' */
  environment?: 'jsdom' | 'node';
  /** Run after the kit's setup-dom.mjs. */
  setupFiles?: string[];
  /** @default ['src/**\/*.test.{ts,tsx}'] */
  include?: string[];
}

/** Vitest config for a React package (or the site): jsdom, jest-dom matchers, axe, vanilla-extract. */
export declare function defineReactPackageConfig(options?: ReactPackageConfigOptions): ViteUserConfig;

/** Vitest config for a Node service or plain TypeScript package; `options` override its `test`. */
export declare function defineNodeConfig(options?: NonNullable<ViteUserConfig['test']>): ViteUserConfig;
