/** The film made again: a chart too small to read whole (issue 14), and a re-render after an edit that redoes only what changed (issue 15). */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ffmpegPath, ffprobePath, run } from '../tools/ffmpeg';
import { createEspeakProvider } from '../speech/speech';
import type { Scene, SpeechProvider } from '../types';
import type { RenderVideoResult } from './film';
import { createMemoryCache } from './render-cache';
import { ZOOM_AT } from './stills';
import { frameColour, scene } from './video-fixtures';
import { renderVideo } from './video';

describe('renderVideo given a chart too small to read whole (issue 14)', () => {
  const espeak = createEspeakProvider();
  let outDir: string;
  let result: RenderVideoResult;

  beforeAll(async () => {
    outDir = await mkdtemp(join(tmpdir(), 'paper-remix-zoom-'));
    // A forest plot's shape (900 × 1400 crop pixels, drawn whole at 0.95 px a point): red above, its
    // lower 664 rows, where the overall rows sit, blue.
    const { stdout } = await run(ffmpegPath, [
      '-hide_banner',
      '-loglevel',
      'error',
      '-f',
      'lavfi',
      '-i',
      'color=c=red:s=900x736:d=1',
      '-f',
      'lavfi',
      '-i',
      'color=c=blue:s=900x664:d=1',
      '-filter_complex',
      '[0][1]vstack,format=rgba',
      '-frames:v',
      '1',
      '-f',
      'image2',
      '-c:v',
      'png',
      '-',
    ]);
    const chart = new Uint8Array(stdout);
    const narration =
      'The forest plot pools the standardised mortality ratios of every study. Each panel ends in an overall row. The overall rows show much higher mortality in every excluded group than in the general population.';
    result = await renderVideo(
      {
        storyboard: {
          scenes: [
            {
              ...scene(1, narration, 'Mortality in excluded groups'),
              visual_elements: [
                { type: 'figure', caption: 'Figure 3: Forest plots of mortality.', figure: 'figure-3', page: 7, image: 'figure-3.png' },
              ],
            },
          ],
        },
        title: 'Inclusion health',
        language: 'en',
        voice: 'female',
        outDir,
        readImage: async (key) => (key === 'figure-3.png' ? chart : null),
      },
      { speech: espeak },
    );
  }, 180_000);

  afterAll(async () => {
    await espeak.close();
    if (outDir) await rm(outDir, { recursive: true, force: true });
  });

  it('shows the whole chart first, then cross-fades to its lower part at a legible scale, and holds there', async () => {
    const { start, duration } = result.scenes[0]!;
    const zoomAt = start + duration * ZOOM_AT;
    expect(zoomAt - start).toBeGreaterThan(2);
    // Upper left of where the chart stands (red there when whole), and right of the whole chart's
    // 427 px, where only the window, 900 px wide, reaches.
    const upper = (t: number) => frameColour(result.videoPath, t, '200:150:250:250');
    const right = (t: number) => frameColour(result.videoPath, t, '200:150:700:500');
    const [whole, wholeRight, during, zoomed, zoomedRight, end] = await Promise.all([
      upper(zoomAt - 0.4),
      right(zoomAt - 0.4),
      upper(zoomAt + 0.25),
      upper(zoomAt + 1),
      right(zoomAt + 1),
      upper(start + duration - 0.8),
    ]);
    // Whole: the chart's red upper part, and no chart to its right.
    expect(whole[0]).toBeGreaterThan(200);
    expect(whole[2]).toBeLessThan(60);
    expect(wholeRight[2] - wholeRight[0]).toBeLessThan(60);
    // Half way through the cross-fade, both.
    expect(during[0]).toBeGreaterThan(70);
    expect(during[2]).toBeGreaterThan(70);
    // The window: the lower part, blue, pixel for pixel (900 px wide where the whole chart was 427).
    for (const colour of [zoomed, zoomedRight, end]) {
      expect(colour[2]).toBeGreaterThan(200);
      expect(colour[0]).toBeLessThan(60);
    }
  });

  it('opens on the whole chart, revealed as any figure is', async () => {
    const [r, , b] = await frameColour(result.videoPath, result.scenes[0]!.start + 1.5, '200:150:250:250');
    expect(r).toBeGreaterThan(200);
    expect(b).toBeLessThan(60);
  });
});

