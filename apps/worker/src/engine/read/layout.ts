/**
 * Page layout for the reader: pdf.js text runs → lines → columns → reading order. Also keeps what
 * the figure finder needs from each page: its size, its rotated text (axis labels) and its gutter.
 */
import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface RawItem {
  x: number;
  y: number;
  w: number;
  size: number;
  font: string;
  str: string;
}

export interface Line {
  page: number;
  x0: number;
  x1: number;
  y: number;
  size: number;
  font: string;
  text: string;
  /** 0 single column or spanning, 1 left, 2 right. */
  column: number;
}

export interface PageText {
  number: number;
  width: number;
  height: number;
  lines: Line[];
  /** Boxes of rotated text runs (axis labels, margin stamps): never narration, but part of figures. */
  rotated: Box[];
  /** x of the gutter between two columns, once orderPage found one. */
  gutter: number | null;
}

/** A rectangle in PDF user space (y grows upwards). */
export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

const round1 = (v: number) => Math.round(v * 10) / 10;

function itemsToLines(items: RawItem[], page: number): Line[] {
  // Ordinal suffixes set as superscripts ('16th', '1er') belong to their number's line.
  for (const item of items) {
    if (!/^(?:st|nd|rd|th|e|er|re|ème|o|a)$/.test(item.str.trim())) continue;
    const base = items.find(
      (b) =>
        b.size > item.size * 1.15 &&
        /\d$/.test(b.str) &&
        Math.abs(b.x + b.w - item.x) < b.size * 0.5 &&
        item.y - b.y > 0 &&
        item.y - b.y < b.size * 0.6,
    );
    if (base) {
      item.y = base.y;
      item.size = base.size;
    }
  }
  const sorted = [...items].sort((a, b) => b.y - a.y || a.x - b.x);
  const rows: RawItem[][] = [];
  for (const item of sorted) {
    const row = rows[rows.length - 1];
    if (row && Math.abs(row[0]!.y - item.y) <= Math.max(1.2, 0.15 * Math.max(row[0]!.size, item.size))) row.push(item);
    else rows.push([item]);
  }
  const lines: Line[] = [];
  for (const row of rows) {
    row.sort((a, b) => a.x - b.x);
    let current: { items: RawItem[]; x0: number; x1: number; text: string } | null = null;
    const flush = () => {
      if (!current || !current.text.trim()) return;
      const sizeChars = new Map<number, number>();
      const fontChars = new Map<string, number>();
      for (const it of current.items) {
        const n = it.str.trim().length;
        if (!n) continue;
        sizeChars.set(round1(it.size), (sizeChars.get(round1(it.size)) ?? 0) + n);
        fontChars.set(it.font, (fontChars.get(it.font) ?? 0) + n);
      }
      const size = [...sizeChars].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0]?.[0] ?? current.items[0]!.size;
      const font = [...fontChars].sort((a, b) => b[1] - a[1])[0]?.[0] ?? current.items[0]!.font;
      lines.push({
        page,
        x0: current.x0,
        x1: current.x1,
        y: current.items[0]!.y,
        size,
        font,
        text: current.text.replace(/\s+/g, ' ').trim(),
        column: 0,
      });
    };
    for (const item of row) {
      const blank = !item.str.trim();
      if (current) {
        const gap = item.x - current.x1;
        const limit = 0.9 * Math.max(item.size, current.items[current.items.length - 1]!.size);
        // Section numbers sit a wide tab away from their heading text ("8   Conclusions").
        const sectionNumber = /^\s*(?:\d{1,2}(?:\.\d{1,2})*\.?|[IVX]{1,4}\.)\s*$/.test(current.text);
        if (!blank && gap > (sectionNumber ? limit * 3 : limit)) {
          flush();
          current = null;
        }
      }
      if (!current) {
        if (blank) continue;
        current = { items: [], x0: item.x, x1: item.x, text: '' };
      }
      const gap = item.x - current.x1;
      if (!blank && current.text && !/\s$/.test(current.text) && gap > 0.12 * item.size) current.text += ' ';
      current.text += item.str;
      current.items.push(item);
      // Some producers give spaces absurd widths; only ink moves the line's right edge.
      if (!blank) current.x1 = Math.max(current.x1, item.x + item.w);
    }
    flush();
  }
  return lines;
}

