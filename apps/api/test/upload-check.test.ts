import { Readable } from 'node:stream';
import type { FileStorage } from '@paperlight/remix-core';
import { readPaper, textPdf } from '@paperlight/remix-core/testing';
import { describe, expect, it } from 'vitest';
import { countPageObjects } from '../src/paper-remix/upload-check';

/** A storage that hands the file back in chunks of `size` bytes. */
function chunked(bytes: Uint8Array, size: number): FileStorage {
  return {
    stream: () => Readable.from((function* chunks() {
      for (let at = 0; at < bytes.length; at += size) yield Buffer.from(bytes.subarray(at, at + size));
    })()),
  } as unknown as FileStorage;
}
const latin1 = (text: string) => new Uint8Array(Buffer.from(text, 'latin1'));

// `pdfinfo`'s page counts of ../shared/papers.
const PAGES: Record<string, number> = {
  'conference-2col-specter-acl2020.pdf': 13,
  'equations-semeagat-event-detection.pdf': 12,
  'humanities-ethnoecology-szekely-village-laws.pdf': 22,
  'journal-1col-plosone-wheat-heat-stress.pdf': 21,
  'medicine-lancet-inclusion-health-morbidity-mortality.pdf': 10,
  'socialscience-mexico-city-policy-abortion.pdf': 8,
};

describe('countPageObjects (the read estimate’s page count, decision 0088)', () => {
  it.each(Object.entries(PAGES))('counts %s’s pages as pdfinfo does', async (file, pages) => {
    expect(await countPageObjects(chunked(readPaper(file), 64 * 1024), 'k')).toBe(pages);
  });

  it('counts the same whatever the chunks, a page object cut anywhere', async () => {
    const paper = readPaper('socialscience-mexico-city-policy-abortion.pdf');
    for (const size of [7, 13, 1000]) expect(await countPageObjects(chunked(paper, size), 'k')).toBe(8);
    const text = latin1('%PDF-1.4\n1 0 obj << /Type /Pages /Kids [2 0 R] >> endobj\n2 0 obj << /Type/Page >> endobj\n3 0 obj << /Type /Page');
    for (let size = 1; size <= text.length; size += 1) expect(await countPageObjects(chunked(text, size), 'k')).toBe(2);
  });

  it('never counts the page tree (/Pages) and counts the fixtures’ pages', async () => {
    expect(await countPageObjects(chunked(latin1('%PDF-1.4 << /Type /Pages /Count 3 >> << /Type /PageLabel >>'), 5), 'k')).toBeNull();
    expect(await countPageObjects(chunked(textPdf([['One'], ['Two'], ['Three']]), 11), 'k')).toBe(3);
  });

  it('says nothing when no page object is visible (compressed object streams)', async () => {
    expect(await countPageObjects(chunked(latin1('%PDF-1.7\n1 0 obj << /Type /ObjStm /N 40 /Filter /FlateDecode >> stream\nx\x9c...'), 16), 'k')).toBeNull();
  });

  it('stops at the reader’s page limit on a file written to mislead', async () => {
    const text = latin1(`%PDF-1.4\n${'<< /Type /Page >>\n'.repeat(20_000)}`);
    expect(await countPageObjects(chunked(text, 64 * 1024), 'k')).toBe(150);
  });
});
