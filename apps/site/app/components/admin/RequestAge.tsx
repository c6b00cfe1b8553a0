import { ageLabel } from '@paperlight/api-client';
import * as styles from './ContactReplies.css';

export interface RequestAgeProps {
  /** Whole hours since the request came, as the api counted them. */
  ageHours: number;
  /** Still 'new' past its response target of one working day (decision 0175). */
  overdue: boolean;
}

/** '2 days old', with an Overdue badge while the request waits past its response target. */
export function RequestAge({ ageHours, overdue }: RequestAgeProps) {
  return (
    <span className={styles.age}>
      <span>{ageLabel(ageHours)}</span>
      {overdue ? (
        <span className={styles.overdue} title="Still new one working day after it came">
          Overdue
        </span>
      ) : null}
    </span>
  );
}
