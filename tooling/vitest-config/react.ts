import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureAxe } from 'vitest-axe';

/** axe without colour contrast: jsdom cannot compute colours; contrast is checked in the browser. */
export const axe = configureAxe({ rules: { 'color-contrast': { enabled: false } } });

export type UserOptions = NonNullable<Parameters<typeof userEvent.setup>[0]>;

/**
 * Testing Library's `render` with a `user` set up first: the part every package's
 * `renderWithProviders` shares. The package brings its own `wrapper` (its providers) and defaults.
 * @example
 * const { clock = createFakeClock(NOW), ...options } = rest;
 * return { ...renderWithUser(ui, { wrapper: ({ children }) => <ClockProvider clock={clock}>{children}</ClockProvider>, ...options }), clock };
 */
export function renderWithUser(ui: Parameters<typeof render>[0], options: RenderOptions & { user?: UserOptions } = {}) {
  const { user: userOptions, ...renderOptions } = options;
  const user = userEvent.setup(userOptions);
  return { ...render(ui, renderOptions), user };
}
