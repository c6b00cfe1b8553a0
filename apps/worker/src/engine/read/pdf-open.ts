/** Opening a PDF with pdf.js under the reader's caps, the errors a reader gives, and the check of an upload by content. */
import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { paintsImage } from './ocr';
import type { PaperErrorCode, PdfLimits } from '../types';

export const DEFAULT_MAX_BYTES = 50 * 1024 * 1024;
export const DEFAULT_MAX_PAGES = 150;

export class PaperError extends Error {
  readonly code: PaperErrorCode;
  constructor(code: PaperErrorCode, message: string) {
    super(message);
    this.name = 'PaperError';
    this.code = code;
  }
}

export const NO_TEXT_MESSAGE = 'This PDF has no extractable text';
/** A scan whose pages OCR read, and found too few words on. */
export const SCAN_UNREADABLE_MESSAGE = 'This PDF is a scan and too little of its text could be read';
/** Pages a scan may have: OCR takes seconds a page, and the reader's time cap is shared. */
export const DEFAULT_MAX_OCR_PAGES = 40;
/** Shared with pdf-sandbox.ts, which fails a reader past its memory or time cap with it. */
export const TOO_COMPLEX_MESSAGE = 'This PDF is too complex to read';
/** Fewer letters than this across the whole file means a scan or an empty document. */
export const MIN_LETTERS = 200;

const require = createRequire(import.meta.url);
const pdfjsDir = path.dirname(require.resolve('pdfjs-dist/package.json'));
// Local data only, never the network: the standard fonts' metrics (fonts a PDF names but does not
// embed), the Adobe CMaps (a CJK font that is not embedded has no text without them), the ICC
// profiles and the wasm decoders (JPEG 2000 images, which scans often are).
const pdfjsData = (folder: string) => `${path.join(pdfjsDir, folder)}${path.sep}`;
const PDFJS_DATA = {
  standardFontDataUrl: pdfjsData('standard_fonts'),
  cMapUrl: pdfjsData('cmaps'),
  cMapPacked: true,
  iccUrl: pdfjsData('iccs'),
  wasmUrl: pdfjsData('wasm'),
};

function limitsOf(limits: PdfLimits | undefined) {
  return { maxBytes: limits?.maxBytes ?? DEFAULT_MAX_BYTES, maxPages: limits?.maxPages ?? DEFAULT_MAX_PAGES };
}

function formatSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round(bytes / (1024 * 1024))} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

function hasPdfHeader(bytes: Uint8Array): boolean {
  // The header may follow a little junk (the spec allows it within the first 1024 bytes).
  const head = Buffer.from(bytes.subarray(0, 1024)).toString('latin1');
  return head.includes('%PDF-');
}

export async function openPdf(bytes: Uint8Array, limits: PdfLimits | undefined): Promise<PDFDocumentProxy> {
  const { maxBytes, maxPages } = limitsOf(limits);
  if (bytes.byteLength > maxBytes) {
    throw new PaperError('too_large', `This PDF is larger than ${formatSize(maxBytes)}`);
  }
  if (!hasPdfHeader(bytes)) throw new PaperError('not_pdf', 'This file is not a PDF');
  const task = getDocument({
    // pdf.js may detach the buffer it is given; the caller keeps theirs.
    data: bytes.slice(),
    disableFontFace: true,
    useSystemFonts: false,
    isEvalSupported: false,
    ...PDFJS_DATA,
    verbosity: 0,
  });
  let doc: PDFDocumentProxy;
  try {
    doc = await task.promise;
  } catch (error) {
    await task.destroy().catch(() => undefined);
    const name = (error as { name?: string }).name;
    if (name === 'PasswordException') throw new PaperError('encrypted', 'This PDF is password-protected');
    throw new PaperError('unreadable', 'This PDF could not be read');
  }
  if (doc.numPages > maxPages) {
    await doc.destroy();
    throw new PaperError('too_many_pages', `This PDF has more than ${maxPages} pages`);
  }
  return doc;
}

/** Checks an upload by content: a real, readable, unencrypted PDF within the limits that has text. */
export async function checkPdf(bytes: Uint8Array, limits?: PdfLimits): Promise<void> {
  const doc = await openPdf(bytes, limits);
  try {
    let letters = 0;
    // Stops at the first pages that carry enough text, so a normal paper costs one page.
    for (let n = 1; n <= doc.numPages && letters < MIN_LETTERS; n += 1) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      for (const item of content.items) if ('str' in item) letters += (item.str.match(/\p{L}/gu) ?? []).length;
      page.cleanup();
    }
    // A scan has images and no text layer: the reader reads it by OCR (ocr.ts).
    if (letters < MIN_LETTERS && !(await paintsImage(await doc.getPage(1)))) throw new PaperError('no_text', NO_TEXT_MESSAGE);
  } finally {
    await doc.destroy();
  }
}
