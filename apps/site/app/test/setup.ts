// The shared setup in @paperlight/vitest-config imports @testing-library/react from its own
// folder, where pnpm does not link it; the same setup, resolved from this app.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, expect } from 'vitest';
import * as axeMatchers from 'vitest-axe/matchers';

expect.extend(axeMatchers);
afterEach(() => cleanup());

declare module 'vitest' {
  interface Assertion {
    toHaveNoViolations(): void;
  }
}
