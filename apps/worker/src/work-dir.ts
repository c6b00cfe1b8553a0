/**
 * Where a worker renders (decision 0141): each worker process works in a folder of its own under
 * DATA_DIR/work, named by host and process id, so the files of a render whose worker was killed
 * can be told from the files of a render still running next door. They are removed when the next
 * worker starts (a dead process's folder on this host) and by age (anything older than the longest
 * a job may run, whoever left it), so they never pile up outside the quota and the cache cap.
 */
import { mkdirSync } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';

const OWN = /^w-(.+)-(\d+)$/;

export interface WorkDirOptions {
  host?: string;
  pid?: number;
  /** Older than this, a folder or file is no job's any more. */
  maxAgeMs: number;
  now?: () => number;
  /** Whether a process of this host still runs. */
  isAlive?: (pid: number) => boolean;
}

export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function age(path: string, now: number): Promise<number> {
  try {
    return now - (await stat(path)).mtimeMs;
  } catch {
    return 0;
  }
}

export interface WorkDir {
  /** This process's folder. */
  readonly dir: string;
  /** Removes what dead or timed-out renders left; resolves to the number of entries removed. */
  sweep(): Promise<number>;
}

export function createWorkDir(root: string, options: WorkDirOptions): WorkDir {
  const host = options.host ?? hostname();
  const pid = options.pid ?? process.pid;
  const now = options.now ?? Date.now;
  const isAlive = options.isAlive ?? processAlive;
  const dir = join(root, `w-${host}-${pid}`);
  mkdirSync(dir, { recursive: true, mode: 0o700 });

  /** True when the entry `name` of `root` belongs to no live render. */
  const dead = async (name: string): Promise<boolean> => {
    const match = OWN.exec(name);
    if (match && match[1] === host) return Number(match[2]) !== pid && !isAlive(Number(match[2]));
    // Another host's folder, or a file of an older layout: only its age tells.
    return (await age(join(root, name), now())) > options.maxAgeMs;
  };

  return {
    dir,
    async sweep() {
      let removed = 0;
      for (const name of await readdir(root).catch(() => [] as string[])) {
        if (join(root, name) === dir) continue;
        if (await dead(name)) {
          await rm(join(root, name), { recursive: true, force: true });
          removed += 1;
        }
      }
      // In our own folder, a render older than any job may run was cut off without its clean-up.
      for (const name of await readdir(dir).catch(() => [] as string[])) {
        if ((await age(join(dir, name), now())) > options.maxAgeMs) {
          await rm(join(dir, name), { recursive: true, force: true });
          removed += 1;
        }
      }
      return removed;
    },
  };
}
