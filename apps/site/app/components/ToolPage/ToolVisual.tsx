import * as styles from './ToolPage.css';

/** What a tool page shows beside its title: a screenshot of its demo, or a drawing of what it does. */
export type ToolVisualSource =
  | { kind: 'screenshot'; src: string; srcSet: string; width: number; height: number; alt: string; caption: string }
  | { kind: 'illustration'; src: string; width: number; height: number; alt: string };

/** `sizes` of the picture: the hero's right column from 1024 px, the page's width below. */
export const VISUAL_SIZES = '(min-width: 1024px) 560px, calc(100vw - 48px)';

export function ToolVisual({ visual }: { visual: ToolVisualSource }) {
  if (visual.kind === 'screenshot') {
    return (
      <figure className={styles.visual}>
        <img
          className={styles.screenshot}
          src={visual.src}
          srcSet={visual.srcSet}
          sizes={VISUAL_SIZES}
          width={visual.width}
          height={visual.height}
          alt={visual.alt}
          decoding="async"
        />
        <figcaption className={styles.caption}>{visual.caption}</figcaption>
      </figure>
    );
  }
  return (
    <figure className={styles.visual}>
      <img className={styles.illustration} src={visual.src} width={visual.width} height={visual.height} alt={visual.alt} decoding="async" />
    </figure>
  );
}
