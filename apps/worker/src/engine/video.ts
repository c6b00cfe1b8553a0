import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ffmpegPath, run } from './ffmpeg';
import { pngDimensions, renderSlideLayers, slideKeyParts, writePam, zoomPlan, SLIDE_HEIGHT, SLIDE_WIDTH, type SlideImage, type SlideLayers, type SlidePaper } from './render';
import { integratedLoudness } from './loudness';
import { cacheKey, type RenderCache } from './render-cache';
import { concatWavs, decodeWav, encodeWav } from './speech';
import type { Scene, SpeechProvider, StoryboardOutput, StoryboardStyle, Voice } from './types';

/**
 * A film, not a slideshow (issue 14, decision 0055): 30 frames a second, every change of picture a
 * half-second cross-fade, the film fading in from and out to black.
 */
export const VIDEO_FPS = 30;
/** Frames of each cross-fade (0.5 s). */
export const FADE_FRAMES = 15;
/**
 * Still frames encoded after each fade. x264 settles a still into P-frames that only say "same
 * as before" within a frame or two; with one reference frame their frame_num cycles every 16
 * frames, so 17 frames alike but for their frame_num at the chunk's end prove the still has
 * settled, and its last cycle then repeats for as long as the picture stays (encode). 36 leaves 19
 * frames to settle (superfast took more than 13 on one of SPECTER's stills; 44 with two whole
 * identical cycles cost a tenth more encoding).
 */
const HOLD_FRAMES = 36;
/**
 * A figure or table is revealed once its slide has half faded in: it fades in while rising
 * REVEAL_RISE pixels into place, easing out, over REVEAL_FRAMES (0.6 s), so the eye goes to it as the
 * narration turns to it. Its chunk holds that much longer, so the still still settles after it.
 */
const REVEAL_START = 8;
const REVEAL_FRAMES = 18;
const REVEAL_RISE = 14;
const REVEAL_HOLD = REVEAL_START + REVEAL_FRAMES - FADE_FRAMES;
/** frame_num period of x264 with one reference frame and no B-frames (log2_max_frame_num = 4). */
const FRAME_NUM_CYCLE = 16;
/** A scene without narration (or a provider returning nothing) still shows its slide this long. */
export const MIN_SCENE_SEC = 2;
/** The closing card stays this long after the last word, then fades out. */
export const CLOSING_HOLD_SEC = 1.5;
/** EBU R 128 / streaming loudness the narration is normalised to (decision 0057). */
export const TARGET_LUFS = -16;
/** True-peak ceiling given to loudnorm; the AAC encode adds a few tenths, so it aims under -1.5. */
const TARGET_TRUE_PEAK = -2;
export const AUDIO_SAMPLE_RATE = 48_000;

export interface RenderVideoInput {
  storyboard: StoryboardOutput;
  title: string;
  /** ISO 639-1 language of the narration. */
  language: string;
  voice: Voice;
  /** Receives video.mp4, subtitles.vtt, chapters.vtt and poster.png. */
  outDir: string;
  /** @default 'abstract' */
  style?: StoryboardStyle;
  /** Authors, venue, year, DOI and licence for the title and closing cards. */
  paper?: SlidePaper;
  /** Reads a figure visual's `image` (a storage key or path); null when it is gone. */
  readImage?: (key: string) => Promise<Uint8Array | null>;
}

export interface RenderVideoDeps {
  speech: SpeechProvider;
  /** Aborts synthesis between scenes and kills a running encode (node reset or deleted). */
  signal?: AbortSignal;
  /** Narration and encoded stills by content (render-cache.ts): a re-render redoes only what changed. */
  cache?: RenderCache;
  /** Called after each scene's narration is ready, from the cache or the speech engine (progress). */
  onSpeech?: () => void | Promise<void>;
}

export interface VideoTimings {
  /** Wall milliseconds from the first speech request to the last narration back. */
  tts: number;
  /** Wall milliseconds from the first slide's layout to the last slide rendered. */
  render: number;
  /** Wall milliseconds of speech and slides together; both run side by side. */
  prepare: number;
  /** Wall milliseconds of the encode: pictures, loudness analysis and the final mux. */
  encode: number;
  total: number;
  [phase: string]: number;
}

export interface RenderVideoResult {
  videoPath: string;
  subtitlesPath: string;
  chaptersPath: string;
  posterPath: string;
  durationSec: number;
  /** Per scene, where it starts in the video and how long it lasts. */
  scenes: { start: number; duration: number }[];
  /** One chapter per scene: title and times in seconds. */
  chapters: Chapter[];
  /** The share of the film's pictures (its chunks) taken from the cache, 0–1: a re-render's is high. */
  reused: number;
  timings: VideoTimings;
}

export interface Chapter {
  title: string;
  start: number;
  end: number;
}

interface PreparedVisual {
  /** Content key of the still: the same key, the same picture (render-cache.ts). */
  key: string;
  /** Share (0–1) of the scene's narration after which this visual takes over. */
  at: number;
  /** Renders the still; called only when a chunk it belongs to is not cached. */
  render: () => Promise<SlideLayers>;
  /** A figure or table crop the film reveals (SlideLayers.figure). */
  reveal: boolean;
}

