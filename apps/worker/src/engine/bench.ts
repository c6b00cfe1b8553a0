/**
 * The body of `pnpm bench:remix` (tooling/stack/bench-remix.mjs runs it through tsx): every paper
 * through the same stage functions the jobs run, timed per stage, against the floor of
 * decision 0005 (bare speech + one encode of the same slides and audio).
 */
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkPdf } from './read/pdf-open';
import { filmInput, paperOf, runPaperInput, runScript, runStoryboard, runVideo, type PipelineDeps, type StageNode } from './pipeline';
import { createExtractiveProvider } from './providers/extractive';
import { createEspeakProvider } from './speech/speech';
import { warmUpRenderer } from './render/render';
import { createLocalStorage } from '@paperlight/remix-core';
import { createDiskCache } from './encode/render-cache';
import { encoderThreadsFromEnv } from './stage-context';
import type { StoryboardOutput } from './types';
import { ffmpegPath, ffprobePath, run } from './tools/ffmpeg';
import { parseEbur128 } from './encode/loudnorm';
import { measureFloor } from './encode/video';
import { readerPeakRss } from './read/pdf-sandbox';
import { runContentBench } from './eval/bench-content';
import { runDetailsBench } from './eval/bench-details';

const TARGET_WALL_RATIO = 0.1;
const TARGET_OVERHEAD = 1.3;
/** A re-render after one slide's narration is edited, as a share of the first render (issue 15). */
const TARGET_RERENDER = 0.3;
const TARGET_RSS = 1024 ** 3;
const TARGET_LUFS = -16;

/** Frame rate, integrated loudness and true peak of a finished film, as a viewer's player gets it. */
async function filmFacts(path: string): Promise<{ fps: string; lufs: number; truePeak: number }> {
  const probe = await run(ffprobePath, [
    '-v',
    'error',
    '-select_streams',
    'v:0',
    '-show_entries',
    'stream=r_frame_rate',
    '-of',
    'csv=p=0',
    path,
  ]);
  const { stderr } = await run(ffmpegPath, ['-hide_banner', '-nostats', '-i', path, '-vn', '-af', 'ebur128=peak=true', '-f', 'null', '-']);
  const loudness = parseEbur128(stderr);
  return { fps: probe.stdout.toString().trim(), lufs: loudness?.integrated ?? Number.NaN, truePeak: loudness?.truePeak ?? Number.NaN };
}

/** CPU seconds this process and its waited-for children have used (BENCH_VERBOSE: where the cores went). */
function cpuSeconds(): { own: number; children: number } {
  const own = process.cpuUsage();
  // /proc/self/stat fields 16 and 17: children's user and system time, in clock ticks (100 a second).
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
  return { own: (own.user + own.system) / 1e6, children: (Number(fields[13]) + Number(fields[14])) / 100 };
}

function cpuSince(from: { own: number; children: number }): string {
  const now = cpuSeconds();
  return `cpu ${(now.own - from.own).toFixed(2)} s in the worker + ${(now.children - from.children).toFixed(2)} s in ffmpeg`;
}

async function warmUpEncoder(): Promise<void> {
  await run(ffmpegPath, [
    '-hide_banner',
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    'color=c=black:s=1920x1080:r=1:d=1',
    '-f',
    'lavfi',
    '-i',
    'anullsrc=r=22050:cl=mono',
    '-t',
    '1',
    '-c:v',
    'libx264',
    '-preset',
    'superfast',
    '-c:a',
    'aac',
    '-f',
    'null',
    '-',
  ]);
}

export async function runBench(papersDir: string, opts: { duration?: string; scenes?: number } = {}): Promise<boolean> {
  // What the videos say (key facts, boilerplate, reading order): eval/bench-content.ts.
  // Title, authors, year and venue as printed (issue 30): eval/bench-details.ts.
  const detailsPass = await runDetailsBench(papersDir);
  const contentPass = (await runContentBench(papersDir, { verbose: true })) && detailsPass;
  if (process.env.BENCH_CONTENT_ONLY === '1') return contentPass;
  return (await runVideoBench(papersDir, opts)) && contentPass;
}

