import * as styles from './ChatPaperDemo.css';
import type { PaperSource } from './sample';

/** 'Sample paper: authors. venue. doi:… Licence: ….' under the PDF. */
export function PaperAttribution({ source }: { source: PaperSource }) {
  return (
    <p className={styles.attribution}>
      Sample paper: {source.authors ? `${source.authors}. ` : ''}
      {source.venue ? `${source.venue}. ` : ''}
      {source.doi ? (
        <a className={styles.link} href={`https://doi.org/${source.doi}`} target="_blank" rel="noopener noreferrer">
          doi:{source.doi}
        </a>
      ) : null}
      {source.licence ? (
        <>
          {' '}
          Licence:{' '}
          {source.licenceUrl ? (
            <a className={styles.link} href={source.licenceUrl} target="_blank" rel="noopener noreferrer">
              {source.licence}
            </a>
          ) : (
            source.licence
          )}
          .
        </>
      ) : null}
    </p>
  );
}