interface PreparedScene {
  wav: Uint8Array;
  durationSec: number;
  visuals: PreparedVisual[];
  /**
   * The scene's narration already encoded (sceneAudio), `durationSec` long. The film's track is
   * these joined; without them (the bench's floor) the encode normalises and encodes the whole
   * narration in its mux.
   */
  aac?: Uint8Array;
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

/** Adds `seconds` of silence after the narration (the closing card's hold). */
function appendSilence(wav: Uint8Array, seconds: number): { wav: Uint8Array; durationSec: number } {
  const { sampleRate, data } = decodeWav(wav);
  return padWav(wav, data.byteLength / 2 / sampleRate + seconds);
}

/** A scene's visuals in narration order; a scene without any still gets one text slide. */
function sceneVisuals(scene: Scene): { index: number; at: number }[] {
  const elements = scene.visual_elements ?? [];
  if (elements.length === 0) return [{ index: 0, at: 0 }];
  const out: { index: number; at: number }[] = [];
  elements.forEach((v, index) => {
    const at = index === 0 ? 0 : Math.min(0.95, Math.max(0, Number(v.at ?? NaN)));
    // Elements without a position are alternatives the storyboard offers, not later pictures.
    if (index > 0 && !Number.isFinite(at)) return;
    if (out.length > 0 && at <= out.at(-1)!.at) return;
    out.push({ index, at });
  });
  return out;
}

async function slideImage(key: string | undefined, read: RenderVideoInput['readImage']): Promise<SlideImage | undefined> {
  if (!key) return undefined;
  const png = read ? await read(key) : await readFile(key).catch(() => null);
  if (!png) return undefined;
  const size = pngDimensions(png);
  return size ? { png, ...size } : undefined;
}

/**
 * Where in a figure's time on screen the film moves from the whole figure to its legible window
 * (zoomPlan): the whole figure first, long enough to take in its layout, then the window, held
 * while the narration goes on.
 */
export const ZOOM_AT = 0.4;

/** A scene's stills, each with its content key and a way to render it. */
async function planSceneVisuals(scene: Scene, i: number, input: RenderVideoInput): Promise<PreparedVisual[]> {
  const style = input.style ?? 'abstract';
  const total = input.storyboard.scenes.length;
  const out: PreparedVisual[] = [];
  const order = sceneVisuals(scene);
  for (const [n, { index, at }] of order.entries()) {
    const element = scene.visual_elements?.[index];
    const kind = element?.type;
    const image = element && (kind === 'figure' || kind === 'table') ? await slideImage(element.image, input.readImage) : undefined;
    const opts = { title: input.title, index: i + 1, total, style, visual: index, ...(input.paper ? { paper: input.paper } : {}), ...(image ? { image } : {}) };
    out.push({
      key: cacheKey('still', SLIDE_WIDTH, SLIDE_HEIGHT, slideKeyParts(scene, opts), image?.png ?? null),
      at,
      render: () => renderSlideLayers(scene, opts),
      reveal: image !== undefined,
    });
    // A figure too small to read whole: after a while, the film cross-fades to a legible window of it.
    if (image && zoomPlan(image, kind)) {
      const end = order[n + 1]?.at ?? 1;
      const zoomed = { ...opts, zoom: true };
      out.push({
        key: cacheKey('still', SLIDE_WIDTH, SLIDE_HEIGHT, slideKeyParts(scene, zoomed), image.png),
        at: at + (end - at) * ZOOM_AT,
        render: () => renderSlideLayers(scene, zoomed),
        reveal: false,
      });
    }
  }
  return out;
}

/** A scene's narration: from the cache when the same voice has read the same text before. */
async function narrate(scene: Scene, input: RenderVideoInput, deps: RenderVideoDeps): Promise<{ wav: Uint8Array; durationSec: number }> {
  const text = narrationOf(scene);
  const opts = { language: input.language, voice: input.voice };
  const key = deps.cache && deps.speech.cacheKey ? cacheKey('speech', deps.speech.cacheKey, opts, text) : null;
  const cached = key ? await deps.cache!.get(key) : null;
  if (cached) {
    const { sampleRate, data } = decodeWav(cached);
    await deps.onSpeech?.();
    return { wav: cached, durationSec: data.byteLength / 2 / sampleRate };
  }
  const speech = await deps.speech.synthesize(text, opts);
  if (key) await deps.cache!.put(key, speech.wav);
  await deps.onSpeech?.();
  return speech;
}

/** Samples in an AAC frame; a separately encoded stream also opens with one frame of encoder priming. */
const AAC_FRAME = 1024;
const AAC_ARGS = ['-c:a', 'aac', '-aac_coder', 'fast', '-b:a', '128k', '-ar', String(AUDIO_SAMPLE_RATE), '-ac', '2'];

/**
 * Each scene's narration as stereo 48 kHz AAC (ADTS), normalised to TARGET_LUFS on its own (decision
 * 0057): the film's track is the scenes' streams joined end to end, so the mux only copies, and a
 * re-render encodes only the scenes whose narration changed (the rest come from the cache). The
 * scenes the cache lacks are encoded in one ffmpeg run, one output each: starting a process from the
 * worker costs tens of milliseconds of its main thread. Each scene is padded with silence to whole
 * AAC frames, one of them at least, so every join falls in silence (the next scene's priming frame
 * decodes to silence too); its length in the film is its frames plus that priming frame.
 */
export async function scenesAudio(
  wavs: readonly Uint8Array[],
  workPath: string,
  deps: { cache?: RenderCache | undefined; signal?: AbortSignal | undefined } = {},
): Promise<{ aac: Uint8Array; durationSec: number }[]> {
  const plans = wavs.map((wav) => {
    const { sampleRate, data } = decodeWav(wav);
    const resampled = Math.ceil(((data.byteLength / 2) * AUDIO_SAMPLE_RATE) / sampleRate);
    const samples = Math.ceil((resampled + AAC_FRAME) / AAC_FRAME) * AAC_FRAME;
    const integrated = integratedLoudness(data, sampleRate);
    const filter = `${loudnessFilter(integrated === null ? null : { integrated, truePeak: Number.NaN })},apad=whole_len=${samples},atrim=end_sample=${samples}`;
    return { wav, filter, durationSec: (samples + AAC_FRAME) / AUDIO_SAMPLE_RATE, key: deps.cache ? cacheKey('narration-aac', AAC_ARGS, filter, sampleRate, data) : null };
  });
  const found = await Promise.all(plans.map((plan) => (plan.key ? deps.cache!.get(plan.key) : null)));
  const missing = plans.flatMap((_, i) => (found[i] ? [] : [i]));
  if (missing.length > 0) {
    const path = (i: number, ext: string) => `${workPath}-${i}.${ext}`;
    await Promise.all(missing.map((i) => writeFile(path(i, 'wav'), plans[i]!.wav)));
    const args = ['-hide_banner', '-loglevel', 'error', '-y', ...missing.flatMap((i) => ['-i', path(i, 'wav')])];
    args.push('-filter_complex', missing.map((i, n) => `[${n}:a]${plans[i]!.filter}[a${n}]`).join(';'));
    missing.forEach((i, n) => args.push('-map', `[a${n}]`, ...AAC_ARGS, '-f', 'adts', path(i, 'aac')));
    await run(ffmpegPath, args, { signal: deps.signal });
    await Promise.all(missing.map(async (i) => {
      const aac = new Uint8Array(await readFile(path(i, 'aac')));
      found[i] = aac;
      await Promise.all([rm(path(i, 'wav'), { force: true }), rm(path(i, 'aac'), { force: true })]);
      if (plans[i]!.key) await deps.cache!.put(plans[i]!.key!, aac);
    }));
  }
  return plans.map((plan, i) => ({ aac: found[i]!, durationSec: plan.durationSec }));
}

/**
 * Narrates every scene and works out its stills. Speech runs off the main thread (the eSpeak
 * provider uses a worker), two requests in flight so the engine is never idle.
 */
async function prepareScenes(
  input: RenderVideoInput,
  deps: RenderVideoDeps,
  workDir: string,
  onPlanned: (visuals: PreparedVisual[][]) => Promise<void>,
): Promise<{ scenes: PreparedScene[]; tts: number }> {
  const scenes = input.storyboard.scenes;
  let tts = 0;
  const speechStarted = performance.now();
  const speechTask = mapLimit(scenes, 2, async (scene, i) => {
    throwIfAborted(deps.signal);
    const speech = await narrate(scene, input, deps);
    const padded = padWav(speech.wav, MIN_SCENE_SEC);
    return (i === scenes.length - 1 ? appendSilence(padded.wav, CLOSING_HOLD_SEC) : padded).wav;
  }).finally(() => {
    tts = performance.now() - speechStarted;
  }).then(async (wavs) => {
    // The narration is encoded once all of it is spoken, while the pictures are still encoding.
    const audio = await scenesAudio(wavs, join(workDir, 'narration'), deps);
    return wavs.map((wav, i) => ({ wav, ...audio[i]! }));
  });
  const planTask = Promise.all(scenes.map((scene, i) => planSceneVisuals(scene, i, input)));
  const slideTask = planTask.then(async (plans) => {
    await onPlanned(plans);
    return plans;
  });
  // allSettled first so a failure on one side never leaves the other side's rejection unhandled.
  const [speech, plans] = await Promise.allSettled([speechTask, slideTask]);
  if (speech.status === 'rejected') throw speech.reason;
  if (plans.status === 'rejected') throw plans.reason;
  return { scenes: speech.value.map((audio, i) => ({ ...audio, visuals: plans.value[i]! })), tts };
}

/**
 * The stills worth rendering while the narration is spoken: those of chunks the cache lacks,
 * assuming every still is held its usual length (all of them without a cache). The encode renders
 * any other it turns out to need.
 */
async function stillsToRender(visuals: readonly PreparedVisual[], cache: RenderCache | undefined): Promise<number[]> {
  if (!cache) return visuals.map((_, k) => k);
  const specs = chunkSpecs(visuals);
  const present = await Promise.all(specs.map((spec) => cache.has(chunkKey(visuals, spec))));
  const ks = specs.flatMap((spec, j) => (present[j] ? [] : [spec.prev, spec.cur])).filter((k): k is number => k !== null);
  if (!(await cache.has(cacheKey('poster', visuals[0]!.key)))) ks.push(0);
  return ks;
}

/** Where each still starts and how many frames it lasts, from the scenes' narration lengths. */
export function visualTimeline(scenes: { durationSec: number; visuals: { at: number }[] }[]): { totalFrames: number; frames: number[]; sceneStarts: number[] } {
  const starts: number[] = [];
  const sceneStarts: number[] = [];
  let t = 0;
  for (const scene of scenes) {
    sceneStarts.push(t);
    for (const visual of scene.visuals) starts.push(Math.round((t + visual.at * scene.durationSec) * VIDEO_FPS));
    t += scene.durationSec;
  }
  const totalFrames = Math.round(t * VIDEO_FPS);
  const frames = starts.map((start, i) => Math.max(1, (starts[i + 1] ?? totalFrames) - start));
  return { totalFrames, frames, sceneStarts };
}

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

function hasIdr(unit: Uint8Array): boolean {
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

const X264_ARGS = [
  '-c:v', 'libx264',
  // superfast over veryfast: a tenth less encoder CPU at the same quantiser, 7 % more bytes, and
  // frames within 47 dB PSNR of veryfast's (decision 0055).
  '-preset', 'superfast',
  '-tune', 'stillimage',
  // Constant quantiser and CAVLC: a settled still gives byte-identical frames (CABAC's final bits
  // vary from frame to frame), which the film repeats.
  '-qp', '21',
  '-forced-idr', '1',
  // One reference frame and no B-frames fix frame_num's cycle at 16; lookahead finds nothing in stills.
  '-x264-params', 'aud=1:cabac=0:bframes=0:ref=1:scenecut=0:keyint=infinite:rc-lookahead=0:sync-lookahead=0:weightp=2',
  '-pix_fmt', 'yuv420p',
  '-profile:v', 'high',
];

/**
 * Quantiser zones for the fades: half a second of dissolve is coded coarser (QP 31), the still that
 * follows at full quality (QP 21), which keeps a film of many slides small.
 */
function fadeZones(chunkStarts: number[]): string {
  return chunkStarts.map((start) => `${start},${start + FADE_FRAMES - 1},q=31`).join('/');
}

interface Still {
  backdrop: string;
  overlay: string;
  /** The crop revealed over the slide, and its place (SlideLayers.figure). */
  figure?: { path: string; x: number; y: number; width: number; height: number };
}

/**
 * One chunk of the film: an IDR frame, the cross-fade from `prev` to `cur` (indexes into the
 * stills; null is black) and `hold` frames of `cur`. The closing chunk fades the last still to
 * black: `cur` null, `hold` 0.
 */
export interface ChunkSpec {
  prev: number | null;
  cur: number | null;
  hold: number;
}

/** Frames in a chunk: the fade, then the hold. */
const chunkLength = (spec: ChunkSpec) => FADE_FRAMES + (spec.cur === null ? 0 : spec.hold);

/**
 * One ffmpeg run encodes the chunks asked for, each opening with an IDR frame so chunks can be cut
 * at their starts and joined with chunks of other runs (the cache's). With `posterStill`, also
 * writes that still as the poster.
 */
export function chunkArgs(stills: Still[], chunks: ChunkSpec[], out: { chunksPath: string; posterPath?: string; posterStill?: number }): string[] {
  const inputs: string[] = [];
  const filters: string[] = [];
  const fade = (FADE_FRAMES / VIDEO_FPS).toFixed(4);
  // Each still is composited once and split into as many copies as chunks (and the poster) use it.
  const uses = stills.map(() => [] as string[]);
  const take = (k: number) => {
    const label = `s${k}u${uses[k]!.length}`;
    uses[k]!.push(label);
    return label;
  };
  // A still whose figure is revealed enters its own chunk with the reveal, `frames` long.
  const reveals = stills.map(() => null as { label: string; frames: number } | null);
  const black = (label: string, frames: number) => `color=c=black:s=${SLIDE_WIDTH}x${SLIDE_HEIGHT}:r=${VIDEO_FPS}:d=${(frames / VIDEO_FPS).toFixed(4)},format=yuv420p,settb=1/${VIDEO_FPS}[${label}]`;
  // The cross-fade: the previous picture, its alpha fading out, laid over the new one. (ffmpeg 5.1's
  // xfade costs ~25 ms a 1080p frame in plain C; overlay's blend is several times cheaper.)
  const fadeOut = (input: string, label: string) =>
    `[${input}]tpad=stop_mode=clone:stop=${FADE_FRAMES - 1},format=yuva420p,fade=t=out:st=0:d=${fade}:alpha=1[${label}]`;
  const labels: string[] = [];
  chunks.forEach((spec, c) => {
    const length = chunkLength(spec);
    let prev = `p${c}`;
    if (spec.prev === null) filters.push(black(prev, FADE_FRAMES));
    else prev = take(spec.prev);
    filters.push(fadeOut(prev, `a${c}`));
    if (spec.cur === null) filters.push(black(`b${c}`, FADE_FRAMES));
    else if (stills[spec.cur]!.figure && !reveals[spec.cur]) {
      reveals[spec.cur] = { label: `b${c}`, frames: length };
    } else filters.push(`[${take(spec.cur)}]tpad=stop_mode=clone:stop=${length - 1}[b${c}]`);
    filters.push(`[b${c}][a${c}]overlay=eof_action=pass:format=yuv420,trim=end_frame=${length}[c${c}]`);
    labels.push(`[c${c}]`);
  });
  const poster = out.posterPath !== undefined && out.posterStill !== undefined ? take(out.posterStill) : null;
  const stillFilters: string[] = [];
  stills.forEach((still, k) => {
    const reveal = reveals[k];
    if (uses[k]!.length === 0 && !reveal) return;
    const n = inputs.length / 4;
    inputs.push('-framerate', String(VIDEO_FPS), '-i', still.backdrop, '-framerate', String(VIDEO_FPS), '-i', still.overlay);
    // resvg keeps premultiplied alpha; telling overlay so avoids dark fringes around text.
    const slide = `[${n}:v][${n + 1}:v]overlay=format=rgb:alpha=premultiplied`;
    const copies = (count: number) => `format=yuv420p,settb=1/${VIDEO_FPS},split=${count}${uses[k]!.map((l) => `[${l}]`).join('')}`;
    if (!still.figure) {
      stillFilters.push(`${slide},${copies(uses[k]!.length)}`);
      return;
    }
    const { figure } = still;
    inputs.push('-framerate', String(VIDEO_FPS), '-i', figure.path);
    // Even places: the reveal composites in YUV 4:2:0, which moves the crop in steps of two pixels,
    // and it must end where the still has it.
    const [x, y] = [figure.x, figure.y].map((v) => 2 * Math.round(v / 2)) as [number, number];
    const [w, h] = [figure.width, figure.height].map(Math.round) as [number, number];
    // The still as it stays (the crop in place) serves the chunks that use it and the reveal's end.
    const inPlace = uses[k]!.length + (reveal ? 1 : 0);
    stillFilters.push(`${slide},split=2[k${k}s][k${k}r]`);
    stillFilters.push(`[${n + 2}:v]scale=${w}:${h}:flags=lanczos,format=rgba,split=2[f${k}s][f${k}r]`);
    stillFilters.push(`[k${k}s][f${k}s]overlay=x=${x}:y=${y}:format=rgb,${copies(inPlace)}${reveal ? `[k${k}t]` : ''}`);
    if (reveal) {
      const start = (REVEAL_START / VIDEO_FPS).toFixed(4);
      const span = (REVEAL_FRAMES / VIDEO_FPS).toFixed(4);
      // Only the frames where the crop moves are composited, in YUV (a converted frame apiece in RGB
      // cost the film a second of CPU); the still in place follows for the rest of the chunk.
      const moving = Math.min(REVEAL_START + REVEAL_FRAMES, reveal.frames);
      const pad = `tpad=stop_mode=clone:stop=${moving - 1}`;
      stillFilters.push(
        `[k${k}r]format=yuv420p,${pad}[k${k}p]`,
        `[f${k}r]format=yuva420p,${pad},fade=t=in:st=${start}:d=${span}:alpha=1[f${k}p]`,
        // Rises into place, easing out: the rest of the way left is squared.
        `[k${k}p][f${k}p]overlay=x=${x}:y='${y}+${REVEAL_RISE}*pow(1-clip((t-${start})/${span},0,1),2)':eval=frame:format=yuv420,settb=1/${VIDEO_FPS}[k${k}m]`,
        `[k${k}t]tpad=stop_mode=clone:stop=${Math.max(0, reveal.frames - moving - 1)}[k${k}h]`,
        `[k${k}m][k${k}h]concat=n=2:v=1:a=0[${reveal.label}]`,
      );
    }
  });
  filters.unshift(...stillFilters);
  filters.push(`${labels.join('')}concat=n=${labels.length}:v=1:a=0,setpts=N/(${VIDEO_FPS}*TB)[video]`);
  const chunkStarts: number[] = [];
  let at = 0;
  for (const spec of chunks) {
    chunkStarts.push(at);
    at += chunkLength(spec);
  }
  return [
    '-hide_banner', '-loglevel', 'error', '-y',
    ...inputs,
    '-filter_complex', filters.join(';'),
    '-map', '[video]',
    ...X264_ARGS.map((arg) => (arg.startsWith('aud=1') ? `${arg}:zones=${fadeZones(chunkStarts)}` : arg)),
    '-fps_mode', 'passthrough',
    // ffmpeg rounds these times to frames: a quarter frame early lands on the chunk's first frame.
    '-force_key_frames', chunkStarts.map((f) => (Math.max(0, f - 0.25) / VIDEO_FPS).toFixed(4)).join(','),
    '-f', 'h264', out.chunksPath,
    ...(poster ? ['-map', `[${poster}]`, '-frames:v', '1', '-update', '1', out.posterPath!] : []),
  ];
}


export interface Loudness {
  /** Integrated loudness of the stereo narration, LUFS. */
  integrated: number;
  /** True peak, dBTP. */
  truePeak: number;
}

/** The narration as the film carries it: 48 kHz, the mono voice on both channels. */
const STEREO = `aresample=${AUDIO_SAMPLE_RATE},pan=stereo|c0=c0|c1=c0`;

/** Integrated loudness and true peak (EBU R 128) of the narration as it will be heard. */
export async function measureLoudness(audioPath: string, signal?: AbortSignal): Promise<Loudness | null> {
  const { stderr } = await run(ffmpegPath, ['-hide_banner', '-nostats', '-i', audioPath, '-af', `${STEREO},ebur128=peak=true`, '-f', 'null', '-'], { signal });
  return parseEbur128(stderr);
}

/** The summary ffmpeg's ebur128 filter prints; null for silence (-inf or -70 LUFS). */
export function parseEbur128(stderr: string): Loudness | null {
  const summary = stderr.slice(stderr.lastIndexOf('Summary:'));
  const integrated = Number(/I:\s+(-?[\d.]+) LUFS/.exec(summary)?.[1]);
  const truePeak = Number(/Peak:\s+(-?[\d.]+|-inf) dBFS/.exec(summary)?.[1]);
  if (!Number.isFinite(integrated) || integrated <= -70) return null;
  return { integrated, truePeak: Number.isFinite(truePeak) ? truePeak : -70 };
}

/**
 * Loudness normalisation as one linear gain to TARGET_LUFS, then a limiter that holds the rare
 * peak the gain would push over the ceiling (decision 0057). Measured then applied: two cheap
 * passes instead of loudnorm's 192 kHz dynamic processing.
 */
export function loudnessFilter(measured: Loudness | null): string {
  const gain = measured ? TARGET_LUFS - measured.integrated : 0;
  // Sample-peak limiting 1 dB under the true-peak ceiling leaves room for inter-sample peaks and AAC.
  const limit = 10 ** ((TARGET_TRUE_PEAK - 1) / 20);
  return `${STEREO},volume=${gain.toFixed(2)}dB,alimiter=limit=${limit.toFixed(4)}:attack=2:release=40:level=0,aresample=${AUDIO_SAMPLE_RATE}`;
}

/** ffmpeg's metadata file with one chapter per scene (escaping = ; # \ and newlines). */
export function ffmetadata(title: string, chapters: Chapter[]): string {
  const esc = (s: string) => s.replace(/[=;#\\\n]/g, (c) => (c === '\n' ? ' ' : `\\${c}`));
  const lines = [';FFMETADATA1', `title=${esc(title)}`];
  for (const c of chapters) lines.push('[CHAPTER]', 'TIMEBASE=1/1000', `START=${Math.round(c.start * 1000)}`, `END=${Math.round(c.end * 1000)}`, `title=${esc(c.title)}`);
  return `${lines.join('\n')}\n`;
}

/** A WebVTT chapters track: one cue per scene, its title the chapter's name. */
export function buildChaptersVtt(chapters: Chapter[]): string {
  const cues = chapters.map((c, i) => `${i + 1}\n${vttTime(c.start)} --> ${vttTime(c.end)}\n${c.title.replace(/-->/g, '→').replace(/\n/g, ' ')}`);
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}

/** A scene's chapter name: its heading, or what the title and closing cards are. */
export function chapterTitle(scene: Scene, index: number): string {
  const types = (scene.visual_elements ?? []).map((v) => v.type);
  if (types[0] === 'title') return 'Title and introduction';
  if (types[0] === 'closing') return 'Conclusion and credits';
  const heading = scene.annotations?.text_overlays?.find((t) => t.trim()) ?? scene.script_line.replace(/^(?:(?:Opening|Closing|Slide \d+)(?: \+ )?)+:\s*/, '');
  const clean = heading.replace(/\s+/g, ' ').trim();
  if (!clean) return `Part ${index + 1}`;
  return clean.length > 80 ? `${clean.slice(0, 79).replace(/\s+\S*$/, '')}…` : clean;
}

/** The film's chunks: one per still (its fade in and hold), then the fade to black. */
/**
 * The film's chunks: one per still, then the fade to black. They do not depend on how long each
 * still is shown (a still shorter than its chunk is cut, a longer one repeats its settled frames), so
 * they are encoded while the narration is still being spoken.
 */
function chunkSpecs(visuals: readonly { reveal: boolean }[]): ChunkSpec[] {
  const specs: ChunkSpec[] = visuals.map((visual, k) => ({ prev: k === 0 ? null : k - 1, cur: k, hold: HOLD_FRAMES + (visual.reveal ? REVEAL_HOLD : 0) }));
  specs.push({ prev: visuals.length - 1, cur: null, hold: 0 });
  return specs;
}

/** A chunk's cache key: its two stills' keys, its length and the encoder's settings. */
function chunkKey(visuals: readonly PreparedVisual[], spec: ChunkSpec): string {
  const still = (k: number | null) => (k === null ? null : visuals[k]!.key);
  return cacheKey('chunk', X264_ARGS, FADE_FRAMES, VIDEO_FPS, still(spec.prev), still(spec.cur), spec.hold);
}

interface StillSet {
  /**
   * Asks for stills and resolves when they are rendered and written for ffmpeg. Two render at a
   * time, lowest index first, whoever asked.
   */
  render(ks: Iterable<number>): Promise<void>;
  get(k: number): Still;
}

/**
 * The stills of a film as ffmpeg reads them, rendered on demand: one lays out on the main thread
 * while another rasterises on the thread pool (render.ts).
 */
function createStillSet(visuals: readonly PreparedVisual[], workDir: string, signal?: AbortSignal): StillSet {
  const waiting = new Map<number, { promise: Promise<void>; resolve: () => void; reject: (error: unknown) => void }>();
  const queued = new Set<number>();
  const done = new Map<number, Still>();
  const backdrops = new Map<string, Promise<void>>();
  let lanes = 0;
  const renderOne = async (k: number) => {
    throwIfAborted(signal);
    const layers = await visuals[k]!.render();
    const backdrop = join(workDir, `backdrop-${layers.backdrop.key}.png`);
    if (!backdrops.has(backdrop)) backdrops.set(backdrop, writeFile(backdrop, layers.backdrop.png));
    const overlay = join(workDir, `still-${k}.pam`);
    const figure = layers.figure ? { ...layers.figure, path: join(workDir, `figure-${k}.png`) } : undefined;
    await Promise.all([backdrops.get(backdrop), writePam(overlay, layers.overlay), figure && writeFile(figure.path, figure.png)]);
    done.set(k, { backdrop, overlay, ...(figure ? { figure: { path: figure.path, x: figure.x, y: figure.y, width: figure.width, height: figure.height } } : {}) });
  };
  const lane = async () => {
    lanes += 1;
    while (queued.size > 0) {
      const k = Math.min(...queued);
      queued.delete(k);
      await renderOne(k).then(waiting.get(k)!.resolve, waiting.get(k)!.reject);
    }
    lanes -= 1;
  };
  const entry = (k: number) => {
    let found = waiting.get(k);
    if (!found) {
      let resolve!: () => void;
      let reject!: (error: unknown) => void;
      const promise = new Promise<void>((res, rej) => {
        resolve = res;
        reject = rej;
      });
      promise.catch(() => {});
      found = { promise, resolve, reject };
      waiting.set(k, found);
      queued.add(k);
    }
    return found.promise;
  };
  return {
    async render(ks) {
      const promises = [...new Set(ks)].filter((k) => k >= 0 && k < visuals.length).map(entry);
      while (lanes < 2 && queued.size > 0) void lane();
      await Promise.all(promises);
    },
    get(k) {
      const still = done.get(k);
      if (!still) throw new Error(`Still ${k} was not rendered`);
      return still;
    },
  };
}

interface EncodeOutput {
  videoPath: string;
  posterPath: string;
}

interface EncodeDeps {
  signal?: AbortSignal | undefined;
  cache?: RenderCache | undefined;
}

/** The film's chunks, each as its H.264 access units, in film order (the fade to black last). */
type ChunkUnits = Uint8Array[][];

/**
 * Encodes the film's chunks: each from the cache, or, once its stills are drawn, in one ffmpeg run.
 * Writes the poster. Needs no narration, so the video starts it as soon as the stills are
 * planned.
 */
async function encodeChunks(
  visuals: readonly PreparedVisual[],
  stillSet: StillSet,
  workDir: string,
  posterPath: string,
  deps: EncodeDeps = {},
): Promise<{ units: ChunkUnits; phases: Record<string, number>; reused: number }> {
  const { signal, cache } = deps;
  const phases: Record<string, number> = {};
  const started = performance.now();
  const specs = chunkSpecs(visuals);
  const chunkKeys = specs.map((spec) => chunkKey(visuals, spec));
  const posterKey = cacheKey('poster', visuals[0]!.key);
  const [cachedChunks, cachedPoster] = await Promise.all([Promise.all(chunkKeys.map((key) => cache?.get(key) ?? null)), cache?.get(posterKey) ?? null]);
  const units: (Uint8Array[] | null)[] = cachedChunks.map((bytes) => (bytes ? accessUnits(bytes) : null));
  phases.encodeCache = performance.now() - started;
  const missing = specs.flatMap((_, j) => (units[j] ? [] : [j]));
  const posterStill = cachedPoster ? undefined : 0;
  const stillsOf = (list: number[]) => list.flatMap((j) => [specs[j]!.prev, specs[j]!.cur]).filter((k): k is number => k !== null);
  /** Encodes the listed chunks in one ffmpeg run (with the poster when asked), once their stills are drawn. */
  const encodeBatch = async (list: number[], n: number, poster: number | undefined) => {
    await stillSet.render([...stillsOf(list), ...(poster === undefined ? [] : [poster])]);
    // The stills as this run's inputs, in the order of the film.
    const order = [...new Set([...stillsOf(list), ...(poster === undefined ? [] : [poster])])].sort((a, b) => a - b);
    const at = new Map(order.map((k, i) => [k, i]));
    const local = (k: number | null) => (k === null ? null : at.get(k)!);
    const chunksPath = join(workDir, `chunks-${n}.h264`);
    await run(ffmpegPath, chunkArgs(order.map((k) => stillSet.get(k)), list.map((j) => ({ ...specs[j]!, prev: local(specs[j]!.prev), cur: local(specs[j]!.cur) })), {
      chunksPath, posterPath, ...(poster === undefined ? {} : { posterStill: at.get(poster)! }),
    }), { signal });
    const encoded = accessUnits(await readFile(chunksPath));
    // Chunks are cut at their IDR frames (the encoder may drop a frame at a chunk's end).
    const idr = encoded.flatMap((unit, i) => (hasIdr(unit) ? [i] : []));
    if (idr.length !== list.length) throw new Error(`The video encoder gave ${idr.length} keyframes for ${list.length} pictures`);
    await Promise.all(list.map(async (j, m) => {
      const chunk = encoded.slice(idr[m]!, idr[m + 1] ?? encoded.length);
      units[j] = chunk;
      await cache?.put(chunkKeys[j]!, Buffer.concat(chunk));
    }));
    if (poster !== undefined) await cache?.put(posterKey, await readFile(posterPath));
  };
  // One run for all of them: two runs (the first starting while later stills were still drawn) cost
  // SPECTER's film 1.5 s more of the encoder's CPU than they saved, on two cores.
  const list = missing.length > 0 ? missing : posterStill === undefined ? [] : [0];
  if (list.length > 0) await encodeBatch(list, 0, posterStill);
  if (cachedPoster) await writeFile(posterPath, cachedPoster);
  phases.encodeChunks = performance.now() - started - phases.encodeCache;
  return { units: units as ChunkUnits, phases, reused: (specs.length - missing.length) / specs.length };
}

/**
 * The film from its chunks and narration: each still's chunk extended (or cut) to the frames it is
 * shown, then one mux that copies the pictures, takes the scenes' encoded narration as it is (or,
 * for the bench's floor, normalises and encodes the whole narration, decision 0057) and writes the
 * chapters.
 */
async function assemble(
  scenes: PreparedScene[],
  units: ChunkUnits,
  stillSet: StillSet,
  workDir: string,
  out: EncodeOutput,
  meta: { title: string; chapters: (starts: number[]) => Chapter[] },
  deps: EncodeDeps = {},
): Promise<{ durationSec: number; starts: number[]; chapters: Chapter[]; phases: Record<string, number> }> {
  const { signal } = deps;
  const phases: Record<string, number> = {};
  let mark = performance.now();
  const lap = (name: string) => {
    const now = performance.now();
    phases[name] = now - mark;
    mark = now;
  };
  // The scenes' encoded narration joined, or (the bench's floor) the whole narration to encode in the mux.
  const encoded = scenes.every((scene) => scene.aac) ? Buffer.concat(scenes.map((scene) => scene.aac!)) : null;
  const audioPath = join(workDir, encoded ? 'narration.aac' : 'narration.wav');
  let loudness: Loudness | null = null;
  if (encoded) await writeFile(audioPath, encoded);
  else {
    const joined = concatWavs(scenes.map((scene) => scene.wav));
    await writeFile(audioPath, joined.wav);
    const pcm = decodeWav(joined.wav);
    const integrated = integratedLoudness(pcm.data, pcm.sampleRate);
    loudness = integrated === null ? null : { integrated, truePeak: Number.NaN };
  }
  const timeline = visualTimeline(scenes);
  const visuals = scenes.flatMap((scene) => scene.visuals);

  const parts: Uint8Array[] = [];
  for (const [i] of visuals.entries()) {
    const chunk = units[i]!;
    const frames = timeline.frames[i]!;
    if (frames > chunk.length && !settled(chunk)) {
      // Never seen with x264's settings above, but a still that does not settle is encoded in full
      // (faded in from black: a rare path is allowed to look plainer, never to be wrong).
      await stillSet.render([i]);
      const full = join(workDir, `still-${i}.h264`);
      await run(ffmpegPath, chunkArgs([stillSet.get(i)], [{ prev: null, cur: 0, hold: frames - FADE_FRAMES }], { chunksPath: full }), { signal });
      const own = accessUnits(await readFile(full));
      const second = own.findIndex((unit, j) => j > 0 && hasIdr(unit));
      parts.push(...extendChunk(own.slice(0, second > 0 ? second : own.length), frames));
    } else parts.push(...extendChunk(chunk, frames));
  }
  const ending = units[visuals.length]!;
  // The closing fade to black replaces the last still's final frames.
  const fadeOut = Math.min(FADE_FRAMES, ending.length, Math.max(0, parts.length - 1));
  const lastStart = parts.length - (timeline.frames.at(-1) ?? 0);
  if (fadeOut > 0 && parts.length - fadeOut > lastStart) parts.splice(parts.length - fadeOut, fadeOut, ...ending.slice(0, fadeOut));
  const videoPath = join(workDir, 'pictures.h264');
  await writeFile(videoPath, Buffer.concat(parts));
  lap('encodeJoin');

  const chapters = meta.chapters(timeline.sceneStarts);
  const metadataPath = join(workDir, 'chapters.ffmeta');
  await writeFile(metadataPath, ffmetadata(meta.title, chapters));
  const durationSec = timeline.totalFrames / VIDEO_FPS;
  await run(ffmpegPath, [
    '-hide_banner', '-loglevel', 'error', '-y',
    '-fflags', '+genpts', '-r', String(VIDEO_FPS), '-f', 'h264', '-i', videoPath,
    '-i', audioPath,
    '-f', 'ffmetadata', '-i', metadataPath,
    '-map', '0:v:0', '-map', '1:a:0', '-map_metadata', '2', '-map_chapters', '2',
    '-c:v', 'copy',
    // The fast AAC coder: half the time of the default, no audible difference on speech at 128 kb/s.
    ...(encoded ? ['-c:a', 'copy'] : ['-af', loudnessFilter(loudness), ...AAC_ARGS]),
    '-t', durationSec.toFixed(3),
    '-movflags', '+faststart',
    out.videoPath,
  ], { signal });
  lap('encodeMux');
  return { durationSec, starts: timeline.sceneStarts, chapters, phases };
}

/** The encode of a film whose scenes are all prepared: its chunks, then the film (the bench's floor). */
async function encode(
  scenes: PreparedScene[],
  stillSet: StillSet,
  workDir: string,
  out: EncodeOutput,
  meta: { title: string; chapters: (starts: number[]) => Chapter[] },
  deps: EncodeDeps = {},
): Promise<{ durationSec: number; starts: number[]; chapters: Chapter[]; phases: Record<string, number> }> {
  const chunks = await encodeChunks(scenes.flatMap((scene) => scene.visuals), stillSet, workDir, out.posterPath, deps);
  const film = await assemble(scenes, chunks.units, stillSet, workDir, out, meta, deps);
  return { ...film, phases: { ...chunks.phases, ...film.phases } };
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
 * WebVTT with one cue per sentence, and a long sentence in cues of at most two lines so the text
 * stays in the band below the slide's content (decision 0056). Within a scene, time is shared out
 * by length, which tracks a steady speaking rate closely enough for reading along. `speech` is how
 * much of the scene is spoken (the closing holds silent at its end).
 */
export function buildWebVtt(scenes: { narration: string; start: number; duration: number; speech?: number }[]): string {
  const cues: string[] = [];
  for (const scene of scenes) {
    const pieces = splitSentences(scene.narration).flatMap((sentence) => {
      // WebVTT text must not contain "-->" and a blank line would end the cue early.
      const lines = wrapCue(sentence.replace(/-->/g, '→')).split('\n');
      const out: string[] = [];
      for (let i = 0; i < lines.length; i += 2) out.push(lines.slice(i, i + 2).join('\n'));
      return out;
    });
    const weights = pieces.map((s) => Math.max(1, s.length));
    const totalWeight = weights.reduce((a, b) => a + b, 0);
    const spoken = Math.min(scene.duration, scene.speech ?? scene.duration);
    let at = scene.start;
    pieces.forEach((text, i) => {
      const length = (spoken * (weights[i] ?? 1)) / totalWeight;
      const end = i === pieces.length - 1 ? scene.start + spoken : at + length;
      cues.push(`${cues.length + 1}\n${vttTime(at)} --> ${vttTime(end)}\n${text}`);
      at = end;
    });
  }
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}

function sceneChapters(storyboard: StoryboardOutput, durations: number[]): (starts: number[]) => Chapter[] {
  return (starts) => storyboard.scenes.map((scene, i) => ({ title: chapterTitle(scene, i), start: starts[i] ?? 0, end: (starts[i] ?? 0) + (durations[i] ?? 0) }));
}

/**
 * Storyboard → narrated film (1920×1080 H.264 at 30 fps + stereo 48 kHz AAC at -16 LUFS, chapters,
 * faststart), WebVTT subtitles and chapters, and a poster. Each scene lasts exactly as long as its
 * narration; its visuals follow one another at their marks.
 */
export async function renderVideo(input: RenderVideoInput, deps: RenderVideoDeps): Promise<RenderVideoResult> {
  const started = performance.now();
  if (input.storyboard.scenes.length === 0) throw new Error('The storyboard has no scenes');
  await mkdir(input.outDir, { recursive: true });
  const workDir = await mkdtemp(join(input.outDir, '.work-'));
  let chunking: Promise<Awaited<ReturnType<typeof encodeChunks>>> | null = null;
  // Stops the chunks' encoder when the film fails on the narration's side.
  const stop = new AbortController();
  const chunkSignal = deps.signal ? AbortSignal.any([deps.signal, stop.signal]) : stop.signal;
  try {
    let stillSet: StillSet | null = null;
    let render = 0;
    let drawing: Promise<void> = Promise.resolve();
    const videoPath = join(input.outDir, 'video.mp4');
    const posterPath = join(input.outDir, 'poster.png');
    const partial = { videoPath: join(workDir, 'video.mp4'), posterPath: join(workDir, 'poster.png') };
    const prepared = await prepareScenes(input, deps, workDir, async (plans) => {
      const visuals = plans.flat();
      const set = createStillSet(visuals, workDir, deps.signal);
      stillSet = set;
      // The stills the cache lacks start drawing while the narration is spoken, and their chunks are
      // encoded as soon as they are drawn: pictures and narration progress side by side.
      const renderStarted = performance.now();
      drawing = stillsToRender(visuals, deps.cache).then((ks) => set.render(ks)).then(() => {
        render = performance.now() - renderStarted;
      });
      drawing.catch(() => {});
      chunking = encodeChunks(visuals, set, workDir, partial.posterPath, { signal: chunkSignal, cache: deps.cache });
      chunking.catch(() => {});
    });
    const prepareDone = performance.now();
    throwIfAborted(deps.signal);

    const encodeStarted = performance.now();
    const durations = prepared.scenes.map((scene) => scene.durationSec);
    const chunks = await chunking!;
    const film = await assemble(prepared.scenes, chunks.units, stillSet!, workDir, partial, { title: input.title, chapters: sceneChapters(input.storyboard, durations) }, { signal: deps.signal, cache: deps.cache });
    const { durationSec, starts, chapters } = film;
    const phases = { ...chunks.phases, ...film.phases };
    await drawing;
    const encodeDone = performance.now();
    // Renamed only when complete, so a reader never sees a half-written file.
    await rename(partial.videoPath, videoPath);
    await rename(partial.posterPath, posterPath);

    const subtitlesPath = join(input.outDir, 'subtitles.vtt');
    const chaptersPath = join(input.outDir, 'chapters.vtt');
    const sceneTimes = prepared.scenes.map((scene, i) => ({ start: starts[i] ?? 0, duration: scene.durationSec }));
    const vtt = buildWebVtt(input.storyboard.scenes.map((scene, i) => ({ narration: narrationOf(scene), ...sceneTimes[i]!, ...(i === sceneTimes.length - 1 ? { speech: Math.max(0.5, sceneTimes[i]!.duration - CLOSING_HOLD_SEC) } : {}) })));
    await writeFile(subtitlesPath, vtt);
    await writeFile(chaptersPath, buildChaptersVtt(chapters));

    return {
      videoPath,
      subtitlesPath,
      chaptersPath,
      posterPath,
      durationSec,
      scenes: sceneTimes,
      chapters,
      reused: chunks.reused,
      timings: {
        tts: prepared.tts,
        render,
        prepare: prepareDone - started,
        encode: encodeDone - encodeStarted,
        ...phases,
        total: performance.now() - started,
      },
    };
  } finally {
    // A failed film may still have its chunks encoding: they stop before the folder goes.
    stop.abort(new Error('Video rendering was cancelled'));
    await (chunking as Promise<unknown> | null)?.catch(() => undefined);
    await rm(workDir, { recursive: true, force: true });
  }
}

/**
 * The pipeline's floor for the bench: bare speech synthesis of every scene, one at a time, plus the
 * same encode of the same slides and audio, each timed on its own. Slides are rendered but not
 * counted: what the video stage adds over the floor is slide rendering and orchestration.
 */
export async function measureFloor(
  input: RenderVideoInput,
  deps: RenderVideoDeps,
): Promise<{ tts: number; encode: number; floor: number; durationSec: number }> {
  const scenes = input.storyboard.scenes;
  const ttsStarted = performance.now();
  const audio: { wav: Uint8Array; durationSec: number }[] = [];
  for (const [i, scene] of scenes.entries()) {
    const speech = await deps.speech.synthesize(narrationOf(scene), { language: input.language, voice: input.voice });
    const padded = padWav(speech.wav, MIN_SCENE_SEC);
    audio.push(i === scenes.length - 1 ? appendSilence(padded.wav, CLOSING_HOLD_SEC) : padded);
  }
  const tts = performance.now() - ttsStarted;
  // Every still rendered beforehand, so the timed encode only reads them from memory.
  const prepared: PreparedScene[] = [];
  for (const [i, scene] of scenes.entries()) {
    const visuals = await planSceneVisuals(scene, i, input);
    const rendered = await Promise.all(visuals.map((visual) => visual.render()));
    prepared.push({ ...audio[i]!, visuals: visuals.map((visual, k) => ({ ...visual, render: async () => rendered[k]! })) });
  }
  await mkdir(input.outDir, { recursive: true });
  const workDir = await mkdtemp(join(input.outDir, '.floor-'));
  try {
    const encodeStarted = performance.now();
    const out = { videoPath: join(workDir, 'floor.mp4'), posterPath: join(workDir, 'floor.png') };
    const durations = prepared.map((scene) => scene.durationSec);
    const { durationSec } = await encode(prepared, createStillSet(prepared.flatMap((scene) => scene.visuals), workDir, deps.signal), workDir, out, { title: input.title, chapters: sceneChapters(input.storyboard, durations) }, { signal: deps.signal });
    const encodeMs = performance.now() - encodeStarted;
    return { tts, encode: encodeMs, floor: tts + encodeMs, durationSec };
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