/** One page's text as lines, with the number of text runs pdf.js handed over (the caller caps them). */
export async function readPageText(page: PDFPageProxy, number: number): Promise<{ text: PageText; runs: number }> {
  const viewport = page.getViewport({ scale: 1 });
  const content = await page.getTextContent();
  const items: RawItem[] = [];
  const rotated: Box[] = [];
  for (const item of content.items) {
    if (!('str' in item) || !item.str) continue;
    const [a, b, c, d, e, f] = item.transform as number[];
    // Rotated text (axis labels, margin stamps) is never part of the narrative.
    if (Math.abs(b!) > 0.01 || Math.abs(c!) > 0.01) {
      if (item.str.trim()) {
        const size = Math.hypot(a!, b!) || 1;
        const ux = a! / size;
        const uy = b! / size;
        const ex = e! + ux * item.width;
        const ey = f! + uy * item.width;
        // The run's baseline plus its height across it.
        rotated.push({
          x0: Math.min(e!, ex) - size,
          y0: Math.min(f!, ey) - size * 0.3,
          x1: Math.max(e!, ex) + size * 0.3,
          y1: Math.max(f!, ey) + size,
        });
      }
      continue;
    }
    const size = Math.hypot(c!, d!) || Math.abs(a!);
    if (size <= 0) continue;
    const maxWidth = Math.max(item.str.length, 1) * size * 0.9;
    items.push({ x: e!, y: f!, w: Math.min(item.width, maxWidth), size, font: item.fontName, str: item.str });
  }
  return {
    text: { number, width: viewport.width, height: viewport.height, lines: itemsToLines(items, number), rotated, gutter: null },
    runs: content.items.length,
  };
}

export function weightedMode<T>(entries: Iterable<[T, number]>): T | undefined {
  const totals = new Map<T, number>();
  for (const [key, weight] of entries) totals.set(key, (totals.get(key) ?? 0) + weight);
  return [...totals].sort((a, b) => b[1] - a[1])[0]?.[0];
}

