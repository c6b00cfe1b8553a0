import { Button, VisuallyHidden } from '@paperlight/ui-kit';
import * as styles from './ChatPaperDemo.css';
import type { ChatQuestion } from './sample';

interface QuestionListProps {
  remaining: readonly ChatQuestion[];
  /** An answer is being typed: the questions wait (aria-disabled, still focusable). */
  busy: boolean;
  onAsk: (question: ChatQuestion) => void;
  signUpUrl: string;
}

/** General: the demo questions not yet asked, or, once all are, the call to sign up for more. */
export function QuestionList({ remaining, busy, onAsk, signUpUrl }: QuestionListProps) {
  if (remaining.length === 0) {
    return (
      <div className={styles.allUsed}>
        <p className={styles.allUsedTitle}>All demo questions used! Sign up for more.</p>
        <p className={styles.allUsedText}>Check the &quot;My Questions&quot; tab to see your conversation history.</p>
        <Button asChild variant="secondary" size="sm">
          <a href={signUpUrl} target="_blank" rel="noopener noreferrer">
            Sign up
            <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          </a>
        </Button>
      </div>
    );
  }
  return (
    <ul className={styles.questionList} aria-label="Demo questions">
      {remaining.map((question) => (
        <li key={question.id}>
          <button type="button" className={styles.questionButton} aria-disabled={busy || undefined} onClick={() => onAsk(question)}>
            {question.question}
          </button>
        </li>
      ))}
    </ul>
  );
}
