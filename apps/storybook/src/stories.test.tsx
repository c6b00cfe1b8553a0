/// <reference types="vite/client" />
/// <reference types="@paperlight/vitest-config/matchers" />
import { composeStories, setProjectAnnotations } from '@storybook/react';
import { beforeAll, describe, expect, it } from 'vitest';
import * as preview from '../.storybook/preview';

// Stories are tests: every story of every package (and of the site's components) renders and passes its play function.
const annotations = setProjectAnnotations([preview]);
beforeAll(annotations.beforeAll);
// Each run() unmounts the previous story (portals included) before mounting the next one.

type StoriesModule = Parameters<typeof composeStories>[0];
const modules = import.meta.glob<StoriesModule>(
  ['../../../packages/*/src/**/*.stories.@(ts|tsx)', '../../site/app/components/**/*.stories.@(ts|tsx)'],
  { eager: true },
);

it('finds the stories of every package and of the site', () => {
  const packages = new Set(Object.keys(modules).map((path) => /packages\/([^/]+)\//.exec(path)?.[1] ?? /\/(site)\/app\//.exec(path)?.[1]));
  expect(packages).toContain('ui-kit');
  expect(packages).toContain('trial-banner');
  expect(packages).toContain('site');
});

for (const [path, module] of Object.entries(modules)) {
  describe(path.replace(/^(\.\.\/)+(packages\/)?/, ''), () => {
    const stories: Record<string, { run: () => Promise<void> }> = composeStories(module);
    for (const [name, Story] of Object.entries(stories)) {
      it(name, async () => {
        await Story.run();
      });
    }
  });
}
