import { VisuallyHidden } from '@paperlight/ui-kit';
import { STEP_LABELS, type Timeline } from './timeline';
import * as styles from './GenSearchDemo.css';

/** The four steps of the search, each done, in progress or to do. */
export function Steps({ timeline }: { timeline: Timeline }) {
  return (
    <ol className={styles.steps} aria-label="Progress">
      {STEP_LABELS.map((label, index) => {
        const number = index + 1;
        const state = timeline.done || number < timeline.step ? 'done' : number === timeline.step ? 'active' : 'pending';
        return (
          <li key={label} className={styles.step[state]} data-state={state} aria-current={state === 'active' ? 'step' : undefined}>
            <span className={styles.stepMarker[state]} aria-hidden="true">
              {state === 'done' ? '✓' : number}
            </span>
            <span>{label}</span>
            <VisuallyHidden>{state === 'done' ? ' (done)' : state === 'active' ? ' (in progress)' : ' (to do)'}</VisuallyHidden>
          </li>
        );
      })}
    </ol>
  );
}
