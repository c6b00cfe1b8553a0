export {
  DELETE_OUTPUT_TITLE,
  formatDuration,
  formatRunTime,
  HISTORY_FAILED_MESSAGE,
  NO_RUNS_MESSAGE,
  NodeHistoryDialog,
  OUTPUT_NOT_KEPT_MESSAGE,
} from './NodeHistory';
export type { NodeHistoryDialogProps } from './NodeHistory';
