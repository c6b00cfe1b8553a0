/** The words and formats History shares with the version list and a run's output. */
export const HISTORY_FAILED_MESSAGE = 'Something went wrong, please try again later';
export const NO_RUNS_MESSAGE = 'No runs yet';

export const STATUS_LABELS: Record<string, string> = {
  queued: 'Queued',
  running: 'Running',
  completed: 'Completed',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

// Made on first use, not when the module loads (it loads with the canvas).
let dateTime: Intl.DateTimeFormat | undefined;

/** '5 Mar 2026, 14:00', or '—' for a run that has not started. */
export function formatRunTime(iso: string | null): string {
  const time = iso ? Date.parse(iso) : NaN;
  return Number.isFinite(time)
    ? (dateTime ??= new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' })).format(time)
    : '—';
}

/** '42 s', '3 min 05 s', or '—' while the run has no end. */
export function formatDuration(seconds: number | null): string {
  if (seconds === null) return '—';
  const whole = Math.round(seconds);
  if (whole < 60) return `${whole} s`;
  return `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, '0')} s`;
}
