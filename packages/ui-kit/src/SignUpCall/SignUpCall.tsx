import { useId, type ReactNode } from 'react';
import { Button } from '../Button';
import { cx } from '../styles/cx';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './SignUpCall.css';

export interface SignUpCallProps {
  /**
   * What the visitor gets by signing up, as a heading.
   * @example title="Analyse your own journal's rejections"
   */
  title: string;
  /** One or two sentences under the title. */
  children?: ReactNode;
  /**
   * Sign-up page, opened in a new tab so the demo stays where it was.
   * @example signUpUrl="https://sso.paperlight.example/signup"
   */
  signUpUrl: string;
  /**
   * The button's text.
   * @default 'Sign up free'
   */
  label?: string;
  /**
   * Heading level of the title, to fit the page around it.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/**
 * The closing call of a guest demo (SPEC §1: every demo ends with a call to sign up on the sign-up
 * page, opened in a new tab).
 * @example <SignUpCall title="Turn your own paper into a video" signUpUrl={signUpUrl}>Upload a PDF…</SignUpCall>
 */
export function SignUpCall({ title, children, signUpUrl, label = 'Sign up free', headingLevel = 3, className }: SignUpCallProps) {
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <aside className={cx(styles.root, className)} aria-labelledby={id} data-sign-up-call="">
      <div>
        <Heading id={id} className={styles.title}>
          {title}
        </Heading>
        {children ? <p className={styles.text}>{children}</p> : null}
      </div>
      <Button asChild size="lg">
        <a href={signUpUrl} target="_blank" rel="noopener noreferrer">
          {label}
          <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
        </a>
      </Button>
    </aside>
  );
}
