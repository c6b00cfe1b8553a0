import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cpuCgroupDir, createIdleCgroup } from '../src/paper-remix/idle-cgroup';
import { cpuCgroupWritable } from './cgroup';

/** A /proc of our own: this process's cgroup lines and its mounts. */
function fakeProc(cgroup: string, mountinfo: string[]) {
  const proc = mkdtempSync(join(tmpdir(), 'paperlight-proc-'));
  mkdirSync(join(proc, 'self'));
  writeFileSync(join(proc, 'self', 'cgroup'), cgroup);
  writeFileSync(join(proc, 'self', 'mountinfo'), mountinfo.join('\n'));
  return proc;
}

describe('the CPU cgroup this process sits in (decision 0213)', () => {
  it('is found in cgroup v1’s cpu hierarchy, under its mount point', () => {
    const proc = fakeProc('9:name=systemd:/\n3:cpuset:/\n2:cpu,cpuacct:/app/api\n0::/\n', [
      '30 24 0:26 / /sys/fs/cgroup/cpuset rw,relatime shared:9 - cgroup cgroup rw,cpuset',
      '31 24 0:27 / /sys/fs/cgroup/cpu,cpuacct rw,relatime shared:10 - cgroup cgroup rw,cpu,cpuacct',
      '32 24 0:28 / /sys/fs/cgroup/unified rw,relatime - cgroup2 cgroup2 rw',
    ]);
    expect(cpuCgroupDir(proc)).toBe('/sys/fs/cgroup/cpu,cpuacct/app/api');
  });

  it('is found under a mount of part of the hierarchy (a container’s)', () => {
    const proc = fakeProc('4:cpu:/docker/abc/inner\n', ['40 30 0:27 /docker/abc /sys/fs/cgroup/cpu ro - cgroup cgroup rw,cpu']);
    expect(cpuCgroupDir(proc)).toBe('/sys/fs/cgroup/cpu/inner');
  });

  it('is v2’s own group only where its children may have the cpu controller', () => {
    const root = mkdtempSync(join(tmpdir(), 'paperlight-cgroup2-'));
    const proc = fakeProc('0::/\n', [`50 1 0:30 / ${root} rw - cgroup2 cgroup2 rw,nsdelegate`]);
    writeFileSync(join(root, 'cgroup.subtree_control'), 'cpuset io memory pids\n');
    expect(cpuCgroupDir(proc)).toBeNull();
    writeFileSync(join(root, 'cgroup.subtree_control'), 'cpuset cpu io memory pids\n');
    expect(cpuCgroupDir(proc)).toBe(root);
  });

  it('is none without a cpu hierarchy or without /proc', () => {
    expect(cpuCgroupDir(fakeProc('0::/\n', []))).toBeNull();
    expect(cpuCgroupDir(join(tmpdir(), 'no-such-proc'))).toBeNull();
  });
});

describe('the worker’s idle cgroup', () => {
  it('is made beside the api’s, marked idle, and removes the groups of apis that died', () => {
    const dir = mkdtempSync(join(tmpdir(), 'paperlight-cpu-'));
    // A pid past Linux's pid_max belongs to no process: an api that died and left its group.
    mkdirSync(join(dir, 'paperlight-engine-99999999'));
    // A dead api's group still in use (here: not empty) stays, and does not stop the sweep.
    mkdirSync(join(dir, 'paperlight-engine-99999998'));
    writeFileSync(join(dir, 'paperlight-engine-99999998', 'cgroup.procs'), '');
    mkdirSync(join(dir, `paperlight-engine-${process.ppid}`));
    const group = createIdleCgroup(dir, 424242)!;
    expect(group.path).toBe(join(dir, 'paperlight-engine-424242'));
    expect(readFileSync(join(group.path, 'cpu.idle'), 'utf8')).toBe('1');
    expect(existsSync(join(dir, 'paperlight-engine-99999999'))).toBe(false);
    expect(existsSync(join(dir, 'paperlight-engine-99999998'))).toBe(true);
    // A live api's group stays.
    expect(existsSync(join(dir, `paperlight-engine-${process.ppid}`))).toBe(true);
  });

  it('is none where the hierarchy cannot be written, and the worker then runs where the api does', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'paperlight-cpu-')), 'a-file');
    writeFileSync(file, '');
    expect(createIdleCgroup(file)).toBeNull();
    expect(createIdleCgroup(null)).toBeNull();
  });

  it.skipIf(!cpuCgroupWritable())('holds a real process and its children, in the idle class, and goes when they have', async () => {
    const group = createIdleCgroup(cpuCgroupDir(), process.pid)!;
    expect(group).not.toBeNull();
    expect(readFileSync(join(group.path, 'cpu.idle'), 'utf8').trim()).toBe('1');
    const parent = spawn(
      process.execPath,
      ['-e', "require('node:child_process').spawn('sleep', ['30'], { stdio: 'inherit' }); setTimeout(() => {}, 30000)"],
      {
        stdio: 'ignore',
      },
    );
    await new Promise((resolve) => parent.once('spawn', resolve));
    expect(group.place(parent.pid!)).toBe(true);
    expect(readFileSync(`/proc/${parent.pid}/cgroup`, 'utf8')).toContain(`/paperlight-engine-${process.pid}\n`);
    // Still in use: it stays.
    group.remove();
    expect(existsSync(group.path)).toBe(true);
    const procs = () => readFileSync(join(group.path, 'cgroup.procs'), 'utf8').trim().split('\n').filter(Boolean);
    // The child the process starts afterwards is in the group too.
    for (let i = 0; i < 100 && procs().length < 2; i++) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(procs()).toHaveLength(2);
    for (const pid of procs()) process.kill(Number(pid), 'SIGKILL');
    for (let i = 0; i < 100 && procs().length > 0; i++) await new Promise((resolve) => setTimeout(resolve, 20));
    group.remove();
    expect(existsSync(group.path)).toBe(false);
  });
});
