/**
 * The child process that reads one PDF (decision 0018): it checks the file's inflated size, then
 * extracts it with pdf.js (and OCR for scanned pages). A JATS article, as XML or a zip with its
 * figures, is read here too (jats.ts, decision 0125), under the same caps. Its parent (pdf-sandbox.ts) watches its memory and time and kills it
 * past a cap, so a hostile file costs one job at most.
 */
import { extractJats } from './jats';
import { looksLikeXml, looksLikeZip } from './jats-files';
import { extractPaper } from './paper';
import { PaperError } from './pdf-open';
import { inflatedBytes } from './pdf-scan';
import type { ReaderRequest, ReaderResponse } from './pdf-sandbox';

const reply = (message: ReaderResponse) =>
  new Promise<void>((resolve) => {
    process.send!(message, () => resolve());
  });

process.once('message', (request: ReaderRequest) => {
  void (async () => {
    try {
      const figures = request.figuresDir ? { figuresDir: request.figuresDir } : {};
      let paper;
      if (looksLikeZip(request.bytes) || looksLikeXml(request.bytes)) {
        paper = await extractJats(request.bytes, { ...figures, limits: { maxUnpackedBytes: request.maxInflatedBytes } });
      } else {
        const inflated = await inflatedBytes(request.bytes, request.maxInflatedBytes);
        if (inflated > request.maxInflatedBytes) throw new PaperError('too_complex', request.tooComplexMessage);
        paper = await extractPaper(request.bytes, request.limits, figures);
      }
      await reply({ ok: true, paper, peakRssBytes: process.resourceUsage().maxRSS * 1024 });
    } catch (error) {
      if (error instanceof PaperError) await reply({ ok: false, code: error.code, message: error.message });
      else
        await reply({
          ok: false,
          code: 'unreadable',
          message:
            looksLikeXml(request.bytes) || looksLikeZip(request.bytes) ? 'This file could not be read' : 'This PDF could not be read',
          detail: String(error),
        });
    }
    process.exit(0);
  })();
});
