export { formatDuration, formatRunTime, HISTORY_FAILED_MESSAGE, NO_RUNS_MESSAGE, NodeHistoryDialog } from './NodeHistory';
export type { NodeHistoryDialogProps } from './NodeHistory';
