import type { ReactNode } from 'react';
import { Button } from '../Button';
import { cx } from '../styles/cx';
import { VisuallyHidden } from '../VisuallyHidden';
import { splitGuestContent } from './guestContent';
import * as styles from './ContentLock.css';

export type ContentLockAction = 'unlock' | 'register';

export interface ContentLockProps {
  /**
   * The guest-limited text. Everything after `[CONTENT_TRUNCATED_FOR_GUEST]` is filler: blurred, hidden from
   * assistive technology and not selectable. Without the marker the text shows in full and nothing is locked.
   * @example text={'Vaccines are safe… [CONTENT_TRUNCATED_FOR_GUEST] lorem ipsum…'}
   */
  text: string;
  /**
   * Sign-up page opened in a new tab by the call to action.
   * @example signUpUrl="https://sso.paperlight.example/signup"
   */
  signUpUrl: string;
  /**
   * `unlock` shows an 'Unlock' button; `register` shows 'Register to view complete content'.
   * @default 'unlock'
   */
  action?: ContentLockAction;
  /**
   * Renders the readable part (e.g. paragraphs with links). The filler is always plain text.
   * @default the text as is
   */
  renderContent?: (visible: string) => ReactNode;
  /**
   * Turns the filler into the plain text that is blurred, e.g. to drop citation ids.
   * @default the filler as is
   */
  formatFiller?: (filler: string) => string;
  className?: string;
}

const identity = (text: string) => text;

/**
 * The guest content lock (SPEC §2): removes the marker, blurs the filler after it and offers sign-up.
 * @example <ContentLock text={answer} signUpUrl={signUpUrl} action="register" />
 */
export function ContentLock({
  text,
  signUpUrl,
  action = 'unlock',
  renderContent = identity,
  formatFiller = identity,
  className,
}: ContentLockProps) {
  const { visible, filler } = splitGuestContent(text);
  if (filler === null) return <div className={className}>{renderContent(visible)}</div>;

  return (
    <div className={cx(styles.root, className)} data-locked="">
      {visible ? <div>{renderContent(visible)}</div> : null}
      <div className={styles.lockedArea}>
        {/* The filler only suggests there is more; it is not content, so readers and copy skip it. */}
        <div className={styles.filler} aria-hidden="true" data-testid="content-lock-filler">
          {formatFiller(filler)}
        </div>
        <div className={styles.callToAction}>
          {action === 'unlock' ? (
            <Button asChild size="md">
              <a href={signUpUrl} target="_blank" rel="noopener noreferrer">
                <LockIcon />
                Unlock
                <VisuallyHidden> the complete content (opens sign-up in a new tab)</VisuallyHidden>
              </a>
            </Button>
          ) : (
            <a className={styles.registerLink} href={signUpUrl} target="_blank" rel="noopener noreferrer">
              <LockIcon />
              Register to view complete content
              <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
            </a>
          )}
        </div>
      </div>
    </div>
  );
}

function LockIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5Zm-3 8V7a3 3 0 1 1 6 0v3H9Z"
      />
    </svg>
  );
}
