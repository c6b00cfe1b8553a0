import { spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

/**
 * A maintained ffmpeg: Debian's (installed by the README's setup command, decision 0018), found on
 * PATH; FFMPEG_PATH / FFPROBE_PATH point at another build without code changes.
 */
export function findBinary(name: string, override: string | undefined, path = process.env.PATH ?? ''): string {
  if (override) return override;
  for (const dir of [...path.split(delimiter), '/usr/bin', '/usr/local/bin']) {
    if (!dir) continue;
    try {
      accessSync(join(dir, name), constants.X_OK);
      return join(dir, name);
    } catch {
      // not here
    }
  }
  // Spawning the bare name fails with ENOENT, which `run` turns into a message naming the fix.
  return name;
}

export const ffmpegPath: string = findBinary('ffmpeg', process.env.FFMPEG_PATH);
export const ffprobePath: string = findBinary('ffprobe', process.env.FFPROBE_PATH);

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
    child.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT')
        reject(new Error(`${binary} was not found: install Debian's ffmpeg (apt-get install ffmpeg) or set FFMPEG_PATH and FFPROBE_PATH`));
      else reject(error);
    });
    child.on('close', (code) => {
      if (code === 0) resolve({ stdout: Buffer.concat(out), stderr: err });
      else reject(new Error(`${binary.split('/').pop()} exited with ${code}: ${err.slice(-2000)}`));
    });
  });
}
