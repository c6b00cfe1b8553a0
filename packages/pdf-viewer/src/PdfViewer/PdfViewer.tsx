import { useClock } from '@paperlight/ui-kit';
import { useCallback, useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { locateQuote, type PdfTextContentItem } from '../locate';
import { boundingRect, fitWidthScale, passageScale, pdfRectToViewport, textLayoutScale, type PdfRect, type ViewportRect } from './geometry';
import type { PdfDocument, PdfLoader, PdfPage } from './pdfDocument';
import { takePreloadedPdf } from './preload';
import * as styles from './PdfViewer.css';

/** A passage to find in the text of its page and highlight. */
export interface PdfQuote {
  /** The page it is on (a sentence may run on to the next page: the pages either side are searched too). */
  pageNumber: number;
  /** The passage, verbatim from the PDF's text (white space, hyphens, accents and case do not matter). */
  text: string;
}

/** A region of the PDF to show and highlight: a page, rectangles on it, and/or quotes to find. */
export interface PdfHighlight {
  /** Changes each time the same region is asked for again, so the viewer scrolls back to it. */
  key: string;
  /** The page to show (scrolled to when no quote is found). */
  pageNumber: number;
  /** Rectangles on `pageNumber`, in PDF user space. */
  rects?: readonly PdfRect[];
  /** Passages found in the pages' text and highlighted; the viewer scrolls to the first one found. */
  quotes?: readonly PdfQuote[];
}

/** What became of a highlight's quotes. */
export interface PdfHighlightResult {
  key: string;
  /** Which of the quotes (by index) were found, whole or in part. */
  found: readonly boolean[];
  /** The page the viewer scrolled to. */
  pageNumber: number;
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
  /** Called when a highlight's quotes have been looked for (and the view scrolled to them). */
  onHighlightLocated?: (result: PdfHighlightResult) => void;
  /**
   * On a screen too narrow to read a whole page, zoom in so the highlighted passage fills the width
   * (a phone opens a two-column paper at the passage's column).
   * @default false
   */
  zoomToHighlight?: boolean;
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

/** Width in PDF units of the rectangles together. */
function boundingPdfWidth(rects: readonly PdfRect[]): number {
  return Math.max(...rects.map((r) => r.x + r.width)) - Math.min(...rects.map((r) => r.x));
}

type Status = { kind: 'loading' } | { kind: 'ready'; doc: PdfDocument; first: PdfPage } | { kind: 'unavailable' };

/** A highlight resolved to rectangles on pages, and the place to scroll to. */
interface Located {
  key: string;
  byPage: ReadonlyMap<number, readonly PdfRect[]>;
  target: { pageNumber: number; rects: readonly PdfRect[] };
}

/** The pages a quote may be on: its own, then the next (a sentence running on) and the previous. */
function pagesToSearch(pageNumber: number, pageCount: number): number[] {
  return [pageNumber, pageNumber + 1, pageNumber - 1].filter((n) => n >= 1 && n <= pageCount);
}

/**
 * Finds each quote on its page or the pages either side: a whole match wins; otherwise every piece
 * found (the beginning of a sentence on one page, its end on the next) is covered.
 */
async function locateQuotes(
  highlight: PdfHighlight,
  pageCount: number,
  textOf: (pageNumber: number) => Promise<readonly PdfTextContentItem[] | null>,
): Promise<{ located: Located; found: boolean[] }> {
  const byPage = new Map<number, PdfRect[]>();
  const add = (pageNumber: number, rects: readonly PdfRect[]) => byPage.set(pageNumber, [...(byPage.get(pageNumber) ?? []), ...rects]);
  if (highlight.rects?.length) add(highlight.pageNumber, highlight.rects);
  let target: Located['target'] | null = highlight.rects?.length ? { pageNumber: highlight.pageNumber, rects: highlight.rects } : null;
  const found: boolean[] = [];
  for (const quote of highlight.quotes ?? []) {
    const matches: { pageNumber: number; rects: PdfRect[]; exact: boolean }[] = [];
    for (const pageNumber of pagesToSearch(quote.pageNumber, pageCount)) {
      const items = await textOf(pageNumber);
      const location = items ? locateQuote(items, quote.text) : null;
      if (location) matches.push({ pageNumber, rects: location.rects, exact: location.match === 'exact' });
    }
    const exact = matches.find((match) => match.exact);
    const kept = exact ? [exact] : matches.sort((a, b) => a.pageNumber - b.pageNumber);
    for (const match of kept) add(match.pageNumber, match.rects);
    found.push(kept.length > 0);
    if (!target && kept[0]) target = { pageNumber: kept[0].pageNumber, rects: kept[0].rects };
  }
  return { located: { key: highlight.key, byPage, target: target ?? { pageNumber: highlight.pageNumber, rects: [] } }, found };
}

/**
 * A PDF viewer on pdf.js: pages fit the width, are drawn to canvas with a selectable text layer
 * when they come near the visible area, and a highlighted region is scrolled into view.
 */
export function PdfViewer({
  url,
  title,
  loader = defaultPdfLoader,
  highlight = null,
  onHighlightLocated,
  zoomToHighlight = false,
  onFirstPageRendered,
  className,
}: PdfViewerProps) {
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
  const onHighlightLocatedRef = useRef(onHighlightLocated);
  onHighlightLocatedRef.current = onHighlightLocated;
  const [located, setLocated] = useState<Located | null>(null);

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
    globalThis.performance?.mark?.('paperlight:pdf-viewer:pdf-shown');
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
        const shown = entries
          .filter((entry) => entry.isIntersecting)
          .map((entry) => Number((entry.target as HTMLElement).dataset.pageNumber));
        if (shown.length > 0) setVisible((current) => (shown.every((n) => current.has(n)) ? current : new Set([...current, ...shown])));
      },
      { root, rootMargin: '100% 0px' },
    );
    for (const element of pageRefs.current.values()) observer.observe(element);
    return () => observer.disconnect();
  }, [status.kind, pageCount]);

  const first = status.kind === 'ready' ? status.first : null;
  const pageWidth = first ? first.view[2] - first.view[0] : 0;
  const passageWidth = zoomToHighlight && located?.target.rects.length ? boundingPdfWidth(located.target.rects) : 0;
  const scale = !first
    ? 1
    : passageWidth
      ? passageScale(width - 2 * GUTTER, pageWidth, passageWidth)
      : fitWidthScale(width - 2 * GUTTER, pageWidth);

  // Resolve the highlight to rectangles per page: its own, and its quotes found in the pages' text.
  const doc = status.kind === 'ready' ? status.doc : null;
  useEffect(() => {
    if (!highlight || !doc) {
      setLocated(null);
      return;
    }
    let active = true;
    const texts = new Map<number, Promise<readonly PdfTextContentItem[] | null>>();
    const textOf = (pageNumber: number) => {
      let text = texts.get(pageNumber);
      if (!text) {
        text = doc
          .getPage(pageNumber)
          .then((page) => page.textContent?.() ?? null)
          .catch(() => null);
        texts.set(pageNumber, text);
      }
      return text;
    };
    void locateQuotes(highlight, doc.numPages, textOf).then(({ located: result, found }) => {
      if (!active) return;
      setLocated(result);
      if (highlight.quotes?.length) onHighlightLocatedRef.current?.({ key: highlight.key, found, pageNumber: result.target.pageNumber });
    });
    return () => {
      active = false;
    };
    // A highlight is identified by its key.
  }, [highlight?.key, doc]); // eslint-disable-line react-hooks/exhaustive-deps

  const highlightRects = useMemo(() => {
    const byPage = new Map<number, ViewportRect[]>();
    if (!located) return byPage;
    for (const [pageNumber, rects] of located.byPage) {
      const page = pages[pageNumber - 1];
      if (!page) continue;
      const { transform } = page.viewport(scale);
      byPage.set(
        pageNumber,
        rects.map((rect) => pdfRectToViewport(rect, transform)),
      );
    }
    return byPage;
  }, [located, pages, scale]);

  // Scroll the highlighted region into view (its page is drawn on the way), once its page's size is known.
  const targetPage = located ? pages[located.target.pageNumber - 1] : null;
  useEffect(() => {
    if (!located || !targetPage) return;
    const { pageNumber, rects } = located.target;
    setVisible((current) => (current.has(pageNumber) ? current : new Set([...current, pageNumber])));
    const root = scrollRef.current;
    const pageElement = pageRefs.current.get(pageNumber);
    if (!root || !pageElement) return;
    const { transform } = targetPage.viewport(scale);
    const box = boundingRect(rects.map((rect) => pdfRectToViewport(rect, transform)));
    const reduce = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const top = box ? pageElement.offsetTop + box.top - Math.max(24, (root.clientHeight - box.height) / 3) : pageElement.offsetTop - GUTTER;
    // A page wider than the view (zoomed in to the passage) also scrolls across to it.
    const left = box && pageElement.offsetWidth > root.clientWidth ? pageElement.offsetLeft + box.left - GUTTER : 0;
    root.scrollTo?.({ top: Math.max(0, top), left: Math.max(0, left), behavior: reduce ? 'auto' : 'smooth' });
    // Only a new request scrolls; re-measuring on resize keeps the position.
  }, [located?.key, targetPage !== null && targetPage !== undefined, width > 0]); // eslint-disable-line react-hooks/exhaustive-deps

  const handleRendered = useCallback((pageNumber: number) => {
    if (pageNumber !== 1 || firstRendered.current) return;
    firstRendered.current = true;
    globalThis.performance?.mark?.('paperlight:pdf-viewer:first-page-rendered');
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
                highlight={highlightRects.get(index + 1) ?? null}
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
  const textScale = textLayoutScale(scale);

  useEffect(() => {
    const canvas = canvasRef.current;
    const textLayer = textRef.current;
    if (!draw || !page || !canvas || !textLayer) return;
    let active = true;
    const pixelRatio = Math.min(2, globalThis.devicePixelRatio || 1);
    const task = page.render({ canvas, textLayer, scale, textScale, pixelRatio });
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
  }, [draw, page, scale, textScale, pageNumber, onRendered]);

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
      <div
        ref={textRef}
        className={styles.textLayer}
        data-testid="pdf-text-layer"
        style={
          {
            '--scale-factor': String(textScale),
            transform: textScale === scale ? undefined : `scale(${scale / textScale})`,
          } as CSSProperties
        }
      />
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
