/** Each scene's narration: spoken (or from the cache), padded to its length, normalised and encoded as AAC. */
import { readFile, rm, writeFile } from 'node:fs/promises';
import { ffmpegPath, run } from '../tools/ffmpeg';
import { integratedLoudness } from './loudness';
import { cacheKey, type RenderCache } from './render-cache';
import { decodeWav, encodeWav } from '../speech/speech';
import type { Scene, SpeechOptions, SpeechProvider } from '../types';
import { AUDIO_SAMPLE_RATE, type RenderVideoDeps, type RenderVideoInput } from './film';
import { loudnessFilter } from './loudnorm';

export function narrationOf(scene: Scene): string {
  return (scene.narration || scene.script_line || '').trim();
}

/** Pads narration with silence up to `minSec`, so a silent scene still has a visible slide. */
export function padWav(wav: Uint8Array, minSec: number): { wav: Uint8Array; durationSec: number } {
  const { sampleRate, data } = decodeWav(wav);
  const minBytes = Math.ceil(minSec * sampleRate) * 2;
  if (data.byteLength >= minBytes) return { wav, durationSec: data.byteLength / 2 / sampleRate };
  const padded = new Uint8Array(minBytes);
  padded.set(data);
  return { wav: encodeWav(padded, sampleRate), durationSec: minSec };
}

/** Adds `seconds` of silence after the narration (the closing card's hold). */
export function appendSilence(wav: Uint8Array, seconds: number): { wav: Uint8Array; durationSec: number } {
  const { sampleRate, data } = decodeWav(wav);
  return padWav(wav, data.byteLength / 2 / sampleRate + seconds);
}
/** A scene's narration: from the cache when the same voice has read the same text before. */
export async function narrate(
  scene: Scene,
  input: RenderVideoInput,
  deps: RenderVideoDeps,
): Promise<{ wav: Uint8Array; durationSec: number }> {
  return speakCached(narrationOf(scene), { language: input.language, voice: input.voice }, deps);
}

/**
 * Text spoken by a voice, from the cache when that voice has read that text before: a film's scene
 * or a podcast's turn (issue 34). Only a speaker other than the narrator joins the key, so the
 * film's entries stay what they were.
 */
export async function speakCached(
  text: string,
  opts: SpeechOptions,
  deps: { speech: SpeechProvider; cache?: RenderCache | undefined; onSpeech?: (() => void | Promise<void>) | undefined },
): Promise<{ wav: Uint8Array; durationSec: number }> {
  const keyOpts = opts.speaker ? opts : { language: opts.language, voice: opts.voice };
  const key = deps.cache && deps.speech.cacheKey ? cacheKey('speech', deps.speech.cacheKey, keyOpts, text) : null;
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
export const AAC_ARGS = ['-c:a', 'aac', '-aac_coder', 'fast', '-b:a', '128k', '-ar', String(AUDIO_SAMPLE_RATE), '-ac', '2'];

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
    return {
      wav,
      filter,
      durationSec: (samples + AAC_FRAME) / AUDIO_SAMPLE_RATE,
      key: deps.cache ? cacheKey('narration-aac', AAC_ARGS, filter, sampleRate, data) : null,
    };
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
    await Promise.all(
      missing.map(async (i) => {
        const aac = new Uint8Array(await readFile(path(i, 'aac')));
        found[i] = aac;
        await Promise.all([rm(path(i, 'wav'), { force: true }), rm(path(i, 'aac'), { force: true })]);
        if (plans[i]!.key) await deps.cache!.put(plans[i]!.key!, aac);
      }),
    );
  }
  return plans.map((plan, i) => ({ aac: found[i]!, durationSec: plan.durationSec }));
}
