/// <reference types="@paperlight/vitest-config/matchers" />
import { renderWithUser } from '@paperlight/vitest-config/react';
import type { RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { ClockProvider } from '../Clock/ClockProvider';
import { createFakeClock, type Clock, type FakeClock } from '../Clock/clock';
import { LinkProvider, type LinkComponent } from '../Link/LinkProvider';
import { ToastProvider } from '../Toast/ToastProvider';

export { axe } from '@paperlight/vitest-config/react';

export interface ProvidersOptions {
  /** Defaults to a fake clock at 2026-01-01T00:00:00Z. */
  clock?: Clock;
  linkComponent?: LinkComponent;
}

/** Test start time shared by tests and stories. */
export const TEST_NOW = Date.parse('2026-01-01T00:00:00.000Z');

export function TestProviders({ clock, linkComponent, children }: ProvidersOptions & { children?: ReactNode }) {
  return (
    <ClockProvider clock={clock}>
      <LinkProvider component={linkComponent}>
        <ToastProvider>{children}</ToastProvider>
      </LinkProvider>
    </ClockProvider>
  );
}

/** Renders inside the ui-kit providers with a fake clock; returns Testing Library queries plus `user` and `clock`. */
export function renderWithProviders(
  ui: ReactElement,
  options: { clock?: FakeClock; linkComponent?: LinkComponent } & Omit<RenderOptions, 'wrapper'> = {},
) {
  const { clock = createFakeClock(TEST_NOW), linkComponent, ...renderOptions } = options;
  const wrapper = ({ children }: { children?: ReactNode }) => (
    <TestProviders clock={clock} linkComponent={linkComponent}>
      {children}
    </TestProviders>
  );
  return { ...renderWithUser(ui, { wrapper, ...renderOptions }), clock };
}
