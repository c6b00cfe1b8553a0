/// <reference types="@paperlight/vitest-config/matchers" />
import type { ApiClient } from '@paperlight/api-client';
import { ApiClientProvider } from '@paperlight/api-client/react';
import { ClockProvider, createFakeClock, type FakeClock } from '@paperlight/ui-kit';
import { renderWithUser } from '@paperlight/vitest-config/react';
import type { RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';

export { axe } from '@paperlight/vitest-config/react';
export * from './fixtures';
export * from './client';

/** 2026-01-01T00:00:00Z: the fixed "now" of tests and stories. */
export const NOW = Date.parse('2026-01-01T00:00:00.000Z');

export interface ProvidersOptions {
  /** Defaults to a fake clock at `NOW`. */
  clock?: FakeClock;
  /** When given, wraps in `ApiClientProvider`. */
  client?: ApiClient;
}

export function TestProviders({ clock, client, children }: { clock: FakeClock; client?: ApiClient; children?: ReactNode }) {
  const inner = <ClockProvider clock={clock}>{children}</ClockProvider>;
  return client ? <ApiClientProvider client={client}>{inner}</ApiClientProvider> : inner;
}

/** Renders inside a fake clock (and optionally an api client); returns queries plus `user` and `clock`. */
export function renderWithProviders(ui: ReactElement, options: ProvidersOptions & Omit<RenderOptions, 'wrapper'> = {}) {
  const { clock = createFakeClock(NOW), client, ...renderOptions } = options;
  const wrapper = ({ children }: { children?: ReactNode }) => (
    <TestProviders clock={clock} client={client}>
      {children}
    </TestProviders>
  );
  return { ...renderWithUser(ui, { wrapper, ...renderOptions }), clock };
}
