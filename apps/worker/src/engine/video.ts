import { mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ffmpegPath, run } from './ffmpeg';
import { renderSlideLayers, type SlideLayers } from './render';
import { concatWavs, decodeWav, encodeWav } from './speech';
import type { Scene, SpeechProvider, StoryboardOutput, StoryboardStyle, Voice } from './types';

/**
 * Slides are still images, so frames beyond one a second only repeat the same picture. Measured
 * here, libx264 spends about 10 ms of CPU on every 1080p frame even when nothing changes, so the
 * encode costs scale with frame count: about 3× real time at 30 fps, 100× at 1 fps. One frame a
 * second keeps slide changes within a second of the narration (subtitles carry exact times).
 */
export const VIDEO_FPS = 1;
/**
 * Seconds between keyframes. Players seek by decoding forward from the previous keyframe, and at one
 * frame a second that is at most this many cheap frames; each 1080p keyframe costs ~100 KB and far
 * more CPU than a repeated frame, so they are spent at slide changes (forced) and sparsely between.
 */
export const KEYFRAME_INTERVAL_SEC = 30;
/** A scene without narration (or a provider returning nothing) still shows its slide this long. */
export const MIN_SCENE_SEC = 2;

export interface RenderVideoInput {
  storyboard: StoryboardOutput;
  title: string;
  /** ISO 639-1 language of the narration. */
  language: string;
  voice: Voice;
  /** Receives video.mp4, subtitles.vtt and poster.png. */
  outDir: string;
  /** @default 'abstract' */
  style?: StoryboardStyle;
}

export interface RenderVideoDeps {
  speech: SpeechProvider;
  /** Aborts synthesis between scenes and kills a running encode (node reset or deleted). */
  signal?: AbortSignal;
}

export interface VideoTimings {
  /** Wall milliseconds from the first speech request to the last narration back. */
  tts: number;
  /** Milliseconds spent rendering slides, summed over scenes. */
  render: number;
  /** Wall milliseconds of speech and slides together; both run side by side. */
  prepare: number;
  /** Wall milliseconds of the single ffmpeg run. */
  encode: number;
  total: number;
  [phase: string]: number;
}

export interface RenderVideoResult {
  videoPath: string;
  subtitlesPath: string;
  posterPath: string;
  durationSec: number;
  /** Per scene, where it starts in the video and how long it lasts. */
  scenes: { start: number; duration: number }[];
  timings: VideoTimings;
}

interface PreparedScene {
  wav: Uint8Array;
  durationSec: number;
  layers: SlideLayers;
}

function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw signal.reason instanceof Error ? signal.reason : new Error('Video rendering was cancelled');
}

/** Like Promise.all over `items`, with at most `limit` calls of `fn` running at once. */
async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}

function narrationOf(scene: Scene): string {
  return (scene.narration || scene.script_line || '').trim();
}

/** Pads narration with silence up to `minSec`, so a silent scene still has a visible slide. */
function padWav(wav: Uint8Array, minSec: number): { wav: Uint8Array; durationSec: number } {
  const { sampleRate, data } = decodeWav(wav);
  const minBytes = Math.ceil(minSec * sampleRate) * 2;
  if (data.byteLength >= minBytes) return { wav, durationSec: data.byteLength / 2 / sampleRate };
  const padded = new Uint8Array(minBytes);
  padded.set(data);
  return { wav: encodeWav(padded, sampleRate), durationSec: minSec };
}

/**
 * Synthesises and renders every scene. Speech runs off the main thread (the eSpeak provider uses a
 * worker) while slides render here, so the two overlap; each side stays sequential because the
 * machine has two cores and a third task would only contend with them.
 */
