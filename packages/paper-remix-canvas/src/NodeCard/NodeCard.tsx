import { Button, useClock, VisuallyHidden } from '@paperlight/ui-kit';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { formatEstimate, formatRemaining, OUT_OF_DATE_LABEL, remainingSeconds } from '../workflow/live';
import { rerenderPending } from '../workflow/podcast';
import { canGenerate, inputValidity, nodeAction, normalizeStatus, TRIAL_EXPIRED_MESSAGE, type NodeAction } from '../workflow/status';
import type { NodeStatus, WorkflowNode } from '../workflow/types';
import * as styles from './NodeCard.css';
import type { NodeCardProps } from './NodeCardTypes';
import { NodeMenu } from './NodeMenu';
import { Icon, PaperOnCard, ResultOnCard } from './ResultOnCard';

/** An edited episode's button: speaks the changed turns again (issue 34). */
export const RERENDER_LABEL = 'Re-render';

/** The completed input node's result button: what the engine read from the paper (decision 0090). */
export const PAPER_CONTENTS_LABEL = 'Contents';

export const STATUS_LABELS: Record<NodeStatus, string> = {
  idle: 'Idle',
  processing: 'Processing',
  completed: 'Completed',
  failed: 'Failed',
  error: 'Error',
};

function fileNameOf(node: WorkflowNode): string | undefined {
  const basic = node.data.configuration.basic as { fileName?: unknown } | undefined;
  return typeof basic?.fileName === 'string' && basic.fileName !== '' ? basic.fileName : undefined;
}

/**
 * A finished step's actions: View (Contents for the input), and Regenerate — enabled once its input
 * changed, an icon on the input card — or, for an edited episode, Re-render (issue 34).
 */
function ViewActions({
  node,
  action,
  outOfDate,
  estimate,
  onView,
  onGenerate,
}: {
  node: WorkflowNode;
  action: Extract<NodeAction, { kind: 'view' }>;
  outOfDate: boolean;
  estimate: string | null;
} & Pick<NodeCardProps, 'onView' | 'onGenerate'>) {
  return (
    <>
      {/* The input already offers Preview (its PDF); its result is what the engine read from it. */}
      <Button size="sm" onClick={() => onView?.(node.id)}>
        {node.type === 'paperInput' ? PAPER_CONTENTS_LABEL : action.label}
      </Button>
      {node.type === 'paperInput' && !outOfDate ? (
        // A read paper is made again by replacing its file; its Regenerate stays, as an icon, to keep one row.
        <Button
          size="sm"
          variant="secondary"
          className={styles.iconButton}
          aria-label={action.regenerateLabel}
          title={action.regenerateLabel}
          disabled={action.regenerateDisabled}
        >
          <Icon name="regenerate" />
        </Button>
      ) : node.type === 'podcast' && rerenderPending(node.data.execution) ? (
        // Its turns were edited: the changed ones are spoken again, the others come from the render cache.
        <Button size="sm" variant="secondary" onClick={() => onGenerate?.(node.id)}>
          {RERENDER_LABEL}
        </Button>
      ) : outOfDate ? (
        // Its input changed: running it again is the way to bring it up to date.
        <Button size="sm" variant="secondary" onClick={() => onGenerate?.(node.id)}>
          {action.regenerateLabel}
        </Button>
      ) : (
        <Button size="sm" variant="secondary" disabled={action.regenerateDisabled}>
          {action.regenerateLabel}
        </Button>
      )}
      {outOfDate && estimate ? (
        // Beside View and Regenerate there is room for '~17 s' only; the words are read out whole.
        <span className={styles.estimate} title={estimate}>
          <span aria-hidden="true">{estimate.replace(/^about /, '~').replace(/^under 1 s$/, '<1 s')}</span>
          <VisuallyHidden>{estimate}</VisuallyHidden>
        </span>
      ) : null}
    </>
  );
}

