import { act } from 'react';
import { flushSync } from 'react-dom';
import type { FakeClock } from './clock';

/**
 * Moves a fake clock and renders what its timers changed, for stories and tests: inside React's
 * `act` where React has it (development builds, as vitest runs), and through `flushSync` in a
 * production build, which has no `act` (a static Storybook, as the visual review reads it).
 */
export async function advanceRendered(clock: FakeClock, ms: number): Promise<void> {
  try {
    await act(async () => clock.advance(ms));
  } catch (error) {
    if (!(error instanceof Error) || !error.message.includes('act(...) is not supported')) throw error;
    flushSync(() => clock.advance(ms));
  }
}
