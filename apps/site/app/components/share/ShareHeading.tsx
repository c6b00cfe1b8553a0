import type { ReactNode } from 'react';
import * as styles from '#app/components/share/SharePage.css.ts';

/** A shared film's or episode's top: the brand, the paper's title and its authors, and what a page adds under them. */
export function ShareHeading({ title, authors, children }: { title: string; authors: readonly string[]; children?: ReactNode }) {
  return (
    <>
      <a className={styles.brand} href="/">
        Paperlight
      </a>
      <header className={styles.heading}>
        <h1 className={styles.title}>{title}</h1>
        {authors.length > 0 ? <p className={styles.authors}>{authors.join(', ')}</p> : null}
        {children}
      </header>
    </>
  );
}
