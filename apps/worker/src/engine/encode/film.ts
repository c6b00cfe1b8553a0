/** What every part of the film's encode shares: its format (frame rate, fades, loudness), its input and result, a scene as prepared for it. */
import type { SlidePaper } from '../render/look';
import type { SlideLayers } from '../render/render';
import type { RenderCache } from './render-cache';
import type { SpeechProvider, StoryboardOutput, StoryboardStyle, Voice } from '../types';

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
export const HOLD_FRAMES = 36;
/**
 * A figure or table is revealed once its slide has half faded in: it fades in while rising
 * REVEAL_RISE pixels into place, easing out, over REVEAL_FRAMES (0.6 s), so the eye goes to it as the
 * narration turns to it. Its chunk holds that much longer, so the still still settles after it.
 */
export const REVEAL_START = 8;
export const REVEAL_FRAMES = 18;
export const REVEAL_RISE = 14;
export const REVEAL_HOLD = REVEAL_START + REVEAL_FRAMES - FADE_FRAMES;
/** A scene without narration (or a provider returning nothing) still shows its slide this long. */
export const MIN_SCENE_SEC = 2;
/** The closing card stays this long after the last word, then fades out. */
export const CLOSING_HOLD_SEC = 1.5;
/** EBU R 128 / streaming loudness the narration is normalised to (decision 0057). */
export const TARGET_LUFS = -16;
/** True-peak ceiling given to loudnorm; the AAC encode adds a few tenths, so it aims under -1.5. */
export const TARGET_TRUE_PEAK = -2;
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
  /** The encoder's threads (EncodeDeps.threads). @default ffmpeg's own */
  threads?: number;
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

export interface PreparedVisual {
  /** Content key of the still: the same key, the same picture (render-cache.ts). */
  key: string;
  /** Share (0–1) of the scene's narration after which this visual takes over. */
  at: number;
  /** Renders the still; called only when a chunk it belongs to is not cached. */
  render: () => Promise<SlideLayers>;
  /** A figure or table crop the film reveals (SlideLayers.figure). */
  reveal: boolean;
}

export interface PreparedScene {
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

export function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw signal.reason instanceof Error ? signal.reason : new Error('Video rendering was cancelled');
}

/** Like Promise.all over `items`, with at most `limit` calls of `fn` running at once. */
export async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
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
