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
