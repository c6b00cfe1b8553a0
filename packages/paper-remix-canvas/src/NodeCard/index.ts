export { NodeCard, STATUS_LABELS } from './NodeCard';
export type { CanvasMode, NodeCardProps, NodeMenuAction } from './NodeCard';
