import { Button, useClock, VisuallyHidden } from '@paperlight/ui-kit';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { formatEstimate, formatRemaining, OUT_OF_DATE_LABEL, remainingSeconds, type NodeLive } from '../workflow/live';
import { rerenderPending } from '../workflow/podcast';
import { presentationDownloads, presentationOf } from '../workflow/presentation';
import { canGenerate, inputValidity, nodeAction, normalizeStatus, TRIAL_EXPIRED_MESSAGE, type NodeAction } from '../workflow/status';
import { paperSummary, posterOf, resultSummary, sceneThumbnails } from '../workflow/summary';
import type { NodeStatus, WorkflowNode } from '../workflow/types';
import * as styles from './NodeCard.css';
import { PodcastOnCard } from './PodcastOnCard';

/** An edited episode's button: speaks the changed turns again (issue 34). */
export const RERENDER_LABEL = 'Re-render';

/** The completed input node's result button: what the engine read from the paper (decision 0090). */
export const PAPER_CONTENTS_LABEL = 'Contents';

export type CanvasMode = 'guest' | 'user';

export type NodeMenuAction = 'runFromHere' | 'reset' | 'configure' | 'delete' | 'history' | 'connect' | 'disconnect';

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
  /** Why the step cannot run yet, e.g. 'Add a paper first': Generate is disabled and says so. */
  notReady?: string;
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
    // This step and every step after it, in order (the guest sample's menu stays SPEC §2's four items).
    ...(locked || !canGenerate(node.type) ? [] : [{ action: 'runFromHere' as const, label: 'Run from here', disabled: false }]),
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

/**
 * A picture on a card. Its address is signed and expires (15 min); one that no longer loads leaves
 * its empty frame rather than a broken-image sign, until the next state from the server brings a
 * fresh address.
 */
function CardImage({ src, alt }: { src: string; alt: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (failed === src) return null;
  return <img className={styles.image} src={src} alt={alt} loading="lazy" decoding="async" onError={() => setFailed(src)} />;
}

type IconName = 'regenerate' | 'replace' | 'preview';

/** The small pictures of the Paper Input card's icon buttons (their names are on the buttons). */
function Icon({ name }: { name: IconName }) {
  const paths: Record<IconName, string> = {
    // A circular arrow: run again.
    regenerate: 'M20 12a8 8 0 1 1-2.34-5.66M20 4v5h-5',
    // An arrow up out of a tray: put another file in.
    replace: 'M12 15V4m0 0L7.5 8.5M12 4l4.5 4.5M5 14v5h14v-5',
    // A page with an eye-like fold: open the PDF.
    preview: 'M7 3h7l5 5v13H7zM14 3v5h5M10 13h6M10 17h6',
  };
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path d={paths[name]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * A read paper on its card, within the height the canvas lays cards out by (NODE_HEIGHT): its title
 * on one line (the whole title, and the file it came from, in the tooltip), 'First Author et al.' and
 * 'N pages · M figures found'. Before the paper is read, or when its result names no title, the file name.
 */
function PaperOnCard({ node, fileName }: { node: WorkflowNode; fileName: string | undefined }) {
  const status = normalizeStatus(node.data.status);
  const paper = status === 'completed' ? paperSummary(node.data.execution) : null;
  if (!paper?.title)
    return (
      <p className={styles.fileName} title={fileName}>
        {fileName ?? 'No file uploaded'}
      </p>
    );
  return (
    <div className={styles.paper}>
      <p className={styles.paperTitle} title={fileName ? `${paper.title}\n${fileName}` : paper.title}>
        {paper.title}
      </p>
      {paper.byline ? <p className={styles.paperLine}>{paper.byline}</p> : null}
      {paper.counts ? <p className={styles.paperLine}>{paper.counts}</p> : null}
    </div>
  );
}

/**
 * A finished step's result on its card, within the card's fixed size: the summary lines, a
 * storyboard's first scene images beside its scene count, a film's poster frame (a play button that
 * opens the player) beside its length, a deck's first slide beside its size and headings, an
 * episode's play button beside its voices and length.
 */
function ResultOnCard({ node, onView }: Pick<NodeCardProps, 'node' | 'onView'>) {
  const { execution } = node.data;
  const lines = resultSummary(node.type, execution);
  const summaryIn = (className: string) =>
    lines.map((line) => (
      <p key={line} className={className}>
        {line}
      </p>
    ));
  const summary = summaryIn(styles.summary);
  if (node.type === 'paperInput') return null;
  if (node.type === 'storyboard') {
    const thumbnails = sceneThumbnails(execution);
    if (thumbnails.length === 0) return <>{summary}</>;
    return (
      <div className={styles.media}>
        <ul className={styles.strip} aria-label={`${node.data.title} scenes`}>
          {thumbnails.map((thumbnail) => (
            <li key={thumbnail.scene} className={styles.thumbnail} title={thumbnail.caption ?? undefined}>
              <CardImage src={thumbnail.url} alt={`Scene ${thumbnail.scene}${thumbnail.caption ? `: ${thumbnail.caption}` : ''}`} />
            </li>
          ))}
        </ul>
        <div className={styles.mediaText}>{summaryIn(styles.mediaLine)}</div>
      </div>
    );
  }
  if (node.type === 'video') {
    const poster = posterOf(execution);
    return (
      <div className={styles.media}>
        <button
          type="button"
          className={`${styles.poster} nodrag`}
          aria-label={`Play ${node.data.title}`}
          onClick={() => onView?.(node.id)}
        >
          {poster ? <CardImage src={poster} alt="" /> : null}
          <span className={styles.play} aria-hidden="true" />
        </button>
        <div className={styles.mediaText}>{summary}</div>
      </div>
    );
  }
  if (node.type === 'podcast') return <PodcastOnCard node={node} />;
  if (node.type === 'presentation') {
    const deck = presentationOf(execution);
    const firstSlide = presentationDownloads(execution).png;
    const [length, headings] = lines;
    return (
      <div className={styles.media}>
        {firstSlide ? (
          <span className={styles.slide[deck?.size ?? '16:9']}>
            <CardImage src={firstSlide} alt={deck ? `First slide: ${deck.title}` : 'First slide'} />
          </span>
        ) : null}
        <div className={styles.mediaText}>
          {length ? <p className={styles.mediaLine}>{length}</p> : null}
          {headings ? (
            <p className={styles.headings} title={headings}>
              {headings}
            </p>
          ) : null}
        </div>
      </div>
    );
  }
  return <>{summary}</>;
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
