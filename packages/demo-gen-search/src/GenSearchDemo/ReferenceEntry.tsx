import { VisuallyHidden } from '@paperlight/ui-kit';
import { bareDoi, doiUrl, formatPubDate, type NumberedSource } from './answer';
import { authorName } from './authorLabel';
import { Chevron } from './icons';
import * as styles from './GenSearchDemo.css';

interface ReferenceEntryProps {
  item: NumberedSource;
  domId: string;
  open: boolean;
  onToggle: () => void;
  titleHref: string | null;
}

/** A numbered reference that opens to its full title, DOI, date, authors and abstract. */
export function ReferenceEntry({ item, domId, open, onToggle, titleHref }: ReferenceEntryProps) {
  const panelId = `${domId}-panel`;
  const { source } = item;
  const doi = doiUrl(source.doi);
  const href = titleHref ?? doi;
  const date = formatPubDate(source.pubDate, source.year);
  const authors = source.authors.map(authorName).filter(Boolean);
  return (
    <li id={domId} className={styles.referenceItem} data-open={open || undefined}>
      <button type="button" className={styles.referenceToggle} aria-expanded={open} aria-controls={panelId} onClick={onToggle}>
        <span className={styles.referenceNumber}>[Q {item.number}]</span>
        <span className={styles.referenceTitle}>{source.title}</span>
        <Chevron open={open} />
      </button>
      <div id={panelId} className={styles.referencePanel} hidden={!open}>
        <p className={styles.referenceFullTitle}>
          {href ? (
            <a className={styles.textLink} href={href} target="_blank" rel="noopener noreferrer">
              {source.title}
              <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
            </a>
          ) : (
            source.title
          )}
        </p>
        <dl className={styles.referenceFacts}>
          {doi ? (
            <>
              <dt>DOI</dt>
              <dd>
                <a className={styles.textLink} href={doi} target="_blank" rel="noopener noreferrer">
                  {bareDoi(source.doi)}
                  <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
                </a>
              </dd>
            </>
          ) : null}
          {date ? (
            <>
              <dt>Published</dt>
              <dd>{date}</dd>
            </>
          ) : null}
          {authors.length > 0 ? (
            <>
              <dt>{authors.length === 1 ? 'Author' : 'Authors'}</dt>
              <dd>{authors.join(', ')}</dd>
            </>
          ) : null}
        </dl>
        {source.abstract ? <p className={styles.abstract}>{source.abstract}</p> : null}
      </div>
    </li>
  );
}
