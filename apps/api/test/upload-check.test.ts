import { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';
import type { FileStorage } from '@paperlight/remix-core';
import { readPaper, textPdf } from '@paperlight/remix-core/testing';
import { describe, expect, it } from 'vitest';
import { checkUpload, countPageObjects, MAX_ZIP_ENTRIES } from '../src/paper-remix/upload-check';

/** A storage that hands the file back in chunks of `size` bytes. */
function chunked(bytes: Uint8Array, size: number): FileStorage {
  return {
    stream: () =>
      Readable.from(
        (function* chunks() {
          for (let at = 0; at < bytes.length; at += size) yield Buffer.from(bytes.subarray(at, at + size));
        })(),
      ),
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
    const text = latin1(
      '%PDF-1.4\n1 0 obj << /Type /Pages /Kids [2 0 R] >> endobj\n2 0 obj << /Type/Page >> endobj\n3 0 obj << /Type /Page',
    );
    for (let size = 1; size <= text.length; size += 1) expect(await countPageObjects(chunked(text, size), 'k')).toBe(2);
  });

  it('never counts the page tree (/Pages) and counts the fixtures’ pages', async () => {
    expect(await countPageObjects(chunked(latin1('%PDF-1.4 << /Type /Pages /Count 3 >> << /Type /PageLabel >>'), 5), 'k')).toBeNull();
    expect(await countPageObjects(chunked(textPdf([['One'], ['Two'], ['Three']]), 11), 'k')).toBe(3);
  });

  it('says nothing when no page object is visible (compressed object streams)', async () => {
    expect(
      await countPageObjects(chunked(latin1('%PDF-1.7\n1 0 obj << /Type /ObjStm /N 40 /Filter /FlateDecode >> stream\nx\x9c...'), 16), 'k'),
    ).toBeNull();
  });

  it('stops at the reader’s page limit on a file written to mislead', async () => {
    const text = latin1(`%PDF-1.4\n${'<< /Type /Page >>\n'.repeat(20_000)}`);
    expect(await countPageObjects(chunked(text, 64 * 1024), 'k')).toBe(150);
  });
});

/** A storage holding one file, read by ranges as the upload check reads it. */
function held(bytes: Uint8Array): FileStorage {
  return {
    stream: (_key: string, range?: { start: number; end: number }) =>
      Readable.from([Buffer.from(range ? bytes.subarray(range.start, range.end + 1) : bytes)]),
  } as unknown as FileStorage;
}

/** A zip of stored (uncompressed) entries; `declared` overrides an entry's unpacked size in the directory. */
function zipOf(entries: { name: string; data: Uint8Array; declared?: number }[]): Uint8Array {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const { name, data, declared } of entries) {
    const nameBytes = Buffer.from(name, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const record = Buffer.alloc(46);
    record.writeUInt32LE(0x02014b50, 0);
    record.writeUInt16LE(20, 4);
    record.writeUInt16LE(20, 6);
    record.writeUInt32LE(crc, 16);
    record.writeUInt32LE(data.length, 20);
    record.writeUInt32LE(declared ?? data.length, 24);
    record.writeUInt16LE(nameBytes.length, 28);
    record.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, Buffer.from(data));
    central.push(record, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}

const JATS = new TextEncoder().encode(
  '<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE article PUBLIC "-//NLM//DTD JATS (Z39.96) Journal Archiving and Interchange DTD v1.1 20151215//EN" "JATS-archivearticle1.dtd">\n' +
    '<article xmlns:xlink="http://www.w3.org/1999/xlink" article-type="research-article"><front><article-meta><title-group><article-title>A title</article-title></title-group></article-meta></front><body><p>Text.</p></body></article>',
);
const check = (bytes: Uint8Array) => checkUpload(held(bytes), 'k', bytes.length);

describe('checkUpload (a PDF or a JATS article, by content; decision 0125)', () => {
  it('takes a PDF, a JATS XML article and a zip holding one', async () => {
    expect(await check(readPaper('socialscience-mexico-city-policy-abortion.pdf'))).toBe('pdf');
    expect(await check(JATS)).toBe('jats-xml');
    expect(
      await check(
        zipOf([
          { name: 'article/article.xml', data: JATS },
          { name: 'article/fig1.jpg', data: new Uint8Array(10) },
        ]),
      ),
    ).toBe('jats-zip');
  });

  it('names what is wrong in the product’s words', async () => {
    await expect(check(new TextEncoder().encode('just text, not a pdf'))).rejects.toThrow('This file is not a PDF');
    await expect(check(new TextEncoder().encode('<?xml version="1.0"?><html><body/></html>'))).rejects.toThrow(
      'This XML file is not a JATS article',
    );
    await expect(check(new TextEncoder().encode('<?xml version="1.0"?><!DOCTYPE article [<!ENTITY a "x">]><article/>'))).rejects.toThrow(
      'This XML file is not a JATS article',
    );
    await expect(check(zipOf([{ name: 'notes.txt', data: new Uint8Array(3) }]))).rejects.toThrow('This ZIP file holds no JATS article');
    await expect(check(zipOf([{ name: '../article.xml', data: JATS }]))).rejects.toThrow('This ZIP file has a file outside its folder');
    await expect(check(zipOf([{ name: 'article.xml', data: JATS, declared: 300 * 1024 * 1024 }]))).rejects.toThrow(
      'This ZIP file is too large once unpacked',
    );
    const many = Array.from({ length: MAX_ZIP_ENTRIES + 1 }, (_, i) => ({ name: `f${i}.txt`, data: new Uint8Array(0) }));
    await expect(check(zipOf(many))).rejects.toThrow(`This ZIP file has more than ${MAX_ZIP_ENTRIES} files`);
    await expect(check(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]))).rejects.toThrow('This ZIP file could not be read');
  });
});
