/** How a figure or table crop is shown: its layout and scale, a table cut to its legible rows, a figure's zoomed window. */
import type { VisualElement } from '../types';
import { CONTENT_HEIGHT, CONTENT_WIDTH, SLIDE_HEIGHT, SLIDE_WIDTH, type SlideImage } from './look';
import { decodePngRows, encodePng, resvgRows } from './png';

/**
 * Where a figure's window is, said under its label. zoomPlan's window always ends at the crop's
 * bottom and starts at its left edge: its lower part, its left part when the crop is wider than the
 * window, or both.
 */
export function windowName(window: NonNullable<SlideImage['window']>): string {
  const part = [window.y > 1 ? 'lower' : '', window.width < window.of.width - 1 ? 'left' : ''].filter(Boolean).join(' ');
  return `${part ? `${part} part` : 'detail'}, enlarged`.replace(/^./, (c) => c.toUpperCase());
}

/** Height of the whole figure's thumbnail beside a window, at most. */
const LOCATOR_HEIGHT = 320;

/** The scale of the whole figure's thumbnail in the column beside a window `boxWidth` wide. */
export function locatorScale(boxWidth: number, of: { width: number; height: number }): number {
  const column = CONTENT_WIDTH - boxWidth - FIGURE_FRAME - FIGURE_GAP;
  return Math.min((column - 20) / of.width, LOCATOR_HEIGHT / of.height);
}

/**
 * The whole crop shrunk to `width` × `height` by averaging (straight RGBA in, PNG out): the
 * thumbnail beside a window. Made from the rows already decoded, it spares resvg decoding the whole
 * crop again to draw it a quarter of its size.
 */
function shrink(rgba: Uint8Array, from: { width: number; height: number }, width: number, height: number): Uint8Array {
  const out = new Uint8Array(width * height * 4);
  for (let ty = 0; ty < height; ty++) {
    const [y0, y1] = [
      Math.floor((ty * from.height) / height),
      Math.max(Math.floor((ty * from.height) / height) + 1, Math.floor(((ty + 1) * from.height) / height)),
    ];
    for (let tx = 0; tx < width; tx++) {
      const [x0, x1] = [
        Math.floor((tx * from.width) / width),
        Math.max(Math.floor((tx * from.width) / width) + 1, Math.floor(((tx + 1) * from.width) / width)),
      ];
      const sum = [0, 0, 0, 0];
      for (let y = y0; y < y1; y++)
        for (let x = x0; x < x1; x++) for (let c = 0; c < 4; c++) sum[c]! += rgba[(y * from.width + x) * 4 + c]!;
      const n = (y1 - y0) * (x1 - x0);
      for (let c = 0; c < 4; c++) out[(ty * width + tx) * 4 + c] = Math.round(sum[c]! / n);
    }
  }
  return encodePng(width, height, out);
}

/**
 * A caption's title without its label: 'Figure 2: Annual rates by exposure (1995–2014) For both
 * panels, …' gives 'Annual rates by exposure (1995–2014)'. Journals often set the title in bold
 * with no full stop before the description, so a closing bracket before a capitalised word ends it too.
 */
export function captionTitle(caption: string): string {
  const text = caption
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^(?:fig(?:ure)?\.?|table)\s*(?:[A-Z]?\d+[a-z]?|[IVXL]+)\s*[.:|—–-]?\s*/i, '');
  const end = /(?:[.!?]|\))\s+(?=\p{Lu}\p{Ll})/u.exec(text);
  if (end && end.index >= 30) return text.slice(0, end.index + 1).replace(/\.$/, '');
  return text.replace(/\.$/, '');
}

export const FIGURE_PAD = 14;
export const FIGURE_GAP = 56;
/** The text column beside a tall figure. */
const FIGURE_SIDE_TEXT = 540;
/** Width and height a figure's frame (halo and padding) adds around its image. */
const FIGURE_FRAME = 2 * FIGURE_PAD + 16 + 2;

/** One line of heading and one of label leave the stacked figure about 600 px of the 710 px content height. */
const STACKED_HEIGHT = CONTENT_HEIGHT - 56 - 12 - 44 - FIGURE_FRAME;

/** A figure is drawn at least this share of the frame's width or height (issue 30): never in a third of it. */
export const MIN_FIGURE_SHARE = 0.6;
/** The narrowest text column beside a figure that needs more room to be drawn large. */
const FIGURE_SIDE_TEXT_MIN = 280;

/** Whether a figure drawn at `scale` fills at least MIN_FIGURE_SHARE of the frame's width or height. */
export function drawnLarge(image: { width: number; height: number }, scale: number): boolean {
  return image.width * scale >= SLIDE_WIDTH * MIN_FIGURE_SHARE - 0.5 || image.height * scale >= SLIDE_HEIGHT * MIN_FIGURE_SHARE - 0.5;
}

