import { ClockProvider, type Clock } from '@paperlight/ui-kit';
import type { Decorator } from '@storybook/react';

/** A clock whose timers never fire: a state stays exactly as the story sets it up. */
export const frozenClock: Clock = {
  now: () => Date.parse('2026-01-01T00:00:00.000Z'),
  setTimeout: () => 0,
  clearTimeout: () => {},
  setInterval: () => 0,
  clearInterval: () => {},
};

/** Wraps a story in a clock. */
export const withClock =
  (clock: Clock): Decorator =>
  (Story) => (
    <ClockProvider clock={clock}>
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    </ClockProvider>
  );