async function prepareScenes(
  input: RenderVideoInput,
  deps: RenderVideoDeps,
): Promise<{ scenes: PreparedScene[]; tts: number; render: number }> {
  const scenes = input.storyboard.scenes;
  const style = input.style ?? 'abstract';
  let tts = 0;
  let render = 0;

  // Two requests in flight keep the speech engine busy while the main thread renders a slide and
  // cannot pick up a reply; the eSpeak worker still handles them one at a time.
  const speechStarted = performance.now();
  const speechTask = mapLimit(scenes, 2, async (scene) => {
    throwIfAborted(deps.signal);
    const speech = await deps.speech.synthesize(narrationOf(scene), { language: input.language, voice: input.voice });
    return padWav(speech.wav, MIN_SCENE_SEC);
  }).finally(() => {
    tts = performance.now() - speechStarted;
  });

  const slideTask = (async () => {
    const out: SlideLayers[] = [];
    for (const [i, scene] of scenes.entries()) {
      throwIfAborted(deps.signal);
      const started = performance.now();
      out.push(await renderSlideLayers(scene, { title: input.title, index: i + 1, total: scenes.length, style }));
      render += performance.now() - started;
    }
    return out;
  })();

  // allSettled first so a failure on one side never leaves the other side's rejection unhandled.
  const [speech, slides] = await Promise.allSettled([speechTask, slideTask]);
  if (speech.status === 'rejected') throw speech.reason;
  if (slides.status === 'rejected') throw slides.reason;
  return {
    scenes: speech.value.map((audio, i) => ({ ...audio, layers: slides.value[i]! })),
    tts,
    render,
  };
}

interface EncodeInputs {
  backdropList: string;
  overlayList: string;
  audioPath: string;
  durationSec: number;
}

function concatList(files: string[], durations: number[]): string {
  const lines = ['ffconcat version 1.0'];
  files.forEach((file, i) => lines.push(`file '${file}'`, `duration ${(durations[i] ?? 0).toFixed(6)}`));
  // The concat demuxer ignores the last entry's duration unless the file is listed once more.
  lines.push(`file '${files.at(-1)}'`);
  return `${lines.join('\n')}\n`;
}

/** Writes the inputs of the encode (backdrops, content layers, one joined WAV, two concat lists). */
async function writeEncodeInputs(scenes: PreparedScene[], workDir: string): Promise<EncodeInputs> {
  const backdrops = new Map<string, Uint8Array>();
  for (const scene of scenes) backdrops.set(scene.layers.backdrop.key, scene.layers.backdrop.png);
  const overlayFiles = scenes.map((_, i) => `slide-${i + 1}.pam`);
  await Promise.all([
    ...[...backdrops].map(([key, png]) => writeFile(join(workDir, `backdrop-${key}.png`), png)),
    ...scenes.map((scene, i) => writeFile(join(workDir, overlayFiles[i]!), scene.layers.overlayPam)),
  ]);
  const durations = scenes.map((scene) => scene.durationSec);
  const backdropList = join(workDir, 'backdrops.ffconcat');
  const overlayList = join(workDir, 'slides.ffconcat');
  await writeFile(backdropList, concatList(scenes.map((scene) => `backdrop-${scene.layers.backdrop.key}.png`), durations));
  await writeFile(overlayList, concatList(overlayFiles, durations));

  const joined = concatWavs(scenes.map((scene) => scene.wav));
  const audioPath = join(workDir, 'narration.wav');
  await writeFile(audioPath, joined.wav);
  return { backdropList, overlayList, audioPath, durationSec: joined.durationSec };
}

/**
 * The ffmpeg arguments of the one encode: each slide's content layer is composited onto its backdrop
 * once, the still frames become H.264 at a low frame rate, the narration AAC, in a faststart MP4;
 * the first composited frame is also written as the poster.
 */
