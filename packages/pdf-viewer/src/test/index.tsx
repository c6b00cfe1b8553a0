/// <reference types="@paperlight/vitest-config/matchers" />
import { ClockProvider, createFakeClock, type FakeClock } from '@paperlight/ui-kit';
import { renderWithUser } from '@paperlight/vitest-config/react';
import { act, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';

export { axe } from '@paperlight/vitest-config/react';
export { createFakePdfLoader, fakeTextRuns } from '../testing';

export const NOW = Date.parse('2026-01-01T00:00:00.000Z');
export const PDF_URL = 'https://api.example/files/paper.pdf';

/** Renders inside a fake clock; `user` never waits on real timers. */
export function renderWithProviders(ui: ReactElement, options: { clock?: FakeClock } & Omit<RenderOptions, 'wrapper'> = {}) {
  const { clock = createFakeClock(NOW), ...renderOptions } = options;
  const wrapper = ({ children }: { children?: ReactNode }) => <ClockProvider clock={clock}>{children}</ClockProvider>;
  /** Moves the fake clock inside `act` so React applies the timers' updates. */
  const advance = (ms: number) => act(() => clock.advance(ms));
  return { ...renderWithUser(ui, { wrapper, ...renderOptions }), clock, advance };
}
