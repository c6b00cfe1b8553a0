/**
 * An episode's audio (issue 34): each turn spoken by its participant's voice, a short pause after it,
 * normalised on its own to -16 LUFS under a limiter and encoded as AAC — the film's narration path
 * (encode/narration.ts), so the render cache keeps every turn's speech and its AAC. The turns' AAC are
 * joined end to end into the M4A (copied, with chapters) and encoded into the MP3 in parts, also
 * cached. A re-render after one edited turn speaks and encodes that turn and its MP3 part only.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { AUDIO_SAMPLE_RATE } from '../encode/film';
import { appendSilence, scenesAudio, speakCached } from '../encode/narration';
import { cacheKey, type RenderCache } from '../encode/render-cache';
import { decodeWav } from '../speech/speech';
import { ffmpegPath, run } from '../tools/ffmpeg';
import type { PodcastDialogue, PodcastTurn, SpeechProvider } from '../types';
import { CHAPTER_PAUSE_SEC, TURN_PAUSE_SEC } from './config';
import { chaptersOf, ffmetadata, type TimedChapter, type TimedTurn } from './transcript';

export interface EpisodeDeps {
  speech: SpeechProvider;
  cache?: RenderCache | undefined;
  signal?: AbortSignal | undefined;
  /** Called after each turn is spoken (or found in the cache), with the count so far. */
  onTurn?: ((done: number, total: number) => void) | undefined;
}

export interface RenderedEpisode {
  m4aPath: string;
  mp3Path: string;
  durationSec: number;
  turns: TimedTurn[];
  chapters: TimedChapter[];
  /** Turns whose speech came from the cache (a re-render's unchanged turns). */
  reused: number;
  timings: { speech: number; encode: number; mux: number };
}

/** Turns spoken, then encoded, this many at a time: the next batch speaks while the last encodes. */
const BATCH = 16;
/** Each AAC stream opens with a frame of encoder priming: a turn's words start this much into its segment. */
const PRIMING_SEC = 1024 / AUDIO_SAMPLE_RATE;
/** Silence after the last word, so a player's end does not clip it. */
const TAIL_SEC = 1;

/** The pause after a turn: longer where the next turn opens a new part of the story. */
export function pauseAfter(turns: readonly Pick<PodcastTurn, 'topic'>[], index: number): number {
  const next = turns[index + 1];
  if (!next) return TAIL_SEC;
  return next.topic !== turns[index]!.topic ? CHAPTER_PAUSE_SEC : TURN_PAUSE_SEC;
}

/** Speaks one batch of turns; resolves with each turn's WAV (pause included) and its words' length. */
async function speakBatch(dialogue: PodcastDialogue, indexes: number[], deps: EpisodeDeps, counted: { spoken: number; done: number }) {
  const voices = new Map(dialogue.participants.map((p) => [p.id, p] as const));
  const out: { wav: Uint8Array; speechSec: number }[] = [];
  for (const i of indexes) {
    deps.signal?.throwIfAborted();
    const turn = dialogue.turns[i]!;
    const who = voices.get(turn.speaker) ?? dialogue.participants[0]!;
    const speech = await speakCached(
      turn.text,
      { language: dialogue.language, voice: who.gender, speaker: who.speaker },
      {
        speech: {
          ...(deps.speech.cacheKey ? { cacheKey: deps.speech.cacheKey } : {}),
          synthesize: (text, opts) => ((counted.spoken += 1), deps.speech.synthesize(text, opts)),
        },
        cache: deps.cache,
      },
    );
    const { sampleRate, data } = decodeWav(speech.wav);
    out.push({ wav: appendSilence(speech.wav, pauseAfter(dialogue.turns, i)).wav, speechSec: data.byteLength / 2 / sampleRate });
    deps.onTurn?.(++counted.done, dialogue.turns.length);
  }
  return out;
}

/** Every turn's AAC segment and the length of its words, batch by batch, speech overlapping the encode. */
async function turnSegments(dialogue: PodcastDialogue, outDir: string, deps: EpisodeDeps) {
  const counted = { spoken: 0, done: 0 };
  const batches: number[][] = [];
  for (let i = 0; i < dialogue.turns.length; i += BATCH) batches.push(dialogue.turns.slice(i, i + BATCH).map((_, k) => i + k));
  const segments: { aac: Uint8Array; durationSec: number; speechSec: number }[] = [];
  let speechMs = 0;
  let encodeMs = 0;
  let encoding: Promise<void> = Promise.resolve();
  for (const [b, batch] of batches.entries()) {
    const started = performance.now();
    const spoken = await speakBatch(dialogue, batch, deps, counted);
    speechMs += performance.now() - started;
    await encoding;
    encoding = (async () => {
      const begun = performance.now();
      const aacs = await scenesAudio(
        spoken.map((s) => s.wav),
        join(outDir, `turns-${b}`),
        { cache: deps.cache, signal: deps.signal },
      );
      aacs.forEach((aac, k) => segments.push({ ...aac, speechSec: spoken[k]!.speechSec }));
      encodeMs += performance.now() - begun;
    })();
  }
  await encoding;
  return { segments, reused: dialogue.turns.length - counted.spoken, speechMs, encodeMs };
}

/** The MP3's encoder settings: LAME's fastest, at 24 kHz (the voices' bandwidth: eSpeak speaks at 22.05 kHz, an endpoint at 24). */
const MP3_ARGS = ['-c:a', 'libmp3lame', '-ar', '24000', '-b:a', '96k', '-compression_level', '9'];
/** The MP3 is encoded in this many parts, each cached by its audio: an edit re-encodes only its part. */
const MP3_PARTS = 4;

