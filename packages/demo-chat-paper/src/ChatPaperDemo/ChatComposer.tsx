import { VisuallyHidden } from '@paperlight/ui-kit';
import * as styles from './ChatPaperDemo.css';
import type { ChatQuestion } from './sample';

/** 'Try asking:' and the suggested prompt, which asks it. */
export function SuggestedPrompt({
  suggestion,
  busy,
  onAsk,
}: {
  suggestion: ChatQuestion;
  busy: boolean;
  onAsk: (question: ChatQuestion) => void;
}) {
  return (
    <div className={styles.suggestion}>
      <span className={styles.suggestionLabel}>Try asking:</span>
      <button
        type="button"
        className={styles.suggestionButton}
        aria-disabled={busy || undefined}
        onClick={() => onAsk(suggestion)}
        data-testid="suggested-prompt"
      >
        {suggestion.question}
      </button>
    </div>
  );
}

/** The question field, locked: the demo asks only its own questions; a link over it opens sign-up. */
export function LockedComposer({ inputId, signUpUrl }: { inputId: string; signUpUrl: string }) {
  return (
    <div className={styles.composer}>
      <label htmlFor={inputId}>
        <VisuallyHidden>Ask a question about the paper</VisuallyHidden>
      </label>
      <input id={inputId} className={styles.composerInput} type="text" disabled placeholder="Please register to ask more questions" />
      <a className={styles.composerLink} href={signUpUrl} target="_blank" rel="noopener noreferrer" data-testid="composer-sign-up">
        <VisuallyHidden>Please register to ask more questions (opens sign-up in a new tab)</VisuallyHidden>
      </a>
      <button type="button" className={styles.sendButton} disabled aria-label="Send">
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M1.5 1.2 15 8 1.5 14.8l1.6-5.6L10 8 3.1 6.8 1.5 1.2Z" />
        </svg>
      </button>
    </div>
  );
}
