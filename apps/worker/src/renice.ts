import { readdirSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';

/**
 * Gives every thread of this process at least the priority `nice` (Linux: /proc/self/task lists the
 * threads, and a thread id is accepted where a pid is). Elsewhere, or where it is not permitted, it
 * leaves priorities alone. Returns the number of threads it lowered.
 */
export function reniceThreads(nice: number, tasksDir = '/proc/self/task'): number {
  if (!(nice > 0)) return 0;
  let tids: string[];
  try {
    tids = readdirSync(tasksDir);
  } catch {
    return 0;
  }
  let lowered = 0;
  for (const tid of tids) {
    try {
      if (getPriority(Number(tid)) < nice) {
        setPriority(Number(tid), nice);
        lowered += 1;
      }
    } catch {
      // A thread that ended meanwhile, or no permission: leave it.
    }
  }
  return lowered;
}
