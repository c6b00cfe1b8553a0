/**
 * Figures and tables of a paper (issue 14): captions recognised in the page text, each caption's
 * figure region found from the page's drawing operators (paths, images) and the text that is not
 * running prose around it, then cropped with its caption from the page rendered at 2×.
 *
 * Everything here works in PDF user space (points, y grows upwards) until a figure's bbox is
 * reported, which is in page points with the origin top-left as PaperFigure says.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PaperFigure, TableRow } from '../types';
import { lineBox, overlapX, union, type Caption } from './captions';
import type { Box, Line, PageText } from './layout';

type RenderParameters = Parameters<PDFPageProxy['render']>[0];

/** Scale the crops are rendered at: 2 px per point, 144 dpi. */
export const FIGURE_SCALE = 2;

export interface PageLayoutFacts {
  /** Lines of running prose (and headings): a figure region never crosses them. */
  prose: ReadonlySet<Line>;
  /** Lines that belong to no figure: captions of other figures, equations handled elsewhere. */
  captions: Caption[];
  /** The text block of the document: graphics outside it (rules under running heads) are margins. */
  textBlock: Box;
}

export interface FigureRegion {
  caption: Caption;
  /** Figure (or table) and caption together, PDF user space. */
  box: Box;
  /** Lines inside the figure that are not prose: labels, table cells, legends. */
  lines: Line[];
}

/**
 * Finds each caption's figure on the page: the drawings and non-prose text between the caption
 * and the nearest prose above (or below), within the caption's column or the full width.
 */
export function locateFigures(page: PageText, graphics: Box[], facts: PageLayoutFacts): FigureRegion[] {
  const { prose, captions, textBlock } = facts;
  const pageArea = page.width * page.height;
  const proseLines = page.lines.filter((l) => prose.has(l));
  const captionLines = new Set(captions.flatMap((c) => c.lines));
  // A figure may reach into the margins; what is centred outside the text block (rules under running heads, logos) is not one.
  const within = (b: Box) => {
    const cx = (b.x0 + b.x1) / 2;
    const cy = (b.y0 + b.y1) / 2;
    return cx >= textBlock.x0 - 6 && cx <= textBlock.x1 + 6 && cy >= textBlock.y0 - 6 && cy <= textBlock.y1 + 6;
  };
  const elements: { box: Box; line?: Line }[] = [
    ...graphics
      .filter((b) => (b.x1 - b.x0) * (b.y1 - b.y0) < pageArea * 0.6 && within(b))
      // Hairlines of a few points (underlines, footnote rules) say nothing about a figure alone.
      .filter((b) => b.x1 - b.x0 > 4 || b.y1 - b.y0 > 4)
      .map((box) => ({ box })),
    ...page.rotated.filter(within).map((box) => ({ box })),
    ...page.lines.filter((l) => !prose.has(l) && !captionLines.has(l)).map((line) => ({ box: lineBox(line), line })),
  ];
  const left = Math.min(textBlock.x0, ...proseLines.map((l) => l.x0));
  const right = Math.max(textBlock.x1, ...proseLines.map((l) => l.x1));
  const regions: FigureRegion[] = [];
  for (const caption of captions) {
    const c = caption.box;
    const gutter = page.gutter;
    let span: Box;
    if (gutter !== null && c.x1 <= gutter + 4) span = { x0: left, x1: gutter, y0: 0, y1: 0 };
    else if (gutter !== null && c.x0 >= gutter - 4) span = { x0: gutter, x1: right, y0: 0, y1: 0 };
    else span = { x0: left, x1: right, y0: 0, y1: 0 };
    const inSpan = (b: Box) => overlapX(b, span) >= Math.min(b.x1 - b.x0, span.x1 - span.x0) * 0.5;
    const others = captions.filter((o) => o !== caption && inSpan(o.box));
    const barriersAbove = [...proseLines.filter((l) => inSpan(lineBox(l))).map(lineBox), ...others.map((o) => o.box)].filter(
      (b) => b.y0 >= c.y1 - 2,
    );
    const barriersBelow = [...proseLines.filter((l) => inSpan(lineBox(l))).map(lineBox), ...others.map((o) => o.box)].filter(
      (b) => b.y1 <= c.y0 + 2,
    );
    const limitAbove = Math.min(textBlock.y1 + 12, ...barriersAbove.map((b) => b.y0));
    const limitBelow = Math.max(textBlock.y0 - 12, ...barriersBelow.map((b) => b.y1));
    const gather = (test: (b: Box) => boolean) => {
      const found = elements.filter((e) => inSpan(e.box) && test(e.box));
      const box = found.reduce<Box | null>((acc, e) => union(acc, e.box), null);
      return { found, box };
    };
    const above = gather((b) => b.y0 >= c.y1 - 3 && b.y1 <= limitAbove + 1);
    const below = gather((b) => b.y1 <= c.y0 + 3 && b.y0 >= limitBelow - 1);
    const usable = (g: typeof above) =>
      g.box !== null && g.box.y1 - g.box.y0 >= 18 && g.box.x1 - g.box.x0 >= 40 && (g.found.some((e) => !e.line) || g.found.length >= 3);
    const gapAbove = above.box ? above.box.y0 - c.y1 : Infinity;
    const gapBelow = below.box ? c.y0 - below.box.y1 : Infinity;
    let chosen: typeof above | null = null;
    if (usable(above) && usable(below)) {
      // Figures mostly sit above their captions; tables go either way, so the nearer content wins.
      const preferAbove = caption.kind === 'figure' ? gapAbove <= gapBelow + 24 : gapAbove <= gapBelow;
      chosen = preferAbove ? above : below;
    } else if (usable(above)) chosen = above;
    else if (usable(below)) chosen = below;
    if (!chosen?.box) continue;
    const box = union(chosen.box, c);
    const pad = 3;
    // The crop stops short of the prose around it, padding included.
    const barriers = [...barriersAbove, ...barriersBelow];
    const top = Math.min(box.y1 + pad, ...barriers.filter((b) => b.y0 >= box.y1 - 1).map((b) => b.y0 - 0.5));
    const bottom = Math.max(box.y0 - pad, ...barriers.filter((b) => b.y1 <= box.y0 + 1).map((b) => b.y1 + 0.5));
    regions.push({
      caption,
      box: {
        x0: Math.max(0, box.x0 - pad),
        y0: Math.max(0, bottom),
        x1: Math.min(page.width, box.x1 + pad),
        y1: Math.min(page.height, top),
      },
      lines: chosen.found.flatMap((e) => (e.line ? [e.line] : [])),
    });
  }
  return separateRegions(regions, captions, elements);
}