async function runVideoBench(papersDir: string, opts: { duration?: string; scenes?: number }): Promise<boolean> {
  const files = readdirSync(papersDir)
    .filter((f) => f.toLowerCase().endsWith('.pdf'))
    .sort();
  const dir = mkdtempSync(join(tmpdir(), 'paperlight-bench-remix-'));
  const speech = createEspeakProvider();
  // REMIX_ENCODER_THREADS=1 measures the encoder as the api's worker runs it on two cores (decision 0210).
  const threads = encoderThreadsFromEnv();
  // The worker's own cache, cold for each paper's first render (its keys are the paper's content).
  const deps: PipelineDeps = {
    storage: createLocalStorage(join(dir, 'files')),
    llm: createExtractiveProvider(),
    speech,
    workDir: join(dir, 'work'),
    cache: createDiskCache(join(dir, 'cache')),
    ...(threads ? { encoderThreads: threads } : {}),
  };
  const rows: Record<string, string | number>[] = [];
  let pass = true;
  // The engines load once per process; a long-running worker pays that once, not per video. That
  // includes the ffmpeg binary and libx264's start-up, which the floor would otherwise skip (it
  // runs after the first video).
  await Promise.all([speech.warmUp(), warmUpRenderer(), warmUpEncoder()]);
  try {
    for (const [i, file] of files.entries()) {
      const projectId = `p${i}`;
      const node = (id: string, nodeType: string, configuration: Record<string, unknown>, fileKey: string | null = null): StageNode => ({
        id,
        projectId,
        nodeType,
        configuration,
        fileKey,
      });
      const t0 = performance.now();
      const bytes = new Uint8Array(readFileSync(join(papersDir, file)));
      const key = `projects/${projectId}/upload.pdf`;
      await checkPdf(bytes);
      await deps.storage.write(key, bytes);
      const t1 = performance.now();
      const input = node('in', 'paperInput', {}, key);
      const paper = await runPaperInput({ deps, node: input, upstream: null });
      const t2 = performance.now();
      const scriptNode = node('script', 'script', { script_duration: opts.duration ?? 'short' });
      const script = await runScript({ deps, node: scriptNode, upstream: { ...input, sources: paper.sources } });
      const t3 = performance.now();
      const boardNode = node('board', 'storyboard', { number_of_scenes: opts.scenes ?? 5 });
      const board = await runStoryboard({ deps, node: boardNode, upstream: { ...scriptNode, sources: script.sources } });
      const t4 = performance.now();
      const cpu4 = cpuSeconds();
      const video = await runVideo({ deps, node: node('video', 'video', {}), upstream: { ...boardNode, sources: board.sources } });
      const t5 = performance.now();
      const videoCpu = cpuSince(cpu4);
      const videoKey = (video.sources as { video: string }).video;
      const film = await filmFacts(join(dir, 'files', videoKey));
      // BENCH_KEEP_VIDEOS=<dir> keeps each film to look at (frames at several timestamps).
      if (process.env.BENCH_KEEP_VIDEOS) {
        mkdirSync(process.env.BENCH_KEEP_VIDEOS, { recursive: true });
        copyFileSync(join(dir, 'files', videoKey), join(process.env.BENCH_KEEP_VIDEOS, file.replace(/\.pdf$/, '.mp4')));
      }
      // Issue 15: one slide's narration edited (its last sentence dropped, or a sentence added),
      // then the video made again from the edited storyboard.
      const edited = structuredClone(board.jsonOutput as StoryboardOutput);
      const target = edited.scenes[Math.floor(edited.scenes.length / 2)]!;
      const sentences = target.narration.split(/(?<=[.!?])\s+/);
      target.narration = sentences.length > 1 ? sentences.slice(0, -1).join(' ') : `${target.narration} This is the part that matters.`;
      const editedKey = `projects/${projectId}/edited-storyboard.json`;
      await deps.storage.write(editedKey, new TextEncoder().encode(JSON.stringify(edited)));
      const t6 = performance.now();
      const again = await runVideo({
        deps,
        node: node('video', 'video', {}),
        upstream: { ...boardNode, sources: { ...board.sources, storyboard: editedKey } },
      });
      const rerender = (performance.now() - t6) / (t5 - t4);
      if (process.env.BENCH_VERBOSE) console.log(file, 're-render', again.timings);
      const durationSec = (video.jsonOutput as { durationSec: number }).durationSec;
      const meta = paper.jsonOutput as { title: string; language: string; pageCount: number };
      const cpuFloor = cpuSeconds();
      // The floor's film has the same slides as the video's: the paper's figures and its citation.
      const floor = await measureFloor(
        filmInput(deps, await paperOf(deps, paper.sources), board.jsonOutput as StoryboardOutput, {
          voice: 'female',
          style: 'abstract',
          outDir: join(dir, 'floor'),
        }),
        { speech, ...(threads ? { threads } : {}) },
      );
      // BENCH_VERBOSE=1 prints where the video stage's time went, next to the floor's parts.
      if (process.env.BENCH_VERBOSE)
        console.log(file, 'video', video.timings, videoCpu, 'floor', floor, `${cpuSince(cpuFloor)} (rendering its stills included)`);
      const wall = (t5 - t0) / 1000;
      const ratio = wall / durationSec;
      const overhead = (t5 - t4) / floor.floor;
      pass &&=
        ratio <= TARGET_WALL_RATIO &&
        overhead <= TARGET_OVERHEAD &&
        rerender <= TARGET_RERENDER &&
        film.fps === '30/1' &&
        Math.abs(film.lufs - TARGET_LUFS) <= 1 &&
        film.truePeak <= -1.5;
      rows.push({
        paper: file.replace(/\.pdf$/, '').slice(0, 34),
        pages: meta.pageCount,
        upload_ms: Math.round(t1 - t0),
        extract_ms: Math.round(t2 - t1),
        script_ms: Math.round(t3 - t2),
        board_ms: Math.round(t4 - t3),
        video_ms: Math.round(t5 - t4),
        video_s: Number(durationSec.toFixed(1)),
        wall_s: Number(wall.toFixed(2)),
        'wall/dur': Number(ratio.toFixed(3)),
        floor_ms: Math.round(floor.floor),
        overhead: Number(overhead.toFixed(2)),
        rerender: Number(rerender.toFixed(2)),
        fps: film.fps,
        LUFS: film.lufs,
        dBTP: film.truePeak,
      });
      await deps.storage.remove(`projects/${projectId}/`);
    }
  } finally {
    await speech.close();
    rmSync(dir, { recursive: true, force: true });
  }
  const rss = process.resourceUsage().maxRSS * 1024;
  pass &&= rss <= TARGET_RSS;
  console.table(rows);
  const readerRss = readerPeakRss();
  pass &&= readerRss <= TARGET_RSS;
  console.log(
    `peak RSS ${(rss / 1024 ** 2).toFixed(0)} MiB in the worker, ${(readerRss / 1024 ** 2).toFixed(0)} MiB in a PDF reader child (target ≤ 1024 MiB each)`,
  );
  console.log(
    `targets: wall/duration ≤ ${TARGET_WALL_RATIO}, video stage / floor ≤ ${TARGET_OVERHEAD}, re-render after one edit / first render ≤ ${TARGET_RERENDER}, 30/1 fps, ${TARGET_LUFS} ± 1 LUFS, true peak ≤ -1.5 dBTP`,
  );
  console.log(pass ? 'PASS' : 'FAIL');
  return pass;
}
