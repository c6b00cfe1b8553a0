import { accessSync, constants } from 'node:fs';
import { cpuCgroupDir } from '../src/paper-remix/idle-cgroup';

/** Whether this process may make a child of its CPU cgroup (root on a writable cgroupfs): where the worker's idle group is made. */
export function cpuCgroupWritable(): boolean {
  const dir = cpuCgroupDir();
  if (!dir) return false;
  try {
    accessSync(dir, constants.W_OK);
    return true;
  } catch {
    return false;
  }
}
