/// <reference types="@paperlight/vitest-config/matchers" />
import type { ApiClient } from '@paperlight/api-client';
import { ApiClientProvider } from '@paperlight/api-client/react';
import { ClockProvider, createFakeClock, type FakeClock } from '@paperlight/ui-kit';
import { renderWithUser } from '@paperlight/vitest-config/react';
import { act, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { answers, fakeClient, NOW } from './fixtures';

export { axe } from '@paperlight/vitest-config/react';
export * from './fixtures';

export interface ProvidersOptions {
  /** Defaults to a fake clock at `NOW`. */
  clock?: FakeClock;
  /** Defaults to a client answering the fixture report. */
  client?: ApiClient;
}

export function TestProviders({ clock, client, children }: { clock: FakeClock; client: ApiClient; children?: ReactNode }) {
  return (
    <ApiClientProvider client={client}>
      <ClockProvider clock={clock}>{children}</ClockProvider>
    </ApiClientProvider>
  );
}

/** Renders inside a fake clock and an api client; returns queries plus `user`, `clock` and `advance`. */
export function renderWithProviders(ui: ReactElement, options: ProvidersOptions & Omit<RenderOptions, 'wrapper'> = {}) {
  const { clock = createFakeClock(NOW), client = fakeClient(answers.ok()), ...renderOptions } = options;
  const wrapper = ({ children }: { children?: ReactNode }) => (
    <TestProviders clock={clock} client={client}>
      {children}
    </TestProviders>
  );
  const result = renderWithUser(ui, { wrapper, user: { advanceTimers: (ms) => clock.advance(ms) }, ...renderOptions });
  /** Moves the fake clock inside act() so state updates flush. */
  const advance = async (ms: number) => {
    await act(async () => {
      clock.advance(ms);
      await Promise.resolve();
    });
  };
  return { ...result, clock, advance };
}
