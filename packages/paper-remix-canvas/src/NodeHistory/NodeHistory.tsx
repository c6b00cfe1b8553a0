import { Button, ConfirmDialog, Modal, VisuallyHidden } from '@paperlight/ui-kit';
import { useCallback, useEffect, useId, useState } from 'react';
import { ResultEditError, type NodeRun, type NodeVersion, type RunOutput } from '../adapter';
import { ScriptCompare } from '../ScriptCompare';
import { formatDuration, formatRunTime, HISTORY_FAILED_MESSAGE, NO_RUNS_MESSAGE, STATUS_LABELS } from './format';
import * as styles from './NodeHistory.css';
import { RunOutputView } from './RunOutput';

export { formatDuration, formatRunTime, HISTORY_FAILED_MESSAGE, NO_RUNS_MESSAGE } from './format';

export const OUTPUT_NOT_KEPT_MESSAGE = 'Its output is no longer kept.';
export const DELETE_OUTPUT_TITLE = "Delete this run's output?";
export const DELETE_OUTPUT_DESCRIPTION = 'Its files are removed and no longer count towards your storage. This cannot be undone.';
export const DELETE_OUTPUT_FAILED_MESSAGE = 'The output could not be deleted. Please try again.';

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
  /** The node's type, which says how a run's output is shown (a film is played). @default 'paperInput' */
  nodeType?: string;
  /**
   * Fetches a finished run's kept output (decision 0173); with it, each such run can be opened (a
   * film played) inside the dialog.
   */
  loadOutput?: (versionId: string) => Promise<RunOutput>;
  /** Deletes a run's kept output; a refusal (ResultEditError) shows its message. */
  deleteOutput?: (versionId: string) => Promise<void>;
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

interface RunItemProps {
  run: NodeRun;
  nodeType: string;
  loadOutput: NodeHistoryDialogProps['loadOutput'];
  onDelete: ((run: NodeRun) => void) | undefined;
}

/** One run: its facts, and for a finished run with a kept output, Open (or Play) and Delete. */
function RunItem({ run, nodeType, loadOutput, onDelete }: RunItemProps) {
  const outputId = `${useId()}-output`;
  const [opened, setOpened] = useState(false);
  const label = STATUS_LABELS[run.status] ?? run.status;
  const started = formatRunTime(run.startedAt);
  const versionId = run.versionId ?? null;
  const load = useCallback(
    () => (versionId && loadOutput ? loadOutput(versionId) : Promise.reject(new Error('not kept'))),
    [versionId, loadOutput],
  );
  const verb = nodeType === 'video' ? 'Play' : 'Open';
  return (
    <li className={styles.run} aria-label={`${label}, started ${started}`}>
      <div className={styles.header}>
        <span className={run.status === 'failed' ? `${styles.status} ${styles.failed}` : styles.status}>{label}</span>
        {run.status === 'completed' && versionId && loadOutput ? (
          <span className={styles.actions}>
            <Button
              variant="secondary"
              aria-expanded={opened}
              {...(opened ? { 'aria-controls': outputId } : {})}
              onClick={() => setOpened((open) => !open)}
            >
              {opened ? 'Close' : verb}
              <VisuallyHidden> the output of the run started {started}</VisuallyHidden>
            </Button>
            {onDelete ? (
              <ConfirmDialog
                label={
                  <>
                    Delete<VisuallyHidden> the output of the run started {started}</VisuallyHidden>
                  </>
                }
                title={DELETE_OUTPUT_TITLE}
                description={DELETE_OUTPUT_DESCRIPTION}
                confirmLabel="Delete"
                triggerVariant="secondary"
                onConfirm={() => onDelete(run)}
              />
            ) : null}
          </span>
        ) : null}
      </div>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className={styles.term}>Started</dt>
          <dd className={styles.definition}>{started}</dd>
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
      {run.status === 'completed' && loadOutput && !versionId ? <p className={styles.note}>{OUTPUT_NOT_KEPT_MESSAGE}</p> : null}
      {opened && versionId ? (
        <div id={outputId}>
          <RunOutputView nodeType={nodeType} load={load} label={`Output of the run started ${started}`} />
        </div>
      ) : null}
    </li>
  );
}

/**
 * A node's past runs: status, start, duration, attempts and, for a failed run, its error; each
 * finished run's output opens (a film plays) inside the dialog, and can be deleted.
 */
export function NodeHistoryDialog({
  title,
  open = false,
  onOpenChange,
  load,
  scriptVersions,
  nodeType = 'paperInput',
  loadOutput,
  deleteOutput,
}: NodeHistoryDialogProps) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [message, setMessage] = useState<{ failed: boolean; text: string } | null>(null);
  useEffect(() => {
    if (!open) return undefined;
    let current = true;
    setState({ kind: 'loading' });
    setMessage(null);
    load().then(
      (runs) => current && setState({ kind: 'ready', runs }),
      () => current && setState({ kind: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [open, load]);

  const remove = async (run: NodeRun) => {
    if (!deleteOutput || !run.versionId) return;
    setMessage({ failed: false, text: 'Deleting the output…' });
    try {
      await deleteOutput(run.versionId);
      setState((prev) =>
        prev.kind === 'ready' ? { kind: 'ready', runs: prev.runs.map((r) => (r.id === run.id ? { ...r, versionId: null } : r)) } : prev,
      );
      setMessage({ failed: false, text: `Deleted the output of the run started ${formatRunTime(run.startedAt)}.` });
    } catch (error) {
      setMessage({ failed: true, text: error instanceof ResultEditError ? error.message : DELETE_OUTPUT_FAILED_MESSAGE });
    }
  };

  return (
    <Modal title={`${title} history`} open={open} onOpenChange={onOpenChange}>
      <div role="status" aria-live="polite" aria-busy={state.kind === 'loading'}>
        {state.kind === 'loading' ? <p className={styles.message}>Loading runs…</p> : null}
        {state.kind === 'failed' ? <p className={styles.message}>{HISTORY_FAILED_MESSAGE}</p> : null}
        {state.kind === 'ready' && state.runs.length === 0 ? <p className={styles.message}>{NO_RUNS_MESSAGE}</p> : null}
        {message && !message.failed ? <p className={styles.note}>{message.text}</p> : null}
      </div>
      {message?.failed ? (
        <p className={styles.error} role="alert">
          {message.text}
        </p>
      ) : null}
      {state.kind === 'ready' && state.runs.length > 0 ? (
        <ul className={styles.list} aria-label="Runs">
          {state.runs.map((run) => (
            <RunItem
              key={run.id}
              run={run}
              nodeType={nodeType}
              loadOutput={loadOutput}
              onDelete={deleteOutput ? (r) => void remove(r) : undefined}
            />
          ))}
        </ul>
      ) : null}
      {open && scriptVersions ? <VersionsCompare {...scriptVersions} /> : null}
    </Modal>
  );
}
