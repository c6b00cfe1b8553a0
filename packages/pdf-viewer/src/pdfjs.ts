// The real PDF engine, loaded with a dynamic import so that pdf.js never runs on the server and
// stays out of the bundle until a PDF is shown. This file sits at the top of src/ on purpose:
// from here and from any chunk in dist/, '../dist/pdf.worker.min.mjs' is the worker this
// package's build copies next to its code, so no CDN and no bundler plugin is needed
// (Vite, webpack and Rollup all emit `new URL('…', import.meta.url)` as an asset).
import {
  getDocument,
  GlobalWorkerOptions,
  PDFWorker,
  TextLayer,
  type PDFDocumentLoadingTask,
  type PDFDocumentProxy,
  type PDFPageProxy,
} from 'pdfjs-dist';
import { createPdfFetcher } from './fetchPdf';
import type { PdfTextContentItem } from './locate';
import type { ViewportTransform } from './PdfViewer/geometry';
import type { PdfDocument, PdfPage, PdfTask } from './PdfViewer/pdfDocument';

let sharedWorker: PDFWorker | null = null;

/** One worker thread for every document of the page, started as early as possible. */
function worker(): PDFWorker {
  if (!GlobalWorkerOptions.workerSrc && !GlobalWorkerOptions.workerPort) {
    GlobalWorkerOptions.workerSrc = new URL('../dist/pdf.worker.min.mjs', import.meta.url).href;
  }
  if (!sharedWorker || sharedWorker.destroyed) sharedWorker = new PDFWorker();
  return sharedWorker;
}

/** Boots the worker ahead of the first document (the demo calls it while its sample loads). */
export function warmUp(): void {
  worker();
}

function adaptPage(page: PDFPageProxy): PdfPage {
  return {
    view: page.view as unknown as [number, number, number, number],
    viewport(scale) {
      const viewport = page.getViewport({ scale });
      return { width: viewport.width, height: viewport.height, transform: viewport.transform as unknown as ViewportTransform };
    },
    textContent: () => page.getTextContent().then((content) => content.items as PdfTextContentItem[]),
    render({ canvas, textLayer, scale, textScale, pixelRatio }): PdfTask<void> {
      const viewport = page.getViewport({ scale });
      canvas.width = Math.floor(viewport.width * pixelRatio);
      canvas.height = Math.floor(viewport.height * pixelRatio);
      const context = canvas.getContext('2d');
      if (!context) return { promise: Promise.reject(new Error('Canvas 2D is not available')), cancel() {} };
      const drawing = page.render({
        canvasContext: context,
        viewport,
        transform: pixelRatio === 1 ? undefined : [pixelRatio, 0, 0, pixelRatio, 0, 0],
      });
      textLayer.replaceChildren();
      // Laid out larger than the page and scaled down by the viewer's CSS (see textLayoutScale).
      const textViewport = textScale === scale ? viewport : page.getViewport({ scale: textScale });
      const text = new TextLayer({ textContentSource: page.streamTextContent(), container: textLayer, viewport: textViewport });
      return {
        promise: Promise.all([drawing.promise, text.render()]).then(() => undefined),
        cancel() {
          drawing.cancel();
          text.cancel();
        },
      };
    },
  };
}

function adaptDocument(doc: PDFDocumentProxy): PdfDocument {
  return {
    numPages: doc.numPages,
    getPage: (pageNumber) => doc.getPage(pageNumber).then(adaptPage),
    destroy: () => void doc.destroy(),
  };
}

// pdf.js fetches a `url` on the page's main thread and passes every chunk to its worker: for a 2.3 MB
// paper that was 70–160 ms of main-thread CPU in tasks of up to 100 ms. The bytes are fetched in a
// worker of our own instead and handed to pdf.js transferred, as `data` (decision 0092).
const fetchPdfBytes = createPdfFetcher(() =>
  typeof Worker === 'undefined' ? null : new Worker(new URL('../dist/pdf-fetch.worker.js', import.meta.url).href),
);

/**
 * Opens a PDF with pdf.js (eval off: the site's Content-Security-Policy forbids it anyway). When the
 * fetch worker cannot deliver the bytes, pdf.js fetches `url` itself, so a document opens either way.
 */
export function openPdf(url: string): PdfTask<PdfDocument> {
  let cancelled = false;
  let loading: PDFDocumentLoadingTask | null = null;
  const bytes = fetchPdfBytes(url);
  const promise = bytes.promise
    .then(
      (data) => ({ data }),
      () => ({ url }),
    )
    .then((source) => {
      if (cancelled) throw new Error('Cancelled');
      loading = getDocument({ ...source, isEvalSupported: false, worker: worker() });
      return loading.promise;
    })
    .then(adaptDocument);
  return {
    promise,
    cancel() {
      cancelled = true;
      bytes.cancel();
      void loading?.destroy();
    },
  };
}
