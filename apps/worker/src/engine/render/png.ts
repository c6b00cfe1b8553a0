/** PNG and PAM codecs for the renderer: the top rows of a crop, straight RGBA to PNG, a PNG's size, raw frames for ffmpeg. */
import { open } from 'node:fs/promises';
import { crc32, deflateSync, inflateSync } from 'node:zlib';
import { renderAsync } from '@resvg/resvg-js';
import type { SlideImage } from './look';

/** The top `rows` of any PNG resvg reads, as straight RGBA. */
export async function resvgRows(image: SlideImage, rows: number): Promise<Uint8Array> {
  const { width } = image;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${rows}" viewBox="0 0 ${width} ${rows}"><image width="${width}" height="${image.height}" href="${dataUri(image.png)}"/></svg>`;
  const { pixels } = await renderAsync(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } });
  unpremultiply(pixels);
  return pixels;
}

/**
 * The top `rows` of an 8-bit, non-interlaced RGB or RGBA PNG as straight RGBA; null for any other
 * kind of PNG. Only the rows kept are unfiltered.
 */
export function decodePngRows(png: Uint8Array, rows: number): Uint8Array | null {
  const size = pngDimensions(png);
  if (!size || rows > size.height) return null;
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const [depth, color, interlace] = [png[24], png[25], png[28]];
  if (depth !== 8 || (color !== 2 && color !== 6) || interlace !== 0) return null;
  const idat: Uint8Array[] = [];
  for (let at = 8; at + 8 <= png.byteLength;) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(png[at + 4]!, png[at + 5]!, png[at + 6]!, png[at + 7]!);
    if (type === 'IDAT') idat.push(png.subarray(at + 8, at + 8 + length));
    if (type === 'IEND') break;
    at += 12 + length;
  }
  let data: Buffer;
  try {
    data = inflateSync(Buffer.concat(idat));
  } catch {
    return null;
  }
  const bpp = color === 6 ? 4 : 3;
  const stride = size.width * bpp;
  if (data.byteLength < (stride + 1) * rows) return null;
  const out = new Uint8Array(size.width * 4 * rows);
  let prev = new Uint8Array(stride);
  let line = new Uint8Array(stride);
  for (let y = 0; y < rows; y++) {
    const filter = data[y * (stride + 1)];
    const raw = data.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    for (let i = 0; i < stride; i++) {
      const a = i >= bpp ? line[i - bpp]! : 0;
      const b = prev[i]!;
      let p: number;
      if (filter === 0) p = 0;
      else if (filter === 1) p = a;
      else if (filter === 2) p = b;
      else if (filter === 3) p = (a + b) >> 1;
      else if (filter === 4) {
        const c = i >= bpp ? prev[i - bpp]! : 0;
        const pa = Math.abs(b - c);
        const pb = Math.abs(a - c);
        const pc = Math.abs(a + b - 2 * c);
        p = pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      } else return null;
      line[i] = (raw[i]! + p) & 255;
    }
    const base = y * size.width * 4;
    if (bpp === 4) out.set(line, base);
    else for (let x = 0; x < size.width; x++) out.set([line[x * 3]!, line[x * 3 + 1]!, line[x * 3 + 2]!, 255], base + x * 4);
    [prev, line] = [line, prev];
  }
  return out;
}

/** resvg's pixels carry premultiplied alpha; a PNG straight alpha. A crop is opaque, so this is mostly a scan. */
function unpremultiply(pixels: Uint8Array): void {
  for (let i = 3; i < pixels.length; i += 4) {
    const a = pixels[i]!;
    if (a === 255 || a === 0) continue;
    for (let c = i - 3; c < i; c++) pixels[c] = Math.min(255, Math.round((pixels[c]! * 255) / a));
  }
}

function pngChunk(type: string, data: Uint8Array): Buffer[] {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.byteLength, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(data, crc32(head.subarray(4))));
  return [head, Buffer.from(data.buffer, data.byteOffset, data.byteLength), crc];
}

/** Straight RGBA as a PNG: rows unfiltered, deflated fast (a table's white rows pack well anyway). */
export function encodePng(width: number, height: number, rgba: Uint8Array): Uint8Array {
  const stride = width * 4;
  const raw = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) raw.set(rgba.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // RGBA
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    ...pngChunk('IHDR', ihdr),
    ...pngChunk('IDAT', deflateSync(raw, { level: 1 })),
    ...pngChunk('IEND', new Uint8Array(0)),
  ]);
  return new Uint8Array(png.buffer, png.byteOffset, png.byteLength);
}

export const dataUri = (png: Uint8Array) => `data:image/png;base64,${Buffer.from(png).toString('base64')}`;

/**
 * Writes raw RGBA as an uncompressed PAM image (netpbm P7), which ffmpeg decodes without any
 * compression work (PNG compression would cost more than rendering the text). Header and pixels
 * go out in one vectored write: no copy of the 8 MB picture is made.
 */
export async function writePam(path: string, image: { width: number; height: number; pixels: Uint8Array }): Promise<void> {
  const header = Buffer.from(
    `P7\nWIDTH ${image.width}\nHEIGHT ${image.height}\nDEPTH 4\nMAXVAL 255\nTUPLTYPE RGB_ALPHA\nENDHDR\n`,
    'latin1',
  );
  const file = await open(path, 'w');
  try {
    await file.writev([header, image.pixels]);
  } finally {
    await file.close();
  }
}

/** Width and height of a PNG, from its IHDR chunk; null when the bytes are not a PNG. */
export function pngDimensions(png: Uint8Array): { width: number; height: number } | null {
  if (png.byteLength < 24 || png[0] !== 0x89 || png[1] !== 0x50 || png[2] !== 0x4e || png[3] !== 0x47) return null;
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}
