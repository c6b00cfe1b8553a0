import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ffmpegPath, run } from '../tools/ffmpeg';
import { chunkArgs } from './chunks';
import { accessUnits, extendChunk, settled } from './h264';

describe('extendChunk', () => {
  it('repeats the settled cycle so every frame keeps its frame_num position', () => {
    const chunk = Array.from({ length: 50 }, (_, i) => new Uint8Array([i]));
    const out = extendChunk(chunk, 100);
    expect(out).toHaveLength(100);
    out.forEach((frame, j) => {
      if (j >= 50) {
        expect(frame[0]! % 16).toBe(j % 16);
        expect(frame[0]).toBeGreaterThanOrEqual(34);
      }
    });
    expect(extendChunk(chunk, 10)).toHaveLength(10);
  });

  it('finds the still settled in chunks x264 encodes, a figure revealed included, and not in a chunk still moving', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'paper-remix-chunk-'));
    try {
      const png = async (name: string, color: string, size: string) => {
        const path = join(dir, name);
        await run(ffmpegPath, [
          '-hide_banner',
          '-loglevel',
          'error',
          '-f',
          'lavfi',
          '-i',
          `color=c=${color}:s=${size}:d=1,format=rgba`,
          '-frames:v',
          '1',
          path,
        ]);
        return path;
      };
      // A backdrop with texture, so the encoder has detail to refine while it settles.
      const backdrop = join(dir, 'backdrop.png');
      await run(ffmpegPath, [
        '-hide_banner',
        '-loglevel',
        'error',
        '-f',
        'lavfi',
        '-i',
        'testsrc2=s=1920x1080:d=1',
        '-frames:v',
        '1',
        backdrop,
      ]);
      const overlay = await png('overlay.png', 'black@0.0', '1920x1080');
      const figure = { path: await png('figure.png', 'red', '480x321'), x: 301, y: 203, width: 480, height: 321 };
      const chunksPath = join(dir, 'chunks.h264');
      // A plain still faded in from black, then the same slide with its figure revealed.
      const encode = (path: string, threads?: number) =>
        run(
          ffmpegPath,
          chunkArgs(
            [
              { backdrop, overlay },
              { backdrop, overlay, figure },
            ],
            [
              { prev: null, cur: 0, hold: 36 },
              { prev: 0, cur: 1, hold: 47 },
            ],
            { chunksPath: path, threads },
          ),
        );
      await encode(chunksPath);
      // The api's worker encodes on fewer threads (decision 0210): the pictures are the same.
      const onOneThread = join(dir, 'one-thread.h264');
      await encode(onOneThread, 1);
      const pictures = async (path: string) =>
        (await run(ffmpegPath, ['-hide_banner', '-loglevel', 'error', '-i', path, '-f', 'framemd5', '-'])).stdout
          .toString()
          .split('\n')
          .filter((line) => /^\d/.test(line))
          .map((line) => line.split(',').at(-1)!.trim());
      const [all, one] = await Promise.all([pictures(chunksPath), pictures(onOneThread)]);
      expect(all).toHaveLength(113);
      expect(one).toEqual(all);
      // x264 records its settings in the stream.
      expect((await readFile(onOneThread)).toString('latin1')).toMatch(/ threads=1 /);
      const units = accessUnits(new Uint8Array(await readFile(chunksPath)));
      // An IDR slice (NAL type 5) opens each chunk.
      const idr = (unit: Uint8Array) =>
        unit.some((byte, i) => i >= 3 && byte === 1 && unit[i - 1] === 0 && unit[i - 2] === 0 && (unit[i + 1]! & 0x1f) === 5);
      const second = units.findIndex((unit, i) => i > 0 && idr(unit));
      const chunks = second > 0 ? [units.slice(0, second), units.slice(second)] : [units];
      expect(chunks.map((chunk) => chunk.length)).toEqual([51, 62]);
      for (const chunk of chunks) expect(settled(chunk)).toBe(true);
      // Cut before the reveal has ended, the second chunk is still moving.
      expect(settled(chunks[1]!.slice(0, 26))).toBe(false);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('splits an Annex B stream at its access unit delimiters', () => {
    const aud = [0, 0, 0, 1, 9, 0xf0];
    const slice = [0, 0, 1, 1, 0x88, 0x84];
    const stream = new Uint8Array([...aud, ...slice, ...aud, ...slice, 7]);
    expect(accessUnits(stream).map((u) => u.length)).toEqual([12, 13]);
  });
});
