import type { ApiClient } from '@paperlight/api-client';
import { ApiClientProvider } from '@paperlight/api-client/react';
import { ClockProvider, createFakeClock, type FakeClock } from '@paperlight/ui-kit';
import { act, render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { configureAxe } from 'vitest-axe';
import { answers, fakeClient, NOW } from './fixtures';

export * from './fixtures';

/** axe without colour contrast: jsdom cannot compute colours; contrast is checked in the browser. */
export const axe = configureAxe({ rules: { 'color-contrast': { enabled: false } } });

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
  const user = userEvent.setup({ advanceTimers: (ms) => clock.advance(ms) });
  const result = render(ui, {
    wrapper: ({ children }) => (
      <TestProviders clock={clock} client={client}>
        {children}
      </TestProviders>
    ),
    ...renderOptions,
  });
  /** Moves the fake clock inside act() so state updates flush. */
  const advance = async (ms: number) => {
    await act(async () => {
      clock.advance(ms);
      await Promise.resolve();
    });
  };
  return { ...result, user, clock, advance };
}
