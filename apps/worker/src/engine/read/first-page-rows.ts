/** The first page's text as rows (issue 30): items on one line joined, cut into segments at wide gaps (an author grid's columns), affiliation markers told from names. */

export interface Item {
  x: number;
  y: number;
  w: number;
  size: number;
  font: string;
  str: string;
  marker?: boolean;
}

/** A run of text on one row, cut from its neighbours by a wide gap (a column of an author grid). */
export interface Segment {
  x0: number;
  x1: number;
  y: number;
  size: number;
  font: string;
  /** The text with every marker replaced by '⁑', so names split where markers stood. */
  text: string;
  /** The text of the markers that follow each name-sized run, in order. */
  markers: string[];
}

export interface Row {
  y: number;
  size: number;
  font: string;
  segments: Segment[];
  text: string;
}

export const MARKER_TEXT = /^[\d\s,*†‡§¶☯✉#∗⁎a-hA-H]{1,12}$/u;
export const SEP = '⁑';
/** Where two runs of a segment stand further apart than a space. */
export const GAP = '‖';

/** Superscript markers sit raised beside a bigger run: they take its baseline and become separators. */
export function markMarkers(items: Item[]): void {
  for (const item of items) {
    const t = item.str.trim();
    if (!MARKER_TEXT.test(t)) continue;
    const base = items.find((b) => {
      if (b === item || b.size < item.size * 1.15 || !b.str.trim() || MARKER_TEXT.test(b.str.trim())) return false;
      const raised = item.y - b.y;
      if (raised < b.size * 0.1 || raised > b.size * 0.75) return false;
      const after = item.x - (b.x + b.w);
      const before = b.x - (item.x + item.w);
      return (after > -b.size * 0.3 && after < b.size * 1.5) || (before > -b.size * 0.3 && before < b.size);
    });
    if (!base) continue;
    item.marker = true;
    item.y = base.y;
    item.size = base.size;
  }
  // A full-size '*' or '†' right after a name is a marker too ('Jiamin Lu1*').
  for (const item of items) if (/^[*†‡∗⁎✉]+$/.test(item.str.trim())) item.marker = true;
}

export function segmentOf(items: Item[]): Segment {
  const sizes = new Map<number, number>();
  const fonts = new Map<string, number>();
  let text = '';
  let last: Item | null = null;
  const markers: string[] = [];
  for (const item of items) {
    if (item.marker) {
      text += SEP;
      markers.push(item.str.trim());
    } else {
      const gap = last ? item.x - (last.x + last.w) : 0;
      // Cells of an author grid set close together: wider than a space, so a name ends there.
      if (text && last && !last.marker && last.str.trim() && item.str.trim() && gap > item.size * 0.45) text += ` ${GAP} `;
      else if (text && !/\s$/.test(text) && !/^\s/.test(item.str) && gap > item.size * 0.12) text += ' ';
      text += item.str;
      const n = item.str.trim().length;
      sizes.set(Math.round(item.size * 10) / 10, (sizes.get(Math.round(item.size * 10) / 10) ?? 0) + n);
      fonts.set(item.font, (fonts.get(item.font) ?? 0) + n);
    }
    last = item;
  }
  const size = [...sizes].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0]?.[0] ?? items[0]!.size;
  const font = [...fonts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? items[0]!.font;
  return {
    x0: items[0]!.x,
    x1: Math.max(...items.map((i) => i.x + i.w)),
    y: items.find((i) => !i.marker)?.y ?? items[0]!.y,
    size,
    font,
    text: text.replace(/\s+/g, ' ').trim(),
    markers,
  };
}

/** The page's runs as rows top to bottom, each cut into segments at gaps wider than its type. */
export function rowsOf(raw: Item[]): Row[] {
  const items = raw.filter((i) => i.str.length > 0);
  markMarkers(items);
  const sorted = [...items].sort((a, b) => b.y - a.y || a.x - b.x);
  const groups: Item[][] = [];
  for (const item of sorted) {
    const group = groups[groups.length - 1];
    if (group && Math.abs(group[0]!.y - item.y) <= Math.max(1.2, 0.15 * Math.max(group[0]!.size, item.size))) group.push(item);
    else groups.push([item]);
  }
  const rows: Row[] = [];
  for (const group of groups) {
    group.sort((a, b) => a.x - b.x);
    const segments: Segment[] = [];
    let run: Item[] = [];
    for (const item of group) {
      const prev = run.filter((i) => i.str.trim()).at(-1);
      if (prev && item.str.trim() && item.x - (prev.x + prev.w) > 1.0 * Math.max(prev.size, item.size)) {
        segments.push(segmentOf(run));
        run = [];
      }
      if (run.length > 0 || item.str.trim()) run.push(item);
    }
    if (run.some((i) => i.str.trim())) segments.push(segmentOf(run));
    const real = segments.filter((s) => s.text.replace(new RegExp(SEP, 'g'), '').trim());
    if (real.length === 0) continue;
    const main = [...real].sort((a, b) => b.text.length - a.text.length)[0]!;
    rows.push({
      y: main.y,
      size: main.size,
      font: main.font,
      segments: real,
      text: real
        .map((s) => s.text)
        .join(' ')
        .replace(new RegExp(`[${SEP}${GAP}]`, 'g'), ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    });
  }
  return rows;
}
