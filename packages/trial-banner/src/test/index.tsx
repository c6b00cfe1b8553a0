/// <reference types="@paperlight/vitest-config/matchers" />
import type { ApiClient } from '@paperlight/api-client';
import { ApiClientProvider } from '@paperlight/api-client/react';
import { ClockProvider, createFakeClock, type FakeClock } from '@paperlight/ui-kit';
import { partialFake } from '@paperlight/vitest-config/fakes';
import { renderWithUser } from '@paperlight/vitest-config/react';
import type { RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { NOW } from './fixtures';

export { axe } from '@paperlight/vitest-config/react';
export * from './fixtures';

/** A client whose only working call is `getTrialDaysLeft`. */
export function fakeApiClient(getTrialDaysLeft: () => Promise<number | null>): ApiClient {
  return partialFake<ApiClient>('fakeApiClient', { getTrialDaysLeft });
}

export interface ProvidersOptions {
  /** Defaults to a fake clock at `NOW`. */
  clock?: FakeClock;
  /** When given, wraps in `ApiClientProvider`. */
  client?: ApiClient;
}

export function TestProviders({ clock, client, children }: Omit<ProvidersOptions, 'clock'> & { clock: FakeClock; children?: ReactNode }) {
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
