import type { ApiClient } from '@paperlight/api-client';
import { ApiClientProvider } from '@paperlight/api-client/react';
import { ClockProvider, realClock, type Clock } from '@paperlight/ui-kit';
import type { Decorator } from '@storybook/react';

/** The wall clock sped up 100 times: the 5 s wait takes 50 ms, a streamed answer a blink. */
export const fastClock: Clock = {
  ...realClock,
  setTimeout: (callback, ms) => realClock.setTimeout(callback, ms / 100),
  setInterval: (callback, ms) => realClock.setInterval(callback, Math.max(1, ms / 100)),
};

/** A clock whose timers never fire: a state stays exactly as the story sets it up. */
export const frozenClock: Clock = {
  now: () => Date.parse('2026-01-01T00:00:00.000Z'),
  setTimeout: () => 0,
  clearTimeout: () => {},
  setInterval: () => 0,
  clearInterval: () => {},
};

/** Wraps a story in a clock and, when given, an api client. */
export const withProviders =
  (clock: Clock, client?: ApiClient): Decorator =>
  (Story) => {
    const inner = (
      <ClockProvider clock={clock}>
        <div style={{ padding: 16 }}>
          <Story />
        </div>
      </ClockProvider>
    );
    return client ? <ApiClientProvider client={client}>{inner}</ApiClientProvider> : inner;
  };
