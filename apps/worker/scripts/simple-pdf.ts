/**
 * A small PDF writer for text documents set in the PDF standard Times fonts (no embedding):
 * wraps paragraphs with the fonts' real advance widths, paginates, and writes an Info dictionary.
 * Enough to render the guest sample's paper (with its one vector figure); not a general layout engine.
 */

export type FontName = 'Times-Roman' | 'Times-Bold' | 'Times-Italic';

/** Advance widths (1/1000 em) of ASCII 32-126 then the en dash, from the standard fonts' AFM metrics. */
const WIDTHS: Record<FontName, number[]> = {
  'Times-Roman': [
    250, 333, 408, 500, 500, 833, 778, 180, 333, 333, 500, 564, 250, 333, 250, 278, 500, 500, 500, 500, 500, 500, 500, 500, 500, 500, 278,
    278, 564, 564, 564, 444, 921, 722, 667, 667, 722, 611, 556, 722, 722, 333, 389, 722, 611, 889, 722, 722, 556, 722, 667, 556, 611, 722,
    722, 944, 722, 722, 611, 333, 278, 333, 469, 500, 333, 444, 500, 444, 500, 444, 333, 500, 500, 278, 278, 500, 278, 778, 500, 500, 500,
    500, 333, 389, 278, 500, 500, 722, 500, 500, 444, 480, 200, 480, 541, 500,
  ],
  'Times-Bold': [
    250, 333, 555, 500, 500, 1000, 833, 278, 333, 333, 500, 570, 250, 333, 250, 278, 500, 500, 500, 500, 500, 500, 500, 500, 500, 500, 333,
    333, 570, 570, 570, 500, 930, 722, 667, 722, 722, 667, 611, 778, 778, 389, 500, 778, 667, 944, 722, 778, 611, 778, 722, 556, 667, 722,
    722, 1000, 722, 722, 667, 333, 278, 333, 581, 500, 333, 500, 556, 444, 556, 444, 333, 500, 556, 278, 333, 556, 278, 833, 556, 500, 556,
    556, 444, 389, 333, 556, 500, 722, 500, 500, 444, 394, 220, 394, 520, 500,
  ],
  'Times-Italic': [
    250, 333, 420, 500, 500, 833, 778, 214, 333, 333, 500, 675, 250, 333, 250, 278, 500, 500, 500, 500, 500, 500, 500, 500, 500, 500, 333,
    333, 675, 675, 675, 500, 920, 611, 611, 667, 722, 611, 611, 722, 722, 333, 444, 667, 556, 833, 667, 722, 611, 722, 611, 500, 556, 722,
    611, 833, 611, 556, 556, 389, 278, 389, 422, 500, 333, 500, 500, 444, 500, 444, 278, 500, 500, 278, 278, 444, 278, 722, 500, 500, 500,
    500, 389, 389, 278, 500, 444, 667, 444, 444, 389, 400, 275, 400, 541, 500,
  ],
};

const FONT_KEYS: Record<FontName, string> = { 'Times-Roman': 'F1', 'Times-Bold': 'F2', 'Times-Italic': 'F3' };

function glyphWidth(font: FontName, char: string): number {
  const code = char.charCodeAt(0);
  if (char === '\u2013') return WIDTHS[font][95]!;
  return WIDTHS[font][code - 32] ?? 500;
}

export function textWidth(text: string, font: FontName, size: number): number {
  let sum = 0;
  for (const char of text) sum += glyphWidth(font, char);
  return (sum * size) / 1000;
}

