/**
 * Source for a Node child (`node -e`) that defines `startSleep(seconds)`: it starts `sleep` and prints
 * its pid once it runs. A start that fails is tried twice more, 100 ms apart, then printed as
 * `sleep did not start: <code>`. Twice in one CI run of every package's tests at once, a grandchild's
 * pid came back missing, and its test failed with nothing to say why.
 */
export const SLEEP_CHILD = `function startSleep(seconds, tries = 3) {
  const c = require('node:child_process').spawn('sleep', [String(seconds)]);
  c.once('spawn', () => console.log(c.pid));
  c.once('error', (e) => (tries > 1 ? setTimeout(startSleep, 100, seconds, tries - 1) : console.log('sleep did not start: ' + e.code)));
}`;

/** The grandchild's pid from the child's line; throws with the line when it is not one. */
export function sleepPid(line: string): number {
  if (!/^\d+$/.test(line.trim())) throw new Error(`the child did not start sleep: ${line}`);
  return Number(line);
}
