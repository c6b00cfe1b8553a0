import { Button, SignUpCall, VisuallyHidden, visuallyHidden } from '@paperlight/ui-kit';
import { useId, useRef } from 'react';
import { ExternalIcon } from '../icons';
import { ReportSkeleton } from './ReportSkeleton';
import { RejectionsReport } from './RejectionsReport';
import * as styles from './RejectionsDemo.css';
import { useRejectionsResult } from './useRejectionsResult';

export interface RejectionsDemoProps {
  /**
   * The sample to show, as in `GET /rejection-analyzer/sample/{sampleId}`.
   * @example 'demo'
   */
  sampleId: string;
  /** The sign-up page: 'Try your file' and every locked control open it in a new tab. */
  signUpUrl: string;
  /** Unused by this demo; part of the shared demo props. */
  options?: Readonly<Record<string, string>>;
}

/**
 * The Rejections Analyzer guest demo (SPEC §2): loads the canned report through `useApiClient()`,
 * shows a loading screen for at least 10 s (injected clock), then the report or
 * 'Error Loading Results' with 'Try Again'.
 * @example <RejectionsDemo sampleId="demo" signUpUrl="https://sso.example.com/signup" />
 */
export function RejectionsDemo({ sampleId, signUpUrl }: RejectionsDemoProps) {
  const id = useId();
  const { state, retry } = useRejectionsResult(sampleId);
  const titleRef = useRef<HTMLHeadingElement>(null);

  return (
    <section className={styles.root} aria-labelledby={`${id}-title`} aria-busy={state.status === 'loading'} data-state={state.status}>
      <div className={styles.header}>
        <h2 id={`${id}-title`} ref={titleRef} tabIndex={-1} className={styles.title}>
          Rejections Analyzer Report
        </h2>
        <Button asChild>
          <a href={signUpUrl} target="_blank" rel="noopener noreferrer">
            Try your file
            <ExternalIcon />
            <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          </a>
        </Button>
      </div>
      <p role="status" className={visuallyHidden}>
        {state.status === 'loading'
          ? 'Loading rejection analyzer results…'
          : state.status === 'ready'
            ? 'Rejection analyzer results loaded.'
            : ''}
      </p>
      {state.status === 'loading' ? <ReportSkeleton /> : null}
      {state.status === 'ready' ? <RejectionsReport result={state.result} signUpUrl={signUpUrl} /> : null}
      {state.status === 'error' ? (
        <div className={styles.error} role="alert">
          <h3 className={styles.errorTitle}>Error Loading Results</h3>
          <p className={styles.errorText}>Unable to load rejection analyzer results.</p>
          <Button
            variant="secondary"
            onClick={() => {
              retry();
              // The button goes away with the error; keep the focus in the demo, not on the page body.
              titleRef.current?.focus();
            }}
          >
            Try Again
          </Button>
        </div>
      ) : null}
      {/* SPEC §1: every demo ends with a call to sign up. */}
      {state.status === 'loading' ? null : (
        <SignUpCall title="See where your own rejected manuscripts go" signUpUrl={signUpUrl}>
          Upload a list of the manuscripts your journals rejected and get this report for them: where they were published, how fast, how
          often cited and the APCs that went elsewhere.
        </SignUpCall>
      )}
    </section>
  );
}
