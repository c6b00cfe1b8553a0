/** A rectangle in PDF user space: (x, y) is its bottom-left corner, y grows upwards. */
export interface PdfRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A rectangle on the rendered page in CSS pixels, from the page's top-left corner. */
export interface ViewportRect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** pdf.js's viewport transform `[a, b, c, d, e, f]`: x' = a·x + c·y + e, y' = b·x + d·y + f. */
export type ViewportTransform = readonly [number, number, number, number, number, number];

/**
 * The transform pdf.js builds for an unrotated page box `[x0, y0, x1, y1]` at `scale`: it flips the
 * y axis so that the page's top-left corner lands at (0, 0).
 * @example viewportTransform([0, 0, 612, 792], 1.5) // [1.5, 0, 0, -1.5, 0, 1188]
 */
export function viewportTransform(view: readonly [number, number, number, number], scale: number): ViewportTransform {
  const [x0, , , y1] = view;
  return [scale, 0, 0, -scale, -x0 * scale, y1 * scale];
}

/** Maps a PDF user-space rectangle onto the rendered page (any rotation the transform carries). */
export function pdfRectToViewport(rect: PdfRect, transform: ViewportTransform): ViewportRect {
  const [a, b, c, d, e, f] = transform;
  const corners = [
    [rect.x, rect.y],
    [rect.x + rect.width, rect.y + rect.height],
  ].map(([x, y]) => [a * x! + c * y! + e, b * x! + d * y! + f] as const);
  const [[x1, y1], [x2, y2]] = corners as [readonly [number, number], readonly [number, number]];
  return { left: Math.min(x1, x2), top: Math.min(y1, y2), width: Math.abs(x2 - x1), height: Math.abs(y2 - y1) };
}

/**
 * The scale that fits a page of `pageWidth` PDF units into `containerWidth` CSS pixels, kept
 * readable on phones and sharp but not huge on wide screens.
 */
/**
 * The scale the text layer is laid out at (then scaled down to the page's with a CSS transform):
 * at least 2 CSS px a PDF point. A phone shows a page at about 0.6, where a paper's 9 pt body text
 * would be 5 px spans: below a browser's minimum font size, and flagged by Lighthouse's font-size
 * audit as illegible (Best Practices 96). The spans stay transparent and cover the same words.
 */
export const TEXT_LAYOUT_SCALE = 2;

/** The text layer's layout scale for a page shown at `scale`. */
export function textLayoutScale(scale: number): number {
  return Math.max(scale, TEXT_LAYOUT_SCALE);
}

export function fitWidthScale(containerWidth: number, pageWidth: number, { min = 0.4, max = 2 } = {}): number {
  if (!(containerWidth > 0) || !(pageWidth > 0)) return 1;
  return Math.min(max, Math.max(min, containerWidth / pageWidth));
}

/**
 * On a screen too narrow to read a whole page (the page's fit-width scale below `readable`), the
 * scale at which the passage of `passageWidth` PDF units fills `containerWidth` instead: on a phone,
 * a two-column paper opens at the highlighted column's width. Never below the fit-width scale.
 */
export function passageScale(
  containerWidth: number,
  pageWidth: number,
  passageWidth: number,
  { readable = 0.9, max = 1.5, margin = 12 } = {},
): number {
  const fit = fitWidthScale(containerWidth, pageWidth);
  if (fit >= readable || !(passageWidth > 0) || !(containerWidth > 0)) return fit;
  return Math.max(fit, Math.min(max, containerWidth / (passageWidth + 2 * margin)));
}

/** The smallest rectangle holding all of them (where a quote's lines start and end on its page). */
export function boundingRect(rects: readonly ViewportRect[]): ViewportRect | null {
  if (rects.length === 0) return null;
  const left = Math.min(...rects.map((r) => r.left));
  const top = Math.min(...rects.map((r) => r.top));
  const right = Math.max(...rects.map((r) => r.left + r.width));
  const bottom = Math.max(...rects.map((r) => r.top + r.height));
  return { left, top, width: right - left, height: bottom - top };
}
