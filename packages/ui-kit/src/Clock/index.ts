export { ClockProvider } from './ClockProvider';
export type { ClockProviderProps } from './ClockProvider';
export { useClock } from './useClock';
export { createFakeClock, realClock } from './clock';
export type { Clock, FakeClock, TimerHandle } from './clock';
