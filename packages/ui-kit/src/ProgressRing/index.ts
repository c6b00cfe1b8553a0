export { ProgressRing } from './ProgressRing';
export type { ProgressRingProps } from './ProgressRing';
export { RING_TICK_MS } from './progress';