/** Splits text into lines no wider than `width`. */
export function wrap(text: string, font: FontName, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && textWidth(candidate, font, size) > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

export interface Block {
  text: string;
  font: FontName;
  size: number;
  /** Baseline to baseline. */
  leading: number;
  align?: 'left' | 'center' | 'justify';
  spaceBefore?: number;
  spaceAfter?: number;
  /** Indent of every line after the first (references). */
  hangingIndent?: number;
  /**
   * A vector figure drawn above the block's text (its caption): `height` points tall, its content
   * stream operators given the box's bottom-left corner and width. Kept on one page with its caption.
   */
  figure?: { height: number; draw: (left: number, bottom: number, width: number) => string[] };
}

/** Content-stream operators that set one line of text at (x, y), for figures' labels. */
export function pdfText(text: string, x: number, y: number, font: FontName, size: number): string {
  return `BT /${FONT_KEYS[font]} ${size} Tf 0 Tw ${x.toFixed(2)} ${y.toFixed(2)} Td ${literal(text)} Tj ET`;
}

export interface DocumentInfo {
  title: string;
  author: string;
  subject?: string;
  keywords?: string;
}

const PAGE_WIDTH = 612;
const PAGE_HEIGHT = 792;
const MARGIN_X = 72;
const MARGIN_TOP = 72;
const MARGIN_BOTTOM = 72;

/** PDF string literal; WinAnsiEncoding maps the en dash to 0x96. */
function literal(text: string): string {
  const escaped = text.replace(/[()\\]/g, '\\$&').replace(/\u2013/g, '\\226');
  if (/[^\x20-\x7e\\]/.test(escaped.replace(/\\226/g, ''))) throw new Error(`Unsupported character in: ${text}`);
  return `(${escaped})`;
}

/** Lays the blocks out on US Letter pages and returns the PDF bytes. */
export function writePdf(blocks: Block[], info: DocumentInfo): Uint8Array {
  const width = PAGE_WIDTH - 2 * MARGIN_X;
  const pages: string[][] = [[]];
  let y = PAGE_HEIGHT - MARGIN_TOP;
  const newPage = () => {
    pages.push([]);
    y = PAGE_HEIGHT - MARGIN_TOP;
  };
  for (const block of blocks) {
    const indent = block.hangingIndent ?? 0;
    const first = wrap(block.text, block.font, block.size, width);
    // Re-wrap with the hanging indent for lines after the first.
    const lines = indent === 0 ? first : [first[0]!, ...wrap(first.slice(1).join(' '), block.font, block.size, width - indent)];
    y -= block.spaceBefore ?? 0;
    // Keep a heading with at least two lines of what follows, and a figure with its caption.
    const needed = block.figure
      ? block.figure.height + 8 + lines.length * block.leading
      : block.font === 'Times-Bold'
        ? block.leading * 3
        : block.leading;
    if (y - needed < MARGIN_BOTTOM) newPage();
    if (block.figure) {
      // Saved and restored around the figure, so its colours never reach the caption.
      pages[pages.length - 1]!.push('q', ...block.figure.draw(MARGIN_X, y - block.figure.height, width), 'Q');
      y -= block.figure.height + 8;
    }
    lines.forEach((line, index) => {
      if (y - block.leading < MARGIN_BOTTOM) newPage();
      y -= block.leading;
      const lineWidth = textWidth(line, block.font, block.size);
      const x = block.align === 'center' ? MARGIN_X + (width - lineWidth) / 2 : MARGIN_X + (index > 0 ? indent : 0);
      const last = index === lines.length - 1;
      const gaps = line.split(' ').length - 1;
      const wordSpace = block.align === 'justify' && !last && gaps > 0 ? (width - lineWidth) / gaps : 0;
      pages[pages.length - 1]!.push(
        `BT /${FONT_KEYS[block.font]} ${block.size} Tf ${wordSpace.toFixed(3)} Tw ${x.toFixed(2)} ${y.toFixed(2)} Td ${literal(line)} Tj ET`,
      );
    });
    y -= block.spaceAfter ?? 0;
  }
  // Page numbers at the foot of each page.
  pages.forEach((ops, index) => {
    const label = String(index + 1);
    const x = (PAGE_WIDTH - textWidth(label, 'Times-Roman', 9)) / 2;
    ops.push(`BT /F1 9 Tf 0 Tw ${x.toFixed(2)} 40 Td (${label}) Tj ET`);
  });

  const objects: string[] = [];
  const add = (content: string): number => objects.push(content); // the new length is the object number
  add('<< /Type /Catalog /Pages 2 0 R >>');
  add(''); // pages, filled below
  const fontIds = (Object.keys(FONT_KEYS) as FontName[]).map((font) =>
    add(`<< /Type /Font /Subtype /Type1 /BaseFont /${font} /Encoding /WinAnsiEncoding >>`),
  );
  const fontResources = (Object.keys(FONT_KEYS) as FontName[]).map((font, i) => `/${FONT_KEYS[font]} ${fontIds[i]} 0 R`).join(' ');
  const kids: number[] = [];
  for (const ops of pages) {
    const content = ops.join('\n');
    const contentId = add(`<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`);
    kids.push(
      add(
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font << ${fontResources} >> >> /Contents ${contentId} 0 R >>`,
      ),
    );
  }
  objects[1] = `<< /Type /Pages /Kids [${kids.map((id) => `${id} 0 R`).join(' ')}] /Count ${kids.length} >>`;
  const infoId = add(
    `<< /Title ${literal(info.title)} /Author ${literal(info.author)}${info.subject ? ` /Subject ${literal(info.subject)}` : ''}${info.keywords ? ` /Keywords ${literal(info.keywords)}` : ''} /Producer (Paperlight sample writer) >>`,
  );

  let body = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets: number[] = [];
  objects.forEach((content, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${content}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${infoId} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(body, 'latin1'));
}
