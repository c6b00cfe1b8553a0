// Issue 15: a slide's quotes must be found in the PDF's own text, where the workspace's viewer
// (@paperlight/pdf-viewer) looks for them: on the quote's page or the pages either side, with the
// same matcher, over the same pdf.js text content the browser reads.
import { locateQuote, type PdfTextContentItem } from '@paperlight/pdf-viewer/locate';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { buildExtractiveScript } from './script';
import { extracted, PAPER_FILES, readPaper } from '../test/papers';

describe.each(PAPER_FILES)('the quotes of the scripts of %s', (file) => {
  it('are all found on their page or the next, most of them whole', async () => {
    const { paper } = await extracted(file);
    const doc = await getDocument({ data: new Uint8Array(readPaper(file)), isEvalSupported: false, verbosity: 0 }).promise;
    const texts = new Map<number, Promise<PdfTextContentItem[]>>();
    const textOf = (n: number) => {
      if (!texts.has(n))
        texts.set(
          n,
          doc.getPage(n).then(async (page) => (await page.getTextContent()).items as PdfTextContentItem[]),
        );
      return texts.get(n)!;
    };
    const quotes = new Map<string, number>();
    for (const script_duration of ['very_short', 'long'] as const) {
      const { script } = buildExtractiveScript(paper, {
        script_duration,
        script_genre: 'explainer',
        script_technicality: 3,
        script_type: 'video',
      });
      for (const quote of script.slides.flatMap((s) => s.sources?.quotes ?? [])) quotes.set(quote.text, quote.page ?? 1);
    }
    let whole = 0;
    const missing: string[] = [];
    for (const [text, page] of quotes) {
      const pages = [page, page + 1, page - 1].filter((n) => n >= 1 && n <= doc.numPages);
      const found = await Promise.all(pages.map(async (n) => locateQuote(await textOf(n), text)));
      if (found.some((location) => location?.match === 'exact')) whole += 1;
      else if (!found.some((location) => location && location.rects.length > 0)) missing.push(`p. ${page}: ${text}`);
    }
    await doc.destroy();
    expect(missing).toEqual([]);
    expect(whole / quotes.size).toBeGreaterThanOrEqual(0.6);
  });
});
