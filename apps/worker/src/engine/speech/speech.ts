import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { pronounce } from './pronounce';
import type { SpeechProvider, Voice } from '../types';

/** eSpeak NG always renders 16-bit mono PCM at this rate. */
export const ESPEAK_SAMPLE_RATE = 22_050;

/**
 * eSpeak NG voice per language of SPEC §3. Regional picks follow the product's audience:
 * US English, European Portuguese and Mandarin are the engine's most complete voices.
 */
export const ESPEAK_VOICES: Readonly<Record<string, string>> = {
  ar: 'ar',
  bg: 'bg',
  cs: 'cs',
  da: 'da',
  de: 'de',
  el: 'el',
  en: 'en-us',
  es: 'es',
  et: 'et',
  fi: 'fi',
  fr: 'fr',
  hu: 'hu',
  id: 'id',
  it: 'it',
  ja: 'ja',
  ko: 'ko',
  lt: 'lt',
  lv: 'lv',
  nb: 'nb',
  nl: 'nl',
  pl: 'pl',
  pt: 'pt',
  ro: 'ro',
  ru: 'ru',
  sk: 'sk',
  sl: 'sl',
  sv: 'sv',
  tr: 'tr',
  uk: 'uk',
  zh: 'cmn',
};

export const SUPPORTED_LANGUAGES: readonly string[] = Object.keys(ESPEAK_VOICES);

/** Regional tags eSpeak has a dedicated voice for; anything else falls back to the base language. */
const REGIONAL_VOICES: Readonly<Record<string, string>> = {
  'en-gb': 'en-gb-x-rp',
  'pt-br': 'pt-br',
  'es-419': 'es-419',
  no: 'nb',
};

/**
 * eSpeak NG's voice variants per gender, the narrator's first: a podcast gives each participant of
 * one gender the next (issue 34), so a panel of five has five voices. Picked by ear for clarity
 * (m4, m5, m8 and the novelty variants slur or buzz on long sentences).
 */
export const VARIANTS_BY_GENDER: Readonly<Record<Voice, readonly string[]>> = {
  female: ['+f3', '+f1', '+f4', '+f2', '+f5'],
  male: ['+m3', '+m1', '+m2', '+m7', '+m6'],
};

export class SpeechError extends Error {
  constructor(
    message: string,
    readonly code: 'unsupported_language' | 'engine_failed',
  ) {
    super(message);
    this.name = 'SpeechError';
  }
}

/** Resolves 'de', 'DE', 'de-AT', 'pt_BR', 'en-GB' to an eSpeak voice name; undefined when unsupported. */
export function espeakVoiceFor(language: string, voice: Voice, speaker = 0): string | undefined {
  const tag = language.trim().toLowerCase().replace('_', '-');
  const base = REGIONAL_VOICES[tag] ?? ESPEAK_VOICES[tag] ?? ESPEAK_VOICES[tag.split('-')[0] ?? ''];
  const variants = VARIANTS_BY_GENDER[voice];
  return base ? `${base}${variants[Math.abs(Math.trunc(speaker)) % variants.length]}` : undefined;
}

export interface EspeakOptions {
  /**
   * Words per minute. The script budgets narration at about 150 wpm, so speaking near that keeps
   * videos as long as the storyboard's estimated durations.
   * @default 175
   */
  rate?: number;
}

export interface EspeakProvider extends SpeechProvider {
  /**
   * Starts the engine and runs one short phrase. The first calls of a fresh engine are several
   * times slower (WASM compile and tier-up), so servers and benches call this before real work.
   */
  warmUp(): Promise<void>;
  /** Stops the engine thread; the next synthesize starts a fresh one. */
  close(): Promise<void>;
}

interface WorkerRequest {
  id: number;
  text: string;
  voice: string;
  rate: number;
}

type WorkerReply = { id: number; ok: true; pcm: Uint8Array } | { id: number; ok: false; error: string };

