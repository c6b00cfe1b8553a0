import type { ReactNode } from 'react';
import * as styles from '#app/components/share/SharePage.css.ts';
import type { Citation } from '#app/lib/shared-video.server.ts';

/** A shared film's or episode's 'Cite the paper': the reference, the DOI's link, and what a page adds after them. */
export function CiteThePaper({ citation, children }: { citation: Citation; children?: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby="citation-title">
      <h2 id="citation-title" className={styles.sectionTitle}>
        Cite the paper
      </h2>
      <p className={styles.citation}>{citation.text}</p>
      {citation.doiUrl ? (
        <p>
          <a className={styles.link} href={citation.doiUrl} rel="noreferrer">
            Read the paper (DOI)
          </a>
        </p>
      ) : null}
      {children}
    </section>
  );
}
