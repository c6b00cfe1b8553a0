import type { ScriptGrounding, ScriptOutput } from '@paperlight/api-client';
import * as styles from './Sources.css';

/** 'Opening', 'Closing', 'Slide 2': where a flagged sentence is. */
export function groundingPartLabel(part: ScriptGrounding['untraced'][number]['part']): string {
  return part === 'opening' ? 'Opening' : part === 'closing' ? 'Closing' : `Slide ${part}`;
}

/**
 * The engine's fingerprint of a script's narration (FNV-1a, 32 bits, hex, of the opening, each slide's
 * and the closing narration joined by line feeds; the worker's grounding.ts computes the same).
 */
export function narrationFingerprint(script: Pick<ScriptOutput, 'opening' | 'slides' | 'closing'>): string {
  const text = [script.opening.narration, ...script.slides.map((slide) => slide.narration), script.closing.narration].join('\n');
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** The narration of a part of the script, to tell whether a flagged sentence is still in it. */
function narrationOf(script: ScriptOutput, part: ScriptGrounding['untraced'][number]['part']): string {
  if (part === 'opening') return script.opening.narration;
  if (part === 'closing') return script.closing.narration;
  return script.slides.find((slide) => slide.number === part)?.narration ?? '';
}

/**
 * How much of the narration traces to the paper: 'N of M narration sentences trace to the paper',
 * and the sentences that trace to nothing, flagged for review (issue 15). The api checks an edited
 * narration again when it is saved (decision 0088), so the figures are the edited script's; when
 * they were not (`narrationHash` differs: an edit saved before that, or the paper's text could not
 * be read) they are the engine version's and say so, and flagged sentences the edit removed are no
 * longer listed. Nothing for a script without a grounding.
 */
export function GroundingSummary({ script }: { script: ScriptOutput }) {
  const grounding = script.grounding;
  if (!grounding || grounding.total <= 0) return null;
  const edited = grounding.narrationHash !== undefined && grounding.narrationHash !== narrationFingerprint(script);
  const flagged = edited
    ? grounding.untraced.filter((sentence) => narrationOf(script, sentence.part).includes(sentence.text))
    : grounding.untraced;
  return (
    <section
      className={[styles.grounding, flagged.length ? styles.groundingNeedsReview : edited ? '' : styles.groundingAllTraced]
        .filter(Boolean)
        .join(' ')}
      aria-label="Grounding in the paper"
      data-testid="grounding-summary"
    >
      <p className={styles.groundingLine}>
        <strong>
          {grounding.traced} of {grounding.total}
        </strong>{' '}
        narration sentences trace to the paper{edited ? ' in the version the engine wrote' : ''}
      </p>
      {edited ? (
        <p className={styles.groundingLine}>The narration was edited since: edited sentences are not checked against the paper.</p>
      ) : null}
      {flagged.length > 0 ? (
        <>
          <p className={styles.groundingLine}>
            {flagged.length === 1
              ? 'Check this sentence: it traces to nothing in the paper.'
              : `Check these ${flagged.length} sentences: they trace to nothing in the paper.`}
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
