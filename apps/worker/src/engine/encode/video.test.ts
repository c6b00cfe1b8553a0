import { mkdtemp, open, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ffmpegPath, ffprobePath, run } from '../tools/ffmpeg';
import { createEspeakProvider } from '../speech/speech';
import type { SpeechProvider } from '../types';
import type { RenderVideoResult } from './film';
import { renderVideo } from './video';
import { frameColour, scene, solidPng } from './video-fixtures';

const storyboard = {
  scenes: [
    {
      ...scene(
        1,
        'Unmanned kiosks must recognise every product a shopper picks up. Lighting and packaging change all the time.',
        'Why kiosks struggle',
      ),
      visual_elements: [{ type: 'title', caption: 'Retail Object Classification for Unmanned Kiosks' }],
    },
    {
      ...scene(2, 'A small network runs on the kiosk itself. It reaches high accuracy in a few milliseconds.', 'A lightweight answer'),
      visual_elements: [
        { type: 'figure', caption: 'Figure 2: The kiosk network.', figure: 'figure-2', page: 3, image: 'figures/figure-2.png' },
      ],
    },
    {
      ...scene(3, 'The paper is by Example and Sample, shared under CC BY 4.0.', 'Closing'),
      visual_elements: [
        { type: 'closing', caption: 'Example, Sample (2024). Retail Object Classification for Unmanned Kiosks. CC BY 4.0.' },
      ],
    },
  ],
};

/** Top-level MP4 box types in file order. */
async function topLevelBoxes(path: string): Promise<string[]> {
  const file = await open(path, 'r');
  try {
    const { size } = await file.stat();
    const boxes: string[] = [];
    const header = Buffer.alloc(16);
    let offset = 0;
    while (offset + 8 <= size) {
      await file.read(header, 0, 16, offset);
      let boxSize = header.readUInt32BE(0);
      if (boxSize === 1) boxSize = Number(header.readBigUInt64BE(8));
      else if (boxSize === 0) boxSize = size - offset;
      boxes.push(header.toString('latin1', 4, 8));
      if (boxSize < 8) break;
      offset += boxSize;
    }
    return boxes;
  } finally {
    await file.close();
  }
}

function vttSeconds(stamp: string): number {
  const [h, m, s] = stamp.split(':');
  return Number(h) * 3600 + Number(m) * 60 + Number(s);
}

