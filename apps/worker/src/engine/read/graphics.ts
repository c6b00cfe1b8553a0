/** Where a page draws (issue 14): the boxes of its painted paths and images, read from its operator list in PDF user space. */
import { OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { Box } from './layout';

export const PAINTS = new Set<number>([
  OPS.stroke,
  OPS.closeStroke,
  OPS.fill,
  OPS.eoFill,
  OPS.fillStroke,
  OPS.eoFillStroke,
  OPS.closeFillStroke,
  OPS.closeEOFillStroke,
]);

/** Boxes of what a page paints besides text: stroked and filled paths, images, shadings. */
export async function graphicsBoxes(page: PDFPageProxy): Promise<Box[]> {
  const list = await page.getOperatorList();
  const boxes: Box[] = [];
  type Matrix = [number, number, number, number, number, number];
  let ctm: Matrix = [1, 0, 0, 1, 0, 0];
  let clip: Box | null = null;
  let clipNext = false;
  const stack: { ctm: Matrix; clip: Box | null }[] = [];
  const compose = (m: Matrix, n: number[]): Matrix => [
    m[0] * n[0]! + m[2] * n[1]!,
    m[1] * n[0]! + m[3] * n[1]!,
    m[0] * n[2]! + m[2] * n[3]!,
    m[1] * n[2]! + m[3] * n[3]!,
    m[0] * n[4]! + m[2] * n[5]! + m[4],
    m[1] * n[4]! + m[3] * n[5]! + m[5],
  ];
  const mapBox = (m: Matrix, x0: number, y0: number, x1: number, y1: number): Box | null => {
    if (![x0, y0, x1, y1].every(Number.isFinite)) return null;
    const xs: number[] = [];
    const ys: number[] = [];
    for (const [x, y] of [
      [x0, y0],
      [x1, y0],
      [x0, y1],
      [x1, y1],
    ] as const) {
      xs.push(m[0] * x + m[2] * y + m[4]);
      ys.push(m[1] * x + m[3] * y + m[5]);
    }
    return { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) };
  };
  const clipped = (b: Box | null): Box | null => {
    if (!b || !clip) return b;
    const c = { x0: Math.max(b.x0, clip.x0), y0: Math.max(b.y0, clip.y0), x1: Math.min(b.x1, clip.x1), y1: Math.min(b.y1, clip.y1) };
    return c.x1 >= c.x0 && c.y1 >= c.y0 ? c : null;
  };
  const paint = (b: Box | null) => {
    const c = clipped(b);
    if (c) boxes.push(c);
  };
  const { fnArray, argsArray } = list;
  for (let i = 0; i < fnArray.length; i += 1) {
    const fn = fnArray[i];
    const args = argsArray[i] as unknown[] | null;
    switch (fn) {
      case OPS.save:
        stack.push({ ctm, clip });
        break;
      case OPS.restore: {
        const state = stack.pop();
        if (state) ({ ctm, clip } = state);
        break;
      }
      case OPS.transform:
        ctm = compose(ctm, args as number[]);
        break;
      case OPS.paintFormXObjectBegin: {
        stack.push({ ctm, clip });
        const matrix = args?.[0] as number[] | null;
        if (Array.isArray(matrix) && matrix.length === 6) ctm = compose(ctm, matrix);
        const bbox = args?.[1] as number[] | null;
        if (Array.isArray(bbox) && bbox.length === 4) clip = clipped(mapBox(ctm, bbox[0]!, bbox[1]!, bbox[2]!, bbox[3]!));
        break;
      }
      case OPS.paintFormXObjectEnd: {
        const state = stack.pop();
        if (state) ({ ctm, clip } = state);
        break;
      }
      // pdf.js 5 folds each path into one constructPath: [its painting operator, [path data],
      // [minX, minY, maxX, maxY] or null]. A clip (W) comes before the path it clips, and takes it.
      case OPS.constructPath: {
        const minMax = args?.[2] as ArrayLike<number> | null | undefined;
        const box = minMax ? mapBox(ctm, minMax[0]!, minMax[1]!, minMax[2]!, minMax[3]!) : null;
        if (clipNext) {
          if (box) clip = clipped(box);
          clipNext = false;
        }
        if (PAINTS.has(args?.[0] as number)) paint(box);
        break;
      }
      case OPS.clip:
      case OPS.eoClip:
        clipNext = true;
        break;
      case OPS.shadingFill:
        if (clip) paint(clip);
        break;
      case OPS.paintImageXObject:
      case OPS.paintInlineImageXObject:
      case OPS.paintImageMaskXObject:
      case OPS.paintImageXObjectRepeat:
      case OPS.paintImageMaskXObjectRepeat:
      case OPS.paintSolidColorImageMask:
      case OPS.paintInlineImageXObjectGroup:
      case OPS.paintImageMaskXObjectGroup:
        paint(mapBox(ctm, 0, 0, 1, 1));
        break;
      default:
        break;
    }
  }
  return boxes;
}
