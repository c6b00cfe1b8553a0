/** The film's pictures as chunks: one per still (its fade in and hold), encoded by x264 from the cache or in one ffmpeg run. */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ffmpegPath, run } from '../tools/ffmpeg';
import { SLIDE_HEIGHT, SLIDE_WIDTH } from '../render/look';
import { writePam } from '../render/png';
import { cacheKey, type RenderCache } from './render-cache';
import {
  FADE_FRAMES,
  HOLD_FRAMES,
  type PreparedVisual,
  REVEAL_FRAMES,
  REVEAL_HOLD,
  REVEAL_RISE,
  REVEAL_START,
  throwIfAborted,
  VIDEO_FPS,
} from './film';
import { accessUnits, hasIdr } from './h264';

const X264_ARGS = [
  '-c:v',
  'libx264',
  // superfast over veryfast: a tenth less encoder CPU at the same quantiser, 7 % more bytes, and
  // frames within 47 dB PSNR of veryfast's (decision 0055).
  '-preset',
  'superfast',
  '-tune',
  'stillimage',
  // Constant quantiser and CAVLC: a settled still gives byte-identical frames (CABAC's final bits
  // vary from frame to frame), which the film repeats.
  '-qp',
  '21',
  '-forced-idr',
  '1',
  // One reference frame and no B-frames fix frame_num's cycle at 16; lookahead finds nothing in stills.
  '-x264-params',
  'aud=1:cabac=0:bframes=0:ref=1:scenecut=0:keyint=infinite:rc-lookahead=0:sync-lookahead=0:weightp=2',
  '-pix_fmt',
  'yuv420p',
  '-profile:v',
  'high',
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
export function chunkArgs(
  stills: Still[],
  chunks: ChunkSpec[],
  out: { chunksPath: string; posterPath?: string; posterStill?: number; threads?: number | undefined },
): string[] {
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
  const black = (label: string, frames: number) =>
    `color=c=black:s=${SLIDE_WIDTH}x${SLIDE_HEIGHT}:r=${VIDEO_FPS}:d=${(frames / VIDEO_FPS).toFixed(4)},format=yuv420p,settb=1/${VIDEO_FPS}[${label}]`;
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
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    ...inputs,
    ...(out.threads ? ['-filter_complex_threads', '1'] : []),
    '-filter_complex',
    filters.join(';'),
    '-map',
    '[video]',
    ...(out.threads ? ['-threads', String(out.threads)] : []),
    ...X264_ARGS.map((arg) => (arg.startsWith('aud=1') ? `${arg}:zones=${fadeZones(chunkStarts)}` : arg)),
    '-fps_mode',
    'passthrough',
    // ffmpeg rounds these times to frames: a quarter frame early lands on the chunk's first frame.
    '-force_key_frames',
    chunkStarts.map((f) => (Math.max(0, f - 0.25) / VIDEO_FPS).toFixed(4)).join(','),
    '-f',
    'h264',
    out.chunksPath,
    ...(poster ? ['-map', `[${poster}]`, '-frames:v', '1', '-update', '1', out.posterPath!] : []),
  ];
}
/** The film's chunks: one per still (its fade in and hold), then the fade to black. */
/**
 * The film's chunks: one per still, then the fade to black. They do not depend on how long each
 * still is shown (a still shorter than its chunk is cut, a longer one repeats its settled frames), so
 * they are encoded while the narration is still being spoken.
 */
export function chunkSpecs(visuals: readonly { reveal: boolean }[]): ChunkSpec[] {
  const specs: ChunkSpec[] = visuals.map((visual, k) => ({
    prev: k === 0 ? null : k - 1,
    cur: k,
    hold: HOLD_FRAMES + (visual.reveal ? REVEAL_HOLD : 0),
  }));
  specs.push({ prev: visuals.length - 1, cur: null, hold: 0 });
  return specs;
}