/**
 * Consecutive turns in MP3_PARTS groups of as many turns each (every cut falls in a pause between
 * turns). By count, not by length: an edit that lengthens a turn then changes its own part only.
 */
export function mp3Parts(turns: number, parts = MP3_PARTS): number[][] {
  const size = Math.max(1, Math.ceil(turns / parts));
  return Array.from({ length: Math.ceil(turns / size) }, (_, g) =>
    Array.from({ length: Math.min(size, turns - g * size) }, (_, k) => g * size + k),
  );
}

/**
 * The MP3 from the turns' AAC, part by part: each part's frames come from the cache when its audio
 * is unchanged, the others are encoded in parallel. The parts' frames are joined as they are (each
 * adds its encoder delay, about 50 ms, at a pause), then tagged with the chapters.
 */
async function mp3Of(
  segments: readonly { aac: Uint8Array; durationSec: number }[],
  metaPath: string,
  outDir: string,
  deps: EpisodeDeps,
): Promise<string> {
  const groups = mp3Parts(segments.length);
  const paths = await Promise.all(
    groups.map(async (group, g) => {
      const aac = Buffer.concat(group.map((i) => segments[i]!.aac));
      const key = deps.cache ? cacheKey('podcast-mp3', MP3_ARGS, aac) : null;
      const path = join(outDir, `part-${g}.mp3`);
      const cached = key ? await deps.cache!.get(key) : null;
      if (cached) await writeFile(path, cached);
      else {
        await writeFile(join(outDir, `part-${g}.aac`), aac);
        await run(
          ffmpegPath,
          [
            '-hide_banner',
            '-loglevel',
            'error',
            '-y',
            '-i',
            join(outDir, `part-${g}.aac`),
            ...MP3_ARGS,
            '-write_xing',
            '0',
            '-id3v2_version',
            '0',
            '-f',
            'mp3',
            path,
          ],
          { signal: deps.signal },
        );
        if (key) await deps.cache!.put(key, new Uint8Array(await readFile(path)));
      }
      return path;
    }),
  );
  const list = join(outDir, 'parts.txt');
  await writeFile(list, paths.map((path) => `file '${path.replace(/'/g, "'\\''")}'`).join('\n'));
  const mp3Path = join(outDir, 'podcast.mp3');
  await run(
    ffmpegPath,
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      '-f',
      'concat',
      '-safe',
      '0',
      '-i',
      list,
      '-i',
      metaPath,
      '-map',
      '0:a',
      '-map_metadata',
      '1',
      '-map_chapters',
      '1',
      '-c',
      'copy',
      '-id3v2_version',
      '3',
      mp3Path,
    ],
    { signal: deps.signal },
  );
  return mp3Path;
}

/** The joined AAC as M4A (copied, with chapters and tags), and the MP3, the two in parallel. */
async function mux(
  aacPath: string,
  metaPath: string,
  outDir: string,
  segments: readonly { aac: Uint8Array; durationSec: number }[],
  deps: EpisodeDeps,
) {
  const m4aPath = join(outDir, 'podcast.m4a');
  const [, mp3Path] = await Promise.all([
    run(
      ffmpegPath,
      [
        '-hide_banner',
        '-loglevel',
        'error',
        '-y',
        '-i',
        aacPath,
        '-i',
        metaPath,
        '-map',
        '0:a',
        '-map_metadata',
        '1',
        '-map_chapters',
        '1',
        '-c',
        'copy',
        '-movflags',
        '+faststart',
        m4aPath,
      ],
      { signal: deps.signal },
    ),
    mp3Of(segments, metaPath, outDir, deps),
  ]);
  return { m4aPath, mp3Path };
}

/** Renders a dialogue into `outDir`: podcast.m4a and podcast.mp3, with each turn's and chapter's times. */
export async function renderEpisode(dialogue: PodcastDialogue, outDir: string, deps: EpisodeDeps): Promise<RenderedEpisode> {
  if (dialogue.turns.length === 0) throw new Error('The episode has no turns to speak.');
  const { segments, reused, speechMs, encodeMs } = await turnSegments(dialogue, outDir, deps);
  const muxStarted = performance.now();
  const turns: TimedTurn[] = [];
  let offset = 0;
  dialogue.turns.forEach((turn, i) => {
    const segment = segments[i]!;
    turns.push({
      ...turn,
      start: round(offset + PRIMING_SEC),
      end: round(offset + PRIMING_SEC + segment.speechSec),
      segmentStart: round(offset),
    });
    offset += segment.durationSec;
  });
  const chapters = chaptersOf(turns, offset);
  const aacPath = join(outDir, 'episode.aac');
  const metaPath = join(outDir, 'chapters.ffmeta');
  await writeFile(aacPath, Buffer.concat(segments.map((s) => s.aac)));
  await writeFile(metaPath, ffmetadata(dialogue, chapters));
  const { m4aPath, mp3Path } = await mux(aacPath, metaPath, outDir, segments, deps);
  return {
    m4aPath,
    mp3Path,
    durationSec: round(offset),
    turns,
    chapters,
    reused,
    timings: { speech: Math.round(speechMs), encode: Math.round(encodeMs), mux: Math.round(performance.now() - muxStarted) },
  };
}

const round = (seconds: number) => Math.round(seconds * 1000) / 1000;
