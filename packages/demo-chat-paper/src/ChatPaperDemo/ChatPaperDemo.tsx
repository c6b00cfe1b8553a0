import { defaultPdfLoader, preloadPdf, warmUpDefaultPdfLoader, type PdfLoader } from '@paperlight/pdf-viewer';
import { Button, Skeleton } from '@paperlight/ui-kit';
import { useEffect } from 'react';
import * as styles from './ChatPaperDemo.css';
import { ChatPaperHeader, ChatPaperScreen } from './ChatPaperScreen';
import { useChatPaperSample } from './useChatPaperSample';

export interface ChatPaperDemoProps {
  /**
   * The sample to show: `medicine`, `humanities` or `physical-science`.
   * @example <ChatPaperDemo sampleId="medicine" signUpUrl="https://sso.example/signup" />
   */
  sampleId: string;
  /** The sign-up page every locked control and 'Try your file' open in a new tab. */
  signUpUrl: string;
  /** Options chosen before the demo opened; Chat With Paper has none. */
  options?: Readonly<Record<string, string>>;
  /**
   * Opens the PDF.
   * @default pdf.js with the worker shipped in this package
   */
  pdfLoader?: PdfLoader;
  /**
   * Random numbers in [0, 1) that size each streamed chunk.
   * @default Math.random
   */
  random?: () => number;
}

/**
 * The Chat With Paper guest demo: loads the sample through `useApiClient()`, waits at least 5 s
 * (clock from ui-kit's `ClockProvider`), then shows the PDF and the canned conversation.
 */
export function ChatPaperDemo({ sampleId, signUpUrl, pdfLoader = defaultPdfLoader, random }: ChatPaperDemoProps) {
  const { state, retry, arrived } = useChatPaperSample(sampleId);

  // pdf.js and its worker load while the sample does.
  useEffect(() => {
    if (pdfLoader === defaultPdfLoader) warmUpDefaultPdfLoader();
  }, [pdfLoader]);

  // Open the PDF while the minimum wait runs, so its first page draws as soon as the results show.
  const pdfUrl = arrived?.pdf ?? null;
  useEffect(() => (pdfUrl ? preloadPdf(pdfLoader, pdfUrl) : undefined), [pdfLoader, pdfUrl]);

  if (state.status === 'loading') {
    return (
      <div className={styles.root} data-state="loading" aria-busy="true">
        <ChatPaperHeader signUpUrl={signUpUrl} />
        <div className={styles.skeletonBody}>
          <Skeleton shape="rect" height="100%" label="Loading results..." />
          <div className={styles.skeletonColumn}>
            <Skeleton shape="rect" height={40} />
            <Skeleton shape="text" count={6} />
          </div>
        </div>
      </div>
    );
  }

  if (state.status === 'error') {
    return (
      <div className={styles.root} data-state="error">
        <ChatPaperHeader signUpUrl={signUpUrl} />
        <div className={styles.stateBox} role="alert">
          <p className={styles.stateTitle}>Error Loading Results</p>
          <p className={styles.stateText}>Unable to load chat with paper results.</p>
          <Button variant="primary" onClick={retry}>
            Try Again
          </Button>
        </div>
      </div>
    );
  }

  if (state.sample.questions.length === 0) {
    return (
      <div className={styles.root} data-state="empty">
        <ChatPaperHeader signUpUrl={signUpUrl} paperTitle={state.sample.title} />
        <div className={styles.stateBox}>
          <p className={styles.stateText}>No data available</p>
        </div>
      </div>
    );
  }

  return <ChatPaperScreen sample={state.sample} signUpUrl={signUpUrl} pdfLoader={pdfLoader} random={random} />;
}
