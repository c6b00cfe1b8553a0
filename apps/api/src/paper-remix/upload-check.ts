/**
 * The upload's cheap checks (decision 0018): a PDF, or a JATS article as XML or as a zip with its
 * figures (decision 0125), by content, within the size limit. They read a few kilobytes whatever
 * the file (a zip's central directory at most), so an upload answers at once; the worker reads
 * the whole file under memory, time and decompression caps when its node runs.
 */
import type { FileStorage } from '@paperlight/remix-core';

export const DEFAULT_MAX_BYTES = 50 * 1024 * 1024;

export class UploadError extends Error {
  constructor(
    readonly statusCode: 400 | 413,
    message: string,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

export const formatSize = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${Math.round(bytes / (1024 * 1024))} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

async function readRange(storage: FileStorage, key: string, start: number, end: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of storage.stream(key, { start, end })) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** What an upload is, by its content. */
export type UploadKind = 'pdf' | 'jats-xml' | 'jats-zip';

export const UPLOAD_TYPES: Record<UploadKind, { contentType: string; extension: string }> = {
  pdf: { contentType: 'application/pdf', extension: 'pdf' },
  'jats-xml': { contentType: 'application/xml', extension: 'xml' },
  'jats-zip': { contentType: 'application/zip', extension: 'zip' },
};

/** Entries a JATS zip may hold, and what they may unpack to (the reader counts the real bytes). */
export const MAX_ZIP_ENTRIES = 2000;
export const MAX_ZIP_UNPACKED = 256 * 1024 * 1024;

const isXml = (head: Buffer) => /^(?:\uFEFF)?\s*<(?:\?xml|!DOCTYPE|article)/.test(head.toString('utf8'));

/**
 * Throws UploadError for a file that is neither a PDF nor a JATS article, a PDF whose trailer says
 * it is encrypted, or a zip that holds no article or could not be unpacked safely; else says which
 * kind it is.
 */
export async function checkUpload(storage: FileStorage, key: string, size: number, maxBytes = DEFAULT_MAX_BYTES): Promise<UploadKind> {
  if (size > maxBytes) throw new UploadError(413, `This PDF is larger than ${formatSize(maxBytes)}`);
  if (size === 0) throw new UploadError(400, 'This file is empty');
  // The header may follow a little junk (the PDF spec allows it within the first 1024 bytes).
  const head = await readRange(storage, key, 0, Math.min(size, 4096) - 1);
  if (head.subarray(0, 1024).toString('latin1').includes('%PDF-')) {
    const tail = await readRange(storage, key, Math.max(0, size - 4096), size - 1);
    if (/\/Encrypt\s+\d+\s+\d+\s+R/.test(tail.toString('latin1'))) throw new UploadError(400, 'This PDF is password-protected');
    return 'pdf';
  }
  if (isXml(head)) {
    // The root element comes after the prolog and the DOCTYPE, within the first few kilobytes.
    if (!/<article[\s>]/.test(head.toString('utf8')) || /<!ENTITY/i.test(head.toString('utf8')))
      throw new UploadError(400, 'This XML file is not a JATS article');
    return 'jats-xml';
  }
  if (head.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) {
    await checkZip(storage, key, size);
    return 'jats-zip';
  }
  throw new UploadError(400, 'This file is not a PDF');
}

/**
 * A zip's central directory, read from its end: at most MAX_ZIP_ENTRIES entries, none whose name
 * climbs out of its folder, a declared unpacked size within MAX_ZIP_UNPACKED, and an XML file.
 */
async function checkZip(storage: FileStorage, key: string, size: number): Promise<void> {
  const unreadable = new UploadError(400, 'This ZIP file could not be read');
  // The end-of-directory record is 22 bytes plus a comment of at most 65535.
  const tailStart = Math.max(0, size - 65_557);
  const tail = await readRange(storage, key, tailStart, size - 1);
  const eocd = tail.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (eocd < 0 || eocd + 22 > tail.length) throw unreadable;
  const entries = tail.readUInt16LE(eocd + 10);
  const dirSize = tail.readUInt32LE(eocd + 12);
  const dirOffset = tail.readUInt32LE(eocd + 16);
  if (entries > MAX_ZIP_ENTRIES) throw new UploadError(400, `This ZIP file has more than ${MAX_ZIP_ENTRIES} files`);
  if (dirOffset + dirSize > size || dirSize > 4 * 1024 * 1024) throw unreadable;
  const dir = await readRange(storage, key, dirOffset, dirOffset + dirSize - 1);
  let at = 0;
  let unpacked = 0;
  let xml = false;
  for (let i = 0; i < entries; i += 1) {
    if (at + 46 > dir.length || dir.readUInt32LE(at) !== 0x02014b50) throw unreadable;
    unpacked += dir.readUInt32LE(at + 24);
    const nameLength = dir.readUInt16LE(at + 28);
    const name = dir.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    if (name.startsWith('/') || /^[A-Za-z]:/.test(name) || name.split(/[\\/]/).includes('..'))
      throw new UploadError(400, 'This ZIP file has a file outside its folder');
    if (/\.(?:xml|nxml)$/i.test(name) && !name.startsWith('__MACOSX/')) xml = true;
    at += 46 + nameLength + dir.readUInt16LE(at + 30) + dir.readUInt16LE(at + 32);
  }
  if (unpacked > MAX_ZIP_UNPACKED) throw new UploadError(400, 'This ZIP file is too large once unpacked');
  if (!xml) throw new UploadError(400, 'This ZIP file holds no JATS article');
}

/** The reader's page limit (apps/worker: DEFAULT_MAX_PAGES): a count above it says nothing more. */
const MAX_COUNTED_PAGES = 150;
/** Longest text a page object's type entry can take, with room for spacing: what each chunk carries over. */
const CARRY = 64;

/**
 * The PDF's page objects ('/Type /Page', never '/Pages') as its bytes show them, for the read's
 * estimate (decision 0088): a scan, not a parse. Pages inside compressed object streams are not
 * visible, and then the count is null (the estimate falls back on the file's size); a file whose
 * updates rewrote pages, or one written to mislead, can only move its own estimate, and never
 * beyond the reader's page limit. Reads the stored file once more, a chunk at a time.
 */
export async function countPageObjects(storage: FileStorage, key: string): Promise<number | null> {
  const pattern = /\/Type\s{0,8}\/Page(?![A-Za-z0-9#])/g;
  let count = 0;
  // Each text is the carried tail of the one before and a new chunk. A match is counted where it
  // ends: not inside the carried part (counted already), and not at the text's very end unless the
  // file ends there (the next byte may yet make it '/Pages'); such a one is counted with the next.
  const scan = (text: string, carried: number, final: boolean) => {
    for (const match of text.matchAll(pattern)) {
      const end = match.index + match[0].length;
      if (end >= carried && (final || end < text.length)) count += 1;
    }
  };
  let carry = '';
  for await (const chunk of storage.stream(key)) {
    const text = carry + (chunk as Buffer).toString('latin1');
    scan(text, carry.length, false);
    carry = text.slice(-CARRY);
    if (count > MAX_COUNTED_PAGES) break;
  }
  scan(carry, carry.length, true);
  return count === 0 ? null : Math.min(count, MAX_COUNTED_PAGES);
}
