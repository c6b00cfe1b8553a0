export { NodeCard, RERENDER_LABEL, STATUS_LABELS } from './NodeCard';
export type { CanvasMode, NodeCardProps, NodeMenuAction } from './NodeCardTypes';
