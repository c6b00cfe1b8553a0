import type { ApiClient } from '@paperlight/api-client';
import { ApiClientProvider } from '@paperlight/api-client/react';
import { ClockProvider, createFakeClock, type FakeClock } from '@paperlight/ui-kit';
import { act, render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { configureAxe } from 'vitest-axe';
import { NOW } from './fixtures';

export * from './fixtures';

/** axe without colour contrast: jsdom cannot compute colours; contrast is checked in the browser. */
export const axe = configureAxe({ rules: { 'color-contrast': { enabled: false } } });

export function TestProviders({ clock, client, children }: { clock: FakeClock; client?: ApiClient; children?: ReactNode }) {
  const inner = <ClockProvider clock={clock}>{children}</ClockProvider>;
  return client ? <ApiClientProvider client={client}>{inner}</ApiClientProvider> : inner;
}

/** Renders inside a fake clock (and optionally an api client); `user` never waits on real timers. */
export function renderWithProviders(ui: ReactElement, options: { clock?: FakeClock; client?: ApiClient } & Omit<RenderOptions, 'wrapper'> = {}) {
  const { clock = createFakeClock(NOW), client, ...renderOptions } = options;
  const user = userEvent.setup();
  const result = render(ui, {
    wrapper: ({ children }) => (
      <TestProviders clock={clock} client={client}>
        {children}
      </TestProviders>
    ),
    ...renderOptions,
  });
  /** Moves the fake clock inside `act` so React applies the timers' updates. */
  const advance = (ms: number) => act(() => clock.advance(ms));
  return { ...result, user, clock, advance };
}
