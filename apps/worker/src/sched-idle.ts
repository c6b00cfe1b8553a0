import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** Linux's number for the SCHED_IDLE scheduling class. */
export const SCHED_IDLE = 5;

/**
 * Puts every thread of a process (this one by default) in Linux's SCHED_IDLE class with util-linux's
 * `chrt`: it runs on a core nothing else wants, and a waking api thread takes the core from it at once,
 * which a nice value does not promise (decision 0204), so long as the engine's runnable threads do not
 * outnumber the cores (decision 0210). Threads and children started afterwards
 * (libuv's pool, the speech thread, ffmpeg, the PDF reader, tesseract) inherit it. Lowering a priority
 * needs no privilege. Returns false where there is no chrt (not Linux) or it failed; the nice value
 * then stands alone.
 */
export function runWhenIdle(pid = process.pid): boolean {
  if (process.platform !== 'linux') return false;
  try {
    execFileSync('chrt', ['--idle', '--all-tasks', '--pid', '0', String(pid)], { stdio: 'ignore', timeout: 5000 });
    return true;
  } catch {
    return false;
  }
}

/** The scheduling class of a process, from /proc/<pid>/stat (field 41); null where there is none. */
export function schedulingPolicy(pid = process.pid): number | null {
  try {
    // The fields after the command name (which may hold spaces) start at field 3, the state.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return Number(fields[41 - 3]);
  } catch {
    return null;
  }
}
