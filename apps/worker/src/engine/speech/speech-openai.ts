/**
 * Optional voices: any OpenAI-compatible `/v1/audio/speech` endpoint (a hosted API, or a
 * self-hosted server such as Kokoro-FastAPI, openedai-speech or LocalAI), as the LLM provider does
 * for text (decision 0059). Configured with SPEECH_BASE_URL; eSpeak NG stays the offline default.
 * A configured server that fails fails the video node with a message that says so — it never falls
 * back to eSpeak silently.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ffmpegPath, run } from '../tools/ffmpeg';
import { createEspeakProvider, encodeWav, SpeechError } from './speech';
import { splitSentences } from '../read/text';
import type { SpeechProvider, Voice } from '../types';

/** Every scene's audio is decoded to this format, so the film joins them without resampling. */
export const REMOTE_SAMPLE_RATE = 24_000;
/** OpenAI's limit on one request's input; longer narrations are sent in sentence-aligned parts. */
const MAX_INPUT_CHARS = 4000;

export interface OpenAiSpeechOptions {
  baseUrl: string;
  apiKey?: string;
  model: string;
  voices: Record<Voice, string>;
  /**
   * More voices per gender for a podcast's other participants (issue 34), after `voices`' own: the
   * second male participant speaks with the first of `cast.male`, and so on, round the list.
   */
  cast?: Partial<Record<Voice, readonly string[]>>;
  /** @default 120000 */
  timeoutMs?: number;
  /** @default globalThis.fetch */
  fetch?: typeof fetch;
}

/** Splits a narration into parts of at most `max` characters at sentence (else word) boundaries. */
export function speechParts(text: string, max = MAX_INPUT_CHARS): string[] {
  const parts: string[] = [];
  let current = '';
  for (const sentence of splitSentences(text)) {
    const pieces = sentence.length <= max ? [sentence] : (sentence.match(new RegExp(`.{1,${max}}(?:\\s|$)`, 'g')) ?? [sentence]);
    for (const piece of pieces) {
      if (current && current.length + 1 + piece.length > max) {
        parts.push(current);
        current = piece.trim();
      } else current = current ? `${current} ${piece.trim()}` : piece.trim();
    }
  }
  if (current) parts.push(current);
  return parts;
}

/** Any audio the server returns (WAV, MP3, FLAC, Opus…) → 16-bit mono PCM at REMOTE_SAMPLE_RATE. */
async function decodeToPcm(bytes: Uint8Array): Promise<Uint8Array> {
  const dir = await mkdtemp(join(tmpdir(), 'paperlight-speech-'));
  try {
    const file = join(dir, 'speech');
    await writeFile(file, bytes);
    const { stdout } = await run(ffmpegPath, [
      '-hide_banner',
      '-loglevel',
      'error',
      '-i',
      file,
      '-f',
      's16le',
      '-acodec',
      'pcm_s16le',
      '-ac',
      '1',
      '-ar',
      String(REMOTE_SAMPLE_RATE),
      '-',
    ]);
    return new Uint8Array(stdout.buffer, stdout.byteOffset, stdout.byteLength);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The endpoint's voice for a participant: the gender's narrator, then its cast voices in turn. */
export function remoteVoiceFor(voices: Record<Voice, string>, cast: OpenAiSpeechOptions['cast'], voice: Voice, speaker = 0): string {
  const list = [voices[voice], ...(cast?.[voice] ?? []).filter((name) => name !== voices[voice])];
  return list[Math.abs(Math.trunc(speaker)) % list.length]!;
}

export function createOpenAiSpeechProvider(options: OpenAiSpeechOptions): SpeechProvider {
  const { baseUrl, apiKey, model, voices, cast, timeoutMs = 120_000 } = options;
  const doFetch = options.fetch ?? fetch;
  const url = `${baseUrl.replace(/\/+$/, '')}/audio/speech`;
  const host = (() => {
    try {
      return new URL(url).host;
    } catch {
      return baseUrl;
    }
  })();

  async function speak(input: string, voice: string): Promise<Uint8Array> {
    const signal = AbortSignal.timeout(timeoutMs);
    let response: Response;
    try {
      response = await doFetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}) },
        body: JSON.stringify({ model, input, voice, response_format: 'wav' }),
        signal,
      });
    } catch (error) {
      if (signal.aborted)
        throw new SpeechError(`The speech server at ${host} did not answer within ${Math.round(timeoutMs / 1000)} s`, 'engine_failed');
      throw new SpeechError(`The speech server at ${host} could not be reached: ${(error as Error).message}`, 'engine_failed');
    }
    if (!response.ok) {
      const detail = (await response.text().catch(() => '')).replace(/\s+/g, ' ').slice(0, 200);
      throw new SpeechError(
        `The speech server at ${host} refused the narration (status ${response.status})${detail ? `: ${detail}` : ''}`,
        'engine_failed',
      );
    }
    const bytes = new Uint8Array(await response.arrayBuffer());
    if (bytes.byteLength === 0) throw new SpeechError(`The speech server at ${host} returned no audio`, 'engine_failed');
    try {
      return await decodeToPcm(bytes);
    } catch {
      throw new SpeechError(`The speech server at ${host} returned audio that could not be decoded`, 'engine_failed');
    }
  }

  return {
    cacheKey: `openai-speech:${url}:${model}:${JSON.stringify(voices)}${cast ? `:${JSON.stringify(cast)}` : ''}`,
    async synthesize(text, { voice, speaker }) {
      const parts = speechParts(text.replace(/\s+/g, ' ').trim());
      const pcms: Uint8Array[] = [];
      for (const part of parts) pcms.push(await speak(part, remoteVoiceFor(voices, cast, voice, speaker)));
      const total = pcms.reduce((n, p) => n + p.byteLength, 0);
      const pcm = new Uint8Array(total);
      let offset = 0;
      for (const p of pcms) {
        pcm.set(p, offset);
        offset += p.byteLength;
      }
      if (parts.length > 0 && total === 0) throw new SpeechError(`The speech server at ${host} returned silence`, 'engine_failed');
      return { wav: encodeWav(pcm, REMOTE_SAMPLE_RATE), durationSec: total / 2 / REMOTE_SAMPLE_RATE };
    },
  };
}

const listOf = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);

/**
 * The voice of this deployment: an OpenAI-compatible speech endpoint when SPEECH_BASE_URL is set,
 * else eSpeak NG (offline, all 30 languages).
 */
export function createSpeechProviderFromEnv(env: Record<string, string | undefined> = process.env): SpeechProvider {
  if (!env.SPEECH_BASE_URL) return createEspeakProvider();
  const timeout = Number(env.SPEECH_TIMEOUT_MS);
  return createOpenAiSpeechProvider({
    baseUrl: env.SPEECH_BASE_URL,
    apiKey: env.SPEECH_API_KEY ?? '',
    model: env.SPEECH_MODEL ?? 'tts-1',
    voices: { female: env.SPEECH_VOICE_FEMALE ?? 'nova', male: env.SPEECH_VOICE_MALE ?? 'onyx' },
    // A podcast's other voices (issue 34): comma-separated names the endpoint offers, per gender.
    cast: { female: listOf(env.SPEECH_VOICES_FEMALE), male: listOf(env.SPEECH_VOICES_MALE) },
    ...(Number.isFinite(timeout) && timeout > 0 ? { timeoutMs: timeout } : {}),
  });
}
