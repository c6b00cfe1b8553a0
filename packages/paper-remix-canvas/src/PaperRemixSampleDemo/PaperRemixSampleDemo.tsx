import { PaperRemixSampleResponseSchema, type PaperRemixProject } from '@paperlight/api-client';
import { useApiClient } from '@paperlight/api-client/react';
import { Button, SignUpCall, Skeleton } from '@paperlight/ui-kit';
import { startTransition, useCallback, useEffect, useMemo, useState } from 'react';
import { PaperRemixCanvas } from '../PaperRemixCanvas';
import * as styles from './PaperRemixSampleDemo.css';
import { createSampleAdapter } from './sampleAdapter';

export const SAMPLE_NOT_FOUND_TITLE = 'Sample not found';
export const SAMPLE_NOT_FOUND_TEXT = 'This Paper Remix sample is not available. Sign up to remix your own paper.';

export interface PaperRemixSampleDemoProps {
  /** The sample project, e.g. 'retail-kiosk' (GET /paper-remix/sample/{sampleId}). */
  sampleId: string;
  /** The SSO sign-up page; every locked control opens it in a new tab. */
  signUpUrl: string;
  /** Options chosen before the demo opened; Paper Remix has none. */
  options?: Readonly<Record<string, string>>;
  /** Height of the canvas on large screens. @default 560 */
  canvasHeight?: number;
  /** Forces the layout; by default a 1024 px media query decides. */
  layout?: 'canvas' | 'list';
}

type SampleState = { status: 'loading' } | { status: 'ready'; project: PaperRemixProject } | { status: 'not-found' };

function Loading() {
  return (
    <div className={styles.loading} aria-busy="true" aria-live="polite">
      <span role="status">Loading sample…</span>
      <Skeleton height={40} width="50%" />
      <div className={styles.loadingRow}>
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} height={180} width={220} />
        ))}
      </div>
    </div>
  );
}

/**
 * The Paper Remix guest demo (SPEC §2): the sample project with its real script, storyboard and
 * video, everything visible and every control that would change it leading to sign-up.
 * Needs `ApiClientProvider` (guest tokens are added by the client).
 * @example
 * <PaperRemixSampleDemo sampleId="retail-kiosk" signUpUrl="https://sso.example/signup" />
 */
export function PaperRemixSampleDemo({ sampleId, signUpUrl, canvasHeight = 560, layout }: PaperRemixSampleDemoProps) {
  const client = useApiClient();
  const [state, setState] = useState<SampleState>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    client
      .get(`/paper-remix/sample/${encodeURIComponent(sampleId)}`, { schema: PaperRemixSampleResponseSchema })
      .then((answer) => {
        // The workflow (React Flow, a dozen nodes, their panels) is a big first render: as a
        // transition React renders it in slices and lets the browser paint and take input in
        // between, instead of one long task; the loading screen stays until it is ready.
        if (current) startTransition(() => setState({ status: 'ready', project: answer.data }));
      })
      // SPEC §5: the page shows not-found whenever the sample fetch is not OK.
      .catch(() => current && setState({ status: 'not-found' }));
    return () => {
      current = false;
    };
  }, [client, sampleId]);

  const openSignUp = useCallback(() => {
    window.open(signUpUrl, '_blank', 'noopener,noreferrer');
  }, [signUpUrl]);
  const adapter = useMemo(() => (state.status === 'ready' ? createSampleAdapter(state.project) : null), [state]);

  if (state.status === 'loading') return <Loading />;
  if (state.status === 'not-found' || !adapter) {
    return (
      <section className={styles.message} role="alert" aria-labelledby="paper-remix-sample-missing">
        <h1 id="paper-remix-sample-missing" className={styles.messageTitle}>
          {SAMPLE_NOT_FOUND_TITLE}
        </h1>
        <p className={styles.messageText}>{SAMPLE_NOT_FOUND_TEXT}</p>
        <Button size="sm" onClick={openSignUp}>
          Try your file
        </Button>
      </section>
    );
  }
  return (
    <div className={styles.demo}>
      <PaperRemixCanvas
        project={state.project}
        mode="guest"
        adapter={adapter}
        onLocked={openSignUp}
        canvasHeight={canvasHeight}
        layout={layout}
      />
      {/* SPEC §1: the demo ends with a call to sign up. */}
      <SignUpCall title="Turn your own paper into a video" signUpUrl={signUpUrl} className={styles.closing}>
        Upload a PDF and build the workflow yourself: a script in the genre and length you choose, a storyboard, and a narrated 1080p video
        with captions.
      </SignUpCall>
    </div>
  );
}
