export { defaultPdfLoader, PdfViewer, warmUpDefaultPdfLoader } from './PdfViewer';
export type { PdfHighlight, PdfHighlightResult, PdfQuote, PdfViewerProps } from './PdfViewer';
export { boundingRect, fitWidthScale, pdfRectToViewport, TEXT_LAYOUT_SCALE, textLayoutScale, viewportTransform } from './geometry';
export type { PdfRect, ViewportRect, ViewportTransform } from './geometry';
export type { PdfDocument, PdfLoader, PdfPage, PdfTask } from './pdfDocument';
export { preloadPdf, takePreloadedPdf } from './preload';
