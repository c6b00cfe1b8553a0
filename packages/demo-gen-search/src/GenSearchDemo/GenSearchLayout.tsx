import { Button, SignUpCall, Skeleton, VisuallyHidden } from '@paperlight/ui-kit';
import { useId, type ReactNode, type Ref } from 'react';
import { SKELETON_ROWS } from './timeline';
import * as styles from './GenSearchDemo.css';

/** The title and 'Try your query' (sign-up in a new tab). */
export function Header({ signUpUrl }: { signUpUrl: string }) {
  return (
    <header className={styles.header}>
      <h2 className={styles.title}>Gen AI Search Results</h2>
      <Button asChild>
        <a href={signUpUrl} target="_blank" rel="noopener noreferrer">
          Try your query
          <VisuallyHidden> (opens sign-up in a new tab)</VisuallyHidden>
        </a>
      </Button>
    </header>
  );
}

interface LayoutProps {
  signUpUrl: string;
  messages: ReactNode;
  followUp: ReactNode;
  references: ReactNode;
  messagesRef?: Ref<HTMLDivElement>;
  onMessagesScroll?: () => void;
}

/**
 * SPEC §1: the demo ends with a call to sign up. It is there from the first frame, so the page does
 * not grow under the visitor when the answer completes.
 */
export function ClosingCall({ signUpUrl }: { signUpUrl: string }) {
  return (
    <SignUpCall title="Ask your own research question" signUpUrl={signUpUrl}>
      Sign up to search the literature with your own questions and follow-ups, and export every answer with its references.
    </SignUpCall>
  );
}

/** The frame every state shares: header, the conversation beside the references, and the closing call. */
export function Layout({ signUpUrl, messages, followUp, references, messagesRef, onMessagesScroll }: LayoutProps) {
  const referencesTitle = useId();
  return (
    <section className={styles.root} aria-label="Gen AI Search demo">
      <Header signUpUrl={signUpUrl} />
      <div className={styles.layout}>
        <section className={styles.chat} aria-label="Conversation">
          <div ref={messagesRef} className={styles.messages} onScroll={onMessagesScroll} tabIndex={0} role="group" aria-label="Messages">
            {messages}
          </div>
          {followUp}
        </section>
        {/* The panel scrolls on its own on large screens, so it takes focus for keyboard scrolling. */}
        <section className={styles.references} aria-labelledby={referencesTitle} tabIndex={0}>
          <h3 id={referencesTitle} className={styles.referencesTitle}>
            Related References
          </h3>
          {references}
        </section>
      </div>
      <ClosingCall signUpUrl={signUpUrl} />
    </section>
  );
}

/** Placeholder rows where the references will be, announced by `label`. */
export function SkeletonRows({ label }: { label: string }) {
  return (
    <div className={styles.referenceList} role="status" aria-busy="true" data-testid="reference-skeletons">
      <VisuallyHidden>{label}</VisuallyHidden>
      {Array.from({ length: SKELETON_ROWS }, (_, index) => (
        <div key={index} className={styles.skeletonRow} aria-hidden="true">
          <Skeleton shape="text" width={44} height={14} />
          <Skeleton shape="text" width={`${60 + ((index * 17) % 30)}%`} height={14} />
        </div>
      ))}
    </div>
  );
}
