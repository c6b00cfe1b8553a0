/**
 * PDFs the reader tests make with pdf-lib (issue 30, item 5): standard fonts that are not
 * embedded, a float between two columns, a title over two lines, and pages that are only an
 * image of text (a scan) for OCR.
 */
import { createCanvas } from '@napi-rs/canvas';
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';

/** Lines no wider than `width` points in `font` at `size`. */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

/** Draws lines from `y` down; returns the y under the last one. */
function drawLines(page: PDFPage, lines: string[], font: PDFFont, size: number, x: number, y: number, leading = size * 1.25): number {
  for (const line of lines) {
    page.drawText(line, { x, y, size, font });
    y -= leading;
  }
  return y;
}

/** Sentences that each say which paragraph and sentence they are, so order and stitching show. */
export function numberedProse(tag: string, sentences: number): string {
  const topics = [
    'the grain yield of wheat',
    'the night temperature',
    'the filling period',
    'the field trial',
    'the leaf canopy',
    'the root system',
  ];
  return Array.from(
    { length: sentences },
    (_, i) => `Sentence ${tag}${i + 1} reports how ${topics[i % topics.length]} changed during the season.`,
  ).join(' ');
}

export const ABSTRACT_TITLE = ['Night Heat and Grain Filling in Winter Wheat:', 'A Field Study over Three Seasons'];
export const ABSTRACT_AUTHORS = ['Ann Smith', 'Bob Jones', 'Carla Ruiz', 'Dev Patel', 'Eve Chen'];

/**
 * A one-page abstract set in Helvetica, which pdf-lib never embeds (a standard font): a title over
 * two lines, five authors, an affiliation, and prose with no heading and no 'Abstract' label.
 */
export async function onePageAbstractPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const page = doc.addPage([612, 792]);
  let y = drawLines(page, ABSTRACT_TITLE, bold, 16, 72, 730, 20);
  y = drawLines(page, [ABSTRACT_AUTHORS.join(', ')], regular, 11, 72, y - 6);
  y = drawLines(page, ['Department of Agronomy, Example University, Springfield'], regular, 9, 72, y);
  const prose = [numberedProse('A', 14), numberedProse('B', 14), numberedProse('C', 14)];
  y -= 12;
  for (const paragraph of prose) y = drawLines(page, wrapText(paragraph, regular, 10, 468), regular, 10, 72, y) - 8;
  return doc.save();
}

/**
 * A two-column paper whose second page a full-width float interrupts: column text above it, a
 * diagram whose labels cross the gutter and a caption, then the columns again. Every sentence
 * starts on a line of its own, so a line read from the wrong column shows as a broken sentence.
 */
export async function floatBetweenColumnsPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.TimesRoman);
  const bold = await doc.embedFont(StandardFonts.TimesRomanBold);
  const columnWidth = 228;
  const left = 54;
  const right = 330;
  const fill = (page: PDFPage, tag: string, top: number, bottom: number, x: number) => {
    let at = top;
    for (let i = 1; ; i += 1) {
      const lines = wrapText(
        numberedProse(tag, i)
          .split(/(?<=\.) /)
          .at(-1)!,
        regular,
        10,
        columnWidth,
      );
      if (at - (lines.length - 1) * 12 < bottom) break;
      at = drawLines(page, lines, regular, 10, x, at, 12);
    }
  };
  const page1 = doc.addPage([612, 792]);
  let y = drawLines(page1, ['Tracing Loops in a Dynamic Compiler'], bold, 18, 150, 740);
  y = drawLines(page1, ['Ann Smith, Bob Jones'], regular, 11, 250, y - 4);
  drawLines(page1, ['1 Introduction'], bold, 12, left, y - 10);
  fill(page1, 'L', y - 28, 60, left);
  fill(page1, 'R', y - 28, 60, right);
  const page2 = doc.addPage([612, 792]);
  const floatTop = 600;
  const floatBottom = 250;
  fill(page2, 'P', 740, floatTop + 10, left);
  fill(page2, 'Q', 740, floatTop + 10, right);
  page2.drawRectangle({
    x: left,
    y: floatBottom + 40,
    width: 504,
    height: floatTop - floatBottom - 50,
    borderColor: rgb(0, 0, 0),
    borderWidth: 1,
  });
  page2.drawRectangle({ x: 100, y: floatBottom + 80, width: 140, height: 60, color: rgb(0.8, 0.85, 0.95) });
  page2.drawRectangle({ x: 372, y: floatBottom + 80, width: 140, height: 60, color: rgb(0.95, 0.85, 0.8) });
  const labels = [
    'Interpreter with a trace recorder',
    'Hot loop found by a counter',
    'Trace tree compiled to machine code',
    'Guards exit back to the interpreter',
    'Side exits become new branches',
    'Compiled loops run at full speed',
  ];
  labels.forEach((text, i) => page2.drawText(text, { x: 220 + (i % 3) * 12, y: floatTop - 40 - i * 45, size: 10, font: regular }));
  drawLines(
    page2,
    wrapText(
      'Figure 1: The trace recorder watches the interpreter, compiles each hot loop as a trace tree and falls back to the interpreter at every guard that fails.',
      regular,
      9,
      504,
    ),
    regular,
    9,
    left,
    floatBottom + 25,
    11,
  );
  fill(page2, 'S', floatBottom - 10, 60, left);
  fill(page2, 'T', floatBottom - 10, 60, right);
  return doc.save();
}

/**
 * A page as a scanner sees it, 150 dpi (1275 × 1650 px for US Letter): a title set large, then
 * lines of text, black on white. Without `lines` and `title`, a page of grey speckle.
 */
export function scannedPage(title: string, lines: string[]): Buffer {
  const canvas = createCanvas(1275, 1650);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, 1275, 1650);
  context.fillStyle = '#000000';
  context.font = 'bold 44px serif';
  if (title) context.fillText(title, 120, 200);
  context.font = '28px serif';
  lines.forEach((line, i) => context.fillText(line, 120, 300 + i * 42));
  if (!title && lines.length === 0) {
    // A blank sheet's scan: faint dots, no letters.
    context.fillStyle = '#bbbbbb';
    for (let i = 0; i < 400; i += 1) context.fillRect((i * 397) % 1275, (i * 631) % 1650, 3, 3);
  }
  return canvas.toBuffer('image/png');
}

/** Splits text into lines of at most `chars` characters, at spaces. */
export function breakLines(text: string, chars: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && `${line} ${word}`.length > chars) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/** A PDF whose every page is one image and no text layer: what a scanner writes. */
export async function scannedPdf(pages: Buffer[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  for (const png of pages) {
    const image = await doc.embedPng(png);
    const page = doc.addPage([612, 792]);
    page.drawImage(image, { x: 0, y: 0, width: 612, height: 792 });
  }
  return doc.save();
}
