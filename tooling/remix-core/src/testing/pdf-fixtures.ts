/** Minimal hand-written PDFs for the upload checks and the reader's caps; no PDF library involved. */
import { deflateSync } from 'node:zlib';

function assemble(objects: string[], trailerExtra = ''): Uint8Array {
  let body = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets: number[] = [];
  objects.forEach((content, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${content}\nendobj\n`;
  });
  const xrefOffset = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${trailerExtra}>>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(body, 'latin1'));
}

function stream(content: string, dict = ''): string {
  return `<< /Length ${Buffer.byteLength(content, 'latin1')} ${dict}>>\nstream\n${content}\nendstream`;
}

/** Pages of Helvetica text; each page gets the given lines. */
export function textPdf(pages: string[][]): Uint8Array {
  const objects: string[] = ['<< /Type /Catalog /Pages 2 0 R >>', '', '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'];
  const kids: string[] = [];
  for (const lines of pages) {
    const pageIndex = objects.length + 1;
    const content = `BT /F1 11 Tf 72 720 Td 14 TL ${lines.map((l) => `(${l.replace(/[()\\]/g, '\\$&')}) '`).join(' ')} ET`;
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${pageIndex + 1} 0 R >>`,
    );
    objects.push(stream(content));
    kids.push(`${pageIndex} 0 R`);
  }
  objects[1] = `<< /Type /Pages /Kids [${kids.join(' ')}] /Count ${kids.length} >>`;
  return assemble(objects);
}

/** A valid PDF whose single page draws nothing. */
export function emptyPdf(): Uint8Array {
  return assemble([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>',
    stream(''),
  ]);
}

/** A scan-like PDF: one page that only paints an image. */
export function imageOnlyPdf(): Uint8Array {
  const pixels = 'ff00ff00'.repeat(8);
  return assemble([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /XObject << /Im1 5 0 R >> >> /Contents 4 0 R >>',
    stream('q 400 0 0 400 100 200 cm /Im1 Do Q'),
    stream(
      `${pixels}>`,
      '/Type /XObject /Subtype /Image /Width 8 /Height 4 /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /ASCIIHexDecode ',
    ),
  ]);
}

/** A PDF protected by a user password (standard security handler, RC4 40-bit). */
export function encryptedPdf(): Uint8Array {
  const hex32 = (seed: number) => Array.from({ length: 32 }, (_, i) => ((i * 37 + seed) % 256).toString(16).padStart(2, '0')).join('');
  return assemble(
    [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>',
      stream('BT /F1 12 Tf 72 720 Td (secret) Tj ET'),
      `<< /Filter /Standard /V 1 /R 2 /O <${hex32(11)}> /U <${hex32(99)}> /P -44 >>`,
    ],
    `/Encrypt 5 0 R /ID [<${hex32(5).slice(0, 32)}> <${hex32(5).slice(0, 32)}>] `,
  );
}

/** A Flate-compressed stream object; binary bytes travel through the latin1 text of `assemble`. */
function flateStream(content: Buffer, dict = ''): string {
  const packed = deflateSync(content, { level: 9 });
  return `<< /Length ${packed.byteLength} /Filter /FlateDecode ${dict}>>\nstream\n${packed.toString('latin1')}\nendstream`;
}

function onePage(content: Buffer): Uint8Array {
  return assemble([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    flateStream(content),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]);
}

const INTRO = 'BT /F1 11 Tf 72 720 Td (Heat stress lowers wheat yield in field trials across three seasons.) Tj ET\n';

/**
 * A decompression bomb: one page whose content stream is a line of text and then `inflatedMb` MB
 * of spaces (valid content-stream whitespace); the file is about a thousandth of that.
 */
export function bombPdf(inflatedMb = 300): Uint8Array {
  const content = Buffer.alloc(inflatedMb * 1024 * 1024, 0x20);
  content.write(INTRO, 0, 'latin1');
  return onePage(content);
}

/** An endless page: `runs` text-drawing operators in one compressed content stream. */
export function endlessPdf(runs = 200_000): Uint8Array {
  // Each run on a line of its own within the page, so pdf.js neither merges nor drops them.
  const ops = Array.from({ length: runs }, (_, i) => `1 0 0 1 ${72 + (Math.floor(i / 50) % 8) * 60} ${700 - (i % 50) * 13} Tm (word) Tj`);
  return onePage(Buffer.from(`${INTRO}BT /F1 11 Tf ${ops.join('\n')} ET`, 'latin1'));
}

/** A run of text at a position on a page of `layoutPdf`; y is the baseline, from the bottom. */
export interface PlacedText {
  x: number;
  y: number;
  text: string;
  size?: number;
  bold?: boolean;
}

/** What one page of `layoutPdf` draws: text runs, stroked lines and filled or stroked rectangles. */
export interface LayoutPage {
  text: PlacedText[];
  rects?: { x: number; y: number; w: number; h: number; fill?: string }[];
  lines?: [number, number, number, number][];
}

/**
 * A US-letter PDF drawn exactly as described: text in Helvetica (bold on request), vector lines and
 * rectangles. The reader's layout tests build two-column pages, captions, figures and notices with it.
 */
export function layoutPdf(pages: LayoutPage[]): Uint8Array {
  const objects: string[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
  ];
  const kids: string[] = [];
  const escape = (s: string) => s.replace(/[()\\]/g, '\\$&');
  for (const page of pages) {
    const ops: string[] = [];
    for (const r of page.rects ?? []) {
      if (r.fill) ops.push(`q ${r.fill} rg ${r.x} ${r.y} ${r.w} ${r.h} re f Q`);
      else ops.push(`q 0.8 w ${r.x} ${r.y} ${r.w} ${r.h} re S Q`);
    }
    for (const [x0, y0, x1, y1] of page.lines ?? []) ops.push(`q 1 w ${x0} ${y0} m ${x1} ${y1} l S Q`);
    for (const t of page.text)
      ops.push(`BT /${t.bold ? 'F2' : 'F1'} ${t.size ?? 10} Tf 1 0 0 1 ${t.x} ${t.y} Tm (${escape(t.text)}) Tj ET`);
    const pageIndex = objects.length + 1;
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageIndex + 1} 0 R >>`,
    );
    objects.push(stream(ops.join('\n')));
    kids.push(`${pageIndex} 0 R`);
  }
  objects[1] = `<< /Type /Pages /Kids [${kids.join(' ')}] /Count ${kids.length} >>`;
  return assemble(objects);
}
