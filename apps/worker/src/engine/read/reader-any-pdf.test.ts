import { describe, expect, it } from 'vitest';
import { extractPaper } from './paper';
import { checkPdf, PaperError, SCAN_UNREADABLE_MESSAGE } from './pdf-open';
import { parseTsv, wordsToLines } from './ocr';
import { readPaperSandboxed } from './pdf-sandbox';
import {
  ABSTRACT_AUTHORS,
  ABSTRACT_TITLE,
  breakLines,
  floatBetweenColumnsPdf,
  onePageAbstractPdf,
  scannedPage,
  scannedPdf,
} from '../test/any-pdf';
import type { ExtractedPaper } from '../types';

const narration = (paper: ExtractedPaper) => paper.sections.flatMap((s) => s.paragraphs).join(' ');
const sentencesOf = (text: string) => text.split(/(?<=\.)\s+/).filter(Boolean);
/** Every sentence the fixtures write: 'Sentence P3 reports how the filling period changed during the season.' */
const WHOLE = /^Sentence [A-Z]\d+ reports how [a-z ]+ changed during the season\.$/;

describe('given a one-page abstract set in standard fonts that are not embedded', () => {
  it('reads its title over two lines, its five authors and every word of its prose', async () => {
    const bytes = await onePageAbstractPdf();
    // pdf-lib never embeds the standard 14 fonts: the file carries no font program.
    expect(Buffer.from(bytes).toString('latin1')).not.toMatch(/\/FontFile/);
    const paper = await extractPaper(bytes);
    expect(paper.title).toBe(ABSTRACT_TITLE.join(' '));
    expect(paper.authors).toEqual(ABSTRACT_AUTHORS);
    const sentences = sentencesOf(narration(paper));
    expect(sentences).toHaveLength(42);
    for (const sentence of sentences) expect(sentence).toMatch(WHOLE);
    expect(paper.abstract).toMatch(/^Sentence A1 reports how the grain yield of wheat changed/);
    expect(narration(paper)).not.toContain('Department of Agronomy');
  });
});

describe('given a two-column page that a full-width float interrupts', () => {
  it('reads each column above the float, then each column below it, with no sentence stitched from two columns', async () => {
    const paper = await extractPaper(await floatBetweenColumnsPdf());
    const sentences = sentencesOf(narration(paper));
    for (const sentence of sentences) expect(sentence).toMatch(WHOLE);
    const order = sentences
      .map((s) => /^Sentence ([A-Z])/.exec(s)![1])
      .join('')
      .replace(/(.)\1+/g, '$1');
    expect(order).toBe('LRPQST');
    expect(narration(paper)).not.toMatch(/Interpreter with a trace recorder|Guards exit back/);
  });
});

const SCANNED_TEXT =
  'Scanned pages carry no text layer at all. The wheat grain yield fell by twelve percent when the nights were warm. ' +
  'The filling period was four days shorter in the warm plots than in the cool ones. The effect was the same in all three seasons of the trial.';

describe('given a scanned PDF whose page is only an image of text', () => {
  it('passes the upload check and reads the page by OCR', async () => {
    const bytes = await scannedPdf([scannedPage('A Scanned Report on Wheat', breakLines(SCANNED_TEXT, 58))]);
    await expect(checkPdf(bytes)).resolves.toBeUndefined();
    const paper = await extractPaper(bytes);
    expect(paper.title).toBe('A Scanned Report on Wheat');
    const text = `${paper.abstract} ${narration(paper)}`;
    expect(text).toContain('wheat grain yield fell by twelve percent when the nights were warm.');
    expect(text).toContain('The effect was the same in all three seasons of the trial.');
  });

  it('reads it in the sandboxed reader child, under its caps', async () => {
    const bytes = await scannedPdf([scannedPage('A Scanned Report on Wheat', breakLines(SCANNED_TEXT, 58))]);
    const paper = await readPaperSandboxed(bytes);
    expect(narration(paper)).toContain('four days shorter in the warm plots');
  });

  it('says so in the product’s words when OCR finds too little to read', async () => {
    const bytes = await scannedPdf([scannedPage('', [])]);
    const error = await extractPaper(bytes).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaperError);
    expect((error as PaperError).code).toBe('no_text');
    expect((error as PaperError).message).toBe(SCAN_UNREADABLE_MESSAGE);
  });

  it('refuses a scan with more pages than OCR may read', async () => {
    const page = scannedPage('A Scanned Report on Wheat', breakLines(SCANNED_TEXT, 58));
    const error = await extractPaper(await scannedPdf([page, page]), { maxOcrPages: 1 }).catch((e: unknown) => e);
    expect((error as PaperError).code).toBe('too_complex');
    expect((error as PaperError).message).toBe('This scanned PDF has more than 1 page to read');
  });
});

describe('reading tesseract’s TSV', () => {
  const tsv = [
    'level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext',
    '1\t1\t0\t0\t0\t0\t0\t0\t1275\t1650\t-1\t',
    '4\t1\t1\t1\t1\t0\t120\t170\t600\t40\t-1\t',
    '5\t1\t1\t1\t1\t1\t120\t170\t90\t31\t96.5\tWheat',
    '5\t1\t1\t1\t1\t2\t225\t170\t120\t40\t95.1\tyields',
    '5\t1\t1\t1\t1\t3\t360\t172\t40\t30\t12.0\t~',
    '5\t1\t1\t1\t2\t1\t120\t230\t80\t31\t91.0\tfell',
  ].join('\n');

  it('keeps words with their boxes and lines, and drops the ones tesseract doubts', () => {
    const words = parseTsv(tsv);
    expect(words.map((w) => w.text)).toEqual(['Wheat', 'yields', '~', 'fell']);
    const lines = wordsToLines(words, 1, 792, 150 / 72);
    expect(lines.map((l) => l.text)).toEqual(['Wheat yields', 'fell']);
    const [first] = lines;
    // 'yields' has a descender; the baseline is the bottom of 'Wheat' (201 px), in points from the page's foot.
    expect(first!.y).toBeCloseTo(792 - 201 / (150 / 72), 1);
    expect(first!.x0).toBeCloseTo(120 / (150 / 72), 1);
    expect(first!.x1).toBeCloseTo(345 / (150 / 72), 1);
  });
});
