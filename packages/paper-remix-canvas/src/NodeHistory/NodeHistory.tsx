import { Modal } from '@paperlight/ui-kit';
import { useEffect, useState } from 'react';
import type { NodeRun, NodeVersion } from '../adapter';
import { ScriptCompare } from '../ScriptCompare';
import * as styles from './NodeHistory.css';

export const HISTORY_FAILED_MESSAGE = 'Something went wrong, please try again later';
export const NO_RUNS_MESSAGE = 'No runs yet';

const STATUS_LABELS: Record<string, string> = { queued: 'Queued', running: 'Running', completed: 'Completed', failed: 'Failed', cancelled: 'Cancelled' };

// Made on first use, not when the module loads (it loads with the canvas).
let dateTime: Intl.DateTimeFormat | undefined;

/** '5 Mar 2026, 14:00', or '—' for a run that has not started. */
export function formatRunTime(iso: string | null): string {
  const time = iso ? Date.parse(iso) : NaN;
  return Number.isFinite(time) ? (dateTime ??= new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' })).format(time) : '—';
}

/** '42 s', '3 min 05 s', or '—' while the run has no end. */
export function formatDuration(seconds: number | null): string {
  if (seconds === null) return '—';
  const whole = Math.round(seconds);
  if (whole < 60) return `${whole} s`;
  return `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, '0')} s`;
}

export interface NodeHistoryDialogProps {
  /** The node's title; the dialog is titled '{title} history'. */
  title: string;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Fetches the node's runs, newest first; called each time the dialog opens. */
  load: () => Promise<NodeRun[]>;
  /**
   * A script's kept versions: with two or more, the dialog compares two side by side (issue 31).
   * @example { load: () => adapter.versions(id, nodeId), loadOutput: (v) => adapter.versionOutput(id, nodeId, v) }
   */
  scriptVersions?: {
    load: () => Promise<NodeVersion[]>;
    loadOutput: (versionId: string) => Promise<unknown>;
    labelOf?: (version: NodeVersion) => string;
  };
}

/** A script's versions compared, once there are two; nothing while they load or when they cannot. */
function VersionsCompare({ load, loadOutput, labelOf }: NonNullable<NodeHistoryDialogProps['scriptVersions']>) {
  const [versions, setVersions] = useState<NodeVersion[] | null>(null);
  useEffect(() => {
    let current = true;
    load().then(
      (list) => current && setVersions(list),
      () => current && setVersions([]),
    );
    return () => {
      current = false;
    };
  }, [load]);
  if (!versions || versions.length < 2) return null;
  return <ScriptCompare versions={versions} loadOutput={loadOutput} headingLevel={3} {...(labelOf ? { labelOf } : {})} />;
}

type State = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; runs: NodeRun[] };

/** A node's past runs: status, start, duration, attempts and, for a failed run, its error. */
export function NodeHistoryDialog({ title, open = false, onOpenChange, load, scriptVersions }: NodeHistoryDialogProps) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  useEffect(() => {
    if (!open) return undefined;
    let current = true;
    setState({ kind: 'loading' });
    load().then(
      (runs) => current && setState({ kind: 'ready', runs }),
      () => current && setState({ kind: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [open, load]);

  return (
    <Modal title={`${title} history`} open={open} onOpenChange={onOpenChange}>
      <div role="status" aria-live="polite" aria-busy={state.kind === 'loading'}>
        {state.kind === 'loading' ? <p className={styles.message}>Loading runs…</p> : null}
        {state.kind === 'failed' ? <p className={styles.message}>{HISTORY_FAILED_MESSAGE}</p> : null}
        {state.kind === 'ready' && state.runs.length === 0 ? <p className={styles.message}>{NO_RUNS_MESSAGE}</p> : null}
      </div>
      {state.kind === 'ready' && state.runs.length > 0 ? (
        <ul className={styles.list} aria-label="Runs">
          {state.runs.map((run) => {
            const label = STATUS_LABELS[run.status] ?? run.status;
            return (
              <li key={run.id} className={styles.run} aria-label={`${label}, started ${formatRunTime(run.startedAt)}`}>
                <div className={styles.header}>
                  <span className={run.status === 'failed' ? `${styles.status} ${styles.failed}` : styles.status}>{label}</span>
                </div>
                <dl className={styles.facts}>
                  <div className={styles.fact}>
                    <dt className={styles.term}>Started</dt>
                    <dd className={styles.definition}>{formatRunTime(run.startedAt)}</dd>
                  </div>
                  <div className={styles.fact}>
                    <dt className={styles.term}>Duration</dt>
                    <dd className={styles.definition}>{formatDuration(run.timeTaken)}</dd>
                  </div>
                  <div className={styles.fact}>
                    <dt className={styles.term}>Attempts</dt>
                    <dd className={styles.definition}>{run.attempts}</dd>
                  </div>
                </dl>
                {run.status === 'failed' && run.error ? <p className={styles.error}>{run.error}</p> : null}
              </li>
            );
          })}
        </ul>
      ) : null}
      {open && scriptVersions ? <VersionsCompare {...scriptVersions} /> : null}
    </Modal>
  );
}
