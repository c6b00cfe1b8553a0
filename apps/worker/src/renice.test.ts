import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { getPriority, setPriority, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { reniceThreads } from './renice';

const linux = process.platform === 'linux';
const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

/** A stand-in task list naming real processes (a thread id is accepted where a pid is, and so is a pid). */
function tasks(pids: number[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'renice-'));
  for (const pid of pids) mkdirSync(join(dir, String(pid)));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

function sleeper(nice = 0) {
  const child = spawn('sleep', ['30'], { stdio: 'ignore' });
  cleanups.push(() => child.kill());
  if (nice > 0) setPriority(child.pid!, nice);
  return child.pid!;
}

describe.runIf(linux)('reniceThreads', () => {
  it('lowers every listed thread to the priority, and leaves one already lower alone', () => {
    const [a, b, lower] = [sleeper(), sleeper(), sleeper(15)];
    expect(reniceThreads(10, tasks([a, b, lower]))).toBe(2);
    expect([getPriority(a), getPriority(b), getPriority(lower)]).toEqual([10, 10, 15]);
  });

  it('does nothing at priority 0, for a missing list, or for a thread that has ended', () => {
    const a = sleeper();
    expect(reniceThreads(0, tasks([a]))).toBe(0);
    expect(getPriority(a)).toBe(0);
    expect(reniceThreads(10, join(tmpdir(), 'no-such-task-list'))).toBe(0);
    expect(reniceThreads(10, tasks([2 ** 22 + 12345]))).toBe(0);
  });
});
