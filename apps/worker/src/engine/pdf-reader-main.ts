/**
 * The child process that reads one PDF (decision 0018): it checks the file's inflated size, then
 * extracts it with pdf.js. Its parent (pdf-sandbox.ts) watches its memory and time and kills it
 * past a cap, so a hostile file costs one job at most.
 */
import { extractPaper, PaperError } from './paper';
import { inflatedBytes } from './pdf-scan';
import type { ReaderRequest, ReaderResponse } from './pdf-sandbox';

const reply = (message: ReaderResponse) =>
  new Promise<void>((resolve) => {
    process.send!(message, () => resolve());
  });

process.once('message', (request: ReaderRequest) => {
  void (async () => {
    try {
      const inflated = await inflatedBytes(request.bytes, request.maxInflatedBytes);
      if (inflated > request.maxInflatedBytes) throw new PaperError('too_complex', request.tooComplexMessage);
      const paper = await extractPaper(request.bytes, request.limits, request.figuresDir ? { figuresDir: request.figuresDir } : {});
      await reply({ ok: true, paper, peakRssBytes: process.resourceUsage().maxRSS * 1024 });
    } catch (error) {
      if (error instanceof PaperError) await reply({ ok: false, code: error.code, message: error.message });
      else await reply({ ok: false, code: 'unreadable', message: 'This PDF could not be read', detail: String(error) });
    }
    process.exit(0);
  })();
});
