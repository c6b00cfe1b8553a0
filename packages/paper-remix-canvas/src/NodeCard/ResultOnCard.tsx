/** What a node card shows of its result: the paper it read, or the finished result's picture and summary. */
import { useState } from 'react';
import { presentationDownloads, presentationOf } from '../workflow/presentation';
import { normalizeStatus } from '../workflow/status';
import { paperSummary, posterOf, resultSummary, sceneThumbnails } from '../workflow/summary';
import type { WorkflowNode } from '../workflow/types';
import * as styles from './NodeCard.css';
import { PodcastOnCard } from './PodcastOnCard';
import type { NodeCardProps } from './NodeCardTypes';

/**
 * A picture on a card. Its address is signed and expires (15 min); one that no longer loads leaves
 * its empty frame rather than a broken-image sign, until the next state from the server brings a
 * fresh address.
 */
export function CardImage({ src, alt }: { src: string; alt: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (failed === src) return null;
  return <img className={styles.image} src={src} alt={alt} loading="lazy" decoding="async" onError={() => setFailed(src)} />;
}

export type IconName = 'regenerate' | 'replace' | 'preview';

/** The small pictures of the Paper Input card's icon buttons (their names are on the buttons). */
export function Icon({ name }: { name: IconName }) {
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
export function PaperOnCard({ node, fileName }: { node: WorkflowNode; fileName: string | undefined }) {
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
export function ResultOnCard({ node, onView }: Pick<NodeCardProps, 'node' | 'onView'>) {
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