describe('renderVideo', () => {
  const espeak = createEspeakProvider();
  const narrationSeconds: number[] = [];
  // Records what the provider returned so the test compares against the real narration length.
  const speech: SpeechProvider = {
    async synthesize(text, opts) {
      const result = await espeak.synthesize(text, opts);
      narrationSeconds.push(result.durationSec);
      return result;
    },
  };
  let outDir: string;
  let result: RenderVideoResult;

  beforeAll(async () => {
    outDir = await mkdtemp(join(tmpdir(), 'paper-remix-video-'));
    const figure = await solidPng('red');
    result = await renderVideo(
      {
        storyboard,
        title: 'Retail Object Classification for Unmanned Kiosks',
        language: 'en',
        voice: 'female',
        outDir,
        paper: {
          title: 'Retail Object Classification for Unmanned Kiosks',
          authors: ['A. Example', 'B. Sample'],
          citation: { venue: 'Kiosk Letters', year: '2024', doi: '10.1234/kiosk.5', license: 'CC BY 4.0' },
        },
        readImage: async (key) => (key === 'figures/figure-2.png' ? figure : null),
      },
      { speech },
    );
  }, 180_000);

  afterAll(async () => {
    await espeak.close();
    if (outDir) await rm(outDir, { recursive: true, force: true });
  });

  describe('given a title, a figure and a closing scene', () => {
    it('writes an MP4 ffprobe reads as 1920×1080 H.264 with AAC', async () => {
      const { stdout } = await run(ffprobePath, [
        '-v',
        'error',
        '-print_format',
        'json',
        '-show_streams',
        '-show_format',
        result.videoPath,
      ]);
      const probe = JSON.parse(stdout.toString()) as { streams: Record<string, string | number>[]; format: { duration: string } };
      const video = probe.streams.find((s) => s.codec_type === 'video');
      const audio = probe.streams.find((s) => s.codec_type === 'audio');
      expect(video).toMatchObject({ codec_name: 'h264', width: 1920, height: 1080, pix_fmt: 'yuv420p' });
      expect(audio).toMatchObject({ codec_name: 'aac', sample_rate: '48000', channels: 2 });

      // The closing card holds 1.5 s after the last word.
      const narration = narrationSeconds.reduce((a, b) => a + b, 0) + 1.5;
      expect(narration).toBeGreaterThan(5);
      expect(Math.abs(Number(probe.format.duration) - narration) / narration).toBeLessThan(0.05);
      // Each scene's narration is encoded on its own, padded with silence to whole AAC frames plus
      // the encoder's priming frame: at most two frames (43 ms) a scene.
      expect(result.durationSec - narration).toBeGreaterThan(-0.05);
      expect(result.durationSec - narration).toBeLessThan(narrationSeconds.length * ((2 * 1024) / 48_000) + 0.05);
    });

    it('is a film at a constant 30 frames a second', async () => {
      const { stdout } = await run(ffprobePath, [
        '-v',
        'error',
        '-select_streams',
        'v:0',
        '-count_packets',
        '-show_entries',
        'stream=r_frame_rate,avg_frame_rate,nb_read_packets',
        '-of',
        'json',
        result.videoPath,
      ]);
      const stream = (JSON.parse(stdout.toString()) as { streams: Record<string, string>[] }).streams[0]!;
      expect(stream.r_frame_rate).toBe('30/1');
      expect(stream.avg_frame_rate).toBe('30/1');
      expect(Number(stream.nb_read_packets)).toBe(Math.round(result.durationSec * 30));
    });

    it('shows the figure crop on the figure scene, and fades in from and out to black', async () => {
      const figureScene = result.scenes[1]!;
      const [r, g, b] = await frameColour(result.videoPath, figureScene.start + figureScene.duration / 2, '400:300:760:440');
      expect(r).toBeGreaterThan(200);
      expect(g).toBeLessThan(60);
      expect(b).toBeLessThan(60);
      expect(Math.max(...(await frameColour(result.videoPath, 0, '1920:1080:0:0')))).toBeLessThan(8);
      // Three frames before the end the fade is four fifths to black (the slide is near white).
      expect(Math.max(...(await frameColour(result.videoPath, result.durationSec - 0.1, '1920:1080:0:0')))).toBeLessThan(70);
    });

    it('reveals the figure once its slide has faded in: not there, half there, then whole', async () => {
      const start = result.scenes[1]!.start;
      // How much redder than green the middle of the crop's place is, `frame` frames into the scene.
      const redness = async (frame: number) => {
        const [r, g] = await frameColour(result.videoPath, start + (frame + 0.5) / 30, '200:150:860:515');
        return r - g;
      };
      const [before, halfway, whole] = await Promise.all([redness(3), redness(17), redness(45)]);
      expect(before).toBeLessThan(60);
      expect(halfway).toBeGreaterThan(70);
      expect(halfway).toBeLessThan(190);
      expect(whole).toBeGreaterThan(200);
    });

    it('marks a chapter per scene in the MP4 and in a WebVTT chapters file', async () => {
      const { stdout } = await run(ffprobePath, ['-v', 'error', '-show_chapters', '-of', 'json', result.videoPath]);
      const chapters = (JSON.parse(stdout.toString()) as { chapters: { start_time: string; tags: { title: string } }[] }).chapters;
      expect(chapters.map((c) => c.tags.title)).toEqual(['Title and introduction', 'A lightweight answer', 'Conclusion and credits']);
      expect(Number(chapters[1]!.start_time)).toBeCloseTo(result.scenes[1]!.start, 2);
      const vtt = await readFile(result.chaptersPath, 'utf8');
      expect(vtt.startsWith('WEBVTT')).toBe(true);
      expect(vtt).toContain('A lightweight answer');
      expect([...vtt.matchAll(/-->/g)]).toHaveLength(3);
    });

    it('normalises the narration to -16 LUFS with true peaks at or under -1.5 dBTP', async () => {
      const { stderr } = await run(ffmpegPath, [
        '-hide_banner',
        '-nostats',
        '-i',
        result.videoPath,
        '-vn',
        '-af',
        'ebur128=peak=true',
        '-f',
        'null',
        '-',
      ]);
      const summary = stderr.slice(stderr.lastIndexOf('Summary:'));
      const integrated = Number(/I:\s+(-?[\d.]+) LUFS/.exec(summary)?.[1]);
      const peak = Number(/Peak:\s+(-?[\d.]+) dBFS/.exec(summary)?.[1]);
      expect(Math.abs(integrated - -16)).toBeLessThanOrEqual(1);
      expect(peak).toBeLessThanOrEqual(-1.5);
    });

    it('has audible narration', async () => {
      const { stderr } = await run(ffmpegPath, [
        '-hide_banner',
        '-nostats',
        '-i',
        result.videoPath,
        '-vn',
        '-af',
        'volumedetect',
        '-f',
        'null',
        '-',
      ]);
      const mean = Number(/mean_volume:\s*(-?[\d.]+) dB/.exec(stderr)?.[1]);
      expect(mean).toBeGreaterThan(-50);
    });

    it('puts the moov box before mdat so playback starts before the download ends', async () => {
      const boxes = await topLevelBoxes(result.videoPath);
      expect(boxes.indexOf('moov')).toBeGreaterThanOrEqual(0);
      expect(boxes.indexOf('moov')).toBeLessThan(boxes.indexOf('mdat'));
    });

    it('writes WebVTT with ordered cues covering the video', async () => {
      const vtt = await readFile(result.subtitlesPath, 'utf8');
      expect(vtt.startsWith('WEBVTT')).toBe(true);
      const cues = [...vtt.matchAll(/(\d\d:\d\d:\d\d\.\d{3}) --> (\d\d:\d\d:\d\d\.\d{3})/g)].map((m) => ({
        start: vttSeconds(m[1]!),
        end: vttSeconds(m[2]!),
      }));
      expect(cues).toHaveLength(5);
      expect(cues[0]!.start).toBe(0);
      for (const [i, cue] of cues.entries()) {
        expect(cue.end).toBeGreaterThan(cue.start);
        if (i > 0) expect(cue.start).toBeCloseTo(cues[i - 1]!.end, 3);
      }
      // The last cue ends with the last word; the closing card then holds without text.
      expect(cues.at(-1)!.end).toBeCloseTo(result.durationSec - 1.5, 1);
    });

    it('writes a poster PNG and leaves no temporary files', async () => {
      const poster = await readFile(result.posterPath);
      expect(poster.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect((await readdir(outDir)).sort()).toEqual(['chapters.vtt', 'poster.png', 'subtitles.vtt', 'video.mp4']);
      expect((await stat(result.videoPath)).size).toBeGreaterThan(10_000);
    });

    it('reports timings for each phase', () => {
      for (const phase of ['tts', 'render', 'prepare', 'encode', 'total'] as const) {
        expect(result.timings[phase]).toBeGreaterThan(0);
      }
      expect(result.timings.total).toBeGreaterThanOrEqual(result.timings.encode);
    });
  });

  describe('given a provider that fails', () => {
    it('rejects and cleans up its work folder', async () => {
      const dir = await mkdtemp(join(tmpdir(), 'paper-remix-fail-'));
      const failing: SpeechProvider = { synthesize: () => Promise.reject(new Error('engine down')) };
      try {
        await expect(
          renderVideo({ storyboard, title: 'T', language: 'en', voice: 'male', outDir: dir }, { speech: failing }),
        ).rejects.toThrow('engine down');
        expect(await readdir(dir)).toEqual([]);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    });

    it('stops the pictures it was encoding meanwhile, and still cleans up', async () => {
      const dir = await mkdtemp(join(tmpdir(), 'paper-remix-fail-late-'));
      // Fails once the stills are being drawn and encoded beside it.
      const failing: SpeechProvider = {
        synthesize: () => new Promise((_, reject) => setTimeout(() => reject(new Error('engine down')), 400)),
      };
      try {
        await expect(
          renderVideo({ storyboard, title: 'T', language: 'en', voice: 'male', outDir: dir }, { speech: failing }),
        ).rejects.toThrow('engine down');
        expect(await readdir(dir)).toEqual([]);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    });
  });
});
