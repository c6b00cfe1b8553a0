import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

/** ffprobe's JSON about a file or URL; Debian's ffprobe unless FFPROBE_PATH names another. */
export async function probe(target: string, entries: string): Promise<unknown> {
  const { stdout } = await promisify(execFile)(process.env.FFPROBE_PATH ?? 'ffprobe', [
    '-v',
    'error',
    '-show_entries',
    entries,
    '-of',
    'json',
    target,
  ]);
  return JSON.parse(stdout) as unknown;
}
