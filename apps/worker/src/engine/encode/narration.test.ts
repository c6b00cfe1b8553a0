import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ffmpegPath, run } from '../tools/ffmpeg';
import { createMemoryCache } from './render-cache';
import { encodeWav } from '../speech/speech';
import { parseEbur128 } from './loudnorm';
import { scenesAudio } from './narration';

describe('scenesAudio', () => {
  /** A tone between silences, 16-bit mono: `level` is its peak in dBFS. */
  const tone = (seconds: number, level: number, sampleRate = 22_050) => {
    const pcm = new Int16Array(Math.round(seconds * sampleRate));
    const amplitude = 32767 * 10 ** (level / 20);
    for (let i = 0; i < pcm.length; i++) {
      const t = i / sampleRate;
      if (t > 0.2 && t < seconds - 0.2) pcm[i] = Math.round(amplitude * Math.sin(2 * Math.PI * 330 * t));
    }
    return encodeWav(new Uint8Array(pcm.buffer), sampleRate);
  };
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'paper-remix-scene-audio-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('encodes each scene at -16 LUFS, and scenes joined end to end play exactly their summed length with silent joins', async () => {
    const cache = createMemoryCache();
    const [quiet, loud] = (await scenesAudio([tone(3.1, -30), tone(2.3, -3)], join(dir, 'pair'), { cache })) as [
      { aac: Uint8Array; durationSec: number },
      { aac: Uint8Array; durationSec: number },
    ];
    const loudness = async (aac: Uint8Array, name: string) => {
      const path = join(dir, `${name}.aac`);
      await writeFile(path, aac);
      const { stderr } = await run(ffmpegPath, ['-hide_banner', '-nostats', '-i', path, '-af', 'ebur128=peak=true', '-f', 'null', '-']);
      return parseEbur128(stderr)!;
    };
    for (const [name, part] of [
      ['quiet', quiet],
      ['loud', loud],
    ] as const) {
      const measured = await loudness(part.aac, name);
      expect(measured.integrated).toBeGreaterThan(-17);
      expect(measured.integrated).toBeLessThan(-15);
      expect(measured.truePeak).toBeLessThanOrEqual(-1.5);
    }
    // Decoded, the joined stream is as long as the two scenes' durations, to the sample.
    const joined = join(dir, 'joined.aac');
    await writeFile(joined, Buffer.concat([quiet.aac, loud.aac]));
    const { stdout } = await run(ffmpegPath, ['-v', 'error', '-i', joined, '-ac', '1', '-f', 's16le', '-']);
    const samples = new Int16Array(stdout.buffer, stdout.byteOffset, stdout.byteLength / 2);
    expect(samples.length).toBe(Math.round((quiet.durationSec + loud.durationSec) * 48_000));
    // The join falls in silence: 0.1 s either side of it.
    const join0 = Math.round(quiet.durationSec * 48_000);
    const around = samples.subarray(join0 - 4800, join0 + 4800);
    expect(Math.max(...Array.from(around, Math.abs))).toBeLessThan(50);
    // A second encode of the same narration comes from the cache.
    const keys = cache.keys().length;
    await scenesAudio([tone(3.1, -30)], join(dir, 'quiet-again'), { cache });
    expect(cache.keys().length).toBe(keys);
    // Encoded on its own, a scene is byte for byte what it is beside others, so cached scenes and new ones join.
    const [alone] = await scenesAudio([tone(3.1, -30)], join(dir, 'alone'));
    expect(Buffer.from(alone!.aac).equals(Buffer.from(quiet.aac))).toBe(true);
  }, 60_000);
});
