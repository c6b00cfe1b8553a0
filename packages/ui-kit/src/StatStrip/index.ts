export { StatStrip } from './StatStrip';
export type { StatStripProps } from './StatStrip';
