import { VisuallyHidden } from '@paperlight/ui-kit';
import { useId } from 'react';
import { LockIcon } from './icons';
import * as styles from './GenSearchDemo.css';

/** Follow-on questions, each a link to sign up to ask it. */
export function RelatedQuestions({ questions, signUpUrl }: { questions: readonly string[]; signUpUrl: string }) {
  const titleId = useId();
  return (
    <section className={styles.related} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.relatedTitle}>
        Related questions
      </h3>
      <ul className={styles.relatedList}>
        {questions.map((question) => (
          <li key={question}>
            <a className={styles.relatedLink} href={signUpUrl} target="_blank" rel="noopener noreferrer">
              <span>{question}</span>
              <LockIcon />
              <VisuallyHidden> (sign up to ask; opens in a new tab)</VisuallyHidden>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