/** One workflow step: its status, what can be done next, and its menu. */
export function NodeCard({
  node,
  mode = 'user',
  onGenerate,
  onView,
  onPreview,
  onMenuAction,
  onUpload,
  onLocked,
  bookingUrl,
  live,
  edgeCount,
  notReady,
  onMoveUp,
  onMoveDown,
}: NodeCardProps) {
  const reasonId = useId();
  const clock = useClock();
  const status = normalizeStatus(node.data.status);
  const action = nodeAction(status);
  const titleId = useId();
  const fileName = fileNameOf(node);
  const fileInput = useRef<HTMLInputElement>(null);
  const outOfDate = status === 'completed' && live?.outOfDate === true;
  const percent = status === 'processing' && live?.percent !== undefined ? Math.min(100, Math.max(0, Math.round(live.percent))) : null;
  const remaining = percent === null || !live ? null : formatRemaining(remainingSeconds(live, clock.now()));
  const estimate = live?.estimateSec != null && status !== 'processing' ? formatEstimate(live.estimateSec) : null;
  // Time left counts down between progress events too.
  const [, setTick] = useState(0);
  const running = percent !== null;
  useEffect(() => {
    if (!running) return undefined;
    const handle = clock.setInterval(() => setTick((n) => n + 1), 1000);
    return () => clock.clearInterval(handle);
  }, [clock, running]);
  const pickFile = () => (mode === 'guest' ? onLocked?.() : fileInput.current?.click());
  const onPickKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    // The canvas takes Enter and Space for selecting the node; here they choose a file.
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    event.stopPropagation();
    pickFile();
  };
  const uploadButton = (
    <Button
      size="sm"
      aria-label={`Upload PDF to ${node.data.title}`}
      disabled={status === 'processing'}
      onClick={pickFile}
      onKeyDown={onPickKey}
    >
      Upload PDF
    </Button>
  );
  // Once there is a file, replacing and previewing it are icon buttons after the step's own actions.
  const fileButtons = (
    <>
      {fileName ? (
        <Button
          size="sm"
          variant="secondary"
          className={styles.iconButton}
          aria-label={`Replace PDF of ${node.data.title}`}
          title="Replace PDF"
          onClick={pickFile}
          onKeyDown={onPickKey}
        >
          <Icon name="replace" />
        </Button>
      ) : null}
      <Button
        size="sm"
        variant="secondary"
        className={styles.iconButton}
        aria-label={`Preview PDF of ${node.data.title}`}
        title="Preview PDF"
        onClick={() => onPreview?.(node.id)}
      >
        <Icon name="preview" />
      </Button>
    </>
  );

  return (
    <article
      className={styles.root}
      aria-labelledby={titleId}
      data-status={status}
      data-node-type={node.type}
      data-out-of-date={outOfDate || undefined}
    >
      <div className={styles.header}>
        <h3 id={titleId} className={styles.title} title={node.data.title}>
          {node.data.title}
        </h3>
        <NodeMenu node={node} mode={mode} onMenuAction={onMenuAction} edgeCount={edgeCount} />
      </div>
      <p className={styles.badges}>
        <span className={styles.badge[status]}>{STATUS_LABELS[status]}</span>
        {/* The input's validity sits beside its status, so a read paper's facts fit the card. */}
        {node.type === 'paperInput' ? (
          <span className={status === 'completed' ? styles.badge.completed : styles.badge.idle}>{inputValidity(status)}</span>
        ) : null}
        {outOfDate ? (
          <span
            className={styles.badge.outOfDate}
            title="A result exists but what it was made from has changed; generate again to update it."
          >
            {OUT_OF_DATE_LABEL}
          </span>
        ) : null}
      </p>

      {node.type === 'paperInput' ? <PaperOnCard node={node} fileName={fileName} /> : null}

      {status === 'completed' ? <ResultOnCard node={node} onView={onView} /> : null}

      {node.data.error && (status === 'failed' || status === 'error') ? (
        <p className={styles.errorText} role="alert">
          {node.data.error}
          {node.data.error === TRIAL_EXPIRED_MESSAGE && bookingUrl ? (
            <>
              {' '}
              <a className={styles.errorLink} href={bookingUrl} target="_blank" rel="noreferrer">
                Book a call
              </a>
            </>
          ) : null}
        </p>
      ) : null}

      <div className={`${styles.actions} nodrag`}>
        {node.type === 'paperInput' ? (
          <>
            <input
              ref={fileInput}
              type="file"
              accept="application/pdf,.pdf,application/xml,text/xml,.xml,application/zip,.zip"
              hidden
              aria-hidden="true"
              tabIndex={-1}
              onChange={(event) => {
                const file = event.currentTarget.files?.[0];
                event.currentTarget.value = '';
                if (file) onUpload?.(node.id, file);
              }}
            />
            {fileName ? null : uploadButton}
          </>
        ) : null}
        {/* The input node is validated after its upload; there is nothing to generate from before. */}
        {!canGenerate(node.type) || (node.type === 'paperInput' && !fileName && action.kind === 'generate') ? null : action.kind ===
          'processing' ? (
          <div className={styles.running}>
            <span className={styles.processing} role="status">
              <span className={styles.spinner} aria-hidden="true" />
              {action.message}
            </span>
            {percent !== null ? (
              <>
                <div
                  className={styles.progressTrack}
                  role="progressbar"
                  aria-label={`${node.data.title} progress`}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={percent}
                  aria-valuetext={[`${percent}%`, remaining, live?.stage].filter(Boolean).join(', ')}
                >
                  <div className={styles.progressFill} style={{ width: `${percent}%` }} />
                </div>
                <p className={styles.progressText}>
                  <span>{percent}%</span>
                  {remaining ? <span>{remaining}</span> : null}
                </p>
                {live?.stage ? <p className={styles.stage}>{live.stage}</p> : null}
              </>
            ) : null}
          </div>
        ) : action.kind === 'view' ? (
          <ViewActions node={node} action={action} outOfDate={outOfDate} estimate={estimate} onView={onView} onGenerate={onGenerate} />
        ) : (
          <>
            <Button
              size="sm"
              disabled={notReady !== undefined}
              aria-describedby={notReady !== undefined ? reasonId : undefined}
              onClick={() => onGenerate?.(node.id)}
            >
              {action.label}
            </Button>
            {notReady !== undefined ? (
              <span id={reasonId} className={styles.reason}>
                {notReady}
              </span>
            ) : estimate ? (
              <span className={styles.estimate} title={estimate}>
                {estimate}
              </span>
            ) : null}
          </>
        )}
        {/* While the paper is read the progress takes the row; its file can be replaced once it is done. */}
        {node.type === 'paperInput' && status !== 'processing' ? fileButtons : null}
      </div>
      {onMoveUp || onMoveDown ? (
        <div className={styles.reorder}>
          {onMoveUp ? (
            <Button size="sm" variant="ghost" aria-label={`Move ${node.data.title} up`} onClick={() => onMoveUp(node.id)}>
              ↑ Up
            </Button>
          ) : null}
          {onMoveDown ? (
            <Button size="sm" variant="ghost" aria-label={`Move ${node.data.title} down`} onClick={() => onMoveDown(node.id)}>
              ↓ Down
            </Button>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}
