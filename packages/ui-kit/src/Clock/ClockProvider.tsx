import { createContext, type ReactNode } from 'react';
import { realClock, type Clock } from './clock';

export const ClockContext = createContext<Clock>(realClock);

export interface ClockProviderProps {
  /**
   * The clock components below use for `now()` and timers.
   * @default realClock
   * @example <ClockProvider clock={createFakeClock(Date.parse('2026-01-01'))}>…</ClockProvider>
   */
  clock?: Clock;
  children?: ReactNode;
}

/** Injects a clock; without one, components use the real clock. */
export function ClockProvider({ clock = realClock, children }: ClockProviderProps) {
  return <ClockContext.Provider value={clock}>{children}</ClockContext.Provider>;
}
