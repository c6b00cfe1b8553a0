import { afterAll, describe, expect, it } from 'vitest';
import { extractPaper } from './paper';
import { checkPdf, PaperError, SCAN_UNREADABLE_MESSAGE } from './pdf-open';
import { emptyPdf, encryptedPdf, imageOnlyPdf, textPdf } from '@paperlight/remix-core/testing';
import { extracted, PAPER_FILES, paperText, readPaper } from '../test/papers';
import { writePdf } from '../../../scripts/simple-pdf';

async function paperError(promise: Promise<unknown>): Promise<PaperError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PaperError);
  return error as PaperError;
}

const timings: string[] = [];
afterAll(() => {
  if (timings.length) console.info(`extraction timings:\n${timings.join('\n')}`);
});

describe.each(PAPER_FILES)('given the paper %s', (file) => {
  it('passes the upload check', async () => {
    await expect(checkPdf(readPaper(file))).resolves.toBeUndefined();
  });

  it('extracts a title, an abstract, authors and at least three sections', async () => {
    const { paper, ms } = await extracted(file);
    timings.push(`  ${file}: ${Math.round(ms)} ms, ${(ms / paper.pageCount).toFixed(1)} ms/page (${paper.pageCount} pages)`);
    expect(paper.title.split(/\s+/).length).toBeGreaterThanOrEqual(3);
    expect(paper.abstract.split(/\s+/).length).toBeGreaterThan(50);
    expect(paper.authors.length).toBeGreaterThan(0);
    expect(paper.sections.length).toBeGreaterThanOrEqual(3);
    expect(paper.language).toBe('en');
    for (const section of paper.sections) {
      expect(section.heading.trim()).not.toBe('');
      expect(section.paragraphs.length).toBeGreaterThan(0);
    }
  });

  it('sets references aside and keeps them out of the sections', async () => {
    const { paper } = await extracted(file);
    expect(paper.references.length).toBeGreaterThan(0);
    const headings = paper.sections.map((s) => s.heading);
    expect(headings.some((h) => /^(\d+\.?\s*)?(references|bibliography)$/i.test(h))).toBe(false);
    const text = paperText(paper);
    // A reference entry is long and specific; none of them should reappear in narration text.
    for (const entry of paper.references.filter((r) => r.length > 60).slice(0, 20)) expect(text).not.toContain(entry);
  });

  it('strips citation markers, URLs and DOIs from narration text', async () => {
    const { paper } = await extracted(file);
    const text = paperText(paper);
    expect(text).not.toMatch(/\[\d+(?:[,–-]\s*\d+)*\]/);
    expect(text).not.toMatch(/https?:\/\//);
    expect(text).not.toMatch(/\bdoi:\s*10\./i);
    expect(text).not.toMatch(/\((?:[A-Z][a-z]+ et al\.,? (?:19|20)\d{2}[a-z]?;?\s*)+\)/);
  });
});

describe('given the two-column SPECTER paper', () => {
  const file = PAPER_FILES.find((f) => f.includes('specter'));
  it.runIf(file)('reads the columns in order and joins hyphenated line breaks', async () => {
    const { paper } = await extracted(file!);
    expect(paper.title).toBe('SPECTER: Document-level Representation Learning using Citation-informed Transformers');
    expect(paper.authors).toContain('Arman Cohan');
    expect(paper.abstract).toContain('Representation learning is a critical ingredient for natural language processing systems.');
    const headings = paper.sections.map((s) => s.heading);
    expect(headings[0]).toMatch(/Introduction/);
    expect(headings.at(-1)).toMatch(/Conclusions/);
    const intro = paper.sections[0]!.paragraphs.join(' ');
    expect(intro).toContain('extensions to whole-document embeddings are relatively underexplored');
    expect(headings).not.toContain('Acknowledgements');
  });
});

describe('given files that cannot serve as a paper', () => {
  it('rejects a non-PDF with a .pdf name', async () => {
    const error = await paperError(checkPdf(new Uint8Array(Buffer.from('Hello, this is a text file pretending to be a PDF.'))));
    expect(error.code).toBe('not_pdf');
    expect(error.message).toBe('This file is not a PDF');
  });

  it('rejects a PDF without any text', async () => {
    const error = await paperError(checkPdf(emptyPdf()));
    expect(error.code).toBe('no_text');
    expect(error.message).toBe('This PDF has no extractable text');
    expect((await paperError(extractPaper(emptyPdf()))).code).toBe('no_text');
  });

  it('takes an image-only PDF as a scan, and says so when OCR finds no text on it', async () => {
    // Its page may be a scan: the upload check lets it through and the reader tries OCR (ocr.ts).
    await expect(checkPdf(imageOnlyPdf())).resolves.toBeUndefined();
    const error = await paperError(extractPaper(imageOnlyPdf()));
    expect(error.code).toBe('no_text');
    expect(error.message).toBe(SCAN_UNREADABLE_MESSAGE);
  });

  it('rejects a password-protected PDF', async () => {
    const error = await paperError(checkPdf(encryptedPdf()));
    expect(error.code).toBe('encrypted');
    expect(error.message).toBe('This PDF is password-protected');
  });

  it('rejects a file larger than the limit before parsing it', async () => {
    const big = new Uint8Array(50 * 1024 * 1024 + 1);
    big.set(Buffer.from('%PDF-1.7\n'));
    const error = await paperError(checkPdf(big));
    expect(error.code).toBe('too_large');
    expect(error.message).toBe('This PDF is larger than 50 MB');
  });

  it('rejects a PDF with too many pages, with a configurable limit', async () => {
    const pages = Array.from({ length: 3 }, (_, i) => [`Page ${i + 1} has a sentence with enough words to count as text.`]);
    const error = await paperError(checkPdf(textPdf(pages), { maxPages: 2 }));
    expect(error.code).toBe('too_many_pages');
    expect(error.message).toBe('This PDF has more than 2 pages');
    const defaultLimit = await paperError(checkPdf(textPdf(Array.from({ length: 151 }, () => ['x']))));
    expect(defaultLimit.message).toBe('This PDF has more than 150 pages');
  });

  it('rejects a damaged PDF as unreadable', async () => {
    const error = await paperError(checkPdf(new Uint8Array(Buffer.from('%PDF-1.4\nthis is not really a pdf body\n'))));
    expect(['unreadable', 'not_pdf']).toContain(error.code);
  });

  it('accepts a small text PDF', async () => {
    const line = 'The quick brown fox jumps over the lazy dog while researchers measure its speed.';
    await expect(checkPdf(textPdf([Array.from({ length: 12 }, () => line)]))).resolves.toBeUndefined();
  });
});

describe('a paper signed by a group', () => {
  const paperWith = (byline: string) =>
    writePdf(
      [
        { text: 'Counting Birds at Dawn with Low-Cost Microphones', font: 'Times-Bold', size: 18, leading: 22, align: 'center' },
        { text: byline, font: 'Times-Roman', size: 11, leading: 14, align: 'center', spaceBefore: 8 },
        { text: 'Abstract', font: 'Times-Bold', size: 11, leading: 14, spaceBefore: 18 },
        {
          text: 'Small microphones left in a forest for six weeks counted more bird species than observers walking the same paths. We describe the devices, the sites and the counts, and what they mean for surveys.',
          font: 'Times-Roman',
          size: 10,
          leading: 13,
        },
        { text: '1 Introduction', font: 'Times-Bold', size: 12, leading: 15, spaceBefore: 12 },
        {
          text: 'Bird surveys rely on observers who walk set paths at dawn and write down what they see and hear. Their counts vary with the observer and the weather. Recording devices could count the same birds every morning for weeks.',
          font: 'Times-Roman',
          size: 10,
          leading: 13,
        },
      ],
      { title: '', author: '' },
    );

  it('takes the group on the line under the title as its author', async () => {
    expect((await extractPaper(paperWith('Paperlight Research'))).authors).toEqual(['Paperlight Research']);
    expect((await extractPaper(paperWith('The Dawn Chorus Collaboration'))).authors).toEqual(['The Dawn Chorus Collaboration']);
  });

  it('does not take an affiliation line for an author', async () => {
    expect((await extractPaper(paperWith('Department of Biology, University of Example'))).authors).toEqual([]);
    expect((await extractPaper(paperWith('Example Institute for Ornithology Research'))).authors).toEqual([]);
  });
});
