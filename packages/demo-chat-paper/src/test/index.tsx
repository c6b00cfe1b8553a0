/// <reference types="@paperlight/vitest-config/matchers" />
import type { ApiClient } from '@paperlight/api-client';
import { ApiClientProvider } from '@paperlight/api-client/react';
import { ClockProvider, createFakeClock, type FakeClock } from '@paperlight/ui-kit';
import { renderWithUser } from '@paperlight/vitest-config/react';
import { act, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { NOW } from './fixtures';

export { axe } from '@paperlight/vitest-config/react';
export * from './fixtures';

export function TestProviders({ clock, client, children }: { clock: FakeClock; client?: ApiClient; children?: ReactNode }) {
  const inner = <ClockProvider clock={clock}>{children}</ClockProvider>;
  return client ? <ApiClientProvider client={client}>{inner}</ApiClientProvider> : inner;
}

/** Renders inside a fake clock (and optionally an api client); `user` never waits on real timers. */
export function renderWithProviders(
  ui: ReactElement,
  options: { clock?: FakeClock; client?: ApiClient } & Omit<RenderOptions, 'wrapper'> = {},
) {
  const { clock = createFakeClock(NOW), client, ...renderOptions } = options;
  const wrapper = ({ children }: { children?: ReactNode }) => (
    <TestProviders clock={clock} client={client}>
      {children}
    </TestProviders>
  );
  /** Moves the fake clock inside `act` so React applies the timers' updates. */
  const advance = (ms: number) => act(() => clock.advance(ms));
  return { ...renderWithUser(ui, { wrapper, ...renderOptions }), clock, advance };
}
