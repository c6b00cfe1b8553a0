import { Button } from '@paperlight/ui-kit';
import { useEffect, useId, useRef, useState } from 'react';
import { canGenerate, inputValidity, nodeAction, normalizeStatus, TRIAL_EXPIRED_MESSAGE } from '../workflow/status';
import type { NodeStatus, WorkflowNode } from '../workflow/types';
import * as styles from './NodeCard.css';

export type CanvasMode = 'guest' | 'user';

export type NodeMenuAction = 'reset' | 'configure' | 'delete' | 'history';

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

function NodeMenu({ node, mode, onMenuAction }: Pick<NodeCardProps, 'node' | 'mode' | 'onMenuAction'>) {
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
export function NodeCard({ node, mode = 'user', onGenerate, onView, onPreview, onMenuAction, onUpload, onLocked, bookingUrl }: NodeCardProps) {
  const status = normalizeStatus(node.data.status);
  const action = nodeAction(status);
  const titleId = useId();
  const fileName = fileNameOf(node);
  const fileInput = useRef<HTMLInputElement>(null);

  return (
    <article className={styles.root} aria-labelledby={titleId} data-status={status} data-node-type={node.type}>
      <div className={styles.header}>
        <h3 id={titleId} className={styles.title}>
          {node.data.title}
        </h3>
        <span className={styles.badge[status]}>{STATUS_LABELS[status]}</span>
        <NodeMenu node={node} mode={mode} onMenuAction={onMenuAction} />
      </div>

      {node.type === 'paperInput' ? (
        <>
          <p className={styles.meta}>{fileName ?? 'No file uploaded'}</p>
          <p className={styles.meta}>
            <span className={status === 'idle' ? styles.badge.idle : styles.badge.completed}>{inputValidity(status)}</span>
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
              onClick={() => (mode === 'guest' ? onLocked?.() : fileInput.current?.click())}
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
          <span className={styles.processing} role="status">
            <span className={styles.spinner} aria-hidden="true" />
            {action.message}
          </span>
        ) : action.kind === 'view' ? (
          <>
            {node.type === 'paperInput' ? null : (
              <Button size="sm" onClick={() => onView?.(node.id)}>
                {action.label}
              </Button>
            )}
            <Button size="sm" variant="secondary" disabled={action.regenerateDisabled}>
              {action.regenerateLabel}
            </Button>
          </>
        ) : (
          <Button size="sm" onClick={() => onGenerate?.(node.id)}>
            {action.label}
          </Button>
        )}
      </div>
    </article>
  );
}