/**
 * How a figure is laid out: under its heading at full width, or, when that would draw it more than
 * 12 % smaller (a tall figure, a column-wide chart), at full height beside a text column. Either way
 * it is drawn at least MIN_FIGURE_SHARE of the frame's width or height: a small crop is enlarged,
 * and one that fits neither layout large enough stands at full height beside a narrower column.
 */
export function figureLayout(image: { width: number; height: number }): { side: boolean; scale: number } {
  const stacked = Math.min((CONTENT_WIDTH - FIGURE_FRAME) / image.width, STACKED_HEIGHT / image.height, 2.2);
  const side = Math.min(
    (CONTENT_WIDTH - FIGURE_SIDE_TEXT - FIGURE_GAP - FIGURE_FRAME) / image.width,
    (CONTENT_HEIGHT - FIGURE_FRAME) / image.height,
    2.2,
  );
  const chosen = side > stacked * 1.12 ? { side: true, scale: side } : { side: false, scale: stacked };
  if (drawnLarge(image, chosen.scale)) return chosen;
  const wideStacked = Math.min((CONTENT_WIDTH - FIGURE_FRAME) / image.width, STACKED_HEIGHT / image.height);
  if (drawnLarge(image, wideStacked)) return { side: false, scale: wideStacked };
  return {
    side: true,
    scale: Math.min(
      (CONTENT_WIDTH - FIGURE_SIDE_TEXT_MIN - FIGURE_GAP - FIGURE_FRAME) / image.width,
      (CONTENT_HEIGHT - FIGURE_FRAME) / image.height,
    ),
  };
}

/** Crop pixels per PDF point: the reader renders pages at 2× (figures.ts `FIGURE_SCALE`). */
const CROP_PX_PER_PT = 2;
/**
 * On-screen pixels per PDF point below which a table's text is too small to read: tables are set in
 * 7–9 pt, and 8-pt text drawn at 1.5 px a point is 12 px high on the 1920×1080 slide — about the
 * smallest that survives the encode and a laptop-sized player. A page-high table shown whole gets
 * about 0.9 (8-pt text at 7 px).
 */
export const LEGIBLE_PX_PER_PT = 1.5;
/** A cut table is drawn pixel for pixel (2 px a point, 8-pt text at 16 px): no resampling blur. */
const CUT_SCALE = 1;
/** Height of the fade at a cut table's bottom edge, in slide pixels. */
const CUT_FADE = 120;

/** How a figure or table crop is shown: its layout and scale, and for a table cut, the crop rows kept. */
export interface FigurePlan {
  side: boolean;
  scale: number;
  /** Crop rows shown from the top, and how many of them fade out: a table too tall to read whole. */
  cut?: { height: number; fade: number };
}

/**
 * A table whose text would be drawn smaller than LEGIBLE_PX_PER_PT shows its top part instead —
 * the caption (tables carry it on top), the header and the first rows that fit — pixel for pixel,
 * fading out at the bottom edge. It stands beside the heading and caption title when it fits there
 * at that scale, under the heading otherwise. A chart or figure stays whole: half a chart loses its
 * meaning (axes, legend, the overall row of a forest plot).
 */
export function figurePlan(image: { width: number; height: number }, kind: string | undefined): FigurePlan {
  const whole = figureLayout(image);
  if (kind !== 'table' || whole.scale * CROP_PX_PER_PT >= LEGIBLE_PX_PER_PT) return whole;
  const sideScale = Math.min(CUT_SCALE, (CONTENT_WIDTH - FIGURE_SIDE_TEXT - FIGURE_GAP - FIGURE_FRAME) / image.width);
  const stackedScale = Math.min(CUT_SCALE, (CONTENT_WIDTH - FIGURE_FRAME) / image.width);
  const side = sideScale >= stackedScale;
  const scale = side ? sideScale : stackedScale;
  // Too wide to be legible even at the full content width: cutting its height would not help.
  if (scale * CROP_PX_PER_PT < LEGIBLE_PX_PER_PT) return whole;
  const room = side ? CONTENT_HEIGHT - FIGURE_FRAME : STACKED_HEIGHT;
  const height = Math.min(image.height, Math.floor(room / scale));
  if (height >= image.height) return whole;
  return { side, scale, cut: { height, fade: Math.min(Math.round(CUT_FADE / scale), Math.floor(height / 4)) } };
}