const intersects = (a: Box, b: Box) => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;
const inside = (a: Box, b: Box) => a.x0 >= b.x0 - 0.5 && a.x1 <= b.x1 + 0.5 && a.y0 >= b.y0 - 0.5 && a.y1 <= b.y1 + 0.5;

/**
 * One figure per crop, its caption whole (issue 30): a crop that reaches another caption — the
 * neighbour set beside it, whose caption it would clip ('ure 4: Performance ratio…') — stops short
 * of it on the side where that caption sits, then shrinks to what lies wholly inside it (its own
 * drawing and caption), so the neighbour's drawing is left out too. Its own caption is never cut.
 */
export function separateRegions(regions: FigureRegion[], captions: readonly Caption[], elements: readonly { box: Box }[]): FigureRegion[] {
  const pad = 3;
  return regions.map((region) => {
    const own = region.caption.box;
    const box = { ...region.box };
    for (const other of captions) {
      if (other === region.caption || !intersects(box, other.box)) continue;
      const o = other.box;
      if (o.x0 >= own.x1 - 1) box.x1 = Math.min(box.x1, o.x0 - 1);
      else if (o.x1 <= own.x0 + 1) box.x0 = Math.max(box.x0, o.x1 + 1);
      else if (o.y0 >= own.y1) box.y1 = Math.min(box.y1, o.y0 - 0.5);
      else if (o.y1 <= own.y0) box.y0 = Math.max(box.y0, o.y1 + 0.5);
    }
    if (box.x0 === region.box.x0 && box.x1 === region.box.x1 && box.y0 === region.box.y0 && box.y1 === region.box.y1) return region;
    const content = elements.filter((e) => inside(e.box, box)).reduce<Box>((acc, e) => union(acc, e.box), own);
    const shrunk = {
      x0: Math.max(box.x0, content.x0 - pad),
      y0: Math.max(box.y0, content.y0 - pad),
      x1: Math.min(box.x1, content.x1 + pad),
      y1: Math.min(box.y1, content.y1 + pad),
    };
    return { ...region, box: shrunk, lines: region.lines.filter((line) => inside(lineBox(line), shrunk)) };
  });
}

