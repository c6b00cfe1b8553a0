import { mkdtemp, open, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ffmpegPath, ffprobePath, run } from './ffmpeg';
import { createEspeakProvider } from './speech';
import type { Scene, SpeechProvider } from './types';
import { buildWebVtt, renderVideo, splitSentences, type RenderVideoResult } from './video';

function scene(n: number, narration: string, heading: string): Scene {
  return {
    scene_number: n,
    visual_description: 'A kiosk with a camera above the shelf',
    script_line: narration,
    background_details: 'Soft store lighting',
    narration,
    sound_cues: 'none',
    duration: 6,
    directions_for_videographer: 'Hold on the slide',
    visual_elements: [{ type: 'diagram', caption: 'Camera above the shelf' }],
    annotations: { text_overlays: [heading], visual_cues: [], audio_cues: [], transition_notes: 'cut' },
  };
}

const storyboard = {
  scenes: [
    scene(1, 'Unmanned kiosks must recognise every product a shopper picks up. Lighting and packaging change all the time.', 'Why kiosks struggle'),
    scene(2, 'A small network runs on the kiosk itself. It reaches high accuracy in a few milliseconds.', 'A lightweight answer'),
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
    result = await renderVideo({ storyboard, title: 'Retail Object Classification for Unmanned Kiosks', language: 'en', voice: 'female', outDir }, { speech });
  }, 60_000);

  afterAll(async () => {
    await espeak.close();
    if (outDir) await rm(outDir, { recursive: true, force: true });
  });

  describe('given a two-scene storyboard', () => {
    it('writes an MP4 ffprobe reads as 1920×1080 H.264 with AAC', async () => {
      const { stdout } = await run(ffprobePath, ['-v', 'error', '-print_format', 'json', '-show_streams', '-show_format', result.videoPath]);
      const probe = JSON.parse(stdout.toString()) as { streams: Record<string, string | number>[]; format: { duration: string } };
      const video = probe.streams.find((s) => s.codec_type === 'video');
      const audio = probe.streams.find((s) => s.codec_type === 'audio');
      expect(video).toMatchObject({ codec_name: 'h264', width: 1920, height: 1080, pix_fmt: 'yuv420p' });
      expect(audio).toMatchObject({ codec_name: 'aac' });

      const narration = narrationSeconds.reduce((a, b) => a + b, 0);
      expect(narration).toBeGreaterThan(5);
      expect(Math.abs(Number(probe.format.duration) - narration) / narration).toBeLessThan(0.05);
      expect(result.durationSec).toBeCloseTo(narration, 1);
    });

    it('has audible narration', async () => {
      const { stderr } = await run(ffmpegPath, ['-hide_banner', '-nostats', '-i', result.videoPath, '-vn', '-af', 'volumedetect', '-f', 'null', '-']);
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
      const cues = [...vtt.matchAll(/(\d\d:\d\d:\d\d\.\d{3}) --> (\d\d:\d\d:\d\d\.\d{3})/g)].map((m) => ({ start: vttSeconds(m[1]!), end: vttSeconds(m[2]!) }));
      expect(cues).toHaveLength(4);
      expect(cues[0]!.start).toBe(0);
      for (const [i, cue] of cues.entries()) {
        expect(cue.end).toBeGreaterThan(cue.start);
        if (i > 0) expect(cue.start).toBeCloseTo(cues[i - 1]!.end, 3);
      }
      expect(cues.at(-1)!.end).toBeCloseTo(result.durationSec, 2);
    });

    it('writes a poster PNG and leaves no temporary files', async () => {
      const poster = await readFile(result.posterPath);
      expect(poster.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect((await readdir(outDir)).sort()).toEqual(['poster.png', 'subtitles.vtt', 'video.mp4']);
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
        await expect(renderVideo({ storyboard, title: 'T', language: 'en', voice: 'male', outDir: dir }, { speech: failing })).rejects.toThrow('engine down');
        expect(await readdir(dir)).toEqual([]);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    });
  });
});

describe('buildWebVtt', () => {
  it('shares each scene out by sentence length and escapes arrows', () => {
    const vtt = buildWebVtt([
      { narration: 'Short one. A much longer second sentence --> here.', start: 0, duration: 6 },
      { narration: '', start: 6, duration: 2 },
      { narration: 'Third.', start: 8, duration: 3 },
    ]);
    expect(vtt).not.toContain('-->  here');
    expect(vtt).toContain('→ here');
    const stamps = [...vtt.matchAll(/(\S+) --> (\S+)/g)].map((m) => [m[1], m[2]]);
    expect(stamps).toEqual([
      ['00:00:00.000', '00:00:01.224'],
      ['00:00:01.224', '00:00:06.000'],
      ['00:00:08.000', '00:00:11.000'],
    ]);
  });
});

describe('buildWebVtt with text written without spaces', () => {
  it('keeps cue lines short', () => {
    const vtt = buildWebVtt([{ narration: `${'这是一个很长的中文句子'.repeat(6)}。`, start: 0, duration: 5 }]);
    const lines = vtt.split('\n').slice(4).filter(Boolean);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(42);
  });
});

describe('splitSentences', () => {
  it('splits Latin and CJK sentences and keeps abbreviations attached', () => {
    expect(splitSentences('First point. Second point! Third?')).toEqual(['First point.', 'Second point!', 'Third?']);
    expect(splitSentences('这是第一句。这是第二句。')).toEqual(['这是第一句。', '这是第二句。']);
    expect(splitSentences('See Fig. 2 for details.')).toEqual(['See Fig. 2 for details.']);
  });
});
