export { FULL_SCREEN_LABEL, ResultPanel } from './ResultPanel';
export type { ResultPanelProps } from './ResultPanel';
