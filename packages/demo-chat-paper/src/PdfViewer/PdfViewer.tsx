import { useClock } from '@paperlight/ui-kit';
import { useCallback, useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { boundingRect, fitWidthScale, pdfRectToViewport, type PdfRect, type ViewportRect } from './geometry';
import type { PdfDocument, PdfLoader, PdfPage } from './pdfDocument';
import { takePreloadedPdf } from './preload';
import * as styles from './PdfViewer.css';

/** A region of the PDF to show and highlight: a quote's page and its rectangles. */
export interface PdfHighlight {
  /** Changes each time the same region is asked for again, so the viewer scrolls back to it. */
  key: string;
  pageNumber: number;
  rects: readonly PdfRect[];
}

export interface PdfViewerProps {
  /** Absolute URL of the PDF; `null` shows 'PDF not available'. */
  url: string | null;
  /** The paper's title, naming the viewer for assistive technology. */
  title: string;
  /**
   * Opens the document.
   * @default pdf.js with the worker shipped in this package
   */
  loader?: PdfLoader;
  /** The region to scroll to and highlight. */
  highlight?: PdfHighlight | null;
  /** Called once, when the first page has been drawn. */
  onFirstPageRendered?: () => void;
  className?: string;
}

/** pdf.js with the worker shipped in this package, loaded on first use. */
export const defaultPdfLoader: PdfLoader = (url) => {
  let cancelled = false;
  let cancelInner: (() => void) | undefined;
  const promise = import('../pdfjs').then(({ openPdf }) => {
    const task = openPdf(url);
    cancelInner = task.cancel;
    if (cancelled) task.cancel();
    return task.promise;
  });
  return {
    promise,
    cancel() {
      cancelled = true;
      cancelInner?.();
    },
  };
};

/** Loads pdf.js and boots its worker before a PDF is needed; failures surface when a PDF opens. */
export function warmUpDefaultPdfLoader(): void {
  import('../pdfjs').then(({ warmUp }) => warmUp()).catch(() => {});
}

/** Horizontal padding around pages inside the scroll area, in CSS pixels. */
const GUTTER = 16;
const RESIZE_SETTLE_MS = 150;
const NO_LAYOUT_WIDTH = 640;

type Status = { kind: 'loading' } | { kind: 'ready'; doc: PdfDocument; first: PdfPage } | { kind: 'unavailable' };

/**
 * A PDF viewer on pdf.js: pages fit the width, are drawn to canvas with a selectable text layer
 * when they come near the visible area, and a highlighted region is scrolled into view.
 */
export function PdfViewer({ url, title, loader = defaultPdfLoader, highlight = null, onFirstPageRendered, className }: PdfViewerProps) {
  const clock = useClock();
  const [status, setStatus] = useState<Status>(url ? { kind: 'loading' } : { kind: 'unavailable' });
  const [pages, setPages] = useState<(PdfPage | null)[]>([]);
  const [width, setWidth] = useState(0);
  const [visible, setVisible] = useState<ReadonlySet<number>>(() => new Set([1]));
  const scrollRef = useRef<HTMLDivElement>(null);
  const pageRefs = useRef(new Map<number, HTMLDivElement>());
  const firstRendered = useRef(false);
  const onFirstPageRenderedRef = useRef(onFirstPageRendered);
  onFirstPageRenderedRef.current = onFirstPageRendered;

  // Load the document, then its first page; the other pages' sizes follow in the background.
  useEffect(() => {
    if (!url) {
      setStatus({ kind: 'unavailable' });
      return;
    }
    setStatus({ kind: 'loading' });
    setPages([]);
    setVisible(new Set([1]));
    firstRendered.current = false;
    let active = true;
    let doc: PdfDocument | null = null;
    globalThis.performance?.mark?.('paperlight:chat-paper:pdf-shown');
    const task = takePreloadedPdf(loader, url) ?? loader(url);
    task.promise
      .then(async (loaded) => {
        doc = loaded;
        if (!active) return;
        const first = await loaded.getPage(1);
        if (!active) return;
        setPages([first, ...Array.from({ length: loaded.numPages - 1 }, () => null)]);
        setStatus({ kind: 'ready', doc: loaded, first });
        for (let n = 2; n <= loaded.numPages && active; n++) {
          const page = await loaded.getPage(n);
          if (active) setPages((current) => current.map((p, i) => (i === n - 1 ? page : p)));
        }
      })
      .catch(() => {
        if (active) setStatus({ kind: 'unavailable' });
      });
    return () => {
      active = false;
      task.cancel();
      doc?.destroy();
    };
  }, [url, loader]);

  // Fit the pages to the viewer's width, re-measured once resizing settles.
  useEffect(() => {
    const element = scrollRef.current;
    if (status.kind !== 'ready' || !element) return;
    // Without layout (jsdom) the page keeps its natural size.
    const measure = () => setWidth(element.clientWidth || NO_LAYOUT_WIDTH);
    measure();
    let timer: unknown;
    const observer = new ResizeObserver(() => {
      clock.clearTimeout(timer);
      timer = clock.setTimeout(measure, RESIZE_SETTLE_MS);
    });
    observer.observe(element);
    return () => {
      clock.clearTimeout(timer);
      observer.disconnect();
    };
  }, [status.kind, clock]);

  // Draw pages as they come within a screen of the visible area.
  const pageCount = pages.length;
  useEffect(() => {
    const root = scrollRef.current;
    if (status.kind !== 'ready' || !root) return;
    if (typeof IntersectionObserver === 'undefined') {
      setVisible(new Set(Array.from({ length: pageCount }, (_, i) => i + 1)));
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        const shown = entries.filter((entry) => entry.isIntersecting).map((entry) => Number((entry.target as HTMLElement).dataset.pageNumber));
        if (shown.length > 0) setVisible((current) => (shown.every((n) => current.has(n)) ? current : new Set([...current, ...shown])));
      },
      { root, rootMargin: '100% 0px' },
    );
    for (const element of pageRefs.current.values()) observer.observe(element);
    return () => observer.disconnect();
  }, [status.kind, pageCount]);

  const first = status.kind === 'ready' ? status.first : null;
  const scale = first ? fitWidthScale(width - 2 * GUTTER, first.view[2] - first.view[0]) : 1;

  const highlightRects = useMemo(() => {
    if (!highlight) return null;
    const page = pages[highlight.pageNumber - 1];
    if (!page) return null;
    const { transform } = page.viewport(scale);
    return highlight.rects.map((rect) => pdfRectToViewport(rect, transform));
  }, [highlight, pages, scale]);

  // Scroll the highlighted region into view (its page is drawn on the way).
  useEffect(() => {
    if (!highlight || !highlightRects) return;
    setVisible((current) => (current.has(highlight.pageNumber) ? current : new Set([...current, highlight.pageNumber])));
    const root = scrollRef.current;
    const pageElement = pageRefs.current.get(highlight.pageNumber);
    const box = boundingRect(highlightRects);
    if (!root || !pageElement || !box) return;
    const reduce = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const top = pageElement.offsetTop + box.top - Math.max(24, (root.clientHeight - box.height) / 3);
    root.scrollTo?.({ top: Math.max(0, top), behavior: reduce ? 'auto' : 'smooth' });
    // Only a new request scrolls; re-measuring on resize keeps the position.
  }, [highlight?.key, highlightRects !== null]); // eslint-disable-line react-hooks/exhaustive-deps

  const handleRendered = useCallback((pageNumber: number) => {
    if (pageNumber !== 1 || firstRendered.current) return;
    firstRendered.current = true;
    globalThis.performance?.mark?.('paperlight:chat-paper:first-page-rendered');
    onFirstPageRenderedRef.current?.();
  }, []);

  const setPageRef = useCallback((pageNumber: number, element: HTMLDivElement | null) => {
    if (element) pageRefs.current.set(pageNumber, element);
    else pageRefs.current.delete(pageNumber);
  }, []);

  if (status.kind === 'unavailable') {
    return (
      <div className={[styles.root, className].filter(Boolean).join(' ')}>
        <p className={styles.message}>PDF not available</p>
      </div>
    );
  }

  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      {status.kind === 'loading' ? (
        <p className={styles.message} role="status">
          Loading PDF...
        </p>
      ) : null}
      <div
        ref={scrollRef}
        className={styles.scroller}
        // A scrollable region must be reachable with the keyboard (WCAG 2.1.1).
        tabIndex={0}
        role="region"
        aria-label={`PDF: ${title}`}
        hidden={status.kind !== 'ready'}
        data-testid="pdf-scroller"
      >
        {status.kind === 'ready' && first && width > 0
          ? pages.map((page, index) => (
              <PdfPageView
                key={index}
                pageNumber={index + 1}
                pageCount={pages.length}
                page={page}
                fallback={first}
                scale={scale}
                draw={visible.has(index + 1)}
                highlight={highlight?.pageNumber === index + 1 ? highlightRects : null}
                onRendered={handleRendered}
                setRef={setPageRef}
              />
            ))
          : null}
      </div>
    </div>
  );
}

