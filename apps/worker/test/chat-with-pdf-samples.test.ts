// The Chat With Paper samples (decision 0013): every one parses with the api-client's schema, its PDF
// is a real file, each answer cites only its own quotes and every quote sits on a page of the PDF.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ChatWithPaperSampleResponseSchema } from '@paperlight/api-client';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';

const SAMPLES_DIR = fileURLToPath(new URL('../../api/samples/', import.meta.url));

interface Quote {
  id: number;
  text: string;
  coordinates: { pageNumber: number; rects: { x: number; y: number; width: number; height: number }[] };
}

const folder = join(SAMPLES_DIR, 'chat-with-pdf');

describe.each(['medicine', 'humanities', 'physical-science'])('the chat-with-pdf sample %s', (sampleId) => {
  const data = JSON.parse(readFileSync(join(folder, `${sampleId}.json`), 'utf8')) as {
    pdf: string;
    source: { licence: string; doi: string };
    results: { id: string; question: string; result: string; quotesElements: Quote[] }[];
  };

  it('has the shape of SPEC §3 and credits its paper', () => {
    expect(() => v.parse(ChatWithPaperSampleResponseSchema, { data })).not.toThrow();
    expect(data.results.length).toBeGreaterThanOrEqual(4);
    expect(data.source.licence).toMatch(/^CC BY/);
    expect(data.source.doi).toMatch(/^10\./);
  });

  it('cites only quotes it has, and every quote it has', () => {
    for (const result of data.results) {
      const cited = [...result.result.matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1]));
      expect(new Set(cited), result.id).toEqual(new Set(result.quotesElements.map((q) => q.id)));
    }
  });

  it('points every quote at rectangles inside a page of its PDF', async () => {
    expect(data.pdf).toMatch(/^\/samples\/chat-with-pdf\/assets\/.+\.pdf$/);
    const file = join(folder, 'assets', data.pdf.split('/').at(-1)!);
    expect(existsSync(file)).toBe(true);
    const doc = await getDocument({ data: new Uint8Array(readFileSync(file)), isEvalSupported: false, verbosity: 0 }).promise;
    for (const quote of data.results.flatMap((r) => r.quotesElements)) {
      expect(quote.text.length).toBeGreaterThan(20);
      const page = await doc.getPage(quote.coordinates.pageNumber);
      const [x0, y0, x1, y1] = page.view as [number, number, number, number];
      for (const rect of quote.coordinates.rects) {
        expect(rect.width).toBeGreaterThan(0);
        expect(rect.height).toBeGreaterThan(0);
        expect(rect.x).toBeGreaterThanOrEqual(x0);
        expect(rect.y).toBeGreaterThanOrEqual(y0);
        expect(rect.x + rect.width).toBeLessThanOrEqual(x1);
        expect(rect.y + rect.height).toBeLessThanOrEqual(y1);
      }
    }
    await doc.destroy();
  });
});
