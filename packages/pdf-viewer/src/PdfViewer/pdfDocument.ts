import type { PdfTextContentItem } from '../locate';
import type { ViewportTransform } from './geometry';

/** A running piece of work that can be abandoned (a page render, a document load). */
export interface PdfTask<T> {
  promise: Promise<T>;
  cancel(): void;
}

/** What the viewer needs from one page; pdf.js's `PDFPageProxy` is adapted to it in `../pdfjs`. */
export interface PdfPage {
  /** The page box in PDF user space, `[x0, y0, x1, y1]`. */
  readonly view: readonly [number, number, number, number];
  /** Size and user-space → CSS-pixel transform of the page at `scale` (the page's own rotation included). */
  viewport(scale: number): { width: number; height: number; transform: ViewportTransform };
  /**
   * Draws the page at `scale` into `canvas` and lays its selectable text out into `textLayer` at
   * `textScale` (the element carries `--scale-factor: textScale` and a CSS transform down to `scale`).
   */
  render(target: {
    canvas: HTMLCanvasElement;
    textLayer: HTMLElement;
    scale: number;
    textScale: number;
    pixelRatio: number;
  }): PdfTask<void>;
  /** The page's text runs with their positions (pdf.js's `getTextContent().items`), to find quotes on it. */
  textContent?(): Promise<readonly PdfTextContentItem[]>;
}

export interface PdfDocument {
  readonly numPages: number;
  getPage(pageNumber: number): Promise<PdfPage>;
  destroy(): void;
}

/**
 * Opens the PDF at `url`. The default one runs pdf.js with its worker from this package's own
 * bundle; tests and stories pass a fake (`@paperlight/pdf-viewer/testing`).
 */
export type PdfLoader = (url: string) => PdfTask<PdfDocument>;