interface PdfPageViewProps {
  pageNumber: number;
  pageCount: number;
  /** `null` until its size is known: the first page's size stands in. */
  page: PdfPage | null;
  fallback: PdfPage;
  scale: number;
  draw: boolean;
  highlight: readonly ViewportRect[] | null;
  onRendered: (pageNumber: number) => void;
  setRef: (pageNumber: number, element: HTMLDivElement | null) => void;
}

function PdfPageView({ pageNumber, pageCount, page, fallback, scale, draw, highlight, onRendered, setRef }: PdfPageViewProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const textRef = useRef<HTMLDivElement>(null);
  const [rendered, setRendered] = useState(false);
  const { width, height } = (page ?? fallback).viewport(scale);

  useEffect(() => {
    const canvas = canvasRef.current;
    const textLayer = textRef.current;
    if (!draw || !page || !canvas || !textLayer) return;
    let active = true;
    const pixelRatio = Math.min(2, globalThis.devicePixelRatio || 1);
    const task = page.render({ canvas, textLayer, scale, pixelRatio });
    task.promise.then(
      () => {
        if (!active) return;
        setRendered(true);
        onRendered(pageNumber);
      },
      () => {
        // Cancelled by a newer render (new scale) or by unmounting: nothing to report.
      },
    );
    return () => {
      active = false;
      task.cancel();
    };
  }, [draw, page, scale, pageNumber, onRendered]);

  return (
    <div
      ref={(element) => setRef(pageNumber, element)}
      className={styles.page}
      style={{ width, height, '--scale-factor': String(scale) } as CSSProperties}
      role="group"
      aria-label={`Page ${pageNumber} of ${pageCount}`}
      data-page-number={pageNumber}
      data-rendered={rendered || undefined}
    >
      <canvas ref={canvasRef} className={styles.canvas} aria-hidden="true" />
      <div ref={textRef} className={styles.textLayer} />
      {highlight ? (
        <div className={styles.highlightLayer} aria-hidden="true">
          {highlight.map((rect, index) => (
            <div
              key={index}
              className={styles.highlight}
              data-testid="pdf-highlight"
              style={{ left: rect.left, top: rect.top, width: rect.width, height: rect.height }}
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}
