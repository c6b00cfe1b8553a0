import { createCanvas, GlobalFonts, type SKRSContext2D } from '@napi-rs/canvas';
import { INTER_SUBSETS, interFile, type FontWeight } from '../render/fonts';

/*
 * The deck is laid out with Inter's metrics, the handout and the thumbnail are drawn in Inter, and
 * the PowerPoint file names Arial (Liberation Sans in LibreOffice), which is narrower: a box that
 * holds its text in Inter holds it in Arial. Inter's unicode-range subsets each get their own family
 * name; the canvas falls back across the list per glyph.
 */
const familyOf = (subset: string) => (subset === 'latin' ? 'Inter' : `Inter ${subset}`);
export const DECK_FONTS = INTER_SUBSETS.map((subset) => `"${familyOf(subset)}"`).join(', ');

let registered = false;
function registerFonts(): void {
  if (registered) return;
  for (const subset of INTER_SUBSETS) {
    for (const weight of [400, 700] as const) GlobalFonts.registerFromPath(interFile(subset, weight), familyOf(subset));
  }
  registered = true;
}

export type Weight = FontWeight;

export const fontOf = (size: number, weight: Weight) => `${weight} ${size}px ${DECK_FONTS}`;

let context: SKRSContext2D | undefined;

/** Width of `text` at `size` (pt) in Inter of `weight`. */
export function textWidth(text: string, size: number, weight: Weight): number {
  registerFonts();
  context ??= createCanvas(8, 8).getContext('2d');
  context.font = fontOf(size, weight);
  return context.measureText(text).width;
}

/** Makes sure the fonts are known before anything is drawn. */
export function ensureDeckFonts(): void {
  registerFonts();
}

/**
 * `text` in lines no wider than `width` at `size`: words as they come, and a word wider than a line
 * (a URL, a long compound) broken where it must be.
 */
export function wrap(text: string, width: number, size: number, weight: Weight): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (textWidth(candidate, size, weight) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    while (textWidth(line, size, weight) > width && line.length > 1) {
      let cut = line.length - 1;
      while (cut > 1 && textWidth(line.slice(0, cut), size, weight) > width) cut -= 1;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  if (line) lines.push(line);
  return lines;
}
