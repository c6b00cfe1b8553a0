/**
 * Pages without a text layer (a scan, a photographed page) read with Debian's tesseract-ocr: the
 * page is rendered with pdf.js at 300 dpi to a PNG, tesseract gives its words with their boxes
 * (TSV), and the words become the same lines the text layer would have given, in PDF points, so
 * columns, headings and paragraphs are found the same way. It runs inside the PDF reader child
 * (pdf-sandbox.ts), whose memory and time caps count tesseract too.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { Line, PageText } from './layout';

type RenderParameters = Parameters<PDFPageProxy['render']>[0];

/** 200 dpi (pixels per PDF point): enough for 8 pt text, and a page reads in a few seconds. */
export const OCR_SCALE = 200 / 72;
/** Longest side of a rendered page in pixels, so a poster-sized page cannot take the memory. */
const MAX_SIDE = 5000;
/** Words tesseract is less sure of than this (0–100) are noise: speckles, rules, stamps. */
const MIN_CONFIDENCE = 40;
/** A page with fewer letters than this in its text layer is read by OCR. */
export const OCR_PAGE_LETTERS = 40;

export const tesseractPath = process.env.TESSERACT_PATH ?? 'tesseract';

export interface OcrWord {
  text: string;
  /** Pixel box in the rendered image, origin top-left. */
  left: number;
  top: number;
  width: number;
  height: number;
  confidence: number;
  /** tesseract's block, paragraph and line numbers, joined: words of one line share it. */
  line: string;
}

/** Parses tesseract's TSV output (level 5 rows are words). */
export function parseTsv(tsv: string): OcrWord[] {
  const words: OcrWord[] = [];
  for (const row of tsv.split('\n').slice(1)) {
    const cols = row.split('\t');
    if (cols.length < 12 || cols[0] !== '5') continue;
    const text = cols.slice(11).join('\t').trim();
    const confidence = Number(cols[10]);
    if (!text || !Number.isFinite(confidence)) continue;
    words.push({
      text,
      left: Number(cols[6]),
      top: Number(cols[7]),
      width: Number(cols[8]),
      height: Number(cols[9]),
      confidence,
      line: `${cols[2]}.${cols[3]}.${cols[4]}`,
    });
  }
  return words;
}

/**
 * tesseract's lines as the reader's lines, in PDF user space (y grows upwards). A line's size is
 * the median height of its words' boxes, which for text set in one size is close to the font's
 * size; its baseline sits at the bottom of the boxes of its letters without descenders.
 */
export function wordsToLines(words: OcrWord[], page: number, pageHeight: number, scale: number): Line[] {
  const groups = new Map<string, OcrWord[]>();
  for (const word of words) {
    if (word.confidence < MIN_CONFIDENCE) continue;
    const group = groups.get(word.line);
    if (group) group.push(word);
    else groups.set(word.line, [word]);
  }
  const lines: Line[] = [];
  for (const group of groups.values()) {
    group.sort((a, b) => a.left - b.left);
    const heights = group.map((w) => w.height).sort((a, b) => a - b);
    const median = heights[Math.floor(heights.length / 2)]!;
    const bottoms = group.filter((w) => !/[gjpqy,;]/.test(w.text)).map((w) => w.top + w.height);
    const baseline = bottoms.length > 0 ? Math.max(...bottoms) : Math.max(...group.map((w) => w.top + w.height * 0.8));
    const x0 = Math.min(...group.map((w) => w.left));
    const x1 = Math.max(...group.map((w) => w.left + w.width));
    // Cap height is about 0.7 of the font size; a box of capitals or ascenders is that tall.
    const size = Math.round((median / 0.72 / scale) * 2) / 2;
    lines.push({
      page,
      x0: x0 / scale,
      x1: x1 / scale,
      y: pageHeight - baseline / scale,
      size,
      font: 'ocr',
      text: group.map((w) => w.text).join(' '),
      column: 0,
    });
  }
  return lines;
}

/** Runs tesseract on a PNG and returns its TSV; fails past `timeoutMs` or on a non-zero exit. */
export function runTesseract(pngPath: string, options: { language?: string; timeoutMs?: number } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    // One thread: the machine's cores are shared with the other jobs, and a page is quick anyway.
    const child = spawn(tesseractPath, [pngPath, 'stdout', '-l', options.language ?? 'eng', '--psm', '1', 'tsv'], {
      env: { ...process.env, OMP_THREAD_LIMIT: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const out: Buffer[] = [];
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => {
      err = (err + chunk.toString()).slice(-2000);
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 60_000);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve(Buffer.concat(out).toString('utf8'));
      else reject(new Error(`tesseract ended with ${signal ?? code}: ${err.trim()}`));
    });
  });
}

/** Renders a page to a PNG at OCR_SCALE (less for a huge page) and returns the scale used. */
async function renderPage(page: PDFPageProxy, file: string): Promise<number> {
  const { createCanvas } = await import('@napi-rs/canvas');
  const base = page.getViewport({ scale: 1 });
  const scale = Math.min(OCR_SCALE, MAX_SIDE / Math.max(base.width, base.height));
  const viewport = page.getViewport({ scale });
  const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  await page.render({ canvas: null, canvasContext: context as unknown as RenderParameters['canvasContext'], viewport, annotationMode: 0 })
    .promise;
  await writeFile(file, await canvas.encode('png'));
  canvas.width = 0;
  canvas.height = 0;
  return scale;
}

/** Reads a page by OCR into the reader's PageText (its text layer, if any, is replaced). */
export async function ocrPage(page: PDFPageProxy, number: number, options: { timeoutMs?: number } = {}): Promise<PageText> {
  const dir = await mkdtemp(path.join(tmpdir(), 'paperlight-ocr-'));
  try {
    const png = path.join(dir, `page-${number}.png`);
    const scale = await renderPage(page, png);
    const tsv = await runTesseract(png, options);
    const viewport = page.getViewport({ scale: 1 });
    return {
      number,
      width: viewport.width,
      height: viewport.height,
      lines: wordsToLines(parseTsv(tsv), number, viewport.height, scale),
      rotated: [],
      gutter: null,
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Letters of a page's text layer: below OCR_PAGE_LETTERS the page is read by OCR. */
export function pageLetters(page: PageText): number {
  return page.lines.reduce((sum, l) => sum + (l.text.match(/\p{L}/gu) ?? []).length, 0);
}

const IMAGE_OPS = new Set<number>([
  OPS.paintImageXObject,
  OPS.paintInlineImageXObject,
  OPS.paintImageMaskXObject,
  OPS.paintImageXObjectRepeat,
]);

/** Whether the page paints an image: a page without text or image is blank, and OCR has nothing to read. */
export async function paintsImage(page: PDFPageProxy): Promise<boolean> {
  const list = await page.getOperatorList();
  return list.fnArray.some((fn) => IMAGE_OPS.has(fn));
}