export function removeRunningHeaders(pages: PageText[]): void {
  const marginKey = (line: Line, page: PageText) =>
    line.y > page.height * 0.88 || line.y < page.height * 0.12
      ? line.text.toLowerCase().replace(/\d+/g, '#').replace(/\s+/g, ' ').trim()
      : null;
  const pagesByKey = new Map<string, Set<number>>();
  for (const page of pages) {
    for (const line of page.lines) {
      const key = marginKey(line, page);
      if (key) pagesByKey.set(key, (pagesByKey.get(key) ?? new Set()).add(page.number));
    }
  }
  const threshold = Math.max(2, Math.ceil(pages.length * 0.3));
  for (const page of pages) {
    page.lines = page.lines.filter((line) => {
      const key = marginKey(line, page);
      if (!key) return true;
      if (/^[#\s/|–—-]*$/.test(key) || /^(page|p\.)\s*#/.test(key)) return false;
      return (pagesByKey.get(key)?.size ?? 0) < (pages.length > 2 ? threshold : 99);
    });
  }
}

/**
 * The lines that start where a column starts: at an x0 at least three lines share, or a
 * paragraph indent to the right of one. A figure's labels and a diagram's boxes start anywhere;
 * left in, a float's labels across the gutter hide it, and the two columns are read as one
 * (a line of each stitched into one sentence).
 */
function columnAligned(lines: Line[]): Line[] {
  const shared = lines.filter((l) => lines.filter((o) => Math.abs(o.x0 - l.x0) <= 1.5).length >= 3).map((l) => l.x0);
  return lines.filter((l) => shared.some((x) => l.x0 >= x - 1.5 && l.x0 <= x + l.size * 2.5));
}

/**
 * Finds the vertical gutter of a two-column page, if any: an x band that no column-width line
 * crosses. Full-width lines (titles, structured abstracts, wide figures) are left out of the
 * vote so a page that is two-column only below its abstract still gets its gutter.
 */
function findGutter(page: PageText, bodySize: number): number | null {
  const body = page.lines.filter((l) => l.size >= bodySize * 0.85 && l.size <= bodySize * 1.25 && l.text.length >= 12);
  if (body.length < 6) return null;
  const left = Math.min(...body.map((l) => l.x0));
  const right = Math.max(...body.map((l) => l.x1));
  const narrow = columnAligned(body.filter((l) => l.x1 - l.x0 < (right - left) * 0.58));
  if (narrow.length < 6) return null;
  const bins = Math.ceil(page.width / 2);
  const coverage = new Array<number>(bins).fill(0);
  for (const line of narrow) {
    for (let b = Math.max(0, Math.floor(line.x0 / 2)); b <= Math.min(bins - 1, Math.floor(line.x1 / 2)); b += 1) coverage[b]! += 1;
  }
  const lo = Math.floor((page.width * 0.3) / 2);
  const hi = Math.ceil((page.width * 0.7) / 2);
  let min = Infinity;
  for (let b = lo; b <= hi; b += 1) min = Math.min(min, coverage[b]!);
  if (min > Math.max(1, narrow.length * 0.05)) return null;
  let best: [number, number] | null = null;
  for (let b = lo; b <= hi; b += 1) {
    if (coverage[b] !== min) continue;
    let e = b;
    while (e + 1 <= hi && coverage[e + 1] === min) e += 1;
    if (!best || e - b > best[1] - best[0]) best = [b, e];
    b = e;
  }
  if (!best) return null;
  // Bins are 2 pt wide: the centre of bins b0..b1 sits at b0 + b1 + 1 points.
  const gutter = best[0] + best[1] + 1;
  const leftCount = narrow.filter((l) => l.x1 <= gutter).length;
  const rightCount = narrow.filter((l) => l.x0 >= gutter).length;
  return leftCount >= 3 && rightCount >= 3 && leftCount + rightCount >= 8 ? gutter : null;
}

/** Whether the document's gutter also splits this page: column-width lines on both sides, none across. */
function gutterFits(page: PageText, bodySize: number, gutter: number): boolean {
  const body = columnAligned(page.lines.filter((l) => l.size >= bodySize * 0.85 && l.size <= bodySize * 1.25 && l.text.length >= 12));
  const leftCount = body.filter((l) => l.x1 <= gutter + 3).length;
  const rightCount = body.filter((l) => l.x0 >= gutter - 3).length;
  const across = body.filter((l) => l.x0 < gutter - 3 && l.x1 > gutter + 3);
  // Spanning lines above the columns (title, authors, a wide abstract) are allowed; interleaved ones are not.
  const lowestAcross = Math.min(...across.map((l) => l.y));
  const columnsTop = Math.max(-Infinity, ...body.filter((l) => l.x1 <= gutter + 3 || l.x0 >= gutter - 3).map((l) => l.y));
  return (
    leftCount >= 2 &&
    rightCount >= 2 &&
    (across.length === 0 || lowestAcross > columnsTop || across.length <= (leftCount + rightCount) * 0.05)
  );
}

/**
 * Puts every page's lines in reading order. A page whose own lines are too few to show its gutter
 * (a first page under a long title block, a last page) borrows the gutter the other pages share.
 */
export function orderPages(pages: PageText[], bodySize: number): void {
  const found = pages.map((p) => findGutter(p, bodySize));
  const known = found.filter((g): g is number => g !== null).sort((a, b) => a - b);
  const shared = known.length >= Math.max(1, pages.length * 0.3) ? known[Math.floor(known.length / 2)]! : null;
  pages.forEach((page, i) => {
    const gutter = found[i] ?? (shared !== null && gutterFits(page, bodySize, shared) ? shared : null);
    page.lines = orderPage(page, gutter);
  });
}

function orderPage(page: PageText, gutter: number | null): Line[] {
  page.gutter = gutter;
  const byY = [...page.lines].sort((a, b) => b.y - a.y || a.x0 - b.x0);
  if (gutter === null) return byY;
  // A line spans the columns when it reaches well into both; a footnote mark that ran into the
  // next column's line ('7 parameters.') does not cut the page into bands.
  const spanning = byY.filter((l) => l.x0 < gutter - 3 && l.x1 > gutter + 3 && Math.min(gutter - l.x0, l.x1 - gutter) > l.size * 3);
  const ordered: Line[] = [];
  const emitted = new Set<Line>();
  let bandTop = Infinity;
  const emitBand = (bottom: number) => {
    const band = byY.filter((l) => !emitted.has(l) && l.y < bandTop && l.y > bottom);
    for (const l of band) l.column = l.x1 <= gutter + 3 || (l.x0 + l.x1) / 2 < gutter ? 1 : 2;
    for (const l of [...band.filter((l) => l.column === 1), ...band.filter((l) => l.column === 2)]) {
      ordered.push(l);
      emitted.add(l);
    }
  };
  for (const span of spanning) {
    if (emitted.has(span)) continue;
    emitBand(span.y + 0.5);
    // The spanning line's whole row, left to right (an author row where one name crosses the gutter).
    const row = byY.filter((l) => !emitted.has(l) && Math.abs(l.y - span.y) <= 0.5).sort((a, b) => a.x0 - b.x0);
    for (const l of row) {
      l.column = 0;
      ordered.push(l);
      emitted.add(l);
    }
    bandTop = span.y - 0.5;
  }
  emitBand(-Infinity);
  return ordered;
}