export function encodeArgs(opts: EncodeInputs & { outPath: string; posterPath: string; sceneStarts: number[] }): string[] {
  const keyframes = opts.sceneStarts.map((t) => t.toFixed(3)).join(',');
  const filters = [
    // resvg keeps premultiplied alpha; telling overlay so avoids dark fringes around text.
    '[0:v][1:v]overlay=format=rgb:alpha=premultiplied:eof_action=repeat,split=2[slides][poster]',
    // Converting before fps duplicates frames converts each slide once instead of once per frame.
    `[slides]format=yuv420p,fps=${VIDEO_FPS}[video]`,
  ];
  return [
    '-hide_banner',
    '-loglevel', 'error',
    '-y',
    '-f', 'concat', '-safe', '0', '-i', opts.backdropList,
    '-f', 'concat', '-safe', '0', '-i', opts.overlayList,
    '-i', opts.audioPath,
    '-filter_complex', filters.join(';'),
    '-map', '[video]',
    '-map', '2:a:0',
    '-c:v', 'libx264',
    '-preset', 'superfast',
    '-tune', 'stillimage',
    '-crf', '20',
    // Lookahead, B-frames and subpixel search find nothing in a still picture but cost time per frame.
    '-x264-params', 'rc-lookahead=0:sync-lookahead=0:bframes=0:ref=1:me=dia:subme=1:trellis=0:mbtree=0',
    '-r', String(VIDEO_FPS),
    '-g', String(Math.max(1, Math.round(KEYFRAME_INTERVAL_SEC * VIDEO_FPS))),
    // Every slide change starts on a keyframe, so jumping to a scene shows its slide at once.
    ...(keyframes ? ['-force_key_frames', keyframes] : []),
    '-pix_fmt', 'yuv420p',
    '-profile:v', 'high',
    '-c:a', 'aac',
    '-b:a', '128k',
    // eSpeak's native 22.05 kHz: resampling up adds encode time and no information.
    '-ac', '1',
    '-t', opts.durationSec.toFixed(3),
    '-movflags', '+faststart',
    opts.outPath,
    '-map', '[poster]',
    '-frames:v', '1',
    opts.posterPath,
  ];
}

