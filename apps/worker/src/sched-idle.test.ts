import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SLEEP_CHILD, sleepPid } from './engine/test/sleep-child';
import { runWhenIdle, SCHED_IDLE, schedulingPolicy } from './sched-idle';

const linux = process.platform === 'linux' && schedulingPolicy() !== null;

describe('runWhenIdle', () => {
  it.runIf(linux)('puts a process and every one of its threads in SCHED_IDLE, and what it starts afterwards inherits it', async () => {
    // A Node process: several threads (V8's, libuv's) before the call; it starts `sleep` after it.
    const child = spawn(
      process.execPath,
      ['-e', `${SLEEP_CHILD}; process.stdin.once('data', () => startSleep(30)); console.log('ready');`],
      { stdio: ['pipe', 'pipe', 'inherit'] },
    );
    const lines: string[] = [];
    const nextLine = () =>
      new Promise<string>((resolve) => {
        const take = () =>
          lines.length > 0
            ? resolve(lines.shift()!)
            : child.stdout.once('data', (chunk: Buffer) => (lines.push(...String(chunk).trim().split('\n')), take()));
        take();
      });
    try {
      expect(await nextLine()).toBe('ready');
      expect(schedulingPolicy(child.pid)).toBe(0);
      expect(runWhenIdle(child.pid!)).toBe(true);
      const threads = readdirSync(`/proc/${child.pid}/task`).map(Number);
      expect(threads.length).toBeGreaterThan(1);
      expect(threads.map((tid) => schedulingPolicy(tid))).toEqual(threads.map(() => SCHED_IDLE));
      child.stdin.write('go\n');
      const grandchild = sleepPid(await nextLine());
      expect(schedulingPolicy(grandchild)).toBe(SCHED_IDLE);
      process.kill(grandchild, 'SIGKILL');
    } finally {
      child.kill('SIGKILL');
    }
  });

  it('says so where it cannot (no such process)', () => {
    expect(runWhenIdle(2 ** 22 + 12345)).toBe(false);
  });
});
