/** A JATS upload's bytes before they are read as an article (issue 30, decision 0125): XML or zip, and a zip unpacked in memory within caps. */
import { Unzip, UnzipInflate, type UnzipFile } from 'fflate';
import { PaperError } from './pdf-open';

export interface JatsLimits {
  /** Entries a zip may hold. @default 2000 */
  maxEntries?: number;
  /** Bytes all entries may unpack to together. @default 256 MB */
  maxUnpackedBytes?: number;
  /** Bytes the article XML may have. @default 20 MB */
  maxXmlBytes?: number;
  /** Pixels (width × height) a figure may have; larger ones are scaled down. @default 40 megapixels */
  maxFigurePixels?: number;
}
export const ZIP_TOO_BIG_MESSAGE = 'This ZIP file is too large once unpacked';

/** Whether the bytes are XML (a JATS article is checked when it is read). */
export function looksLikeXml(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.subarray(0, 512))
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  return head.startsWith('<?xml') || head.startsWith('<!DOCTYPE') || head.startsWith('<article');
}

/** Whether the bytes are a zip archive (local file header 'PK\x03\x04'). */
export function looksLikeZip(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

/** An entry name that could climb out of a folder or is absolute: refused whatever is done with it. */
export function unsafeName(name: string): boolean {
  return name.includes('\0') || name.startsWith('/') || /^[A-Za-z]:/.test(name) || name.split(/[\\/]/).includes('..');
}

/**
 * Unpacks a zip in memory, counting bytes as they come out of inflate: past the caps (entries,
 * total size) it stops, so a zip bomb costs no more than the cap. Folders and macOS metadata are
 * skipped; a name with '..' or an absolute path fails the whole file.
 */
export function unzipCapped(bytes: Uint8Array, limits: JatsLimits = {}): Map<string, Uint8Array> {
  const maxEntries = limits.maxEntries ?? 2000;
  const maxBytes = limits.maxUnpackedBytes ?? 256 * 1024 * 1024;
  const files = new Map<string, Uint8Array>();
  let entries = 0;
  let total = 0;
  let failure: PaperError | null = null;
  const unzip = new Unzip((file: UnzipFile) => {
    if (failure) return;
    entries += 1;
    if (entries > maxEntries) failure = new PaperError('too_complex', `This ZIP file has more than ${maxEntries} files`);
    else if (unsafeName(file.name)) failure = new PaperError('unreadable', 'This ZIP file has a file outside its folder');
    if (failure || file.name.endsWith('/') || file.name.startsWith('__MACOSX/')) return;
    const chunks: Uint8Array[] = [];
    file.ondata = (error, chunk, final) => {
      if (failure) return;
      if (error) {
        failure = new PaperError('unreadable', 'This ZIP file could not be read');
        return;
      }
      total += chunk.length;
      if (total > maxBytes) {
        failure = new PaperError('too_complex', ZIP_TOO_BIG_MESSAGE);
        file.terminate();
        return;
      }
      chunks.push(chunk);
      if (final) files.set(file.name, Buffer.concat(chunks));
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    unzip.push(bytes, true);
  } catch {
    if (!failure) failure = new PaperError('unreadable', 'This ZIP file could not be read');
  }
  if (failure) throw failure;
  return files;
}
