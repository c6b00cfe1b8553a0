import type { CSSProperties } from 'react';
import { cx } from '../styles/cx';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './Skeleton.css';

export type SkeletonShape = 'text' | 'rect' | 'circle';

export interface SkeletonProps {
  /**
   * @default 'rect'
   */
  shape?: SkeletonShape;
  /**
   * CSS width (numbers are pixels).
   * @default '100%'
   * @example <Skeleton width={120} height={16} />
   */
  width?: number | string;
  /**
   * CSS height (numbers are pixels).
   * @default '1em' for text, 48px otherwise
   */
  height?: number | string;
  /**
   * Number of stacked placeholders; the last text line is shorter, like a paragraph.
   * @default 1
   */
  count?: number;
  /**
   * Announced to screen readers while loading; omit when a parent already announces it.
   * @example <Skeleton label="Loading results" />
   */
  label?: string;
  className?: string;
}

/** Placeholder shown while content loads. Decorative unless given a `label`. */
export function Skeleton({ shape = 'rect', width = '100%', height, count = 1, label, className }: SkeletonProps) {
  const blocks = Array.from({ length: Math.max(1, count) }, (_, index) => {
    const isShortLast = shape === 'text' && count > 1 && index === count - 1;
    const style: CSSProperties = {
      width: isShortLast ? '60%' : width,
      height: height ?? (shape === 'text' ? '1em' : 48),
    };
    if (shape === 'circle' && height === undefined) style.height = width;
    return <span key={index} className={cx(styles.root, styles.shape[shape], count === 1 && className)} style={style} aria-hidden="true" />;
  });

  const content = count === 1 ? blocks : <span className={cx(styles.group, className)}>{blocks}</span>;
  if (!label) return <>{content}</>;
  return (
    <span role="status" aria-busy="true" data-skeleton="">
      <VisuallyHidden>{label}</VisuallyHidden>
      {content}
    </span>
  );
}
