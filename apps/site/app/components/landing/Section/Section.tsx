import type { ReactNode } from 'react';
import { HydrationSlice } from '../../HydrationSlice';
import * as styles from './Section.css';

export interface SectionProps {
  /** Anchor of the section (SPEC §2), also the base of its heading id. */
  id: string;
  title: ReactNode;
  intro?: ReactNode;
  /** @default 'plain' */
  tone?: keyof typeof styles.root;
  children?: ReactNode;
}

/**
 * A landing page section named by its heading. Each one hydrates as a slice of its own, and is laid
 * out only when near the screen (decision 0017).
 */
export function Section({ id, title, intro, tone = 'plain', children }: SectionProps) {
  return (
    <HydrationSlice>
      <section id={id} className={styles.root[tone]} aria-labelledby={`${id}-title`}>
        <div className={styles.inner}>
          <h2 id={`${id}-title`} className={styles.title}>
            {title}
          </h2>
          {intro ? <p className={styles.intro}>{intro}</p> : null}
          {children}
        </div>
      </section>
    </HydrationSlice>
  );
}