/** PaperFigure bbox: page points, origin top-left. */
function topLeftBox(page: PDFPageProxy, b: Box): [number, number, number, number] {
  const viewport = page.getViewport({ scale: 1 });
  const [ax, ay] = viewport.convertToViewportPoint(b.x0, b.y0) as [number, number];
  const [bx, by] = viewport.convertToViewportPoint(b.x1, b.y1) as [number, number];
  const r = (v: number) => Math.round(v * 10) / 10;
  return [r(Math.min(ax, bx)), r(Math.min(ay, by)), r(Math.max(ax, bx)), r(Math.max(ay, by))];
}

/**
 * A table's rows: its cell lines grouped by baseline (cells of one row sit on one baseline, give or
 * take a third of their size), left to right, top to bottom, in crop pixels of a crop whose top-left
 * is `bbox`'s (FIGURE_SCALE pixels a point).
 */
export function tableRows(
  page: Pick<PDFPageProxy, 'getViewport'>,
  lines: readonly Line[],
  bbox: [number, number, number, number],
): TableRow[] {
  const viewport = page.getViewport({ scale: 1 });
  const placed = lines
    .map((line) => ({ line, top: (viewport.convertToViewportPoint(line.x0, line.y) as [number, number])[1] }))
    .sort((a, b) => a.top - b.top || a.line.x0 - b.line.x0);
  const groups: { baseline: number; size: number; cells: Line[] }[] = [];
  for (const { line, top } of placed) {
    const group = groups.find((g) => Math.abs(g.baseline - top) <= Math.max(g.size, line.size) / 3);
    if (group) {
      group.cells.push(line);
      group.size = Math.max(group.size, line.size);
    } else groups.push({ baseline: top, size: line.size, cells: [line] });
  }
  const s = FIGURE_SCALE;
  const cropTop = Math.floor(bbox[1] * s);
  return groups
    .sort((a, b) => a.baseline - b.baseline)
    .map((g) => ({
      y: Math.max(0, Math.round((g.baseline - g.size * 0.9) * s) - cropTop),
      height: Math.round(g.size * 1.15 * s),
      // Control characters are marks a font maps to no text (significance stars in PLOS ONE's tables).
      text: g.cells
        .sort((a, b) => a.x0 - b.x0)
        .map((c) => c.text.replace(/\p{Cc}/gu, '').trim())
        .filter(Boolean)
        .join(' '),
    }))
    .filter((row) => row.text.length > 0);
}

/**
 * Renders the part of the page its figures need once at FIGURE_SCALE and writes one PNG per
 * figure into `dir`. Returns the figures with bbox, and image/width/height where one was written.
 */
export async function cropFigures(
  page: PDFPageProxy,
  regions: FigureRegion[],
  captionText: (caption: Caption) => string,
  dir: string | undefined,
): Promise<PaperFigure[]> {
  const figures: PaperFigure[] = regions.map((r) => {
    const bbox = topLeftBox(page, r.box);
    const rows = r.caption.kind === 'table' ? tableRows(page, r.lines, bbox) : [];
    return {
      id: r.caption.id,
      kind: r.caption.kind,
      label: r.caption.label,
      caption: captionText(r.caption),
      page: r.caption.page,
      bbox,
      ...(rows.length > 0 ? { rows } : {}),
    };
  });
  if (!dir || figures.length === 0) return figures;
  const { createCanvas } = await import('@napi-rs/canvas');
  await mkdir(dir, { recursive: true });
  const all = figures
    .map((f) => f.bbox!)
    .reduce((a, b) => [Math.min(a[0], b[0]), Math.min(a[1], b[1]), Math.max(a[2], b[2]), Math.max(a[3], b[3])]);
  const s = FIGURE_SCALE;
  const ox = Math.floor(all[0] * s);
  const oy = Math.floor(all[1] * s);
  const width = Math.ceil(all[2] * s) - ox;
  const height = Math.ceil(all[3] * s) - oy;
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  const viewport = page.getViewport({ scale: s });
  await page.render({
    canvas: null,
    canvasContext: context as unknown as RenderParameters['canvasContext'],
    viewport,
    transform: [1, 0, 0, 1, -ox, -oy],
    annotationMode: 0,
  }).promise;
  for (const figure of figures) {
    const [x0, y0, x1, y1] = figure.bbox!;
    const w = Math.ceil(x1 * s) - Math.floor(x0 * s);
    const h = Math.ceil(y1 * s) - Math.floor(y0 * s);
    const crop = createCanvas(w, h);
    crop.getContext('2d').drawImage(canvas, Math.floor(x0 * s) - ox, Math.floor(y0 * s) - oy, w, h, 0, 0, w, h);
    const file = path.join(dir, `${figure.id}.png`);
    await writeFile(file, await crop.encode('png'));
    figure.image = file;
    figure.width = w;
    figure.height = h;
  }
  // Let the page-sized bitmap go before the next page is drawn.
  canvas.width = 0;
  canvas.height = 0;
  return figures;
}

