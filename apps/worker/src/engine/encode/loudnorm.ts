/** The narration's loudness as ffmpeg measures it (EBU R 128), and the filter that brings it to the film's target. */
import { ffmpegPath, run } from '../tools/ffmpeg';
import { AUDIO_SAMPLE_RATE, TARGET_LUFS, TARGET_TRUE_PEAK } from './film';

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
  const { stderr } = await run(
    ffmpegPath,
    ['-hide_banner', '-nostats', '-i', audioPath, '-af', `${STEREO},ebur128=peak=true`, '-f', 'null', '-'],
    { signal },
  );
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
