// The matchers setup-dom.mjs installs (jest-dom's and vitest-axe's), typed on the `vitest` this kit
// resolves. A package picks them up with `/// <reference types="@paperlight/vitest-config/matchers" />`.
// Augmented here rather than through '@testing-library/jest-dom/vitest': that file augments whichever
// `vitest` it resolves from its own folder in pnpm's store, which need not be ours.
import 'vitest';
import type { TestingLibraryMatchers } from '@testing-library/jest-dom/matchers';
import type { AxeMatchers } from 'vitest-axe/matchers';

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type, @typescript-eslint/no-explicit-any
  interface Assertion<T = any> extends AxeMatchers, TestingLibraryMatchers<any, T> {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type, @typescript-eslint/no-explicit-any
  interface AsymmetricMatchersContaining extends AxeMatchers, TestingLibraryMatchers<any, any> {}
}
