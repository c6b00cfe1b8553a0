import { Button, Skeleton } from '@paperlight/ui-kit';
import { useId } from 'react';
import * as styles from './AltTextDemo.css';
import { AltTextResults, SignUpCall, type AltTextResultsProps } from './AltTextResults';
import { useAltTextSample, type AltTextSample } from './useAltTextSample';

export interface AltTextDemoProps {
  /**
   * The sample to show: `medicine`, `anatomy` or `physical-science` on Paperlight's api.
   * @example <AltTextDemo sampleId="anatomy" signUpUrl="https://sso.example/signup" />
   */
  sampleId: string;
  /** The SSO sign-up page; 'Try your file', 'Edit' and the closing call open it in a new tab. */
  signUpUrl: string;
  /** Options chosen before the demo opened; the Alt Text demo has none. */
  options?: Readonly<Record<string, string>>;
  /**
   * The sample, when the page already has it (read on the server with `toAltTextSample`): the demo
   * renders it at once, on the server too, and makes no request for it.
   */
  initialSample?: AltTextSample;
  /** @default the async clipboard */
  copyText?: AltTextResultsProps['copyText'];
}

function LoadingState() {
  return (
    <div className={styles.root} aria-busy="true">
      <Skeleton shape="text" width="40%" height={28} label="Loading alt text results" />
      <div className={styles.layout}>
        <div className={styles.skeletonStack}>
          <Skeleton height={360} />
          <Skeleton height={72} width="60%" />
        </div>
        <div className={styles.skeletonStack}>
          <Skeleton shape="text" width="50%" />
          <Skeleton height={120} />
          <Skeleton height={220} />
        </div>
      </div>
    </div>
  );
}

/**
 * The Alt Text guest demo and public sample result page: fetches `GET /alt-text/sample` through
 * the api client of `ApiClientProvider` (unless given `initialSample`) and shows loading, error
 * (with 'Try Again'), empty or the results. Needs `@paperlight/demo-alt-text/styles.css` once on the page.
 */
export function AltTextDemo({ sampleId, signUpUrl, copyText, initialSample }: AltTextDemoProps) {
  const { state, retry } = useAltTextSample(sampleId, initialSample);
  const messageId = useId();

  switch (state.status) {
    case 'loading':
      return <LoadingState />;
    case 'error':
      return (
        <div className={styles.root}>
          <section className={styles.message} role="alert" aria-labelledby={messageId}>
            <h2 id={messageId} className={styles.messageTitle}>
              Error Loading Results
            </h2>
            <p>Unable to load alt text results.</p>
            <p className={styles.messageDetail}>{state.error.message}</p>
            <Button onClick={retry}>Try Again</Button>
          </section>
          <SignUpCall signUpUrl={signUpUrl} />
        </div>
      );
    case 'empty':
      return (
        <div className={styles.root}>
          <section className={styles.message} aria-labelledby={messageId}>
            <h2 id={messageId} className={styles.messageTitle}>
              No data available
            </h2>
            <p>This sample has no figures to describe.</p>
          </section>
          <SignUpCall signUpUrl={signUpUrl} />
        </div>
      );
    case 'loaded':
      return <AltTextResults sample={state.sample} signUpUrl={signUpUrl} copyText={copyText} />;
  }
}
