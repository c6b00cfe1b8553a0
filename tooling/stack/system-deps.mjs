#!/usr/bin/env node
// Runs after `pnpm install` (root postinstall): the Paper Remix worker needs a maintained ffmpeg
// and ffprobe (decision 0018). No npm package ships a current build without downloading it at
// install time, so they come from Debian: installed here when missing, if this machine can.
// FFMPEG_PATH / FFPROBE_PATH (both set) skip the check.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

const onPath = (name) =>
  (process.env.PATH ?? '').split(delimiter).some((dir) => {
    try {
      accessSync(join(dir, name), constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });

const missing = ['ffmpeg', 'ffprobe'].filter((name) => !process.env[`${name.toUpperCase()}_PATH`] && !onPath(name));
if (missing.length === 0 || process.env.PAPERLIGHT_SKIP_SYSTEM_DEPS) process.exit(0);

const canApt = process.getuid?.() === 0 && onPath('apt-get');
if (!canApt) {
  console.warn(
    `\n[paperlight] ${missing.join(' and ')} not found. Paper Remix videos need them:\n  sudo apt-get install ffmpeg   (or set FFMPEG_PATH and FFPROBE_PATH)\n`,
  );
  process.exit(0);
}
console.log(`[paperlight] installing Debian's ffmpeg for the Paper Remix worker (${missing.join(', ')} missing)…`);
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
const install =
  update.status === 0 ? spawnSync('apt-get', ['install', '-y', '-qq', 'ffmpeg'], { stdio: ['ignore', 'ignore', 'inherit'], env }) : update;
if (install.status !== 0) {
  console.warn('[paperlight] could not install ffmpeg with apt-get; install it yourself or set FFMPEG_PATH and FFPROBE_PATH.');
}
