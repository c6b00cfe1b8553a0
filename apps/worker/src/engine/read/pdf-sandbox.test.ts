import { bombPdf, endlessPdf, readPaper, SMALLEST_PAPER } from '@paperlight/remix-core/testing';
import { describe, expect, it } from 'vitest';
import { PaperError } from './pdf-open';
import { readPaperSandboxed, TOO_COMPLEX_MESSAGE } from './pdf-sandbox';
import { inflatedBytes } from './pdf-scan';

const tooComplex = { name: 'PaperError', code: 'too_complex', message: TOO_COMPLEX_MESSAGE };

describe('readPaperSandboxed', () => {
  it('reads a real paper in a child process', async () => {
    const paper = await readPaperSandboxed(readPaper(SMALLEST_PAPER));
    expect(paper.title.length).toBeGreaterThan(10);
    expect(paper.sections.length).toBeGreaterThan(2);
  }, 30_000);

  describe('given a decompression bomb (a 300 MB stream in a file of a few hundred KB)', () => {
    it('refuses it before pdf.js reads it, within seconds', async () => {
      const bomb = bombPdf(300);
      expect(bomb.byteLength).toBeLessThan(1024 * 1024);
      expect(await inflatedBytes(bomb, 256 * 1024 * 1024)).toBeGreaterThan(256 * 1024 * 1024);
      const started = performance.now();
      await expect(readPaperSandboxed(bomb)).rejects.toMatchObject(tooComplex);
      expect(performance.now() - started).toBeLessThan(20_000);
    }, 60_000);
  });

  describe('given a page with more text operators than the cap', () => {
    it('stops reading and fails with the message', async () => {
      await expect(readPaperSandboxed(endlessPdf(60_000), { maxTextItems: 20_000 })).rejects.toMatchObject(tooComplex);
    }, 60_000);
  });

  describe('given a reader past its memory or time cap', () => {
    it('kills it and fails with the message', async () => {
      // Node alone needs more than 20 MB resident, so the watch fires at its first look.
      await expect(readPaperSandboxed(readPaper(SMALLEST_PAPER), { maxMemoryBytes: 20 * 1024 * 1024 })).rejects.toMatchObject(tooComplex);
      await expect(readPaperSandboxed(readPaper(SMALLEST_PAPER), { maxMs: 30 })).rejects.toBeInstanceOf(PaperError);
    }, 60_000);
  });

  it('lets a cancelled job go at once', async () => {
    const controller = new AbortController();
    const reading = readPaperSandboxed(readPaper(SMALLEST_PAPER), {}, { signal: controller.signal });
    controller.abort(new Error('cancelled'));
    await expect(reading).rejects.toThrow('cancelled');
  });
});
