/**
 * A cheap look inside a PDF before pdf.js reads it: how many bytes its Flate streams inflate to.
 * A decompression bomb (a 1 MB file whose streams unpack to 300 MB) is refused here, counting
 * bytes as they come out of zlib and stopping at the cap, so the check itself stays small.
 */
import { createInflate } from 'node:zlib';

const STREAM = /stream\r?\n/g;

/** Bytes of one Flate stream once inflated, counting no further than `cap`; 0 for a broken stream. */
function inflatedSize(data: Uint8Array, cap: number): Promise<number> {
  return new Promise((resolve) => {
    let total = 0;
    let done = false;
    const inflate = createInflate();
    const finish = () => {
      if (done) return;
      done = true;
      inflate.removeAllListeners('data');
      inflate.destroy();
      resolve(total);
    };
    inflate.on('data', (chunk: Buffer) => {
      total += chunk.byteLength;
      if (total > cap) finish();
    });
    inflate.on('end', finish);
    // A truncated or corrupt stream is pdf.js's problem to tolerate; it counts what came out.
    inflate.on('error', finish);
    inflate.end(data);
  });
}

/**
 * Total inflated size of the file's FlateDecode streams, stopping once it passes `cap` (then the
 * answer is just above `cap`).
 */
export async function inflatedBytes(bytes: Uint8Array, cap: number): Promise<number> {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  let total = 0;
  STREAM.lastIndex = 0;
  for (let match = STREAM.exec(text); match; match = STREAM.exec(text)) {
    const start = match.index + match[0].length;
    // "endstream" also matches /stream\r?\n/ only when followed by a newline; skip those.
    if (text.slice(match.index - 3, match.index) === 'end') continue;
    const dictStart = text.lastIndexOf('<<', match.index);
    const dict = dictStart >= 0 && match.index - dictStart < 4096 ? text.slice(dictStart, match.index) : '';
    const end = text.indexOf('endstream', start);
    if (end < 0) break;
    if (/\/FlateDecode|\/Fl\b/.test(dict)) {
      total += await inflatedSize(bytes.subarray(start, end), cap - total + 1);
      if (total > cap) return total;
    }
    STREAM.lastIndex = end + 'endstream'.length;
  }
  return total;
}