/**
 * Fades `fade` rows at one edge of straight RGBA rows towards transparent, eased (smoothstep): the
 * row next to the fade still reads, the rows at the edge are gone. A table's cut top part fades at
 * its bottom, a figure's window at its top, where the crop goes on.
 */
function fadeEdge(pixels: Uint8Array, width: number, height: number, fade: number, edge: 'top' | 'bottom'): void {
  for (let k = 0; k < fade; k++) {
    const t = (k + 0.5) / fade;
    const eased = t * t * (3 - 2 * t);
    const [row, keep] = edge === 'top' ? [k, eased] : [height - fade + k, 1 - eased];
    for (let i = row * width * 4 + 3; i < (row + 1) * width * 4; i += 4) pixels[i] = Math.round(pixels[i]! * keep);
  }
}

/** A soft yellow the rows a table slide talks about are marked with (multiplied: dark text stays dark). */
const HIGHLIGHT = [255, 232, 140] as const;
/** The gap between a table's header and the rows in focus when rows between them are left out (slide pixels). */
const SEAM = 20;
/** Height of the fade at the top of the rows in focus, where the table goes on above them (slide pixels). */
const BAND_FADE = 24;

/** Marks rows `from`–`to` of straight RGBA rows with HIGHLIGHT. */
function highlight(pixels: Uint8Array, width: number, height: number, from: number, to: number): void {
  for (let row = Math.max(0, from); row < Math.min(height, to); row++) {
    for (let i = row * width * 4; i < (row + 1) * width * 4; i += 4) {
      for (let c = 0; c < 3; c++) pixels[i + c] = Math.round((pixels[i + c]! * HIGHLIGHT[c]!) / 255);
    }
  }
}

/** Where a table's focus lands in what legibleImage shows: the whole crop, its top part, or its header above the rows in focus. */
export interface FocusPlan {
  /** Crop rows shown above the seam (the header), and from where to where below it; no seam when `band` is absent. */
  header: number;
  band?: { top: number; bottom: number; seam: number };
}

/**
 * Where a table's rows in focus are shown within `height` crop rows: below the table's top part when
 * they are in it, else the header (at most 45 % of the room) over a seam, then a band of rows around
 * them as tall as the rest of the room.
 */
export function focusPlan(
  image: { height: number },
  height: number,
  fade: number,
  scale: number,
  focus: NonNullable<VisualElement['focus']>,
): FocusPlan {
  if (focus.bottom <= height - fade) return { header: height };
  const header = Math.min(focus.header, Math.floor(height * 0.45));
  const seam = Math.round(SEAM / scale);
  const room = height - header - seam;
  const margin = Math.round(BAND_FADE / scale) + 4;
  const wanted = focus.bottom - focus.top + 2 * margin <= room ? Math.round((focus.top + focus.bottom) / 2 - room / 2) : focus.top - margin;
  const top = Math.max(header, Math.min(wanted, image.height - room));
  return { header, band: { top, bottom: Math.min(image.height, top + room), seam } };
}

/**
 * The crop a figure or table slide shows: the crop itself, or a table's top part (figurePlan) as a
 * new PNG whose bottom rows fade to transparent. A table with rows in focus (the storyboard's
 * `focus`: the rows the narration talks about) has them highlighted, and when they lie below its top
 * part it shows its header, a seam, and those rows at the same reading size. The kept rows are
 * decoded here (the reader's crops are 8-bit RGBA; other PNGs are decoded by resvg), and written as
 * a PNG with alpha, which the video's overlay and the slide's own drawing respect. In resvg, with a
 * gradient mask, the cut cost about as much CPU as rasterising the slide itself; here it is a few
 * times less.
 */
export async function legibleImage(image: SlideImage, kind: string | undefined, focus?: VisualElement['focus']): Promise<SlideImage> {
  const plan = figurePlan(image, kind);
  const { width } = image;
  if (!plan.cut) {
    if (!focus || kind !== 'table') return image;
    const pixels = decodePngRows(image.png, image.height) ?? (await resvgRows(image, image.height));
    highlight(pixels, width, image.height, focus.top, focus.bottom);
    return { png: encodePng(width, image.height, pixels), width, height: image.height };
  }
  const { height, fade } = plan.cut;
  const place = { side: plan.side, scale: plan.scale };
  const shown = focus ? focusPlan(image, height, fade, plan.scale, focus) : { header: height };
  if (!shown.band) {
    const pixels = decodePngRows(image.png, height) ?? (await resvgRows(image, height));
    if (focus) highlight(pixels, width, height, focus.top, focus.bottom);
    fadeEdge(pixels, width, height, fade, 'bottom');
    return { png: encodePng(width, height, pixels), width, height, place };
  }
  const { top, bottom, seam } = shown.band;
  const rows = decodePngRows(image.png, bottom) ?? (await resvgRows(image, bottom));
  if (focus) highlight(rows, width, bottom, focus.top, focus.bottom);
  const band = rows.slice(top * width * 4, bottom * width * 4);
  const bandHeight = bottom - top;
  fadeEdge(band, width, bandHeight, Math.min(Math.round(BAND_FADE / plan.scale), Math.floor(bandHeight / 6)), 'top');
  if (bottom < image.height) fadeEdge(band, width, bandHeight, Math.min(fade, Math.floor(bandHeight / 4)), 'bottom');
  const outHeight = shown.header + seam + bandHeight;
  const pixels = new Uint8Array(width * outHeight * 4);
  pixels.set(rows.subarray(0, shown.header * width * 4), 0);
  // The seam stays transparent: the panel shows through where rows are left out.
  pixels.set(band, (shown.header + seam) * width * 4);
  return { png: encodePng(width, outHeight, pixels), width, height: outHeight, place };
}

