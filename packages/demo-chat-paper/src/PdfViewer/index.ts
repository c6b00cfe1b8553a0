export { PdfViewer } from './PdfViewer';
export type { PdfHighlight, PdfViewerProps } from './PdfViewer';
export { boundingRect, fitWidthScale, pdfRectToViewport, viewportTransform } from './geometry';
export type { PdfRect, ViewportRect, ViewportTransform } from './geometry';
export type { PdfDocument, PdfLoader, PdfPage, PdfTask } from './pdfDocument';
