import type { PaperSources } from '@paperlight/api-client';
import { PdfViewer, type PdfHighlight, type PdfHighlightResult } from '@paperlight/pdf-viewer';
import { Button, Modal } from '@paperlight/ui-kit';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { PDF_NOT_AVAILABLE_MESSAGE, sourcesLabel } from '../workflow/results';
import type { PaperSource } from './paperSource';
import * as styles from './Sources.css';

export interface SourceViewerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  sources: PaperSources;
  /** Where the sources belong: 'Slide 2', 'Scene 3'. */
  label: string;
  paper: PaperSource;
}

/** The first page the sources name, or null. */
export function firstSourcePage(sources: PaperSources | undefined): number | null {
  const pages = (sources?.pages ?? []).filter((page) => Number.isInteger(page) && page > 0);
  const quoted = (sources?.quotes ?? []).map((quote) => quote.page).find((page): page is number => Number.isInteger(page) && page! > 0);
  return quoted ?? (pages.length > 0 ? Math.min(...pages) : null);
}

type Url = { kind: 'loading' } | { kind: 'ready'; url: string } | { kind: 'failed' };

/**
 * The paper open at a slide's or scene's source: the PDF scrolled to the page, the sentence it was
 * spoken from highlighted; with several sentences, Previous and Next step through them.
 */
export function SourceViewer({ open, onOpenChange, sources, label, paper }: SourceViewerProps) {
  const [url, setUrl] = useState<Url>({ kind: 'loading' });
  const [index, setIndex] = useState(0);
  const [located, setLocated] = useState<PdfHighlightResult | null>(null);
  const quotes = sources.quotes ?? [];
  const page = firstSourcePage(sources) ?? 1;

  useEffect(() => {
    if (!open) return undefined;
    let active = true;
    setUrl({ kind: 'loading' });
    paper.loadUrl().then(
      (loaded) => active && setUrl({ kind: 'ready', url: loaded }),
      () => active && setUrl({ kind: 'failed' }),
    );
    return () => {
      active = false;
    };
  }, [open, paper]);

  const quote = quotes[index];
  const highlight = useMemo<PdfHighlight>(
    () =>
      quote
        ? { key: `quote-${index}`, pageNumber: quote.page ?? page, quotes: [{ pageNumber: quote.page ?? page, text: quote.text }] }
        : { key: 'page', pageNumber: page },
    [quote, index, page],
  );
  const onHighlightLocated = useCallback((result: PdfHighlightResult) => setLocated(result), []);
  const notFound = located && located.key === highlight.key && located.found[0] === false;

  return (
    <Modal title={`${label}: from the paper`} open={open} onOpenChange={onOpenChange}>
      <div className={styles.viewerLayout}>
        <div className={styles.viewerBar}>
          <p className={styles.viewerWhere}>{sourcesLabel(sources)}</p>
          {quotes.length > 1 ? (
            <div className={styles.stepper} role="group" aria-label="Sentences of the paper">
              <Button size="sm" variant="secondary" disabled={index === 0} onClick={() => setIndex(index - 1)}>
                Previous
              </Button>
              <span aria-live="polite">
                Sentence {index + 1} of {quotes.length}
              </span>
              <Button size="sm" variant="secondary" disabled={index === quotes.length - 1} onClick={() => setIndex(index + 1)}>
                Next
              </Button>
            </div>
          ) : null}
        </div>
        {quote ? (
          <blockquote className={styles.quote} data-testid="source-quote">
            {quote.text}
          </blockquote>
        ) : null}
        {notFound ? (
          <p className={styles.note} role="status">
            This sentence could not be found in the PDF’s text; page {located.pageNumber} is shown.
          </p>
        ) : null}
        {url.kind === 'ready' ? (
          <PdfViewer
            className={styles.viewer}
            url={url.url}
            title={paper.title}
            loader={paper.loader}
            highlight={highlight}
            onHighlightLocated={onHighlightLocated}
            zoomToHighlight
          />
        ) : url.kind === 'failed' ? (
          <p className={styles.viewerMessage}>{PDF_NOT_AVAILABLE_MESSAGE}</p>
        ) : (
          <p className={styles.viewerMessage} role="status">
            Loading PDF...
          </p>
        )}
      </div>
    </Modal>
  );
}

export default SourceViewer;
