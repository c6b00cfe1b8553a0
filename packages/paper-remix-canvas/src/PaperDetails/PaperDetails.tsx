import type { PaperDetails as Details } from '@paperlight/api-client';
import { Button } from '@paperlight/ui-kit';
import { useEffect, useRef, useState } from 'react';
import { SOURCE_LABELS, TEXT_FIELDS } from './details';
import { PaperDetailsForm } from './PaperDetailsForm';
import * as styles from './PaperDetails.css';

export const NO_DETAILS_MESSAGE = 'The reader found no title or authors in this PDF. Add them so the video credits the paper.';

export interface PaperDetailsProps {
  /** The details as read (or as last corrected); null when there is no result yet. */
  details: Details | null;
  /** Given for the project's owner: 'Correct details' opens the form. Guests and the sample only read. */
  onSave?: (details: Details) => Promise<void>;
}

function Source({ of }: { of: string | undefined }) {
  return of && SOURCE_LABELS[of] ? <span className={styles.source}>({SOURCE_LABELS[of]})</span> : null;
}

/**
 * The 'Paper details' of the Paper Input node's result (issue 30): title, authors in order, venue,
 * year, volume, issue, pages, DOI and licence, each with where it came from; the owner corrects
 * them in a form (PaperDetailsForm), and focus returns to 'Correct details' after Save or Cancel.
 */
export function PaperDetails({ details, onSave }: PaperDetailsProps) {
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  // Set on leaving the form; the button takes the focus once it is drawn again (after the save's
  // refresh too: a frame's timer could fire before the details were drawn again on a busy machine).
  const returnFocus = useRef(false);
  useEffect(() => {
    if (editing || !returnFocus.current || !editButton.current) return;
    returnFocus.current = false;
    editButton.current.focus();
  });
  const leave = () => {
    returnFocus.current = true;
    setEditing(false);
  };
  if (editing && onSave) {
    const base = details ?? { title: '', authors: [], sources: {} };
    return (
      <PaperDetailsForm
        details={base}
        onSave={async (next) => {
          await onSave(next);
          leave();
        }}
        onCancel={leave}
      />
    );
  }
  const empty = !details || (!details.title && details.authors.length === 0);
  const rows = details ? TEXT_FIELDS.filter(([field]) => details[field]) : [];
  return (
    <div className={styles.panel}>
      {empty ? (
        <p className={styles.empty}>{NO_DETAILS_MESSAGE}</p>
      ) : (
        <dl className={styles.list}>
          <dt className={styles.term}>Title</dt>
          <dd className={styles.value}>
            {details.title}
            <Source of={details.sources.title} />
          </dd>
          <dt className={styles.term}>Authors</dt>
          <dd className={styles.value}>
            {details.authors.length > 0 ? details.authors.map((a) => a.name).join(', ') : 'None found'}
            <Source of={details.sources.authors} />
          </dd>
          {rows.map(([field, label]) => (
            <div key={field} className={styles.row}>
              <dt className={styles.term}>{label}</dt>
              <dd className={styles.value}>
                {details[field]}
                <Source of={details.sources[field]} />
              </dd>
            </div>
          ))}
        </dl>
      )}
      {onSave ? (
        <div className={styles.actions}>
          <Button ref={editButton} variant="secondary" size="sm" onClick={() => setEditing(true)}>
            Correct details
          </Button>
        </div>
      ) : null}
    </div>
  );
}
