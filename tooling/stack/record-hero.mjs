#!/usr/bin/env node
// `pnpm hero:record`: the landing page's hero film, recorded from the running product (issue 38 item 2).
//   1. Playwright drives a real Paper Remix run on the journeys' stack (apps/site/hero/record.film.ts):
//      a new project, a paper uploaded and read, one Run, the results on the cards, the film playing.
//   2. ffmpeg cuts the recording into its parts, plays the waiting faster (the manifest says how much),
//      and encodes H.264 at 1280×720, 30 fps, no sound, under the landing page's budget (1.5 MB).
//   3. The poster (WebP 1280 and 640 px, JPEG) is a frame of the last part; the captions (WebVTT) say
//      what each part shows and credit the paper, as its licence asks.
// Writes apps/site/public/media/hero.mp4, hero.vtt, hero-poster.webp, hero-poster-640.webp and
// hero-poster.jpg; prints the film's size and a contact sheet's path to look at. Expects `pnpm build`.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pnpm, root } from './lib.mjs';

const BUDGET_BYTES = 1.5 * 1024 * 1024;
// The same credit as HERO_FILM_CREDIT (apps/site/app/components/landing/Hero/heroVideo.ts), under the film.
const CREDIT =
  'Paper: Brooks, Bendavid, Miller, “USA aid policy and induced abortion in sub-Saharan Africa: an analysis of the Mexico City Policy”, Lancet Global Health 7: e1046–53, 2019, doi:10.1016/S2214-109X(19)30267-0, CC BY 4.0';
const site = join(root, 'apps', 'site');
const media = join(site, 'public', 'media');
const work = mkdtempSync(join(tmpdir(), 'paperlight-hero-'));

const code = await pnpm(['exec', 'playwright', 'test', '--config', 'playwright.hero.config.ts'], {
  cwd: site,
  env: { ...process.env, HERO_OUT: work },
});
if (code !== 0) {
  console.error(`hero:record: the recording failed (exit ${code}); its output is in ${work}`);
  process.exit(code);
}
const manifest = JSON.parse(readFileSync(join(work, 'hero-manifest.json'), 'utf8'));
// The screencast sends a frame when the page paints: each frame lasts until the next one.
const { frames } = manifest;
const t0 = frames[0].t;
const video = join(work, 'frames.txt');
writeFileSync(
  video,
  `ffconcat version 1.0\n${frames.map((frame, i) => `file '${frame.file}'\nduration ${Math.max(0.001, (frames[i + 1]?.t ?? frame.t + 1) - frame.t).toFixed(4)}`).join('\n')}\n`,
);
const parts = manifest.parts.map((part) => ({ ...part, start: part.start - t0, end: part.end - t0 }));

/** '00:00:03.250' for a WebVTT cue. */
const stamp = (seconds) => {
  const ms = Math.round(seconds * 1000);
  const pad = (n, w = 2) => String(n).padStart(w, '0');
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
};

// A frame the screencast sent smaller (a scrollbar took some of the width) is fitted, not stretched.
const FIT = 'scale=1280:720:force_original_aspect_ratio=decrease:flags=lanczos,pad=1280:720:(ow-iw)/2:(oh-ih)/2:white,setsar=1';
// Each part trimmed and sped up, then joined; the film's time of each part makes the captions.
const filters = [];
const cues = [];
let time = 0;
parts.forEach((part, index) => {
  filters.push(
    `[${index}:v]trim=start=${part.start.toFixed(3)}:end=${part.end.toFixed(3)},setpts=(PTS-STARTPTS)/${part.speed},fps=30,${FIT}[p${index}]`,
  );
  const length = (part.end - part.start) / part.speed;
  cues.push({ start: time, end: time + length, text: part.caption });
  time += length;
});
filters.push(`${parts.map((_, index) => `[p${index}]`).join('')}concat=n=${parts.length}:v=1:a=0,format=yuv420p[film]`);
const film = join(media, 'hero.mp4');
let crf = 30;
for (;;) {
  execFileSync('ffmpeg', [
    '-y',
    '-hide_banner',
    '-loglevel',
    'error',
    ...parts.flatMap(() => ['-f', 'concat', '-safe', '0', '-i', video]),
    '-filter_complex',
    filters.join(';'),
    '-map',
    '[film]',
    '-c:v',
    'libx264',
    '-preset',
    'slow',
    '-crf',
    String(crf),
    '-tune',
    'stillimage',
    '-movflags',
    '+faststart',
    '-an',
    film,
  ]);
  if (statSync(film).size <= BUDGET_BYTES || crf >= 40) break;
  crf += 2;
}

const last = cues.at(-1);
cues.push({ start: last.start, end: last.end, text: CREDIT });
writeFileSync(
  join(media, 'hero.vtt'),
  `WEBVTT\n\n${cues.map((cue) => `${stamp(cue.start)} --> ${stamp(cue.end)}\n${cue.text}`).join('\n\n')}\n`,
);

// The poster: the film playing in its panel, two seconds into the last part.
const posterAt = (last.start + Math.min(2, (last.end - last.start) / 2)).toFixed(2);
const frame = join(work, 'poster.png');
execFileSync('ffmpeg', ['-y', '-hide_banner', '-loglevel', 'error', '-ss', posterAt, '-i', film, '-frames:v', '1', frame]);
execFileSync('ffmpeg', [
  '-y',
  '-hide_banner',
  '-loglevel',
  'error',
  '-i',
  frame,
  '-c:v',
  'libwebp',
  '-quality',
  '72',
  join(media, 'hero-poster.webp'),
]);
execFileSync('ffmpeg', [
  '-y',
  '-hide_banner',
  '-loglevel',
  'error',
  '-i',
  frame,
  '-vf',
  'scale=640:-2:flags=lanczos',
  '-c:v',
  'libwebp',
  '-quality',
  '72',
  join(media, 'hero-poster-640.webp'),
]);
execFileSync('ffmpeg', ['-y', '-hide_banner', '-loglevel', 'error', '-i', frame, '-q:v', '5', join(media, 'hero-poster.jpg')]);

// A contact sheet to look at: one frame every two seconds.
const sheet = join(work, 'contact-sheet.png');
execFileSync('ffmpeg', [
  '-y',
  '-hide_banner',
  '-loglevel',
  'error',
  '-i',
  film,
  '-vf',
  'fps=1/2,scale=426:-2,tile=3x4',
  '-frames:v',
  '1',
  sheet,
]);
const size = statSync(film).size;
console.log(
  `hero:record: ${time.toFixed(1)} s at 30 fps, ${(size / 1024).toFixed(0)} KiB (budget ${BUDGET_BYTES / 1024} KiB, crf ${crf}); captions ${cues.length}; contact sheet ${sheet}`,
);
if (!process.env.HERO_KEEP) rmSync(join(work, 'frames'), { recursive: true, force: true });
process.exit(size <= BUDGET_BYTES ? 0 : 1);
