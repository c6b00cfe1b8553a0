/**
 * The upload's cheap checks (decision 0018): a PDF by content, within the size limit. They read a
 * few kilobytes whatever the file, so an upload answers at once; the worker reads the whole PDF
 * under memory, time and decompression caps when its node runs.
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

/** Throws UploadError for a file that is not a PDF, or one whose trailer says it is encrypted. */
export async function checkUpload(storage: FileStorage, key: string, size: number, maxBytes = DEFAULT_MAX_BYTES): Promise<void> {
  if (size > maxBytes) throw new UploadError(413, `This PDF is larger than ${formatSize(maxBytes)}`);
  // The header may follow a little junk (the PDF spec allows it within the first 1024 bytes).
  const head = await readRange(storage, key, 0, Math.min(size, 1024) - 1);
  if (size === 0 || !head.toString('latin1').includes('%PDF-')) throw new UploadError(400, 'This file is not a PDF');
  const tail = await readRange(storage, key, Math.max(0, size - 4096), size - 1);
  if (/\/Encrypt\s+\d+\s+\d+\s+R/.test(tail.toString('latin1'))) throw new UploadError(400, 'This PDF is password-protected');
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
