import { spawn } from 'node:child_process';
import ffmpegInstaller from '@ffmpeg-installer/ffmpeg';
import ffprobeInstaller from '@ffprobe-installer/ffprobe';

/**
 * Binaries come from npm packages so `pnpm install` is the whole setup (ARCHITECTURE.md);
 * FFMPEG_PATH / FFPROBE_PATH let a deployment swap in a system build without code changes.
 */
export const ffmpegPath: string = process.env.FFMPEG_PATH ?? ffmpegInstaller.path;
export const ffprobePath: string = process.env.FFPROBE_PATH ?? ffprobeInstaller.path;

export interface RunResult {
  stdout: Buffer;
  stderr: string;
}

/** Runs a binary to completion; rejects with the tail of stderr so failures are diagnosable. */
export function run(binary: string, args: string[], opts: { signal?: AbortSignal } = {}): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'], signal: opts.signal });
    const out: Buffer[] = [];
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => {
      // Only the tail matters for errors; ffmpeg's progress output would otherwise grow unbounded.
      err = (err + chunk.toString('utf8')).slice(-16_384);
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve({ stdout: Buffer.concat(out), stderr: err });
      else reject(new Error(`${binary.split('/').pop()} exited with ${code}: ${err.slice(-2000)}`));
    });
  });
}