/*
 * The engine runs in a worker thread: eSpeak's synthesize is synchronous and would otherwise block
 * the API's event loop for the whole narration, and slide rendering could not overlap with it.
 * The worker source is inline so it survives bundling and needs no TypeScript loader.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
let worker;
const ready = import(workerData.moduleUrl).then(async (mod) => {
  const module = await mod.default();
  worker = new module.eSpeakNGWorker();
});
// The engine is not re-entrant, so requests are chained and handled strictly one at a time.
let queue = ready;
parentPort.on('message', (req) => {
  queue = queue.then(() => {
    if (worker.set_voice(req.voice) !== 0) throw new Error('eSpeak NG has no voice ' + req.voice);
    worker.set_rate(req.rate);
    const chunks = [];
    let length = 0;
    worker.synthesize(req.text, (samples) => {
      if (samples && samples.length > 0) {
        chunks.push(new Uint8Array(samples.buffer.slice(samples.byteOffset, samples.byteOffset + samples.byteLength)));
        length += samples.byteLength;
      }
    });
    const pcm = new Uint8Array(length);
    let offset = 0;
    for (const chunk of chunks) { pcm.set(chunk, offset); offset += chunk.length; }
    parentPort.postMessage({ id: req.id, ok: true, pcm }, [pcm.buffer]);
  }).catch((error) => {
    parentPort.postMessage({ id: req.id, ok: false, error: String(error && error.message || error) });
  });
});
`;

function espeakModuleUrl(): string {
  const require = createRequire(import.meta.url);
  return pathToFileURL(require.resolve('@echogarden/espeak-ng-emscripten')).href;
}

/**
 * eSpeak's input is SSML-aware, so markup characters are escaped, and characters that carry no
 * speech (control codes, citation brackets left by extraction) are dropped.
 */
export function prepareText(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, ' ')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** eSpeak NG (WASM, bundled voices, offline) behind the SpeechProvider interface. */
export function createEspeakProvider(options: EspeakOptions = {}): EspeakProvider {
  const rate = options.rate ?? 175;
  let worker: Worker | undefined;
  let nextId = 1;
  const pending = new Map<number, { resolve: (pcm: Uint8Array) => void; reject: (error: Error) => void }>();

  function failAll(error: Error): void {
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  }

  function getWorker(): Worker {
    if (worker) return worker;
    const created = new Worker(WORKER_SOURCE, { eval: true, workerData: { moduleUrl: espeakModuleUrl() } });
    created.on('message', (reply: WorkerReply) => {
      const entry = pending.get(reply.id);
      if (!entry) return;
      pending.delete(reply.id);
      if (reply.ok) entry.resolve(reply.pcm);
      else entry.reject(new SpeechError(reply.error, 'engine_failed'));
      // An idle engine must not keep a CLI or test process alive.
      if (pending.size === 0) created.unref();
    });
    created.on('error', (error) => {
      failAll(new SpeechError(`eSpeak NG worker failed: ${error.message}`, 'engine_failed'));
      if (worker === created) worker = undefined;
    });
    created.on('exit', () => {
      failAll(new SpeechError('eSpeak NG worker stopped', 'engine_failed'));
      if (worker === created) worker = undefined;
    });
    created.unref();
    worker = created;
    return created;
  }

  function synthesizePcm(text: string, voice: string): Promise<Uint8Array> {
    const target = getWorker();
    const id = nextId++;
    return new Promise<Uint8Array>((resolve, reject) => {
      pending.set(id, { resolve, reject });
      // Referenced while work is outstanding so an awaiting CLI does not exit early.
      target.ref();
      const request: WorkerRequest = { id, text, voice, rate };
      target.postMessage(request);
    });
  }

  return {
    cacheKey: `espeak-ng:${rate}`,
    async synthesize(text, { language, voice, speaker }) {
      const espeakVoice = espeakVoiceFor(language, voice, speaker);
      if (!espeakVoice) {
        throw new SpeechError(`No eSpeak NG voice for language '${language}'`, 'unsupported_language');
      }
      // Said as a reader would (numbers, units, symbols, abbreviations); subtitles keep the text.
      const prepared = prepareText(pronounce(text, language));
      const pcm = prepared ? await synthesizePcm(prepared, espeakVoice) : new Uint8Array(0);
      return { wav: encodeWav(pcm, ESPEAK_SAMPLE_RATE), durationSec: pcm.byteLength / 2 / ESPEAK_SAMPLE_RATE };
    },
    async warmUp() {
      await synthesizePcm('Paperlight is warming up its voice.', espeakVoiceFor('en', 'female')!);
    },
    async close() {
      const current = worker;
      worker = undefined;
      if (current) await current.terminate();
    },
  };
}