/** A chunk's cache key: its two stills' keys, its length and the encoder's settings. */
export function chunkKey(visuals: readonly PreparedVisual[], spec: ChunkSpec): string {
  const still = (k: number | null) => (k === null ? null : visuals[k]!.key);
  return cacheKey('chunk', X264_ARGS, FADE_FRAMES, VIDEO_FPS, still(spec.prev), still(spec.cur), spec.hold);
}

export interface StillSet {
  /**
   * Asks for stills and resolves when they are rendered and written for ffmpeg. Two render at a
   * time, lowest index first, whoever asked.
   */
  render(ks: Iterable<number>): Promise<void>;
  get(k: number): Still;
}

/**
 * The stills of a film as ffmpeg reads them, rendered on demand: one lays out on the main thread
 * while another rasterises on the thread pool (render/render.ts).
 */
export function createStillSet(visuals: readonly PreparedVisual[], workDir: string, signal?: AbortSignal): StillSet {
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
    done.set(k, {
      backdrop,
      overlay,
      ...(figure ? { figure: { path: figure.path, x: figure.x, y: figure.y, width: figure.width, height: figure.height } } : {}),
    });
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

export interface EncodeOutput {
  videoPath: string;
  posterPath: string;
}

export interface EncodeDeps {
  signal?: AbortSignal | undefined;
  cache?: RenderCache | undefined;
  /**
   * The encoder's threads (x264's; the filter graph then runs on one). Where the api shares the
   * machine, fewer threads than cores keep the api's answers prompt (decision 0210). A chunk's bytes
   * may differ with the count but not its picture, so the cache's key leaves it out.
   * @default ffmpeg's own: as many as the machine has cores, and more
   */
  threads?: number | undefined;
}

/** The film's chunks, each as its H.264 access units, in film order (the fade to black last). */
export type ChunkUnits = Uint8Array[][];

/**
 * Encodes the film's chunks: each from the cache, or, once its stills are drawn, in one ffmpeg run.
 * Writes the poster. Needs no narration, so the video starts it as soon as the stills are
 * planned.
 */
export async function encodeChunks(
  visuals: readonly PreparedVisual[],
  stillSet: StillSet,
  workDir: string,
  posterPath: string,
  deps: EncodeDeps = {},
): Promise<{ units: ChunkUnits; phases: Record<string, number>; reused: number }> {
  const { signal, cache, threads } = deps;
  const phases: Record<string, number> = {};
  const started = performance.now();
  const specs = chunkSpecs(visuals);
  const chunkKeys = specs.map((spec) => chunkKey(visuals, spec));
  const posterKey = cacheKey('poster', visuals[0]!.key);
  const [cachedChunks, cachedPoster] = await Promise.all([
    Promise.all(chunkKeys.map((key) => cache?.get(key) ?? null)),
    cache?.get(posterKey) ?? null,
  ]);
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
    await run(
      ffmpegPath,
      chunkArgs(
        order.map((k) => stillSet.get(k)),
        list.map((j) => ({ ...specs[j]!, prev: local(specs[j]!.prev), cur: local(specs[j]!.cur) })),
        {
          chunksPath,
          posterPath,
          threads,
          ...(poster === undefined ? {} : { posterStill: at.get(poster)! }),
        },
      ),
      { signal },
    );
    const encoded = accessUnits(await readFile(chunksPath));
    // Chunks are cut at their IDR frames (the encoder may drop a frame at a chunk's end).
    const idr = encoded.flatMap((unit, i) => (hasIdr(unit) ? [i] : []));
    if (idr.length !== list.length) throw new Error(`The video encoder gave ${idr.length} keyframes for ${list.length} pictures`);
    await Promise.all(
      list.map(async (j, m) => {
        const chunk = encoded.slice(idr[m]!, idr[m + 1] ?? encoded.length);
        units[j] = chunk;
        await cache?.put(chunkKeys[j]!, Buffer.concat(chunk));
      }),
    );
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