/** Splits narration into sentences, including scripts that end sentences without a following space. */
export function splitSentences(text: string): string[] {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (!clean) return [];
  // A Latin-script sentence ends at . ! ? followed by a capital (so "Fig. 2" and "e.g. the" stay
  // whole); CJK full stops end a sentence with no space after them.
  const parts = clean.split(/(?<=[.!?]["'»”’)]*)\s+(?=[\p{Lu}\p{Lt}\p{Lo}"'«“(¿¡])|(?<=[。！？])/u);
  const sentences: string[] = [];
  for (const part of parts) {
    const sentence = part.trim();
    if (!sentence) continue;
    // A cue for a fragment like "No." would flash by unreadably, so it joins the previous sentence.
    const last = sentences.length - 1;
    if (last >= 0 && sentence.replace(/[^\p{L}\p{N}]/gu, '').length < 4) sentences[last] = `${sentences[last]} ${sentence}`;
    else sentences.push(sentence);
  }
  return sentences;
}

function vttTime(seconds: number): string {
  const ms = Math.max(0, Math.round(seconds * 1000));
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms % 1000, 3)}`;
}

/** Breaks a cue into lines of about 42 characters, the usual subtitle width. */
function wrapCue(text: string, width = 42): string {
  // Scripts written without spaces (Chinese, Japanese) are broken by characters, at half the width
  // because their glyphs are about twice as wide.
  const words = text.split(' ').flatMap((word) => (word.length > width ? (word.match(new RegExp(`.{1,${Math.floor(width / 2)}}`, 'gu')) ?? [word]) : [word]));
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.join('\n');
}

/**
 * WebVTT with one cue per sentence. Within a scene, time is shared out by sentence length, which
 * tracks eSpeak's steady speaking rate closely enough for reading along.
 */
export function buildWebVtt(scenes: { narration: string; start: number; duration: number }[]): string {
  const cues: string[] = [];
  for (const scene of scenes) {
    const sentences = splitSentences(scene.narration);
    const weights = sentences.map((s) => Math.max(1, s.length));
    const totalWeight = weights.reduce((a, b) => a + b, 0);
    let at = scene.start;
    sentences.forEach((sentence, i) => {
      const length = (scene.duration * (weights[i] ?? 1)) / totalWeight;
      const end = i === sentences.length - 1 ? scene.start + scene.duration : at + length;
      // WebVTT text must not contain "-->" and a blank line would end the cue early.
      const text = wrapCue(sentence.replace(/-->/g, '→'));
      cues.push(`${cues.length + 1}\n${vttTime(at)} --> ${vttTime(end)}\n${text}`);
      at = end;
    });
  }
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}

async function encode(
  scenes: PreparedScene[],
  workDir: string,
  out: { videoPath: string; posterPath: string },
  signal?: AbortSignal,
): Promise<{ durationSec: number; starts: number[] }> {
  const inputs = await writeEncodeInputs(scenes, workDir);
  const starts: number[] = [];
  let at = 0;
  for (const scene of scenes) {
    starts.push(at);
    at += scene.durationSec;
  }
  await run(ffmpegPath, encodeArgs({ ...inputs, outPath: out.videoPath, posterPath: out.posterPath, sceneStarts: starts }), { signal });
  return { durationSec: inputs.durationSec, starts };
}

/**
 * Storyboard → narrated MP4 (1920×1080 H.264 + AAC, faststart), WebVTT subtitles and a poster.
 * Each scene lasts exactly as long as its narration; everything is encoded in one ffmpeg run.
 */
export async function renderVideo(input: RenderVideoInput, deps: RenderVideoDeps): Promise<RenderVideoResult> {
  const started = performance.now();
  if (input.storyboard.scenes.length === 0) throw new Error('The storyboard has no scenes');
  await mkdir(input.outDir, { recursive: true });
  const workDir = await mkdtemp(join(input.outDir, '.work-'));
  try {
    const prepared = await prepareScenes(input, deps);
    const prepareDone = performance.now();
    throwIfAborted(deps.signal);

    const videoPath = join(input.outDir, 'video.mp4');
    const posterPath = join(input.outDir, 'poster.png');
    const partial = { videoPath: join(workDir, 'video.mp4'), posterPath: join(workDir, 'poster.png') };
    const encodeStarted = performance.now();
    const { durationSec, starts } = await encode(prepared.scenes, workDir, partial, deps.signal);
    const encodeDone = performance.now();
    // Renamed only when complete, so a reader never sees a half-written file.
    await rename(partial.videoPath, videoPath);
    await rename(partial.posterPath, posterPath);

    const subtitlesPath = join(input.outDir, 'subtitles.vtt');
    const sceneTimes = prepared.scenes.map((scene, i) => ({ start: starts[i] ?? 0, duration: scene.durationSec }));
    const vtt = buildWebVtt(input.storyboard.scenes.map((scene, i) => ({ narration: narrationOf(scene), ...sceneTimes[i]! })));
    await writeFile(subtitlesPath, vtt);

    return {
      videoPath,
      subtitlesPath,
      posterPath,
      durationSec,
      scenes: sceneTimes,
      timings: {
        tts: prepared.tts,
        render: prepared.render,
        prepare: prepareDone - started,
        encode: encodeDone - encodeStarted,
        total: performance.now() - started,
      },
    };
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

/**
 * The pipeline's floor for the bench: bare speech synthesis of every scene plus one ffmpeg encode
 * of the same slides and audio, each timed on its own. Slides are rendered but not counted.
 */
export async function measureFloor(
  input: RenderVideoInput,
  deps: RenderVideoDeps,
): Promise<{ tts: number; encode: number; floor: number; durationSec: number }> {
  const style = input.style ?? 'abstract';
  const scenes = input.storyboard.scenes;
  const ttsStarted = performance.now();
  const audio: { wav: Uint8Array; durationSec: number }[] = [];
  for (const scene of scenes) {
    const speech = await deps.speech.synthesize(narrationOf(scene), { language: input.language, voice: input.voice });
    audio.push(padWav(speech.wav, MIN_SCENE_SEC));
  }
  const tts = performance.now() - ttsStarted;
  const prepared: PreparedScene[] = [];
  for (const [i, scene] of scenes.entries()) {
    const layers = await renderSlideLayers(scene, { title: input.title, index: i + 1, total: scenes.length, style });
    prepared.push({ ...audio[i]!, layers });
  }
  await mkdir(input.outDir, { recursive: true });
  const workDir = await mkdtemp(join(input.outDir, '.floor-'));
  try {
    const encodeStarted = performance.now();
    const out = { videoPath: join(workDir, 'floor.mp4'), posterPath: join(workDir, 'floor.png') };
    const { durationSec } = await encode(prepared, workDir, out, deps.signal);
    const encodeMs = performance.now() - encodeStarted;
    return { tts, encode: encodeMs, floor: tts + encodeMs, durationSec };
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
