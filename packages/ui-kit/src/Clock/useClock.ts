import { useContext } from 'react';
import { ClockContext } from './ClockProvider';
import type { Clock } from './clock';

/** The clock of the nearest `ClockProvider`, or the real clock. */
export function useClock(): Clock {
  return useContext(ClockContext);
}
