import { mkdirSync, readFileSync, readdirSync, rmdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** A cgroup of the CPU controller that only gets the time nothing else wants, for the engine (decision 0213). */
export interface IdleCgroup {
  readonly path: string;
  /** Moves a process (all its threads; the children it starts afterwards follow it) into the group. */
  place(pid: number): boolean;
  /** Removes the group once nothing runs in it; a group still in use stays. */
  remove(): void;
}

const PREFIX = 'paperlight-engine-';

/**
 * Where this process sits in the CPU controller's hierarchy: cgroup v1's `cpu` hierarchy, or v2's
 * unified one when its children may have the controller (v2 enables a controller for a group's
 * children only where the group itself holds no process, so in practice at the namespace's root).
 * Reads `proc` (/proc by default) and returns null where there is no such place.
 */
export function cpuCgroupDir(proc = '/proc'): string | null {
  let groups: string[];
  let mounts: string[][];
  try {
    groups = readFileSync(join(proc, 'self', 'cgroup'), 'utf8').split('\n');
    mounts = readFileSync(join(proc, 'self', 'mountinfo'), 'utf8')
      .split('\n')
      .map((line) => line.split(' '));
  } catch {
    return null;
  }
  // mountinfo: id parent dev root mountpoint options [optional…] - fstype source superoptions
  const mount = (fstype: string, wants: (superOptions: string[]) => boolean) => {
    for (const fields of mounts) {
      const dash = fields.indexOf('-');
      if (dash < 0 || fields[dash + 1] !== fstype) continue;
      if (wants((fields[dash + 3] ?? '').split(','))) return { root: fields[3]!, point: fields[4]! };
    }
    return null;
  };
  const inside = (at: { root: string; point: string }, path: string) => {
    const relative = at.root === '/' ? path : path.startsWith(at.root) ? path.slice(at.root.length) : null;
    return relative === null ? null : resolve(at.point, `.${relative}`);
  };

  const v1 = groups.map((line) => line.split(':')).find(([, controllers]) => controllers?.split(',').includes('cpu'));
  if (v1) {
    const at = mount('cgroup', (options) => options.includes('cpu'));
    return at ? inside(at, v1.slice(2).join(':')) : null;
  }
  const v2 = groups.find((line) => line.startsWith('0::'));
  const at = mount('cgroup2', () => true);
  if (!v2 || !at) return null;
  const dir = inside(at, v2.slice(3));
  try {
    return dir && readFileSync(join(dir, 'cgroup.subtree_control'), 'utf8').split(/\s+/).includes('cpu') ? dir : null;
  } catch {
    return null;
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Makes `<dir>/paperlight-engine-<this pid>` with `cpu.idle` set: the group as a whole then has the
 * idle class's weight beside this process's group, and an api thread that wakes takes the core from
 * it at once. Groups left by an api that died are removed first. Returns null where the hierarchy is
 * not writable (an unprivileged user, a read-only cgroupfs) or the kernel has no `cpu.idle` (before 5.15).
 */
export function createIdleCgroup(dir = cpuCgroupDir(), owner = process.pid): IdleCgroup | null {
  if (!dir) return null;
  let names: string[] = [];
  try {
    names = readdirSync(dir);
  } catch {
    // A directory this process may not list: nothing to sweep.
  }
  for (const name of names) {
    const pid = name.startsWith(PREFIX) ? Number(name.slice(PREFIX.length)) : NaN;
    if (!Number.isInteger(pid) || pid === owner || alive(pid)) continue;
    try {
      rmdirSync(join(dir, name));
    } catch {
      // Still in use (an encoder of the dead api's worker finishing): a later start removes it.
    }
  }
  const path = join(dir, `${PREFIX}${owner}`);
  try {
    mkdirSync(path, { recursive: true });
    writeFileSync(join(path, 'cpu.idle'), '1');
  } catch {
    try {
      rmdirSync(path);
    } catch {
      // It was never made.
    }
    return null;
  }
  return {
    path,
    place(pid) {
      try {
        writeFileSync(join(path, 'cgroup.procs'), String(pid));
        return true;
      } catch {
        return false;
      }
    },
    remove() {
      try {
        rmdirSync(path);
      } catch {
        // Something still runs in it (an encoder finishing); an api started later removes it.
      }
    },
  };
}
