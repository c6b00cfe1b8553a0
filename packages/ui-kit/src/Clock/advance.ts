import { act } from 'react';
import { flushSync } from 'react-dom';
import type { FakeClock } from './clock';

/** Resolves after the work React's scheduler has already queued (it posts messages; a message posted now runs after them). */
function afterScheduledWork(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      setTimeout(resolve, 0);
    };
    channel.port2.postMessage(null);
  });
}

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
    // Without act, effects React has scheduled (a timer a component sets when it mounts) have not
    // necessarily run yet: let them, or the clock would move past a timer not yet set.
    await afterScheduledWork();
    flushSync(() => clock.advance(ms));
  }
}
