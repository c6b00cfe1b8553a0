import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { packageSourceAliases } from '../../tooling/build-config/source-aliases.mjs';

const siteAppDir = join(dirname(fileURLToPath(import.meta.url)), '../site/app');

export interface Alias {
  find: RegExp;
  replacement: string;
}

/**
 * Points every `@paperlight/*` export at its source (tooling/build-config/source-aliases.mjs), so Storybook and its tests
 * live-reload package edits without a build and never mix a source copy with a built copy of
 * the same package (two React contexts would not see each other). Packages added later are found
 * automatically. The site's `#app/*` imports resolve too, so its components' stories run here.
 */
export function workspaceAliases(): Alias[] {
  // The site's `#app/*` subpath imports (apps/site/package.json "imports"), for its components' stories.
  return [{ find: /^#app\/(.*)$/, replacement: `${siteAppDir}/$1` }, ...packageSourceAliases()];
}
