export {
  boundingRect,
  defaultPdfLoader,
  fitWidthScale,
  pdfRectToViewport,
  PdfViewer,
  preloadPdf,
  takePreloadedPdf,
  viewportTransform,
  warmUpDefaultPdfLoader,
} from './PdfViewer';
export type {
  PdfDocument,
  PdfHighlight,
  PdfHighlightResult,
  PdfLoader,
  PdfPage,
  PdfQuote,
  PdfRect,
  PdfTask,
  PdfViewerProps,
  ViewportRect,
  ViewportTransform,
} from './PdfViewer';
export { locateQuote, normalizeChar, normalizeQuote } from './locate';
export type { LocateOptions, PdfMarkedContent, PdfTextContentItem, PdfTextRun, QuoteLocation } from './locate';
