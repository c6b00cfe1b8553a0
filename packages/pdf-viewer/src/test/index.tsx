import { ClockProvider, createFakeClock, type FakeClock } from '@paperlight/ui-kit';
import { act, render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { configureAxe } from 'vitest-axe';

export { createFakePdfLoader, fakeTextRuns } from '../testing';

export const NOW = Date.parse('2026-01-01T00:00:00.000Z');
export const PDF_URL = 'https://api.example/files/paper.pdf';

/** axe without colour contrast: jsdom cannot compute colours; contrast is checked in the browser. */
export const axe = configureAxe({ rules: { 'color-contrast': { enabled: false } } });

/** Renders inside a fake clock; `user` never waits on real timers. */
export function renderWithProviders(ui: ReactElement, options: { clock?: FakeClock } & Omit<RenderOptions, 'wrapper'> = {}) {
  const { clock = createFakeClock(NOW), ...renderOptions } = options;
  const user = userEvent.setup();
  const result = render(ui, { wrapper: ({ children }) => <ClockProvider clock={clock}>{children}</ClockProvider>, ...renderOptions });
  /** Moves the fake clock inside `act` so React applies the timers' updates. */
  const advance = (ms: number) => act(() => clock.advance(ms));
  return { ...result, user, clock, advance };
}
