/// <reference types="@paperlight/vitest-config/matchers" />
import type { ApiClient } from '@paperlight/api-client';
import { ApiClientProvider } from '@paperlight/api-client/react';
import { ClockProvider, createFakeClock, type FakeClock } from '@paperlight/ui-kit';
import { renderWithUser } from '@paperlight/vitest-config/react';
import type { RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { NOW } from './fixtures';

export { axe } from '@paperlight/vitest-config/react';
export * from './fixtures';
export * from './sampleApiClient';

export function TestProviders({ clock, client, children }: { clock: FakeClock; client: ApiClient; children?: ReactNode }) {
  return (
    <ApiClientProvider client={client}>
      <ClockProvider clock={clock}>{children}</ClockProvider>
    </ApiClientProvider>
  );
}

/** Renders inside a fake clock and an api client; returns queries plus `user` and `clock`. */
export function renderWithProviders(ui: ReactElement, options: { clock?: FakeClock; client: ApiClient } & Omit<RenderOptions, 'wrapper'>) {
  const { clock = createFakeClock(NOW), client, ...renderOptions } = options;
  const wrapper = ({ children }: { children?: ReactNode }) => (
    <TestProviders clock={clock} client={client}>
      {children}
    </TestProviders>
  );
  return { ...renderWithUser(ui, { wrapper, user: { delay: null }, ...renderOptions }), clock };
}
