export { EMPTY_HINT, EMPTY_TITLE, PaperRemixCanvas } from './PaperRemixCanvas';
export type { PaperRemixCanvasProps } from './PaperRemixCanvas';
export { DESKTOP_QUERY, useIsDesktop } from './useIsDesktop';
