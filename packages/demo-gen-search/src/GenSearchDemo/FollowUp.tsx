import { VisuallyHidden } from '@paperlight/ui-kit';
import { useId } from 'react';
import { SendIcon } from './icons';
import * as styles from './GenSearchDemo.css';

/** The follow-up box: waits while the answer is written, then opens sign-up on a click or Enter. */
export function FollowUp({ done, signUpUrl }: { done: boolean; signUpUrl: string }) {
  const inputId = useId();
  const hintId = useId();
  const openSignUp = () => window.open(signUpUrl, '_blank', 'noopener,noreferrer');
  return (
    <div className={styles.followUp}>
      <label htmlFor={inputId}>
        <VisuallyHidden>Follow-up question</VisuallyHidden>
      </label>
      <input
        id={inputId}
        className={styles.followUpInput}
        type="text"
        disabled={!done}
        readOnly
        placeholder={done ? 'Ask a follow-up question' : 'Please wait...'}
        aria-describedby={hintId}
        onClick={done ? openSignUp : undefined}
        onKeyDown={
          done
            ? (event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  openSignUp();
                }
              }
            : undefined
        }
      />
      <span id={hintId} hidden>
        {done ? 'Sign up to ask follow-up questions.' : 'The answer is still being written.'}
      </span>
      {done ? (
        <a className={styles.sendButton} href={signUpUrl} target="_blank" rel="noopener noreferrer">
          <SendIcon />
          <VisuallyHidden>Sign up to ask a follow-up question (opens in a new tab)</VisuallyHidden>
        </a>
      ) : (
        <button type="button" className={styles.sendButton} disabled>
          <SendIcon />
          <VisuallyHidden>Send (available when the answer is complete)</VisuallyHidden>
        </button>
      )}
    </div>
  );
}
