import type { PaperSources } from '@paperlight/api-client';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { sourcesLabel } from '../workflow/results';
import { usePaperSource } from './paperSource';
import * as resultStyles from './ResultModals.css';
import * as styles from './Sources.css';

// The viewer (and pdf.js behind it) loads only when a source is first opened.
const SourceViewer = lazy(() => import('./SourceViewer'));

export interface SourcesLinkProps {
  sources: PaperSources | undefined;
  /** Where the sources belong, naming the viewer: 'Slide 2', 'Scene 3'. */
  label: string;
}

/**
 * 'From the paper: pp. 3–4 · Methods · Figure 2'. Inside a PaperSourceProvider it is a button that
 * opens the paper at that page with the source sentence highlighted; otherwise plain text.
 */
export function SourcesLink({ sources, label }: SourcesLinkProps) {
  const paper = usePaperSource();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  // The viewer has no trigger element of its own, so focus comes back here when it closes.
  useEffect(() => {
    if (wasOpen.current && !open) button.current?.focus();
    wasOpen.current = open;
  }, [open]);
  const text = sourcesLabel(sources);
  if (!text) return null;
  if (!paper || !sources) return <p className={resultStyles.sources}>From the paper: {text}</p>;
  return (
    <p className={resultStyles.sources}>
      <button ref={button} type="button" className={styles.sourcesLink} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        From the paper: {text}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <SourceViewer open onOpenChange={setOpen} sources={sources} label={label} paper={paper} />
        </Suspense>
      ) : null}
    </p>
  );
}