/** Wraps 16-bit little-endian mono PCM in a canonical 44-byte RIFF/WAVE header. */
export function encodeWav(pcm: Uint8Array, sampleRate: number): Uint8Array {
  const wav = new Uint8Array(44 + pcm.byteLength);
  const view = new DataView(wav.buffer);
  const ascii = (offset: number, text: string) => {
    for (let i = 0; i < text.length; i++) view.setUint8(offset + i, text.charCodeAt(i));
  };
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + pcm.byteLength, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  ascii(36, 'data');
  view.setUint32(40, pcm.byteLength, true);
  wav.set(pcm, 44);
  return wav;
}

export interface PcmAudio {
  sampleRate: number;
  channels: number;
  bitsPerSample: number;
  /** Raw sample bytes of the data chunk. */
  data: Uint8Array;
}

/** Reads a PCM WAV, walking the chunks so WAVs with extra chunks (LIST, fact) from other providers work. */
export function decodeWav(wav: Uint8Array): PcmAudio {
  const view = new DataView(wav.buffer, wav.byteOffset, wav.byteLength);
  const tag = (offset: number) => String.fromCharCode(...wav.subarray(offset, offset + 4));
  if (wav.byteLength < 12 || tag(0) !== 'RIFF' || tag(8) !== 'WAVE') throw new Error('Not a RIFF/WAVE file');
  let offset = 12;
  let format: Omit<PcmAudio, 'data'> | undefined;
  while (offset + 8 <= wav.byteLength) {
    const id = tag(offset);
    const size = view.getUint32(offset + 4, true);
    const body = offset + 8;
    if (id === 'fmt ') {
      if (view.getUint16(body, true) !== 1) throw new Error('Only PCM WAV is supported');
      format = {
        channels: view.getUint16(body + 2, true),
        sampleRate: view.getUint32(body + 4, true),
        bitsPerSample: view.getUint16(body + 14, true),
      };
    } else if (id === 'data') {
      if (!format) throw new Error('WAV data chunk before fmt chunk');
      return { ...format, data: wav.subarray(body, Math.min(body + size, wav.byteLength)) };
    }
    offset = body + size + (size % 2);
  }
  throw new Error('WAV has no data chunk');
}

/** Joins WAVs of one format into one, so the encoder reads a single audio stream. */
export function concatWavs(wavs: readonly Uint8Array[]): { wav: Uint8Array; sampleRate: number; durationSec: number } {
  const decoded = wavs.map(decodeWav);
  const first = decoded[0];
  if (!first) throw new Error('No audio to join');
  for (const part of decoded) {
    if (part.sampleRate !== first.sampleRate || part.channels !== 1 || part.bitsPerSample !== 16) {
      throw new Error('All narration WAVs must be 16-bit mono at one sample rate');
    }
  }
  const total = decoded.reduce((sum, part) => sum + part.data.byteLength, 0);
  const pcm = new Uint8Array(total);
  let offset = 0;
  for (const part of decoded) {
    pcm.set(part.data, offset);
    offset += part.data.byteLength;
  }
  return { wav: encodeWav(pcm, first.sampleRate), sampleRate: first.sampleRate, durationSec: total / 2 / first.sampleRate };
}

/** Root-mean-square of 16-bit mono PCM, 0..1; tells real speech from silence. */
export function pcmRms(wav: Uint8Array): number {
  const { data } = decodeWav(wav);
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const samples = Math.floor(data.byteLength / 2);
  if (samples === 0) return 0;
  let sum = 0;
  for (let i = 0; i < samples; i++) {
    const value = view.getInt16(i * 2, true) / 32768;
    sum += value * value;
  }
  return Math.sqrt(sum / samples);
}