/**
 * A figure that fills a page of its own while its caption sits on the facing page (The Lancet
 * does this): everything drawn within the text block of that page, if it has no prose and no
 * caption of its own.
 */
export function wholePageFigure(
  page: PageText,
  graphics: Box[],
  facts: Pick<PageLayoutFacts, 'prose' | 'textBlock'>,
): { box: Box; lines: Line[] } | null {
  if (page.lines.some((l) => facts.prose.has(l))) return null;
  const { textBlock } = facts;
  const inside = (b: Box) => {
    const cx = (b.x0 + b.x1) / 2;
    const cy = (b.y0 + b.y1) / 2;
    return cx >= textBlock.x0 - 6 && cx <= textBlock.x1 + 6 && cy >= textBlock.y0 - 6 && cy <= textBlock.y1 + 6;
  };
  const drawn = graphics.filter((b) => inside(b) && (b.x1 - b.x0) * (b.y1 - b.y0) < page.width * page.height * 0.9);
  if (drawn.length < 3) return null;
  const lines = page.lines.filter((l) => inside(lineBox(l)));
  const box = [...drawn, ...lines.map(lineBox), ...page.rotated.filter(inside)].reduce<Box | null>((acc, b) => union(acc, b), null)!;
  if ((box.x1 - box.x0) * (box.y1 - box.y0) < page.width * page.height * 0.2) return null;
  const pad = 3;
  return {
    box: {
      x0: Math.max(0, box.x0 - pad),
      y0: Math.max(0, box.y0 - pad),
      x1: Math.min(page.width, box.x1 + pad),
      y1: Math.min(page.height, box.y1 + pad),
    },
    lines,
  };
}

/**
 * Crops a whole-page figure and its caption from the facing page into one PNG: the figure on
 * top, the caption under it. The figure's page and bbox are the figure's own.
 */
export async function cropFacingFigure(
  figurePage: PDFPageProxy,
  figureBox: Box,
  captionPage: PDFPageProxy,
  caption: Caption,
  text: string,
  dir: string | undefined,
): Promise<PaperFigure> {
  const bbox = topLeftBox(figurePage, figureBox);
  const figure: PaperFigure = {
    id: caption.id,
    kind: caption.kind,
    label: caption.label,
    caption: text,
    page: figurePage.pageNumber,
    bbox,
  };
  if (!dir) return figure;
  const { createCanvas } = await import('@napi-rs/canvas');
  await mkdir(dir, { recursive: true });
  const s = FIGURE_SCALE;
  const pad = 3;
  const c = topLeftBox(captionPage, {
    x0: caption.box.x0 - pad,
    y0: caption.box.y0 - pad,
    x1: caption.box.x1 + pad,
    y1: caption.box.y1 + pad,
  });
  const parts = [
    { page: figurePage, box: bbox },
    { page: captionPage, box: c },
  ].map(({ page, box }) => ({
    page,
    box,
    x: Math.floor(box[0] * s),
    y: Math.floor(box[1] * s),
    w: Math.ceil(box[2] * s) - Math.floor(box[0] * s),
    h: Math.ceil(box[3] * s) - Math.floor(box[1] * s),
  }));
  const width = Math.max(...parts.map((p) => p.w));
  const height = parts.reduce((sum, p) => sum + p.h, 0);
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  let top = 0;
  for (const part of parts) {
    const viewport = part.page.getViewport({ scale: s });
    context.save();
    context.beginPath();
    context.rect(0, top, part.w, part.h);
    context.clip();
    await part.page.render({
      canvas: null,
      canvasContext: context as unknown as RenderParameters['canvasContext'],
      viewport,
      transform: [1, 0, 0, 1, -part.x, top - part.y],
      annotationMode: 0,
    }).promise;
    context.restore();
    top += part.h;
  }
  const file = path.join(dir, `${figure.id}.png`);
  await writeFile(file, await canvas.encode('png'));
  return { ...figure, image: file, width, height };
}
