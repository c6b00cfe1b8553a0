import type { ScriptGrounding } from '@paperlight/api-client';
import * as styles from './Sources.css';

/** 'Opening', 'Closing', 'Slide 2': where a flagged sentence is. */
export function groundingPartLabel(part: ScriptGrounding['untraced'][number]['part']): string {
  return part === 'opening' ? 'Opening' : part === 'closing' ? 'Closing' : `Slide ${part}`;
}

/**
 * How much of the narration traces to the paper: 'N of M narration sentences trace to the paper',
 * and the sentences that trace to nothing, flagged for review (issue 15). Nothing without a grounding.
 */
export function GroundingSummary({ grounding }: { grounding: ScriptGrounding | undefined }) {
  if (!grounding || grounding.total <= 0) return null;
  const flagged = grounding.untraced;
  return (
    <section
      className={[styles.grounding, flagged.length ? styles.groundingNeedsReview : styles.groundingAllTraced].join(' ')}
      aria-label="Grounding in the paper"
      data-testid="grounding-summary"
    >
      <p className={styles.groundingLine}>
        <strong>
          {grounding.traced} of {grounding.total}
        </strong>{' '}
        narration sentences trace to the paper
      </p>
      {flagged.length > 0 ? (
        <>
          <p className={styles.groundingLine}>
            {flagged.length === 1 ? 'Check this sentence: it traces to nothing in the paper.' : `Check these ${flagged.length} sentences: they trace to nothing in the paper.`}
          </p>
          <ul className={styles.flaggedList} aria-label="Sentences to review">
            {flagged.map((sentence, i) => (
              <li key={i}>
                <span className={styles.flaggedPart}>{groundingPartLabel(sentence.part)}:</span>
                <q>{sentence.text}</q>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
