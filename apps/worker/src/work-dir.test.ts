import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createWorkDir } from './work-dir';

const HOUR = 3_600_000;

/** A folder as a render leaves it, last changed `agoMs` before `now`. */
function leftover(root: string, name: string, now: number, agoMs: number) {
  mkdirSync(join(root, name, 'narration'), { recursive: true });
  writeFileSync(join(root, name, 'narration', 'scene-1.wav'), Buffer.alloc(1024));
  const at = new Date(now - agoMs);
  utimesSync(join(root, name), at, at);
}

describe('work folders of killed renders (issue 33, finding 7)', () => {
  it("removes a dead worker's folder at start, and by age what no job can still own", async () => {
    const root = mkdtempSync(join(tmpdir(), 'paperlight-work-'));
    const now = Date.UTC(2026, 10, 28, 12);
    const dead = spawnSync('true').pid!;
    const neighbour = process.ppid;
    leftover(root, `w-here-${dead}`, now, 60_000);
    leftover(root, `w-here-${neighbour}`, now, 60_000);
    leftover(root, 'w-elsewhere-12', now, 2 * HOUR);
    leftover(root, 'w-elsewhere-13', now, 60_000);
    leftover(root, 'video-node-1-abc', now, 2 * HOUR);
    leftover(root, 'video-node-2-abc', now, 60_000);

    const work = createWorkDir(root, { host: 'here', pid: process.pid, maxAgeMs: HOUR, now: () => now });
    expect(await work.sweep()).toBe(3);
    expect(existsSync(join(root, `w-here-${dead}`))).toBe(false);
    expect(existsSync(join(root, 'w-elsewhere-12'))).toBe(false);
    expect(existsSync(join(root, 'video-node-1-abc'))).toBe(false);
    // A live worker's render, another host's recent one and a recent file stay.
    expect(existsSync(join(root, `w-here-${neighbour}`, 'narration', 'scene-1.wav'))).toBe(true);
    expect(existsSync(join(root, 'w-elsewhere-13'))).toBe(true);
    expect(existsSync(join(root, 'video-node-2-abc'))).toBe(true);
    expect(existsSync(work.dir)).toBe(true);
  });

  it('removes from its own folder a render older than any job may run, and keeps the running one', async () => {
    const root = mkdtempSync(join(tmpdir(), 'paperlight-work-'));
    let now = Date.UTC(2026, 10, 28, 12);
    const work = createWorkDir(root, { host: 'here', pid: process.pid, maxAgeMs: HOUR, now: () => now });
    leftover(work.dir, 'video-stuck-1', now, 0);
    leftover(work.dir, 'video-running-2', now, 0);
    now += 2 * HOUR;
    const at = new Date(now - 1000);
    utimesSync(join(work.dir, 'video-running-2'), at, at);
    expect(await work.sweep()).toBe(1);
    expect(existsSync(join(work.dir, 'video-stuck-1'))).toBe(false);
    expect(existsSync(join(work.dir, 'video-running-2'))).toBe(true);
  });
});
