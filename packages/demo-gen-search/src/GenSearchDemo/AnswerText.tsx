import { VisuallyHidden } from '@paperlight/ui-kit';
import type { MouseEvent } from 'react';
import { toParagraphs, type NumberedSource } from './answer';
import { citationLabel } from './authorLabel';
import type { SummarySegment } from './citations';
import * as styles from './GenSearchDemo.css';

interface AnswerTextProps {
  segments: readonly SummarySegment[];
  byId: ReadonlyMap<string, NumberedSource>;
  referenceId: (id: string) => string;
  onCite: (id: string) => void;
  cursor: boolean;
}

/** The answer's paragraphs with their citations, and the typing cursor at the end while `cursor`. */
export function AnswerText({ segments, byId, referenceId, onCite, cursor }: AnswerTextProps) {
  const paragraphs = toParagraphs(segments);
  if (paragraphs.length === 0 && cursor) paragraphs.push([]);
  return (
    <>
      {paragraphs.map((paragraph, index) => (
        <p key={index} className={styles.paragraph}>
          {paragraph.map((segment, at) =>
            segment.kind === 'text' ? (
              <span key={at}>{segment.text}</span>
            ) : (
              <Citation key={at} ids={segment.ids} byId={byId} referenceId={referenceId} onCite={onCite} />
            ),
          )}
          {cursor && index === paragraphs.length - 1 ? (
            <span className={styles.cursor} aria-hidden="true" data-testid="typing-cursor" />
          ) : null}
        </p>
      ))}
    </>
  );
}

/** '(Author, year; …)': each source a link that shows its reference. */
function Citation({
  ids,
  byId,
  referenceId,
  onCite,
}: {
  ids: readonly string[];
  byId: AnswerTextProps['byId'];
  referenceId: AnswerTextProps['referenceId'];
  onCite: AnswerTextProps['onCite'];
}) {
  const parts = ids.flatMap((id) => {
    const item = byId.get(id);
    return item ? [item] : [];
  });
  return (
    <span className={styles.citation}>
      {'('}
      {parts.map((item, index) => (
        <span key={item.id}>
          {index > 0 ? '; ' : null}
          <a
            className={styles.citationLink}
            href={`#${referenceId(item.id)}`}
            data-citation={item.id}
            onClick={(event: MouseEvent<HTMLAnchorElement>) => {
              event.preventDefault();
              onCite(item.id);
            }}
          >
            {citationLabel(item.source)}
            <VisuallyHidden>{` (reference Q ${item.number})`}</VisuallyHidden>
          </a>
        </span>
      ))}
      {')'}
    </span>
  );
}
