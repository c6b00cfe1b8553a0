/** H.264 Annex B parsing: a chunk's access units, when its frames have settled, and how it is extended to any length without re-encoding. */
import { FADE_FRAMES } from './film';

/** frame_num period of x264 with one reference frame and no B-frames (log2_max_frame_num = 4). */
const FRAME_NUM_CYCLE = 16;
/** H.264 access units of an Annex B stream (x264 with aud=1 opens each with an AUD NAL). */
export function accessUnits(stream: Uint8Array): Uint8Array[] {
  const starts: number[] = [];
  for (let i = 0; i + 3 < stream.length; i++) {
    if (stream[i] === 0 && stream[i + 1] === 0 && stream[i + 2] === 1) {
      // NAL type 9: access unit delimiter. A 4-byte start code begins one byte earlier.
      if ((stream[i + 3]! & 0x1f) === 9) starts.push(i > 0 && stream[i - 1] === 0 ? i - 1 : i);
      i += 2;
    }
  }
  return starts.map((start, k) => stream.subarray(start, starts[k + 1] ?? stream.length));
}

export function hasIdr(unit: Uint8Array): boolean {
  for (let i = 0; i + 3 < unit.length; i++) {
    if (unit[i] === 0 && unit[i + 1] === 0 && unit[i + 2] === 1 && (unit[i + 3]! & 0x1f) === 5) return true;
  }
  return false;
}

/**
 * Bit offset of frame_num in an access unit's first slice header (after first_mb_in_slice,
 * slice_type and pic_parameter_set_id, three Exp-Golomb codes), or null when there is no slice.
 */
function frameNumBit(unit: Uint8Array): number | null {
  for (let i = 0; i + 4 < unit.length; i++) {
    if (unit[i] !== 0 || unit[i + 1] !== 0 || unit[i + 2] !== 1) continue;
    const type = unit[i + 3]! & 0x1f;
    if (type !== 1 && type !== 5) continue;
    let bit = (i + 4) * 8;
    const readBit = () => (bit >> 3 < unit.length ? (unit[bit >> 3]! >> (7 - (bit++ & 7))) & 1 : 1);
    for (let code = 0; code < 3; code++) {
      let zeros = 0;
      while (readBit() === 0) if (++zeros > 31) return null;
      bit += zeros;
    }
    return bit;
  }
  return null;
}

/** Whether two access units are the same bytes but for their frame_num (log2 of FRAME_NUM_CYCLE bits). */
function sameButFrameNum(a: Uint8Array, b: Uint8Array): boolean {
  if (a.byteLength !== b.byteLength) return false;
  const at = frameNumBit(a);
  if (at === null || at !== frameNumBit(b)) return false;
  const width = Math.log2(FRAME_NUM_CYCLE);
  for (let i = 0; i < a.byteLength; i++) {
    if (a[i] === b[i]) continue;
    // Only the frame_num bits of this byte may differ.
    let mask = 0;
    for (let bit = at; bit < at + width; bit++) if (bit >> 3 === i) mask |= 0x80 >> (bit & 7);
    if (((a[i]! ^ b[i]!) & ~mask) !== 0) return false;
  }
  return true;
}

/**
 * Whether the chunk ends in a settled still: its last FRAME_NUM_CYCLE + 1 frames are alike but for
 * their frame_num, each only repeating the picture before it, so its last cycle may be repeated.
 */
export function settled(chunk: Uint8Array[]): boolean {
  const n = chunk.length;
  if (n < FADE_FRAMES + FRAME_NUM_CYCLE + 1) return false;
  for (let i = n - FRAME_NUM_CYCLE; i < n; i++) if (!sameButFrameNum(chunk[i]!, chunk[i - 1]!)) return false;
  return true;
}

/** `frames` frames of a visual from its encoded chunk: the chunk, then its settled cycle repeated. */
export function extendChunk(chunk: Uint8Array[], frames: number): Uint8Array[] {
  if (frames <= chunk.length) return chunk.slice(0, frames);
  const out = chunk.slice();
  const n = chunk.length;
  for (let j = n; j < frames; j++) {
    // The repeated frame keeps the frame_num (j mod 16) the decoder expects at position j.
    const back = (Math.floor((j - n) / FRAME_NUM_CYCLE) + 1) * FRAME_NUM_CYCLE;
    out.push(chunk[j - back]!);
  }
  return out;
}
