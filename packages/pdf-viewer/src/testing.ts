/**
 * A PDF engine for tests and stories (jsdom has no pdf.js): `createFakePdfLoader` opens documents
 * of letter-size pages that draw grey lines on their canvas and carry real text runs, so quotes can
 * be found on them. Import it from `@paperlight/pdf-viewer/testing`.
 */
import type { PdfTextRun } from './locate';
import { viewportTransform } from './PdfViewer/geometry';
import type { PdfDocument, PdfLoader, PdfPage } from './PdfViewer/pdfDocument';

export interface FakePdfOptions {
  /** @default 3 */
  pages?: number;
  /** The page box in PDF units. @default [0, 0, 612, 792] */
  view?: [number, number, number, number];
  /** The lines of text of a page, top to bottom. @default ['Page N text'] */
  lines?: (pageNumber: number) => readonly string[];
  /** Rejects instead of opening. */
  fail?: boolean;
  /** Never settles (the 'Loading PDF...' state). */
  pending?: boolean;
}

/** Where the fake pages set their text: 10 pt lines from 72 pt below the top, 14 pt apart, 72 pt from the left. */
export const FAKE_TEXT = { left: 72, top: 72, size: 10, leading: 14 } as const;

/** The text runs of a fake page: one per line, 5 pt per character. */
export function fakeTextRuns(lines: readonly string[], view: readonly [number, number, number, number] = [0, 0, 612, 792]): PdfTextRun[] {
  return lines.map((str, index) => ({
    str,
    transform: [FAKE_TEXT.size, 0, 0, FAKE_TEXT.size, view[0] + FAKE_TEXT.left, view[3] - FAKE_TEXT.top - index * FAKE_TEXT.leading],
    width: str.length * 5,
    height: FAKE_TEXT.size,
  }));
}

/**
 * A loader whose documents open at once (or fail, or never open); `opened` lists the URLs asked for.
 * @example <PdfViewer url="https://example.org/paper.pdf" title="A paper" loader={createFakePdfLoader({ pages: 4 })} />
 */
export function createFakePdfLoader({
  pages = 3,
  view = [0, 0, 612, 792],
  lines = (pageNumber) => [`Page ${pageNumber} text`],
  fail = false,
  pending = false,
}: FakePdfOptions = {}): PdfLoader & { opened: string[] } {
  const opened: string[] = [];
  const page = (pageNumber: number): PdfPage => ({
    view,
    viewport: (scale) => ({
      width: (view[2] - view[0]) * scale,
      height: (view[3] - view[1]) * scale,
      transform: viewportTransform(view, scale),
    }),
    render({ canvas, textLayer, scale, pixelRatio }) {
      canvas.width = Math.floor((view[2] - view[0]) * scale * pixelRatio);
      canvas.height = Math.floor((view[3] - view[1]) * scale * pixelRatio);
      const context = canvas.getContext('2d');
      if (context) {
        context.fillStyle = '#fff';
        context.fillRect(0, 0, canvas.width, canvas.height);
        context.fillStyle = '#c7c9cf';
        for (let line = 0; line < 40; line++)
          context.fillRect(
            72 * scale * pixelRatio,
            (90 + line * 16) * scale * pixelRatio,
            460 * scale * pixelRatio,
            7 * scale * pixelRatio,
          );
      }
      textLayer.replaceChildren(
        ...lines(pageNumber).map((text) => {
          const span = document.createElement('span');
          span.textContent = text;
          return span;
        }),
      );
      return { promise: Promise.resolve(), cancel() {} };
    },
    textContent: () => Promise.resolve(fakeTextRuns(lines(pageNumber), view)),
  });
  const loader = (url: string) => {
    opened.push(url);
    if (pending) return { promise: new Promise<PdfDocument>(() => {}), cancel() {} };
    if (fail) return { promise: Promise.reject(new Error('Failed to fetch')), cancel() {} };
    const doc: PdfDocument = { numPages: pages, getPage: (n) => Promise.resolve(page(n)), destroy() {} };
    return { promise: Promise.resolve(doc), cancel() {} };
  };
  return Object.assign(loader, { opened });
}
