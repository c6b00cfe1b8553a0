import type { ApiClient } from '@paperlight/api-client';
import { ApiClientProvider } from '@paperlight/api-client/react';
import { ClockProvider, createFakeClock, type FakeClock } from '@paperlight/ui-kit';
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { configureAxe } from 'vitest-axe';
import { NOW } from './fixtures';

export * from './fixtures';
export * from './sampleApiClient';

/** axe without colour contrast: jsdom cannot compute colours; contrast is checked in the browser. */
export const axe = configureAxe({ rules: { 'color-contrast': { enabled: false } } });


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
  const user = userEvent.setup({ delay: null });
  const result = render(ui, {
    wrapper: ({ children }) => (
      <TestProviders clock={clock} client={client}>
        {children}
      </TestProviders>
    ),
    ...renderOptions,
  });
  return { ...result, user, clock };
}