describe('renderVideo with a cache', () => {
  const espeak = createEspeakProvider();
  const spoken: string[] = [];
  const speech: SpeechProvider = {
    cacheKey: 'espeak-test',
    async synthesize(text, opts) {
      spoken.push(text);
      return espeak.synthesize(text, opts);
    },
  };
  let outDir: string;
  afterAll(async () => {
    await espeak.close();
    if (outDir) await rm(outDir, { recursive: true, force: true });
  });

  it('re-renders after one scene changes by redoing only that scene, and gives the same film as a fresh render', async () => {
    outDir = await mkdtemp(join(tmpdir(), 'paper-remix-cache-'));
    const cache = createMemoryCache();
    const input = (scenes: Scene[], dir: string) => ({
      storyboard: { scenes },
      title: 'Kiosks',
      language: 'en',
      voice: 'female' as const,
      outDir: join(outDir, dir),
    });
    const scenes = [
      scene(1, 'First scene, told once.', 'One'),
      scene(2, 'Second scene, as the engine wrote it.', 'Two'),
      scene(3, 'Third scene, unchanged.', 'Three'),
    ];
    const first = await renderVideo(input(scenes, 'first'), { speech, cache });
    const firstKeys = cache.keys().length;
    expect(spoken).toHaveLength(3);
    expect(first.reused).toBe(0);

    const edited = scenes.map((s, i) =>
      i === 1 ? { ...s, narration: 'Second scene, as the user rewrote it.', script_line: 'Second scene, as the user rewrote it.' } : s,
    );
    spoken.length = 0;
    const again = await renderVideo(input(edited, 'second'), { speech, cache });
    // Only the edited scene is spoken and encoded again; its still and the two fades that touch it are new.
    expect(spoken).toEqual(['Second scene, as the user rewrote it.']);
    expect(cache.keys().length - firstKeys).toBe(2 + 2);
    expect(again.timings.render).toBeGreaterThan(0);
    // The share of the film's chunks taken from the cache, which the estimates leave out of the speed.
    expect(again.reused).toBeGreaterThan(0);
    expect(again.reused).toBeLessThan(1);

    // The cached film decodes to exactly as many frames as a render without the cache.
    const fresh = await renderVideo(input(edited, 'fresh'), { speech });
    const frames = async (path: string) => {
      const { stdout } = await run(ffprobePath, [
        '-v',
        'error',
        '-select_streams',
        'v:0',
        '-count_frames',
        '-show_entries',
        'stream=nb_read_frames',
        '-of',
        'csv=p=0',
        path,
      ]);
      return Number(stdout.toString().trim());
    };
    expect(await frames(again.videoPath)).toBe(await frames(fresh.videoPath));
    expect(again.durationSec).toBeCloseTo(fresh.durationSec, 2);
    // Same pictures: the middle of each scene has the same colour in both films.
    for (const { start, duration } of fresh.scenes) {
      const t = start + duration / 2;
      const [a, b] = [await frameColour(again.videoPath, t), await frameColour(fresh.videoPath, t)];
      a.forEach((channel, c) => expect(Math.abs(channel - b[c]!)).toBeLessThanOrEqual(2));
    }
  }, 180_000);

  it('keeps every picture when only what is said over a quote changes', async () => {
    const cache = createMemoryCache();
    const quote = (n: number, narration: string) => ({
      ...scene(n, narration, `Point ${n}`),
      visual_elements: [{ type: 'quote', caption: `A sentence from the paper, number ${n}.` }],
    });
    const render = (scenes: Scene[], dir: string) =>
      renderVideo(
        { storyboard: { scenes }, title: 'Kiosks', language: 'en', voice: 'female', outDir: join(outDir, dir) },
        { speech, cache },
      );
    await render([quote(1, 'One.'), quote(2, 'Two, first take.')], 'quote-1');
    const before = cache.keys().length;
    spoken.length = 0;
    await render([quote(1, 'One.'), quote(2, 'Two, second take.')], 'quote-2');
    // The new narration, spoken and encoded; no picture.
    expect(spoken).toEqual(['Two, second take.']);
    expect(cache.keys().length - before).toBe(2);
  }, 180_000);
});
