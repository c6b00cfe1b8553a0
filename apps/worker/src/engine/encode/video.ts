import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { captionsNote, filmTags } from './credits';
import { ffmpegPath, run } from '../tools/ffmpeg';
import { integratedLoudness } from './loudness';
import { concatWavs, decodeWav } from '../speech/speech';
import { chunkArgs, type ChunkUnits, createStillSet, encodeChunks, type EncodeDeps, type EncodeOutput, type StillSet } from './chunks';
import {
  type Chapter,
  CLOSING_HOLD_SEC,
  FADE_FRAMES,
  mapLimit,
  MIN_SCENE_SEC,
  type PreparedScene,
  type PreparedVisual,
  type RenderVideoDeps,
  type RenderVideoInput,
  type RenderVideoResult,
  throwIfAborted,
  VIDEO_FPS,
} from './film';
import { accessUnits, extendChunk, hasIdr, settled } from './h264';
import { type Loudness, loudnessFilter } from './loudnorm';
import { AAC_ARGS, appendSilence, narrate, narrationOf, padWav, scenesAudio } from './narration';
import { planSceneVisuals, stillsToRender, visualTimeline } from './stills';
import { buildChaptersVtt, buildWebVtt, ffmetadata, sceneChapters } from './subtitles';

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
  })
    .finally(() => {
      tts = performance.now() - speechStarted;
    })
    .then(async (wavs) => {
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
  meta: { title: string; chapters: (starts: number[]) => Chapter[]; tags?: Record<string, string> },
  deps: EncodeDeps = {},
): Promise<{ durationSec: number; starts: number[]; chapters: Chapter[]; phases: Record<string, number> }> {
  const { signal, threads } = deps;
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
      const args = chunkArgs([stillSet.get(i)], [{ prev: null, cur: 0, hold: frames - FADE_FRAMES }], { chunksPath: full, threads });
      await run(ffmpegPath, args, { signal });
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
  await writeFile(metadataPath, ffmetadata(meta.title, chapters, meta.tags));
  const durationSec = timeline.totalFrames / VIDEO_FPS;
  await run(
    ffmpegPath,
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      '-fflags',
      '+genpts',
      '-r',
      String(VIDEO_FPS),
      '-f',
      'h264',
      '-i',
      videoPath,
      '-i',
      audioPath,
      '-f',
      'ffmetadata',
      '-i',
      metadataPath,
      '-map',
      '0:v:0',
      '-map',
      '1:a:0',
      '-map_metadata',
      '2',
      '-map_chapters',
      '2',
      '-c:v',
      'copy',
      // The fast AAC coder: half the time of the default, no audible difference on speech at 128 kb/s.
      ...(encoded ? ['-c:a', 'copy'] : ['-af', loudnessFilter(loudness), ...AAC_ARGS]),
      '-t',
      durationSec.toFixed(3),
      '-movflags',
      '+faststart',
      out.videoPath,
    ],
    { signal },
  );
  lap('encodeMux');
  return { durationSec, starts: timeline.sceneStarts, chapters, phases };
}

/** The encode of a film whose scenes are all prepared: its chunks, then the film (the bench's floor). */
async function encode(
  scenes: PreparedScene[],
  stillSet: StillSet,
  workDir: string,
  out: EncodeOutput,
  meta: { title: string; chapters: (starts: number[]) => Chapter[]; tags?: Record<string, string> },
  deps: EncodeDeps = {},
): Promise<{ durationSec: number; starts: number[]; chapters: Chapter[]; phases: Record<string, number> }> {
  const chunks = await encodeChunks(
    scenes.flatMap((scene) => scene.visuals),
    stillSet,
    workDir,
    out.posterPath,
    deps,
  );
  const film = await assemble(scenes, chunks.units, stillSet, workDir, out, meta, deps);
  return { ...film, phases: { ...chunks.phases, ...film.phases } };
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
      drawing = stillsToRender(visuals, deps.cache)
        .then((ks) => set.render(ks))
        .then(() => {
          render = performance.now() - renderStarted;
        });
      drawing.catch(() => {});
      chunking = encodeChunks(visuals, set, workDir, partial.posterPath, { signal: chunkSignal, cache: deps.cache, threads: deps.threads });
      chunking.catch(() => {});
    });
    const prepareDone = performance.now();
    throwIfAborted(deps.signal);

    const encodeStarted = performance.now();
    const durations = prepared.scenes.map((scene) => scene.durationSec);
    const chunks = await chunking!;
    const film = await assemble(
      prepared.scenes,
      chunks.units,
      stillSet!,
      workDir,
      partial,
      { title: input.title, chapters: sceneChapters(input.storyboard, durations), tags: filmTags(input.paper) },
      { signal: deps.signal, cache: deps.cache, threads: deps.threads },
    );
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
    const vtt = buildWebVtt(
      input.storyboard.scenes.map((scene, i) => ({
        narration: narrationOf(scene),
        ...sceneTimes[i]!,
        ...(i === sceneTimes.length - 1 ? { speech: Math.max(0.5, sceneTimes[i]!.duration - CLOSING_HOLD_SEC) } : {}),
      })),
      captionsNote(input.paper),
    );
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
    const { durationSec } = await encode(
      prepared,
      createStillSet(
        prepared.flatMap((scene) => scene.visuals),
        workDir,
        deps.signal,
      ),
      workDir,
      out,
      { title: input.title, chapters: sceneChapters(input.storyboard, durations), tags: filmTags(input.paper) },
      { signal: deps.signal, threads: deps.threads },
    );
    const encodeMs = performance.now() - encodeStarted;
    return { tts, encode: encodeMs, floor: tts + encodeMs, durationSec };
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
