import { Button, useClock } from '@paperlight/ui-kit';
import { useEffect, useId, useRef, useState } from 'react';
import { formatEstimate, formatRemaining, OUT_OF_DATE_LABEL, remainingSeconds, type NodeLive } from '../workflow/live';
import { canGenerate, inputValidity, nodeAction, normalizeStatus, TRIAL_EXPIRED_MESSAGE } from '../workflow/status';
import type { NodeStatus, WorkflowNode } from '../workflow/types';
import * as styles from './NodeCard.css';

/** The completed input node's result button: what the engine read from the paper (decision 0090). */
export const PAPER_CONTENTS_LABEL = 'Contents';

export type CanvasMode = 'guest' | 'user';

export type NodeMenuAction = 'reset' | 'configure' | 'delete' | 'history' | 'connect' | 'disconnect';

export interface NodeCardProps {
  node: WorkflowNode;
  /**
   * Guests see everything but Reset, Delete and History are disabled.
   * @default 'user'
   */
  mode?: CanvasMode;
  /** Generate or Retry. */
  onGenerate?: (nodeId: string) => void;
  /** View the result of a completed node. */
  onView?: (nodeId: string) => void;
  /** Download the input node's PDF. */
  onPreview?: (nodeId: string) => void;
  onMenuAction?: (nodeId: string, action: NodeMenuAction) => void;
  /** A PDF chosen for the input node (registered users). */
  onUpload?: (nodeId: string, file: File) => void;
  /** Guests: the upload button leads here (sign-up) instead of opening the file picker. */
  onLocked?: () => void;
  /** Where 'Book a call' leads beside the expired-trial message. */
  bookingUrl?: string;
  /** Live progress, 'Out of date' and the estimate, as the server and the socket say. */
  live?: NodeLive;
  /** Edges into or out of this node; 'Disconnect…' is offered when there is one. @default 0 */
  edgeCount?: number;
  /** The phone list: move this step up or down the list (absent at the ends). */
  onMoveUp?: (nodeId: string) => void;
  onMoveDown?: (nodeId: string) => void;
}

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

function NodeMenu({ node, mode, onMenuAction, edgeCount = 0 }: Pick<NodeCardProps, 'node' | 'mode' | 'onMenuAction' | 'edgeCount'>) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wrapRef = useRef<HTMLDivElement>(null);
  const locked = mode === 'guest';

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const items: { action: NodeMenuAction; label: string; disabled: boolean }[] = [
    { action: 'reset', label: 'Reset', disabled: locked },
    { action: 'configure', label: 'Configure', disabled: false },
    { action: 'delete', label: 'Delete', disabled: locked },
    // The input node keeps no run history.
    ...(node.type === 'paperInput' ? [] : [{ action: 'history' as const, label: 'History', disabled: locked }]),
    // Wiring without dragging a handle: keyboard and touch users (issue 15).
    // The guest sample's menu stays SPEC §2's four items.
    ...(locked || node.type === 'output' ? [] : [{ action: 'connect' as const, label: 'Connect to…', disabled: false }]),
    ...(locked || edgeCount === 0 ? [] : [{ action: 'disconnect' as const, label: 'Disconnect…', disabled: false }]),
  ];

  return (
    <div
      ref={wrapRef}
      className={`${styles.menuWrap} nodrag`}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.menuButton}
        aria-label={`${node.data.title} options`}
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <span aria-hidden="true">⋮</span>
      </button>
      {open ? (
        <ul id={menuId} className={styles.menu} aria-label={`${node.data.title} options`}>
          {items.map((item) => (
            <li key={item.action}>
              <button
                type="button"
                className={styles.menuItem}
                disabled={item.disabled}
                onClick={() => {
                  setOpen(false);
                  onMenuAction?.(node.id, item.action);
                }}
              >
                {item.label}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** One workflow step: its status, what can be done next, and its menu. */
export function NodeCard({
  node, mode = 'user', onGenerate, onView, onPreview, onMenuAction, onUpload, onLocked, bookingUrl, live, edgeCount, onMoveUp, onMoveDown,
}: NodeCardProps) {
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

  return (
    <article className={styles.root} aria-labelledby={titleId} data-status={status} data-node-type={node.type} data-out-of-date={outOfDate || undefined}>
      <div className={styles.header}>
        <h3 id={titleId} className={styles.title} title={node.data.title}>
          {node.data.title}
        </h3>
        <NodeMenu node={node} mode={mode} onMenuAction={onMenuAction} edgeCount={edgeCount} />
      </div>
      <p className={styles.badges}>
        <span className={styles.badge[status]}>{STATUS_LABELS[status]}</span>
        {outOfDate ? (
          <span className={styles.badge.outOfDate} title="A result exists but what it was made from has changed; generate again to update it.">
            {OUT_OF_DATE_LABEL}
          </span>
        ) : null}
      </p>

      {node.type === 'paperInput' ? (
        <>
          <p className={styles.meta}>{fileName ?? 'No file uploaded'}</p>
          <p className={styles.meta}>
            <span className={status === 'completed' ? styles.badge.completed : styles.badge.idle}>{inputValidity(status)}</span>
          </p>
        </>
      ) : null}

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
              accept="application/pdf,.pdf"
              hidden
              aria-hidden="true"
              tabIndex={-1}
              onChange={(event) => {
                const file = event.currentTarget.files?.[0];
                event.currentTarget.value = '';
                if (file) onUpload?.(node.id, file);
              }}
            />
            <Button
              size="sm"
              variant={fileName ? 'secondary' : 'primary'}
              aria-label={fileName ? `Replace PDF of ${node.data.title}` : `Upload PDF to ${node.data.title}`}
              disabled={status === 'processing'}
              onClick={pickFile}
              onKeyDown={(event) => {
                // The canvas takes Enter and Space for selecting the node; here they choose a file.
                if (event.key !== 'Enter' && event.key !== ' ') return;
                event.preventDefault();
                event.stopPropagation();
                pickFile();
              }}
            >
              {fileName ? 'Replace PDF' : 'Upload PDF'}
            </Button>
            <Button size="sm" variant="secondary" onClick={() => onPreview?.(node.id)}>
              Preview
            </Button>
          </>
        ) : null}
        {/* The input node is validated after its upload; there is nothing to generate from before. */}
        {!canGenerate(node.type) || (node.type === 'paperInput' && !fileName && action.kind === 'generate') ? null : action.kind === 'processing' ? (
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
          <>
            {/* The input already offers Preview (its PDF); its result is what the engine read from it. */}
            <Button size="sm" onClick={() => onView?.(node.id)}>
              {node.type === 'paperInput' ? PAPER_CONTENTS_LABEL : action.label}
            </Button>
            {outOfDate ? (
              // Its input changed: running it again is the way to bring it up to date.
              <Button size="sm" variant="secondary" onClick={() => onGenerate?.(node.id)}>
                {action.regenerateLabel}
              </Button>
            ) : (
              <Button size="sm" variant="secondary" disabled={action.regenerateDisabled}>
                {action.regenerateLabel}
              </Button>
            )}
            {outOfDate && estimate ? <span className={styles.estimate}>{estimate}</span> : null}
          </>
        ) : (
          <>
            <Button size="sm" onClick={() => onGenerate?.(node.id)}>
              {action.label}
            </Button>
            {estimate ? <span className={styles.estimate}>{estimate}</span> : null}
          </>
        )}
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