/** The film's second still of a figure too small to read whole: which part of the crop, and how it is laid out. */
export interface ZoomPlan {
  /** The window, in crop pixels. */
  window: { x: number; y: number; width: number; height: number };
  side: boolean;
  scale: number;
}

/** Height of the fade at a window's top edge (slide pixels), where the figure goes on above it. */
const WINDOW_FADE = 40;

/**
 * A figure (or a table too wide to cut) drawn whole at under LEGIBLE_PX_PER_PT gets a second still
 * in the film: a window of it at a legible scale, where the figure stood. Charts stay whole first
 * (half a chart loses its axes and legend); the window is their lower part, where a forest plot's
 * overall rows, a chart's x axis and its last panel sit. It is as wide as the crop when that fits at
 * a legible scale (pixel for pixel at most), beside the text column when it fits there, under the
 * heading otherwise. Null when the figure reads whole, or is a table already cut to its top part.
 */
export function zoomPlan(image: { width: number; height: number }, kind: string | undefined): ZoomPlan | null {
  if (kind !== 'figure' && kind !== 'table') return null;
  const whole = figurePlan(image, kind);
  if (whole.cut || whole.scale * CROP_PX_PER_PT >= LEGIBLE_PX_PER_PT) return null;
  const least = LEGIBLE_PX_PER_PT / CROP_PX_PER_PT;
  const sideWidth = CONTENT_WIDTH - FIGURE_SIDE_TEXT - FIGURE_GAP - FIGURE_FRAME;
  const side = image.width * least <= sideWidth;
  const roomWidth = side ? sideWidth : CONTENT_WIDTH - FIGURE_FRAME;
  const roomHeight = side ? CONTENT_HEIGHT - FIGURE_FRAME : STACKED_HEIGHT;
  const scale = Math.max(least, Math.min(CUT_SCALE, roomWidth / image.width));
  const width = Math.min(image.width, Math.floor(roomWidth / scale));
  const height = Math.min(image.height, Math.floor(roomHeight / scale));
  // A window holding nearly all of the figure adds nothing the whole figure did not show.
  if (width * height >= 0.9 * image.width * image.height) return null;
  return { window: { x: 0, y: image.height - height, width, height }, side, scale };
}

/** A figure's legible window (zoomPlan) as its own PNG, its top edge fading where the figure goes on; null when it has none. */
export async function zoomedImage(image: SlideImage, kind: string | undefined): Promise<SlideImage | null> {
  const plan = zoomPlan(image, kind);
  if (!plan) return null;
  const { x, y, width, height } = plan.window;
  // All rows down to the window's bottom: the window's own, and (side by side) the thumbnail's.
  const rows = decodePngRows(image.png, image.height) ?? (await resvgRows(image, image.height));
  const pixels = new Uint8Array(width * height * 4);
  for (let row = 0; row < height; row++)
    pixels.set(rows.subarray(((y + row) * image.width + x) * 4, ((y + row) * image.width + x + width) * 4), row * width * 4);
  fadeEdge(pixels, width, height, y > 0 ? Math.min(Math.round(WINDOW_FADE / plan.scale), Math.floor(height / 8)) : 0, 'top');
  const scale = locatorScale(Math.round(width * plan.scale), image);
  const [tw, th] = [Math.round(image.width * scale), Math.round(image.height * scale)];
  const thumb = plan.side && tw > 0 && th > 0 ? { thumb: { png: shrink(rows, image, tw, th), width: tw, height: th } } : {};
  return {
    png: encodePng(width, height, pixels),
    width,
    height,
    place: { side: plan.side, scale: plan.scale },
    window: { of: image, ...plan.window, ...thumb },
  };
}
