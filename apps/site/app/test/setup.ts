// The shared setup in @paperlight/vitest-config imports @testing-library/react from its own
// folder, where pnpm does not link it; the same setup, resolved from this app.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, expect } from 'vitest';
import * as axeMatchers from 'vitest-axe/matchers';

expect.extend(axeMatchers);
// jsdom has no layout, so no scrollIntoView; every browser has it. (Server tests run in node.)
if (typeof Element !== 'undefined') Element.prototype.scrollIntoView ??= function scrollIntoView() {};
afterEach(() => cleanup());

declare module 'vitest' {
  interface Assertion {
    toHaveNoViolations(): void;
  }
}
